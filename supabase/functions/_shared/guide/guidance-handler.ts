// ai-guidance-secure and ai-guidance-enhanced: {message, userId, partnerContextId, conversationId?} →
// {response, halachic_context_used, relationship_context_used, torah_sources,
//  rabbi_consultation_suggested, safety, …}.
//
// The caller is the JWT's user; the body's userId is never used (a spoofed one changes nothing).
// Secure never reads anything about a partner. Enhanced reads partner context only when context
// sharing with partnerContextId is Fully enabled (spec §4), decided in the database by
// context_sharing_fully_enabled(partner); otherwise it answers exactly as secure and says so
// (context_sharing: 'limited' | 'none', plus a notice). Neither logs the message.
//
// Memory (issue 32): with conversationId — one of the caller's own private AI chats — the guide
// reads that chat's newest turns (a bounded window, read as the caller under RLS) so a follow-up is
// answered as one. Another person's chat, or a shared thread, is refused with a clear 400.
import type { FunctionContext, FunctionHandler } from '../function-context.ts';
import { modelConfigFromEnv } from '../model-adapter/index.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';
import { errorResponse, json, readJsonObject, requireText } from '../http.ts';
import { SAID_TURNS, type Turn } from './conversation.ts';
import { answerQuestion } from './index.ts';
import type { GuideProfile, PartnerContext } from './types.ts';

export const GUIDANCE_MAX_MESSAGE = 4000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ContextSharing = 'fully_enabled' | 'limited' | 'none';

const PROFILE_COLUMNS = 'first_name, display_name, gender, marital_status, num_children, observance_level, life_stage, languages, location';

async function loadProfile(ctx: FunctionContext, userId: string): Promise<GuideProfile | null> {
  // As the caller: RLS lets them read their own row and nothing else.
  const { data } = await ctx.supabase.from('profiles').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  return (data as GuideProfile | null) ?? null;
}

async function loadPartnerContext(ctx: FunctionContext, userId: string, partnerId: string): Promise<PartnerContext> {
  // Only called after the database said context sharing is Fully enabled for this pair.
  const [partnerProfile, relationship, notes] = await Promise.all([
    ctx.supabaseAdmin.from('profiles').select('display_name, first_name, last_name, life_stage, observance_level').eq('id', partnerId).maybeSingle(),
    ctx.supabaseAdmin
      .from('relationships')
      .select('relation_type, relationship_status')
      .or(`and(user_id.eq.${userId},related_user_id.eq.${partnerId}),and(user_id.eq.${partnerId},related_user_id.eq.${userId})`)
      .limit(1)
      .maybeSingle(),
    // The caller's own notes about the partner (partner_info is author-only under RLS).
    ctx.supabase.from('partner_info').select('info_type, info_data').eq('user_id', userId).eq('partner_user_id', partnerId),
  ]);
  const p = partnerProfile.data as { display_name?: string; first_name?: string; last_name?: string; life_stage?: string; observance_level?: string } | null;
  const r = relationship.data as { relation_type?: string; relationship_status?: string } | null;
  const info = new Map<string, string>();
  for (const row of (notes.data ?? []) as Array<{ info_type: string; info_data: { text?: unknown } | null }>) {
    const text = row.info_data?.text;
    if (typeof text === 'string' && text.trim() !== '') info.set(row.info_type, text.trim());
  }
  const name = p?.display_name?.trim() || [p?.first_name, p?.last_name].filter(Boolean).join(' ').trim() || 'your partner';
  return {
    name,
    relation_type: r?.relation_type ?? null,
    relationship_status: r?.relationship_status ?? null,
    personality: info.get('personality') ?? null,
    preferences: info.get('preferences') ?? null,
    communication_style: info.get('communication_style') ?? null,
    life_stage: p?.life_stage ?? null,
    observance_level: p?.observance_level ?? null,
  };
}

/** The private chat's newest turns, oldest first, without the question being asked now. */
async function loadHistory(ctx: FunctionContext, userId: string, conversationId: string, message: string): Promise<Turn[] | Response> {
  const { data: conversation, error } = await ctx.supabase
    .from('conversations')
    .select('id')
    .eq('id', conversationId)
    .eq('user_id', userId)
    .is('partner_user_id', null)
    .maybeSingle();
  if (error) return errorResponse(503, 'Could not read the conversation; please try again');
  if (!conversation) return errorResponse(400, '"conversationId" must be one of your own private AI chats');
  const { data: rows, error: readError } = await ctx.supabase
    .from('messages')
    .select('sender_type, content, created_at')
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: false })
    // The wider of the two windows (memory is cut to its own inside the engine).
    .limit(SAID_TURNS + 1);
  if (readError) return errorResponse(503, 'Could not read the conversation; please try again');
  const turns = ((rows ?? []) as Array<{ sender_type: string; content: string }>)
    .reverse()
    .map((row): Turn => ({ role: row.sender_type === 'ai' ? 'assistant' : 'user', content: row.content }));
  // The app saves the question before asking: it is the newest row, and it is not history.
  const last = turns[turns.length - 1];
  if (last?.role === 'user' && last.content.trim() === message.trim()) turns.pop();
  return turns;
}

const NOTICES: Record<Exclude<ContextSharing, 'fully_enabled'>, string> = {
  limited: 'Context sharing with this partner is Limited, so this answer used the secure model without partner context.',
  none: 'No partner was selected, so this answer used the secure model without partner context.',
};

export function guidanceHandler(mode: 'secure' | 'enhanced'): FunctionHandler {
  const functionName = `ai-guidance-${mode}`;
  return async (req: Request, ctx: FunctionContext): Promise<Response> => {
    const userId = ctx.caller.userId;
    if (!userId) return errorResponse(401, 'Sign in to ask the AI guide');
    const body = await readJsonObject(req);
    if (body instanceof Response) return body;
    const message = requireText(body, 'message', GUIDANCE_MAX_MESSAGE);
    if (message instanceof Response) return message;
    const rawPartner = body.partnerContextId;
    if (rawPartner !== undefined && rawPartner !== null && (typeof rawPartner !== 'string' || !UUID.test(rawPartner))) {
      return errorResponse(400, '"partnerContextId" must be a user id (uuid) or null');
    }
    const partnerId = typeof rawPartner === 'string' && rawPartner !== userId ? rawPartner : null;
    const rawConversation = body.conversationId;
    if (rawConversation !== undefined && rawConversation !== null && (typeof rawConversation !== 'string' || !UUID.test(rawConversation))) {
      return errorResponse(400, '"conversationId" must be a conversation id (uuid) or null');
    }

    const limited = await enforceRateLimit(ctx, functionName);
    if (limited) return limited;

    let contextSharing: ContextSharing = partnerId ? 'limited' : 'none';
    if (mode === 'enhanced' && partnerId) {
      const { data, error } = await ctx.supabase.rpc('context_sharing_fully_enabled', { partner: partnerId });
      if (error) return errorResponse(503, 'Could not check context sharing; please try again');
      if (data === true) contextSharing = 'fully_enabled';
    }

    const [profile, partnerContext] = await Promise.all([
      loadProfile(ctx, userId),
      contextSharing === 'fully_enabled' && partnerId ? loadPartnerContext(ctx, userId, partnerId) : Promise.resolve(null),
    ]);
    let history: Turn[] = [];
    if (typeof rawConversation === 'string') {
      const loaded = await loadHistory(ctx, userId, rawConversation, message);
      if (loaded instanceof Response) return loaded;
      history = loaded;
    }
    const model = modelConfigFromEnv(ctx.env);
    const answer = await answerQuestion({ message, profile, partnerContext, model, history });
    const usedMode = contextSharing === 'fully_enabled' ? 'enhanced' : 'secure';
    return json({
      response: answer.response,
      halachic_context_used: answer.halachic_context_used,
      relationship_context_used: answer.relationship_context_used,
      torah_sources: answer.torah_sources,
      rabbi_consultation_suggested: answer.rabbi_consultation_suggested,
      safety: answer.safety,
      mode: usedMode,
      ...(mode === 'enhanced' ? { context_sharing: contextSharing } : {}),
      ...(mode === 'enhanced' && contextSharing !== 'fully_enabled' ? { notice: NOTICES[contextSharing] } : {}),
      model: answer.engine.writer === 'model' ? answer.engine.model : 'embedded composer',
      engine: { kind: answer.engine.kind, writer: answer.engine.writer, fallback: answer.engine.fallback },
    });
  };
}
