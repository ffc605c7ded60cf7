// Issue 32, round J of the answers (2026-12-01): situations a family counsellor meets often — a
// father's failing memory at the wheel, a spouse's change in observance, a relative who came for
// weeks and stayed months, a family business, a child with special needs and the siblings beside —
// are answered with what the situation needs, not only its story said back; and Hebrew nouns with
// "my" in ־תי ("משפחתי", "בחתונתי") are said back as nouns, not as verbs cut short.
import type { GuideProfile } from '../../../supabase/functions/_shared/guide/index.ts';
import { SLASH, chat } from './guide-chat.ts';

const woman: GuideProfile = { first_name: null, gender: 'female', life_stage: 'young_family', num_children: 2, location: 'Israel' };
const man: GuideProfile = { first_name: null, gender: 'male', life_stage: 'established_family', num_children: 3, location: 'United States' };

describe('Hebrew nouns with "my" in ־תי are said back as "your …"', () => {
  test('"משפחתי", "ובחתונתי" and the Givati brigade', async () => {
    const [family] = await chat(['משפחתי מגיעה לשבת ואני כבר מותשת מההכנות'], woman);
    expect(family).toContain('משפחתך מגיעה');
    expect(family).not.toMatch(/משפחת מגיעה/);
    const [wedding] = await chat(['המשפחה שלי לא מקבלת את בעלי, ובחתונתי אמא שלי בכתה כל הערב'], woman);
    expect(wedding).toContain('ובחתונתך');
    const [soldier] = await chat(['הבן שלי בגבעתי, חוזר הביתה לשבת אחת לשלושה שבועות ופשוט שותק'], woman);
    expect(soldier).toContain('בגבעתי');
    expect(soldier).not.toMatch(/בגבעת[ ,]/);
  });

  test('a past verb still turns ("שכחתי" → "שכחת") and "מסורתי" is an adjective', async () => {
    const [forgot] = await chat(['שכחתי להגיד לבעלי שההורים שלי מגיעים לשבת'], woman);
    expect(forgot).toContain('שכחת להגיד לבעלך');
    const [traditional] = await chat(['אני מסורתי, ואשתי התחזקה מאוד בשנתיים האחרונות. איך שומרים על הקרבה בינינו?'], man);
    expect(traditional).toContain('אתה מסורתי');
  });
});

describe('the situation is answered with what it needs', () => {
  test.each([
    ['my dad is 84 and got lost driving home from the store twice this month. how do we talk to him about giving up the car keys?', man, /doctor/i, /assessment/i],
    ['אבא שלי בן 84 וכבר פעמיים שכח איך חוזרים הביתה מהסופר. איך מדברים איתו על להפסיק לנהוג?', woman, /הרופא/, /הערכה/],
    ['my wife stopped covering her hair and hasnt come to shul in months. im not angry just scared what it means for us', man, /observance/i, /pace/i],
    ['אשתי התחזקה מאוד בשנתיים האחרונות ועכשיו רוצה שהילדים יעברו לבית ספר דתי. איך מגיעים להסכמה?', man, /הדתיות/, /בקצב/],
    ["my wife's sister came to stay with us for a few weeks and it's been six months. she sleeps on our couch", man, /end date/i, /together/i],
    ['אחות של אשתי באה לגור אצלנו לכמה שבועות ועברו חצי שנה. היא ישנה בסלון ואין לנו פרטיות', man, /מועד סיום/, /יחד/],
    ["I run a small business with my brother and I'm pretty sure he's been taking out more than his share", man, /writing/i, /accountant/i],
    ['יש לנו ילד עם צרכים מיוחדים ואני מרגישה ששני האחים שלו פשוט נהיו שקופים. מה עושים', woman, /זמן שהוא רק שלו/, /עזרה/],
    ['הגננת המליצה שנלך לאבחון אוטיזם לבת שלנו. בעלי אומר שהיא פשוט ביישנית ולא מוכן לשמוע', woman, /מידע, לא תווית/, /יחד/],
    ['בעלי היה במילואים חמישה חודשים. מאז שחזר הוא כמו זר בבית, לא מדבר, ישן הרבה', woman, /בהדרגה/, /סבלנות/],
    ['the daughter is 17 and has a boyfriend of 19 we really do not like. my husband wants to forbid it', woman, /underground/i, /boundaries/i],
    // Round J5 (Hebrew everyday life).
    ['מאז שנולדה התינוקת אנחנו כמו שותפים לדירה. מדברים רק על חיתולים ותורות. חסר לי שהוא יחבק אותי סתם ככה', woman, /חיבוק/, /זמן זוגי/],
    ['אנחנו נשואים 20 שנה ואני מרגיש שאנחנו רק הורים. מה עושים כדי להיות שוב זוג?', man, /קרבה/, /ערב זוגי/],
    ['נולד לנו תינוק לפני חודש ומאז הבכור בן 3 חוזר לדבר כמו תינוק ורוצה בקבוק', woman, /זמן מיוחד/, /קנאה/],
    ["צעקתי על בעלי ליד הילדים בגלל שטות. איך אני מתנצלת כמו שצריך ולא רק 'סליחה'?", woman, /אחריות/, /בלי "אבל"/],
    ['הבת שלי בכיתה ד\' אומרת שאף אחד לא רוצה לשחק איתה בהפסקה. היא בוכה כל ערב', woman, /להקשיב/, /המחנכת/],
    ['אני סבתא, שומרת על הנכדים שלושה ימים בשבוע. אני אוהבת אותם אבל אני בת 68 ומתעייפת. איך אומרים לילדים?', woman, /יום אחד פחות/, /מוקדם ובחום/],
    ['התינוק מתעורר כל שעתיים. אני מניקה אז בעלי אומר שאין מה לעשות. אבל גם הוא יכול לעשות משהו', woman, /חיתול/, /חלב שאוב/],
    ['יש לי שלושה מתבגרים בבית ואף אחד לא מרים צלחת. אני עובדת במשרה מלאה ומרגישה כמו משרתת', woman, /משימה קבועה/, /חזית אחת/],
    ['My 10yo came home crying because his friends made a group chat without him and he feels left out at school', woman, /listen/i, /teacher/i],
    // Round J7 (Hebrew, with follow-ups).
    ['אבא שלי פוטר בגיל 62 ואני רוצה לעזור לו כספית. אשתי חוששת שזה ייגמר בלי סוף. איך לדבר איתה', man, /סכום/, /תקופה/],
    ['חמי כל הזמן מעיר לנו איך לחנך את הילדים, ועוד ליד הילדים', woman, /ביחידות/, /סמכות/],
    ['אחרי כל ריב היא לא מדברת איתי יומיים. אני משתגע', man, /מרחב/, /אחזור/],
    ['שנינו עובדים מהבית ואנחנו כל הזמן על הראש אחד של השני', woman, /פינה/, /אוזניות/],
  ])('"%s"', async (question, profile, first, second) => {
    const [answer] = await chat([question], profile);
    expect(answer).toMatch(first);
    expect(answer).toMatch(second);
    expect(answer).not.toMatch(SLASH);
  });

  test('a grown son who moved abroad with his girlfriend is no teenager\'s first relationship', async () => {
    const [answer] = await chat(['הבן שלנו עבר לברלין עם החברה שלו ואומר שהוא לא חוזר. אנחנו בני 58 וחשבנו שנהיה סבא וסבתא שגרים קרוב. עצוב לי'], woman);
    expect(answer).not.toMatch(/מתבגר|למחתרת/);
  });
});

describe('a vague "something is off between us" is asked since when, not who', () => {
  test.each([
    ['משהו לא בסדר בינינו ואני לא יודעת מה', woman, /ביניכם/],
    ["something is off between us and I don't know what", woman, /between you/],
  ])('"%s"', async (question, profile, between) => {
    const [answer] = await chat([question], profile);
    expect(answer).toMatch(between);
    expect(answer).toMatch(/ממתי|מתי|since when|when did/i);
    expect(answer).not.toMatch(/במי מדובר|who is this about/i);
  });

  test('school studies are not Torah learning', async () => {
    const [, second] = await chat(['יש לי שלושה מתבגרים בבית ואף אחד לא מרים צלחת. אני עובדת במשרה מלאה ומרגישה כמו משרתת', 'ובעלי אומר שיעזבו אותם, שיש להם מספיק לחץ בלימודים'], woman);
    expect(second).not.toMatch(/הלימוד יקר לו/);
  });
});

describe('answers rounds J9-J11: a grown child back home, a family event, a teenager\'s age', () => {
  test.each([
    ["I'm 71 and my son is 29 and moved back in with us after losing his job. He sleeps late and doesn't help with anything.", man, /expectations/i, /time frame/i],
    ['הבת שלנו בת 27 חזרה לגור איתנו אחרי פרידה. אנחנו שמחים לעזור, אבל היא מתנהגת כמו בת 16', woman, /ציפיות/, /מסגרת זמן/],
  ])('"%s"', async (question, profile, first, second) => {
    const [answer] = await chat([question], profile);
    expect(answer).toMatch(first);
    expect(answer).toMatch(second);
    // Moving back in is no house move.
    expect(answer).not.toMatch(/rent before you buy|לשכור לפני שקונים/);
  });

  test('"אירוע משפחתי" is a family event, not "your family"; "my 15-year-old lives on her phone" names no "year-old lives"', async () => {
    const [event] = await chat(['בכל אירוע משפחתי אני ואחותו של בעלי אמורות לארגן יחד, ובפועל היא מגיעה באיחור של שעה'], woman);
    expect(event).toContain('אירוע משפחתי');
    expect(event).not.toContain('אירוע משפחתך');
    const [teen] = await chat(['My 15-year-old lives on her phone. I ask how her day was and get a shrug. How do I get through to her?'], man);
    expect(teen).not.toMatch(/mention (?:the )?year-old lives/);
  });
});

test('orders online every day are purchases, and the advice speaks of whoever spends (not "his freedom" to a husband)', async () => {
  const [answer] = await chat(['My wife orders stuff online almost every day and the packages keep piling up by the door. What do I do?'], man);
  expect(answer).toMatch(/spend without asking/);
  expect(answer).not.toMatch(/his freedom/);
});
