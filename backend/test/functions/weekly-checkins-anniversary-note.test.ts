// The anniversary note the guide composes (issue 34): it fits the couple — the years, the date by
// the calendar they chose, the season or holiday it falls in or near, a day that was Shabbat or Yom
// Tov — with one source from the guide's corpus and a line saying why; English and Hebrew, the
// Hebrew written for the reader's gender (and the partner's where it names them), never a slash form,
// and nothing that reads as a ruling.
import { getEntry } from '../../../supabase/functions/_shared/corpus/index';
import { hebrewRef } from '../../../supabase/functions/_shared/corpus/hebrew-ref';
import { containsRuling } from '../../../supabase/functions/_shared/guide/halachic';
import { HEBREW_SLASH_FORM } from '../../../supabase/functions/_shared/guide/hebrew-text';
import {
  composeAnniversaryNote,
  hebrewDateOf,
  occasionOf,
  PARTNER_MARK,
  type AnniversaryNote,
} from '../../../supabase/functions/_shared/weekly-checkins/index';

type Input = Parameters<typeof composeAnniversaryNote>[0];
const JERUSALEM = { timezone: 'Asia/Jerusalem', location: 'Israel' };
const NEW_YORK = { timezone: 'America/New_York', location: 'United States' };
const note = (over: Partial<Input>): AnniversaryNote =>
  composeAnniversaryNote({ weddingDate: '2017-09-07', calendar: 'hebrew', day: '2026-08-27', years: 9, place: JERUSALEM, reader: 'm', partner: 'f', ...over });

/** The sources quoted in a body: "(Ref)" right after a closing quote mark. */
const quotedRefs = (body: string) => [...body.matchAll(/" \(([^)]+)\)/g)].map((m) => m[1]);

test('by the Hebrew date in Elul: the day, the years, the month\'s verse and why, a suggestion — for him, for her, for someone unnamed', () => {
  // 14 Elul 5786 (a Thursday: no Shabbat line).
  const him = note({});
  expect(him.occasion).toBe('elul');
  expect(him.source).toEqual({ id: 'song-of-songs-6-3', ref: 'Song of Songs 6:3' });
  expect(him.en.title).toBe('9 years together: happy anniversary');
  expect(him.en.body).toMatch(/^Today, 14 Elul, is the Hebrew date of your wedding with \{partner\}: 9 years together\. "I am my beloved's and my beloved is mine/);
  expect(him.en.body).toContain('(Song of Songs 6:3) — its first letters spell Elul');
  expect(him.en.body).toContain('A suggestion for today: before Rosh Hashanah, tell {partner}');
  expect(him.en.body).not.toContain('Shabbat');
  expect(him.he.title).toBe('מזל טוב ל־9 שנים יחד');
  expect(him.he.body).toMatch(/^היום, י״ד באלול, יום הנישואין שלך עם \{partner\} לפי הלוח העברי: 9 שנים יחד\./);
  expect(him.he.body).toContain(`"אני לדודי ודודי לי הרעה בשושנים" (${hebrewRef('Song of Songs 6:3')}) — ראשי התיבות שלו יוצרים את המילה אלול`);
  expect(him.he.body).toContain('הצעה להיום: ספר ל{partner} לפני ראש השנה');
  expect(note({ reader: 'f', partner: 'm' }).he.body).toContain('הצעה להיום: ספרי ל{partner} לפני ראש השנה');
  expect(note({ reader: 'n', partner: 'n' }).he.body).toContain('הצעה להיום: כדאי לספר ל{partner} לפני ראש השנה');
});

test('by the Gregorian date, at Chanukah, the partner named by their gender in Hebrew', () => {
  const her = note({ calendar: 'gregorian', weddingDate: '2016-12-10', day: '2026-12-10', years: 10, place: NEW_YORK, reader: 'f', partner: 'm' });
  expect(her.occasion).toBe('chanukah');
  expect(her.en.body).toMatch(/^Today, 10 December, is your wedding anniversary with \{partner\}: 10 years together\./);
  expect(quotedRefs(her.en.body)).toEqual(['Mishneh Torah, Chanukah 4:14']);
  expect(her.he.body).toMatch(/^היום, 10 בדצמבר, יום הנישואין שלך עם \{partner\}: 10 שנים יחד\./);
  expect(her.he.body).toContain('הדליקי הערב את הנרות יחד עם {partner}, ואמרי דבר אחד שמוסיף אור לבית שלכם בזכותו.');
  expect(note({ calendar: 'gregorian', day: '2026-12-10', years: 10, reader: 'm', partner: 'f' }).he.body).toContain('הדלק הערב את הנרות יחד עם {partner}, ואמור דבר אחד שמוסיף אור לבית שלכם בזכותה.');
  // A partner whose gender the profile does not hold is named, not guessed.
  expect(note({ calendar: 'gregorian', day: '2026-12-10', years: 10, reader: 'n', partner: 'n' }).he.body).toContain('ולומר דבר אחד שמוסיף אור לבית שלכם בזכות {partner}.');
});

test('Sukkot: "to each other" as the couple is (זה לזו, זו לזה); a day of Yom Tov abroad waited for havdalah, not in Israel', () => {
  // 16 Tishrei 5787 (Sunday 27 September 2026): the second day of Sukkot abroad, Chol HaMoed in Israel.
  const abroad = note({ day: '2026-09-27', place: NEW_YORK });
  expect(abroad.occasion).toBe('sukkot');
  expect(abroad.source.ref).toBe('Ecclesiastes 4:9');
  expect(abroad.en.body).toContain('This year it fell on Yom Tov, so this note waited until after havdalah.');
  expect(abroad.he.body).toContain('השנה הוא חל ביום טוב, ולכן הברכה הגיעה אחרי ההבדלה.');
  expect(abroad.he.body).toContain('ולספר זה לזו על ברכה אחת');
  expect(note({ day: '2026-09-27', place: NEW_YORK, reader: 'f', partner: 'm' }).he.body).toContain('ולספר זו לזה על ברכה אחת');
  expect(note({ day: '2026-09-27', place: JERUSALEM }).en.body).not.toContain('havdalah');
  // On Shabbat: 8 Tishrei 5787 (Saturday 19 September 2026), between Rosh Hashanah and Yom Kippur.
  const shabbat = note({ day: '2026-09-19', place: JERUSALEM });
  expect(shabbat.occasion).toBe('days_of_awe');
  expect(shabbat.en.body).toContain('This year it fell on Shabbat, so this note waited until after havdalah.');
  expect(shabbat.he.body).toContain('השנה הוא חל בשבת');
});

test('without a season or holiday the years choose: the first year, the early years, ten, twenty-five', () => {
  const plain = { calendar: 'gregorian' as const, day: '2027-05-20' }; // 13 Iyar: no holiday near
  expect(occasionOf(plain.day)).toBeNull();
  const first = note({ ...plain, years: 1 });
  expect([first.source.ref, first.en.title, first.he.title]).toEqual(['Ketubot 8a', 'One year together: happy anniversary', 'מזל טוב לשנה הראשונה יחד']);
  expect(first.en.body).toContain(': one year together.');
  expect(note({ ...plain, years: 2 }).he.body).toContain(': שנתיים יחד.');
  expect(note({ ...plain, years: 2 }).source.ref).toBe('Song of Songs 8:7');
  expect(note({ ...plain, years: 5, reader: 'm' }).he.body).toContain('שבגללו היית מתחתן שוב');
  expect(note({ ...plain, years: 5, reader: 'f' }).he.body).toContain('שבגללו היית מתחתנת שוב');
  expect(note({ ...plain, years: 12 }).source.ref).toBe('Proverbs 24:3');
  expect(note({ ...plain, years: 30 }).source.ref).toBe('Jeremiah 2:2');
});

test('the Hebrew date of a leap year\'s Adar I and Adar II', () => {
  expect(hebrewDateOf('2027-02-10')).toEqual({ en: '3 Adar I', he: 'ג׳ באדר א׳' });
  expect(hebrewDateOf('2027-03-10')).toEqual({ en: '1 Adar II', he: 'א׳ באדר ב׳' });
});

test('every note: one source from the corpus, its why, English and Hebrew, no slash form, the partner left to be named', () => {
  const days = ['2026-08-27', '2026-09-19', '2026-09-27', '2026-12-10', '2027-04-24', '2027-06-12', '2027-08-20', '2027-05-20'];
  const seen = new Set<string>();
  for (const day of days) {
    for (const years of [1, 2, 12, 30]) {
      for (const [reader, partner] of [['m', 'f'], ['f', 'm'], ['n', 'n'], ['m', 'm'], ['f', 'n']] as const) {
        const n = note({ day, years, reader, partner, place: NEW_YORK });
        seen.add(n.source.id);
        const entry = getEntry(n.source.id)!;
        expect(entry.ref).toBe(n.source.ref);
        expect(quotedRefs(n.en.body)).toEqual([entry.ref]);
        expect(quotedRefs(n.he.body)).toEqual([hebrewRef(entry.ref)]);
        expect(n.en.body).toContain(entry.en);
        // As the guide quotes in an ordinary answer: nothing that reads as a ruling.
        expect([n.source.id, containsRuling(n.en.body), containsRuling(n.he.body)]).toEqual([n.source.id, false, false]);
        expect(n.he.body).toContain(entry.he);
        expect(n.en.body).toContain(PARTNER_MARK);
        expect(n.he.body).toContain(PARTNER_MARK);
        expect([day, reader, partner, HEBREW_SLASH_FORM.test(n.he.body), /[{}[\]|]/.test(n.he.body.replaceAll(PARTNER_MARK, ''))]).toEqual([day, reader, partner, false, false]);
        expect(n.en.body.length + n.he.body.length).toBeLessThan(1700);
      }
    }
  }
  expect(seen.size).toBe(10);
});
