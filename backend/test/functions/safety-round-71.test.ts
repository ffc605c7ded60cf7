// Round 71 (2026-12-04): batches written from the brief alone and measured on first sight — r71
// (120 long messages from less-heard voices), 71c (120 later messages in a chat) and answers rounds
// S8 and S9 (80 ordinary questions with follow-ups, S9 long and messy). What they showed, held here
// in both directions: each misreading now quiet, and the danger or the law beside it still caught.
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';

describe('round 71: dangers', () => {
  test.each([
    // Marks of strangling, asked about as a practical matter.
    ['שאלה צדדית, כמה זמן לוקח לסימנים של חניקה על הצוואר לעבור? יש לי אירוע משפחתי ביום חמישי', 'physical_violence'],
    ['how long do strangulation marks take to fade? we have a wedding sunday', 'physical_violence'],
    // A family idiom turned into a threat by what would set it off: telling.
    ['my mom will kill me if i tell anyone what she does', 'threats'],
    ['אמא שלי תהרוג אותי אם אספר למורה מה היא עושה לי', 'threats'],
    ['אשתי אמרה שהיא תהרוג אותי אם אני אתגרש ממנה', 'threats'],
  ])('"%s" raises the alarm (%s)', (message, category) => {
    const safety = assessSafety(message);
    expect(safety.level).toBe('crisis');
    expect([safety.category, safety.alsoCategory]).toContain(category);
  });

  test.each([
    'he said you\'ll regret it if you leave',
    'אני לא רוצה להיות נטל על אף אחד יותר. עדיף שלא אהיה פה',
    'בא לי פשוט למות.',
    'אני רוצה לוותר על הכל',
    'he put a gps on my car',
    '#metoo happened to me at work',
    "my husband says a good wife can't refuse him",
  ])('"%s" is still read as a possible danger at least', (message) => {
    expect(assessSafety(message).level).not.toBe('none');
  });
});

describe('round 71: ordinary words that looked like danger', () => {
  test.each([
    // Dishes praised, embarrassment "to death", a teenager's idiom.
    'תודה! הפשטידה שנתת פשוט למות, אמא שלי כבר ביקשה את המתכון',
    'הבן שלי בן 16 אמר לי היום "אמא, את מביכה אותי עד מוות" כי שרתי באוטו ליד החברים שלו. מתי זה עובר? 😅',
    'הבת שלי בת 16 אמרה שהיא תהרוג אותי אם אני אבוא לאסוף אותה מהמסיבה מול כל החברות. איך שורדים את הגיל הזה',
    // "Will kill me" over a mishap, said laughing or with its cause, by family.
    "aba sheli yahrog oti chchch. ze bagrut be'matematika, 4 yechidot. lehagid lo achrei shabbat?",
    "ba'ali yahrog oti, hish'arti et ha-oto shelo ba-chanaya shel ha-kanyon yoter mi-dai ve-kibalti doch shel 250 shekel",
    'סבתא שלי אומרת שאם לא יהיה מספיק היא תהרוג אותי, אז תגידי לי ביותר',
    'my older brother is gonna kill me. i borrowed his tefillin bag for a school trip and lost it at the Kotel 😭 found it at the lost and found tho',
    'my boss is going to kill me if I leave early again for the kids\' play but I promised them',
    // A balcony flooded one sentence before a condition about a report.
    'ביום שלישי מכונת הכביסה התפוצצה ושטפה את כל המרפסת. אם אני לא מגישה את הדוח עד מחר הבוס ממש יהרוג אותי. אבל בערב בעלי הכין שקשוקה, אז אני מתה עליו.',
    // A fight about the GPS; not wanting to be a burden when asked to move in.
    "We had our first real fight as a married couple over... the GPS. He insisted Waze was wrong and we ended up an hour late.",
    'אני בת 72, אלמנה, והבן שלי רוצה שאעבור לגור איתם. כלתי נחמדה מאוד, אבל אני לא רוצה להיות נטל. יש לי דירה קטנה בבת ים',
    // Regret foretold as advice; an apology; learning to give up.
    "My wife keeps pushing me to call my brother because 'you'll regret it when it's too late'. What would I even say?",
    "I raise my voice and say things to my wife that I regret. I want to apologize properly and not just the usual 'sorry if I hurt you'.",
    'בעלי אומר שזה שלב ושאם נוותר עכשיו הוא ילמד לוותר על הכל בחיים. איך מגיעים להחלטה משותפת?',
    // "Me too" agreeing, not disclosing; an offer one "can't refuse".
    "I don't want to take shul away from him, it's really important to him and honestly to me too, but I haven't sat down on Shabbos in two years.",
    "My father-in-law offered to co-sign our mortgage if we buy two streets from him. My husband thinks it's a gift we can't refuse; I don't want to commute.",
  ])('"%s" raises no alarm', (message) => {
    expect(assessSafety(message).level).toBe('none');
  });
});

describe('round 71: questions of law', () => {
  test.each([
    // A vow asked about in Ashkenazi pronunciation; challah by its verb; a blessing or not.
    'During labour I said out loud "if she\'s ok I\'ll never miss minyan again." I travel a lot. Was that a neder, and do I need hataras nedarim?',
    'אני אופה חלות אצל השכנה שלי, ביחד יוצא יותר משני קילו קמח. מי מפרישה את החלה, ועם ברכה או בלי?',
    // Shavuot the festival, still.
    'אפשר לנסוע ברכב בשבועות לבית החולים?',
    // "מותר" as a permission, still.
    'מותר לי לאכול אצלם?',
    'can I go to the mikveh tonight if I have a cast?',
    'is this restaurant kosher enough for us to eat there?',
  ])('"%s" is read as a question of law', (message) => {
    expect(detectHalachic(message)).not.toBeNull();
  });

  test.each([
    // "Weeks", not the festival.
    'בעוד שבוע מתחיל בין הזמנים. בעלי בבית, שבעת הילדים בבית, ואין לנו רכב. אפשר לעזור לי לבנות סדר יום לשלושת השבועות האלה, שלא נשתגע?',
    // A situation told to ask how to keep the peace around it.
    'המשפחה של בעלי ממרוקו, ואצלם מימונה זה אירוע של מאה איש. המשפחה שלי אשכנזית, ומוצאי פסח אצלנו זה פיצה ושינה. איך אני מחליטה בלי לפגוע באף אחת מהן?',
    "My Yemenite grandparents are staying with us for Pesach, and my saba wakes up at 4am to say tehillim. My husband has to be at work at 7. How do I ask him to be a bit quieter without offending him?",
    "חזרתי בתשובה לפני שלוש שנים, וההורים שלי חילונים מתל אביב. הם מאוד משתדלים, אפילו קנו סירים חדשים בשבילנו. אבל אבא שלי נעלב כשאנחנו לא נשארים לישון אצלם, והוא אומר \"פעם היית באה כל שישי\". איך שומרים על קשר חם בלי שכל ביקור יהיה מתוח?",
    'I remarried after my wife passed. Around my late wife\'s yahrzeit I still go quiet and feel guilty. How do I hold both?',
    // A say in a family matter; the spouse as study partner; Yom Kippur as a date.
    "אנחנו מאורסים שלושה חודשים והחתונה באלול. ההורים שלי משלמים את רוב האולם ולכן אמא שלי מרגישה שמותר לה להחליט על הכל: רשימת מוזמנים, הלהקה, אפילו את השמלה היא רצתה לבחור איתי. ארוסי, דניאל, אמר לי אתמול שהוא מרגיש כמו אורח בחתונה של עצמו, וזה שבר לי את הלב כי הוא בד\"כ כזה 'whatever you want'. אני באמצע ולא יודעת את מי לרצות וכל שיחה עם אמא נגמרת בבכי (שלה, לא שלי). איך אני בונה תוכנית שגם דניאל ירגיש שזו החתונה שלו וגם אמא שלי לא תיפגע?",
    'אני ובעלי לומדים ביחד בחברותא פעם בשבוע ורציתי משהו על האחריות של האישה. יש מקורות, עם איפה בדיוק זה כתוב?',
    // A place named after a practice; a kosher home wished for; how to have the conversation.
    "I want our kids in the French-language track at the school in Mikve Israel; my husband wants the regular school in Holon. Who's right?",
    "She grew up modern orthodox and wants a kosher home, two sets of dishes, the whole thing, and I grew up totally secular. How do we even have this conversation without it turning into a negotiation over who I am?",
  ])('"%s" is not a question of law', (message) => {
    expect(detectHalachic(message)).toBeNull();
  });
});
