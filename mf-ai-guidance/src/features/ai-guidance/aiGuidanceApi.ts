import type { SupabaseClient } from '@supabase/supabase-js';
import type { ShalomSupabaseClient } from '@shalom/shared';

// shared/src/database.types.ts predates the AI columns and RPCs (issue 12); the lead regenerates
// it. Until then this module is the one place that knows their shapes, through an untyped client.
type Untyped = SupabaseClient;
const db = (client: ShalomSupabaseClient): Untyped => client as unknown as Untyped;

export class AiDataError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'AiDataError';
  }
}

function fail(error: { message: string; code?: string } | null): void {
  if (error) throw new AiDataError(error.message, error.code ?? null);
}

// A non-2xx answer reaches supabase-js as FunctionsHttpError with a generic message; the
// function's own words are in the body.
export async function functionErrorText(error: unknown): Promise<string> {
  const context = (error as { context?: unknown }).context;
  if (typeof Response !== 'undefined' && context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: unknown; message?: unknown };
      const text = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : null;
      if (text) return text;
    } catch {
      // not JSON: the client's message below
    }
  }
  return error instanceof Error ? error.message : String(error);
}

async function invoke<T>(client: ShalomSupabaseClient, name: string, body: unknown): Promise<T> {
  let result: { data: unknown; error: unknown };
  try {
    result = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  } catch (error) {
    throw new AiDataError(await functionErrorText(error));
  }
  if (result.error) throw new AiDataError(await functionErrorText(result.error));
  return result.data as T;
}

/* ---------- partners ---------- */

export interface Partner {
  userId: string;
  name: string | null;
  relationType: string;
}

export async function loadPartners(client: ShalomSupabaseClient, me: string): Promise<Partner[]> {
  const { data, error } = await db(client)
    .from('relationships')
    .select('id, user_id, related_user_id, relation_type, connection_state, created_at')
    .or(`user_id.eq.${me},related_user_id.eq.${me}`)
    .order('created_at', { ascending: false });
  fail(error);
  const rows = ((data ?? []) as { user_id: string; related_user_id: string; relation_type: string; connection_state?: string }[]).filter(
    (row) => row.connection_state === undefined || row.connection_state === 'accepted',
  );
  const seen = new Set<string>();
  const partners: Partner[] = [];
  for (const row of rows) {
    const other = row.user_id === me ? row.related_user_id : row.user_id;
    if (seen.has(other)) continue;
    seen.add(other);
    partners.push({ userId: other, name: null, relationType: row.relation_type });
  }
  if (partners.length === 0) return partners;
  const names = await db(client).rpc('get_related_display_names', { ids: partners.map((partner) => partner.userId) });
  // A name lookup failing leaves 'Unknown User' rather than hiding the partners.
  if (names.error) console.warn('[mf-ai-guidance] partner names', names.error.message);
  const byId = new Map(((names.data ?? []) as { id: string; display_name: string | null }[]).map((row) => [row.id, row.display_name]));
  return partners.map((partner) => ({ ...partner, name: byId.get(partner.userId) ?? null }));
}

/* ---------- the user's own profile ---------- */

/**
 * profiles.gender of the signed-in user (RLS: a user reads their own row only), for the Hebrew
 * sentences that address them. A partner's gender is not readable (only names, through
 * get_related_display_names), so sentences about a partner stay gender-neutral.
 */
export async function loadOwnGender(client: ShalomSupabaseClient, me: string): Promise<string | null> {
  const { data, error } = await db(client).from('profiles').select('gender').eq('id', me).maybeSingle();
  fail(error);
  const gender = (data as { gender?: unknown } | null)?.gender;
  return typeof gender === 'string' ? gender : null;
}

/* ---------- consent ---------- */

export type CommunicationType = 'emotional_bridging' | 'timing_optimization' | 'conflict_mediation';
export const COMMUNICATION_TYPES: readonly CommunicationType[] = ['emotional_bridging', 'conflict_mediation', 'timing_optimization'];

export interface ConsentStatus {
  selfConsent: boolean;
  partnerConsent: boolean;
  fullyEnabled: boolean;
}

export async function loadConsentStatus(client: ShalomSupabaseClient, partnerUserId: string): Promise<ConsentStatus> {
  const data = await invoke<Partial<ConsentStatus>>(client, 'consent-status', { partnerUserId });
  return { selfConsent: data?.selfConsent === true, partnerConsent: data?.partnerConsent === true, fullyEnabled: data?.fullyEnabled === true };
}

export interface ConsentRecord {
  emotional_bridging: boolean;
  timing_optimization: boolean;
  conflict_mediation: boolean;
  share_context: boolean;
  communication_triggers: string[];
  boundary_keywords: string[];
  temporal_consent_until: string | null;
}

export const EMPTY_CONSENT: ConsentRecord = {
  emotional_bridging: false,
  timing_optimization: false,
  conflict_mediation: false,
  share_context: false,
  communication_triggers: [],
  boundary_keywords: [],
  temporal_consent_until: null,
};

/**
 * My consent toward the partner, or null when I have none yet. maybeSingle asks for a list, so "no
 * row yet" is an empty 200, not a 406 the browser logs as a failed request on every first visit.
 */
export async function loadOwnConsent(client: ShalomSupabaseClient, me: string, partner: string): Promise<ConsentRecord | null> {
  const { data, error } = await db(client)
    .from('partner_communication_consent')
    .select('emotional_bridging, timing_optimization, conflict_mediation, share_context, communication_triggers, boundary_keywords, temporal_consent_until')
    .eq('user_id', me)
    .eq('partner_user_id', partner)
    .maybeSingle();
  fail(error);
  if (!data) return null;
  const row = data as Partial<ConsentRecord>;
  return {
    ...EMPTY_CONSENT,
    ...row,
    communication_triggers: row.communication_triggers ?? [],
    boundary_keywords: row.boundary_keywords ?? [],
  };
}

export type PartnerConsent = Pick<ConsentRecord, CommunicationType | 'share_context'>;

/** The partner's consent toward me: only the share flag and the three types (spec §6). */
export async function loadPartnerConsent(client: ShalomSupabaseClient, partner: string): Promise<PartnerConsent | null> {
  const { data, error } = await db(client).rpc('get_partner_consent', { partner });
  fail(error);
  const row = ((data ?? []) as PartnerConsent[])[0];
  return row ?? null;
}

export async function saveConsent(client: ShalomSupabaseClient, me: string, partner: string, consent: ConsentRecord): Promise<void> {
  const { error } = await db(client)
    .from('partner_communication_consent')
    .upsert({ user_id: me, partner_user_id: partner, ...consent, updated_at: new Date().toISOString() }, { onConflict: 'user_id,partner_user_id' });
  fail(error);
}

/* ---------- partner context (partner_info) ---------- */

export type InfoType = 'personality' | 'preferences' | 'communication_style';
export const INFO_TYPES: readonly InfoType[] = ['personality', 'preferences', 'communication_style'];
export type PartnerInfo = Record<InfoType, string>;

export async function loadPartnerInfo(client: ShalomSupabaseClient, me: string, partner: string): Promise<PartnerInfo> {
  const { data, error } = await db(client)
    .from('partner_info')
    .select('info_type, info_data')
    .eq('user_id', me)
    .eq('partner_user_id', partner)
    .in('info_type', [...INFO_TYPES]);
  fail(error);
  const info: PartnerInfo = { personality: '', preferences: '', communication_style: '' };
  for (const row of (data ?? []) as { info_type: InfoType; info_data: { text?: string } | null }[]) {
    if (INFO_TYPES.includes(row.info_type)) info[row.info_type] = row.info_data?.text ?? '';
  }
  return info;
}

/** Each field upserted; a blank one deletes its stored record (spec §5). */
export async function savePartnerInfo(client: ShalomSupabaseClient, me: string, partner: string, info: PartnerInfo): Promise<void> {
  for (const type of INFO_TYPES) {
    const text = info[type].trim();
    const table = db(client).from('partner_info');
    const { error } = text
      ? await table.upsert({ user_id: me, partner_user_id: partner, info_type: type, info_data: { text } }, { onConflict: 'user_id,partner_user_id,info_type' })
      : await table.delete().eq('user_id', me).eq('partner_user_id', partner).eq('info_type', type);
    fail(error);
  }
}

/* ---------- messages ---------- */

export interface TorahSource {
  id?: string;
  ref: string;
  /** The reference written the Hebrew way (משלי טו, א); answers from before it existed lack it. */
  ref_he?: string;
  text?: string;
  he?: string;
  licence?: string;
}

/**
 * torah_sources as stored: the functions give {id, ref, text, he, licence}; earlier answers and the
 * seed hold plain refs ("Yevamot 62b"). Both become TorahSource; anything else is dropped.
 */
export function toTorahSources(value: unknown): TorahSource[] {
  if (!Array.isArray(value)) return [];
  const sources: TorahSource[] = [];
  for (const item of value) {
    if (typeof item === 'string') {
      if (item.trim()) sources.push({ ref: item.trim() });
    } else if (item && typeof item === 'object' && typeof (item as TorahSource).ref === 'string') {
      sources.push(item as TorahSource);
    }
  }
  return sources;
}

export interface SafetyResource {
  name: string;
  contact: string;
  dial: string;
  note?: string;
}

export interface SafetyInfo {
  category: string;
  resources: SafetyResource[];
}

export interface MessageMetadata {
  for_partner?: boolean;
  halachic_context_used?: boolean;
  relationship_context_used?: boolean;
  /** Objects from the functions, or plain refs in earlier rows: read through toTorahSources. */
  torah_sources?: TorahSource[] | string[];
  rabbi_consultation_suggested?: boolean;
  personality_context_used?: boolean;
  shared_from_ai?: boolean;
  from_conversation_id?: string;
  safety?: SafetyInfo | null;
  model?: string;
}

export interface ChatMessage {
  id: string;
  conversation_id: string;
  sender_type: 'user' | 'ai';
  sender_user_id: string | null;
  content: string;
  created_at: string;
  metadata: MessageMetadata | null;
}

const MESSAGE_COLUMNS = 'id, conversation_id, sender_type, sender_user_id, content, created_at, metadata';

/** The private AI chat about this partner (or about nobody): the most recent one, else a new one. */
export async function ensurePrivateConversation(client: ShalomSupabaseClient, me: string, partner: string | null): Promise<string> {
  let lookup = db(client).from('conversations').select('id').eq('user_id', me).is('partner_user_id', null);
  lookup = partner ? lookup.eq('partner_context_id', partner) : lookup.is('partner_context_id', null);
  const found = await lookup.order('updated_at', { ascending: false }).limit(1);
  fail(found.error);
  const existing = ((found.data ?? []) as { id: string }[])[0];
  if (existing) return existing.id;
  const created = await db(client)
    .from('conversations')
    .insert({ user_id: me, partner_user_id: null, partner_context_id: partner, title: 'Private chat' })
    .select('id')
    .single();
  fail(created.error);
  return (created.data as { id: string }).id;
}

export async function loadMessages(client: ShalomSupabaseClient, conversationId: string, withoutAi = false): Promise<ChatMessage[]> {
  let request = db(client).from('messages').select(MESSAGE_COLUMNS).eq('conversation_id', conversationId);
  if (withoutAi) request = request.neq('sender_type', 'ai');
  const { data, error } = await request.order('created_at', { ascending: true });
  fail(error);
  return (data ?? []) as ChatMessage[];
}

export async function insertMessage(
  client: ShalomSupabaseClient,
  row: Pick<ChatMessage, 'conversation_id' | 'sender_type' | 'sender_user_id' | 'content' | 'metadata'>,
): Promise<ChatMessage> {
  const { data, error } = await db(client).from('messages').insert(row).select(MESSAGE_COLUMNS).single();
  fail(error);
  return data as ChatMessage;
}

export async function touchConversation(client: ShalomSupabaseClient, conversationId: string): Promise<void> {
  const { error } = await db(client).from('conversations').update({ updated_at: new Date().toISOString() }).eq('id', conversationId);
  fail(error);
}

/* ---------- the guide ---------- */

export interface GuideAnswer {
  response: string;
  halachic_context_used: boolean;
  relationship_context_used: boolean;
  torah_sources: TorahSource[];
  rabbi_consultation_suggested: boolean;
  safety: SafetyInfo | null;
  mode?: 'secure' | 'enhanced';
  notice?: string;
  model?: string;
}

export async function askGuide(
  client: ShalomSupabaseClient,
  enhanced: boolean,
  /** conversationId: the private chat the question belongs to — the guide reads its earlier turns. */
  body: { message: string; userId: string; partnerContextId: string | null; conversationId?: string | null },
): Promise<GuideAnswer> {
  const data = await invoke<Partial<GuideAnswer>>(client, enhanced ? 'ai-guidance-enhanced' : 'ai-guidance-secure', body);
  if (!data || typeof data.response !== 'string') throw new AiDataError('Please try again.');
  return {
    response: data.response,
    halachic_context_used: data.halachic_context_used === true,
    relationship_context_used: data.relationship_context_used === true,
    torah_sources: toTorahSources(data.torah_sources),
    rabbi_consultation_suggested: data.rabbi_consultation_suggested === true,
    safety: data.safety ?? null,
    mode: data.mode,
    notice: data.notice,
    model: data.model,
  };
}

/* ---------- sharing ---------- */

export type ShareFailure = 'find' | 'create';

export class ShareError extends Error {
  constructor(readonly step: ShareFailure, message: string) {
    super(message);
    this.name = 'ShareError';
  }
}

/** The human thread between me and the partner (either direction, most recently updated), or null. */
export async function findSharedConversation(client: ShalomSupabaseClient, me: string, partner: string): Promise<string | null> {
  const { data, error } = await db(client)
    .from('conversations')
    .select('id')
    .or(`and(user_id.eq.${me},partner_user_id.eq.${partner}),and(user_id.eq.${partner},partner_user_id.eq.${me})`)
    .order('updated_at', { ascending: false })
    .limit(1);
  fail(error);
  return ((data ?? []) as { id: string }[])[0]?.id ?? null;
}

export async function ensureSharedConversation(client: ShalomSupabaseClient, me: string, partner: string): Promise<string> {
  let found: string | null;
  try {
    found = await findSharedConversation(client, me, partner);
  } catch (error) {
    throw new ShareError('find', (error as Error).message);
  }
  if (found) return found;
  const created = await db(client).from('conversations').insert({ user_id: me, partner_user_id: partner, title: 'Private chat' }).select('id').single();
  if (created.error) throw new ShareError('create', created.error.message);
  return (created.data as { id: string }).id;
}

export async function deleteSharedMessage(client: ShalomSupabaseClient, id: string, conversationId: string): Promise<void> {
  const { error } = await db(client).from('messages').delete().eq('id', id).eq('conversation_id', conversationId);
  fail(error);
}

/* ---------- partner communication ---------- */

// ai-partner-communicator works in two steps (supabase/functions/README.md): a request only
// proposes a note, whose exact text the sender reads; the note reaches the partner only when the
// sender sends that proposal.

export interface CommunicationRequest {
  partnerUserId: string;
  triggerType: CommunicationType;
  context: { userMessage: string; messageContent: string; timestamp: string; aiResponse: string };
  messageContent: string;
  requestCommunication: true;
  forceBypassLimits: boolean;
}

/** A note the AI would send: exactly what the partner receives on Send. */
export interface PartnerProposal {
  id: string;
  text: string;
  triggerType: CommunicationType;
  expiresAt: string;
}

export interface ProposalResult {
  /** Null when the server refused (reason says why: boundary_keyword, safety_concern, …). */
  proposal: PartnerProposal | null;
  reason: string;
}

export interface CommunicationResult {
  success: boolean;
  reason: string;
}

function reasonOf(data: { reason?: unknown } | null | undefined): string {
  return typeof data?.reason === 'string' ? data.reason : 'unknown';
}

export async function proposePartnerCommunication(client: ShalomSupabaseClient, request: CommunicationRequest): Promise<ProposalResult> {
  const data = await invoke<{ success?: unknown; reason?: unknown; proposal?: Partial<PartnerProposal> } | null>(client, 'ai-partner-communicator', request);
  const proposal = data?.proposal;
  if (data?.success !== true || !proposal || typeof proposal.id !== 'string' || typeof proposal.text !== 'string') {
    return { proposal: null, reason: reasonOf(data) };
  }
  return {
    proposal: { id: proposal.id, text: proposal.text, triggerType: proposal.triggerType ?? request.triggerType, expiresAt: String(proposal.expiresAt ?? '') },
    reason: reasonOf(data),
  };
}

/** Send (the note goes to the partner, once) or Not now on a proposal. */
export async function decidePartnerProposal(client: ShalomSupabaseClient, proposalId: string, decision: 'send' | 'dismiss'): Promise<CommunicationResult> {
  const data = await invoke<{ success?: unknown; reason?: unknown } | null>(client, 'ai-partner-communicator', { proposalId, decision });
  return { success: data?.success === true, reason: reasonOf(data) };
}
