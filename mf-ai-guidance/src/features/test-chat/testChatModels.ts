import type { ShalomSupabaseClient } from '@shalom/shared';
import { aiGuidanceCatalog } from '../../i18n/catalog';
import { AiDataError, functionErrorText, toTorahSources, type SafetyInfo, type TorahSource } from '../ai-guidance/aiGuidanceApi';

export type Perspective = 'male' | 'female';

/**
 * Spec §2: fixed test ids for the male and female test users and their relationship. They belong
 * to no account and never can: they are version-8 UUIDs (RFC 9562's custom kind; "7e57c4a7" reads
 * "test chat"), while every account's id is a random version-4 one (gen_random_uuid, the auth
 * server), and no seed uses them (the demo data's Sarah, David and staff were 1111…, 2222…, 3333…,
 * which these ids once were). The functions ignore them in any case: the caller is the session's
 * user, and the perspective says whose view the answer takes.
 */
export const TEST_IDS = {
  male: '7e57c4a7-0000-8000-8000-000000000001',
  female: '7e57c4a7-0000-8000-8000-000000000002',
  relationship: '7e57c4a7-0000-8000-8000-000000000003',
} as const;

/** The six model functions (supabase/functions/_shared/test-chat/README.md). */
export const TEST_MODELS = [
  { fn: 'test-model-torah-guide', label: aiGuidanceCatalog.msg('model.torahGuide'), jewish: true },
  { fn: 'test-model-halachic-background', label: aiGuidanceCatalog.msg('model.halachicBackground'), jewish: true },
  { fn: 'test-model-mussar-mentor', label: aiGuidanceCatalog.msg('model.mussarMentor'), jewish: true },
  { fn: 'test-model-communication-coach', label: aiGuidanceCatalog.msg('model.communicationCoach'), jewish: false },
  { fn: 'test-model-conflict-mediator', label: aiGuidanceCatalog.msg('model.conflictMediator'), jewish: false },
  { fn: 'test-model-family-counselor', label: aiGuidanceCatalog.msg('model.familyCounselor'), jewish: false },
] as const;

export type TestModel = (typeof TEST_MODELS)[number];

export interface ModelReply {
  response: string;
  torah_sources: TorahSource[];
  /** Crisis or abuse: the resources, shown before the words (as on /ai). */
  safety: SafetyInfo | null;
  /** A halachic question: background and sources, and a rabbi for the ruling. */
  rabbi_consultation_suggested: boolean;
}

/** Jewish-oriented models take {message, userId, relationshipId, halachicCategory}; the others {prompt, partnerUserId, relationshipId} (spec §7). */
export async function askTestModel(client: ShalomSupabaseClient, model: TestModel, perspective: Perspective, text: string, halachicCategory: string): Promise<ModelReply> {
  const other: Perspective = perspective === 'male' ? 'female' : 'male';
  const body = model.jewish
    ? { message: text, userId: TEST_IDS[perspective], relationshipId: TEST_IDS.relationship, halachicCategory: halachicCategory || null, perspective }
    : { prompt: text, partnerUserId: TEST_IDS[other], relationshipId: TEST_IDS.relationship, perspective };
  let result: { data: unknown; error: unknown };
  try {
    result = await client.functions.invoke(model.fn, { body });
  } catch (error) {
    throw new AiDataError(await functionErrorText(error));
  }
  if (result.error) throw new AiDataError(await functionErrorText(result.error));
  const data = (result.data ?? {}) as Partial<ModelReply>;
  if (typeof data.response !== 'string') throw new AiDataError('The model returned no answer.');
  return {
    response: data.response,
    torah_sources: toTorahSources(data.torah_sources),
    safety: data.safety && Array.isArray(data.safety.resources) ? data.safety : null,
    rabbi_consultation_suggested: data.rabbi_consultation_suggested === true,
  };
}
