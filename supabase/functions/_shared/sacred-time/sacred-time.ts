// Is the recipient inside Shabbat or Yom Tov right now, where they live, and when does it end?
// The Hebrew calendar and the zmanim come from kosher-zmanim (LGPL-3.0, used unmodified as a
// library): JewishCalendar knows which days forbid melacha, in Israel (one day of Yom Tov) and in
// the diaspora (two); ComplexZmanimCalendar gives sunset and tzeit for the place.
//
// The hold is deliberately generous at both ends, because the coordinates are a city for the
// recipient's timezone, not their street: it starts at candle lighting (18 minutes before sunset
// on the eve) and ends at tzeit hakochavim with the sun 8.5° below the horizon (the common
// havdalah time), never at sunset.
import { ComplexZmanimCalendar, DateTime, GeoLocation, JewishCalendar } from 'kosher-zmanim';
import { resolvePlace, type RecipientPlace, type ResolvedPlace } from './places.ts';

/** kosher-zmanim's Luxon DateTime (the library exports the class as a value). */
type Day = ReturnType<typeof DateTime.fromJSDate>;

export type { RecipientPlace, ResolvedPlace } from './places.ts';
export { resolvePlace } from './places.ts';

export type SacredTimeKind = 'shabbat' | 'yom_tov' | 'shabbat_and_yom_tov';

export interface SacredTimeStatus {
  /** true from candle lighting until tzeit of the last sacred day in a row. */
  inSacredTime: boolean;
  /** What the current (or starting) day is; null when not in sacred time. */
  kind: SacredTimeKind | null;
  /** Havdalah: tzeit after the last of the consecutive Shabbat / Yom Tov days; null when not held. */
  endsAt: Date | null;
  /** The place the answer was computed for; null when the profile names no usable place. */
  place: ResolvedPlace | null;
}

/** Minutes before sunset that Shabbat is taken in (candle lighting). */
export const CANDLE_LIGHTING_MINUTES = 18;
/** Consecutive days of melacha prohibition never exceed three (Yom Tov next to Shabbat). */
const MAX_CONSECUTIVE_DAYS = 4;

interface DayTimes {
  candleLighting: Date;
  tzeit: Date;
}

function zmanimFor(day: Day, place: ResolvedPlace): DayTimes {
  const geo = new GeoLocation(null, place.latitude, place.longitude, 0, place.timeZoneId);
  const calendar = new ComplexZmanimCalendar(geo);
  calendar.setDate(day);
  const sunset = calendar.getSunset();
  const tzeit = calendar.getTzaisGeonim8Point5Degrees();
  if (sunset && tzeit) {
    return { candleLighting: sunset.minus({ minutes: CANDLE_LIGHTING_MINUTES }).toJSDate(), tzeit: tzeit.toJSDate() };
  }
  // Polar day or night: no sunset at all. Hold from 18:00 to 20:00 local, a plain convention.
  return { candleLighting: day.set({ hour: 18 }).toJSDate(), tzeit: day.set({ hour: 20 }).toJSDate() };
}

function jewishDay(day: Day, place: ResolvedPlace): JewishCalendar {
  const calendar = new JewishCalendar(day);
  calendar.setInIsrael(place.inIsrael);
  return calendar;
}

function isSacredDay(day: Day, place: ResolvedPlace): boolean {
  return jewishDay(day, place).isAssurBemelacha();
}

function kindOf(day: Day, place: ResolvedPlace): SacredTimeKind {
  const calendar = jewishDay(day, place);
  const shabbat = calendar.getDayOfWeek() === 7;
  const yomTov = calendar.isYomTovAssurBemelacha();
  if (shabbat && yomTov) return 'shabbat_and_yom_tov';
  return shabbat ? 'shabbat' : 'yom_tov';
}

/** The sacred-time status of a recipient at `now` (an instant; their timezone decides the day). */
export function sacredTimeAt(now: Date, recipient: RecipientPlace): SacredTimeStatus {
  const place = resolvePlace(recipient, now);
  if (!place) return { inSacredTime: false, kind: null, endsAt: null, place: null };
  const today = DateTime.fromJSDate(now, { zone: place.timeZoneId }).startOf('day');
  const tomorrow = today.plus({ days: 1 });

  let sacredDay: Day | null = null;
  if (isSacredDay(today, place) && now < zmanimFor(today, place).tzeit) sacredDay = today;
  else if (isSacredDay(tomorrow, place) && now >= zmanimFor(today, place).candleLighting) sacredDay = tomorrow;
  if (!sacredDay) return { inSacredTime: false, kind: null, endsAt: null, place };

  let lastDay = sacredDay;
  for (let i = 1; i < MAX_CONSECUTIVE_DAYS && isSacredDay(lastDay.plus({ days: 1 }), place); i++) {
    lastDay = lastDay.plus({ days: 1 });
  }
  return { inSacredTime: true, kind: kindOf(sacredDay, place), endsAt: zmanimFor(lastDay, place).tzeit, place };
}

/** Candle lighting (sunset − 18 min; 18:00 without a sunset) on a calendar day at the place,
 *  e.g. to send something before Shabbat comes in (weekly check-ins, issue 34). */
export function candleLightingOn(year: number, month: number, day: number, place: ResolvedPlace): Date {
  return zmanimFor(DateTime.fromObject({ year, month, day }, { zone: place.timeZoneId }), place).candleLighting;
}
