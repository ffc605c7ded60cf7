// Issue 31: the guide never states a ruling — not even in the person's own words said back to them
// (the composer reflects what was told: "we can't eat anything at my in-laws" would come back as
// "You can't eat anything…", which reads as the guide's ruling).
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { containsRuling, withoutRulingSentences } from '../../../supabase/functions/_shared/guide/halachic.ts';

describe('no ruling in a composed answer', () => {
  test.each([
    "I feel like you can't eat anything at my in-laws without a fight. Honestly I'm tired of it. How do we make peace?",
    "My husband says you can't go to the gym this month because of his knee. He's so grumpy. How do I help?",
    'אני מרגישה שאסור לך לנוח אף פעם אצל ההורים שלי. איך מדברים על זה?',
  ])('%s', async (message) => {
    const answer = await answerQuestion({ message });
    expect(answer.response.length).toBeGreaterThan(80);
    expect(containsRuling(answer.response)).toBe(false);
  });

  // A check that only the classifier asked for ends with the person's own words; words that state a
  // prohibition ("I'm not allowed to refuse him") are not given back, and its general line ends it.
  test.each([
    "My 15 y/o told me her older cousin 'does stuff' to her when they're alone at bubby's on shabbos afternoon and she's not allowed to tell anyone. The whole family is coming again for Sukkos. How do I handle the sleeping arrangements without causing a scene?",
    'אשתי מנתקת לי את הטלפון אסור לי להיפגש עם החברים מהישיבה היא שולטת בחשבון ואומרת שבלעדיה אני אפס',
    'אשתי ב ו ד ק ת לי את הטלפון ואת המיילים כל לילה ומחליטה עם מי מותר לי לדבר',
  ])('the safety check says no ruling back: %s', async (message) => {
    const answer = await answerQuestion({ message });
    expect(answer.safety).not.toBeNull();
    expect(containsRuling(answer.response)).toBe(false);
  });

  test('drops only the ruling sentence and keeps the lines and bullets', () => {
    const text = 'You can\'t eat anything at your in-laws. And you are tired.\n\n• This week: one small step.\n• Next: another.';
    expect(withoutRulingSentences(text)).toBe('And you are tired.\n\n• This week: one small step.\n• Next: another.');
    expect(withoutRulingSentences('Nothing to drop.\n• a bullet')).toBe('Nothing to drop.\n• a bullet');
  });
});
