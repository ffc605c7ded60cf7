import { useEffect, useState } from 'react';
import type { DayPickerProps } from 'react-day-picker';
import type { Locale } from '@shalom/shared/i18n';

type DayPickerLocale = NonNullable<DayPickerProps['locale']>;

let hebrew: Promise<DayPickerLocale> | undefined;

/** Hebrew month and weekday names and the calendar's own labels, fetched only for Hebrew. */
function loadHebrew(): Promise<DayPickerLocale> {
  hebrew ??= import(/* webpackChunkName: "day-picker-he" */ 'react-day-picker/locale/he').then((module) => module.he);
  return hebrew;
}

/** The calendar's locale for the app's language; undefined means react-day-picker's English. */
export function useDayPickerLocale(locale: Locale): DayPickerLocale | undefined {
  const [loaded, setLoaded] = useState<{ locale: Locale; value: DayPickerLocale } | null>(null);
  useEffect(() => {
    if (locale !== 'he') return;
    let current = true;
    loadHebrew().then(
      (value) => current && setLoaded({ locale, value }),
      (error: unknown) => console.error('[onboarding] the Hebrew calendar names could not load', error),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.value : undefined;
}
