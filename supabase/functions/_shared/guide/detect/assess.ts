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
import { detectByConcepts } from './concepts.ts';
import { plainForm, undisguise } from './normalise.ts';

export type SafetyLevel = 'none' | 'possible' | 'crisis';

export interface SafetyAssessment {
  level: SafetyLevel;
  /** The situation named (for the resources); null only when level is 'none'. */
  category: SafetyCategory | null;
  /** Which reader raised it (for the evaluation; never shown, never logged with the text). */
  by?: 'phrase' | 'concept' | 'classifier' | 'model';
}

export const NO_CONCERN: SafetyAssessment = { level: 'none', category: null };

const RANK: Record<SafetyLevel, number> = { none: 0, possible: 1, crisis: 2 };

/** The higher of two verdicts (the first wins a tie, so it keeps its category). */
export function raise(a: SafetyAssessment, b: SafetyAssessment): SafetyAssessment {
  return RANK[b.level] > RANK[a.level] ? b : a;
}

export function assessSafety(text: string): SafetyAssessment {
  const plain = plainForm(text);
  const undone = undisguise(text);
  // Written backwards, to hide it from someone looking over a shoulder: read it the right way too.
  const reversed = undisguise([...text].reverse().join(''));
  const phrase = detectSafety(text) ?? detectSafety(plain) ?? detectSafety(undone) ?? detectSafety(reversed);
  if (phrase) return { level: 'crisis', category: phrase, by: 'phrase' };
  const forwards = detectByConcepts(undone);
  const backwards = forwards?.level === 'crisis' ? null : detectByConcepts(reversed);
  const concept = backwards?.level === 'crisis' ? backwards : (forwards ?? backwards);
  if (concept?.level === 'crisis') return { level: 'crisis', category: concept.category, by: 'concept' };
  if (concept) return { level: 'possible', category: concept.category, by: 'concept' };
  // The classifier alone is never sure enough for "clearly": it asks first.
  const learned = classifyMessage(text);
  if (learned.crisis) return { level: 'possible', category: learned.category, by: 'classifier' };
  return NO_CONCERN;
}
