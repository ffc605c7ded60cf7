// When the weekly check-in's messages reach a person (issue 34), at their own place:
//   * the invitation: Friday, a few hours before candle lighting — or Thursday evening for those
//     who chose it — and never inside Shabbat or Yom Tov: when that day is itself Yom Tov (a Yom
//     Tov on Friday, or the two diaspora days on Thursday and Friday), a day earlier, as often as
//     needed;
//   * the one reminder: a few hours after the partner answered, in waking hours, after havdalah when
//     that time falls inside Shabbat or Yom Tov, and only while the week is still open;
//   * the anniversary: the morning of the day, by the Hebrew date or the Gregorian as the couple
//     chose; when the day is Shabbat or Yom Tov, at havdalah.
// The Hebrew calendar, sunset and the sacred days come from kosher-zmanim (through
// _shared/sacred-time, as the Shabbat hold of partner communications); local wall time from its
// Luxon DateTime. Pure: every function takes the instant it is asked about.
import { DateTime, JewishDate } from 'kosher-zmanim';
import { candleLightingOn, resolvePlace, sacredTimeAt, type RecipientPlace, type ResolvedPlace } from '../sacred-time/index.ts';

export type CheckinDay = 'friday' | 'thursday';
export type AnniversaryCalendar = 'hebrew' | 'gregorian';

/** The invitation comes this long before candle lighting on Friday... */
export const INVITE_HOURS_BEFORE_CANDLES = 4;
/** ...but not before this local hour (a short winter Friday in the north). */
export const EARLIEST_INVITE_HOUR = 9;
/** Thursday evening's local hour, for those who chose Thursday. */
export const THURSDAY_EVENING_HOUR = 20;
/** The reminder comes this long after the partner answered, inside waking hours. */
export const REMINDER_DELAY_HOURS = 3;
export const WAKING_HOURS = { from: 8, to: 22 } as const;
/** The anniversary note's local hour on an ordinary day. */
export const ANNIVERSARY_HOUR = 9;

/** A person with no usable place (no timezone, location Other) is reckoned in UTC, unheld. */
const NOWHERE = 'UTC';

function zoneOf(place: ResolvedPlace | null): string {
  return place?.timeZoneId ?? NOWHERE;
}

function holy(at: Date, recipient: RecipientPlace): boolean {
  return sacredTimeAt(at, recipient).inSacredTime;
}

/** The local calendar day `days` after a 'YYYY-MM-DD' date, in the zone. */
function localDay(date: string, days: number, zone: string): ReturnType<typeof DateTime.fromISO> {
  return DateTime.fromISO(date, { zone }).startOf('day').plus({ days });
}

/**
 * The invitation's instant for the week named by `weekOf` (its Shabbat, 'YYYY-MM-DD').
 * Never inside Shabbat or Yom Tov at the person's place.
 */
export function invitationTime(weekOf: string, recipient: RecipientPlace, day: CheckinDay): Date {
  const place = resolvePlace(recipient, new Date(`${weekOf}T12:00:00Z`));
  const zone = zoneOf(place);
  // Friday, or Thursday; each step back is one more day before a Yom Tov.
  for (let back = day === 'friday' ? 1 : 2; back <= 5; back++) {
    const d = localDay(weekOf, -back, zone);
    let at: Date;
    if (day === 'thursday') {
      at = d.set({ hour: THURSDAY_EVENING_HOUR }).toJSDate();
    } else {
      const candles = place ? candleLightingOn(d.year, d.month, d.day, place) : d.set({ hour: 18 }).toJSDate();
      const before = new Date(candles.getTime() - INVITE_HOURS_BEFORE_CANDLES * 3_600_000);
      const earliest = d.set({ hour: EARLIEST_INVITE_HOUR }).toJSDate();
      // Never after candle lighting: on a very short day, halfway between the earliest hour and it.
      at = before >= earliest ? before : new Date(Math.min(earliest.getTime(), (d.startOf('day').toMillis() + candles.getTime()) / 2));
    }
    if (!holy(at, recipient)) return at;
  }
  // Five days in a row of Shabbat and Yom Tov do not happen; the Sunday of the week, as a floor.
  return localDay(weekOf, -6, zone).set({ hour: 12 }).toJSDate();
}

/**
 * The one reminder's instant when the partner answered at `partnerAnsweredAt`, or null when it
 * would come too late (within an hour of the week's close).
 */
export function reminderTime(partnerAnsweredAt: Date, closesAt: Date, recipient: RecipientPlace, now: Date): Date | null {
  const place = resolvePlace(recipient, now);
  const zone = zoneOf(place);
  let at = new Date(Math.max(partnerAnsweredAt.getTime() + REMINDER_DELAY_HOURS * 3_600_000, now.getTime()));
  for (let i = 0; i < 6; i++) {
    const status = sacredTimeAt(at, recipient);
    if (status.inSacredTime && status.endsAt) {
      at = status.endsAt;
      continue;
    }
    const local = DateTime.fromJSDate(at, { zone });
    if (local.hour < WAKING_HOURS.from) {
      at = local.set({ hour: WAKING_HOURS.from, minute: 0, second: 0, millisecond: 0 }).toJSDate();
      continue;
    }
    if (local.hour >= WAKING_HOURS.to) {
      at = local.plus({ days: 1 }).set({ hour: WAKING_HOURS.from, minute: 0, second: 0, millisecond: 0 }).toJSDate();
      continue;
    }
    break;
  }
  return at.getTime() <= closesAt.getTime() - 3_600_000 ? at : null;
}

export interface Anniversary {
  /** The anniversary's local day, 'YYYY-MM-DD' (Gregorian): one note per day. */
  day: string;
  /** Years married on that day. */
  years: number;
  /** When the note is sent: the morning, or havdalah when the day is Shabbat or Yom Tov. */
  dueAt: Date;
}

/** The Hebrew date of a Gregorian day ('YYYY-MM-DD'). */
function jewishDateOf(date: string): JewishDate {
  const day = DateTime.fromISO(date, { zone: 'UTC' });
  const jewish = new JewishDate();
  jewish.setGregorianDate(day.year, day.month - 1, day.day); // kosher-zmanim's Gregorian months count from 0
  return jewish;
}

/** The Gregorian day ('YYYY-MM-DD') of the Hebrew anniversary in Hebrew year `year`. */
export function hebrewAnniversaryDay(weddingDate: string, year: number): string {
  const wedding = jewishDateOf(weddingDate);
  let month = wedding.getJewishMonth();
  const day = wedding.getJewishDayOfMonth();
  const probe = new JewishDate();
  probe.setJewishDate(year, JewishDate.TISHREI, 1);
  const leap = probe.isJewishLeapYear();
  // Adar in a leap year: a wedding in the Adar of an ordinary year keeps its anniversary in Adar II
  // (as a birthday or a bar mitzvah); Adar I and Adar II fall back to Adar in an ordinary year.
  if (month === JewishDate.ADAR_II && !leap) month = JewishDate.ADAR;
  else if (month === JewishDate.ADAR && !wedding.isJewishLeapYear() && leap) month = JewishDate.ADAR_II;
  // A 30th the month lacks that year (Cheshvan, Kislev, Adar I) is the first of the next month.
  probe.setJewishDate(year, month, 1);
  const target = new JewishDate();
  if (day > probe.getDaysInJewishMonth()) {
    target.setJewishDate(year, month, probe.getDaysInJewishMonth());
    const next = DateTime.fromObject({ year: target.getGregorianYear(), month: target.getGregorianMonth() + 1, day: target.getGregorianDayOfMonth() }, { zone: 'UTC' }).plus({ days: 1 });
    return next.toISODate() as string;
  }
  target.setJewishDate(year, month, day);
  return DateTime.fromObject({ year: target.getGregorianYear(), month: target.getGregorianMonth() + 1, day: target.getGregorianDayOfMonth() }, { zone: 'UTC' }).toISODate() as string;
}

/** The Gregorian anniversary in `year` (29 February is kept on the 28th in ordinary years). */
function gregorianAnniversaryDay(weddingDate: string, year: number): string {
  const wedding = DateTime.fromISO(weddingDate, { zone: 'UTC' });
  const day = DateTime.fromObject({ year, month: wedding.month, day: 1 }, { zone: 'UTC' });
  return day.set({ day: Math.min(wedding.day, day.daysInMonth as number) }).toISODate() as string;
}

function hebrewYearOf(date: string): number {
  return jewishDateOf(date).getJewishYear();
}

/**
 * The next anniversary whose local day is today or later and after `after` (the last day already
 * noted, 'YYYY-MM-DD'), or null before the first one.
 */
export function nextAnniversary(
  weddingDate: string,
  calendar: AnniversaryCalendar,
  recipient: RecipientPlace,
  now: Date,
  after: string | null = null,
): Anniversary | null {
  const place = resolvePlace(recipient, now);
  const zone = zoneOf(place);
  const today = DateTime.fromJSDate(now, { zone }).toISODate() as string;
  const firstYear = calendar === 'hebrew' ? hebrewYearOf(weddingDate) : Number(weddingDate.slice(0, 4));
  const thisYear = calendar === 'hebrew' ? hebrewYearOf(today) : Number(today.slice(0, 4));
  for (let year = Math.max(thisYear - 1, firstYear + 1); year <= thisYear + 2; year++) {
    const day = calendar === 'hebrew' ? hebrewAnniversaryDay(weddingDate, year) : gregorianAnniversaryDay(weddingDate, year);
    if (day < today || (after !== null && day <= after)) continue;
    const morning = DateTime.fromISO(day, { zone }).set({ hour: ANNIVERSARY_HOUR }).toJSDate();
    const status = sacredTimeAt(morning, recipient);
    return { day, years: year - firstYear, dueAt: status.inSacredTime && status.endsAt ? status.endsAt : morning };
  }
  return null;
}
