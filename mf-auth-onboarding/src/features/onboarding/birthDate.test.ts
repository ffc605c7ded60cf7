import { formatTypedBirthDate, fromIsoDate, parseTypedBirthDate, toIsoDate } from './birthDate';

const today = new Date(2026, 10, 21); // 21 Nov 2026

function parsedIso(text: string): string | null {
  const parsed = parseTypedBirthDate(text, today);
  return parsed.kind === 'valid' ? toIsoDate(parsed.date) : null;
}

describe('parseTypedBirthDate (spec §5)', () => {
  it('accepts M/D/YYYY and MM/DD/YYYY', () => {
    expect(parsedIso('4/5/1990')).toBe('1990-04-05');
    expect(parsedIso('04/05/1990')).toBe('1990-04-05');
    expect(parsedIso(' 12/31/1999 ')).toBe('1999-12-31');
  });

  it('adds 1900 to a two-digit year', () => {
    expect(parsedIso('4/5/19')).toBe('1919-04-05');
    expect(parsedIso('1/1/00')).toBe('1900-01-01');
    expect(parsedIso('12/31/99')).toBe('1999-12-31');
  });

  it('reports other shapes as not (yet) a date', () => {
    for (const text of ['4/5', '4/5/199', '04-05-1990', '1990-04-05', 'April 5 1990', '4/5/19900']) {
      expect(parseTypedBirthDate(text, today)).toEqual({ kind: 'incomplete' });
    }
    expect(parseTypedBirthDate('   ', today)).toEqual({ kind: 'empty' });
  });

  it('refuses dates that do not exist', () => {
    for (const text of ['2/30/1990', '2/29/1990', '13/1/1990', '0/10/1990', '4/31/1990', '4/0/1990']) {
      expect(parseTypedBirthDate(text, today)).toEqual({ kind: 'not-a-real-date' });
    }
    expect(parsedIso('2/29/1992')).toBe('1992-02-29');
  });

  it('refuses the future, but accepts today', () => {
    expect(parseTypedBirthDate('11/22/2026', today)).toEqual({ kind: 'in-the-future' });
    expect(parseTypedBirthDate('1/1/2090', today)).toEqual({ kind: 'in-the-future' });
    expect(parsedIso('11/21/2026')).toBe('2026-11-21');
  });

  it('refuses years before 1900', () => {
    expect(parseTypedBirthDate('12/31/1899', today)).toEqual({ kind: 'year-out-of-range' });
    expect(parseTypedBirthDate('1/1/0099', today)).toEqual({ kind: 'year-out-of-range' });
    expect(parsedIso('1/1/1900')).toBe('1900-01-01');
  });
});

describe('date conversions', () => {
  it('formats for the text box and reads stored dates without a timezone shift', () => {
    expect(formatTypedBirthDate(new Date(1919, 3, 5))).toBe('04/05/1919');
    const stored = fromIsoDate('1990-04-05');
    expect(stored && toIsoDate(stored)).toBe('1990-04-05');
    expect(fromIsoDate(null)).toBeNull();
    expect(fromIsoDate('garbage')).toBeNull();
  });
});

describe('day-first order (Hebrew)', () => {
  it('reads and writes DD/MM/YYYY with the same rules', () => {
    const parsed = parseTypedBirthDate('4/5/1990', today, 'dmy');
    expect(parsed.kind === 'valid' && toIsoDate(parsed.date)).toBe('1990-05-04');
    expect(parseTypedBirthDate('31/12/99', today, 'dmy')).toEqual({ kind: 'valid', date: new Date(1999, 11, 31) });
    expect(parseTypedBirthDate('12/31/1999', today, 'dmy')).toEqual({ kind: 'not-a-real-date' });
    expect(parseTypedBirthDate('22/11/2026', today, 'dmy')).toEqual({ kind: 'in-the-future' });
    expect(formatTypedBirthDate(new Date(1919, 3, 5), 'dmy')).toBe('05/04/1919');
  });
});
