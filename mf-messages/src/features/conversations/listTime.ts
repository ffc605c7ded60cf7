// When a conversation's last message was written, as a list of chats says it (issue 33, item 6):
// the time today, "Yesterday", the weekday within a week, the day and month this year, else the
// date — in the reader's language through date-fns' own locales (Hebrew: 15:04, יום חמישי, 5 בנוב׳).
import { differenceInCalendarDays, format, isSameYear } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { he } from 'date-fns/locale/he';
import type { Locale } from '@shalom/shared/i18n';

const LOCALES = { en: enUS, he } as const;

export type ListTime = { kind: 'yesterday' } | { kind: 'text'; text: string };

export function listTime(at: Date, now: Date, language: Locale): ListTime {
  const locale = LOCALES[language] ?? enUS;
  const days = differenceInCalendarDays(now, at);
  if (days <= 0) return { kind: 'text', text: format(at, 'p', { locale }) };
  if (days === 1) return { kind: 'yesterday' };
  if (days < 7) return { kind: 'text', text: format(at, 'EEEE', { locale }) };
  if (isSameYear(at, now)) return { kind: 'text', text: format(at, language === 'he' ? "d 'ב'MMM" : 'MMM d', { locale }) };
  return { kind: 'text', text: format(at, 'P', { locale }) };
}

/** The full moment, for the time element's title. */
export function fullTime(at: Date, language: Locale): string {
  return format(at, 'PPPp', { locale: LOCALES[language] ?? enUS });
}
