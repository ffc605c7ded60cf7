// Issue 31: false alarms that answers rounds J12-J13 (ordinary questions nobody here wrote) showed —
// a text with no common word read backwards into a danger, words that should not "feel like an
// attack", a volunteer's "someone could die" — said in new words, with the disclosures beside
// them still caught.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';

describe('no alarm from words that only look like danger', () => {
  test.each([
    // No common word either way: not read backwards into a danger.
    'בסוף קנינו דירה, איזה כללים כדאי לקבוע מראש?',
    // An attack on feelings, not on a person.
    "Help me tell him without it sounding like a personal attack.",
    "I don't want my words to feel like an attack on her mother.",
  ])('%s', (message) => {
    expect(assessSafety(message).level).toBe('none');
  });

  test('"someone could die" is no concept of one\'s own death, while "I could die" still is', () => {
    expect(assessSafety('I could die tonight and nobody would notice').level).not.toBe('none');
    expect(assessSafety('She works in the ER and says if she ignores the pager someone could die.').by).not.toBe('concept');
  });

  test('a disclosure beside such words is still caught', async () => {
    const answer = await answerQuestion({ message: "It doesn't feel like an attack to him, but he hits me when he's angry." });
    expect(answer.safety?.level).toBe('crisis');
  });
});
