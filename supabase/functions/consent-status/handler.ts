// consent-status: {partnerUserId} → {selfConsent, partnerConsent, fullyEnabled}, computed in the
// database (public.get_consent_status) for the JWT's user — a `userId` in the body is ignored.
// selfConsent: my profile consent and my active share_context toward the partner; partnerConsent:
// the same from them toward me; fullyEnabled: both, and still connected (spec §4 'Fully enabled').
// Not connected: all false.
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, isUuid, json, readJsonObject } from '../_shared/http.ts';

interface ConsentStatusRow {
  self_consent: boolean;
  partner_consent: boolean;
  fully_enabled: boolean;
}

export default async function consentStatus(req: Request, ctx: FunctionContext): Promise<Response> {
  if (!ctx.caller.userId) return errorResponse(401, 'Sign in to see consent status.');
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  const partnerUserId = body.partnerUserId;
  if (!isUuid(partnerUserId)) return errorResponse(400, '"partnerUserId" is required: a user id');

  // As the caller, so auth.uid() in the function is the JWT's user.
  const { data, error } = await ctx.supabase.rpc('get_consent_status', { partner: partnerUserId });
  if (error) {
    console.error(`consent-status: get_consent_status failed (${error.code})`);
    return errorResponse(500, 'Could not read consent status. Please try again.');
  }
  const row = (data as ConsentStatusRow[] | null)?.[0];
  return json({
    selfConsent: row?.self_consent === true,
    partnerConsent: row?.partner_consent === true,
    fullyEnabled: row?.fully_enabled === true,
  });
}
