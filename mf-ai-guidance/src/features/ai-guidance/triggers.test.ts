import { EMPTY_CONSENT } from './aiGuidanceApi';
import { decideTrigger, isExplicitRequest } from './triggers';

const consent = (fields: Partial<typeof EMPTY_CONSENT>) => ({ ...EMPTY_CONSENT, ...fields });

describe('AI communication trigger rules (spec §4)', () => {
  it('treats "send / communicate / mediate … now" as an explicit request that bypasses limits, even with no type enabled', () => {
    expect(isExplicitRequest('Please mediate this now')).toBe(true);
    expect(isExplicitRequest('Send it to him now')).toBe(true);
    expect(isExplicitRequest('I will send it tomorrow')).toBe(false);
    expect(decideTrigger('We keep arguing, send it now', consent({}))).toEqual({ triggerType: 'conflict_mediation', manual: true });
    expect(decideTrigger('I feel sad, communicate it now', consent({}))).toEqual({ triggerType: 'emotional_bridging', manual: true });
    expect(decideTrigger('Tonight is better timing, send now', consent({}))).toEqual({ triggerType: 'timing_optimization', manual: true });
    expect(decideTrigger('Just send it now', consent({}))).toEqual({ triggerType: 'conflict_mediation', manual: true });
  });

  it('matches conflict and emotion words only for enabled types', () => {
    expect(decideTrigger('We had a fight', consent({}))).toBeNull();
    expect(decideTrigger('We had a fight', consent({ conflict_mediation: true }))).toEqual({ triggerType: 'conflict_mediation', manual: false });
    expect(decideTrigger('I feel lonely', consent({ conflict_mediation: true }))).toBeNull();
    expect(decideTrigger('I feel lonely', consent({ emotional_bridging: true }))).toEqual({ triggerType: 'emotional_bridging', manual: false });
    expect(decideTrigger('היה לנו ויכוח', consent({ conflict_mediation: true }))).toEqual({ triggerType: 'conflict_mediation', manual: false });
  });

  it('fires timing_optimization at random 20 % when enabled', () => {
    const timing = consent({ timing_optimization: true });
    expect(decideTrigger('Hello', timing, () => 0.19)).toEqual({ triggerType: 'timing_optimization', manual: false });
    expect(decideTrigger('Hello', timing, () => 0.2)).toBeNull();
    expect(decideTrigger('Hello', consent({}), () => 0)).toBeNull();
  });
});
