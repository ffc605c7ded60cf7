// One handler for every test-chat model: reads the body shape the model takes, applies the
// per-user rate limit, and asks the guide engine with the model's persona, corpus slice and model.
// The caller is the JWT's user (body userId / partnerUserId never choose whose data is read); the
// test chat's male/female perspective is the optional `perspective` field, else the caller's own
// profile. No partner context is used here (that needs Fully enabled consent: ai-guidance-enhanced).
import type { FunctionContext, FunctionHandler } from '../function-context.ts';
import { answerQuestion, type GuideProfile } from '../guide/index.ts';
import { modelConfigFromEnv, type ModelConfig } from '../model-adapter/index.ts';
import { errorResponse, json, readJsonObject } from '../http.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';
import type { TestChatModel } from './models.ts';

export const TEST_CHAT_MAX_TEXT = 4000;
const PERSPECTIVES = new Set(['male', 'female']);
const PROFILE_COLUMNS = 'first_name, display_name, gender, marital_status, num_children, observance_level, life_stage, languages, location';

/**
 * The model that writes for this persona: the project's model (AI_BASE_URL, AI_MODEL …) with the
 * model name overridden by TEST_CHAT_MODEL_<PERSONA_ID> when set (so six models can be compared on
 * one server), or null for the embedded composer.
 */
export function testChatModelConfig(ctx: FunctionContext, model: TestChatModel): ModelConfig | null {
  const base = modelConfigFromEnv(ctx.env);
  if (!base) return null;
  const override = ctx.env.get(`TEST_CHAT_MODEL_${model.persona.id.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`)?.trim();
  if (!override) return base;
  return { ...base, model: override, label: base.label.replace(base.model, override) };
}

function textField(body: Record<string, unknown>, kind: TestChatModel['body']): string | Response {
  const primary = kind === 'jewish' ? 'message' : 'prompt';
  const value = body[primary] ?? body[kind === 'jewish' ? 'prompt' : 'message'];
  if (typeof value !== 'string' || value.trim() === '') return errorResponse(400, `"${primary}" is required: a non-empty string`);
  if (value.length > TEST_CHAT_MAX_TEXT) return errorResponse(400, `"${primary}" is longer than ${TEST_CHAT_MAX_TEXT} characters`);
  return value.trim();
}

export function testChatHandler(model: TestChatModel): FunctionHandler {
  return async (req: Request, ctx: FunctionContext): Promise<Response> => {
    const userId = ctx.caller.userId;
    if (!userId) return errorResponse(401, 'Sign in to use the test chat');
    const body = await readJsonObject(req);
    if (body instanceof Response) return body;
    const text = textField(body, model.body);
    if (text instanceof Response) return text;
    const perspective = typeof body.perspective === 'string' && PERSPECTIVES.has(body.perspective) ? body.perspective : null;
    const category = model.body === 'jewish' && typeof body.halachicCategory === 'string' ? body.halachicCategory.trim().slice(0, 60) : '';

    const limited = await enforceRateLimit(ctx, model.functionName);
    if (limited) return limited;

    // As the caller: RLS returns their own profile and nothing else.
    const { data } = await ctx.supabase.from('profiles').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle();
    const profile: GuideProfile | null = (data as GuideProfile | null) ?? (perspective ? {} : null);
    // A perspective is a test person of that gender, not the tester: the answer is not addressed
    // by the tester's name (a demo user testing the male perspective was greeted "Sarah, …").
    if (profile && perspective) Object.assign(profile, { gender: perspective, first_name: null, display_name: null });

    const persona = category ? { ...model.persona, focus: `${model.persona.focus ?? ''} ${category}`.trim() } : model.persona;
    const writer = testChatModelConfig(ctx, model);
    const answer = await answerQuestion({ message: text, profile, partnerContext: null, persona, corpusSlice: model.corpusSlice, model: writer });
    return json({
      response: answer.response,
      halachic_context_used: answer.halachic_context_used,
      relationship_context_used: false,
      torah_sources: answer.torah_sources,
      rabbi_consultation_suggested: answer.rabbi_consultation_suggested,
      safety: answer.safety,
      model: {
        function: model.functionName,
        persona: model.persona.name,
        corpus: model.corpusSlice,
        writer: answer.engine.writer === 'model' ? answer.engine.model : 'embedded composer',
        fallback: answer.engine.fallback,
      },
      perspective,
    });
  };
}
