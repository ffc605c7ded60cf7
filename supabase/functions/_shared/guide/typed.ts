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
