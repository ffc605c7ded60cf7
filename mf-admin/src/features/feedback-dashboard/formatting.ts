import { formatDate } from '@shalom/shared/i18n';

/** A stored timestamp in the active language; an unreadable one is shown as stored. */
export function formatDateSafe(value: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDate(date, options);
}
