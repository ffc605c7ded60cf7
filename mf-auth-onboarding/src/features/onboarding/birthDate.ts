import { format, isValid } from 'date-fns';
import { authOnboardingCatalog } from '../../i18n/catalog';

/** Spec §9: nobody is born before 1900-01-01; two-digit years mean 19YY. */
export const BIRTH_YEAR_FLOOR = 1900;
export const TWO_DIGIT_YEAR_OFFSET = 1900;
export const EARLIEST_BIRTH_DATE = new Date(BIRTH_YEAR_FLOOR, 0, 1);

export type TypedBirthDate =
  | { kind: 'empty' }
  /** Not M/D/YY or M/D/YYYY (yet): the user may still be typing. */
  | { kind: 'incomplete' }
  | { kind: 'not-a-real-date' }
  | { kind: 'in-the-future' }
  | { kind: 'year-out-of-range' }
  | { kind: 'valid'; date: Date };

const TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/**
 * Which number comes first in the text box: the spec's month/day/year in English, day/month/year in
 * Hebrew, as dates are written in Israel (04/05/1990 is the 4th of May there).
 */
export type DateFieldOrder = 'mdy' | 'dmy';

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * Spec §5 rules for the MM/DD/YYYY box: M/D/YY or M/D/YYYY; a 2-digit year gets 1900 added; it
 * must be a real date (no 02/30) and not in the future; the year must be 1900..this year for the
 * picker to follow.
 */
export function parseTypedBirthDate(text: string, today: Date = new Date(), order: DateFieldOrder = 'mdy'): TypedBirthDate {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = TYPED_DATE.exec(trimmed);
  const [, firstText = '', secondText = '', yearText = ''] = match ?? [];
  if (!match) return { kind: 'incomplete' };
  const [monthText, dayText] = order === 'mdy' ? [firstText, secondText] : [secondText, firstText];
  const month = Number(monthText);
  const day = Number(dayText);
  const year = yearText.length === 2 ? Number(yearText) + TWO_DIGIT_YEAR_OFFSET : Number(yearText);

  const date = new Date(year, month - 1, day);
  // JS Date rolls 02/30 over to March: a real date survives the round trip unchanged.
  date.setFullYear(year);
  if (!isValid(date) || date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return { kind: 'not-a-real-date' };
  }
  if (date > startOfDay(today)) return { kind: 'in-the-future' };
  if (year < BIRTH_YEAR_FLOOR || year > today.getFullYear()) return { kind: 'year-out-of-range' };
  return { kind: 'valid', date };
}

/** What the text box shows for a date (also after picking in the calendar). */
export function formatTypedBirthDate(date: Date, order: DateFieldOrder = 'mdy'): string {
  return format(date, order === 'mdy' ? 'MM/dd/yyyy' : 'dd/MM/yyyy');
}

/** profiles.date_of_birth (yyyy-MM-dd), in the user's calendar, not shifted by UTC. */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Reads a stored yyyy-MM-dd as a local calendar date. */
export function fromIsoDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isValid(date) ? date : null;
}

/** Shown under the box when the typed text cannot be used (announced politely), in the active language. */
export function typedBirthDateProblem(parsed: TypedBirthDate): string | null {
  const { t } = authOnboardingCatalog;
  switch (parsed.kind) {
    case 'incomplete':
      return t('birthDate.incomplete');
    case 'not-a-real-date':
      return t('birthDate.notReal');
    case 'in-the-future':
      return t('birthDate.future');
    case 'year-out-of-range':
      // Years as plain text: no digit grouping ("1,900").
      return t('birthDate.yearRange', { first: String(BIRTH_YEAR_FLOOR), last: String(new Date().getFullYear()) });
    default:
      return null;
  }
}
