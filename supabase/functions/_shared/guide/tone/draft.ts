// What the person wants to send, when they ask for help with it rather than paste it: a quoted
// draft ('My draft to my wife: "…" can you make it better?') or blame reported in the third
// person ("help me tell my wife she's ruined every Yom Tov", "תעזרי לי לכתוב לו שהוא בזבז…").
// The Tone Coach reads and rewrites the draft as the partner would receive it: in the second person.
import { PAST2 } from './blame-he.ts';

const PAST2_WORDS = new Set(PAST2.split('|'));

const ASKING_FOR_HELP = /\b(?:draft|message|text|make it|rewrite|soften|softer|better|nicer|help)\b|(?:טיוטה|הודעה|תנסח|תנסחי|לנסח|תעזור|תעזרי|לרכך)/iu;
const QUOTED = /["“«]([^"”»]{12,})["”»]/u;
// 'single quotes' around a draft, with apostrophes inside its words (don't, צ'יפס) kept.
const SINGLE_QUOTED = /(?<![A-Za-z\u05D0-\u05EA])['‘]((?:[^'’]|(?<=[A-Za-z\u05D0-\u05EA])['’](?=[A-Za-z\u05D0-\u05EA])){12,}?)['’](?![A-Za-z\u05D0-\u05EA])/u;

// A request, a colon, then the draft with no quotation marks: "Send this to my wife: Thank you…",
// "I want to text him: …", "תנסח לי הודעה לבעלי: …". The request names the partner or the draft.
const FRAMED_EN =
  /^\s*(?:please,?\s+)?(?:(?:can|could|would) you\s+)?(?:i (?:want|need|'d like) to\s+|help me\s+)?(?:send|text|tell|write|say|word|draft|message|rephrase|reword|rewrite|soften|fix|make|polish|put|reply)\b[^:\n"“]{0,60}?\b(?:wife|husband|him|her|partner|spouse|this|it|nicer|better|softer)\b[^:\n"“]{0,30}:\s*(\S[\s\S]{7,})$/i;
const FRAMED_HE =
  /^\s*(?:(?:אני\s+)?רוצה\s+)?(?:תשלח|תשלחי|לשלוח|תנסח|תנסחי|לנסח|תכתוב|תכתבי|לכתוב|כתוב|כתבי|תעזור|תעזרי|תגיד|תגידי|להגיד|הודעה|תייפה|תייפי)[^:\n"“]{0,60}:\s*(\S[\s\S]{5,})$/u;

// "tell my wife (that) she…", "write something to my husband: he…", "text him that he…"
const EN_REPORTED =
  /\b(?:tell|telling|say to|write|writing|text|message|msg|draft|send|let)\b[^.:"]{0,40}?\b(?:my )?(?:wife|husband|him|her|partner|spouse)\b[^.:"]{0,30}?(?:that |: ?|, ?)?\b(she|he)\b/i;
type Replacement = [RegExp, string | ((whole: string, ...groups: string[]) => string)];

/** "spends" → "spend", "watches" → "watch", "tries" → "try", "goes" → "go". */
function baseForm(verb: string): string {
  if (/[^aeiou]ies$/i.test(verb)) return verb.slice(0, -3) + 'y';
  if (/(?:ch|sh|ss|x|z|o)es$/i.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

const EN_PERSON: Replacement[] = [
  // "she's ruined every Yom Tov" is "she has".
  [/\b(?:she|he)'s (?=(?:ruined|been|done|gone|made|taken|lost|broken|spent|wasted|forgotten|left|destroyed|never|always|got|let)\b)/gi, "you've "],
  [/\b(?:she|he)'s\b/gi, "you're"],
  [/\b(?:she|he) is\b/gi, 'you are'],
  [/\b(?:she|he) was\b/gi, 'you were'],
  [/\b(?:she|he) has\b/gi, 'you have'],
  [/\b(?:she|he) does\b/gi, 'you do'],
  [/\b(?:she|he) doesn't\b/gi, "you don't"],
  // "she spends", "he watches", "she tries": the verb after the pronoun loses its third-person ending.
  [/\b(?:she|he) ((?:always|never|sometimes|just|still|really|constantly|only) )?(?!(?:always|sometimes|perhaps|plus|thus|this|us|yes|was|is|has|does)\b)([a-z]+s)\b/gi, (_whole: string, adverb: string | undefined, verb: string) => `you ${adverb ?? ''}${baseForm(verb)}`],
  [/\b(?:herself|himself)\b/gi, 'yourself'],
  [/\b(?:she|he)\b/gi, 'you'],
  [/\b(?:his|her)\b/gi, 'your'],
  [/\bhim\b/gi, 'you'],
];

// "להגיד לאשתי שהיא…", "לכתוב לו שהוא…"
const HE_REPORTED =
  /(?:להגיד|לכתוב|לומר|לספר|לשלוח|לענות|תכתוב|תכתבי|כתוב|כתבי|תגיד|תגידי|תנסח|תנסחי|נסח|נסחי|תשלח|תשלחי)\s+(?:לי\s+)?(?:הודעה\s+)?(?:משהו\s+)?(?:ל(?:אשתי|בעלי|ו|ה))\s+ש(אם\s+)?(היא|הוא)\s+/u;
const HE_PERSON: Replacement[] = [
  [/(?<![\u05D0-\u05EA])(ו?ש?)בגללה(?![\u05D0-\u05EA])/gu, '$1בגללך'],
  [/(?<![\u05D0-\u05EA])(ו?ש?)בגללו(?![\u05D0-\u05EA])/gu, '$1בגללך'],
  [/(?<![\u05D0-\u05EA])(ו?(?:כ|מ)?ש?)(?:שהיא|היא)(?![\u05D0-\u05EA])/gu, '$1את'],
  [/(?<![\u05D0-\u05EA])(ו?(?:כ|מ)?ש?)(?:שהוא|הוא)(?![\u05D0-\u05EA])/gu, '$1אתה'],
];

// Transliterated: "tagid l'ishti she'hi…", "tenasech l'ba'ali she'hu…"
const TR_REPORTED = /\b(?:tagid|tagidi|tenasech|tenasechi|tichtov|tichtevi|lehagid|lichtov)\s+(?:li\s+)?(?:(?:mashehu|hoda'?a)\s+)?(?:l'?(?:ishti|ba'?ali|o|a)|la'?(?:ba'?al|isha) sheli)\s+she'?(hi|hu)\s+/i;
const TR_PERSON: Replacement[] = [
  [/\bbiglala\b/gi, 'biglalech'],
  [/\bbiglalo\b/gi, 'biglalcha'],
];

/** "בזבז" / "בזבזה" after the pronoun is "בזבזת": the past said to the partner. */
function secondPersonPast(rest: string): string {
  const [first = '', ...others] = rest.split(' ');
  const candidates = [`${first}ת`, first.replace(/ה$/u, 'ת')];
  const past = candidates.find((word) => PAST2_WORDS.has(word));
  return past ? [past, ...others].join(' ') : rest;
}

function replaceAll(text: string, pairs: Replacement[]): string {
  return pairs.reduce((out, [pattern, to]) => out.replace(pattern, to as (substring: string, ...args: string[]) => string), text);
}

/** The message as the partner would read it, or the text itself when it is already that. */
export function draftOf(message: string): string {
  // "shes" and "hes" typed without the apostrophe.
  const text = message.replace(/\b(she|he)s\b/gi, "$1's");
  const quoted = QUOTED.exec(text)?.[1] ?? SINGLE_QUOTED.exec(text)?.[1];
  // A quotation that is most of the message, or one beside a request for help with it, is the draft.
  if (quoted && (quoted.length >= text.length * 0.4 || ASKING_FOR_HELP.test(text.replace(quoted, '')))) return quoted.trim();
  const en = EN_REPORTED.exec(text);
  if (en) return replaceAll(text.slice(en.index + en[0].length - en[1]!.length), EN_PERSON);
  const he = HE_REPORTED.exec(text);
  if (he) {
    const rest = replaceAll(text.slice(he.index + he[0].length), HE_PERSON);
    return `${he[1] ?? ''}${he[2] === 'היא' ? 'את' : 'אתה'} ${secondPersonPast(rest)}`;
  }
  const tr = TR_REPORTED.exec(text);
  if (tr) return `${tr[1]!.toLowerCase() === 'hi' ? 'at' : 'ata'} ${replaceAll(text.slice(tr.index + tr[0].length), TR_PERSON)}`;
  const framed = FRAMED_EN.exec(text)?.[1] ?? FRAMED_HE.exec(text)?.[1];
  if (framed) return framed.trim();
  return text;
}
