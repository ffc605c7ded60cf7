// Issue 31, round 40: questions of Jewish law asked by their situation, in words no one here had seen
// (the development set's round-40 lines are not repeated here). Each concept is a kind of situation
// and a way of asking, in English, Hebrew (with its prefixes) and transliterated Hebrew; the same
// things asked for feelings, words or ideas stay ordinary questions.
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';

describe('a halachic situation, asked in other words, gets a rabbi', () => {
  it.each([
    // Blood she saw, and whether he may hold her now.
    ['niddah', 'My wife just found some spotting, three days before her period was due. Can I still give her a hug goodnight?'],
    ['niddah', 'אשתי ראתה דם היום, הרבה לפני הזמן. מותר לי לחבק אותה כשהיא בוכה?'],
    ['niddah', "ishti ra'ata dam achshav, efshar lechabek ota?"],
    // The first fruit of its season, and what is said over it.
    ['general', 'We got the first cherries of the summer at the market. Do we say anything before eating them?'],
    ['general', 'קנינו רימונים ראשונים של העונה, יש ברכה מיוחדת לפני שאוכלים?'],
    ["general", "achalnu te'enim pa'am rishona ha'shana, tzarich levarech mashehu?"],
    // A worker's wage and when it is due.
    ['general', "Our cleaner finished at 6 and I told her I'd send the money next week. Is that a problem?"],
    ['general', 'הבייביסיטר סיימה מאוחר בלילה, זה בסדר להעביר לה את התשלום רק מחר?'],
    ['general', "ha'metapelet gamra ha'yom, efshar leshalem la rak machar?"],
    // A loan at interest between family.
    ['general', 'My sister lent us 50k for the renovation and asked for 2 percent a year on top. Is that kosher between siblings?'],
    ['general', 'ההורים שלי רוצים להלוות לנו לדירה עם ריבית קטנה, מותר?'],
    ['general', 'achi rotze lehalvot lanu kesef aval im ribit, ze mutar?'],
    // Something dead in the water or the food, and the dishes.
    ['kashrut', 'A mouse drowned in our big soup pot overnight. Can we still use the pot?'],
    ['kashrut', 'מצאנו עכבר מת בתוך הסיר הגדול. מה עושים עם הסיר?'],
    ['kashrut', "matzanu leta'a meta ba'mitbach leyad ha'tzalachot, tzarich lehachshir?"],
    // New vessels and whether they are dipped first.
    ['kashrut', 'Got a set of ceramic bowls as a housewarming present. Do they need to go in the mikvah before we eat from them?'],
    ['kashrut', 'קנינו כוסות זכוכית חדשות באיקאה, צריך לטבול אותן?'],
    ['kashrut', 'kaniti sfalim chadashim, tzarich letabel otam?'],
    // A found thing kept for oneself.
    ['general', 'My son found a wallet with cash but no ID in the park. Can he keep the money?'],
    ['general', 'הבת שלי מצאה שעון יקר בחוף. אפשר להשאיר אותו אצלנו אם אף אחד לא יחפש?'],
    ['general', "matzati arnak ba'rechov bli te'udat zehut, efshar lehashir oto?"],
    // A borrowed thing ruined: a new one or what it was worth.
    ['general', "I borrowed my friend's camera and the lens cracked on the trip. Do I owe her a new lens or just the repair cost?"],
    ['general', 'שאלתי סולם מהשכנה והוא נשבר. אני צריכה לקנות לה חדש?'],
    ['general', "sha'alti mehashachen mekdecha ve'hi nisrefa, ani tzarich liknot lo chadasha?"],
    // A boy's first haircut before he is three.
    ['general', "Is it ok to trim my son's curls before he turns three? They're in his eyes."],
    ['general', 'אפשר לספר את הבן שלי לפני שהוא בן שלוש?'],
    ['general', 'mutar lehistaper lifnei gil shalosh?'],
    // Tearing on Shabbat; a light left on, asked of someone else. ('any': a word of practice beside
    // מותר files some of these under 'general' before the Shabbat and yichud rules are reached.)
    ['shabbat', "It's Shabbos and we ran out of pre-cut paper towels. Is ripping them ok?"],
    ['shabbat', 'שכחנו לקרוע נייר טואלט לפני כניסת שבת, מה עושים?'],
    ['shabbat', 'shachachti likroa neyar toilet lifnei shabbat, ma osim?'],
    ['shabbat', "Friday night the bedroom light's still on. Can I ask my neighbour to switch it off?"],
    ['any', 'בליל שישי נשאר האור דלוק בחדר של הילדים. מותר לבקש מהשכן לכבות?'],
    ['any', "leil shishi ve'ha'mazgan nishar dolek, mutar levakesh me'ha'shachen lechabot?"],
    // Alone in a car with someone else's spouse or a colleague.
    ['yichud', 'My coworker and I carpool every morning, just the two of us in her car for 40 minutes. Is that an issue?'],
    ['yichud', 'אני והשכן נוסעים יחד כל בוקר לעבודה, רק שנינו באוטו. זה בעייתי?'],
    ['any', "ani nosaat im ha'kolega sheli la'avoda kol yom, rak shnenu ba'oto. ze mutar?"],
    // A parent-in-law not careful in her kitchen who invites us.
    ['kashrut', "My mother-in-law isn't very careful with her kitchen and keeps inviting us for dinner. What do we do?"],
    ['kashrut', 'חמותי לא מקפידה במטבח ומזמינה אותנו לארוחת ערב. מה עושים?'],
    ['kashrut', 'chamoti lo makpida bamitbach, ma osim kshe hi mazmina otanu?'],
    // Milk heated in the meat-soup pot.
    ['kashrut', 'I accidentally heated milk in the pot we use for chicken soup. Is the pot treif now?'],
    ['kashrut', 'חיממתי חלב בסיר של המרק עוף. הסיר נהרס?'],
    ['kashrut', "chimamti chalav ba'sir shel ha'marak basar, efshar od lehishtamesh bo?"],
    // Telling one what another did (the laws of speech).
    ['general', 'Can I tell my best friend what my brother-in-law did at dinner, or is that gossip?'],
    ['general', 'מותר לי לספר לאמא שלי מה הגיסה שלי עשתה לנו?'],
    ['general', "mutar li lesaper le'ima sheli ma she'gisati asta?"],
  ])('%s: "%s"', (topic, text) => {
    const flag = detectHalachic(text);
    expect(flag).not.toBeNull();
    if (topic !== 'any') expect(flag!.topic).toBe(topic);
  });
});

describe('the same things asked for feelings, words or ideas stay ordinary', () => {
  it.each([
    // The three ordinary lines of round 40 that were read as law, and new ones like them.
    'החזרתי לאחותי את העגלה שהיא השאילה לי עם גלגל שבור. מתבאסת ממש, איך להתנצל בלי שזה ייראה כאילו לא אכפת לי?',
    'אבא שלי מאושפז והרופאים אמרו דיאטה דלת מלח. מה מותר להביא לו לאכול שהוא באמת יאהב?',
    'השכנה השאירה לנו עוגה ליד הדלת אחרי הלידה. מה מחזירים לה בצלחת?',
    'My sister lent me her stroller and a wheel broke. How do I say sorry without making it awkward?',
    'הרופא אמר שאמא שלי בדיאטה ללא סוכר. מה מותר לה לאכול בקינוח שהיא תאהב?',
    'השכנה הביאה לנו עוגה, מה להחזיר לה בצלחת?',
    'We got the first strawberries of the season. Any good recipes?',
    'How much should we pay a babysitter per hour these days?',
    'My brother lent us money for the flat. How do I thank him properly?',
    'Found a dead bird on our balcony and the kids are upset. How do I explain death to them?',
    'My son turns three next month, any ideas for his haircut party?',
    "My wife's period came early and she's in pain. How can I comfort her?",
    "I'm paying the cleaner tonight before she leaves. What's a fair tip?",
  ])('"%s"', (text) => {
    expect(detectHalachic(text)).toBeNull();
  });
});
