// The words a classifier sees: the undisguised text's words, each Hebrew word also without the
// prefix letters (ו ה ש ב ל מ כ) a stem can carry, and the pairs of neighbouring words.
import { undisguise } from './normalise.ts';

const HEBREW_PREFIX = /^[והשבלמכ]/;

function hebrewStems(word: string): string[] {
  const stems: string[] = [];
  let rest = word;
  for (let i = 0; i < 3 && HEBREW_PREFIX.test(rest) && rest.length > 3; i++) {
    rest = rest.slice(1);
    stems.push(rest);
  }
  return stems;
}

export function featuresOf(text: string): string[] {
  const words = undisguise(text).match(/[\p{L}']+/gu) ?? [];
  const features = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    features.add(word);
    if (/[\u05D0-\u05EA]/.test(word)) for (const stem of hebrewStems(word)) features.add(stem);
    if (i > 0) features.add(`${words[i - 1]}_${word}`);
  }
  return [...features];
}
