// ai-partner-communicator, in two steps, so nothing reaches a partner unseen (issue 31, item 5).
//
// 1. Propose: {partnerUserId, triggerType, context, messageContent, requestCommunication,
//    forceBypassLimits} → {success, reason: 'proposed', proposal: {id, text, triggerType, expiresAt}}
//    when every check passes:
//      nothing the sender wrote signals crisis or abuse, even possibly, and the AI's answer reads as
//        no crisis (assessSafety; else no outreach at all: safety_concern) — the partner may be
//        the danger;
//      the two are connected (accepted link, no block);
//      both sides' consent toward each other has this trigger type on and in date;
//      no boundary topic of either person is in what the sender wrote (by meaning: a keyword of a
//        topic group stands for the group, in English and Hebrew) or, as written, in the AI's answer;
//      the pair's daily limit is not reached — unless the user explicitly asked (forceBypassLimits).
//    The proposal row holds the exact note, composed from the trigger type and the two names only
//    (in the recipient's language, Hebrew verbs by the two profiles' genders): the sender's
//    conversation is read for the checks (and to tell Hebrew from English) and dropped, never
//    stored, quoted or logged.
//    Nothing goes to the partner at this step.
// 2. Decide: {proposalId, decision: 'send' | 'dismiss'} (the caller's own proposal, else
//    proposal_not_found). Send re-checks the connection, both consents and the daily limit, then
//    stores exactly the proposed text in ai_partner_communications and marks the proposal used, in
//    one transaction (public.send_ai_partner_proposal): once only — a second Send is proposal_used,
//    a late one proposal_expired (30 minutes). While the partner keeps Shabbat or Yom Tov at their
//    place the note is stored held and released after havdalah by
//    public.release_due_partner_communications() (pg_cron / backend/src/scheduled).
//    Dismiss marks the proposal dismissed.
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, isUuid, json, readJsonObject } from '../_shared/http.ts';
import {
  communicatorNow,
  composePartnerMessage,
  containsBoundaryKeyword,
  isTriggerType,
  type NoteGender,
  type NoteLanguage,
  type TriggerType,
} from '../_shared/partner-communication/index.ts';
import { assessSafety } from '../_shared/guide/index.ts';
import { enforceRateLimit } from '../_shared/rate-limit/index.ts';
import { sacredTimeAt } from '../_shared/sacred-time/index.ts';

export const FUNCTION_NAME = 'ai-partner-communicator';
/** Notes per pair (sender → partner) in 24 hours, unless the user explicitly asks. */
export const DEFAULT_DAILY_PAIR_LIMIT = 3;
/** How long a proposal waits for Send. */
export const PROPOSAL_LIFETIME_MS = 30 * 60 * 1000;

export type CommunicatorReason =
  | 'proposed'
  | 'sent'
  | 'held_until_after_shabbat'
  | 'held_until_after_yom_tov'
  | 'dismissed'
  | 'not_connected'
  | 'no_consent'
  | 'trigger_not_enabled'
  | 'consent_expired'
  | 'partner_no_consent'
  | 'partner_trigger_not_enabled'
  | 'partner_consent_expired'
  | 'boundary_keyword'
  | 'daily_limit_reached'
  | 'safety_concern'
  | 'proposal_not_found'
  | 'proposal_used'
  | 'proposal_expired'
  | 'proposal_dismissed';

export interface ProposalAnswer {
  id: string;
  /** Exactly what the partner receives on Send. */
  text: string;
  triggerType: TriggerType;
  expiresAt: string;
}

interface ConsentRow {
  user_id: string;
  emotional_bridging: boolean;
  timing_optimization: boolean;
  conflict_mediation: boolean;
  boundary_keywords: string[] | null;
  temporal_consent_until: string | null;
}

interface ProfileRow {
  id: string;
  display_name: string | null;
  first_name: string | null;
  timezone: string | null;
  location: string | null;
  gender: string | null;
  ui_language: string | null;
}

interface ProposalRow {
  id: string;
  to_user_id: string;
  trigger_type: TriggerType;
  manual: boolean;
  expires_at: string;
  used_at: string | null;
  dismissed_at: string | null;
}

function refused(reason: CommunicatorReason): Response {
  return json({ success: false, reason });
}

/** A database failure: logged by step and SQLSTATE only (no request text), answered as a 500. */
function failed(step: string, code: string | undefined): Response {
  console.error(`${FUNCTION_NAME}: ${step} failed (${code ?? 'unknown'})`);
  return errorResponse(500, 'Failed to send AI communication to partner');
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.values(value as Record<string, unknown>).filter((item): item is string => typeof item === 'string');
  }
  return [];
}

/**
 * The request's texts: what the sender wrote (messageContent and every context text but the AI's
 * answer) and the AI's answer. The guide's answers carry its own stock words (Torah, a new baby, a
 * new job…), so topics are looked for by meaning only in the sender's words.
 */
function requestTexts(body: Record<string, unknown>): { sender: string[]; answer: string[] } {
  const sender = stringsOf(body.messageContent);
  const answer: string[] = [];
  const context = body.context;
  if (context && typeof context === 'object' && !Array.isArray(context)) {
    for (const [key, value] of Object.entries(context as Record<string, unknown>)) {
      if (typeof value !== 'string') continue;
      if (key === 'aiResponse') answer.push(value);
      else if (key !== 'timestamp') sender.push(value);
    }
  }
  return { sender, answer };
}

function dailyLimit(ctx: FunctionContext): number {
  const raw = ctx.env.get('PARTNER_COMMUNICATION_DAILY_LIMIT')?.trim();
  return raw && /^\d+$/.test(raw) ? Number(raw) : DEFAULT_DAILY_PAIR_LIMIT;
}

function nameOf(profile: ProfileRow | undefined): string | null {
  return profile?.display_name?.trim() || profile?.first_name?.trim() || null;
}

function genderOf(profile: ProfileRow | undefined): NoteGender {
  return profile?.gender === 'male' || profile?.gender === 'female' ? profile.gender : null;
}

/**
 * The note is written in the recipient's language: the one they chose for the app, else the
 * sender's, else Hebrew when the sender wrote in Hebrew, else English.
 */
function noteLanguage(recipient: ProfileRow | undefined, sender: ProfileRow | undefined, senderTexts: string[]): NoteLanguage {
  for (const chosen of [recipient?.ui_language, sender?.ui_language]) if (chosen === 'he' || chosen === 'en') return chosen;
  return senderTexts.some((text) => /[\u05D0-\u05EA]/.test(text)) ? 'he' : 'en';
}

/** yyyy-mm-dd of `at` in UTC, to compare with temporal_consent_until (a date, as the database does). */
function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The checks both steps make: an accepted connection, then both sides' consent for the type. */
async function connectionAndConsent(
  ctx: FunctionContext,
  me: string,
  partner: string,
  triggerType: TriggerType,
  now: Date,
): Promise<{ stop: Response } | { mine: ConsentRow; theirs: ConsentRow }> {
  // As the caller: RLS shows only links the caller is part of; a block removes the link.
  const link = await ctx.supabase
    .from('relationships')
    .select('id')
    .eq('connection_state', 'accepted')
    .or(`and(user_id.eq.${me},related_user_id.eq.${partner}),and(user_id.eq.${partner},related_user_id.eq.${me})`)
    .limit(1);
  if (link.error) return { stop: failed('relationships', link.error.code) };
  if ((link.data ?? []).length === 0) return { stop: refused('not_connected') };

  const consents = await ctx.supabaseAdmin
    .from('partner_communication_consent')
    .select('user_id, emotional_bridging, timing_optimization, conflict_mediation, boundary_keywords, temporal_consent_until')
    .in('user_id', [me, partner])
    .in('partner_user_id', [me, partner]);
  if (consents.error) return { stop: failed('consent', consents.error.code) };
  const rows = (consents.data ?? []) as ConsentRow[];
  const mine = rows.find((row) => row.user_id === me);
  const theirs = rows.find((row) => row.user_id === partner);
  const today = isoDate(now);
  if (!mine) return { stop: refused('no_consent') };
  if (!mine[triggerType]) return { stop: refused('trigger_not_enabled') };
  if (mine.temporal_consent_until && mine.temporal_consent_until < today) return { stop: refused('consent_expired') };
  // Both sides: the AI reaches out to the partner only if the partner, too, has this type on
  // toward the sender (spec §4 Consent: the types "both sides enabled"). The partner's three types
  // are theirs to show the sender (spec §6), so saying which side is missing reveals nothing more.
  if (!theirs) return { stop: refused('partner_no_consent') };
  if (!theirs[triggerType]) return { stop: refused('partner_trigger_not_enabled') };
  if (theirs.temporal_consent_until && theirs.temporal_consent_until < today) return { stop: refused('partner_consent_expired') };
  return { mine, theirs };
}

/** The pair's daily limit (sender → partner, notes actually stored in the last 24 hours). */
async function dailyLimitReached(ctx: FunctionContext, me: string, partner: string): Promise<Response | null> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  const sentToday = await ctx.supabaseAdmin
    .from('ai_partner_communications')
    .select('id', { count: 'exact', head: true })
    .eq('from_user_id', me)
    .eq('to_user_id', partner)
    .gt('created_at', since);
  if (sentToday.error) return failed('daily count', sentToday.error.code);
  return (sentToday.count ?? 0) >= dailyLimit(ctx) ? refused('daily_limit_reached') : null;
}

export default async function aiPartnerCommunicator(req: Request, ctx: FunctionContext): Promise<Response> {
  const me = ctx.caller.userId;
  if (!me) return errorResponse(401, 'Sign in to send an AI communication.');
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  if (body.proposalId !== undefined) return decide(body, me, ctx);
  return propose(body, me, ctx);
}

async function propose(body: Record<string, unknown>, me: string, ctx: FunctionContext): Promise<Response> {
  const partner = body.partnerUserId;
  if (!isUuid(partner)) return errorResponse(400, '"partnerUserId" is required: a user id');
  if (partner.toLowerCase() === me.toLowerCase()) return errorResponse(400, '"partnerUserId" must be someone else');
  const triggerType = body.triggerType;
  if (!isTriggerType(triggerType)) {
    return errorResponse(400, '"triggerType" must be emotional_bridging, timing_optimization or conflict_mediation');
  }
  const forceBypassLimits = body.forceBypassLimits === true;

  const limited = await enforceRateLimit(ctx, FUNCTION_NAME, { perMinute: 5, perDay: 50 });
  if (limited) return limited;

  // Safety first: crisis or abuse — or possibly so — in what the sender wrote: never reach out to
  // the partner, who may be the danger; the guidance answer already gave the resources. The AI's
  // own answer stops it at a crisis reading: the detector is tuned for people's words, and reads a
  // 'possible' concern into a fair share of the guide's ordinary answers (its Talmud quotes, "are
  // you safe…"), which would silently withhold every such proposal.
  const texts = requestTexts(body);
  const concern =
    texts.sender.some((text) => assessSafety(text).level !== 'none') || texts.answer.some((text) => assessSafety(text).level === 'crisis');
  if (concern) return refused('safety_concern');

  const now = communicatorNow(ctx);
  const checked = await connectionAndConsent(ctx, me, partner, triggerType, now);
  if ('stop' in checked) return checked.stop;
  const keywords = [...(checked.mine.boundary_keywords ?? []), ...(checked.theirs.boundary_keywords ?? [])];
  // Which side's keyword matched is never said.
  if (containsBoundaryKeyword(texts.sender, keywords) || containsBoundaryKeyword(texts.answer, keywords, { byMeaning: false })) {
    return refused('boundary_keyword');
  }

  if (!forceBypassLimits) {
    const limit = await dailyLimitReached(ctx, me, partner);
    if (limit) return limit;
  }

  const profiles = await ctx.supabaseAdmin
    .from('profiles')
    .select('id, display_name, first_name, timezone, location, gender, ui_language')
    .in('id', [me, partner]);
  if (profiles.error) return failed('profiles', profiles.error.code);
  const people = (profiles.data ?? []) as ProfileRow[];

  // Proposals a day past their time are of no use to anyone.
  const stale = await ctx.supabaseAdmin
    .from('ai_partner_proposals')
    .delete()
    .eq('from_user_id', me)
    .lt('expires_at', new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString());
  if (stale.error) console.warn(`${FUNCTION_NAME}: clean-up failed (${stale.error.code ?? 'unknown'})`);

  const id = crypto.randomUUID();
  const sender = people.find((row) => row.id === me);
  const recipient = people.find((row) => row.id === partner);
  const text = composePartnerMessage({
    triggerType,
    senderName: nameOf(sender),
    recipientName: nameOf(recipient),
    seed: id,
    language: noteLanguage(recipient, sender, texts.sender),
    senderGender: genderOf(sender),
    recipientGender: genderOf(recipient),
  });
  const expiresAt = new Date(now.getTime() + PROPOSAL_LIFETIME_MS).toISOString();
  const inserted = await ctx.supabaseAdmin.from('ai_partner_proposals').insert({
    id,
    from_user_id: me,
    to_user_id: partner,
    trigger_type: triggerType,
    ai_message: text,
    manual: forceBypassLimits,
    expires_at: expiresAt,
  });
  if (inserted.error) return failed('proposal', inserted.error.code);
  const proposal: ProposalAnswer = { id, text, triggerType, expiresAt };
  return json({ success: true, reason: 'proposed', proposal });
}

async function decide(body: Record<string, unknown>, me: string, ctx: FunctionContext): Promise<Response> {
  const proposalId = body.proposalId;
  if (!isUuid(proposalId)) return errorResponse(400, '"proposalId" must be a proposal id');
  const decision = body.decision;
  if (decision !== 'send' && decision !== 'dismiss') return errorResponse(400, '"decision" must be send or dismiss');

  // Only the caller's own proposal: anyone else's is as good as absent.
  const found = await ctx.supabaseAdmin
    .from('ai_partner_proposals')
    .select('id, to_user_id, trigger_type, manual, expires_at, used_at, dismissed_at')
    .eq('id', proposalId)
    .eq('from_user_id', me)
    .maybeSingle();
  if (found.error) return failed('proposal lookup', found.error.code);
  const proposal = found.data as ProposalRow | null;
  if (!proposal) return refused('proposal_not_found');

  if (decision === 'dismiss') {
    if (proposal.used_at) return refused('proposal_used');
    if (!proposal.dismissed_at) {
      const dismissed = await ctx.supabaseAdmin
        .from('ai_partner_proposals')
        .update({ dismissed_at: new Date().toISOString() })
        .eq('id', proposal.id)
        .is('used_at', null);
      if (dismissed.error) return failed('dismiss', dismissed.error.code);
    }
    return json({ success: true, reason: 'dismissed' });
  }

  const now = communicatorNow(ctx);
  const unusable = whyUnusable(proposal, now);
  if (unusable) return refused(unusable);

  const partner = proposal.to_user_id;
  const checked = await connectionAndConsent(ctx, me, partner, proposal.trigger_type, now);
  if ('stop' in checked) return checked.stop;
  if (!proposal.manual) {
    const limit = await dailyLimitReached(ctx, me, partner);
    if (limit) return limit;
  }

  const recipient = await ctx.supabaseAdmin.from('profiles').select('timezone, location').eq('id', partner).maybeSingle();
  if (recipient.error) return failed('profiles', recipient.error.code);
  const place = (recipient.data ?? {}) as Partial<ProfileRow>;
  const sacred = sacredTimeAt(now, { timezone: place.timezone, location: place.location });
  const held = sacred.inSacredTime && sacred.endsAt !== null;

  const sent = await ctx.supabaseAdmin.rpc('send_ai_partner_proposal', {
    proposal: proposal.id,
    sender: me,
    as_of: now.toISOString(),
    deliver_after: held ? sacred.endsAt!.toISOString() : null,
    held_for: held ? sacred.kind : null,
  });
  if (sent.error) {
    // The connection trigger: the link went away between the check and the insert.
    if (sent.error.code === 'P0001') return refused('not_connected');
    return failed('send', sent.error.code);
  }
  const communicationId = sent.data as string | null;
  if (!communicationId) {
    // Another Send (a double click, a second tab) or Dismiss got there first, or time ran out.
    const again = await ctx.supabaseAdmin.from('ai_partner_proposals').select('id, to_user_id, trigger_type, manual, expires_at, used_at, dismissed_at').eq('id', proposal.id).maybeSingle();
    return refused((again.data && whyUnusable(again.data as ProposalRow, now)) || 'proposal_used');
  }
  if (held) {
    return json({
      success: true,
      reason: sacred.kind === 'yom_tov' ? 'held_until_after_yom_tov' : 'held_until_after_shabbat',
      held: true,
      deliverAfter: sacred.endsAt!.toISOString(),
      communicationId,
    });
  }
  return json({ success: true, reason: 'sent', held: false, communicationId });
}

function whyUnusable(proposal: ProposalRow, now: Date): CommunicatorReason | null {
  if (proposal.used_at) return 'proposal_used';
  if (proposal.dismissed_at) return 'proposal_dismissed';
  if (Date.parse(proposal.expires_at) <= now.getTime()) return 'proposal_expired';
  return null;
}
