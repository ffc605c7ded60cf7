// What a blaming message is about, and what the person needs there: the Tone Coach keeps the topic
// (the dishes, the phone, his mother, being late…) and turns the blame into a feeling, a need and
// one request. Needs and requests speak of "I" and "we"; none of them blames.
//
// Placeholders: {noun} — the thing named in the message ("the dishes", "your mother");
// {also} — "also " on the second need and after ("I'd also really like …"); Hebrew {גם} likewise.
// Hebrew has three forms where gender shows: n (not known — neutral wording), m, f. Feelings take
// the speaker's gender, needs the addressee's.

export type Gender = 'n' | 'm' | 'f';
export type Gendered = Record<Gender, string>;

export interface Topic {
  id: string;
  /** English trigger; a named group `noun` (when present) gives the thing talked about. */
  en: RegExp;
  he: RegExp;
  feelingEn: string;
  needEn: string;
  requestEn: string;
  /** The thing talked about when the message does not name it. */
  nounEn: string;
  feelingHe: Gendered;
  needHe: Gendered;
  requestHe: string;
  nounHe: string;
  /** For the English noun: turn what was matched into a phrase ("dishes" → "the dishes"). */
  nounFromEn?: (match: string) => string;
  nounFromHe?: (match: string) => string;
}

const same = (text: string): Gendered => ({ n: text, m: text, f: text });

export const FEELINGS_HE: Record<string, Gendered> = {
  exposed: { n: 'קשה לי כשדברים פרטיים שלנו יוצאים החוצה', m: 'אני מרגיש חשוף', f: 'אני מרגישה חשופה' },
  hurt: { n: 'זה פוגע בי', m: 'אני מרגיש פגוע', f: 'אני מרגישה פגועה' },
  'worn out': { n: 'זה מתיש אותי', m: 'אני מרגיש מותש', f: 'אני מרגישה מותשת' },
  exhausted: { n: 'זה מתיש אותי', m: 'אני מרגיש מותש', f: 'אני מרגישה מותשת' },
  frustrated: { n: 'זה מתסכל אותי', m: 'אני מרגיש מתוסכל', f: 'אני מרגישה מתוסכלת' },
  upset: { n: 'קשה לי עם זה', m: 'אני מרגיש נסער', f: 'אני מרגישה נסערת' },
  lonely: { n: 'קשה לי להרגיש לבד', m: 'אני מרגיש לבד', f: 'אני מרגישה לבד' },
  unheard: same('קשה לי'),
  overwhelmed: { n: 'זה הרבה עליי', m: 'אני מרגיש עמוס', f: 'אני מרגישה עמוסה' },
  worried: { n: 'זה מדאיג אותי', m: 'אני דואג', f: 'אני דואגת' },
  anxious: { n: 'זה מלחיץ אותי', m: 'אני מרגיש לחוץ', f: 'אני מרגישה לחוצה' },
  'let down': { n: 'זה מאכזב אותי', m: 'אני מרגיש מאוכזב', f: 'אני מרגישה מאוכזבת' },
  disappointed: { n: 'זה מאכזב אותי', m: 'אני מרגיש מאוכזב', f: 'אני מרגישה מאוכזבת' },
  unappreciated: same('חסרה לי הערכה'),
  'left out': { n: 'קשה לי להרגיש בחוץ', m: 'אני מרגיש בחוץ', f: 'אני מרגישה בחוץ' },
  unsupported: { n: 'קשה לי להרגיש לבד בזה', m: 'אני מרגיש לבד בזה', f: 'אני מרגישה לבד בזה' },
  alone: { n: 'קשה לי להרגיש לבד בזה', m: 'אני מרגיש לבד בזה', f: 'אני מרגישה לבד בזה' },
  scared: { n: 'זה מפחיד אותי', m: 'אני מפחד', f: 'אני מפחדת' },
  sad: { n: 'עצוב לי', m: 'אני עצוב', f: 'אני עצובה' },
  small: { n: 'זה פוגע בי', m: 'אני מרגיש קטן', f: 'אני מרגישה קטנה' },
  angry: { n: 'זה מכעיס אותי', m: 'אני כועס', f: 'אני כועסת' },
  unseen: { n: 'חסר לי להרגיש שרואים אותי', m: 'אני מרגיש שקוף', f: 'אני מרגישה שקופה' },
  stressed: { n: 'זה מלחיץ אותי', m: 'אני מרגיש לחוץ', f: 'אני מרגישה לחוצה' },
  embarrassed: { n: 'זה מביך אותי', m: 'אני מרגיש נבוך', f: 'אני מרגישה נבוכה' },
  dismissed: { n: 'זה פוגע בי', m: 'אני מרגיש פגוע', f: 'אני מרגישה פגועה' },
  unsure: { n: 'זה מערער אותי', m: 'אני מרגיש מבולבל', f: 'אני מרגישה מבולבלת' },
  torn: { n: 'קשה לי להרגיש באמצע', m: 'אני מרגיש באמצע', f: 'אני מרגישה באמצע' },
};
// Feelings the Hebrew table names from English keys: the Hebrew rewriter thinks in the same words.
const the = (word: string): string => `the ${word.toLowerCase()}`;

export const TOPICS: Topic[] = [
  {
    id: 'interrupting',
    en: /\b(?:interrupt\w*|cut(?:s|ting)? me off|talk(?:s|ed|ing)? over me|let me finish|finish (?:a|my) sentence)\b/i,
    he: /(?:קוטע|קוטעת|קטעת|מפריע לי לדבר|מפריעה לי לדבר|הפרעת לי|לסיים משפט|לסיים את המשפט|מדבר מעליי|מדברת מעליי)/,
    feelingEn: 'unheard',
    needEn: "I'd {also}like to be able to finish what I'm saying",
    requestEn: 'Could we take turns, so each of us gets to finish?',
    nounEn: 'how we talk',
    feelingHe: FEELINGS_HE.unheard!,
    needHe: same('חשוב לי {גם}שאוכל לסיים את המשפט שלי'),
    requestHe: 'נוכל לדבר כל אחד בתורו, כך ששנינו נספיק לסיים?',
    nounHe: 'הדרך שבה אנחנו מדברים',
  },
  {
    id: 'privacy',
    en: /\b(?:my diary|my journal|my room|without knocking|knock(?:ing)?|privacy|private|our (?:business|fights?|arguments?|problems|issues)|what happens between us|between us|(?:tell|told|telling|tells) (?:your|her|his|everyone|everybody|people|the whole) [^.!?]{0,30}?about (?:us|our|me|my)|talk(?:s|ed|ing)? about me (?:to|with|behind))\b/i,
    he: /(?:מדבר עליי|מדברת עליי|דיברת עליי|מספר ל[א-ת]+ (?:על|את|כל)|מספרת ל[א-ת]+ (?:על|את|כל)|סיפרת ל[א-ת]+ (?:על|את|כל)|מה שקורה בינינו|כל ריב שלנו|הריבים שלנו|הבעיות שלנו|דברים פרטיים|בלי לדפוק|לחדר שלי|בחדר שלי|היומן שלי|פרטיות)/,
    feelingEn: 'exposed',
    needEn: 'I {also}need what is private to stay private',
    requestEn: 'Could we agree together on what stays just between us?',
    nounEn: 'privacy',
    feelingHe: FEELINGS_HE.exposed!,
    needHe: same('חשוב לי {גם}שמה שפרטי יישאר פרטי'),
    requestHe: 'נוכל להסכים יחד מה נשאר רק בינינו?',
    nounHe: 'הפרטיות',
  },
  {
    id: 'phone',
    en: /\b(?<noun>(?:cell )?phones?|screens?|texting|instagram|facebook|tiktok|social media|scrolling|tv|television|netflix|video ?games|computer games|gaming|(?:your|those|the) games|playstation|xbox|computer|laptop|ipad|tablet|emails?|youtube|twitter|reddit|whatsapp groups?)\b/i,
    he: /(?<noun>טלפון|פלאפון|נייד|מסך|מסכים|טלוויזיה|משחקים|משחקי מחשב|פלייסטיישן|מחשב|אינסטגרם|פייסבוק|טיקטוק|רשתות|נטפליקס|יוטיוב|וואטסאפ|ווטסאפ|אייפד)/,
    feelingEn: 'lonely',
    needEn: "I'd {also}love to have time with you without {noun}",
    requestEn: 'Could we set aside some time each day without {noun}?',
    nounEn: 'screens',
    nounFromEn: (m) => (/^(?:phones?|cell phones?|screens?)$/i.test(m) ? 'phones' : /^(?:tv|television|netflix)$/i.test(m) ? 'the TV' : /games$/i.test(m) ? 'the games' : /^(?:computer|laptop|ipad|tablet)$/i.test(m) ? `the ${m.toLowerCase()}` : /^(?:texting|scrolling|emails?|instagram|facebook|tiktok|social media|youtube|twitter|reddit)$/i.test(m) ? 'screens' : 'screens'),
    feelingHe: FEELINGS_HE.lonely!,
    needHe: same('הייתי רוצה {גם}שיהיה לנו זמן יחד בלי {noun}'),
    requestHe: 'נוכל לקבוע זמן קבוע ביום בלי {noun}?',
    nounHe: 'מסכים',
    nounFromHe: (m) => (/^(?:טלפון|פלאפון|נייד)$/.test(m) ? 'טלפונים' : m === 'טלוויזיה' ? 'טלוויזיה' : /משחק|פלייסטיישן/.test(m) ? 'משחקים' : 'מסכים'),
  },
  {
    id: 'late',
    en: /\b(?:late|on time|wait(?:ed|ing)? for you|kept me waiting|keep me waiting|hours? late|minutes late|punctual|show(?:ed)? up|delay\w*|when you(?:'re| are|'ll be| will be) (?:coming )?home|come home|came home|get home|got home|miss(?:ed)? the (?:bus|train|flight|plane|start|beginning|appointment|ceremony)|made us miss|home by|be home|walked in at|came in at|got in at|showed up at)\b/i,
    he: /(?:מאחר|מאחרת|איחרת|איחרנו|איחרתי|נאחר|איחור|פספסנו את (?:האוטובוס|הרכבת|הטיסה|ההתחלה|התור|הטקס)|באיחור|מאוחר|לחכות לך|חיכיתי|מחכה לך|בזמן|מתעכב|מתעכבת|התעכבת|בזמן(?!\s+ש))/,
    feelingEn: 'worried',
    needEn: "It would {also}mean a lot to me to know when you're running late",
    requestEn: "Could you send me a quick message when you're running late?",
    nounEn: 'being on time',
    feelingHe: FEELINGS_HE.worried!,
    needHe: { n: 'חשוב לי {גם}לדעת מראש כשיש עיכוב', m: 'חשוב לי {גם}לדעת מתי תגיע', f: 'חשוב לי {גם}לדעת מתי תגיעי' },
    requestHe: 'אפשר שנשלח הודעה קצרה כשמתעכבים?',
    nounHe: 'הזמנים',
  },
  {
    id: 'calls',
    en: /\b(?:call(?:s|ed)? (?:me|back|home|us|calling (?:me )?(?:back|tonight|later|from)|my (?:mother|mom|mum|father|dad|parents|family)|your (?:mother|mom|mum|father|dad|parents)|her|him|them)|phone calls?|(?:never|don't|didn't|doesn't|won't|to|even|at least|could have|should have|only) call(?:s)?\b|text(?:s|ed|ing)? (?:me|back)|text me|reply|replies|respond\w*|answer(?:ed|ing|s)? (?:my|me|the phone|your phone)|messages?|whatsapp|get back to me|check in|let me know|hear from you)\b/i,
    he: /(?:מתקשר|מתקשרת|התקשרת|להתקשר|טלפון ממך|עונה לי|עונה להודעות|ענית|לענות|הודעה|הודעות|מחזיר לי|מחזירה לי|לחזור אליי|לעדכן|מעדכן|מעדכנת|עדכנת|להודיע|מודיע|מודיעה|הודעת)/,
    feelingEn: 'worried',
    needEn: "It would {also}mean a lot to me to hear from you during the day",
    requestEn: "Could we agree on a quick message when one of us can't talk?",
    nounEn: 'staying in touch',
    feelingHe: FEELINGS_HE.worried!,
    needHe: same('חשוב לי {גם}לשמוע ממך במהלך היום'),
    requestHe: 'נוכל להסכים על הודעה קצרה כשאחד מאיתנו עסוק?',
    nounHe: 'הקשר במהלך היום',
  },
  {
    id: 'dates',
    en: /\b(?:birthday|anniversary|date night|our date|valentine'?s?|special day|wedding day|holidays?)\b/i,
    he: /(?:יום הולדת|יום ההולדת|יומולדת|יום נישואין|יום הנישואין|יום השנה|ערב זוגי|ולנטיין|יום האהבה|(?<![א-ת])(?:ו|ב|ל|מ|ש)?ה?חג(?![א-ת]))/,
    feelingEn: 'hurt',
    needEn: "It would {also}mean a lot to me for the days that matter to us to be remembered",
    requestEn: 'Could we put the dates that matter to us in a shared calendar?',
    nounEn: 'our special days',
    feelingHe: FEELINGS_HE.hurt!,
    needHe: same('חשוב לי {גם}שהימים החשובים לנו ייזכרו'),
    requestHe: 'נוכל לרשום יחד ביומן משותף את התאריכים שחשובים לנו?',
    nounHe: 'הימים החשובים לנו',
  },
  {
    id: 'money',
    en: /\b(?:money|spen[dt](?:ing)?\s+(?:all\s+)?(?:of\s+)?(?:our|the|my|your|his|her)?\s*(?:money|savings|salary|paycheck|budget|cash|\$|\d|bonus)|spen[dt](?:ing)?\s+(?:so much|too much|hundreds|thousands|a fortune|a lot)(?!\s+(?:time|of time|hours|of your time))|spending|bought|buy(?:ing)?|shopping|credit card|budget|bills?|debt|savings?|expensive|cheap|stingy|paycheck|salary|loans?|overdraft|bank|amazon|purchases?|splurg\w*|dollars|shekels|pounds|euros|\$\d+)\b/i,
    he: /(?:כסף|הכסף|מוציא כסף|מוציאה כסף|הוצאת|בזבז|בזבוז|קנית|קונה|קניות אונליין|אשראי|תקציב|חשבונות|משכורת|קמצן|קמצנית|חובות|מינוס|הלוואה|בנק|שקלים|חסכונות|חיסכון)/,
    feelingEn: 'anxious',
    needEn: 'I {also}need us to feel safe and in agreement about our money',
    requestEn: 'Could we sit down together and go over our budget?',
    nounEn: 'money',
    feelingHe: FEELINGS_HE.anxious!,
    needHe: same('חשוב לי {גם}שנרגיש בטוחים ומתואמים בעניין הכסף'),
    requestHe: 'נוכל לשבת יחד ולעבור על התקציב?',
    nounHe: 'הכסף',
  },
  {
    id: 'family',
    en: /(?<!in front of |at |around )\b(?<noun>(?:your|his|her) (?:mother|mom|mum|mommy|mummy|father|dad|daddy|parents|family|sister|brother|sisters|brothers|in-laws|mother-in-law|father-in-law|ex|ex-wife|ex-husband|grandmother|grandma|relatives)|(?:my )?mother-in-law|(?:my )?father-in-law|(?:the |my )?in-laws)\b/i,
    he: /(?<![א-ת])(?:ל|מ|ב|ו|ש|של|עם |וה|שה|כש)?(?<noun>(?:אמא|אבא|ההורים|המשפחה|אחות|אח|האחים|האחיות|סבתא|הגרושה|הגרוש|האקסית|האקס)\s+(?:שלך|שלו|שלה)|(?:אמך|אביך|אחותך|אחיך|הוריך|משפחתך|חמותי|חמי|חמתי)(?![א-ת]))/,
    feelingEn: 'torn',
    needEn: "I {also}need to feel that we're a team when it comes to {noun}",
    requestEn: 'Could we talk calmly about how we want to handle things with {noun}, together?',
    nounEn: 'your family',
    nounFromEn: (m) => m.replace(/^my /i, '').replace(/^(?:the )?in-laws$/i, 'your parents').replace(/^mother-in-law$/i, 'your mother').replace(/^father-in-law$/i, 'your father').toLowerCase(),
    feelingHe: FEELINGS_HE.torn!,
    needHe: same('חשוב לי {גם}שנהיה באותו צד כשזה נוגע ל{noun}'),
    requestHe: 'נוכל לדבר בשקט על איך אנחנו רוצים להתנהל יחד מול {noun}?',
    nounHe: 'המשפחה שלך',
    nounFromHe: (m) => ({ אמך: 'אמא שלך', אביך: 'אבא שלך', אחותך: 'אחותך', אחיך: 'אחיך', הוריך: 'ההורים שלך', משפחתך: 'המשפחה שלך', חמותי: 'אמא שלך', חמי: 'אבא שלך', חמתי: 'אמא שלך' })[m] ?? m,
  },
  {
    id: 'kids',
    en: /\b(?:kids?|children|(?:the|our|my|your) (?:baby|child|son|daughter|toddler|boys|girls)|homework|bedtime|bath ?time|school run|(?:school|kids'?|daycare|the) pick[- ]?ups?|pick(?:ing)? up the (?:kids|children|baby|boys|girls)|drop[- ]?offs?|diapers?|nappies|parenting|the boys|the girls|daycare|nursery|carpool)\b/i,
    he: /(?:ילדים|הילדים|הילד|הילדה|תינוק|התינוק|התינוקת|שיעורי בית|השכבה|להשכיב|מקלחות|(?<![א-ת])(?:ב|ל|מ|ו)?ה?גן(?![א-ת])|בית ספר|בית הספר|הסעות|חיתולים|הקטנים|(?<![א-ת])(?:ו|ל|מ|ש|ב)?ה(?:בן|בת)(?![א-ת]))/,
    feelingEn: 'overwhelmed',
    needEn: "I {also}need to feel that we're a team with the kids",
    requestEn: 'Could we sit down and share out what the kids need between us?',
    nounEn: 'the kids',
    feelingHe: FEELINGS_HE.overwhelmed!,
    needHe: same('חשוב לי {גם}שנהיה צוות עם הילדים'),
    requestHe: 'נוכל לשבת ולחלק בינינו את מה שהילדים צריכים?',
    nounHe: 'הילדים',
  },
  {
    id: 'yelling',
    en: /\b(?:yell\w*|shout\w*|scream\w*|snap(?:s|ped|ping)?|rais\w* your voice|tone|talk(?:ed|s)? to me like|speak(?:s)? to me like|spoke to me like|curs\w*|swear\w*|temper|rude|mean|nasty|cruel|harsh)\b/i,
    he: /(?:צועק|צועקת|צעקת|צעקות|לצעוק|(?<![א-ת])(?:ב|ה)?טון(?![א-ת])|מרים את הקול|מרימה את הקול|מדבר אליי|מדברת אליי|מקלל|מקללת|קיללת|מתפרץ|מתפרצת|התפרצת|מתעצבן|מתעצבנת|גס רוח|גסת רוח)/,
    feelingEn: 'hurt',
    needEn: 'I {also}need us to speak to each other calmly',
    requestEn: 'Could we agree to take a short break when things get heated, and then talk calmly?',
    nounEn: 'how we speak to each other',
    feelingHe: FEELINGS_HE.hurt!,
    needHe: same('חשוב לי {גם}שנדבר זה עם זה בשקט ובכבוד'),
    requestHe: 'נוכל לעצור להפסקה קצרה כשזה מתחמם, ואז לדבר בשקט?',
    nounHe: 'הדרך שבה אנחנו מדברים',
  },
  {
    id: 'respect',
    en: /\b(?:criticiz\w*|criticis\w*|insult\w*|mock\w*|laugh\w* (?:at|about) (?:me|my|it|us)|ma(?:de|ke|kes|king) (?:a )?faces?|put(?:s|ting)? me down|belittl\w*|make fun|made fun|judg\w*|embarrass\w*|humiliat\w*|disrespect\w*|condescend\w*|patroni[sz]\w*|talk(?:s|ed)? down|useless opinion|roll\w* your eyes|eye[- ]?roll\w*|like an? (?:idiot|child|baby|kid))\b/i,
    he: /(?:מעליב|מעליבה|העלבת|לבקר אותי|לבקר אותו|לועג|לועגת|לעגת|צוחק עליי|צוחקת עליי|צחקת עליי|מבקר|מבקרת|ביקורת|משפיל|משפילה|השפלת|ביישת|מבייש|מביישת|מול כולם|ליד כולם|מול החברים|ליד החברים|מול המשפחה|מזלזל|מזלזלת|זלזלת|מרגיש טיפש|מרגישה טיפשה|להרגיש טיפש|להרגיש טיפשה|מתנשא|מתנשאת|מגלגל עיניים|מגלגלת עיניים)/,
    feelingEn: 'small',
    needEn: 'I {also}need us to speak to each other with respect',
    requestEn: 'Could we agree to speak to each other with respect, even when we disagree?',
    nounEn: 'how we treat each other',
    feelingHe: FEELINGS_HE.small!,
    needHe: same('חשוב לי {גם}שנדבר זה אל זה בכבוד'),
    requestHe: 'נוכל להסכים לדבר בכבוד, גם כשאנחנו חלוקים?',
    nounHe: 'הכבוד בינינו',
  },
  {
    id: 'honesty',
    en: /\b(?:l(?:ie|ied|ies|ying|iar)|(?:be|being|not|never|more|been) honest|honesty|dishonest\w*|truth|hid(?:e|es|ing|den)?|secrets?|behind my back|cheat\w*|sneak\w*|dishonest|two-faced)\b/i,
    he: /(?:משקר|משקרת|שיקרת|שקרת|שקר|שקרים|שקרן|שקרנית|מסתיר|מסתירה|הסתרת|החבאת|מאחורי הגב|בגדת|בוגד|בוגדת|סודות)/,
    feelingEn: 'unsure',
    needEn: 'I {also}need to be able to trust what we tell each other',
    requestEn: 'Could we talk openly about what happened?',
    nounEn: 'trust between us',
    feelingHe: FEELINGS_HE.unsure!,
    needHe: same('חשוב לי {גם}שנוכל לסמוך זה על זה'),
    requestHe: 'נוכל לדבר בפתיחות על מה שקרה?',
    nounHe: 'האמון בינינו',
  },
  {
    id: 'decisions',
    en: /\b(?:without (?:asking|telling|checking|consulting|talking to|discussing|me|us)|plan(?:s)? every|control(?:s)? every|your way or|my way or|always your way|(?:at|until) the last minute|last-minute|in the loop|tell me (?:anything|things|what's going on)|tell(?:s)? me what to do|boss(?:es)? me|decid\w*|decision\w*|ask(?:ing)? me (?:first|before)|check(?:ing)? with me|consult\w*|plans? without|made plans|make plans|invit\w* (?:people|them|him|her|your|friends)|your own way|on your own|controll\w*|bossy)\b/i,
    he: /(?:בלי ש(?:אני )?(?:ראיתי|ידעתי|הסכמתי|שאלת|התייעצת|דיברנו)|בלי לשאול|בלי לספר|בלי להתייעץ|בלי לעדכן|מחליט|מחליטה|החלטת|לבד על|מתייעץ|מתייעצת|התייעצת|הזמנת אנשים|קבעת בלי|שתלטן|שתלטנית|שולט|שולטת)/,
    feelingEn: 'left out',
    needEn: "I'd {also}like us to make decisions like this together",
    requestEn: 'Could we check with each other before deciding things like this?',
    nounEn: 'decisions',
    feelingHe: FEELINGS_HE['left out']!,
    needHe: same('חשוב לי {גם}שנחליט על דברים כאלה יחד'),
    requestHe: 'נוכל להתייעץ זה עם זה לפני החלטות כאלה?',
    nounHe: 'ההחלטות',
  },
  {
    id: 'walking-away',
    en: /\b(?:walk\w* (?:away|out|off)|storm\w* (?:off|out)|slam\w*|hang(?:s|ing)? up on|hung up on|leave in the middle|left in the middle|silent treatment|stonewall\w*|shut(?:s|ting)? (?:me out|down))\b/i,
    he: /(?:הולך באמצע|הולכת באמצע|הלכת באמצע|טרקת|טורק|טורקת|ניתקת לי|מנתק לי|מנתקת לי|קם והולך|קמה והולכת|שתיקות|הולך ממני|הולכת ממני|בורח מהשיחה|בורחת מהשיחה)/,
    feelingEn: 'lonely',
    needEn: "I {also}need us to stay in the conversation, even when it's hard",
    requestEn: 'Could we agree that when one of us needs a break, we say so and come back to talk?',
    nounEn: 'how we handle arguments',
    feelingHe: FEELINGS_HE.lonely!,
    needHe: same('חשוב לי {גם}שנישאר בשיחה גם כשקשה'),
    requestHe: 'נוכל להסכים שכשאחד מאיתנו צריך הפסקה, אומרים את זה וחוזרים לדבר?',
    nounHe: 'הדרך שבה אנחנו מתווכחים',
  },
  {
    id: 'jealousy',
    en: /\b(?:jealous\w*|check\w* my phone|go through my phone|went through my phone|read my (?:messages|texts)|spy\w*|accus\w*|possessive|trust me|suspicious)\b/i,
    he: /(?:קנאי|קנאית|מקנא|מקנאה|בודק לי את הטלפון|בודקת לי את הטלפון|בדקת לי|חושד|חושדת|לא סומך עליי|לא סומכת עליי)/,
    feelingEn: 'hurt',
    needEn: 'I {also}need to feel trusted',
    requestEn: 'Could we talk about what would help us both feel secure?',
    nounEn: 'trust',
    feelingHe: FEELINGS_HE.hurt!,
    needHe: same('חשוב לי {גם}להרגיש שסומכים עליי'),
    requestHe: 'נוכל לדבר על מה יעזור לשנינו להרגיש בטוחים?',
    nounHe: 'האמון',
  },
  {
    id: 'driving',
    en: /\b(?:driv(?:e|es|ing) (?:too fast|so fast|like|recklessly|fast|aggressively|dangerously)|speeding|road rage|behind the wheel|your driving|the way you drive)\b/i,
    he: /(?:(?<![א-ת])(?:ו|ש|כש)?(?:נוהג|נוהגת|נהגת)(?![א-ת])|נהיגה|מהר מדי|באוטו|ברכב|בכביש)/,
    feelingEn: 'scared',
    needEn: 'I {also}need to feel safe in the car',
    requestEn: 'Could we talk about driving in a way that feels safe for both of us?',
    nounEn: 'driving',
    feelingHe: FEELINGS_HE.scared!,
    needHe: same('חשוב לי {גם}שנרגיש בטוחים בנסיעה'),
    requestHe: 'נוכל לדבר על נהיגה שתרגיש בטוחה לשנינו?',
    nounHe: 'הנהיגה',
  },
  {
    id: 'drinking',
    en: /\b(?<noun>drinking|drink|drunk|beer|alcohol|wine|smoking|smoke|weed|vaping|gambling|betting)\b/i,
    he: /(?<noun>שותה|שתייה|שתית|שיכור|שיכורה|בירה|אלכוהול|(?<![א-ת])(?:ה|ב|ו)?יין(?![א-ת])|מעשן|מעשנת|עישון|סיגריות|הימורים|מהמר)/,
    feelingEn: 'worried',
    needEn: 'I {also}need us to be able to talk about {noun}',
    requestEn: 'Could we find a calm moment to talk about {noun}?',
    nounEn: 'the drinking',
    nounFromEn: (m) => (/^(?:smok\w*|vaping)$/i.test(m) ? 'the smoking' : /^(?:weed)$/i.test(m) ? 'the weed' : /^(?:gambling|betting)$/i.test(m) ? 'the gambling' : 'the drinking'),
    feelingHe: FEELINGS_HE.worried!,
    needHe: same('חשוב לי {גם}שנוכל לדבר על {noun}'),
    requestHe: 'נוכל למצוא רגע רגוע לדבר על {noun}?',
    nounHe: 'השתייה',
    nounFromHe: (m) => (/עישון|מעשן|סיגריות/.test(m) ? 'העישון' : /הימור|מהמר/.test(m) ? 'ההימורים' : 'השתייה'),
  },
  {
    id: 'clutter',
    en: /\b(?<noun>socks|clothes|shoes|towels?|stuff|things|mess|junk|crap|wrappers|papers|bags|toys|jacket|coat|underwear|dirty laundry|wet towels?|crumbs|toilet seat|lights? on|door open|cap off|toothpaste)\b/i,
    he: /(?<noun>גרביים|בגדים|נעליים|מגבות|מגבת|דברים|בלגן|כוסות|צלחות|עטיפות|ניירות|תיקים|צעצועים|מעיל|תחתונים|פירורים|קרש האסלה|האורות|האור דולק)/,
    feelingEn: 'overwhelmed',
    needEn: "I'd {also}really like us to keep on top of {noun} together",
    requestEn: 'Could we agree together on a way to keep on top of {noun}?',
    nounEn: 'the mess',
    nounFromEn: (m) => (/^(?:stuff|things|junk|crap|mess)$/i.test(m) ? 'the mess' : /^lights? on$/i.test(m) ? 'the lights' : /^door open$/i.test(m) ? 'the door' : /^(?:cap off|toothpaste)$/i.test(m) ? 'the bathroom' : the(m)),
    feelingHe: FEELINGS_HE.overwhelmed!,
    needHe: same('חשוב לי {גם}שנמצא יחד פתרון ל{noun}'),
    requestHe: 'נוכל להסכים יחד איך שומרים על הסדר בבית?',
    nounHe: 'הבלגן',
    nounFromHe: (m) => (/^(?:דברים|בלגן)$/.test(m) ? 'הבלגן' : /^ה/.test(m) ? m : `ה${m}`),
  },
  {
    id: 'chores',
    en: /\b(?<noun>dishes|dishwasher|cups|mugs|plates|pots|pans|laundry|cleaning|clean(?:ed|s)?|clean up|tidy(?:ing)?|trash|garbage|bins?|recycling|groceries|grocery shopping|cooking|cook(?:ed|s)?|dinner|meals?|housework|chores|kitchen|bathroom|vacuum\w*|floors?|sink|beds?|ironing|dusting|lawn|yard|garden|housework|(?:the|this|our|around the) house|errands)\b/i,
    he: /(?<noun>כלים|הכלים|מדיח|כביסה|הכביסה|ניקיון|לנקות|מנקה|ניקית|זבל|הזבל|(?<![א-ת])(?:ה|ב|ל|מ)פח(?![א-ת])|קניות|הקניות|בישול|מבשל|מבשלת|לבשל|בישלת|ארוחה|ארוחת ערב|עבודות הבית|מטלות|הבית(?!ה)|(?:עוזר|עוזרת|עושה|עושים|מנקה|מסדר|מסדרת)\s+(?:[א-ת]+\s+)?בבית|לסדר|מסדר|מסדרת|סידרת|מטבח|המטבח|כיור|הכיור|שואב|לשטוף|שוטף|שוטפת|שטפת|מקלחת|שירותים|רצפה|גיהוץ|סידורים)/,
    feelingEn: 'overwhelmed',
    needEn: "I'd {also}really like more help with {noun}",
    requestEn: 'Could we sit down and make a plan for {noun} that works for both of us?',
    nounEn: 'the housework',
    nounFromEn: (m) => {
      const word = m.toLowerCase();
      if (/^(?:dishes|dishwasher|cups|mugs|plates|pots|pans)$/.test(word)) return 'the dishes';
      if (/^(?:trash|garbage|bins?|recycling)$/.test(word)) return 'the trash';
      if (/^(?:clean\w*|clean up|tidy\w*|vacuum\w*|floors?|bathroom|dusting|beds?)$/.test(word)) return 'the cleaning';
      if (/^(?:cook\w*|dinner|meals?)$/.test(word)) return 'the cooking';
      if (word === 'kitchen') return 'the kitchen';
      if (/^(?:groceries|grocery shopping|errands)$/.test(word)) return 'the ' + word;
      if (/^(?:house|home|housework|chores)$/.test(word)) return 'the housework';
      if (/^(?:lawn|yard|garden)$/.test(word)) return `the ${word}`;
      return `the ${word}`;
    },
    feelingHe: FEELINGS_HE.overwhelmed!,
    needHe: { n: 'חשוב לי {גם}שנחלק בינינו את {noun}', m: 'חשוב לי {גם}שתעזור לי עם {noun}', f: 'חשוב לי {גם}שתעזרי לי עם {noun}' },
    requestHe: 'נוכל לשבת ולתכנן יחד איך מחלקים בינינו את {noun}?',
    nounHe: 'עבודות הבית',
    nounFromHe: (m) => {
      if (/כלים|מדיח|כיור/.test(m)) return 'הכלים';
      if (/כביסה|גיהוץ/.test(m)) return 'הכביסה';
      if (/זבל|פח/.test(m)) return 'הזבל';
      if (/קניות|סידורים/.test(m)) return 'הקניות';
      if (/בישול|מבשל|לבשל|בישלת|ארוחה|אוכל|מטבח/.test(m)) return 'הבישול';
      if (/ניקיון|לנקות|מנקה|ניקית|שואב|לשטוף|שוטף|שטפת|מקלחת|שירותים|רצפה/.test(m)) return 'הניקיון';
      return 'עבודות הבית';
    },
  },
  {
    id: 'appreciation',
    en: /\b(?:thank you|say thanks|a thank you|thank me|thanked|appreciat\w*|notic\w*|credit|effort|compliment\w*|grateful|ungrateful|for granted|unappreciated|all i do|everything i do|what i do)\b/i,
    he: /(?:תודה|מעריך|מעריכה|הערכה|מחמאה|מחמאות|שם לב|שמה לב|שמת לב|כפוי טובה|כפוית טובה|מובן מאליו|מה שאני עושה|כל מה שעשיתי|מפרגן|מפרגנת|פירגנת)/,
    feelingEn: 'unappreciated',
    needEn: 'It would {also}mean a lot to me to feel that what I do is seen',
    requestEn: 'Could we find small ways to show each other appreciation?',
    nounEn: 'appreciation',
    feelingHe: FEELINGS_HE.unappreciated!,
    needHe: { n: 'חשוב לי {גם}להרגיש שרואים את מה שאני עושה', m: 'חשוב לי {גם}להרגיש שאתה רואה את מה שאני עושה', f: 'חשוב לי {גם}להרגיש שאת רואה את מה שאני עושה' },
    requestHe: 'נוכל למצוא דרכים קטנות להראות זה לזה הערכה?',
    nounHe: 'ההערכה',
  },
  {
    id: 'promises',
    en: /\b(?:promis\w*|said you would|said you'd|supposed to|your word|commit\w*|follow through|rely on|count on|depend on|unreliable|flak\w*|cancel\w*|bail\w*|irresponsible|forg[eo]t\w*|remember\w*)\b/i,
    he: /(?:הבטחת|מבטיח|מבטיחה|הבטחה|אמרת ש|סיכמנו|התחייבת|לסמוך עליך|לסמוך עלייך|ביטלת|מבטל|מבטלת|חסר אחריות|חסרת אחריות|שכחת|שוכח|שוכחת|לזכור|זוכר|זוכרת)/,
    feelingEn: 'let down',
    needEn: 'I {also}need to be able to count on what we agree on',
    requestEn: "Could we agree on what each of us will do, and check in on it together?",
    nounEn: 'what we agree on',
    feelingHe: FEELINGS_HE['let down']!,
    needHe: same('חשוב לי {גם}שנוכל לסמוך על מה שאנחנו מסכמים'),
    requestHe: 'נוכל לסכם יחד מה כל אחד עושה, ולבדוק את זה ביחד?',
    nounHe: 'מה שאנחנו מסכמים',
  },
  {
    id: 'friends',
    en: /\b(?:(?:your|his|her) (?:friends?|buddies|mates|shul friends)|friends over|buddies|the guys|the boys|the girls|going out|night out|out with|bars?|pubs?|part(?:y|ies)|poker|golf|football|soccer|basketball|the game|sports|gym)\b/i,
    he: /(?:(?:יוצא|יוצאת|יצאת|לצאת|מבלה|מבלים|בילית|הלכת|הולך|הולכת)\s+(?:עם\s+)?(?:ה)?חבר|עם החבר'ה|החבר'ה|ערב חברים|ערב בנות|ערב בנים|בילוי|בילויים|מסיבה|מסיבות|פאב|כדורגל|כדורסל|חדר כושר|מכון)/,
    feelingEn: 'left out',
    needEn: "I'd {also}love us to have time for each other too",
    requestEn: 'Could we find a balance between time with friends and time for us?',
    nounEn: 'time with friends',
    feelingHe: FEELINGS_HE['left out']!,
    needHe: same('חשוב לי {גם}שיהיה גם זמן בשבילנו'),
    requestHe: 'נוכל למצוא איזון בין זמן עם חברים לזמן שלנו?',
    nounHe: 'הזמן עם חברים',
  },
  {
    id: 'work',
    en: /\b(?:(?:your|at|from|to|after|before|for|about) work|work(?:ing|s|ed)? (?:late|all|so much|too much|overtime|weekends|every)|you(?:'re| are)? (?:always )?working|(?:your|the) office|(?:your|the|at|new|a) job|(?:your|the) boss|overtime|busy|business trips?|meetings?|never home|not home|never around|never here|time for (?:me|us)|time together|time with (?:me|us)|quality time|weekends?|out together|spend time|free time|too (?:tired|busy) for (?:me|us)|energy for|chavrusa|kollel|learning (?:late|all)|no time for)\b/i,
    he: /(?:אף פעם לא בבית|לא נמצא בבית|לא נמצאת בבית|אף פעם לא נמצא|עבודה|בעבודה|העבודה|עובד|עובדת|משרד|שעות נוספות|עסוק|עסוקה|זמן בשבילי|זמן בשבילנו|זמן איתי|זמן ביחד|זמן יחד|סוף שבוע|סופ"ש|דייט|זמן פנוי|לבלות יחד)/,
    feelingEn: 'lonely',
    needEn: "I {also}miss you, and I'd love more time together",
    requestEn: "Could we plan some time that's just for the two of us?",
    nounEn: 'time together',
    feelingHe: same('חסר לי הזמן איתך'),
    needHe: same('הייתי רוצה {גם}שיהיה לנו יותר זמן יחד'),
    requestHe: 'נוכל לתכנן זמן שהוא רק שלנו?',
    nounHe: 'הזמן שלנו יחד',
  },
  {
    id: 'comparing',
    en: /\b(?:compar\w+|why can't you be (?:more )?like|why aren't you (?:more )?like|like your (?:sister|brother|cousin)s? (?:does|is))\b/i,
    he: /(?:משווה|משווים|השווית|השוואות|השוואה|למה את לא כמו|למה אתה לא כמו|למה אתם לא כמו)/,
    feelingEn: 'hurt',
    needEn: 'I {also}need to feel accepted for who I am',
    requestEn: 'Could we talk about how the comparisons feel for me?',
    nounEn: 'the comparisons',
    feelingHe: FEELINGS_HE.hurt!,
    needHe: same('חשוב לי {גם}להרגיש שמקבלים אותי כמו שאני'),
    requestHe: 'נוכל לדבר על איך ההשוואות מרגישות לי?',
    nounHe: 'ההשוואות',
  },
  {
    id: 'presence',
    en: /\b(?:come to my|came to my|show(?:ed)? up (?:to|for) my|be there for my|were(?:n't)? there for my|my (?:games?|recital|play|show|performance|match|concert|graduation|ceremony|school play|parent[- ]teacher))\b/i,
    he: /(?:להופעה|ההופעה|לטקס|הטקס|המשחק שלי|אסיפת הורים|לאסיפה|האסיפה|מסיבת סיום|הסיום שלי|להצגה|ההצגה|לתחרות|התחרות)/,
    feelingEn: 'lonely',
    needEn: 'It would {also}mean a lot to me to have you there for the things that matter to me',
    requestEn: 'Could we look at the calendar together and find the things you can come to?',
    nounEn: 'being there',
    feelingHe: FEELINGS_HE.lonely!,
    needHe: { n: 'חשוב לי {גם}לראות אותך בדברים שחשובים לי', m: 'חשוב לי {גם}שתהיה שם בדברים שחשובים לי', f: 'חשוב לי {גם}שתהיי שם בדברים שחשובים לי' },
    requestHe: 'נוכל לעבור יחד על הלוח ולמצוא למה אפשר להגיע?',
    nounHe: 'האירועים החשובים לי',
  },
  {
    id: 'sleep',
    en: /\b(?:snor\w*|blankets?|keep(?:s|ing)? (?:me|you) up|kept me up|can't sleep|couldn't sleep|light on at night|in bed)\b/i,
    he: /(?:נוחר|נוחרת|נחירות|שמיכה|לא נותן לישון|לא נותנת לישון|ער כל הלילה|ערה כל הלילה|במיטה)/,
    feelingEn: 'exhausted',
    needEn: 'I {also}need us to find a way for both of us to sleep well',
    requestEn: "Could we try a few things together so we both get a good night's sleep?",
    nounEn: 'sleep',
    feelingHe: FEELINGS_HE.exhausted!,
    needHe: same('חשוב לי {גם}שנמצא יחד דרך ששנינו נישן טוב'),
    requestHe: 'נוכל לנסות יחד כמה דברים כדי ששנינו נישן טוב יותר?',
    nounHe: 'השינה',
  },
  {
    id: 'listening',
    en: /\b(?:listen\w*|hear(?:s|d|ing)? (?:me|what)|ignor\w*|change(?:s|d)? the subject|brush(?:es|ed)? (?:me|it) off|pay(?:ing)? attention|attention|tun(?:e|ing) me out|what i say|what i'm saying|my opinion|when i talk|when i speak|talk(?:s|ing)? to me|answer me|deaf|don't get it|understand me|get me\b)\b/i,
    he: /(?:מקשיב|מקשיבה|להקשיב|הקשבת|שומע אותי|שומעת אותי|שמעת|מתעלם|מתעלמת|התעלמת|קשוב|קשובה|חירש|חירשת|מבין אותי|מבינה אותי|מדבר איתי|מדברת איתי|לדבר איתך|מה שאני אומר|מה שאני אומרת)/,
    feelingEn: 'unheard',
    needEn: 'I {also}need to feel that you hear me when I talk to you',
    requestEn: 'Could we find a quiet time to talk and really listen to each other?',
    nounEn: 'listening to each other',
    feelingHe: FEELINGS_HE.unheard!,
    needHe: { n: 'חשוב לי {גם}להרגיש שמקשיבים לי', m: 'חשוב לי {גם}להרגיש שאתה מקשיב לי', f: 'חשוב לי {גם}להרגיש שאת מקשיבה לי' },
    requestHe: 'נוכל למצוא זמן שקט לדבר ולהקשיב זה לזה?',
    nounHe: 'ההקשבה בינינו',
  },
  {
    id: 'seriously',
    en: /\b(?:crazy|insane|hysterical|dramatic|overdramatic|overreact\w*|too sensitive|too emotional|paranoid|psycho|nuts|making a big deal|exaggerat\w*|imagining things)\b/i,
    he: /(?:משוגע|משוגעת|מטורף|מטורפת|היסטרי|היסטרית|דרמטי|דרמטית|מגזים|מגזימה|רגיש מדי|רגישה מדי|מדמיין|מדמיינת|עושה עניין|פסיכי|פסיכית)/,
    feelingEn: 'dismissed',
    needEn: 'I {also}need my feelings to be taken seriously',
    requestEn: 'Could we talk about this calmly, so we both feel heard?',
    nounEn: 'how we hear each other',
    feelingHe: FEELINGS_HE.dismissed!,
    needHe: same('חשוב לי {גם}שיתייחסו לרגשות שלי ברצינות'),
    requestHe: 'נוכל לדבר על זה בשקט, כך ששנינו נרגיש שמקשיבים לנו?',
    nounHe: 'הרגשות שלנו',
  },
  {
    id: 'care',
    en: /\b(?:care\w*|invisible|like i(?:'m| am) not (?:here|there)|like i don't exist|selfish|self-cent\w*|yourself|about you|love me|affection|hug\w*|kiss\w*|romance|romantic|intima\w*|touch|cold|distant|heartless|interest\w*|ask(?:ed)? about my|how i feel|my day|my feelings|feelings|inconsiderate|thoughtless|insensitive|narcissis\w*|only you|about yourself)\b/i,
    he: /(?:אכפת|אנוכי|אנוכית|אגואיסט|אגואיסטית|עצמך|אוהב אותי|אוהבת אותי|חיבוק|חיבה|נשיקה|רומנטי|רומנטיקה|קר רגש|קרת רגש|מרוחק|מרוחקת|מתעניין|מתעניינת|התעניינת|איך היה לי|איך אני מרגיש|איך אני מרגישה|הרגשות שלי|חסר רגישות|חסרת רגישות|מתחשב|מתחשבת|אטום|אטומה)/,
    feelingEn: 'unseen',
    needEn: 'I {also}need to feel that I matter to you',
    requestEn: 'Could we find some time to reconnect, just the two of us?',
    nounEn: 'us',
    feelingHe: FEELINGS_HE.unseen!,
    needHe: same('חשוב לי {גם}להרגיש שאכפת לך ממני'),
    requestHe: 'נוכל למצוא זמן להתחבר מחדש, רק שנינו?',
    nounHe: 'הקשר בינינו',
  },
  {
    id: 'support',
    en: /\b(?:help\w*|support\w*|be there|there for me|nowhere to be found|when i need you|never there|not there for me|back me up|on my side|take my side|stand up for me|lift a finger|do nothing|on the couch|lie around|lying around|lay around|everything myself|all by myself|alone|maid|servant|slave|mother|mom|nanny|by myself|on my own|myself)\b/i,
    he: /(?:עוזר|עוזרת|עזרה|עזרת|לעזור|תומך|תומכת|תמיכה|תמכת|בצד שלי|לצידי|לצדי|מגבה|לגבות|עומד לצדי|עומדת לצדי|לבד|המשרתת|המשרת|העוזרת|שפחה)/,
    feelingEn: 'alone',
    needEn: "I {also}need to feel that we're in this together",
    requestEn: 'Could we talk about how we can support each other more?',
    nounEn: 'sharing the load',
    feelingHe: FEELINGS_HE.unsupported!,
    needHe: same('חשוב לי {גם}להרגיש שאנחנו באותו צד'),
    requestHe: 'נוכל לדבר על איך לתמוך זה בזה יותר?',
    nounHe: 'התמיכה בינינו',
  },
  {
    id: 'shabbat',
    en: /\b(?:shabbat|shabbos|sabbath|shul|synagogue|davening|kiddush|yom tov|seder|candle lighting|chag)\b/i,
    he: /(?:(?<![א-ת])(?:ו|ב|ל|מ|ש|כש)?ה?שבת(?![א-ת])|בית הכנסת|בית כנסת|תפילה|קידוש|החג|ליל הסדר|הדלקת נרות)/,
    feelingEn: 'disappointed',
    needEn: "I'd {also}love us to prepare for Shabbat together, because it matters a lot to me",
    requestEn: 'Could we plan together how we get ready for Shabbat?',
    nounEn: 'Shabbat',
    feelingHe: FEELINGS_HE.disappointed!,
    needHe: same('הייתי רוצה {גם}שנתכונן יחד לשבת, כי היא חשובה לי'),
    requestHe: 'נוכל לתכנן יחד את ההכנות לשבת?',
    nounHe: 'השבת',
  },
  {
    id: 'apology',
    en: /\b(?:sorry|apologi\w*|admit\w*|fault|blame\w*|(?:need|needs|have|has) to be right|always right|turn(?:s|ed)? it (?:around|back) on me|make it my fault)\b/i,
    he: /(?:מאשים|מאשימה|האשמת|להיות צודק|להיות צודקת|תמיד צודק|תמיד צודקת|סליחה|להתנצל|מתנצל|מתנצלת|התנצלת|להודות|אשמתך|בגללך|אשם|אשמה)/,
    feelingEn: 'hurt',
    needEn: 'It would {also}mean a lot to me to feel understood',
    requestEn: 'Could we talk it through until we both feel understood?',
    nounEn: 'what happened',
    feelingHe: FEELINGS_HE.hurt!,
    needHe: same('חשוב לי {גם}להרגיש שמבינים אותי'),
    requestHe: 'נוכל לדבר על זה עד ששנינו נרגיש מובנים?',
    nounHe: 'מה שקרה',
  },
];

/** A calmer moment: for "shut up", "leave me alone", "I hate you", "whatever". */
export const SPACE_TOPIC: Topic = {
  id: 'space',
  en: /$^/,
  he: /$^/,
  feelingEn: 'overwhelmed',
  needEn: 'I {also}need a little time to calm down, and then I want us to talk',
  requestEn: 'Could we take a short break and come back to this calmly?',
  nounEn: 'this',
  feelingHe: FEELINGS_HE.overwhelmed!,
  needHe: same('אני רוצה {גם}לקחת רגע להירגע, ואז לדבר'),
  requestHe: 'נוכל לעשות הפסקה קצרה ולחזור לזה בשקט?',
  nounHe: 'זה',
};

export const GENERIC_TOPIC: Topic = {
  id: 'generic',
  en: /$^/,
  he: /$^/,
  feelingEn: 'hurt',
  needEn: "I'd {also}like us to find a better way through this together",
  requestEn: 'Could we find a quiet moment to talk it through?',
  nounEn: 'this',
  feelingHe: same('קשה לי'),
  needHe: same('חשוב לי {גם}שנמצא יחד דרך טובה יותר'),
  requestHe: 'נוכל למצוא זמן שקט לדבר על זה?',
  nounHe: 'זה',
};

export const GENERIC_REQUESTS_EN = [
  'Could we find a quiet moment to talk it through?',
  'Could we sit down together and find a way that works for both of us?',
  'Could we talk about it calmly and work out together what would help?',
];
export const GENERIC_REQUESTS_HE = [
  'נוכל למצוא זמן שקט לדבר על זה?',
  'נוכל לשבת יחד ולחשוב מה יעזור לשנינו?',
  'אפשר שנדבר על זה בנחת ונמצא יחד דרך שמתאימה לשנינו?',
];

/** Insults point at a need even when nothing else in the sentence does. */
const INSULT_TOPIC_EN: Array<[RegExp, string]> = [
  [/\b(?:lazy|useless|slacker|couch potato|sloth|good[- ]for[- ]nothing|no help|bum|freeloader|parasite|leech)\b/i, 'support'],
  [/\b(?:messy|sloppy|filthy|pig|slob|disgusting|gross)\b/i, 'clutter'],
  [/\b(?:selfish|self-cent\w*|self-absorbed|self-obsessed|inconsiderate|thoughtless|narcissist\w*|ungrateful|entitled|uncaring|heartless|cold|distant|absent|emotionally unavailable|checked out|insensitive|stranger|roommate|robot|ghost|zombie)\b/i, 'care'],
  [/\b(?:liar|dishonest|sneaky|two-faced|fake|cheat(?:er)?|hypocrit\w*|untrustworthy|manipulative|gaslight\w*)\b/i, 'honesty'],
  [/\b(?:stupid|idiot\w*|dumb|moron\w*|clueless|ignorant|dense|thick|imbecile|cretin|halfwit|dummy|fool|clown|airhead|child\w*|immature|baby|brat|kid|toddler|teenager|dinosaur)\b/i, 'respect'],
  [/\b(?:crazy|insane|hysterical|dramatic|overdramatic|melodramatic|psycho\w*|paranoid|nuts|lunatic|maniac|unhinged|delusional|irrational|too sensitive|too emotional|drama queen)\b/i, 'seriously'],
  [/\b(?:cheap|stingy)\b/i, 'money'],
  [/\b(?:controlling|bossy|control freak|jealous|possessive)\b/i, 'decisions'],
  [/\b(?:rude|mean|nasty|cruel|bully|hothead|jerk|asshole|bitch|bastard|prick|dick)\b/i, 'yelling'],
  [/\b(?:horrible|awful|terrible|disrespectful|obnoxious|condescending|patroni[sz]ing|the worst|martyr)\b/i, 'respect'],
  [/\b(?:unreliable|flake|irresponsible|incompetent|inept|hopeless|negligent|neglectful)\b/i, 'promises'],
  [/\b(?:deaf|blind|tone[- ]deaf|impossible to talk to|hard to talk to|can't talk to you)\b/i, 'listening'],
  [/\b(?:workaholic)\b/i, 'work'],
  [/\b(?:drunk|alcoholic)\b/i, 'drinking'],
];
const INSULT_TOPIC_HE: Array<[RegExp, string]> = [
  [/(?:עצלן|עצלנית|חסר תועלת|חסרת תועלת|בטלן|בטלנית|טפיל|טפילה|פרזיט|לא יוצלח|שלומיאל)/, 'support'],
  [/(?:מבולגן|מבולגנת|מלוכלך|מלוכלכת|חזיר|חזירה|בלגניסט|מגעיל|מגעילה|גועל נפש)/, 'clutter'],
  [/(?:אנוכי|אנוכית|אגואיסט|כפוי טובה|כפוית טובה|אטום|אטומה|קר רגש|קרת רגש|חסר רגישות|חסרת רגישות|נרקיסיסט|נכה רגשי)/, 'care'],
  [/(?:שקרן|שקרנית|צבוע|צבועה|נוכל|נוכלת|רמאי|רמאית|מניפולטיבי|מניפולטיבית)/, 'honesty'],
  [/(?:טיפש|טיפשה|מטומטם|מטומטמת|אידיוט|אידיוטית|דביל|דבילית|אהבל|אהבלה|טמבל|טמבלית|מפגר|מפגרת|סתום|סתומה|ילדותי|ילדותית|מפונק|מפונקת|תינוק|תינוקת|ילד קטן|ילדה קטנה|כמו ילד|כמו ילדה|כמו תינוק|כמו תינוקת|לא בוגר|לא בוגרת|חמור)/, 'respect'],
  [/(?:משוגע|משוגעת|מטורף|מטורפת|היסטרי|היסטרית|דרמטי|דרמטית|פסיכי|פסיכית|לא נורמלי|לא נורמלית|לא שפוי|לא שפויה)/, 'seriously'],
  [/(?:קמצן|קמצנית|בזבזן|בזבזנית)/, 'money'],
  [/(?:שתלטן|שתלטנית|קנאי|קנאית)/, 'decisions'],
  [/(?:מרושע|מרושעת|גס רוח|גסת רוח|חצוף|חצופה|אכזרי|אכזרית|מניאק|חלאה|מעצבן|מעצבנת|בלתי נסבל|בלתי נסבלת|גרוע|גרועה)/, 'yelling'],
  [/(?:חסר אחריות|חסרת אחריות|רשלן|רשלנית|כישלון|אפס|לוזר)/, 'promises'],
  [/(?:חירש|חירשת|עיוור|עיוורת)/, 'listening'],
];

export function topicById(id: string): Topic {
  return TOPICS.find((topic) => topic.id === id) ?? (id === 'space' ? SPACE_TOPIC : GENERIC_TOPIC);
}

export interface TopicMatch {
  topic: Topic;
  /** The thing talked about, as the message names it (already a phrase: "the dishes"). */
  noun: string;
}

/** Topics named by a general verb ("help", "care", "forgot"): a specific thing in the same text wins. */
export const GENERAL_TOPICS = new Set(['support', 'care', 'promises', 'appreciation', 'apology', 'shabbat', 'work']);
/** What a rewrite asks for is drawn from items like these, in English and in Hebrew alike. */
export interface NeedItem {
  topic: Topic;
  noun: string;
  /** Only an insult: it names a feeling but carries no request of its own. */
  insultOnly: boolean;
  /** "Typical.", "Whatever.": nothing to ask for; counts only when nothing else does. */
  weak?: boolean;
}

/** Insults and empty remarks carry no request: they count only when nothing else asks for anything. */
export function needfulItems<T extends NeedItem>(items: T[]): T[] {
  const withRequest = items.filter((item) => !item.insultOnly && !item.weak);
  return withRequest.length > 0 ? withRequest : items;
}

/** The distinct topics a rewrite's request speaks to: a specific thing (the dishes, your mother)
 *  says more than a general one (support, care), so the general ones go when a specific one is there. */
export function requestTopics<T extends NeedItem>(items: T[]): T[] {
  const topics: T[] = [];
  for (const item of needfulItems(items)) if (item.topic !== GENERIC_TOPIC && !topics.some((other) => other.topic.id === item.topic.id)) topics.push(item);
  const specific = topics.filter((item) => !GENERAL_TOPICS.has(item.topic.id));
  return specific.length > 0 && specific.length < topics.length ? specific : topics;
}

/** A partner's family named in the message, or how one is spoken to, is what it is about — before
 * the object it happened over (the cooking, the phone, lateness, dates). */
const FIRST_TOPICS = new Set(['family', 'respect', 'yelling', 'privacy']);

function bestMatch(text: string, pick: (topic: Topic) => RegExp, nounOf: (topic: Topic, m: RegExpExecArray) => string): TopicMatch | null {
  let best: { tier: number; index: number; order: number; match: TopicMatch } | null = null;
  TOPICS.forEach((topic, order) => {
    const m = pick(topic).exec(text);
    if (!m) return;
    const tier = FIRST_TOPICS.has(topic.id) ? -1 : GENERAL_TOPICS.has(topic.id) ? 1 : 0;
    const candidate = { tier, index: m.index, order, match: { topic, noun: nounOf(topic, m) } };
    if (!best || tier < best.tier || (tier === best.tier && (m.index < best.index || (m.index === best.index && order < best.order)))) best = candidate;
  });
  return (best as { match: TopicMatch } | null)?.match ?? null;
}

export function findTopicEn(text: string): TopicMatch | null {
  return bestMatch(
    text,
    (topic) => topic.en,
    (topic, m) => {
      const named = m.groups?.noun;
      return named ? (topic.nounFromEn ? topic.nounFromEn(named) : named.toLowerCase()) : topic.nounEn;
    },
  );
}

export function findTopicHe(text: string): TopicMatch | null {
  return bestMatch(
    text,
    (topic) => topic.he,
    (topic, m) => (topic.nounFromHe ? topic.nounFromHe(m.groups?.noun ?? m[0]) : topic.nounHe),
  );
}

export function insultTopicEn(text: string): Topic | null {
  for (const [pattern, id] of INSULT_TOPIC_EN) if (pattern.test(text)) return topicById(id);
  return null;
}

export function insultTopicHe(text: string): Topic | null {
  for (const [pattern, id] of INSULT_TOPIC_HE) if (pattern.test(text)) return topicById(id);
  return null;
}
