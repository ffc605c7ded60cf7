// Verifies a channel's access token the way every other request is verified: through the server's
// own resolveCaller (apikey + Bearer token, signature and exp checked), so realtime accepts exactly
// the tokens REST accepts. The messages are the ones Supabase Realtime sends back.
import { decodeJwt } from 'jose';
import { CallerError, type BackendContext, type JwtClaims } from '../../context';

export type TokenCheck = { ok: true; claims: JwtClaims; token: string } | { ok: false; message: string };

function expiredMessage(token: string): string {
  try {
    const { exp } = decodeJwt(token);
    if (typeof exp === 'number') {
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      return `Token has expired ${ago} seconds ago`;
    }
  } catch {
    // Fall through to the generic message.
  }
  return 'Token has expired';
}

/** The Request resolveCaller understands, carrying the socket's apikey and the channel's token. */
function tokenRequest(apiKey: string, token: string): Request {
  return new Request('http://realtime.internal/realtime/v1/websocket', {
    headers: { apikey: apiKey, authorization: `Bearer ${token}` },
  });
}

export async function checkToken(ctx: BackendContext, apiKey: string, token: string): Promise<TokenCheck> {
  try {
    const caller = await ctx.resolveCaller(tokenRequest(apiKey, token));
    // REST allows 30 s of clock skew past exp (PostgREST's); Supabase Realtime allows none.
    if (isExpired(caller.claims)) return { ok: false, message: expiredMessage(token) };
    return { ok: true, claims: caller.claims, token: caller.token };
  } catch (error) {
    if (error instanceof CallerError) {
      if (error.code === 'jwt_expired') return { ok: false, message: expiredMessage(token) };
      if (error.code === 'invalid_api_key') return { ok: false, message: 'Invalid API key' };
      return { ok: false, message: 'Invalid JWT Token' };
    }
    throw error;
  }
}

/** Whether the claims' exp has passed (a token without exp does not expire here). */
export function isExpired(claims: JwtClaims, nowMs = Date.now()): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs;
}
