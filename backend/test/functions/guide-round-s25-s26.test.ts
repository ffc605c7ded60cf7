// Answers rounds S25–S26 (session 49, 2026-12-07): a new user's first days, and religious life at home
// as family life, read on first sight (S25: 38/60 answers spoke to their question, 32/60 follow-ups;
// S26: 34/60 and 39/60). A father lying awake over "every decision I made" since his son left
// religion was told "Disagreeing about the children is painful…"; "what do I say to my son who
// stopped keeping Shabbat?" got the house rules, not love said plainly; "And but you lie awake…" and
// "ובעלך משתמש בזה נגדי" were said back. Held here in new words.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { namedThings } from '../../../supabase/functions/_shared/guide/things.ts';

const answer = async (message: string): Promise<string> => (await answerQuestion({ message })).response;

describe("a parent's self-blame over a grown child's road", () => {
  test.each([
    ["Our daughter is 24 and stopped keeping Shabbat last year. I keep asking myself where did we go wrong.", /not a verdict/i],
    ['הבן שלי בן 19 הוריד את הכיפה ואני מאשימה את עצמי, איפה טעיתי?', /לא פסק דין/],
  ])('%s', async (message, expected) => {
    const text = await answer(message);
    expect(text).toMatch(expected);
    expect(text).toMatch(/love|אהבה/i);
  });

  test("a toddler's bad sleep blamed on oneself is no grown child's road", () => {
    expect(namedThings("My husband and I argue about bedtime and I blame myself for the kids' bad sleep").map((t) => t.id)).not.toContain('parent_self_blame');
  });
});

describe('a child who changed his practice: love said plainly', () => {
  test.each([
    ['What do I tell my son, 17, who just told me he took off his kippah for good?', /love him/i],
    ['מה אני אומר לבת שלי שהפסיקה לשמור שבת?', /אוהבים/],
  ])('%s', async (message, expected) => {
    expect(await answer(message)).toMatch(expected);
  });
});

describe('their words said back whole', () => {
  test('a second sentence that opens on "But" is not joined with "And"', async () => {
    const text = await answer("My daughter moved to Tel Aviv last year and she calls every week. But I still cry after every call. Is something wrong with me?");
    expect(text).not.toMatch(/And but/i);
  });

  test('"נגדי" is said back as "נגדך"', async () => {
    const text = await answer('בעלי משתמש בזה נגדי כל פעם שאני רוצה לצאת עם החברות שלי. זה לא הוגן');
    expect(text).toMatch(/נגדך/);
    expect(text).not.toMatch(/בזה נגדי/);
  });
});

describe('an anniversary said as years married', () => {
  test('"40 שנה נשואים בחודש הבא" is the anniversary, answered by name', async () => {
    expect(namedThings('40 שנה נשואים בחודש הבא ואני רוצה להפתיע את בעלי במשהו שמזכיר את כל השנים').map((t) => t.id)).toContain('anniversary');
  });
});

describe('holidays between two families', () => {
  test('the plan names taking turns, and next year', async () => {
    expect(await answer("It's our first year married and both our mothers want us for Sukkot. How do we decide without anyone getting hurt?")).toMatch(/alternate|next year/i);
  });
});
