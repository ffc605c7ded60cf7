// Hebrew typed with the keyboard still set to English: "tbh rumv knu," is אני רוצה למות. It
// happens to anyone who switches languages in a hurry, and it hides a message from a phrase list.
// The text is read again through the Hebrew layout (SI-1452) when it does not read as English and
// the Hebrew it makes holds known words.
import { isHebrewWord } from './hebrew-spacing.ts';

const LATIN_TO_HEBREW: Record<string, string> = {
  q: '/', w: "'", e: 'ק', r: 'ר', t: 'א', y: 'ט', u: 'ו', i: 'ן', o: 'ם', p: 'פ',
  a: 'ש', s: 'ד', d: 'ג', f: 'כ', g: 'ע', h: 'י', j: 'ח', k: 'ל', l: 'ך', ';': 'ף',
  z: 'ז', x: 'ס', c: 'ב', v: 'ה', b: 'נ', n: 'מ', m: 'צ', ',': 'ת', '.': 'ץ',
};

// The commonest English words: a message that has them is English, not mistyped Hebrew.
const ENGLISH = new Set(
  'i a the to and of in is it my me you he she we not that this with for on be so do no was are have just but my im dont cant want'.split(' '),
);

/** The Hebrew the keys would have typed, or null when the text is not mistyped Hebrew. */
export function hebrewFromLatinKeys(plain: string): string | null {
  const words = plain.match(/[a-z;,.']+/g) ?? [];
  if (words.length < 2 || /[\u05D0-\u05EA]/.test(plain)) return null;
  const english = words.filter((w) => ENGLISH.has(w.replace(/[;,.']+$/, ''))).length;
  if (english * 5 > words.length) return null;
  const hebrew = plain.replace(/[a-z;,.]/g, (ch) => LATIN_TO_HEBREW[ch] ?? ch);
  const known = (hebrew.match(/[\u05D0-\u05EA]+/g) ?? []).filter((w) => isHebrewWord(w)).length;
  return known >= 2 ? hebrew : null;
}
