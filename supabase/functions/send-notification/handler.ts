// send-notification (spec §7, issue 14): delivers notifications by web push and email.
//
//   GET                                  → { vapidPublicKey } (what the browser subscribes with)
//   POST { userId, type, title, message, data }
//        service role: for anyone; a signed-in user: only to themselves (a test notification).
//        Stores the notification (the user's bell shows it) and delivers it now.
//   POST { type: 'INSERT', table: 'notifications', record }   (service role: a database webhook)
//        Delivers the new row (new-message notifications are written by a database trigger).
//   POST { dispatch: 'due', now?, limit? }                     (service role: dispatcher / pg_cron)
//        Delivers every delivery due at `now` (default: the current time), held ones included.
//
// Preferences decide push and email; a recipient in Shabbat or Yom Tov gets non-urgent ones after
// havdalah (data.urgent === true is sent at once); a 404/410 from a push service removes that
// subscription. Email goes to notification_emails (a mail sender, or the local outbox, takes it).
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, isUuid, json, readJsonObject } from '../_shared/http.ts';
import { deliverNotification, type ClaimedDelivery, type DeliveryOutcome } from './deliver.ts';
import { vapidKeysFrom } from './webPush.ts';

const MAX_TYPE = 64;
const MAX_TITLE = 300;
const MAX_MESSAGE = 1000;

function isService(ctx: FunctionContext): boolean {
  return ctx.caller.role === 'service_role';
}

async function deliverClaimed(ctx: FunctionContext, claimed: ClaimedDelivery[], now: Date): Promise<DeliveryOutcome[]> {
  const deps = { admin: ctx.supabaseAdmin, vapid: vapidKeysFrom((name) => ctx.env.get(name)), siteUrl: ctx.env.get('SITE_URL') };
  const outcomes: DeliveryOutcome[] = [];
  for (const delivery of claimed) {
    try {
      outcomes.push(await deliverNotification(deps, delivery, now));
    } catch (error) {
      // Back to pending: the next dispatch tries again.
      console.error('send-notification: delivery failed', error instanceof Error ? error.message : error);
      await ctx.supabaseAdmin.from('notification_deliveries').update({ state: 'pending', reason: 'error' }).eq('notification_id', delivery.notification_id);
    }
  }
  return outcomes;
}

/** Claims what is due at `now` (all of it, or one notification) and delivers it. */
async function dispatch(ctx: FunctionContext, now: Date, limit: number, only?: string): Promise<DeliveryOutcome[] | Response> {
  const { data, error } = await ctx.supabaseAdmin.rpc('claim_due_notification_deliveries', { as_of: now.toISOString(), max_rows: limit });
  if (error) {
    console.error(`send-notification: claim failed (${error.code}) ${error.message}`);
    return errorResponse(500, 'Could not read the notifications waiting to be sent.');
  }
  const claimed = (data as ClaimedDelivery[] | null) ?? [];
  if (only) {
    // Put back what another notification's turn claimed: it stays due for the next dispatch.
    const others = claimed.filter((d) => d.notification_id !== only).map((d) => d.notification_id);
    if (others.length > 0) await ctx.supabaseAdmin.from('notification_deliveries').update({ state: 'pending' }).in('notification_id', others);
    return deliverClaimed(ctx, claimed.filter((d) => d.notification_id === only), now);
  }
  return deliverClaimed(ctx, claimed, now);
}

function parseNow(value: unknown): Date | null {
  if (value === undefined || value === null) return new Date();
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export default async function sendNotification(req: Request, ctx: FunctionContext): Promise<Response> {
  if (req.method === 'GET') {
    const vapid = vapidKeysFrom((name) => ctx.env.get(name));
    if (!vapid) return errorResponse(503, 'Push notifications are not configured on this server.');
    return json({ vapidPublicKey: vapid.publicKey });
  }
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;

  if (body.dispatch !== undefined) {
    if (!isService(ctx)) return errorResponse(403, 'Only the server may dispatch notifications.');
    if (body.dispatch !== 'due') return errorResponse(400, '"dispatch" must be "due"');
    const now = parseNow(body.now);
    if (!now) return errorResponse(400, '"now" must be an ISO date-time');
    const limit = typeof body.limit === 'number' && Number.isInteger(body.limit) ? body.limit : 50;
    const outcomes = await dispatch(ctx, now, limit);
    return outcomes instanceof Response ? outcomes : json({ deliveries: outcomes });
  }

  if (body.type === 'INSERT' && body.table === 'notifications') {
    if (!isService(ctx)) return errorResponse(403, 'Only the database may call this webhook.');
    const record = body.record as { id?: unknown } | undefined;
    if (!isUuid(record?.id)) return errorResponse(400, '"record.id" must be a notification id');
    const outcomes = await dispatch(ctx, new Date(), 200, record.id);
    return outcomes instanceof Response ? outcomes : json({ deliveries: outcomes });
  }

  const { userId, type, title, message, data } = body;
  if (!isUuid(userId)) return errorResponse(400, '"userId" is required: a user id');
  if (typeof type !== 'string' || !type.trim() || type.length > MAX_TYPE) return errorResponse(400, `"type" is required (at most ${MAX_TYPE} characters)`);
  if (typeof title !== 'string' || !title.trim() || title.length > MAX_TITLE) return errorResponse(400, `"title" is required (at most ${MAX_TITLE} characters)`);
  if (typeof message !== 'string' || message.length > MAX_MESSAGE) return errorResponse(400, `"message" is required (at most ${MAX_MESSAGE} characters)`);
  if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) return errorResponse(400, '"data" must be an object');
  if (!isService(ctx)) {
    if (!ctx.caller.userId) return errorResponse(401, 'Sign in to send notifications.');
    // Anyone else's device is reached only through what the server decides to notify.
    if (ctx.caller.userId !== userId) return errorResponse(403, 'You can only send notifications to yourself.');
  }
  const { data: inserted, error } = await ctx.supabaseAdmin
    .from('notifications')
    .insert({ user_id: userId, type: type.trim(), title: title.trim(), message, data: data ?? {} })
    .select('id')
    .single<{ id: string }>();
  if (error || !inserted) {
    console.error(`send-notification: insert failed (${error?.code}) ${error?.message}`);
    return errorResponse(error?.code === '23503' ? 404 : 500, error?.code === '23503' ? 'No such user.' : 'Could not store the notification.');
  }
  const outcomes = await dispatch(ctx, new Date(), 200, inserted.id);
  if (outcomes instanceof Response) return outcomes;
  return json({ notificationId: inserted.id, delivery: outcomes[0] ?? null });
}
