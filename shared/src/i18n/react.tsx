import { useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { textDirectionOf, type Locale, type TextDirection } from './locales';
import { activeLocale, getI18nVersion, i18n, subscribeI18n } from './runtime';

/** Lingui's provider around a React root (the shell's, each remote's). */
export function I18nRoot({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

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

/** Numbers in the active language (Intl). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(activeLocale(), options).format(value);
}
