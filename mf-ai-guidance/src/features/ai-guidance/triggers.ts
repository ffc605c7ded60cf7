import type { CommunicationType, ConsentRecord } from './aiGuidanceApi';

// Word lists for spec §4's trigger rules; English and Hebrew, whole words, any case.
const CONFLICT = ['fight', 'fighting', 'argue', 'arguing', 'argument', 'conflict', 'angry', 'anger', 'upset', 'disagree', 'disagreement', 'yelling', 'tension', 'מריבה', 'ריב', 'כועס', 'כועסת', 'ויכוח'];
const EMOTION = ['feel', 'feeling', 'feelings', 'sad', 'hurt', 'lonely', 'love', 'miss', 'appreciate', 'emotional', 'cry', 'crying', 'מרגיש', 'מרגישה', 'עצוב', 'עצובה', 'אוהב', 'אוהבת', 'בודד', 'בודדה'];
const TIMING = ['when', 'time', 'timing', 'later', 'tonight', 'tomorrow', 'schedule', 'busy', 'מתי', 'זמן', 'הערב', 'מחר'];

function hasWord(text: string, words: readonly string[]): boolean {
  const tokens = new Set(text.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter(Boolean));
  return words.some((word) => tokens.has(word));
}

/** "send it now", "please mediate now", "communicate this to her now" — the user asked for it explicitly. */
export function isExplicitRequest(text: string): boolean {
  return /\b(send|communicate|mediate)\b[\s\S]*\bnow\b/i.test(text) || /(שלח|תשלח|תתווך|תעביר)[\s\S]*עכשיו/.test(text);
}

export interface TriggerDecision {
  triggerType: CommunicationType;
  manual: boolean;
}

/**
 * Spec §4 "AI communication trigger", after an AI reply with a consent record: an explicit request
 * forces a trigger (bypassing limits); otherwise keyword matching among the enabled types, and
 * timing_optimization at random 20 % when enabled. `random` is injectable for tests.
 */
export function decideTrigger(userMessage: string, consent: ConsentRecord, random: () => number = Math.random): TriggerDecision | null {
  if (isExplicitRequest(userMessage)) {
    const triggerType: CommunicationType = hasWord(userMessage, CONFLICT)
      ? 'conflict_mediation'
      : hasWord(userMessage, EMOTION)
        ? 'emotional_bridging'
        : hasWord(userMessage, TIMING)
          ? 'timing_optimization'
          : 'conflict_mediation';
    return { triggerType, manual: true };
  }
  if (consent.conflict_mediation && hasWord(userMessage, CONFLICT)) return { triggerType: 'conflict_mediation', manual: false };
  if (consent.emotional_bridging && hasWord(userMessage, EMOTION)) return { triggerType: 'emotional_bridging', manual: false };
  if (consent.timing_optimization && random() < TIMING_PROBABILITY) return { triggerType: 'timing_optimization', manual: false };
  return null;
}

/** Spec §9: random timing trigger probability. */
export const TIMING_PROBABILITY = 0.2;
