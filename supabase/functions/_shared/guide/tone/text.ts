// Text helpers shared by the Tone Coach's detector and rewriters: sentences, clauses, spelling
// variants, and small bits of English and Hebrew punctuation.

/** Hebrew letters (no niqqud). Used as a "word character" for Hebrew, where \b does not work. */
export const HE = '\\u05D0-\\u05EA';
/** A Hebrew word boundary before / after. */
export const HB = `(?<![${HE}])`;
export const HA = `(?![${HE}])`;

/** Curly quotes and common chat spellings to one form, keeping case: "u", "dont", "youre"… */
export function normaliseEnglish(text: string): string {
  return text
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\bu\b/gi, 'you')
    .replace(/\bya\b(?=\s+(?:never|always|don't|dont|didn't|didnt|can't|cant|won't|wont|just|even|idiot|jerk))/gi, 'you')
    .replace(/\bur\b(?=\s+(?:so|such|always|never|just|really|a|an|the|being|too|late|fault|phone|mother|mom|problem)\b)/gi, "you're")
    .replace(/\bur\b/gi, 'your')
    .replace(/\byoure\b/gi, "you're")
    .replace(/\byou r\b/gi, "you're")
    .replace(/\b(do|did|ca|wo|is|are|was|were|have|has|had|could|would|should|does)nt\b/gi, (_m, a: string) => `${a}n't`)
    .replace(/\bcan not\b|\bcannot\b/gi, "can't")
    .replace(/\bim\b/gi, "I'm")
    .replace(/\bive\b/gi, "I've")
    .replace(/\bthx\b/gi, 'thanks')
    .replace(/[ \t]+/g, ' ');
}

/** Niqqud and cantillation out, Hebrew geresh/gershayim to ASCII quotes. */
export function normaliseHebrew(text: string): string {
  return text
    .replace(/[\u0591-\u05C7]/g, '')
    .replace(/[׳]/g, "'")
    .replace(/[״“”]/g, '"')
    .replace(/[ \t]+/g, ' ');
}

export function normalise(text: string): string {
  return normaliseHebrew(normaliseEnglish(text));
}

/** Sentences: split after . ! ? … (and runs of them) and at line breaks; the punctuation stays. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s*\n+\s*/g, '\n')
    .split(/(?<=[.!?…؟]+["')\]]?)(?=\s|$)\s*|\n/u)
    .map((part) => part.trim())
    .filter((part) => part !== '' && /[\p{L}\p{N}]/u.test(part));
}

/** The end punctuation of a sentence ("!", "?", "…"), or "" */
export function endPunctuation(sentence: string): string {
  return /[.!?…]+["')\]]?\s*$/u.exec(sentence)?.[0]?.trim() ?? '';
}

/** Trailing punctuation, emoji and spaces off. */
export function stripEnd(text: string): string {
  return text
    .replace(/[\s.!?,;:…\-–—"')\]\p{Extended_Pictographic}\u200d\ufe0f]+$/u, '')
    .replace(/^[\s,;:…\-–—"'(\[]+/u, '')
    .trim();
}

export function capitalise(text: string): string {
  return text.length > 0 ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** Lower-cases the first letter unless the first word is "I" or looks like a name or acronym. */
export function lowerFirst(text: string): string {
  if (/^(?:I|I'm|I've|I'd|I'll|Shabbat|God|Hashem|Torah|Pesach|Passover|Rosh|Yom|Sukkot|Chanukah|Hanukkah|Purim|Mom|Dad)\b/.test(text)) return text;
  const first = /^\S+/.exec(text)?.[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase()) return text; // acronym
  return text.length > 0 ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** "a", "a and b", "a, b and c" */
export function joinEnglish(parts: readonly string[], conjunction = 'and'): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts[parts.length - 1]}`;
}

/** A sentence with a capital and a full stop (or its own end punctuation when it has one). */
export function asSentence(text: string, end = '.'): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const body = /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}${end}`;
  return /^[a-z]/.test(body) ? capitalise(body) : body;
}

export function isHebrew(text: string): boolean {
  return /[\u05D0-\u05EA]/.test(text);
}

/** Emoji that carry contempt or anger: they go with the blame they came with. */
export const HOSTILE_EMOJI = /[\u{1F644}\u{1F621}\u{1F620}\u{1F92C}\u{1F624}\u{1F612}\u{1F595}\u{1F4A2}\u{1F92E}\u{1F611}\u{1F610}]\ufe0f?/gu;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
