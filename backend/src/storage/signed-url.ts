// Signed object URLs as Supabase Storage issues them: an HS256 JWT over {url: "bucket/name", iat,
// exp}, signed with the project's JWT secret, carried as ?token=. Whoever holds the URL may read
// that one object until exp; nothing else is granted.
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { storageErrors } from './errors';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** The token for `bucket/name`, valid for expiresIn seconds from now. */
export async function signObjectToken(
  secret: string,
  bucket: string,
  name: string,
  expiresIn: number,
  now: number = Math.floor(Date.now() / 1000),
): Promise<string> {
  return signReadToken(secret, { url: `${bucket}/${name}` }, expiresIn, now);
}

/**
 * The token of a signed image-transformation URL (`/render/image/sign/...`): the transformations
 * are part of what is signed, so its holder gets that rendition and nothing else — not other
 * sizes, and not the original through `/object/sign`.
 */
export async function signRenderToken(
  secret: string,
  bucket: string,
  name: string,
  expiresIn: number,
  transformations: string,
  now: number = Math.floor(Date.now() / 1000),
): Promise<string> {
  return signReadToken(secret, { url: `${bucket}/${name}`, transformations }, expiresIn, now);
}

async function signReadToken(secret: string, claims: Record<string, string>, expiresIn: number, now: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(key(secret));
}

/**
 * Checks a signed-URL token against the object it is used for. Messages follow Supabase Storage
 * (which reports jsonwebtoken's wording): "jwt expired", "invalid signature", "jwt malformed".
 * A token given a lifetime over `maxLifetimeSeconds` is refused too, so URLs minted before the
 * ceiling existed (or was lowered) stop working instead of living on for years.
 */
export async function verifyObjectToken(
  secret: string,
  token: string | undefined,
  bucket: string,
  name: string,
  maxLifetimeSeconds: number,
): Promise<void> {
  const payload = await verifiedReadPayload(secret, token, bucket, name, maxLifetimeSeconds);
  // A rendition's URL does not open the original.
  if (payload.transformations !== undefined) throw storageErrors.invalidSignature();
}

/**
 * Checks the token of a `/render/image/sign/...` URL and returns the transformations it binds
 * ('' for a plain object token, which Storage also renders: format negotiation only).
 */
export async function verifyRenderToken(
  secret: string,
  token: string | undefined,
  bucket: string,
  name: string,
  maxLifetimeSeconds: number,
): Promise<string> {
  const payload = await verifiedReadPayload(secret, token, bucket, name, maxLifetimeSeconds);
  if (payload.transformations === undefined) return '';
  if (typeof payload.transformations !== 'string') throw storageErrors.invalidSignature();
  return payload.transformations;
}

async function verifiedReadPayload(
  secret: string,
  token: string | undefined,
  bucket: string,
  name: string,
  maxLifetimeSeconds: number,
): Promise<Record<string, unknown>> {
  if (!token) throw storageErrors.invalidSignature('Missing token');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw storageErrors.invalidJwt('jwt expired');
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) throw storageErrors.invalidJwt('invalid signature');
    throw storageErrors.invalidJwt('jwt malformed');
  }
  // A token without exp would never expire: only tokens this module minted (always with iat and
  // exp) count.
  if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number' || payload.url !== `${bucket}/${name}`) {
    throw storageErrors.invalidSignature();
  }
  // An upload token names a path its holder may write, not one they may read.
  if (payload.upload !== undefined) throw storageErrors.invalidSignature();
  if (payload.exp - payload.iat > maxLifetimeSeconds) {
    throw storageErrors.invalidJwt(`signed URL lifetime is over the ${maxLifetimeSeconds}-second maximum`);
  }
  return payload;
}

/** Supabase's lifetime of a signed upload URL: two hours. */
export const SIGNED_UPLOAD_LIFETIME_SECONDS = 2 * 60 * 60;

export interface UploadGrant {
  /** The user who signed the URL (the object's owner), or null for the anon and service roles. */
  owner: string | null;
  upsert: boolean;
  /**
   * The signer's role: the upload runs as it. A service-role signer (a server making upload URLs
   * for its users, as Supabase's docs show) uploads past RLS, as its own uploads do.
   */
  role?: 'anon' | 'authenticated' | 'service_role';
}

/** A signed upload URL's token: whoever holds it may upload `bucket/name` once, as `owner`. */
export async function signUploadToken(
  secret: string,
  bucket: string,
  name: string,
  grant: UploadGrant,
  now: number = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ url: `${bucket}/${name}`, upload: true, owner: grant.owner, upsert: grant.upsert, role: grant.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + SIGNED_UPLOAD_LIFETIME_SECONDS)
    .sign(key(secret));
}

export async function verifyUploadToken(secret: string, token: string | undefined, bucket: string, name: string): Promise<UploadGrant> {
  if (!token) throw storageErrors.invalidSignature('Missing token');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw storageErrors.invalidJwt('jwt expired');
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) throw storageErrors.invalidJwt('invalid signature');
    throw storageErrors.invalidJwt('jwt malformed');
  }
  if (payload.upload !== true || payload.url !== `${bucket}/${name}` || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') {
    throw storageErrors.invalidSignature();
  }
  if (payload.exp - payload.iat > SIGNED_UPLOAD_LIFETIME_SECONDS) throw storageErrors.invalidSignature();
  const owner = typeof payload.owner === 'string' ? payload.owner : null;
  const role = payload.role === 'service_role' || payload.role === 'authenticated' || payload.role === 'anon' ? payload.role : owner ? 'authenticated' : 'anon';
  return { owner, upsert: payload.upsert === true, role };
}
