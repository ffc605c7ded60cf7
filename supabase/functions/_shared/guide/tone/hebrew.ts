// The Hebrew offline rewrite, in Hebrew: the same shape as the English one (a feeling, the need,
// one request; non-blaming sentences kept). Gender follows the message: the addressee's from
// אתה/את and the verb forms ("מקשיבה", "תעזרי"), the speaker's from first-person forms ("אני
// עייפה"). When the message does not show it, the wording is neutral — "קשה לי", "חשוב לי
// ש…", "נוכל…?" — never a slash form.
import { hebrewBlameHits, INSULT_HE, PAST2, PRON2 } from './blame-he.ts';
import type { BlameHit } from './blame-en.ts';
import { genderOfSecondPerson, hebrewVerb } from './hebrew-verbs.ts';
import { blameAround, ironicSetupIn, sidewaysBlameHits } from './indirect.ts';
import { HA, HB, HE, HOSTILE_EMOJI, normaliseHebrew, splitSentences, stripEnd } from './text.ts';
import {
  FEELINGS_HE,
  GENERAL_TOPICS,
  GENERIC_REQUESTS_HE,
  GENERIC_TOPIC,
  SPACE_TOPIC,
  findTopicHe,
  insultTopicHe,
  needfulItems,
  requestTopics,
  topicById,
  type Gender,
  type Topic,
} from './topics.ts';

// ─── Gender ─────────────────────────────────────────────────────────────────────────────────

const SPEAKER_PAIRS: Array<[string, string]> = [
  ['צריך', 'צריכה'], ['יכול', 'יכולה'], ['מרגיש', 'מרגישה'], ['עייף', 'עייפה'], ['חייב', 'חייבת'], ['שונא', 'שונאת'],
  ['מבקש', 'מבקשת'], ['אומר', 'אומרת'], ['מוכן', 'מוכנה'], ['בטוח', 'בטוחה'], ['כועס', 'כועסת'], ['פגוע', 'פגועה'],
  ['עצוב', 'עצובה'], ['מתוסכל', 'מתוסכלת'], ['היחיד', 'היחידה'], ['המשרת', 'המשרתת'], ['העוזר', 'העוזרת'], ['מותש', 'מותשת'],
  ['גמור', 'גמורה'], ['שבור', 'שבורה'], ['מאוכזב', 'מאוכזבת'], ['סובל', 'סובלת'], ['עובד', 'עובדת'], ['מבשל', 'מבשלת'],
  ['מסדר', 'מסדרת'], ['מתחנן', 'מתחננת'], ['חושב', 'חושבת'], ['יודע', 'יודעת'], ['זוכר', 'זוכרת'], ['אוהב', 'אוהבת'],
  ['מתגעגע', 'מתגעגעת'], ['חוזר', 'חוזרת'], ['הולך', 'הולכת'], ['מתחרט', 'מתחרטת'], ['נשאר', 'נשארת'], ['לחוץ', 'לחוצה'],
  ['בודד', 'בודדה'], ['מפחד', 'מפחדת'], ['דואג', 'דואגת'], ['מוצף', 'מוצפת'], ['עמוס', 'עמוסה'], ['מרוקן', 'מרוקנת'],
  ['מתפוצץ', 'מתפוצצת'], ['נשבר', 'נשברת'], ['שקוף', 'שקופה'], ['משוגע', 'משוגעת'], ['אמור', 'אמורה'], ['מסוגל', 'מסוגלת'],
];
const SPEAKER_NOUNS_F = /אני\s+לא\s+(?:ה)?(?:משרתת|עוזרת|אמא|שפחה|מזכירה|נהגת|טבחית|מנקה|שמרטפית|מלצרית|עבדה)\s+של/;
const SPEAKER_NOUNS_M = /אני\s+לא\s+(?:ה)?(?:משרת|עוזר|אבא|נהג|מזכיר|טבח|עבד|מלצר|שמרטף)\s+של/;

const FEEL_ADJ: Array<[string, string]> = [['טיפש', 'טיפשה'], ['קטן', 'קטנה'], ['אשם', 'אשמה'], ['שקוף', 'שקופה'], ['מטומטם', 'מטומטמת'], ['לא חשוב', 'לא חשובה'], ['רע', 'רעה'], ['משוגע', 'משוגעת'], ['דפוק', 'דפוקה'], ['מיותר', 'מיותרת'], ['מושפל', 'מושפלת'], ['נבוך', 'נבוכה'], ['לא רצוי', 'לא רצויה']];

export function speakerGender(text: string): Gender {
  let gender: Gender = 'n';
  const set = (g: Gender): void => {
    gender = gender === 'n' || gender === g ? g : 'n';
  };
  for (const [m, f] of FEEL_ADJ) {
    if (new RegExp(`לי\\s+להרגיש\\s+(?:כמו\\s+)?(?:כל כך\\s+|ממש\\s+)?${f}${HA}`).test(text)) set('f');
    else if (new RegExp(`לי\\s+להרגיש\\s+(?:כמו\\s+)?(?:כל כך\\s+|ממש\\s+)?${m}${HA}`).test(text)) set('m');
  }
  if (SPEAKER_NOUNS_F.test(text)) set('f');
  if (SPEAKER_NOUNS_M.test(text)) set('m');
  for (const [m, f] of SPEAKER_PAIRS) {
    if (new RegExp(`${HB}(?:ו|ש|כש)?אני\\s+(?:(?:לא|כבר|ממש|פשוט|כל כך|נורא|מאוד|גם|תמיד|עדיין|באמת|רק)\\s+)*${f}${HA}`).test(text)) set('f');
    else if (new RegExp(`${HB}(?:ו|ש|כש)?אני\\s+(?:(?:לא|כבר|ממש|פשוט|כל כך|נורא|מאוד|גם|תמיד|עדיין|באמת|רק)\\s+)*${m}${HA}`).test(text)) set('m');
  }
  return gender;
}

const HE_INSULT_F = /(?:עצלנית|אנוכית|אגואיסטית|טיפשה|מטומטמת|אידיוטית|דבילית|אהבלה|טמבלית|מפגרת|חסרת|מעצבנת|מרגיזה|גרועה|שקרנית|נסבלת|אפשרית|דפוקה|מגעילה|קמצנית|מפונקת|כפוית|אטומה|קרת|מרושעת|לוזרית|עלובה|פתטית|משוגעת|מטורפת|היסטרית|דרמטית|נודניקית|טרחנית|חזירה|סתומה|עקשנית|שתלטנית|קנאית|מניפולטיבית|רעילה|נרקיסיסטית|ילדותית|בוגרת|תינוקת|ילדה קטנה|מגוחכת|מבולגנת|מלוכלכת|גסת|חצופה|צבועה|פחדנית|ממורמרת|משעממת|בזבזנית|בטלנית|טפילה|רשלנית|אכזרית)/;

/** The addressee's gender as the message shows it. */
export function addresseeGender(text: string): Gender {
  let m = 0;
  let f = 0;
  const pronouns = text.match(new RegExp(PRON2, 'g')) ?? [];
  for (const pronoun of pronouns) {
    const bare = pronoun.trim().replace(/^(?:ו|ש|כש|וכש|וש|כי |ו?אם )/, '');
    if (bare === 'אתה') m += 2;
    else if (bare === 'את') f += 2;
  }
  for (const word of text.split(/[^\u05D0-\u05EA]+/)) {
    if (word === '') continue;
    const bare = word.replace(/^(?:ו|ש|כש|וכש)(?=[\u05D0-\u05EA]{3,})/, '');
    const g = genderOfSecondPerson(word) !== 'n' ? genderOfSecondPerson(word) : genderOfSecondPerson(bare);
    // Participles count only next to a 2nd-person marker (they could be "he"/"she" otherwise).
    if (g === 'f' && /^ת[\u05D0-\u05EA]{2,6}י$/.test(bare)) f += 1;
  }
  if (HE_INSULT_F.test(text)) f += 1;
  if (new RegExp(`(?:${'עצלן|אנוכי|אגואיסט|טיפש|מטומטם|אידיוט|דביל|אהבל|טמבל|מפגר|שקרן|קמצן|מפונק|אטום|מרושע|פתטי|משוגע|מטורף|היסטרי|דרמטי|נודניק|טרחן|חזיר|עקשן|שתלטן|ילדותי|תינוק|ילד קטן|מבולגן|חצוף|צבוע|פחדן|בזבזן|בטלן|רשלן|אכזרי'})${HA}`).test(text)) m += 1;
  if (m > f) return 'm';
  if (f > m) return 'f';
  return 'n';
}

/** The participle's own gender, when the clause is about "you" (after לא / תמיד / the pronoun). */
function participleGender(clause: string): Gender {
  const m = new RegExp(`(?:${PRON2}|${HB}(?:לא|תמיד|כל הזמן|אף פעם|שוב))\\s+(?:(?:פשוט|ממש|באמת|בכלל|אפילו|כבר|עדיין|לא|תמיד|כל הזמן|אף פעם|שוב)\\s+)*([${HE}]+)`).exec(clause);
  const word = m?.[1];
  if (!word) return 'n';
  const verb = hebrewVerb(word);
  return verb?.gender ?? 'n';
}

// ─── Clauses ────────────────────────────────────────────────────────────────────────────────

interface Clause {
  text: string;
  analysed: string;
  subordinate: boolean;
}

const WAW_STARTER = 'ואתה|ואת|ואתם|ואף|ותמיד|ולא|וגם|ואני|וזה|ואז|וכל|ושוב|ועוד|ובגלל|ולמה|ואיך|ומה|והכל|והכול|ובכלל|ואפילו|וכמובן|וכרגיל|ובסוף|ואחר כך|ואחרי';
const SUBORDINATE = new RegExp(`^(?:כי|אם|כאשר|בזמן ש|למרות ש|אחרי ש|לפני ש|מאז ש|כדי ש|עד ש|כש[${HE}]+)`);

/** A clause that opens with a participle ("משאיר כוסות…"): its subject is the "you" before it. */
function startsWithVerb(clause: string): boolean {
  const first = clause.split(/\s+/)[0] ?? '';
  if (/^(?:אני|אנחנו|הוא|היא|הם|הן|זה|זאת|זו|ה[\u05D0-\u05EA]+)$/.test(first)) return false;
  return hebrewVerb(first) !== null || new RegExp(`^(?:${PART_ACCUSE_HE}|מתלונן|מתלוננת|מתפלא|מתפלאת|מצפה|כועס|כועסת|שואל|שואלת|מבקר|מבקרת|מזמין|מזמינה|מספר|מספרת|מחליט|מחליטה)$`).test(first);
}

function splitClauses(sentence: string): Clause[] {
  const text = sentence.replace(HOSTILE_EMOJI, '').trim();
  const marked = text
    .replace(/\s*(?:;|:|\s[-–—]\s|—|–|\.{3,}|…)\s*/g, ' ¦ ')
    .replace(/,\s*(?=\S+\s+\S+)/g, ' ¦ ')
    .replace(new RegExp(`\\s+(?=(?:${WAW_STARTER})${HA})`, 'g'), ' ¦ ')
    .replace(new RegExp(`\\s+(?=(?:אבל|כי|רק ש|אז)\\s)`, 'g'), ' ¦ ');
  const parts = marked.split('¦').map((part) => part.trim()).filter((part) => new RegExp(`[${HE}]`).test(part));
  const clauses: Clause[] = [];
  let pronoun: string | null = null;
  for (const part of parts) {
    const bare = part.replace(/^(?:אבל|אז)\s+/, '').replace(new RegExp(`^ו(?=(?:אתה|את|אתם|אף|תמיד|לא|גם|אני|זה|אז|כל|שוב|עוד|בגלל|למה|איך|מה|הכל|הכול|בכלל|אפילו|כמובן|כרגיל)${HA})`), '');
    let analysed = bare;
    const own = new RegExp(PRON2).exec(bare);
    if (own) pronoun = own[0].trim().replace(/^(?:ו|ש|כש|וכש|וש|כי |ו?אם )/, '');
    else if (pronoun && (/^(?:אף פעם|תמיד|לא|כל הזמן|שוב|גם|עוד פעם|בכלל|אפילו|רק|עוד)(?![\u05D0-\u05EA])/.test(bare) || startsWithVerb(bare))) analysed = `${pronoun} ${bare}`;
    clauses.push({ text: bare, analysed, subordinate: SUBORDINATE.test(bare) });
  }
  return clauses;
}

// ─── Venting ────────────────────────────────────────────────────────────────────────────────

const VENTING =
  /^(?:(?:ו|אבל|פשוט|ממש|באמת|אוף|נו|יאללה|די)[,!]?\s+)*(?:נמאס לי|נשבר לי|די לי|אין לי (?:כבר )?כוח|אני לא (?:יכול|יכולה) (?:יותר|כבר)|אני (?:כבר )?(?:ממש |כל כך |פשוט )?(?:גמור|גמורה|מותש|מותשת|עייף|עייפה|כועס|כועסת|עצוב|עצובה|מתוסכל|מתוסכלת|פגוע|פגועה|לחוץ|לחוצה|מתפוצץ|מתפוצצת|שבור|שבורה|מיואש|מיואשת|נואש|נואשת|בודד|בודדה|מוצף|מוצפת|עמוס|עמוסה)|זה (?:ממש |פשוט |כל כך |כבר )?(?:מעצבן|מטורף|מתסכל|מייאש|מתיש|לא נורמלי|לא הגיוני|מגוחך|בלתי נסבל|יותר מדי|נורא|מבאס|מרגיז|הזוי|לא בסדר|לא פייר|לא הוגן|מעליב|פוגע|מכאיב)|(?:איזה|כמה) (?:עצבים|באסה|ייאוש)|אוף|די|נו|באמת|וואו|יאללה|אין לי מילים)(?:\s+(?:כבר|לגמרי|ממש|מזה|מהכל|מהכול|מכל זה|יותר|עם זה))*\s*[.!?…]*$/;

function ventFeeling(clause: string): string | null {
  const text = normaliseHebrew(clause).trim();
  if (!VENTING.test(text)) return null;
  if (/נמאס|נשבר|אין לי (?:כבר )?כוח|לא יכול|לא יכולה|גמור|מותש|מיואש|נואש|מייאש|מתיש/.test(text)) return 'worn out';
  if (/כועס|מתפוצץ|עצבים/.test(text)) return 'upset';
  if (/עצוב|שבור|באסה|מבאס/.test(text)) return 'sad';
  if (/פגוע|מעליב|פוגע|מכאיב/.test(text)) return 'hurt';
  if (/לחוץ|מוצף|עמוס/.test(text)) return 'overwhelmed';
  if (/בודד/.test(text)) return 'lonely';
  return 'frustrated';
}

/** A clause kept as a sentence of its own loses the conjunction that tied it to the blame. */
function keptClause(clause: string): string {
  return stripEnd(clause).replace(/^(?:ו|אז\s+|ואז\s+|אבל\s+)(?=(?:בסוף|עכשיו|אז|גם|אני|אנחנו|הוא|היא|הם|הילדים|עוד)(?![\u05D0-\u05EA]))/, '').replace(/^(?:ו?אז|ו?עכשיו|ובסוף|בסוף)\s+(?=(?:אני|אנחנו|הוא|היא|הם|הילדים))/, '');
}

/** A clause that can stand as a sentence of its own: it names who does what. */
const HAS_SUBJECT = new RegExp(`^(?:ו|אבל\\s+|ו?אז\\s+|ו?גם\\s+|ו?עכשיו\\s+)?(?:אני|אנחנו|הוא|היא|הם|הן|זה|זאת|זו|יש|אין|היה|היתה|הייתה|ה[${HE}]+|[${HE}]+\\s+שלי|[${HE}]+\\s+שלנו|כל|בכל|ב[${HE}]+\\s+(?:אנחנו|אני))${HA}`);

const INTENSIFIER = /^(?:ו)?(?:שוב|כרגיל|כמו תמיד|תמיד|עוד פעם|שוב פעם|באמת|נו|וואו|כמובן|ברור|כצפוי|מה חדש|כל פעם|כל פעם מחדש|אף פעם|בחיים לא|שיהיה|יפה מאוד|יופי|נחש|נחשי|אליי|עכשיו)[.!?…]*$/;

// ─── Items ──────────────────────────────────────────────────────────────────────────────────

interface Item {
  topic: Topic;
  noun: string;
  /** "שתקשיבי לי": the missing action, already in the addressee's future. */
  action?: string;
  feeling: string;
  fact?: string;
  insultOnly: boolean;
  weak: boolean;
}

const ABSTRACT_HE = /^(?:מתבייש|מתביישת|מתחרט|מתחרטת|נעלב|נעלבת|כועס|כועסת|מצטער|מצטערת|מרוצה|מרוצים|אכפת|אוהב|אוהבת|מבין|מבינה|מכבד|מכבדת|מעריך|מעריכה|חושב|חושבת|רוצה|יודע|יודעת|שם לב|שמה לב|רואה|מרגיש|מרגישה|מסוגל|מסוגלת|בסדר|נמצא|נמצאת|יכול|יכולה|חייב|חייבת|צריך|צריכה|מתעניין|מתעניינת|אמור|אמורה)(?![\u05D0-\u05EA])/;
const DROP_WORDS = new RegExp(`${HB}(?:בכלל|אפילו|פעם אחת|כבר|יותר|שוב|עוד פעם|אף פעם|לעולם|בחיים|תמיד|כל הזמן|בזמן האחרון|לשם שינוי|פעם אחת בחיים|באמת|פשוט|ממש|סתם)${HA}\\s*`, 'g');

/** What follows the verb, up to a second verb phrase ("ולא מודיע", "ומצפה ש…", "אבל…"). */
function cutRest(raw: string): string {
  return stripEnd(raw.replace(/[.!?…].*$/su, ''))
    .replace(new RegExp(`\\s+(?:אבל|כי|ואז|ועכשיו|ועוד)${HA}.*$`), '')
    .replace(new RegExp(`\\s+ו(?:לא|אף|תמיד|גם|עוד|אז|אחר|מ[${HE}]{3,}|ת[${HE}]{2,}|${PART_ACCUSE_HE})${HA}.*$`), '')
    .replace(DROP_WORDS, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const PART_ACCUSE_HE = 'זורק|זורקת|משאיר|משאירה|שוכח|שוכחת|צועק|צועקת|יושב|יושבת|הולך|הולכת|שותק|שותקת|אומר|אומרת|עושה';

function actionFrom(clause: string, gender: Gender): string | null {
  // "כמה פעמים אני צריכה לבקש שתוריד את הזבל?" — the request is already in the future form.
  const asked = new RegExp(`${HB}(?:לבקש|ביקשתי|מבקש|מבקשת|להגיד|אמרתי|להזכיר|הזכרתי|מזכיר|מזכירה|להתחנן)\\s+(?:ממך\\s+|לך\\s+)?ש(ת[${HE}]+)(.*)$`).exec(clause);
  if (asked?.[1]) {
    const rest = cutRest(asked[2] ?? '');
    const action = `ש${asked[1]}${rest ? ` ${rest}` : ''}`;
    if (rest.split(/\s+/).length <= 10 && hebrewBlameHits(`חשוב לי ${action}.`).length === 0) return action;
  }
  // "אמרת שתתקשר לבעל הבית…": the promise is already in the future form.
  const promised = new RegExp(`${HB}(?:אמרת|הבטחת|הבטחת לי|אמרת לי|סיכמנו|אומר|אומרת|מבטיח|מבטיחה|אומר לי|אומרת לי)\\s+ש(ת[${HE}]+)(.*)$`).exec(clause);
  if (promised?.[1]) {
    const rest = cutRest(promised[2] ?? '');
    const action = `ש${promised[1]}${rest ? ` ${rest}` : ''}`;
    if (rest.split(/\s+/).length <= 10 && hebrewBlameHits(`חשוב לי ${action}.`).length === 0) return action;
  }
  if (gender === 'n') return null;
  const neg = new RegExp(`${HB}(?:לא|אף פעם לא|בחיים לא|לעולם לא|כבר לא|בכלל לא)\\s+(?:(?:פשוט|ממש|באמת|בכלל|אפילו|כבר|עדיין|פעם|אחת)\\s+)*([${HE}]+)(.*)$`).exec(clause);
  const why = new RegExp(`${HB}למה\\s+(?:${PRON2}\\s+)?(?:לא|אף פעם לא|אף פעם)\\s+(?:(?:פשוט|ממש|באמת|בכלל|אפילו|כבר|יכול|יכולה)\\s+)*([${HE}]+)(.*)$`).exec(clause);
  const m = why ?? neg;
  if (!m?.[1]) return null;
  // "אומר לי לא לקחת ללב": the "לא" belongs to what was said, not to what is missing.
  if (new RegExp(`(?:אומר|אומרת|אמרת|מבקש|מבקשת|ביקשת|להגיד)\\s+(?:לי\\s+)?$`).test(clause.slice(0, m.index))) return null;
  let verbWord = m[1];
  let rest = m[2] ?? '';
  // "לא יכול להגיע בזמן" → "תגיע בזמן" is beyond the table: use the topic instead.
  if (/^(?:יכול|יכולה|מסוגל|מסוגלת|מוכן|מוכנה|טורח|טורחת|מצליח|מצליחה)$/.test(verbWord)) return null;
  if (ABSTRACT_HE.test(verbWord)) return null;
  // "לא עושה כלום" asks for nothing in particular: the topic says it better.
  if (/^(?:עושה|עושים|עשית)$/.test(verbWord) && /^\s*(?:כלום|שום דבר|משהו|את זה)/.test(m[2] ?? '')) return null;
  const verb = hebrewVerb(verbWord);
  if (!verb) return null;
  rest = cutRest(rest)
    .replace(/(?<![\u05D0-\u05EA])[במל](?:כלום|שום דבר)(?![\u05D0-\u05EA])\s*/g, '')
    .replace(/(?<![\u05D0-\u05EA])(?:כלום|שום דבר)(?![\u05D0-\u05EA])/g, 'משהו')
    .trim();
  if (rest.split(/\s+/).length > 10) return null;
  if (new RegExp(`(?:${INSULT_HE})${HA}`).test(rest)) return null;
  verbWord = gender === 'f' ? verb.ff : verb.fm;
  const action = `ש${verbWord}${rest ? ` ${rest}` : ''}`;
  if (hebrewBlameHits(`חשוב לי ${action}.`).length > 0) return null;
  return action;
}

function itemFor(clause: string, hits: BlameHit[], context: string, gender: Gender): Item {
  const text = normaliseHebrew(clause);
  // Sarcasm ("תודה באמת") names nothing itself: what it is about is in the rest of the sentence.
  const sarcasmOnly = hits.length > 0 && hits.every((hit) => hit.kind === 'sarcasm');
  const ownTopic = sarcasmOnly ? findTopicHe(context) ?? findTopicHe(text) : findTopicHe(text);
  const insultTopic = insultTopicHe(text);
  const topicMatch = ownTopic ?? (insultTopic ? null : findTopicHe(context));
  let topic: Topic = topicMatch?.topic ?? insultTopic ?? GENERIC_TOPIC;
  let noun = topicMatch?.noun ?? topic.nounHe;
  const kinds = new Set(hits.map((hit) => hit.kind));
  const asksFor = /(?:לבקש|ביקשתי|מבקש|מבקשת|להזכיר|הזכרתי|מזכיר|מזכירה)\s+(?:ממך\s+|לך\s+)?שת/.test(text) || /(?:אמרת|הבטחת|סיכמנו|אומר|אומרת|מבטיח|מבטיחה)\s+(?:לי\s+)?שת/.test(text);
  const lackish = asksFor || hits.some((hit) => hit.kind === 'negation' || hit.kind === 'reproach' || (hit.kind === 'generalisation' && /לא|אף פעם|בחיים|לעולם/.test(hit.marker ?? hit.match)));
  const g = participleGender(text) !== 'n' ? participleGender(text) : gender;
  const action = lackish ? actionFrom(text, g) ?? undefined : undefined;
  let fact: string | undefined;
  const fault = hits.find((hit) => hit.kind === 'fault' && hit.rest);
  if (fault?.rest) {
    const rest = stripEnd(fault.rest.replace(/^ש/, ''));
    if (rest.split(/\s+/).length >= 2 && hebrewBlameHits(rest).length === 0 && !new RegExp(PRON2).test(rest)) fact = rest.replace(/^ש(?=[\u05D0-\u05EA]{3,})/, '');
  }
  if (!topicMatch && !insultTopic) {
    if (kinds.has('contempt') && /(?:סתום|סתמי|תסתום|תסתמי|שתוק|שתקי|תשתוק|תשתקי|עזוב אותי|עזבי אותי|תעזוב אותי|תעזבי אותי|לך מפה|לכי מפה|לעזאזל|תעוף|תעופי|אני שונא|אני שונאת|גמרתי איתך|יאללה ביי|די כבר|די!|אני לא צריכה אותך|אני לא צריך אותך)/.test(text)) {
      topic = SPACE_TOPIC;
      noun = topic.nounHe;
    } else if (kinds.has('self-blame')) {
      topic = topicById('support');
      noun = topic.nounHe;
    }
  }
  if (new RegExp(`${HB}(?:שכחת\\s+ל|הבטחת|אמרת\\s+שת|התחייבת|(?:אומר|אומרת|מבטיח|מבטיחה)\\s+(?:לי\\s+)?(?:שת|ל))`).test(text) && (topic === GENERIC_TOPIC || GENERAL_TOPICS.has(topic.id) || topic.id === 'clutter' || topic.id === 'chores' || topic.id === 'calls')) {
    topic = topicById('promises');
    noun = topic.nounHe;
  }
  const madeMe = /(?:גורם|גורמת)\s+לי\s+להרגיש\s+(?:כמו\s+)?(\S+)/.exec(text)?.[1];
  let feeling = topic.feelingEn;
  if (madeMe) feeling = /טיפש|קטן|קטנה|אפס|מטומטם|מטומטמת|כלום|חסר|חסרת|אידיוט|רע/.test(madeMe) ? 'small' : /לבד|שקוף|שקופה|בודד/.test(madeMe) ? 'lonely' : /אשם|אשמה/.test(madeMe) ? 'hurt' : 'hurt';
  else if (/(?:מעצבן|מעצבנת|מרגיז|מרגיזה|משגע|משגעת|מוציא אותי|מוציאה אותי)/.test(text)) feeling = 'frustrated';
  else if (kinds.has('sarcasm') && topic === GENERIC_TOPIC) feeling = 'let down';
  const insultOnly = !action && hits.length > 0 && hits.every((hit) => hit.kind === 'insult') && !ownTopic;
  const weak = !ownTopic && !action && !insultTopic && text.split(/\s+/).length <= 3;
  return { topic, noun, action, feeling, fact, insultOnly, weak };
}

// ─── Compose ────────────────────────────────────────────────────────────────────────────────

/** "ל" / "ב" before a noun: "ל" + "הכלים" → "לכלים", + "אמא שלך" → "לאמא שלך". */
function fill(template: string, noun: string, also: boolean): string {
  return template
    .replace(/([לב])\{noun\}/, (_m, prefix: string) => (noun.startsWith('ה') && noun.length > 2 ? `${prefix}${noun.slice(1)}` : `${prefix}${noun}`))
    .replace('{noun}', noun)
    .replace('{גם}', also ? 'גם ' : '');
}

function composeStatement(allItems: Item[], vented: string[], speaker: Gender, addressee: Gender): string {
  const items = needfulItems(allItems);
  const feelingKey = vented[0] ?? items.find((item) => item.topic !== GENERIC_TOPIC)?.feeling ?? items[0]?.feeling ?? 'hurt';
  const feeling = (FEELINGS_HE[feelingKey] ?? FEELINGS_HE.hurt!)[speaker];
  const actions: string[] = [];
  const actionTopics = new Set<string>();
  for (const item of items) {
    if (item.action && !actions.includes(item.action)) actions.push(item.action);
    if (item.action) actionTopics.add(item.topic.id);
  }
  // A bare "שתעזור" says less than "שתעזור לי עם הכלים": with a specific need beside it, it goes.
  const absorbed = new Set<Item>();
  const specificNeed = items.some((item) => !item.action && item.topic !== GENERIC_TOPIC && !GENERAL_TOPICS.has(item.topic.id));
  for (const item of items) {
    if (item.action && specificNeed && /^ש(?:תעזור|תעזרי|תעשה|תעשי)$/.test(item.action)) {
      const index = actions.indexOf(item.action);
      if (index >= 0) actions.splice(index, 1);
      item.action = undefined;
      actionTopics.delete(item.topic.id);
      absorbed.add(item);
    }
  }
  const needs: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (absorbed.has(item) || item.action || actionTopics.has(item.topic.id) || seen.has(item.topic.id)) continue;
    if (item.topic === GENERIC_TOPIC && (actions.length > 0 || items.some((other) => other.topic !== GENERIC_TOPIC))) continue;
    seen.add(item.topic.id);
    needs.push(item.topic.needHe[addressee]);
  }
  const parts: Array<{ template: string; noun: string }> = [];
  if (actions.length > 0) parts.push({ template: `חשוב לי {גם}${actions.join(' ו')}`, noun: '' });
  for (const item of items) {
    if (absorbed.has(item) || item.action || actionTopics.has(item.topic.id)) continue;
    const template = item.topic.needHe[addressee];
    if (!needs.includes(template) || parts.some((part) => part.template === template)) continue;
    parts.push({ template, noun: item.noun });
  }
  if (parts.length === 0) parts.push({ template: GENERIC_TOPIC.needHe[addressee], noun: '' });
  const [first, ...rest] = parts;
  const opening = `${feeling}, ו${fill(first!.template, first!.noun, false)}.`;
  return [opening, ...rest.map((part) => `${fill(part.template, part.noun, true)}.`)].join(' ');
}

function composeRequest(allItems: Item[], seed: number): string {
  const topics = requestTopics(allItems);
  if (topics.length === 1 || (topics.length > 1 && topics.every((item) => GENERAL_TOPICS.has(item.topic.id)))) return fill(topics[0]!.topic.requestHe, topics[0]!.noun, false);
  if (topics.length >= 2) {
    const nouns = [...new Set(topics.map((item) => item.noun))].slice(0, 3);
    return `נוכל לשבת יחד ולחשוב מה יעזור לנו עם ${nouns.join(' ועם ')}?`;
  }
  return GENERIC_REQUESTS_HE[seed % GENERIC_REQUESTS_HE.length]!;
}

export function rewriteHebrew(text: string, seed: number): string {
  type Out = { kind: 'kept'; text: string } | { kind: 'statement' };
  const out: Out[] = [];
  const items: Item[] = [];
  const vented: string[] = [];
  const speaker = speakerGender(normaliseHebrew(text));
  const addressee = addresseeGender(normaliseHebrew(text));
  let placed = false;
  const allSentences = splitSentences(text);
  const blamingMessage = allSentences.some((sentence) => hebrewBlameHits(sentence).length > 0 || sidewaysBlameHits(sentence).length > 0);
  const isIronicSetup = ironicSetupIn(allSentences);

  allSentences.forEach((sentence, index) => {
    const norm = normaliseHebrew(sentence.replace(HOSTILE_EMOJI, '')).trim();
    let sentenceHits = hebrewBlameHits(norm);
    // Blame said sideways (sarcasm, a comparison, "אני כנראה היחידה ש…"): the sentence is rewritten
    // as one item, and the kind sentences around it are kept.
    if (sentenceHits.length === 0) sentenceHits = blameAround(sentence, allSentences[index - 1], allSentences[index + 1], norm);
    if (sentenceHits.length === 0) {
      const vent = ventFeeling(norm);
      if (vent) {
        vented.push(vent);
        return;
      }
      if (blamingMessage && INTENSIFIER.test(norm)) return;
      if (isIronicSetup(sentence)) return;
      out.push({ kind: 'kept', text: sentence });
      return;
    }
    const before: string[] = [];
    const after: string[] = [];
    const sentenceItems: Item[] = [];
    const context: string[] = [];
    const clauses = splitClauses(norm);
    // What the blame is about may be named elsewhere in the sentence, but not in a sentence of its own.
    const topicContext = clauses
      .filter((clause) => hebrewBlameHits(clause.analysed).length > 0 || !HAS_SUBJECT.test(clause.text) || clause.subordinate)
      .map((clause) => clause.text)
      .join(' ');
    for (const clause of clauses) {
      const hits = hebrewBlameHits(clause.analysed);
      if (hits.length > 0) {
        sentenceItems.push(itemFor(clause.analysed, hits, topicContext, addressee));
        continue;
      }
      const vent = ventFeeling(clause.text);
      if (vent) {
        vented.push(vent);
        continue;
      }
      if (INTENSIFIER.test(clause.text)) continue;
      if (new RegExp(`^${PRON2}`).test(clause.analysed) || new RegExp(`^(?:${PAST2})${HA}`).test(clause.analysed)) {
        sentenceItems.push(itemFor(clause.analysed, [], topicContext, addressee));
        continue;
      }
      if (clause.subordinate || clause.text.split(/\s+/).length < 3 || !HAS_SUBJECT.test(clause.text)) {
        context.push(clause.text);
        continue;
      }
      (sentenceItems.length === 0 ? before : after).push(clause.text);
    }
    if (sentenceItems.length === 0) {
      sentenceItems.push(itemFor(norm, sentenceHits, norm, addressee));
      before.length = 0;
      after.length = 0;
    }
    const strong = sentenceItems.filter((item) => !item.weak);
    const kept = strong.length > 0 ? strong : sentenceItems.slice(0, 1);
    for (const item of kept) {
      if (item.topic !== GENERIC_TOPIC) continue;
      // Named in a clause of its own, a partner's family is still what the blame is about.
      const inContext = context.length > 0 ? findTopicHe(context.join(' ')) : null;
      const family = findTopicHe(norm);
      const found = inContext ?? (family?.topic.id === 'family' ? family : null);
      if (found) {
        item.topic = found.topic;
        item.noun = found.noun;
        item.feeling = found.topic.feelingEn;
      }
    }
    for (const clause of before) out.push({ kind: 'kept', text: `${keptClause(clause)}.` });
    for (const item of kept) if (item.fact) out.push({ kind: 'kept', text: `${item.fact}.` });
    if (!placed) {
      out.push({ kind: 'statement' });
      placed = true;
    }
    for (const clause of after) out.push({ kind: 'kept', text: `${keptClause(clause)}.` });
    items.push(...kept);
  });
  if (items.length === 0) {
    const found = findTopicHe(normaliseHebrew(text));
    items.push({ topic: found?.topic ?? GENERIC_TOPIC, noun: found?.noun ?? GENERIC_TOPIC.nounHe, feeling: vented[0] ?? 'hurt', insultOnly: false, weak: false });
    if (!placed) out.unshift({ kind: 'statement' });
  }
  const statement = composeStatement(items, vented, speaker, addressee);
  const request = composeRequest(items, seed);
  const seen = new Set<string>();
  const sentences = out
    .map((part) => (part.kind === 'statement' ? statement : part.text))
    .filter((part) => {
      const key = part.replace(/[^\u05D0-\u05EA0-9]+/g, ' ').trim();
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return [...sentences, request].join(' ');
}

/** The safest Hebrew rewrite: one feeling, the topic's need and its request, nothing kept. */
export function fallbackHebrew(text: string, seed: number): string {
  const norm = normaliseHebrew(text);
  const found = findTopicHe(norm);
  const topic = found?.topic ?? insultTopicHe(norm) ?? GENERIC_TOPIC;
  const noun = found?.noun ?? topic.nounHe;
  const speaker = speakerGender(norm);
  const addressee = addresseeGender(norm);
  const request = topic === GENERIC_TOPIC ? GENERIC_REQUESTS_HE[seed % GENERIC_REQUESTS_HE.length]! : fill(topic.requestHe, noun, false);
  const feeling = (FEELINGS_HE[topic.feelingEn] ?? FEELINGS_HE.hurt!)[speaker];
  return `${feeling}, ו${fill(topic.needHe[addressee], noun, false)}. ${request}`;
}

