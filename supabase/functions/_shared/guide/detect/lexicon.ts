// How the detectors write a vocabulary: English words and phrases, Hebrew stems with the prefixes a
// word can carry, and the two put together as one case-insensitive pattern. concepts.ts (danger)
// and halachic-situations.ts (questions of Jewish law) both build their concepts with these.

const HE_LETTER = '\\u05D0-\\u05EA';

/** Whole English words or phrases (a trailing * allows any ending). No letter or digit may touch
 *  either end — lookarounds rather than \\b, so an entry that ends in a sign ("10%") still matches
 *  before a space. */
export function en(...words: string[]): string {
  return `(?<!\\w)(?:${words.map(enWord).join('|')})(?!\\w)`;
}

/** One entry: * is any ending, a space is any run of spaces, apostrophes or hyphens (outside [...]),
 *  and " ?" is an optional such run ("10 ?%" is "10%" or "10 %"): read as one-or-more followed by
 *  ?, it would be a lazy one-or-more and the space would never be optional. */
function enWord(word: string): string {
  let out = '';
  let inClass = false;
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (ch === '[') inClass = true;
    if (ch === ']') inClass = false;
    if (inClass) out += ch;
    // * after a letter is "any ending"; after an escape (\\w, \\S) or a group it is the quantifier
    // itself — read as an ending, 'niftar\\w*' needed one more letter and missed "niftar".
    else if (ch === '*') out += i >= 2 && chars[i - 2] === '\\' ? '*' : /[)\]]/.test(chars[i - 1] ?? '') ? '*' : '\\w*';
    else if (ch === ' ' && chars[i + 1] === '?') {
      out += "[\\s'-]*";
      i++;
    } else out += ch === ' ' ? "[\\s'-]+" : ch;
  }
  return out;
}

/** Hebrew stems, each optionally after up to three prefix letters and before any ending; a stem
 *  ending in $ must end the word (יהרג$ is "he will kill", not the start of להרגיש). */
export function he(...stems: string[]): string {
  const stem = (s: string) => s.replace(/ /g, '\\s+').replace(/\$$/, `(?![${HE_LETTER}])`);
  // (Nor after a letter and a geresh: "צ'אנס", a chance, holds no אנס.)
  return `(?<![${HE_LETTER}])(?<![${HE_LETTER}]['׳])[והשבלמכ]{0,3}(?:${stems.map(stem).join('|')})`;
}

/** One concept: any of its English, Hebrew or transliterated parts. */
export function any(...parts: string[]): RegExp {
  return new RegExp(parts.join('|'), 'iu');
}

/**
 * Answers "does this concept name something in this text?", each concept once per text: the rules
 * share their concepts (a person, a child, harm done; a may-or-must, a niddah word), and a message's
 * sentences times the rules asked the same question of the same words hundreds of times.
 */
export function conceptTester(text: string): (concept: RegExp) => boolean {
  const seen = new Map<RegExp, boolean>();
  return (concept) => {
    let named = seen.get(concept);
    if (named === undefined) {
      concept.lastIndex = 0; // a concept is not global, but a global one would start where it stopped
      named = concept.test(text);
      seen.set(concept, named);
    }
    return named;
  };
}

/** The first concept, then the second within a few words (so the harm is done to the child). */
export function near(first: RegExp, second: RegExp, gap = 40): RegExp {
  return new RegExp(`(?:${first.source})[^.!?]{0,${gap}}?(?:${second.source})`, 'iu');
}

/**
 * Who at work or school may keep one from leaving early ("my boss won't let me leave early"): before
 * "won't let me…" it names work, not a partner's control (answers round S31). Read by the phrase rule
 * (safety.ts) and the concept (concepts.ts CONTROL) alike.
 */
export const WORK_AUTHORITY = '(?:boss|manager|supervisor|job|work|shift|commander|teacher|school|principal|company)';

/**
 * What may follow "I don't want to live" when it is about where or how to live, not about living:
 * "לא רוצה לחיות לפי מה שהם אומרים", "I don't want to live with my in-laws", "… in Tel Aviv".
 * "Without him" / "בלעדיו" and "like this" stay danger.
 */
export const LIVING_WHERE_OR_BY = {
  en: "(?!\\s+(?:by|in|with|near|at|according|under|on|close|far|abroad|overseas|there|here|together|apart|separately|next|upstairs|downstairs|across|off|out of (?:a|boxes|suitcases)|above|below|beside|opposite))",
  he: '(?!\\s+(?:לפי|עם|ליד|אצל|קרוב|רחוק|תחת|מתחת|מעל|כמו (?:ש|ה|הם|הן|שהם|שהן)|בתל|בירושלים|בחו|בארץ|בעיר|בשכונה|בדירה|בבית (?:של|שלהם|שלה|שלו|עם|ה)|במושב|בקיבוץ|ביישוב|בישוב|במרכז|בצפון|בדרום|ברחוב|בקומה|בשכירות|על חשבון))',
};

/**
 * What may follow "מותר" when it is a say in a family matter, not a permission of law: "אמא שלי
 * מרגישה שמותר לה להחליט על הכל" (round S9: a wedding planned by the bride's mother), or a feeling
 * allowed ("שיעזור לו להרגיש שמותר לו לשמוח שם" — answers round S35: a son at his mother's wedding).
 */
export const ALLOWED_A_SAY_HE = '(?!\\s+(?:לה|לו|להם|לי|לך|לנו)\\s+(?:להחליט|לקבוע|להתערב|לבחור|להעיר|לצעוק|לדרוש|להתנהג|לשלוט|לנהל|לשמוח|להרגיש|לכעוס|לבכות|להתגעגע|להיעלב|להיות עצוב|להיות עצובה))';

/** מקווה the verb, "hoping" ("זה משהו, או שאני סתם מקווה?", answers round S32), not the mikveh. */
export const HOPING_HE =
  /(?<![\u05D0-\u05EA])(?:(?:ו|ש)?(?:אני|אנחנו|הוא|היא|סתם|רק|מאוד|ממש|עדיין|עוד|כל כך|בטח|גם))\s+(?:(?:סתם|רק|מאוד|ממש|עדיין|עוד|כל כך|גם)\s+)?(?:מקווה|מקוה|מקווים|מקוות)(?![\u05D0-\u05EA])|(?<=^|[.!?,;:\n—-]\s*)(?:ו)?(?:מקווה|מקוה|מקווים|מקוות)(?=\s+(?:ש|מאוד|לטוב|שכן|שלא)(?:[\u05D0-\u05EA]|\s))/gu;
