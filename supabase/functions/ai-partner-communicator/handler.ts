// ai-partner-communicator: {partnerUserId, triggerType, context, messageContent,
// requestCommunication, forceBypassLimits} → {success, reason, ...}.
//
// Sends a warm AI-written note to the partner on the caller's behalf (the JWT's user; any userId
// in the body is ignored), only when:
//   the two are connected (accepted link, no block);
//   the caller's consent toward the partner has this trigger type on and its end date has not passed;
//   no boundary keyword of either person's consent appears in the request's texts;
//   the pair's daily limit is not reached — unless the user explicitly asked (forceBypassLimits);
//   nothing in the request signals crisis or abuse (then no outreach at all: reason safety_concern).
// The note is composed from the trigger type and the names only: the sender's conversation is read
// for the boundary check and then dropped, never stored, quoted or logged.
// While the partner keeps Shabbat or Yom Tov at their place, the note is stored held and released
// after havdalah by public.release_due_partner_communications() (pg_cron / backend/src/scheduled).
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, isUuid, json, readJsonObject } from '../_shared/http.ts';
import {
  communicatorNow,
  composePartnerMessage,
  containsBoundaryKeyword,
  isTriggerType,
} from '../_shared/partner-communication/index.ts';
import { detectSafety } from '../_shared/guide/index.ts';
import { enforceRateLimit } from '../_shared/rate-limit/index.ts';
import { sacredTimeAt } from '../_shared/sacred-time/index.ts';

export const FUNCTION_NAME = 'ai-partner-communicator';
/** Notes per pair (sender → partner) in 24 hours, unless the user explicitly asks. */
export const DEFAULT_DAILY_PAIR_LIMIT = 3;

export type CommunicatorReason =
  | 'sent'
  | 'held_until_after_shabbat'
  | 'held_until_after_yom_tov'
  | 'not_connected'
  | 'no_consent'
  | 'trigger_not_enabled'
  | 'consent_expired'
  | 'partner_no_consent'
  | 'partner_trigger_not_enabled'
  | 'partner_consent_expired'
  | 'boundary_keyword'
  | 'daily_limit_reached'
  | 'safety_concern';

interface ConsentRow {
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
}

function refused(reason: CommunicatorReason): Response {
  return json({ success: false, reason });
}

/** Every string the request carries, for the boundary check (and nothing else). */
function requestTexts(body: Record<string, unknown>): string[] {
  const texts: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
  };
  add(body.messageContent);
  const context = body.context;
  if (context && typeof context === 'object' && !Array.isArray(context)) {
    for (const value of Object.values(context as Record<string, unknown>)) add(value);
  }
  return texts;
}

function dailyLimit(ctx: FunctionContext): number {
  const raw = ctx.env.get('PARTNER_COMMUNICATION_DAILY_LIMIT')?.trim();
  return raw && /^\d+$/.test(raw) ? Number(raw) : DEFAULT_DAILY_PAIR_LIMIT;
}

function nameOf(profile: ProfileRow | undefined): string | null {
  return profile?.display_name?.trim() || profile?.first_name?.trim() || null;
}

/** yyyy-mm-dd of `at` in UTC, to compare with temporal_consent_until (a date, as the database does). */
function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export default async function aiPartnerCommunicator(req: Request, ctx: FunctionContext): Promise<Response> {
  const me = ctx.caller.userId;
  if (!me) return errorResponse(401, 'Sign in to send an AI communication.');
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
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

  // As the caller: RLS shows only links the caller is part of; a block removes the link.
  const link = await ctx.supabase
    .from('relationships')
    .select('id')
    .eq('connection_state', 'accepted')
    .or(`and(user_id.eq.${me},related_user_id.eq.${partner}),and(user_id.eq.${partner},related_user_id.eq.${me})`)
    .limit(1);
  if (link.error) return failed('relationships', link.error.code);
  if ((link.data ?? []).length === 0) return refused('not_connected');

  const consents = await ctx.supabaseAdmin
    .from('partner_communication_consent')
    .select('user_id, emotional_bridging, timing_optimization, conflict_mediation, boundary_keywords, temporal_consent_until')
    .in('user_id', [me, partner])
    .in('partner_user_id', [me, partner]);
  if (consents.error) return failed('consent', consents.error.code);
  const rows = (consents.data ?? []) as (ConsentRow & { user_id: string })[];
  const mine = rows.find((row) => row.user_id === me);
  const theirs = rows.find((row) => row.user_id === partner);
  if (!mine) return refused('no_consent');
  if (!mine[triggerType]) return refused('trigger_not_enabled');
  const now = communicatorNow(ctx);
  const today = isoDate(now);
  if (mine.temporal_consent_until && mine.temporal_consent_until < today) return refused('consent_expired');
  // Both sides: the AI reaches out to the partner only if the partner, too, has this type on
  // toward the sender (spec §4 Consent: the types "both sides enabled"). The partner's three types
  // are theirs to show the sender (spec §6), so saying which side is missing reveals nothing more.
  if (!theirs) return refused('partner_no_consent');
  if (!theirs[triggerType]) return refused('partner_trigger_not_enabled');
  if (theirs.temporal_consent_until && theirs.temporal_consent_until < today) return refused('partner_consent_expired');
  const texts = requestTexts(body);
  const keywords = [...(mine.boundary_keywords ?? []), ...(theirs?.boundary_keywords ?? [])];
  if (containsBoundaryKeyword(texts, keywords)) return refused('boundary_keyword');
  // Crisis or abuse in what the sender wrote (the guide's safety layer): never reach out to the
  // partner, who may be the danger; the guidance answer already gave the resources.
  if (texts.some((text) => detectSafety(text) !== null)) return refused('safety_concern');

  if (!forceBypassLimits) {
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const sentToday = await ctx.supabaseAdmin
      .from('ai_partner_communications')
      .select('id', { count: 'exact', head: true })
      .eq('from_user_id', me)
      .eq('to_user_id', partner)
      .gt('created_at', since);
    if (sentToday.error) return failed('daily count', sentToday.error.code);
    if ((sentToday.count ?? 0) >= dailyLimit(ctx)) return refused('daily_limit_reached');
  }

  const profiles = await ctx.supabaseAdmin
    .from('profiles')
    .select('id, display_name, first_name, timezone, location')
    .in('id', [me, partner]);
  if (profiles.error) return failed('profiles', profiles.error.code);
  const people = (profiles.data ?? []) as ProfileRow[];
  const sender = people.find((row) => row.id === me);
  const recipient = people.find((row) => row.id === partner);

  const id = crypto.randomUUID();
  const aiMessage = composePartnerMessage({
    triggerType,
    senderName: nameOf(sender),
    recipientName: nameOf(recipient),
    seed: id,
  });
  const sacred = sacredTimeAt(now, { timezone: recipient?.timezone, location: recipient?.location });
  const held = sacred.inSacredTime && sacred.endsAt !== null;
  const inserted = await ctx.supabaseAdmin.from('ai_partner_communications').insert({
    id,
    from_user_id: me,
    to_user_id: partner,
    ai_message: aiMessage,
    trigger_type: triggerType,
    delivered_at: held ? null : new Date().toISOString(),
    deliver_after: held ? sacred.endsAt!.toISOString() : null,
    held_for: held ? sacred.kind : null,
  });
  if (inserted.error) {
    // The connection trigger: the link went away between the check and the insert.
    if (inserted.error.code === 'P0001') return refused('not_connected');
    return failed('insert', inserted.error.code);
  }
  if (held) {
    return json({
      success: true,
      reason: sacred.kind === 'yom_tov' ? 'held_until_after_yom_tov' : 'held_until_after_shabbat',
      held: true,
      deliverAfter: sacred.endsAt!.toISOString(),
      communicationId: id,
    });
  }
  return json({ success: true, reason: 'sent', held: false, communicationId: id });
}

/** A database failure: logged by step and SQLSTATE only (no request text), answered as a 500. */
function failed(step: string, code: string | undefined): Response {
  console.error(`${FUNCTION_NAME}: ${step} failed (${code ?? 'unknown'})`);
  return errorResponse(500, 'Failed to send AI communication to partner');
}
