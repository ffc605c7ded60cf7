// A corpus reference as a Hebrew reader writes it: "Proverbs 15:1" → "משלי טו, א",
// "Bava Metzia 59a" → "בבא מציעא נט ע״א". Used by Hebrew answers; unknown names stay as written.

const BOOKS: Record<string, string> = {
  Genesis: 'בראשית', Exodus: 'שמות', Leviticus: 'ויקרא', Numbers: 'במדבר', Deuteronomy: 'דברים',
  '1 Samuel': 'שמואל א', '1 Kings': 'מלכים א', Isaiah: 'ישעיהו', Jeremiah: 'ירמיהו', Hosea: 'הושע',
  Micah: 'מיכה', Zechariah: 'זכריה', Malachi: 'מלאכי', Psalms: 'תהלים', Proverbs: 'משלי', Job: 'איוב',
  'Song of Songs': 'שיר השירים', Ruth: 'רות', Lamentations: 'איכה', Ecclesiastes: 'קהלת', Esther: 'אסתר',
  'Pirkei Avot': 'פרקי אבות', 'Mishnah Peah': 'משנה פאה', 'Mishnah Yoma': 'משנה יומא',
  'Mishnah Bava Metzia': 'משנה בבא מציעא', 'Mishnah Sanhedrin': 'משנה סנהדרין', 'Mishnah Uktzin': 'משנה עוקצין',
  Yevamot: 'יבמות', 'Bava Metzia': 'בבא מציעא', Sotah: 'סוטה', Sanhedrin: 'סנהדרין', Gittin: 'גיטין',
  Shabbat: 'שבת', Chullin: 'חולין', Kiddushin: 'קידושין', Eruvin: 'עירובין', Nedarim: 'נדרים',
  Pesachim: 'פסחים', Yoma: 'יומא', 'Rosh Hashanah': 'ראש השנה', Arakhin: 'ערכין', Taanit: 'תענית',
  Berakhot: 'ברכות', Ketubot: 'כתובות', 'Moed Katan': 'מועד קטן', Megillah: 'מגילה',
  'Vayikra Rabbah': 'ויקרא רבה',
  'Mishneh Torah, Ishut': 'רמב״ם, הלכות אישות', "Mishneh Torah, De'ot": 'רמב״ם, הלכות דעות', 'Mishneh Torah, Mamrim': 'רמב״ם, הלכות ממרים',
  'Mishneh Torah, Teshuvah': 'רמב״ם, הלכות תשובה', 'Mishneh Torah, Chanukah': 'רמב״ם, הלכות חנוכה',
};

const WHOLE: Record<string, string> = {
  'Iggeret HaRamban': 'אגרת הרמב״ן',
  'Siddur, Modeh Ani': 'סידור, מודה אני',
  'Siddur, Elokai Netzor': 'סידור, אלהי נצור',
  'Siddur, Oseh Shalom': 'סידור, עושה שלום',
  'Siddur, Bedtime Shema (Ribbono shel Olam)': 'סידור, קריאת שמע על המיטה',
  'Siddur, Shalom Aleichem': 'סידור, שלום עליכם',
};

const ONES = ['', 'א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט'];
const TENS = ['', 'י', 'כ', 'ל', 'מ', 'נ', 'ס', 'ע', 'פ', 'צ'];
const HUNDREDS = ['', 'ק', 'ר', 'ש', 'ת'];

/** A number in Hebrew letters (1–499), with 15 and 16 written טו and טז. */
export function hebrewNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 499) return String(n);
  const hundreds = HUNDREDS[Math.floor(n / 100)] ?? '';
  const rest = n % 100;
  if (rest === 15) return `${hundreds}טו`;
  if (rest === 16) return `${hundreds}טז`;
  return `${hundreds}${TENS[Math.floor(rest / 10)] ?? ''}${ONES[rest % 10] ?? ''}`;
}

export function hebrewRef(ref: string): string {
  if (WHOLE[ref]) return WHOLE[ref]!;
  const daf = /^(.+?) (\d+)([ab])$/.exec(ref);
  if (daf && BOOKS[daf[1]!]) return `${BOOKS[daf[1]!]} ${hebrewNumeral(Number(daf[2]))} ע״${daf[3] === 'a' ? 'א' : 'ב'}`;
  const verse = /^(.+?) (\d+):(\d+)$/.exec(ref);
  if (verse && BOOKS[verse[1]!]) return `${BOOKS[verse[1]!]} ${hebrewNumeral(Number(verse[2]))}, ${hebrewNumeral(Number(verse[3]))}`;
  return ref;
}
