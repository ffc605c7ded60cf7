// What phone keyboards type: ’ (or ʼ ‘ ´ `) for the apostrophe inside a word ("can’t", "I’m",
// "David’s", "the kids’ room"), and the Hebrew geresh and gershayim (צ׳יפס, סופ״ש) where the
// guide's patterns are written with ' and " (can'?t, סופ"ש). The message is read once with the
// plain characters (forReading) before anything understands it; what the answer says back in the
// person's own words is given back with their own characters (withTypedWords), so quoting them
// keeps what they typed. Quotation marks around a phrase (‘just ask me’) are left as typed: the
// guide already reads them as quotes.

const LETTER = String.raw`\p{L}`;
const APOSTROPHES = '’ʼ‘´`';
/** An apostrophe between two letters: can’t, I’m, David’s. */
const INNER = new RegExp(`(?<=${LETTER})[${APOSTROPHES}](?=${LETTER})`, 'gu');
/** A plural's possessive before the noun it owns: the kids’ room, my parents’ house. */
const PLURAL_OWNER = new RegExp(`(?<=${LETTER}{2,}s)[’ʼ](?=\\s+${LETTER})`, 'gu');
/** Geresh after a Hebrew letter (צ׳יפס, ג׳), gershayim between two (סופ״ש, צה״ל). */
const GERESH = /(?<=[\u05D0-\u05EA])\u05F3/g;
const GERSHAYIM = /(?<=[\u05D0-\u05EA])\u05F4(?=[\u05D0-\u05EA])/g;

/** The message as the guide reads it: the same length, each typed apostrophe a plain one. */
export function forReading(text: string): string {
  return text.replace(INNER, "'").replace(PLURAL_OWNER, "'").replace(GERESH, "'").replace(GERSHAYIM, '"');
}

const TYPED_WORD = new RegExp(`${LETTER}[${LETTER}${APOSTROPHES}\\u05F3\\u05F4]*`, 'gu');

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The answer with the person's own characters back in every word of theirs it says ("can't" →
 * "can’t" when they typed "can’t"), whatever the letters' case; other words are left alone.
 */
export function withTypedWords(answer: string, typed: readonly string[]): string {
  const words = new Map<string, string>();
  for (const text of typed) {
    for (const word of text.match(TYPED_WORD) ?? []) {
      const read = forReading(word);
      if (read !== word) words.set(read.toLowerCase(), word);
    }
  }
  let out = answer;
  for (const [read, word] of words) {
    const pattern = new RegExp(`(?<![${LETTER}'"])${escape(read)}(?![${LETTER}])`, 'giu');
    // forReading keeps every character in its place: only the apostrophes are given back.
    out = out.replace(pattern, (found) => found.split('').map((ch, i) => (ch === "'" || ch === '"' ? word[i]! : ch)).join(''));
  }
  return out;
}

// Common spellings of a few family words as people type them in a chat (answers round N2): "אישתי"
// for אשתי, "חמתי" for חמותי, "MIL" for a mother-in-law. Read as the standard word, so the answer
// says it back correctly ("אשתך", not the broken "אישת") and knows who it is about.
const HE_SPELLINGS: Array<[RegExp, string]> = [
  [/(?<![\u05D0-\u05EA])([והשבלמכ]?)אישת(י|ך|ו|נו)(?![\u05D0-\u05EA])/gu, '$1אשת$2'],
  [/(?<![\u05D0-\u05EA])([והשבלמכ]?)חמת(י|ך|ו|נו)(?![\u05D0-\u05EA])/gu, '$1חמות$2'],
];
const EN_SPELLINGS: Array<[RegExp, string]> = [
  [/\bMIL\b/g, 'mother-in-law'],
  [/\bFIL\b/g, 'father-in-law'],
  [/\bSIL\b/g, 'sister-in-law'],
  [/\bBIL\b/g, 'brother-in-law'],
];

/** The message with the chat spellings above in their standard form (the rest untouched). */
export function withCommonSpellings(text: string): string {
  return [...HE_SPELLINGS, ...EN_SPELLINGS].reduce((out, [pattern, standard]) => out.replace(pattern, standard), text);
}
