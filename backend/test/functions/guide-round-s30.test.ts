// Answers round S30 (session 50, 2026-12-07): a married couple's everyday life, written by husbands
// and wives, read on first sight (49/60 answers spoke to their question, 52/60 follow-ups). A husband
// told "you don't contain me" was answered as the one unheard ("ask for ten minutes where they only
// listen to you"); "hasn't spoken to me for two days" was not the silence after a fight; "I feel so
// lonely" was said back "you feel that so lonely". Held here in new words.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { namedThings } from '../../../supabase/functions/_shared/guide/things.ts';
import { understand } from '../../../supabase/functions/_shared/guide/understand.ts';

const answer = async (message: string): Promise<string> => (await answerQuestion({ message })).response;

describe('the one told they do not listen hears how to listen', () => {
  test.each([
    ["My husband says I never listen to him. What is he actually asking for?", /stay with the feeling/],
    ['בעלי טוען שאני לא מקשיבה לו באמת. מה הוא רוצה ממני?', /להישאר|שיישארו איתו ברגש/],
  ])('%s', async (message, expected) => {
    expect(namedThings(message).map((t) => t.id)).toContain('told_i_dont_listen');
    const text = await answer(message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/just listen, and then I'll listen to you|רק מקשיבים לי/);
  });

  test('"להכיל" is a question about listening, understood on its own', () => {
    const u = understand('מה זה בכלל להכיל? בן הזוג שלי אומר שאני לא יודעת להכיל אותו', [], null);
    expect(u.topics.map((t) => t.id)).toContain('listening');
  });

  test('the one unheard still hears how to ask to be heard', async () => {
    expect(await answer('My wife is always scrolling when I talk to her and I feel invisible')).not.toMatch(/Being told you don't listen/);
  });
});

describe('their words said back as theirs', () => {
  test('"I feel so lonely" is said back as a feeling', async () => {
    const text = await answer("My husband has barely said a word since Friday's argument and I feel so alone in this house.");
    expect(text).toMatch(/you feel so alone/i);
    expect(text).not.toMatch(/you feel that so/i);
  });

  test('"hasn\'t spoken to me for three days" is the silence after a fight', () => {
    expect(namedThings("After our fight about money my wife hasn't spoken to me in three days").map((t) => t.id)).toContain('silence_after_fights');
  });

  test('"גרושתי" is said back as "גרושתך"', async () => {
    const text = await answer('גרושתי רוצה לעבור לאילת עם הילדים. מה אני יכול לעשות?');
    expect(text).toMatch(/גרושתך/);
    expect(text).not.toMatch(/גרושת רוצה/);
  });
});
