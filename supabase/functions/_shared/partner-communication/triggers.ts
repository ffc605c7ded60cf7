export const TRIGGER_TYPES = ['emotional_bridging', 'timing_optimization', 'conflict_mediation'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export function isTriggerType(value: unknown): value is TriggerType {
  return typeof value === 'string' && (TRIGGER_TYPES as readonly string[]).includes(value);
}
