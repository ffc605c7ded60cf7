// The features a classifier sees: the undisguised text's words (transliteration without inner
// apostrophes, so ha'tinok and hatinok are one word), each Hebrew word also without the prefix
// letters (ו ה ש ב ל מ כ) a stem can carry, the pairs of neighbouring words, and each word's
// four-letter pieces (so an inflection or a misspelling still shares most of its features).
// Chosen by 5-fold cross-validation on the development set: words + pairs + pieces caught the
// most crises at the same share of false alarms.
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
  const words = undisguise(text).replace(/(?<=[a-z])'(?=[a-z])/g, '').match(/[\p{L}']+/gu) ?? [];
  const features = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    features.add(word);
    if (/[\u05D0-\u05EA]/.test(word)) for (const stem of hebrewStems(word)) features.add(stem);
    if (i > 0) features.add(`${words[i - 1]}_${word}`);
    const padded = `<${word}>`;
    for (let j = 0; j + 4 <= padded.length; j++) features.add(`#${padded.slice(j, j + 4)}`);
  }
  return [...features];
}
