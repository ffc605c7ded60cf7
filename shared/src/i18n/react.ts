import { useSyncExternalStore } from 'react';
import { textDirectionOf, type Locale, type TextDirection } from './locales';
import { activeLocale, getI18nVersion, subscribeI18n } from './runtime';

export interface LocaleSnapshot {
  locale: Locale;
  dir: TextDirection;
}

/** The active language and its direction (for `dir` props of Radix primitives, date pickers, Intl). */
export function useLocale(): LocaleSnapshot {
  useSyncExternalStore(subscribeI18n, getI18nVersion, getI18nVersion);
  const locale = activeLocale();
  return { locale, dir: textDirectionOf(locale) };
}

/** Dates in the active language (Intl), e.g. formatDate(date, { dateStyle: 'long' }). */
export function formatDate(value: Date, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(activeLocale(), options).format(value);
}
