// Hebrew written apart to hide it: letter by letter ("ה ו א מ ר ב י ץ ל י"), with dots inside each
// word ("ב.ע.ל.י ח.נ.ק א.ו.ת.י"), or words cut at random ("הו א מכ ה או תי"). Joining the letters
// loses where the words ended, so they are cut again: at a final letter (ך ם ן ף ץ end a word) and
// by the longest known word, with the prefix letters a Hebrew word carries (ו ה ש ב ל מ כ).

const LETTER = '[\\u05D0-\\u05EA]';
const FINAL_LETTERS = new Set(['ך', 'ם', 'ן', 'ף', 'ץ']);
const PREFIX = /^[והשבלמכ]/;

// The words that matter to the safety detector and the short words around them. Not every word of
// the language: a piece no word claims stays as it was cut.
const WORDS = new Set(
  (
    'אני הוא היא אתה את אנחנו הם לי לו לה לנו שלי שלו שלה שלנו אותי אותו אותה אותנו עליי עלי עליו עם ' +
    'כל הכל לא כבר די רוצה רוצים רוצות בא אין יש כמו פעם שוב אם זה זאת עכשיו אתמול היום לילה מחר ' +
    'עוד יותר בלי רק גם כי אבל אחרי לפני תמיד כשהוא כשאני עם בגלל מתי אף אחד לעולם ' +
    'מות למות מת מתה לבלוע בולעת בלעתי רוצח להתאבד התאבדות מתאבד לסיים סיים לגמור גמור לקפוץ קפוץ קופץ גג גשר מרפסת ' +
    'כדורים כדור תרופות חבל לתלות תלוי לחתוך חותך חותכת חתכתי סכין אקדח נשק רובה דם לשרוף ' +
    'להרוג הורג הרג אהרוג יהרוג להרביץ מרביץ הרביץ מכה מכות היכה אגרוף אגרופים חנק חונק לחנוק סטירה ' +
    'סטירות דחף בעט בועט איים מאיים איום לשפוך בנזין שורף לפגוע פוגע פגע נוגע נגע לגעת נגיעה אנס ' +
    'אונס בכוח מכריח הכריח עשה עושה דברים מקלחת מיטה חדר לישון לטלטל מטלטל טלטל ניער נושם ' +
    'בעל בעלי אשתי אישה אבא אמא סבא סבתא אח אחות דוד מדריך המדריך מורה רב שכן תינוק תינוקת ' +
    'ילד ילדה ילדים ילדות בת בן בנות בנים לוקח לקחת לקח טלפון בודק נותן לצאת יוצאת כסף כלא סוגר ' +
    'נעל נועל סגר מפחד מפחדת פחד עזרה הצילו סוף לקום לעזוב חיים לחיות נמאס עייפה עייף כואב ' +
    'טוב רע לבד עצמי בסדר גדול קטן נכנס נכנסת נגמר נגמרה לכפות כופה כפה מכריחה ' +
    'ברצוני להעלם להיעלם נעלם להיות'
  ).split(' '),
);

/** A known word, with up to `prefixes` prefix letters (ו, ה, ש, ב, ל, מ, כ) before it. */
export function isHebrewWord(piece: string, prefixes = 3): boolean {
  if (WORDS.has(piece)) return true;
  let rest = piece;
  for (let i = 0; i < prefixes && PREFIX.test(rest) && rest.length > 2; i++) {
    rest = rest.slice(1);
    if (WORDS.has(rest)) return true;
  }
  return false;
}

/** Cuts a run of Hebrew letters into words: the longest known word first, a final letter ends one. */
function segment(run: string): string {
  const words: string[] = [];
  let i = 0;
  while (i < run.length) {
    let end = i + 1;
    while (end < run.length && !FINAL_LETTERS.has(run[end - 1]!)) end++;
    // run[i, end) is the stretch up to the first final letter; look for the longest word in it.
    // A word with one prefix before one with more: "מכהאותי" is מכה אותי, not מ־כ־ה־אותי.
    let taken = 0;
    for (const prefixes of [1, 3]) {
      for (let len = Math.min(10, end - i); len >= 2 && taken === 0; len--) {
        if (isHebrewWord(run.slice(i, i + len), prefixes)) taken = len;
      }
      if (taken > 0) break;
    }
    if (taken === 0) {
      // No word starts here: keep the letter with the next piece.
      const last = words.length > 0 && !isHebrewWord(words[words.length - 1]!) ? words.pop()! : '';
      words.push(last + run[i]!);
      i += 1;
    } else {
      words.push(run.slice(i, i + taken));
      i += taken;
    }
  }
  return words.join(' ');
}

// (With the word's first two or three letters sometimes left together: "לח י ו ת", "לכ פ ו ת".)
const SPACED_LETTERS = new RegExp(`(?<!${LETTER})(?:(${LETTER}{2,3}) )?((?:${LETTER}[\\s.\\-_*]{1,3}){2,}${LETTER})(?!${LETTER})`, 'gu');
const DOTTED_WORD = new RegExp(`(?<!${LETTER})(?:${LETTER}[.\\-_*]){1,}${LETTER}(?!${LETTER})`, 'gu');
const HEAD_AND_TWO_LETTERS = new RegExp(`(?<!${LETTER})(${LETTER}{2,3}) (${LETTER})[\\s.\\-_*]{1,3}(${LETTER})(?!${LETTER})`, 'gu');
// Short pieces that are words in their own right and so say nothing about cutting.
const SHORT_WORDS = new Set('לי לו לה את זה כל די עם לא יש מה מי אם גם רק כי הם של על אל אז פה שם או בו בה בא מת גג דם אח בן בת רב'.split(' '));

/** The text with Hebrew written apart joined into words again (other text untouched). */
export function rejoinHebrewLetters(text: string): string {
  // Dots inside each word and spaces between them: the spaces are the word breaks.
  const dotted = text.match(DOTTED_WORD) ?? [];
  if (dotted.length >= 2) text = text.replace(DOTTED_WORD, (m) => m.replace(/[.\-_*]/g, ''));
  // Letter by letter: join the run and cut it into words again.
  text = text.replace(SPACED_LETTERS, (_m, head: string | undefined, letters: string) => {
    const joined = letters.replace(/[\s.\-_*]+/g, '');
    // A head that is a word of its own ("לא ר ו צ ה") stays apart; a piece ("לח") starts the word.
    const apart = head === undefined || SHORT_WORDS.has(head) || isHebrewWord(head);
    return apart ? `${head === undefined ? '' : `${head} `} ${segment(joined)} ` : ` ${segment(head + joined)} `;
  });
  // A word's first letters together and its last two apart ("בא לי למ ו ת" inside a long message,
  // where the pieces are too few among the words to count as a cut text): joined when the three
  // pieces make a known word.
  text = text.replace(HEAD_AND_TWO_LETTERS, (m, head: string, a: string, b: string) => (isHebrewWord(head + a + b) ? head + a + b : m));
  // Words cut at random: many short pieces that are not words. Join the Hebrew and cut it again.
  const tokens = text.match(new RegExp(`${LETTER}+`, 'gu')) ?? [];
  const cut = tokens.filter((t) => t.length <= 2 && !SHORT_WORDS.has(t)).length;
  if (tokens.length >= 4 && cut >= 3 && cut * 3 >= tokens.length) {
    text = text.replace(new RegExp(`${LETTER}+(?:\\s+${LETTER}+)+`, 'gu'), (m) => segment(m.replace(/\s+/g, '')));
  }
  return text;
}

/** Hebrew letters held down ("לסייייייםםםם עם הכלללל"): two of each, or one, whichever is a word. */
export function unstretchHebrew(word: string): string {
  if (!new RegExp(`(${LETTER})\\1\\1`, 'u').test(word)) return word;
  // A final letter is never doubled; other letters can be (סיים, ממש).
  const twice = word.replace(new RegExp(`(${LETTER})\\1+`, 'gu'), '$1$1').replace(/([ךםןףץ])\1/g, '$1');
  const once = word.replace(new RegExp(`(${LETTER})\\1+`, 'gu'), '$1');
  if (isHebrewWord(twice)) return twice;
  if (isHebrewWord(once)) return once;
  return twice;
}

/** A digit inside a Hebrew word stands for the letter it looks like: 0 is ו, 1 is ו or י
 *  ("למ0ת", "דבר1ם") — whichever makes a known word. */
export function hebrewDigitsToLetters(word: string): string {
  const inside = /(?<=[\u05D0-\u05EA])[01](?=[\u05D0-\u05EA])/g;
  if (!inside.test(word)) return word;
  const asVav = word.replace(inside, 'ו');
  const asYod = word.replace(/(?<=[\u05D0-\u05EA])0(?=[\u05D0-\u05EA])/g, 'ו').replace(/(?<=[\u05D0-\u05EA])1(?=[\u05D0-\u05EA])/g, 'י');
  return !isHebrewWord(asVav) && isHebrewWord(asYod) ? asYod : asVav;
}
