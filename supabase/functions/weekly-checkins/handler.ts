// weekly-checkins (issue 34): the planning step of the Erev Shabbat check-in and the anniversary.
//
//   POST { plan: 'due', now? }   (service role: backend/src/scheduled locally, pg_cron + pg_net hosted)
//        Starts this week's check-ins and stores when each invitation, reminder and anniversary note
//        reaches its person (at their place: before candle lighting, never inside Shabbat or Yom
//        Tov). → { planned }
// Sending is the database's job (send_due_checkin_notifications, every minute).
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, json, readJsonObject } from '../_shared/http.ts';
import { planCheckins } from '../_shared/weekly-checkins/index.ts';

export default async function weeklyCheckins(req: Request, ctx: FunctionContext): Promise<Response> {
  if (req.method !== 'POST') return errorResponse(405, 'Use POST.');
  if (ctx.caller.role !== 'service_role') return errorResponse(403, 'Only the server may plan weekly check-ins.');
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  if (body.plan !== 'due') return errorResponse(400, '"plan" must be "due"');
  let now = new Date();
  if (body.now !== undefined) {
    now = typeof body.now === 'string' ? new Date(body.now) : new Date(Number.NaN);
    if (Number.isNaN(now.getTime())) return errorResponse(400, '"now" must be an ISO date-time');
  }
  try {
    return json(await planCheckins(ctx.supabaseAdmin, now));
  } catch (error) {
    console.error('weekly-checkins: planning failed', error instanceof Error ? error.message : error);
    return errorResponse(500, 'Could not plan the weekly check-ins.');
  }
}
