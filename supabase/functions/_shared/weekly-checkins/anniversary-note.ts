// The anniversary note (issue 34, "a warm note and a suggestion from the guide (composed,
// sourced)"): composed for one person of a couple from what the couple's day is — how many years,
// the date by the calendar they chose, the season or holiday it falls in or near, whether it fell
// on Shabbat or Yom Tov — with one source from the guide's corpus and a line saying why it is
// there, and a suggestion for the day. English and Hebrew; the Hebrew is written for the reader's
// gender and names the partner's by the guide's own templates (guide/hebrew-text.ts inflect: an
// unknown gender takes a neutral wording, never a slash form).
//
// Built from the embedded guide's parts, as its answers are: corpus entries (corpus/), Hebrew
// references (corpus/hebrew-ref.ts), a source chosen for the point with its reason (the
// ChosenSource of guide/point-sources.ts). None reads as a ruling (guide/halachic.ts containsRuling,
// checked by the tests rather than here: it would load the guide's classifier into the planner).
//
// The partner's name is left as the mark {partner}: the database writes the current name when the
// note is sent (send_due_checkin_notifications), which may be months after it was planned.
import { JewishCalendar, HebrewDateFormatter, DateTime } from 'kosher-zmanim';
import { getEntry } from '../corpus/index.ts';
import { hebrewNumeral, hebrewRef } from '../corpus/hebrew-ref.ts';
import { inflect, type Gender } from '../guide/hebrew-text.ts';
import type { ChosenSource } from '../guide/point-sources.ts';
import { resolvePlace, sacredTimeAt, type RecipientPlace } from '../sacred-time/index.ts';
import type { AnniversaryCalendar } from './timing.ts';

/** The season or holiday an anniversary falls in or near, by the Hebrew calendar. */
export type Occasion = 'elul' | 'days_of_awe' | 'sukkot' | 'chanukah' | 'pesach' | 'shavuot' | 'tu_bav';

export interface AnniversaryNoteInput {
  weddingDate: string;
  calendar: AnniversaryCalendar;
  /** The anniversary's day, 'YYYY-MM-DD' (nextAnniversary's day). */
  day: string;
  years: number;
  place: RecipientPlace;
  /** The reader's gender and the partner's (profiles.gender: male / female, else neutral). */
  reader: Gender;
  partner: Gender;
}

interface Text {
  title: string;
  body: string;
}

export interface AnniversaryNote {
  occasion: Occasion | null;
  source: { id: string; ref: string };
  en: Text;
  he: Text;
}

export const PARTNER_MARK = '{partner}';

interface Suggestion {
  en: string;
  /** inflect() template: {reader m|f|n}, [partner m|f|n]. */
  he: string;
}

interface Fit {
  source: string;
  why: { en: string; he: string };
  suggestion: Suggestion;
}

const BY_OCCASION: Record<Occasion, Fit> = {
  elul: {
    source: 'song-of-songs-6-3',
    why: {
      en: 'its first letters spell Elul, the month this day falls in: a month for turning toward each other.',
      he: 'ראשי התיבות שלו יוצרים את המילה אלול, החודש שבו חל היום הזה: חודש של פנייה זה אל זה.',
    },
    suggestion: {
      en: `before Rosh Hashanah, tell ${PARTNER_MARK} one thing you would like to do in the new year to bring more joy into your home.`,
      he: `{ספר|ספרי|כדאי לספר} ל${PARTNER_MARK} לפני ראש השנה על דבר אחד {שהיית רוצה|שהיית רוצה|שכדאי} לעשות בשנה החדשה כדי להביא עוד שמחה לבית שלכם.`,
    },
  },
  days_of_awe: {
    source: 'lamentations-3-23',
    why: {
      en: 'a new year is beginning, and love, like faithfulness, is renewed every morning.',
      he: 'שנה חדשה מתחילה, ואהבה, כמו אמונה, מתחדשת בכל בוקר.',
    },
    suggestion: {
      en: `ask ${PARTNER_MARK}: "What would you like more of from me this year?" Then listen, without answering back.`,
      he: `{שאל|שאלי|כדאי לשאול} את ${PARTNER_MARK}: "ממה היית רוצה יותר ממני השנה?" ואחר כך {הקשב|הקשיבי|להקשיב}, בלי להשיב.`,
    },
  },
  sukkot: {
    source: 'ecclesiastes-4-9',
    why: {
      en: 'Kohelet is read on Sukkot, the season of our joy, and this line says what a marriage is: two who build more than one.',
      he: 'את קהלת קוראים בסוכות, זמן שמחתנו, והפסוק הזה אומר מה הם נישואים: שניים שבונים יותר מאחד.',
    },
    suggestion: {
      en: `invite ${PARTNER_MARK} to sit with you tonight, in the sukkah if you have one, and tell each other one blessing this year brought.`,
      he: `{הזמן|הזמיני|כדאי להזמין} את ${PARTNER_MARK} לשבת יחד הערב, בסוכה אם יש לכם, ולספר {זה|זו|זה} ל[זה|זו|זה] על ברכה אחת שהשנה הזאת הביאה.`,
    },
  },
  chanukah: {
    source: 'mishneh-torah-chanukah-4-14',
    why: {
      en: 'with these words Rambam closes the laws of Chanukah, explaining why the light of a peaceful home comes first.',
      he: 'במילים האלה הרמב״ם חותם את הלכות חנוכה, ומסביר למה נר הבית, שלום הבית, קודם לכל.',
    },
    suggestion: {
      en: `light the candles with ${PARTNER_MARK} tonight, and name one thing that brings more light into your home because of them.`,
      he: `{הדלק|הדליקי|כדאי להדליק} הערב את הנרות יחד עם ${PARTNER_MARK}, {ואמור|ואמרי|ולומר} דבר אחד שמוסיף אור לבית שלכם בזכות[ו|ה| ${PARTNER_MARK}].`,
    },
  },
  pesach: {
    source: 'song-of-songs-2-10',
    why: {
      en: 'the Song of Songs is read on Pesach, the festival of spring, and its call to rise and come away together suits a day in this season.',
      he: 'את שיר השירים קוראים בפסח, חג האביב, והקריאה לקום וללכת יחד מתאימה ליום שחל בעונה הזאת.',
    },
    suggestion: {
      en: `take a walk with ${PARTNER_MARK} this week and talk about where you would like your next year together to lead.`,
      he: `{צא|צאי|כדאי לצאת} השבוע לטיול עם ${PARTNER_MARK} {ודבר|ודברי|ולדבר} על המקום שאליו הייתם רוצים שהשנה הבאה שלכם תוביל.`,
    },
  },
  shavuot: {
    source: 'ruth-1-16',
    why: {
      en: 'the Book of Ruth is read on Shavuot, and her promise to go wherever the other goes is the loyalty an anniversary renews.',
      he: 'את מגילת רות קוראים בשבועות, וההבטחה שלה ללכת לכל מקום שהשני הולך היא הנאמנות שיום נישואין מחדש.',
    },
    suggestion: {
      en: `tell ${PARTNER_MARK} one promise from your wedding day that you are glad to keep.`,
      he: `{ספר|ספרי|כדאי לספר} ל${PARTNER_MARK} על הבטחה אחת מיום החתונה {שאתה שמח|שאת שמחה|שטוב לך} לקיים.`,
    },
  },
  tu_bav: {
    source: 'song-of-songs-8-6',
    why: {
      en: "Tu B'Av, the Jewish calendar's day of love, is near, and this is its verse: a love set like a seal.",
      he: 'ט״ו באב, יום האהבה של הלוח העברי, קרוב, וזה הפסוק שלו: אהבה שחתומה כחותם.',
    },
    suggestion: {
      en: `write ${PARTNER_MARK} a short note: one thing you love today that you did not know on your wedding day.`,
      he: `{כתוב|כתבי|כדאי לכתוב} ל${PARTNER_MARK} פתק קצר: דבר אחד שאהוב עליך היום ולא ידעת עליו ביום החתונה.`,
    },
  },
};

/** Without a season or holiday: the years decide. */
function byYears(years: number): Fit {
  if (years <= 1) {
    return {
      source: 'ketubot-8a-2',
      why: {
        en: 'it is the wedding blessing that asked joy for you as loving companions; a year on, that joy is yours to give each other.',
        he: 'זו ברכת החתונה שביקשה לכם שמחה כרעים אהובים; שנה אחר כך, את השמחה הזאת אתם נותנים זה לזה.',
      },
      suggestion: {
        en: `tell ${PARTNER_MARK} one moment from your first year that you want to remember always.`,
        he: `{ספר|ספרי|כדאי לספר} ל${PARTNER_MARK} על רגע אחד מהשנה הראשונה {שאתה רוצה|שאת רוצה|שתרצו} לזכור תמיד.`,
      },
    };
  }
  if (years < 10) {
    return {
      source: 'song-of-songs-8-7',
      why: {
        en: 'the years bring their waters, and a love that has come through them is stronger for it.',
        he: 'השנים מביאות את המים שלהן, ואהבה שעברה דרכן יוצאת חזקה יותר.',
      },
      suggestion: {
        en: `tell ${PARTNER_MARK} one thing you would marry them for again, today.`,
        he: `{ספר|ספרי|כדאי לספר} ל${PARTNER_MARK} על דבר אחד שבגללו {היית מתחתן|היית מתחתנת|הייתם מתחתנים} שוב, גם היום.`,
      },
    };
  }
  if (years < 25) {
    return {
      source: 'proverbs-24-3',
      why: {
        en: 'a home is built with wisdom over many years, and you have been building yours together.',
        he: 'בית נבנה בחכמה לאורך שנים רבות, ואתם בונים את שלכם יחד.',
      },
      suggestion: {
        en: `look at a photo from your wedding with ${PARTNER_MARK} tonight, and say what you see in it now that you could not see then.`,
        he: `{הסתכל|הסתכלי|כדאי להסתכל} הערב יחד עם ${PARTNER_MARK} בתמונה מהחתונה, {וספר|וספרי|ולספר} מה {אתה רואה|את רואה|רואים} בה היום שלא ראיתם אז.`,
      },
    };
  }
  return {
    source: 'jeremiah-2-2',
    why: {
      en: 'a long love remembers where it began: the devotion of your youth is still in it.',
      he: 'אהבה ארוכה זוכרת איפה התחילה: חסד הנעורים עדיין בתוכה.',
    },
    suggestion: {
      en: `tell ${PARTNER_MARK} about the day you knew this was for life.`,
      he: `{ספר|ספרי|כדאי לספר} ל${PARTNER_MARK} על היום שבו {ידעת|ידעת|הבנתם} שזה לכל החיים.`,
    },
  };
}

function jewishCalendarOf(day: string, inIsrael: boolean): JewishCalendar {
  const d = DateTime.fromISO(day, { zone: 'UTC' });
  const calendar = new JewishCalendar();
  calendar.setGregorianDate(d.year, d.month - 1, d.day); // kosher-zmanim counts Gregorian months from 0
  calendar.setInIsrael(inIsrael);
  return calendar;
}

/** The season or holiday the day falls in or within a few days before. */
export function occasionOf(day: string, inIsrael = false): Occasion | null {
  const c = jewishCalendarOf(day, inIsrael);
  const month = c.getJewishMonth();
  const date = c.getJewishDayOfMonth();
  if (month === JewishCalendar.TISHREI && date <= 10) return 'days_of_awe';
  if (month === JewishCalendar.TISHREI && date >= 11 && date <= 23) return 'sukkot';
  if (c.isChanukah() || (month === JewishCalendar.KISLEV && date >= 21)) return 'chanukah';
  if (month === JewishCalendar.NISSAN && date >= 8 && date <= 22) return 'pesach';
  if (month === JewishCalendar.SIVAN && date <= 7) return 'shavuot';
  if (month === JewishCalendar.AV && date >= 10 && date <= 16) return 'tu_bav';
  if (month === JewishCalendar.ELUL) return 'elul';
  return null;
}

const MONTHS_EN = ['', 'Nisan', 'Iyar', 'Sivan', 'Tammuz', 'Av', 'Elul', 'Tishrei', 'Cheshvan', 'Kislev', 'Tevet', 'Shevat', 'Adar', 'Adar II'];

/** '16 Elul' and 'ט״ז באלול' (Adar I / Adar II in a leap year). */
export function hebrewDateOf(day: string): { en: string; he: string } {
  const c = jewishCalendarOf(day, false);
  const month = c.getJewishMonth();
  const date = c.getJewishDayOfMonth();
  const leapAdar = c.isJewishLeapYear() && month === JewishCalendar.ADAR;
  const formatter = new HebrewDateFormatter();
  formatter.setHebrewFormat(true);
  const numeral = hebrewNumeral(date);
  const withMarks = numeral.length === 1 ? `${numeral}׳` : `${numeral.slice(0, -1)}״${numeral.slice(-1)}`;
  return {
    en: `${date} ${leapAdar ? 'Adar I' : MONTHS_EN[month]}`,
    he: `${withMarks} ב${formatter.formatMonth(c)}`,
  };
}

function gregorianDateOf(day: string): { en: string; he: string } {
  const at = new Date(`${day}T12:00:00Z`);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone: 'UTC' };
  return { en: new Intl.DateTimeFormat('en-GB', options).format(at), he: new Intl.DateTimeFormat('he', options).format(at) };
}

function yearsText(years: number): { en: string; he: string; titleEn: string; titleHe: string } {
  if (years <= 1) return { en: 'one year', he: 'שנה אחת', titleEn: 'One year together', titleHe: 'מזל טוב לשנה הראשונה יחד' };
  if (years === 2) return { en: 'two years', he: 'שנתיים', titleEn: 'Two years together', titleHe: 'מזל טוב לשנתיים יחד' };
  return { en: `${years} years`, he: `${years} שנים`, titleEn: `${years} years together`, titleHe: `מזל טוב ל־${years} שנים יחד` };
}

/** Whether the day is Shabbat or Yom Tov at the person's place (the note then waits for havdalah). */
function heldDay(day: string, place: RecipientPlace): 'shabbat' | 'yom_tov' | null {
  const resolved = resolvePlace(place, new Date(`${day}T12:00:00Z`));
  const noon = DateTime.fromISO(day, { zone: resolved?.timeZoneId ?? 'UTC' }).set({ hour: 12 }).toJSDate();
  const status = sacredTimeAt(noon, place);
  if (!status.inSacredTime) return null;
  return status.kind === 'yom_tov' ? 'yom_tov' : 'shabbat';
}

/** The note for one person of the couple. */
export function composeAnniversaryNote(input: AnniversaryNoteInput): AnniversaryNote {
  const inIsrael = resolvePlace(input.place, new Date(`${input.day}T12:00:00Z`))?.inIsrael ?? false;
  const occasion = occasionOf(input.day, inIsrael);
  const fit = occasion ? BY_OCCASION[occasion] : byYears(input.years);
  const entry = getEntry(fit.source);
  if (!entry) throw new Error(`anniversary note: no corpus entry ${fit.source}`);
  const chosen: ChosenSource = { entry, why: fit.why };

  const years = yearsText(input.years);
  const date = input.calendar === 'hebrew' ? hebrewDateOf(input.day) : gregorianDateOf(input.day);
  const held = heldDay(input.day, input.place);
  const en = [
    input.calendar === 'hebrew'
      ? `Today, ${date.en}, is the Hebrew date of your wedding with ${PARTNER_MARK}: ${years.en} together.`
      : `Today, ${date.en}, is your wedding anniversary with ${PARTNER_MARK}: ${years.en} together.`,
    held === 'shabbat' ? 'This year it fell on Shabbat, so this note waited until after havdalah.' : null,
    held === 'yom_tov' ? 'This year it fell on Yom Tov, so this note waited until after havdalah.' : null,
    `"${entry.en}" (${entry.ref}) — ${chosen.why.en}`,
    `A suggestion for today: ${fit.suggestion.en}`,
  ];
  const he = [
    input.calendar === 'hebrew'
      ? `היום, ${date.he}, יום הנישואין שלך עם ${PARTNER_MARK} לפי הלוח העברי: ${years.he} יחד.`
      : `היום, ${date.he}, יום הנישואין שלך עם ${PARTNER_MARK}: ${years.he} יחד.`,
    held === 'shabbat' ? 'השנה הוא חל בשבת, ולכן הברכה הגיעה אחרי ההבדלה.' : null,
    held === 'yom_tov' ? 'השנה הוא חל ביום טוב, ולכן הברכה הגיעה אחרי ההבדלה.' : null,
    `"${entry.he}" (${hebrewRef(entry.ref)}) — ${chosen.why.he}`,
    `הצעה להיום: ${inflect(fit.suggestion.he, input.reader, input.partner)}`,
  ];
  return {
    occasion,
    source: { id: entry.id, ref: entry.ref },
    en: { title: `${years.titleEn}: happy anniversary`, body: en.filter(Boolean).join(' ') },
    he: { title: years.titleHe, body: he.filter(Boolean).join(' ') },
  };
}

/** profiles.gender as the guide's Gender. */
export function genderOf(value: string | null | undefined): Gender {
  return value === 'male' ? 'm' : value === 'female' ? 'f' : 'n';
}
