// Answers rounds S36–S39 (session 52, 2026-12-07): a spouse or parent chronically ill, the family
// table at holidays, infertility and the first months with a baby, families who moved country —
// read on first sight (S36: 24/60 answers spoke to their question, 19/60 follow-ups, 34 of 120 taken
// by the safety or law layer; S37 46/60, 45/60; S38 49/60, 38/60; S39 45/60, 44/60). A child of 12 who
// dresses his father each morning, a father with dementia who asks every evening for his late wife,
// a heart that "may not bear it" read as a rule broken. Held here in new words.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { understand } from '../../../supabase/functions/_shared/guide/understand.ts';

const thingsOf = (message: string): string[] => understand(message, [], null).things.map((t) => t.id);

describe('what an illness in the family asks of the answer', () => {
  test.each([
    ['Our daughter is 13 and since my husband\'s accident she helps her father get dressed and cooks dinner and does the laundry. Is it too much for her age?', 'young_carer'],
    ['הבת שלנו בת 14 עוזרת לאמא שלה להתקלח מאז שהמחלה החמירה. זו יותר מדי אחריות בשבילה?', 'young_carer'],
    ["My father has Alzheimer's and doesn't remember that my mother died. He asks where she is every night. What should I tell him?", 'dementia_asks_for_the_dead'],
    ['אמא שלי עם דמנציה ולא זוכרת שאבא נפטר. כל יום היא שואלת איפה הוא. מה לענות לה?', 'dementia_asks_for_the_dead'],
    ["My mother-in-law has dementia and the grandchildren laugh and imitate her at dinner. How do I teach them?", 'dementia_explained_to_children'],
    ["Since his stroke we haven't had any physical closeness and neither of us talks about it.", 'intimacy_after_illness'],
    ['מאז הניתוח של אשתי אנחנו נמנעים מיחסים ואני לא יודע איך לדבר על זה', 'intimacy_after_illness'],
    ['My husband moved into a nursing home last month after his second stroke, and I feel like I abandoned him.', 'spouse_in_care'],
    ["My wife has early-onset Alzheimer's. Yesterday she called me by her brother's name. She isn't the woman I married anymore and I miss her while she's right here.", 'grief_while_alive'],
    ["My husband has MS and I'm the one who drives him to every infusion. I'm drowning.", 'caregiver_strain'],
  ])('%s → %s', (message, thing) => {
    expect(thingsOf(message)).toContain(thing);
  });

  test('a parent\'s memory is not a spouse\'s move into care', () => {
    expect(thingsOf('My mother moved into a care home and I feel like I abandoned her.')).not.toContain('spouse_in_care');
  });

  test('a heart that may not bear it is no rule broken', async () => {
    const { response } = await answerQuestion({ message: 'מאז שבעלי עבר התקף לב הוא נמנע מיחסים, הוא מפחד שהלב לא יעמוד בזה. איך לפתוח את הנושא?' });
    expect(response).not.toContain('ההשלכה');
    expect(response).toMatch(/קרדיולוג|הרופא/);
  });
});

describe('infertility, distance, time together', () => {
  test.each([
    ["We're finally pregnant after four rounds of IVF and I can't let myself get excited. Is something wrong with me?", 'numb_after_long_wait'],
    ['אחרי שתי הפלות אני בשבוע 10 ולא מרשה לעצמי לשמוח', 'numb_after_long_wait'],
    ['After a year of timed sex around my ovulation it feels like homework. How do we get back to fun?', 'intimacy_by_the_calendar'],
    ['Savta and Saba live in Toronto and the kids see them once a year. How do we build a real connection?', 'grandparents_far_away'],
    ['I host my three children and their families for every holiday, and this year I just don\'t have the strength. I\'m ashamed to say it.', 'host_without_strength'],
    ['אנחנו גרים בברלין ואין לי עם מי לדבר. עובר יום שלם שאני לא מדברת עם אף מבוגר.', 'new_in_town'],
  ])('%s → %s', (message, thing) => {
    expect(thingsOf(message)).toContain(thing);
  });

  test('one evening a week for the two of us is time together', () => {
    expect(understand("We haven't had an evening alone in weeks. How do we keep one night a week just for us?", [], null).topics.map((t) => t.id)).toContain('time');
  });

  test('"I\'m at my sister\'s" is said back as a place, not a verb', async () => {
    const { response } = await answerQuestion({ message: 'הילדים אצל אבא שלהם בחג, ואני אצל אחותי. מה להגיד להם בטלפון?' });
    expect(response).not.toContain('תצלי');
  });
});
