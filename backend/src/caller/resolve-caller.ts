// Who is calling: the apikey header (or ?apikey=, as realtime sends it) must be a JWT signed with
// the project's secret, and the Authorization bearer token, when present, decides the role.
// Both are verified with jose (signature, exp, nbf and iat, with PostgREST's 30 s of clock skew);
// nothing else is trusted.
import { decodeProtectedHeader, errors as joseErrors } from 'jose';
import { CallerError, type ApiRole, type Caller, type JwtClaims, type JwtFailure } from '../context';
import { POSTGREST_TIME_RULES, projectJwtKeys, verifyProjectJwt, type JwtTimeRules, type SigningKeyJwk } from '../keys';
import { isUuid } from '../uuid';
import type { SessionLiveness } from './session-liveness';

const API_ROLES: ReadonlySet<string> = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);

/** Verified tokens, so a busy client does not pay an HMAC per request; bounded, exp re-checked (with the same skew). */
const CACHE_LIMIT = 5000;

export type VerifyResult = { ok: true; claims: JwtClaims } | { ok: false; expired: boolean; failure: JwtFailure };

/** Why a token failed, in the terms PostgREST answers with (see rest/index.ts). */
export function jwtFailure(token: string, error: unknown): JwtFailure {
  const parts = token.split('.').length;
  if (parts !== 3) return { kind: 'parts', parts };
  if (error instanceof joseErrors.JWTExpired) return { kind: 'expired' };
  if (error instanceof joseErrors.JWTClaimValidationFailed && (error.claim === 'exp' || error.claim === 'nbf' || error.claim === 'iat')) {
    return { kind: 'claim', claim: error.claim, problem: error.reason === 'check_failed' ? 'not-yet-valid' : 'not-a-number' };
  }
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return { kind: 'crypto' };
  }
  if (alg === 'none') return { kind: 'algorithm', detail: "JWT is unsecured but expected 'alg' was not 'none'" };
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return { kind: 'algorithm', detail: null };
  if (error instanceof joseErrors.JWTInvalid || error instanceof joseErrors.JWTClaimValidationFailed) return { kind: 'claims' };
  // A signature no key of the project verifies (wrong secret, unknown kid), or a signature that
  // cannot be read.
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || (error instanceof Error && error.message === 'no signing key with this kid')) {
    return { kind: 'key' };
  }
  return { kind: 'crypto' };
}

/** Verifies tokens of the project; time claims by `rules` (PostgREST's by default; /auth/v1 uses GoTrue's). */
export function createTokenVerifier(
  jwtSecret: string,
  signingKeys: readonly SigningKeyJwk[] = [],
  rules: JwtTimeRules = POSTGREST_TIME_RULES,
): (token: string) => Promise<VerifyResult> {
  const keys = projectJwtKeys(jwtSecret, signingKeys);
  const cache = new Map<string, JwtClaims>();
  return async (token) => {
    const cached = cache.get(token);
    const now = Math.floor(Date.now() / 1000);
    if (cached) {
      if (cached.exp === undefined || cached.exp > now - rules.leewaySeconds) return { ok: true, claims: cached };
      cache.delete(token);
      return { ok: false, expired: true, failure: { kind: 'expired' } };
    }
    try {
      const payload = await verifyProjectJwt(token, keys, rules);
      const role = payload.role ?? 'anon';
      if (typeof role !== 'string' || !API_ROLES.has(role)) return { ok: false, expired: false, failure: { kind: 'role' } };
      const claims = { ...payload, role } as JwtClaims;
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(token, claims);
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, expired: error instanceof joseErrors.JWTExpired, failure: jwtFailure(token, error) };
    }
  };
}

function bearerToken(header: string | null): string | undefined {
  if (header === null) return undefined;
  if (/^Bearer\s*$/i.test(header)) throw new CallerError(401, 'bad_jwt', 'Authorization header must be "Bearer <token>"', { kind: 'empty' });
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new CallerError(401, 'bad_jwt', 'Authorization header must be "Bearer <token>"');
  return match[1];
}

export type CallerResolver = (request: Request) => Promise<Caller>;

/**
 * Refuses a user token whose session has ended, as GoTrue's /user does (session_not_found), so
 * that sign-out, a password change or a ban closes REST, storage, functions and realtime too, not
 * only /auth/v1. Tokens without session_id (the anon and service keys) are not sessions.
 */
export function withLiveSessions(resolve: CallerResolver, sessions: SessionLiveness): CallerResolver {
  return async (request) => {
    const caller = await resolve(request);
    const sessionId = caller.claims.session_id;
    if (sessionId === undefined) return caller;
    if (typeof sessionId !== 'string' || !isUuid(sessionId)) {
      throw new CallerError(401, 'bad_jwt', 'invalid JWT: the session_id claim is not a UUID');
    }
    const userId = typeof caller.claims.sub === 'string' ? caller.claims.sub : undefined;
    if (!(await sessions.isLive(sessionId, userId))) {
      throw new CallerError(401, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return caller;
  };
}

export function createCallerResolver(jwtSecret: string, signingKeys: readonly SigningKeyJwk[] = []): CallerResolver {
  const verify = createTokenVerifier(jwtSecret, signingKeys);
  return async (request) => {
    const apiKey = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
    const bearer = bearerToken(request.headers.get('authorization'));
    if (!apiKey && !bearer) {
      throw new CallerError(401, 'no_authorization', 'No API key found in request');
    }
    if (apiKey) {
      const key = await verify(apiKey);
      if (!key.ok) throw new CallerError(401, 'invalid_api_key', 'Invalid API key');
      if (!bearer || bearer === apiKey) return { role: key.claims.role, claims: key.claims, token: apiKey };
    }
    const token = bearer!;
    const verified = await verify(token);
    if (!verified.ok) {
      throw verified.expired
        ? new CallerError(401, 'jwt_expired', 'JWT expired')
        : new CallerError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature', verified.failure);
    }
    return { role: verified.claims.role, claims: verified.claims, token };
  };
}
