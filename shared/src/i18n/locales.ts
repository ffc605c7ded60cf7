/**
 * The languages the app's screens are written in. English is the source (the spec's own words) and
 * the fallback for anything a translation lacks; every other language is loaded only when chosen.
 */
export const LOCALES = ['en', 'he'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

export type TextDirection = 'ltr' | 'rtl';

/** Each language's name in itself, the same in every catalog (what a language picker lists). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', he: 'עברית' };

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set<Locale>(['he']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirectionOf(locale: Locale): TextDirection {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The first of the browser's preferred languages the app speaks (navigator.languages order).
 * `iw` is the code older browsers and Android still send for Hebrew.
 */
export function localeFromBrowserLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'iw') return 'he';
    if (isLocale(primary)) return primary;
  }
  return SOURCE_LOCALE;
}

/** Where the choice made in the header is remembered on this device. */
export const LOCALE_STORAGE_KEY = 'shalom-bayit.ui-language';

/** The language chosen on this device, or null when nobody chose one yet. */
export function rememberedLocale(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Locale | null {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
}

/** First visit follows the browser; later visits the choice remembered on this device. */
export function initialLocale(): Locale {
  const remembered = rememberedLocale();
  if (remembered) return remembered;
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return localeFromBrowserLanguages(languages.filter(Boolean));
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
