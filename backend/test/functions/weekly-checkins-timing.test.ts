// When the weekly check-in's messages come (issue 34): the Friday invitation before candle lighting
// at each person's place across a daylight-saving change, a Yom Tov on Friday, Thursday evening by
// choice, the one reminder, and the anniversary by the Hebrew date (Adar I / Adar II in leap years)
// or the Gregorian, after havdalah when it falls on Shabbat. Fixed instants: the answers never depend
// on when the suite runs.
import { sacredTimeAt } from '../../../supabase/functions/_shared/sacred-time';
import {
  hebrewAnniversaryDay,
  invitationTime,
  nextAnniversary,
  reminderTime,
  INVITE_HOURS_BEFORE_CANDLES,
} from '../../../supabase/functions/_shared/weekly-checkins/timing';

/** 'Fri 2026-10-30 13:36' at the zone. */
function wallTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone, weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(at);
  const p = (type: string) => parts.find((x) => x.type === type)?.value;
  return `${p('weekday')} ${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`;
}

const JERUSALEM = { timezone: 'Asia/Jerusalem', location: 'Israel' };
const NEW_YORK = { timezone: 'America/New_York', location: 'United States' };
const LONDON = { timezone: 'Europe/London', location: 'United Kingdom' };
const MELBOURNE = { timezone: 'Australia/Melbourne', location: 'Australia' };
const HOUR = 3_600_000;

describe('the Friday invitation', () => {
  // Each city's clocks change between the two weeks: Israel and the UK on 25 October 2026, the US on
  // 1 November, Melbourne (spring) on 4 October.
  test.each([
    ['Jerusalem', JERUSALEM, '2026-10-24', 'Fri 2026-10-23 13:40', '2026-10-31', 'Fri 2026-10-30 12:33'],
    ['New York', NEW_YORK, '2026-10-31', 'Fri 2026-10-30 13:36', '2026-11-07', 'Fri 2026-11-06 12:28'],
    ['London', LONDON, '2026-10-24', 'Fri 2026-10-23 13:32', '2026-10-31', 'Fri 2026-10-30 12:19'],
    ['Melbourne', MELBOURNE, '2026-10-03', 'Fri 2026-10-02 14:07', '2026-10-10', 'Fri 2026-10-09 15:13'],
  ])('%s: four hours before candle lighting on Friday, on both sides of the clock change', (_city, place, before, beforeWall, after, afterWall) => {
    for (const [weekOf, wall] of [[before, beforeWall], [after, afterWall]] as const) {
      const at = invitationTime(weekOf, place, 'friday');
      expect(wallTime(at, place.timezone)).toBe(wall);
      // Outside Shabbat, and Shabbat comes in exactly four hours later (candle lighting).
      expect(sacredTimeAt(at, place).inSacredTime).toBe(false);
      const candles = new Date(at.getTime() + INVITE_HOURS_BEFORE_CANDLES * HOUR);
      expect(sacredTimeAt(new Date(candles.getTime() - 60_000), place).inSacredTime).toBe(false);
      // (Melbourne's 3 October is Shabbat and Shemini Atzeret together.)
      expect(sacredTimeAt(new Date(candles.getTime() + 60_000), place)).toMatchObject({ inSacredTime: true, kind: expect.stringMatching(/^shabbat/) });
    }
  });

  test('Thursday evening for those who chose it, at 20:00 their time', () => {
    expect(wallTime(invitationTime('2026-10-31', NEW_YORK, 'thursday'), NEW_YORK.timezone)).toBe('Thu 2026-10-29 20:00');
    expect(wallTime(invitationTime('2026-10-10', MELBOURNE, 'thursday'), MELBOURNE.timezone)).toBe('Thu 2026-10-08 20:00');
  });

  test('a Yom Tov on Friday (Shavuot, 22 May 2026): the invitation comes on Thursday, before Yom Tov', () => {
    for (const place of [JERUSALEM, NEW_YORK, LONDON, MELBOURNE]) {
      const at = invitationTime('2026-05-23', place, 'friday');
      expect(wallTime(at, place.timezone)).toMatch(/^Thu 2026-05-21 /);
      expect(sacredTimeAt(at, place).inSacredTime).toBe(false);
      // Yom Tov comes in four hours later.
      expect(sacredTimeAt(new Date(at.getTime() + INVITE_HOURS_BEFORE_CANDLES * HOUR + 60_000), place)).toMatchObject({ inSacredTime: true, kind: 'yom_tov' });
    }
    expect(wallTime(invitationTime('2026-05-23', JERUSALEM, 'friday'), JERUSALEM.timezone)).toBe('Thu 2026-05-21 15:14');
  });

  test('Thursday evening that is already Erev Yom Tov moves to Wednesday evening', () => {
    // New York lights candles for Shavuot at 19:54 on Thursday 21 May 2026; London at about 20:40.
    expect(wallTime(invitationTime('2026-05-23', NEW_YORK, 'thursday'), NEW_YORK.timezone)).toBe('Wed 2026-05-20 20:00');
    expect(wallTime(invitationTime('2026-05-23', LONDON, 'thursday'), LONDON.timezone)).toBe('Thu 2026-05-21 20:00');
  });

  test('a person with no known place gets it on Friday, reckoned in UTC', () => {
    expect(wallTime(invitationTime('2026-10-31', { timezone: null, location: 'Other' }, 'friday'), 'UTC')).toBe('Fri 2026-10-30 14:00');
  });
});

describe('the one reminder', () => {
  const closes = new Date('2026-11-03T00:00:00Z');

  test('three hours after the partner answered, on an ordinary afternoon', () => {
    const answered = new Date('2026-10-29T12:00:00Z'); // Thursday 14:00 in Jerusalem
    expect(wallTime(reminderTime(answered, closes, JERUSALEM, answered)!, JERUSALEM.timezone)).toBe('Thu 2026-10-29 17:00');
  });

  test('inside Shabbat it waits for havdalah', () => {
    const answered = new Date('2026-10-30T12:00:00Z'); // Friday 14:00 in Jerusalem; +3 h is Shabbat
    const at = reminderTime(answered, closes, JERUSALEM, answered)!;
    expect(wallTime(at, JERUSALEM.timezone)).toMatch(/^Sat 2026-10-31 17:/);
    expect(sacredTimeAt(at, JERUSALEM).inSacredTime).toBe(false);
    expect(sacredTimeAt(new Date(at.getTime() - 60_000), JERUSALEM).inSacredTime).toBe(true);
  });

  test('at night it waits for the morning; too close to the close of the week, none', () => {
    const late = new Date('2026-11-01T20:00:00Z'); // Sunday 22:00 in Jerusalem
    expect(wallTime(reminderTime(late, closes, JERUSALEM, late)!, JERUSALEM.timezone)).toBe('Mon 2026-11-02 08:00');
    const last = new Date('2026-11-02T20:00:00Z');
    expect(reminderTime(last, closes, JERUSALEM, last)).toBeNull();
  });
});

describe('the anniversary', () => {
  const now = new Date('2026-11-29T10:00:00Z');

  test('by the Hebrew date: a wedding in the Adar of an ordinary year is remembered in Adar II of a leap year', () => {
    // 14 Adar 5785 (Purim, 14 March 2025).
    expect(hebrewAnniversaryDay('2025-03-14', 5786)).toBe('2026-03-03'); // 14 Adar 5786
    expect(hebrewAnniversaryDay('2025-03-14', 5787)).toBe('2027-03-23'); // 14 Adar II 5787 (leap)
  });

  test('Adar I and Adar II of a leap year keep their month in leap years and fall back to Adar otherwise', () => {
    // 6 Adar I 5784 (15 February 2024) and 5 Adar II 5784 (15 March 2024).
    expect(hebrewAnniversaryDay('2024-02-15', 5785)).toBe('2025-03-06'); // 6 Adar
    expect(hebrewAnniversaryDay('2024-02-15', 5787)).toBe('2027-02-13'); // 6 Adar I
    expect(hebrewAnniversaryDay('2024-03-15', 5785)).toBe('2025-03-05'); // 5 Adar
    expect(hebrewAnniversaryDay('2024-03-15', 5787)).toBe('2027-03-14'); // 5 Adar II
  });

  test('on an ordinary day, the morning of the day, with the years counted in Hebrew years', () => {
    const next = nextAnniversary('2020-01-09', 'hebrew', JERUSALEM, now)!; // 12 Tevet 5780
    expect(next).toMatchObject({ day: '2026-12-22', years: 7 });
    expect(wallTime(next.dueAt, JERUSALEM.timezone)).toBe('Tue 2026-12-22 09:00');
  });

  test('on Shabbat it arrives after havdalah', () => {
    // 16 Elul 5777 (7 September 2017); in 5787 the 16th of Elul is Shabbat, 18 September 2027.
    const next = nextAnniversary('2017-09-07', 'hebrew', JERUSALEM, now)!;
    expect(next).toMatchObject({ day: '2027-09-18', years: 10 });
    expect(wallTime(next.dueAt, JERUSALEM.timezone)).toMatch(/^Sat 2027-09-18 19:/);
    expect(next.dueAt).toEqual(sacredTimeAt(new Date('2027-09-18T09:00:00Z'), JERUSALEM).endsAt);
  });

  test('by the Gregorian date; 29 February on the 28th in an ordinary year; one note per day', () => {
    expect(nextAnniversary('2016-02-29', 'gregorian', LONDON, now)).toMatchObject({ day: '2027-02-28', years: 11 });
    expect(nextAnniversary('2019-11-29', 'gregorian', LONDON, now)).toMatchObject({ day: '2026-11-29', years: 7 });
    expect(nextAnniversary('2019-11-29', 'gregorian', LONDON, now, '2026-11-29')).toMatchObject({ day: '2027-11-29', years: 8 });
  });
});
