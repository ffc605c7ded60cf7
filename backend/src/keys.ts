// The project's keys. API keys: long-lived HS256 JWTs whose only meaningful claim is `role`,
// exactly as Supabase issues them; the payload matches the Supabase CLI's local keys, so with the
// CLI's well-known JWT secret they are byte-for-byte the ones `supabase start` prints.
// Access tokens: HS256 with the same secret, or, when the project has asymmetric signing keys
// (the CLI's `signing_keys_path`, a JSON array of private JWKs from `supabase gen signing-key`),
// RS256/ES256 with the first of them, as GoTrue does; every key's public half is published at
// /auth/v1/.well-known/jwks.json. HS256 tokens stay valid beside them (the legacy API keys are HS256).
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SignJWT, decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { ApiRole } from './context';

/** 2032-11-12, the expiry the Supabase CLI puts in its local keys. */
const API_KEY_EXPIRY = 1983812996;

export function secretKey(jwtSecret: string): Uint8Array {
  return new TextEncoder().encode(jwtSecret);
}

export async function signApiKey(jwtSecret: string, role: Extract<ApiRole, 'anon' | 'service_role'>): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role, exp: API_KEY_EXPIRY })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretKey(jwtSecret));
}

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export async function apiKeys(jwtSecret: string): Promise<ApiKeys> {
  return {
    anonKey: await signApiKey(jwtSecret, 'anon'),
    serviceRoleKey: await signApiKey(jwtSecret, 'service_role'),
  };
}

// --- asymmetric signing keys -----------------------------------------------------------------

export type AsymmetricAlg = 'RS256' | 'ES256';
const ASYMMETRIC_ALGS: ReadonlySet<string> = new Set<AsymmetricAlg>(['RS256', 'ES256']);

/** One entry of the signing-keys file: a private JWK with the `kid` and `alg` the CLI writes. */
export type SigningKeyJwk = JWK & { kid: string; alg: AsymmetricAlg };

interface PublicKeyEntry {
  alg: AsymmetricAlg;
  key: KeyObject;
}

export interface ProjectJwtKeys {
  secret: Uint8Array;
  /** The key new access tokens are signed with; undefined: HS256 with the secret. */
  signing?: { kid: string; alg: AsymmetricAlg; privateKey: KeyObject };
  /** By kid: every key of the file verifies (a rotated-out key keeps its tokens valid until they expire). */
  publicKeys: ReadonlyMap<string, PublicKeyEntry>;
  /** The JSON Web Key Set GoTrue serves: public halves only. */
  jwks: { keys: JWK[] };
}

function checkedJwk(value: unknown, where: string): SigningKeyJwk {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${where}: not a JSON Web Key`);
  const jwk = value as JWK;
  if (typeof jwk.alg !== 'string' || !ASYMMETRIC_ALGS.has(jwk.alg)) throw new Error(`${where}: alg must be RS256 or ES256`);
  if (typeof jwk.kid !== 'string' || jwk.kid === '') throw new Error(`${where}: kid is missing`);
  if (jwk.alg === 'RS256' && jwk.kty !== 'RSA') throw new Error(`${where}: an RS256 key must have kty RSA`);
  if (jwk.alg === 'ES256' && (jwk.kty !== 'EC' || jwk.crv !== 'P-256')) throw new Error(`${where}: an ES256 key must be an EC P-256 key`);
  if (typeof jwk.d !== 'string') throw new Error(`${where}: the private part (d) is missing; the file holds private keys`);
  return jwk as SigningKeyJwk;
}

/**
 * Reads a signing-keys file as `supabase gen signing-key` writes it: a JSON array of private JWKs
 * (a single JWK object is accepted too). The first key signs. Throws with the file's name on any
 * problem: a server must not start with keys it cannot use.
 */
export function readSigningKeysFile(path: string): SigningKeyJwk[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`signing keys file ${path} could not be read: ${(error as Error).message}`);
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0) throw new Error(`signing keys file ${path} holds no key`);
  const keys = list.map((entry, index) => checkedJwk(entry, `signing keys file ${path}, key ${index + 1}`));
  const kids = new Set(keys.map((key) => key.kid));
  if (kids.size !== keys.length) throw new Error(`signing keys file ${path}: two keys share a kid`);
  return keys;
}

function publicJwk(jwk: SigningKeyJwk, key: KeyObject): JWK {
  const exported = key.export({ format: 'jwk' }) as JWK;
  return { ...exported, kid: jwk.kid, alg: jwk.alg, use: 'sig', key_ops: ['verify'], ext: true };
}

export function projectJwtKeys(jwtSecret: string, signingKeys: readonly SigningKeyJwk[] = []): ProjectJwtKeys {
  const publicKeys = new Map<string, PublicKeyEntry>();
  const jwks: JWK[] = [];
  for (const jwk of signingKeys) {
    const key = createPublicKey({ key: jwk as import('node:crypto').JsonWebKey, format: 'jwk' });
    publicKeys.set(jwk.kid, { alg: jwk.alg, key });
    jwks.push(publicJwk(jwk, key));
  }
  const first = signingKeys[0];
  return {
    secret: secretKey(jwtSecret),
    signing: first
      ? { kid: first.kid, alg: first.alg, privateKey: createPrivateKey({ key: first as import('node:crypto').JsonWebKey, format: 'jwk' }) }
      : undefined,
    publicKeys,
    jwks: { keys: jwks },
  };
}

/** Signs a token the way the project's access tokens are signed (asymmetric key first, else HS256). */
export function signProjectJwt(jwt: SignJWT, keys: ProjectJwtKeys): Promise<string> {
  if (!keys.signing) return jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keys.secret);
  return jwt.setProtectedHeader({ alg: keys.signing.alg, typ: 'JWT', kid: keys.signing.kid }).sign(keys.signing.privateKey);
}

/**
 * Clock skew allowed on a token's time claims, in seconds: PostgREST's fixed allowance. A token
 * stays valid until 30 s past its `exp`, is valid from 30 s before its `nbf`, and is refused when
 * its `iat` lies more than 30 s ahead ("JWT issued at future"), so a client or auth server whose
 * clock runs a little ahead or behind is not locked out.
 */
export const JWT_CLOCK_SKEW_SECONDS = 30;

/** How a service checks a token's time claims. */
export interface JwtTimeRules {
  /** Seconds a token stays valid past exp, and is valid before nbf. */
  leewaySeconds: number;
  /** Refuse an iat more than leewaySeconds in the future. */
  refuseFutureIat: boolean;
}

/** PostgREST 13 (its Auth.Jwt): 30 s on exp and nbf, and iat checked with the same 30 s. */
export const POSTGREST_TIME_RULES: JwtTimeRules = { leewaySeconds: JWT_CLOCK_SKEW_SECONDS, refuseFutureIat: true };

/** GoTrue (golang-jwt v5 with no leeway option): exp and nbf exact, iat not checked. */
export const GOTRUE_TIME_RULES: JwtTimeRules = { leewaySeconds: 0, refuseFutureIat: false };

/** Refuses a token issued more than the allowed skew in the future (jose checks iat's type only). */
function checkIssuedAt(payload: JWTPayload, rules: JwtTimeRules): JWTPayload {
  if (rules.refuseFutureIat && typeof payload.iat === 'number' && payload.iat > Math.floor(Date.now() / 1000) + rules.leewaySeconds) {
    throw new joseErrors.JWTClaimValidationFailed('"iat" claim timestamp check failed (it should be in the past)', payload, 'iat', 'check_failed');
  }
  return payload;
}

/**
 * Verifies a JWT of this project: HS256 with the secret, or RS256/ES256 with the key its `kid`
 * names. The algorithm is taken from the key, never from the token alone, so a token cannot pick
 * a weaker check (alg confusion). exp, nbf and iat are checked by the rules given (PostgREST's
 * 30 s of skew unless told otherwise). Throws jose's errors (JWTExpired for an expired token).
 */
export async function verifyProjectJwt(token: string, keys: ProjectJwtKeys, rules: JwtTimeRules = POSTGREST_TIME_RULES): Promise<JWTPayload> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new Error('not a JWT');
  }
  const clockTolerance = rules.leewaySeconds;
  if (header.alg === 'HS256') return checkIssuedAt((await jwtVerify(token, keys.secret, { algorithms: ['HS256'], clockTolerance })).payload, rules);
  const entry = typeof header.kid === 'string' ? keys.publicKeys.get(header.kid) : undefined;
  if (!entry) throw new Error('no signing key with this kid');
  return checkIssuedAt((await jwtVerify(token, entry.key, { algorithms: [entry.alg], clockTolerance })).payload, rules);
}
