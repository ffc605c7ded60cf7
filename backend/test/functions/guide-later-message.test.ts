// A later message that opens by turning to a new matter (session 43): read without its opening
// words and without the chat before it, so "Different question:" is never a thing named back; a
// danger told just before is carried onto a message that goes on with the chat, not onto one that
// turns away from it; words like "לא קשור" inside a sentence turn to nothing.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { opensNewMatter, withoutNewMatterOpening } from '../../../supabase/functions/_shared/guide/later-message.ts';
import { chatAfter } from './guide-chat.ts';

describe('a message that opens by turning to a new matter', () => {
  test.each([
    ['Different question: any ideas for a calm Friday afternoon?', 'any ideas for a calm Friday afternoon?'],
    ['ok, unrelated — my mother in law calls every day', 'my mother in law calls every day'],
    ['on a different note, how do we plan the holidays?', 'how do we plan the holidays?'],
    ['I have another question: is it ok to light early?', 'is it ok to light early?'],
    ['שאלה אחרת: מה עושים עם הגן?', 'מה עושים עם הגן?'],
  ])('%s → read as %s', (message, read) => {
    expect(opensNewMatter(message)).toBe(true);
    expect(withoutNewMatterOpening(message)).toBe(read);
  });

  test.each([
    'היא אמרה שזה לא קשור אליי, שזה בינה לבין הקב"ה',
    'this is unrelated to what I said but he keeps shouting',
    'Unrelated',
  ])('%s is not an opening that turns away', (message) => {
    expect(opensNewMatter(message)).toBe(false);
    expect(withoutNewMatterOpening(message)).toBe(message);
  });

  test('the opening words are neither said back nor named as a thing, and the chat before is not carried', async () => {
    const answer = await answerQuestion({
      message: 'Different question: any ideas for a calm Friday afternoon as a family?',
      history: await chatAfter('How do I get my teenager to talk to me at dinner?'),
    });
    expect(answer.safety).toBeNull();
    expect(answer.response).not.toMatch(/different question/i);
    expect(answer.response).not.toMatch(/teenager/i);
    // Friday afternoon is erev Shabbat: the answer speaks of Shabbat.
    expect(answer.response).toMatch(/Shabbat/);
  });

  test('after a danger told, planning time with him is met with the check again; a new matter is answered', async () => {
    const history = await chatAfter('He hit me last night and I am scared of him.');
    const carried = await answerQuestion({ message: 'How can we plan a calm Friday afternoon together?', history });
    expect(carried.safety?.category).toBe('physical_violence');
    const turned = await answerQuestion({ message: 'Different question: any ideas for a calm Friday afternoon as a family?', history });
    expect(turned.safety).toBeNull();
    expect(turned.response).toMatch(/Shabbat/);
  });

  test('a Friday afternoon named only as when is no Shabbat question', async () => {
    const answer = await answerQuestion({ message: 'Can you give me a first sentence to say to my husband about his phone? Maybe on our Friday afternoon walk.' });
    expect(answer.response).not.toMatch(/Shabbat and holiday table/);
  });
});
