// Which language a text is written in, as far as the guide needs to know: Hebrew script or not.
const HEBREW_LETTER = /[\u05D0-\u05EA]/g;
const LATIN_LETTER = /[A-Za-z]/g;

export type GuideLanguage = 'he' | 'en';

export function detectLanguage(text: string): GuideLanguage {
  const hebrew = text.match(HEBREW_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  return hebrew > 0 && hebrew >= latin / 2 ? 'he' : 'en';
}

/** A stable small number from a text, to vary wording without randomness (tests stay stable). */
export function textSeed(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function pick<T>(options: readonly T[], seed: number, salt = 0): T {
  const value = options[(seed + salt * 7919) % options.length];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}
