// Issue 31: false alarms that answers rounds J12-J13 (ordinary questions nobody here wrote) showed —
// a text with no common word read backwards into a danger, words that should not "feel like an
// attack", a volunteer's "someone could die" — said in new words, with the disclosures beside
// them still caught.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';

describe('no alarm from words that only look like danger', () => {
  test.each([
    // No common word either way: not read backwards into a danger.
    'בסוף קנינו דירה, איזה כללים כדאי לקבוע מראש?',
    // An attack on feelings, not on a person.
    "Help me tell him without it sounding like a personal attack.",
    "I don't want my words to feel like an attack on her mother.",
    // Lost for words in a conversation, not a body that stops.
    'My teenager asked me straight out if I love her brother more. I froze and did not know what to answer.',
    // Frozen at a child's question, asking what to answer next time (round K1).
    "My grandson asked me at dinner why his parents don't live together anymore. I froze. What should I say to him next time?",
    // A partner who goes quiet in a conversation (round J15).
    'I told her I still need more time before we try again and she went quiet, then said she misses me.',
  ])('%s', (message) => {
    expect(assessSafety(message).level).toBe('none');
  });

  test('"someone could die" is no concept of one\'s own death, while "I could die" still is', () => {
    expect(assessSafety('I could die tonight and nobody would notice').level).not.toBe('none');
    expect(assessSafety('She works in the ER and says if she ignores the pager someone could die.').by).not.toBe('concept');
  });

  test('"I don\'t know how to go on like this" is a check of its own, not a partner who kept going', () => {
    // "To go on" (להמשיך) is the writer's own going on (round K1 read it as sexual violence).
    const tired = assessSafety('בעלי במילואים כבר חודשיים ואני לבד עם הילדים. אתמול בכיתי במקלחת. אני לא יודעת איך להמשיך ככה.');
    expect(tired).toMatchObject({ level: 'possible', category: 'suicide_self_harm' });
    expect(assessSafety("Honestly I don't know how to go on like this.").level).toBe('possible');
    expect(assessSafety("I don't know how to go on with the presentation after the break").level).toBe('none');
  });

  test('a freeze that is a body stopping is still read', () => {
    expect(assessSafety('Every time he starts I freeze and he keeps going').level).toBe('crisis');
    expect(assessSafety("he pulled me into the storeroom and I froze and couldn't move").level).not.toBe('none');
    expect(assessSafety('he got on top of me and I went quiet and he kept going').level).toBe('crisis');
    expect(assessSafety('he touched me and I froze. what do I tell my mom?').level).toBe('crisis');
    expect(assessSafety('אמרתי לו לא ובכיתי והוא המשיך').level).not.toBe('none');
  });

  test('a disclosure beside such words is still caught', async () => {
    const answer = await answerQuestion({ message: "It doesn't feel like an attack to him, but he hits me when he's angry." });
    expect(answer.safety?.level).toBe('crisis');
  });
});

describe('halachic questions rounds J13 and 58 showed, by their situation', () => {
  test.each([
    'Sukkot ends on Thursday night and goes right into Shabbos — can my wife still cook on the Friday for Shabbos? Anything we must do first?',
    'השנה שבועות נופל ביום שישי, צריך לעשות משהו מיוחד כדי שנוכל לבשל לשבת?',
  ])('a festival running into Shabbat and cooking for it: %s', (message) => {
    expect(detectHalachic(message)).not.toBeNull();
  });

  test.each([
    'We are converting the garage into a playroom. How do we keep the kids from fighting over it?',
    'Our adopted daughter is 8 and asked why she grew in another lady\'s tummy. What do we tell her?',
    'What should I cook for Shabbat when my in-laws come? Ideas?',
  ])('no rabbi for %s', (message) => {
    expect(detectHalachic(message)).toBeNull();
  });
});
