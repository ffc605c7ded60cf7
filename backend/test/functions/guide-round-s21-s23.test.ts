// Answers rounds S21–S23 (session 48, 2026-12-06): illness, the body and medical care in a family,
// read on first sight (S21: 40/60 answers spoke to their question, 47/60 follow-ups; S22 after the
// illness work: 46/60 and 44/60; S23 after both: 35/60 and 35/60). A son two weeks in hospital, a grandfather's chemo and what to tell the
// grandchildren, a grandmother's hospital nights had been answered with "Disagreeing about the
// children…", a baby's night feeds or a busy week. Illness is now a topic of its own, and the things
// it brings (the children told, the hospital nights, the bill, the recovery, the visitors, the
// flare-ups, a parent who no longer recognises you) are answered by name. Held here in new words.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { detectTopics } from '../../../supabase/functions/_shared/guide/topics.ts';
import { HEBREW_SLASH_FORM } from '../../../supabase/functions/_shared/guide/hebrew-text.ts';

const answer = async (message: string): Promise<string> => (await answerQuestion({ message })).response;

describe('illness in the family is a topic of its own', () => {
  test.each([
    'my mother-in-law starts chemo on Monday and my husband wants to move her in with us',
    'הבן שלנו מאושפז בבית החולים כבר עשרה ימים ואנחנו מתחלפים',
    "my wife's lupus is acting up again and I don't know how to help",
  ])('%s', (message) => {
    expect(detectTopics(message).map((t) => t.id)).toContain('illness');
  });
});

describe('the things illness brings are answered by name', () => {
  test.each([
    ['My dad has cancer and starts chemo next week. How do I explain it to my kids, 6 and 8?', /not catching|nothing they did/i],
    ['לאבא שלי יש סרטן והוא מתחיל כימו. איך להסביר לילדים שלי?', /לא מדבקת|שום דבר שהם עשו/],
    ["grandma is in hospital and every evening the family chat fights over who stays the night with her. how do we organise it?", /rota|table/i],
    ['סבא מאושפז ובכל ערב יש ויכוח מי נשאר איתו הלילה בבית החולים. איך עושים סדר?', /טבלה/],
    ["we got a surprise bill from the anesthesiologist after my wife's surgery, out of network. pay or fight it?", /itemised|appeal/i],
    ['my father doesnt recognize me anymore when I visit. is there any point going?', /recognis|visits still matter/i],
    ['my husband is getting a hip replacement next month and we have stairs and three kids. what do we plan?', /physiotherapy|stairs/i],
    ['my wife has hot flashes all night and snaps at everyone, how do I help?', /gynaecologist|hormones/i],
    ['אבא שלי בן 80 נפל שוב השבוע ואמא לא מצליחה להרים אותו. מה עושים?', /לחצן מצוקה|נפילות/],
  ])('%s', async (message, expected) => {
    const text = await answer(message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/Disagreeing about the children|מחלוקות על הילדים|night feeds|האכלות/);
  });

  test('Hebrew advice on the body is inflected for one reader, never a slash form', async () => {
    for (const message of ['בעלי לא עושה כלום עם כאבי הגב שלו, רק מתלונן', 'איך אני אומרת לבעלי שיש לו ריח של זיעה בלי לפגוע בו?', 'בעלי אמר לי "אולי תורידי קצת" ליד הילדים וזה פגע בי']) {
      const text = await answer(message);
      expect(text).not.toMatch(HEBREW_SLASH_FORM);
      expect(text).not.toMatch(/[[\]{}|]/);
    }
  });
});

describe('medical care as everyday family life (round S23)', () => {
  test.each([
    ["My son's kindergarten teacher won't keep his inhaler in the class, it's in the office across the yard. What should I do?", /care plan|doctor/i],
    ['the pediatrician says our baby is due for shots and my husband wants to wait. how do we decide together?', /pediatrician/i],
    ['אמא שלי בת 80 מתבלבלת עם הכדורים, לוקחת את של הערב בבוקר. מה עושים?', /קופסת תרופות|הרוקח/],
    ['my best friend just told me she has cancer and everything I write to her sounds fake', /no need to answer|concrete/i],
    ["Dad died after four years of dementia and I mostly feel relief. Is that wrong?", /relief/i],
    ['they are discharging my mother tomorrow after a hip fracture, what should I ask before she leaves?', /discharge letter|rehab/i],
    ['בעלי אחרי צנתור, כבר חודש בבית, מדוכדך ולא רוצה לצאת מהבית. מה אני יכולה לעשות?', /שיקום הלב|קרדיולוג/],
  ])('%s', async (message, expected) => {
    expect(await answer(message)).toMatch(expected);
  });
});
