// Issue 32: phone keyboards type ’ for the apostrophe ("can’t", "I’m") and ״ ׳ for gershayim and
// geresh, where the guide's patterns are written can'?t, I'?m, סופ"ש. The message is read once with
// the plain characters before anything understands it (typed.ts, index.ts), and the answer gives
// the person's own characters back wherever it says their words. Tested in words of their own.
import { answerQuestion, type GuideProfile, type Turn } from '../../../supabase/functions/_shared/guide/index.ts';
import { forReading, withTypedWords } from '../../../supabase/functions/_shared/guide/typed.ts';

const profile: GuideProfile = { gender: 'male' };

async function chat(messages: string[]): Promise<string[]> {
  const history: Turn[] = [];
  const answers: string[] = [];
  for (const message of messages) {
    const answer = await answerQuestion({ message, profile, history: [...history] });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: answer.response });
    answers.push(answer.response);
  }
  return answers;
}
const plain = (text: string): string => text.replace(/[’ʼ]/g, "'").replace(/״/g, '"').replace(/׳/g, "'");

describe('reading what a phone keyboard types', () => {
  test('an apostrophe inside a word, a plural’s possessive and the Hebrew marks are read plainly; quotation marks stay', () => {
    expect(forReading('I can’t, she won’t, we’re the Levys’ neighbours')).toBe("I can't, she won't, we're the Levys' neighbours");
    expect(forReading('he said ‘just leave it’ and walked out')).toBe('he said ‘just leave it’ and walked out');
    expect(forReading('ביקרנו בסופ״ש אצל הג׳ינג׳ים')).toBe('ביקרנו בסופ"ש אצל הג\'ינג\'ים');
    // Same length, character for character: nothing the person typed moves.
    const typed = 'Why doesn’t he ask? It’s his parents’ house, and צה״ל.';
    expect(forReading(typed)).toHaveLength(typed.length);
  });

  test('the person’s words are given back as they typed them, whatever the case; other words are left alone', () => {
    expect(withTypedWords("You don't want to. Don't wait; it isn't easy.", ['I don’t want to'])).toBe('You don’t want to. Don’t wait; it isn\'t easy.');
    expect(withTypedWords('בסופ"ש הקרוב', ['ביקרנו בסופ״ש'])).toBe('בסופ״ש הקרוב');
    expect(withTypedWords("You can't.", ["I can't."])).toBe("You can't.");
  });

  test('a question typed with ’ is answered as the same question typed with \'', async () => {
    for (const messages of [
      ['My brother and I can’t agree on who hosts our father for Pesach.', 'We still can’t agree, even after a week.'],
      ['I finally told my husband I’m lonely in the evenings.', 'He didn’t say anything, he just turned on the TV.'],
      ['My father-in-law’s jokes about my job wear me down.', 'How do I say something without it sounding like I’m ungrateful?'],
      ['אשתי רוצה לנסוע לחו״ל בסופ״ש של יום ההולדת שלי ואני רוצה חגיגה בבית.'],
    ]) {
      const typed = await chat(messages);
      const straight = await chat(messages.map(plain));
      expect(typed.map(plain)).toEqual(straight.map(plain));
    }
  });

  test('a reaction and a feeling typed with ’ are understood as such', async () => {
    const [, quiet] = await chat(['I finally told my husband I’m lonely in the evenings.', 'He didn’t say anything.']);
    expect(quiet).toMatch(/going quiet|needs time to think/i);
    // Shame, not a question about someone's eyes.
    const [shame] = await chat(['I can’t look my wife in the eyes after what I said to her.']);
    expect(shame).toMatch(/shame/i);
    expect(shame).not.toMatch(/about the eyes/);
  });

  test('saying the person’s words back keeps their characters', async () => {
    const [answer] = await chat(['My wife and I can’t agree on where to spend Shavuot.']);
    expect(answer).toMatch(/can’t agree/);
    expect(answer).not.toMatch(/can't agree/);
    const [hebrew] = await chat(['אשתי רוצה לנסוע לחו״ל בסופ״ש של יום ההולדת שלי ואני רוצה חגיגה בבית.']);
    expect(hebrew).toMatch(/חו״ל|סופ״ש/);
    expect(hebrew).not.toMatch(/חו"ל|סופ"ש/);
  });
});
