// The checker the Tone Coach judges every rewrite by (its own and a model's). A text keeps blame
// when any of its sentences does, in English or in Hebrew (a message may mix both).
import { draftOf } from './draft.ts';
import { englishBlameHits, type BlameHit } from './blame-en.ts';
import { hebrewBlameHits } from './blame-he.ts';
import { sidewaysBlameHits } from './indirect.ts';
import { isHebrew, splitSentences } from './text.ts';
import { isTransliteratedHebrew, transliteratedBlameHits } from './translit.ts';

export interface BlameFinding extends BlameHit {
  sentence: string;
  language: 'en' | 'he';
}

/** Every piece of blame in a text, sentence by sentence. */
/**
 * Words quoted from someone else ("my daughter screamed 'I hate you'") are theirs, not the writer's:
 * a quotation of three words or more is set aside. Scare quotes around one word ("thanks for
 * 'helping'") stay — they are the writer's sarcasm.
 */
export function withoutQuotations(text: string): string {
  return text.replace(/(["“”«»„]|(?<![A-Za-z\u05D0-\u05EA])['‘’])([^"“”«»„]{3,200}?)(["“”«»„]|['‘’](?![A-Za-z\u05D0-\u05EA]))/gu, (whole, _open: string, inner: string) =>
    inner.trim().split(/\s+/).length >= 3 ? ' … ' : whole,
  );
}

export function blameFindings(text: string): BlameFinding[] {
  const findings: BlameFinding[] = [];
  const sentences = splitSentences(withoutQuotations(text));
  const transliterated = isTransliteratedHebrew(text);
  sentences.forEach((sentence, index) => {
    const before = findings.length;
    for (const hit of englishBlameHits(sentence)) findings.push({ ...hit, sentence, language: 'en' });
    if (isHebrew(sentence)) for (const hit of hebrewBlameHits(sentence)) findings.push({ ...hit, sentence, language: 'he' });
    if (transliterated) for (const hit of transliteratedBlameHits(sentence)) findings.push({ ...hit, sentence, language: 'he' });
    for (const hit of sidewaysBlameHits(sentence)) findings.push({ ...hit, sentence, language: isHebrew(sentence) || transliterated ? 'he' : 'en' });
    // A short follow-up can finish the blame of the sentence before it: "You're late. Every single time."
    const next = sentences[index + 1];
    if (findings.length === before && next && next.split(/\s+/).length <= 5) {
      const pair = `${sentence.replace(/[.!?…]+$/u, '')} ${next}`;
      const pairHits = [...englishBlameHits(pair), ...(isHebrew(pair) ? hebrewBlameHits(pair) : [])];
      for (const hit of pairHits) findings.push({ ...hit, sentence: pair, language: isHebrew(pair) ? 'he' : 'en' });
    }
  });
  return findings;
}

/**
 * True when the text blames: a generalisation aimed at "you" ("you always / never", "אתה תמיד",
 * "את אף פעם לא"), an insult, "your fault" / "because of you" / "בגללך", a reproachful "why
 * do you…" / "למה את…", sarcasm ("thanks for nothing", "תודה על כלום"), contempt or a
 * second-person accusation. Strict on purpose: a rewrite must pass it.
 */
export function keepsBlame(text: string): boolean {
  return blameFindings(text).length > 0;
}

/** A message the Tone Coach should rewrite: one whose draft blames — the message itself, or the
 *  words inside a request for help with it ("help me tell my wife she's…", a quoted draft). */
export function isBlaming(text: string): boolean {
  return keepsBlame(draftOf(text));
}
