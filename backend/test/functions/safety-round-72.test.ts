// Round 72 (2026-12-04): batches written from the brief alone and measured on first sight — r72
// (120 messages typed fast on a phone: terse, voice-to-text, code-switching, olim's Hebrew and
// English) and 72c (120 later messages in a chat). What they showed, held here in both directions.
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';

describe('round 72: a wish to die or vanish typed without its "I"', () => {
  test.each([
    ['want to die. so tired of all of it', 'crisis'],
    ["rotze lehe'alem. nimas.", 'possible'],
    ['ok. just want to disappear honestly', 'possible'],
  ])('"%s" is read as a danger to oneself (%s at least)', (message, level) => {
    const safety = assessSafety(message);
    expect(safety.level === 'crisis' || safety.level === level).toBe(true);
    expect(safety.category).toBe('suicide_self_harm');
  });

  test.each([
    // The same words about something else, or with a subject that is not the writer.
    'want to disappear from the class whatsapp group, it never stops',
    'my son wants to disappear into his room every evening, normal at 15?',
  ])('"%s" raises no alarm', (message) => {
    expect(assessSafety(message).level).toBe('none');
  });
});

describe('round 72: questions of law', () => {
  test.each([
    // A reply's "thank you" opens the question; it is no thank-you gift.
    "thank you. she's asking if she's niddah now and when she can go to the mikvah, and honestly I have no idea either",
    // Whether a word said was a vow.
    "sidarnu et ze. ve od she'ela, amarti la she ani 'avti'ach' lekanot la matana ve shachachti lehagid bli neder. ze nechshav neder?",
    // Who may perform a rite, asked of a person, in a learner's English too.
    'I am from Kharkov, make aliyah and start to keep mitzvot. My wife is in giyur process now. She can answer amen on my brachot? And make kiddush for family if I not home?',
    'אשתי בתהליך גיור. היא יכולה לענות אמן על הברכות שלי?',
    'can my son-in-law say kaddish for my father?',
    // How strictly a rite must be kept, by a small child.
    'הבן שלי בן 5, צריך כבר להקפיד איתו על נט"י וברכות? אני בעל תשובה ולא גדלתי עם זה, לא יודע מאיפה להתחיל',
    // Wedding gifts and whether they "need the mikvah".
    'got a bunch of wedding gifts, pots from amazon made in china, a glass set from my aunt, a wooden cutting board. do all of them need the mikvah thing before we use or just some??',
  ])('"%s" is read as a question of law', (message) => {
    expect(detectHalachic(message)).not.toBeNull();
  });

  test.each([
    // A family custom, not a rite; a rite praised, not asked about; a thank-you gift.
    'צריך להקפיד על ארוחת שישי משפחתית כל שבוע? כולם עייפים',
    'my daughter can light candles so beautifully, it made me cry',
    'a thank-you gift for the mikvah lady',
  ])('"%s" is not', (message) => {
    expect(detectHalachic(message)).toBeNull();
  });
});

describe('round 72: a deathly idiom is quoted, not said back as the guide\'s own words', () => {
  test.each([
    ['my boss will kill me, how do I tell my husband I have to work Sunday', 'en', /Your boss will kill you/i],
    ['חמותי תהרוג אותי אם לא נבוא לשבת', 'he', /חמותך תהרוג אותך/],
  ])('"%s"', async (message, _language, turned) => {
    const answer = await answerQuestion({ message });
    expect(answer.safety).toBeFalsy();
    expect(answer.response).not.toMatch(turned);
    // The person's own words are still there, as theirs.
    expect(answer.response).toMatch(/you wrote: “|כתבת: "/i);
  });
});

test('their words quoted after a first sentence open a sentence of their own', async () => {
  const answer = await answerQuestion({ message: 'We have a work dinner on Sunday night. My boss will kill me if I skip it. How do I tell my husband?' });
  expect(answer.response).toContain('You wrote: “My boss will kill me if I skip it.”');
  expect(answer.response).not.toMatch(/\byou wrote:/);
});
