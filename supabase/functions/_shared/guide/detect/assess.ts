// One safety detector for every AI function (the guide, the enhanced guide, the test-chat models,
// the Tone Coach and the partner communicator): a graded verdict, recall first.
//   crisis   — clearly a crisis or abuse: resources only.
//   possible — may be one: resources and one gentle question first, then support; never tips.
//   none     — an ordinary message.
// Three readers, and any of them can raise the alarm, none can lower it:
//   1. the phrase rules of safety.ts, on the text as written and with its disguises undone;
//   2. concept rules (concepts.ts): the things a disclosure names, meeting in one sentence;
//   3. a naive Bayes classifier trained on the development set (classifier.ts).
// A configured model may add a fourth verdict (model-classifier.ts), raising the level only.
import { detectSafety, type SafetyCategory } from '../safety.ts';
import { classifyMessage } from './classifier.ts';
import { blankIdioms, dangerOnlyInIdioms, detectByConcepts } from './concepts.ts';
import { hebrewFromLatinKeys } from './keyboard-layout.ts';
import { plainForm, undisguise } from './normalise.ts';

export type SafetyLevel = 'none' | 'possible' | 'crisis';

export interface SafetyAssessment {
  level: SafetyLevel;
  /** The situation named (for the resources); null only when level is 'none'. */
  category: SafetyCategory | null;
  /** Which reader raised it (for the evaluation; never shown, never logged with the text). */
  by?: 'phrase' | 'concept' | 'classifier' | 'model';
  /**
   * Another danger the classifier read in the same message, when the rules named a different one:
   * its lines are shown too, and the rules' category still opens the reply. Where the two disagree
   * on lines nobody tuned on, the classifier was right 13 times to the rules' 2 (judges) and 28 to
   * 2 (rounds 47-48 on first sight) — but it was wrong on lines the rules were written for, so it
   * adds lines and takes none away.
   */
  alsoCategory?: SafetyCategory;
}

export const NO_CONCERN: SafetyAssessment = { level: 'none', category: null };

const RANK: Record<SafetyLevel, number> = { none: 0, possible: 1, crisis: 2 };

/** The higher of two verdicts (the first wins a tie, so it keeps its category). */
export function raise(a: SafetyAssessment, b: SafetyAssessment): SafetyAssessment {
  return RANK[b.level] > RANK[a.level] ? b : a;
}

// Short words nearly every sentence has, in either language (no palindromes such as "i" or "a"):
// how many a reading holds tells a text written forwards from one written backwards.
const COMMON_WORDS = /(?<![\p{L}])(?:the|and|to|my|is|of|it|in|that|you|he|she|we|for|me|with|not|how|am|about|be|this|have|was|at|on|so|just|want|can|do|are|but|if|they|her|his|him|של|את|אני|לא|זה|על|עם|מה|איך|יש|הוא|היא|אבל|גם|כל|אם|רק|כי|שלי|לי|אותי|הם|אנחנו|כבר|עוד|אז|היה|רוצה|הכל)(?![\p{L}])/giu;
const commonWords = (reading: string) => reading.match(COMMON_WORDS)?.length ?? 0;

/**
 * The text read backwards, when it reads at least as well that way: written backwards to hide it
 * from someone looking over a shoulder. A text that reads forwards is not read backwards too —
 * reversed Hebrew made words by chance ("הגג" in "לתקן את הגג" read as a roof to jump from).
 */
function backwardsReading(text: string): string | null {
  const reversed = undisguise([...text].reverse().join(''));
  // (A reading with no common word either way is no reading: "בסוף החלטנו לקנות, איזה כללים…"
  // has none forwards, and backwards it made a danger out of letters — answers round J12.)
  const backwards = commonWords(reversed);
  return backwards > 0 && backwards >= commonWords(undisguise(text)) ? reversed : null;
}

/** The classifier's reading of which danger it is, kept beside the rules' when it differs. */
function withClassifiersDanger(verdict: SafetyAssessment, text: string): SafetyAssessment {
  const learned = classifyMessage(text).category;
  return learned === verdict.category ? verdict : { ...verdict, alsoCategory: learned };
}

// A chat reads the turn before again with each later message ("before" alone, then the two
// together): the last few verdicts are kept, frozen, so no caller can change one another shares.
const recentVerdicts = new Map<string, Readonly<SafetyAssessment>>();

export function assessSafety(text: string): SafetyAssessment {
  const known = recentVerdicts.get(text);
  if (known) return known;
  const verdict = Object.freeze(assessAnew(text));
  if (recentVerdicts.size >= 32) recentVerdicts.delete(recentVerdicts.keys().next().value!);
  recentVerdicts.set(text, verdict);
  return verdict;
}

function assessAnew(text: string): SafetyAssessment {
  const plain = plainForm(text);
  const undone = undisguise(text);
  const reversed = backwardsReading(text);
  // Hebrew typed with the keyboard left in English ("tbh rumv knu,"): read it through the Hebrew keys.
  const keys = hebrewFromLatinKeys(plain);
  const mistyped = keys === null ? null : undisguise(keys);
  // The phrase rules read the text with harmless idioms blanked too ("killing myself trying to get
  // everything ready"), as the concept rules do.
  // (The readings are often the same text: each is read once.)
  const phraseVerdicts = new Map<string, SafetyCategory | null>();
  const phraseIn = (reading: string) => {
    if (!phraseVerdicts.has(reading)) phraseVerdicts.set(reading, detectSafety(blankIdioms(reading)));
    return phraseVerdicts.get(reading) ?? null;
  };
  const phrase =
    phraseIn(text) ?? phraseIn(plain) ?? phraseIn(undone) ?? (reversed === null ? null : phraseIn(reversed)) ?? (mistyped === null ? null : phraseIn(mistyped));
  if (phrase) return withClassifiersDanger({ level: 'crisis', category: phrase, by: 'phrase' }, text);
  const readings = [undone, ...(reversed === null ? [] : [reversed]), ...(mistyped === null ? [] : [mistyped])];
  const verdicts = readings.map((reading) => detectByConcepts(reading));
  const concept = verdicts.find((v) => v?.level === 'crisis') ?? verdicts.find((v) => v !== null) ?? null;
  if (concept) return withClassifiersDanger({ level: concept.level, category: concept.category, by: 'concept' }, text);
  // The classifier alone is never sure enough for "clearly": it asks first.
  const learned = classifyMessage(text);
  if (learned.crisis && !dangerOnlyInIdioms(undone)) return { level: 'possible', category: learned.category, by: 'classifier' };
  return NO_CONCERN;
}
