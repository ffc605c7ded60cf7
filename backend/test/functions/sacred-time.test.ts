// The Shabbat / Yom Tov clock the partner communicator (and push delivery) holds messages by.
// Dates are fixed instants, so the answers never depend on when the suite runs.
import { sacredTimeAt } from '../../../supabase/functions/_shared/sacred-time';

/** An instant given as local wall time in a zone ('2026-11-27T16:30' in America/New_York). */
function local(wallTime: string, timeZone: string): Date {
  const guess = new Date(`${wallTime}:00Z`);
  const shown = new Date(guess.toLocaleString('en-US', { timeZone }));
  const utcShown = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (shown.getTime() - utcShown.getTime()));
}

function wallTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(at);
}

const NEW_YORK = { timezone: 'America/New_York', location: 'United States' };
const JERUSALEM = { timezone: 'Asia/Jerusalem', location: 'Israel' };

describe('sacred time at the recipient\'s place', () => {
  test('a Friday afternoon in New York is ordinary time', () => {
    expect(sacredTimeAt(local('2026-11-27T12:00', 'America/New_York'), NEW_YORK)).toMatchObject({
      inSacredTime: false,
      kind: null,
      endsAt: null,
    });
  });

  test('from candle lighting on Friday it is Shabbat, until tzeit on Saturday night', () => {
    const status = sacredTimeAt(local('2026-11-27T16:20', 'America/New_York'), NEW_YORK);
    expect(status.inSacredTime).toBe(true);
    expect(status.kind).toBe('shabbat');
    // Sunset in New York on 28 November is about 16:29; 8.5° below the horizon comes ~45 min later.
    const ends = wallTime(status.endsAt!, 'America/New_York');
    expect(ends >= '2026-11-28 17:00' && ends <= '2026-11-28 17:30').toBe(true);
  });

  test('an hour before sunset on Friday is not yet Shabbat', () => {
    expect(sacredTimeAt(local('2026-11-27T15:20', 'America/New_York'), NEW_YORK).inSacredTime).toBe(false);
  });

  test('Saturday afternoon is still Shabbat; after havdalah it is over', () => {
    const afternoon = sacredTimeAt(local('2026-11-28T15:00', 'America/New_York'), NEW_YORK);
    expect(afternoon.inSacredTime).toBe(true);
    const after = sacredTimeAt(new Date(afternoon.endsAt!.getTime() + 60_000), NEW_YORK);
    expect(after.inSacredTime).toBe(false);
    const justBefore = sacredTimeAt(new Date(afternoon.endsAt!.getTime() - 60_000), NEW_YORK);
    expect(justBefore.inSacredTime).toBe(true);
  });

  test('the same instant is Shabbat in Jerusalem and an ordinary Friday in New York', () => {
    const fridayEveningInJerusalem = local('2026-11-27T18:00', 'Asia/Jerusalem');
    expect(sacredTimeAt(fridayEveningInJerusalem, JERUSALEM)).toMatchObject({ inSacredTime: true, kind: 'shabbat' });
    expect(sacredTimeAt(fridayEveningInJerusalem, NEW_YORK).inSacredTime).toBe(false);
  });

  test('Yom Tov: the diaspora keeps the second day (Simchat Torah, 4 October 2026), Israel does not', () => {
    const sundayNoon = { ny: local('2026-10-04T12:00', 'America/New_York'), il: local('2026-10-04T12:00', 'Asia/Jerusalem') };
    expect(sacredTimeAt(sundayNoon.ny, NEW_YORK)).toMatchObject({ inSacredTime: true, kind: 'yom_tov' });
    expect(sacredTimeAt(sundayNoon.il, JERUSALEM).inSacredTime).toBe(false);
  });

  test('Shabbat followed by Yom Tov is held until tzeit of the last day', () => {
    // Shemini Atzeret falls on Shabbat 3 October 2026; in New York Simchat Torah follows on Sunday.
    const status = sacredTimeAt(local('2026-10-02T20:00', 'America/New_York'), NEW_YORK);
    expect(status.kind).toBe('shabbat_and_yom_tov');
    expect(wallTime(status.endsAt!, 'America/New_York').slice(0, 10)).toBe('2026-10-04');
    const inJerusalem = sacredTimeAt(local('2026-10-02T20:00', 'Asia/Jerusalem'), JERUSALEM);
    expect(wallTime(inJerusalem.endsAt!, 'Asia/Jerusalem').slice(0, 10)).toBe('2026-10-03');
  });

  test('Yom Kippur on a weekday is held', () => {
    // Yom Kippur 5787: Monday 21 September 2026.
    expect(sacredTimeAt(local('2026-09-21T10:00', 'Europe/London'), { timezone: 'Europe/London' })).toMatchObject({
      inSacredTime: true,
      kind: 'yom_tov',
    });
  });

  test('without a valid timezone the location decides; with neither, nothing is held', () => {
    const fridayNightInLondon = local('2026-11-27T20:00', 'Europe/London');
    const byLocation = sacredTimeAt(fridayNightInLondon, { timezone: 'Not/AZone', location: 'United Kingdom' });
    expect(byLocation).toMatchObject({ inSacredTime: true, place: { timeZoneId: 'Europe/London', inIsrael: false } });
    expect(sacredTimeAt(fridayNightInLondon, { timezone: null, location: 'Other' })).toMatchObject({
      inSacredTime: false,
      place: null,
    });
  });

  test('a timezone with no known city is placed on its meridian', () => {
    const status = sacredTimeAt(local('2026-11-27T21:00', 'America/Bogota'), { timezone: 'America/Bogota' });
    expect(status.inSacredTime).toBe(true);
    expect(status.place).toMatchObject({ timeZoneId: 'America/Bogota', approximate: true, longitude: -75 });
  });
});
