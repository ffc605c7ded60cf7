// The checker the Tone Coach judges every rewrite by (its own and a model's). A text keeps blame
// when any of its sentences does, in English or in Hebrew (a message may mix both).
import { draftOf } from './draft.ts';
import { englishBlameHits, type BlameHit } from './blame-en.ts';
import { hebrewBlameHits } from './blame-he.ts';
import { comparisonAcross, LOVE_THEN_BUT, POLITE_REQUEST, saysLoveInBlameWords } from './forms.ts';
import { IRONIC_SETUP, sidewaysBlameHits } from './indirect.ts';
import { learnedBlame } from './learned.ts';
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
    // Love said in blame's words ("you never forget my mom's birthday", "why are you so good to me?").
    if (saysLoveInBlameWords(sentence)) return;
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
    // Someone else held up as the measure in one sentence, "you" in the next.
    const across = next ? comparisonAcross(sentence, next) : null;
    if (across) findings.push({ ...across, sentence: across.match, language: isHebrew(sentence) || transliterated ? 'he' : 'en' });
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
  return draftBlames(draftOf(text));
}

/** isBlaming for a draft already taken out of its request (draftOf). */
export function draftBlames(draft: string): boolean {
  const findings = blameFindings(draft);
  if (findings.length > 0) return !readsAsKind(draft, findings);
  // The learned reader reads words, not intent: love said in blame's words, affection without hurt,
  // or a polite request ("no rush") is not taken for blame on its word alone.
  const sentences = splitSentences(withoutQuotations(draft));
  if (sentences.some(saysLoveInBlameWords) || POLITE_REQUEST.test(draft) || (AFFECTION.test(draft) && !HURT_OR_ANGER.test(draft))) return false;
  return learnedBlame(draft);
}

// Love and thanks said in blame's words ("you always know when I need a hug", "you're impossible,
// you ate the last rugelach AGAIN 😂 buying more tomorrow", "אתה נודניק, אבל הנודניק הכי חמוד"):
// 41 of 240 kind messages written to a partner were taken for blame by the phrases alone. A message
// that says love or fond praise (not thanks or a smiley: sarcasm says those too), and no hurt, anger
// or weariness, and whose blame is not sarcasm, is kind. (Checking a rewrite is not this: a rewrite
// is judged by keepsBlame alone.)
const AFFECTION = /\b(?:love (?:you|u)|i love you|(?:the )?best (?:husband|wife|dad|father|mom|mother|partner|ever|in the world)|cute(?:st)?|adorable|my hero|in the best way|how do you do (?:it|that)|i notice|(?:don'?t|never) stop|proud of you|ohev(?:et)? otach|ohev(?:et)? otcha|motek|chamud(?:a)?)\b|❤️|❤|😘|🥰|😍|💕|💖|🥹|🤗|(?:אוהב(?:ת)? אותך|הכי (?:טוב|חמוד|מתוק)|חמוד|חמודה|מותק|אל תפסיק|אל תפסיקי|איך את עושה את זה|איך אתה עושה את זה)/iu;
const HURT_OR_ANGER = /\b(?:angry|mad at|furious|hurt|sick of|tired of|fed up|annoyed|frustrat\w*|disappoint\w*|upset|embarrass\w*|humiliat\w*|ashamed|resent\w*|can'?t stand|nimas|ko.?es(?:et)?|pgu.?a|mitzta.?er\w*|mevuyeshet|atzuv(?:a)?)\b|😡|🤬|😠|🙄|(?:כועס|כועסת|נמאס|פגוע|פגועה|מעצבן|מתוסכל|מאוכזב|מושפל|עצוב|עצובה|מבויש)/iu;

function readsAsKind(draft: string, findings: BlameFinding[]): boolean {
  // Sarcasm, or thanks and praise opening a message that blames ("Thanks for the support, you sat
  // on your phone the whole dinner ❤️"): the heart is part of the sting.
  if (findings.some((finding) => finding.kind === 'sarcasm') || IRONIC_SETUP.test(draft.trim())) return false;
  // "I love you but you are…": the love opens, the blame follows it.
  if (LOVE_THEN_BUT.test(draft)) return false;
  // A complaint taken back at once ("You're late again! Haha, just kidding, drive safe").
  if (/\bjust kidding\b|\bjk\b|סתם (?:צוחק|צוחקת)|\bstam tzochek(?:et)?\b/iu.test(draft)) return true;
  return AFFECTION.test(draft) && !HURT_OR_ANGER.test(draft);
}
