// Natural Hebrew for one reader: templates that inflect for the reader's gender (and for the other
// person's where the answer quotes words to say to them), and Unicode isolation around any run in
// another script so a Latin name or word never breaks the direction of a Hebrew line.
//
// Template marks, resolved by inflect():
//   {m|f|n}  the reader's gender: masculine, feminine, and a neutral wording for an unknown gender
//            ({m|f} alone falls back to a neutral third form only when one is given)
//   [m|f|n]  the other person's gender (the spouse, the child…), same rule
// Nothing here ever writes a slash form (מתגעגע/ת): an unknown gender takes the neutral wording.
import type { Gender } from './tone/topics.ts';

export type { Gender } from './tone/topics.ts';

function choose(options: string[], gender: Gender): string {
  const [m = '', f = m, n] = options;
  if (gender === 'm') return m;
  if (gender === 'f') return f;
  // Unknown: the neutral wording when given, else the masculine (Hebrew's generic form).
  return n ?? m;
}

// A final letter that an ending joined ("צריך{|ה|}" → "צריךה") takes its open form: "צריכה".
const OPEN_FORM: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

export function inflect(template: string, reader: Gender, other: Gender = 'n'): string {
  return template
    .replace(/\{([^{}]*\|[^{}]*)\}/g, (_all, body: string) => `\u0007${choose(body.split('|'), reader)}`)
    .replace(/\[([^[\]]*\|[^[\]]*)\]/g, (_all, body: string) => `\u0007${choose(body.split('|'), other)}`)
    .replace(/([ךםןףץ])\u0007(?=[\u05D0-\u05EA])/g, (_all, final: string) => OPEN_FORM[final]!)
    .replace(/\u0007/g, '');
}

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Wraps each run of Latin script (with the spaces, digits and punctuation inside it) in FSI…PDI,
 * so it keeps its own direction inside a right-to-left line. Runs already isolated stay as they are.
 */
export function isolateForeignRuns(text: string): string {
  return text.replace(/(?<!\u2068)[A-Za-z][A-Za-z0-9'’.\- ]*[A-Za-z0-9]|(?<!\u2068)\b[A-Za-z]\b/g, (run) => `${FSI}${run}${PDI}`);
}

/** A slash form such as מתגעגע/ת or אתה/את. */
export const HEBREW_SLASH_FORM = /[\u05D0-\u05EA]\/[\u05D0-\u05EA]/;
