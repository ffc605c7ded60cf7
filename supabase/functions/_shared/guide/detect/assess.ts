// One safety detector for every AI function (the guide, the enhanced guide, the test-chat models,
// the Tone Coach and the partner communicator): a graded verdict, recall first.
//   crisis   — clearly a crisis or abuse: resources only.
//   possible — may be one: resources and one gentle question first, then support; never tips.
//   none     — an ordinary message.
import { detectSafety, type SafetyCategory } from '../safety.ts';

export type SafetyLevel = 'none' | 'possible' | 'crisis';

export interface SafetyAssessment {
  level: SafetyLevel;
  /** The situation named (for the resources); null only when level is 'none'. */
  category: SafetyCategory | null;
}

export const NO_CONCERN: SafetyAssessment = { level: 'none', category: null };

export function assessSafety(text: string): SafetyAssessment {
  const category = detectSafety(text);
  return category ? { level: 'crisis', category } : NO_CONCERN;
}

/** True when a message must not lead to outreach, a proposal or a Share button. */
export function isSafetyConcern(assessment: SafetyAssessment): boolean {
  return assessment.level !== 'none';
}
