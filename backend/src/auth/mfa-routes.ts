// TOTP and WebAuthn multi-factor authentication as GoTrue serves auth-js's mfa API: enroll (POST
// /factors), challenge (POST /factors/:id/challenge), verify (POST /factors/:id/verify: the session
// becomes aal2 and a new token pair is returned), unenroll (DELETE /factors/:id; a verified factor
// only from an aal2 session). listFactors and getAuthenticatorAssuranceLevel read the user's
// `factors` and the token's aal/amr. TOTP secrets are stored encrypted; a code is accepted once;
// wrong codes slow the factor down. The WebAuthn ceremonies are in webauthn-factors.ts.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import type { AuthConfig } from '../config';
import type { BackendContext, JwtClaims, Queryable } from '../context';
import { clientIp } from '../http/client-ip';
import { isUuid } from '../uuid';
import { AuthError, validationFailed } from './errors';
import { FailureSlowdown, tooManyAttempts } from './rate-limit';
import { optionalString, readBody } from './request';
import { upgradeSession, type SessionInfo } from './sessions';
import type { SessionResponse } from './tokens';
import { totpQrSvg } from './totp-qr';
import { findUserById } from './users';
import {
  beginCeremony,
  finishAuthentication,
  finishRegistration,
  readVerifyParams,
  verificationFailed,
  type CeremonySession,
  type StoredCredential,
} from './webauthn-factors';

export interface MfaKit {
  ctx: BackendContext;
  auth: AuthConfig;
  requireUser(c: Context): Promise<{ claims: JwtClaims; userId: string; sessionId: string | undefined }>;
  respondWithSession(db: Queryable, session: SessionInfo): Promise<SessionResponse>;
}

/** GoTrue's challenge_expiry_duration default. */
const CHALLENGE_LIFETIME_SECONDS = 300;
const TOTP_PERIOD = 30;
/**
 * GoTrue's factor_expiry_duration default: an unverified factor never challenged is removed at the
 * user's next enrolment once it is this old (an abandoned enrolment does not linger).
 */
const UNVERIFIED_FACTOR_LIFETIME_SECONDS = 300;

/**
 * As GoTrue: a challenge is answered only from the address that asked for it, and once. Both
 * refusals read the same, so the answer does not tell whether the challenge was used already.
 */
function challengeIpMismatch(): AuthError {
  return new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
}

function challengeNotFound(): AuthError {
  return new AuthError(404, 'mfa_challenge_not_found', 'MFA challenge not found');
}

function challengeExpired(challengeId: string): AuthError {
  return new AuthError(
    422,
    'mfa_challenge_expired',
    `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
  );
}

function secretCipherKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('shalom auth: mfa secrets v1').digest();
}

function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function openSecret(key: Buffer, stored: string): string {
  const raw = Buffer.from(stored, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

interface FactorRow {
  id: string;
  factor_type: 'totp' | 'webauthn' | 'phone';
  status: 'unverified' | 'verified';
  secret: string | null;
  last_used_step: string | null;
  web_authn_credential: StoredCredential | null;
}

export function mfaRoutes(app: Hono, kit: MfaKit): void {
  const { ctx, auth } = kit;
  const cipherKey = secretCipherKey(ctx.config.jwtSecret);
  const failures = new FailureSlowdown({
    freeFailures: 5,
    windowMs: auth.rateLimit.windowSeconds * 1000,
    firstDelayMs: auth.rateLimit.signInSlowdownSeconds * 1000,
    maxDelayMs: auth.rateLimit.signInMaxSlowdownSeconds * 1000,
  });

  const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

  const ownFactor = async (c: Context, userId: string): Promise<FactorRow> => {
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw factorNotFound();
    const found = await ctx.db.query<FactorRow>(
      `select id, factor_type, status, secret, last_used_step::text, web_authn_credential
         from auth.mfa_factors where id = $1 and user_id = $2`,
      [id, userId],
    );
    if (!found.rows[0]) throw factorNotFound();
    return found.rows[0];
  };

  /** Whether the user already has a verified factor: then only an aal2 session may add or verify another. */
  const hasVerifiedFactor = async (userId: string): Promise<boolean> => {
    const found = await ctx.db.query("select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1", [userId]);
    return found.rows.length > 0;
  };

  const webAuthnVerifyDisabled = () =>
    new AuthError(422, 'mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn');

  /** The user's other registered WebAuthn credentials (excluded from a new registration). */
  const webAuthnCredentialsOf = async (userId: string, exceptFactorId: string): Promise<StoredCredential[]> => {
    const found = await ctx.db.query<{ web_authn_credential: StoredCredential }>(
      `select web_authn_credential from auth.mfa_factors
        where user_id = $1 and factor_type = 'webauthn' and id <> $2 and web_authn_credential is not null`,
      [userId, exceptFactorId],
    );
    return found.rows.map((row) => row.web_authn_credential);
  };

  const challengeWebAuthn = async (c: Context, userId: string, factor: FactorRow) => {
    if (!auth.mfaWebAuthn.verify) throw webAuthnVerifyDisabled();
    const record = await findUserById(ctx.db, userId);
    if (!record) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    // A verified factor always has its credential; an unverified one registers (again) until verified.
    const credential = factor.status === 'verified' ? factor.web_authn_credential : null;
    const others = credential ? [] : await webAuthnCredentialsOf(userId, factor.id);
    const { data, session } = await beginCeremony(auth, { id: userId, email: record.user.email }, credential, others, CHALLENGE_LIFETIME_SECONDS);
    const created = await ctx.db.transaction(async (tx) => {
      await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
      return tx.query<{ id: string; expires_at: number }>(
        `insert into auth.mfa_challenges (factor_id, ip_address, web_authn_session_data) values ($1, $2, $3)
         returning id, extract(epoch from created_at)::bigint + $4 as expires_at`,
        [factor.id, clientIp(c), JSON.stringify(session), CHALLENGE_LIFETIME_SECONDS],
      );
    });
    const row = created.rows[0]!;
    return { id: row.id, type: 'webauthn', expires_at: Number(row.expires_at), webauthn: data };
  };

  const verifyWebAuthn = async (c: Context, userId: string, sessionId: string | undefined, factor: FactorRow) => {
    const wait = failures.waitSeconds(factor.id);
    if (wait > 0) throw tooManyAttempts('verification attempts for this factor', wait);
    const body = await readBody(c);
    const params = readVerifyParams(body);
    const challengeId = optionalString(body, 'challenge_id') ?? '';
    if (!isUuid(challengeId)) throw challengeNotFound();
    // The challenge is taken (deleted) as it is read: one verification attempt per ceremony. One
    // asked for from another address is left as it is.
    const taken = await ctx.db.query<{ expired: boolean; session: CeremonySession | null }>(
      `delete from auth.mfa_challenges where id = $1 and factor_id = $2 and verified_at is null and ip_address = $4
       returning created_at < now() - make_interval(secs => $3) as expired, web_authn_session_data as session`,
      [challengeId, factor.id, CHALLENGE_LIFETIME_SECONDS, clientIp(c)],
    );
    const found = taken.rows[0];
    if (!found) {
      const elsewhere = await ctx.db.query('select 1 from auth.mfa_challenges where id = $1 and factor_id = $2', [challengeId, factor.id]);
      if (elsewhere.rows.length > 0) throw challengeIpMismatch();
      throw challengeNotFound();
    }
    if (!found.session) throw challengeNotFound();
    if (found.expired) throw challengeExpired(challengeId);
    if (params.type !== found.session.type) {
      throw validationFailed(`WebAuthn type must be ${found.session.type} for this challenge`);
    }
    if (!sessionId) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const session = found.session;
    let update: (tx: Queryable) => Promise<boolean>;
    try {
      if (session.type === 'create') {
        const { credential, aaguid } = await finishRegistration(auth, session, params.response);
        const others = await webAuthnCredentialsOf(userId, factor.id);
        if (others.some((other) => other.id === credential.id)) {
          throw new AuthError(422, 'webauthn_credential_exists', 'This credential is already registered');
        }
        update = async (tx) => {
          const done = await tx.query(
            `update auth.mfa_factors set status = 'verified', web_authn_credential = $2, web_authn_aaguid = $3, updated_at = now()
              where id = $1 and status = 'unverified'`,
            [factor.id, JSON.stringify(credential), aaguid],
          );
          // As GoTrue: the user's other pending WebAuthn factors go once one is registered.
          await tx.query("delete from auth.mfa_factors where user_id = $1 and factor_type = 'webauthn' and status = 'unverified'", [userId]);
          return done.affectedRows === 1;
        };
      } else {
        const stored = factor.web_authn_credential;
        if (!stored) throw verificationFailed();
        const counter = await finishAuthentication(auth, session, params.response, stored);
        // Only if no other verification moved the counter meanwhile (the check above read it).
        update = async (tx) => {
          const done = await tx.query(
            `update auth.mfa_factors
                set web_authn_credential = jsonb_set(web_authn_credential, '{authenticator,signCount}', to_jsonb($2::bigint)),
                    updated_at = now()
              where id = $1 and status = 'verified' and (web_authn_credential #>> '{authenticator,signCount}')::bigint = $3`,
            [factor.id, counter, stored.authenticator.signCount],
          );
          return done.affectedRows === 1;
        };
      }
    } catch (error) {
      failures.recordFailure(factor.id);
      throw error;
    }
    failures.clear(factor.id);
    return ctx.db.transaction(async (tx) => {
      if (!(await update(tx))) throw verificationFailed();
      const upgraded = await upgradeSession(tx, sessionId, 'mfa/webauthn');
      if (!upgraded) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      return kit.respondWithSession(tx, upgraded);
    });
  };

  app.post('/factors', async (c) => {
    const { userId, claims } = await kit.requireUser(c);
    const body = await readBody(c);
    const factorType = optionalString(body, 'factor_type');
    if (factorType === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (factorType !== 'totp' && factorType !== 'webauthn') throw validationFailed('factor_type needs to be totp, phone or webauthn');
    if (factorType === 'webauthn' && !auth.mfaWebAuthn.enroll) {
      throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    }
    if (factorType === 'totp' && !auth.mfaTotp.enroll) throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    const friendlyName = optionalString(body, 'friendly_name')?.slice(0, 200) ?? '';
    // Otherwise a stolen password (aal1) could enroll the thief's own factor and reach aal2.
    if (claims.aal !== 'aal2' && (await hasVerifiedFactor(userId))) {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const record = await findUserById(ctx.db, userId);
    if (!record) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    await ctx.db.query(
      `delete from auth.mfa_factors f
        where f.user_id = $1 and f.status <> 'verified' and f.created_at < now() - make_interval(secs => $2)
          and not exists (select 1 from auth.mfa_challenges ch where ch.factor_id = f.id)`,
      [userId, UNVERIFIED_FACTOR_LIFETIME_SECONDS],
    );
    const counts = await ctx.db.query<{ verified: number; same_name: number }>(
      `select count(*) filter (where status = 'verified')::int as verified,
              count(*) filter (where friendly_name = $2 and $2 <> '')::int as same_name
         from auth.mfa_factors where user_id = $1`,
      [userId, friendlyName],
    );
    if ((counts.rows[0]?.verified ?? 0) >= auth.mfaTotp.maxFactors) {
      throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (counts.rows[0]?.same_name) {
      throw new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    if (factorType === 'webauthn') {
      // No credential yet: the first challenge is the registration ceremony.
      const created = await ctx.db.query<{ id: string }>(
        "insert into auth.mfa_factors (user_id, friendly_name, factor_type) values ($1, $2, 'webauthn') returning id",
        [userId, friendlyName],
      );
      return c.json({ id: created.rows[0]!.id, type: 'webauthn', friendly_name: friendlyName });
    }
    const issuer = optionalString(body, 'issuer')?.slice(0, 200) || new URL(ctx.config.publicUrl).hostname;
    const secret = new Secret({ size: 20 }).base32;
    const uri = new TOTP({ issuer, label: record.user.email || userId, secret, period: TOTP_PERIOD }).toString();
    const created = await ctx.db.query<{ id: string }>(
      "insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret) values ($1, $2, 'totp', $3) returning id",
      [userId, friendlyName, sealSecret(cipherKey, secret)],
    );
    const qrCode = await totpQrSvg(uri);
    return c.json({ id: created.rows[0]!.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } });
  });

  app.post('/factors/:id/challenge', async (c) => {
    const { userId } = await kit.requireUser(c);
    const factor = await ownFactor(c, userId);
    if (factor.factor_type === 'webauthn') return c.json(await challengeWebAuthn(c, userId, factor));
    const created = await ctx.db.transaction(async (tx) => {
      await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
      return tx.query<{ id: string; expires_at: number }>(
        `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
         returning id, extract(epoch from created_at)::bigint + $3 as expires_at`,
        [factor.id, clientIp(c), CHALLENGE_LIFETIME_SECONDS],
      );
    });
    const row = created.rows[0]!;
    return c.json({ id: row.id, type: 'totp', expires_at: Number(row.expires_at) });
  });

  app.post('/factors/:id/verify', async (c) => {
    const { userId, sessionId, claims } = await kit.requireUser(c);
    const factor = await ownFactor(c, userId);
    if (factor.factor_type === 'webauthn' && !auth.mfaWebAuthn.verify) throw webAuthnVerifyDisabled();
    if (factor.factor_type === 'totp' && !auth.mfaTotp.verify) {
      throw new AuthError(422, 'mfa_verification_rejected', 'MFA verification is disabled for TOTP');
    }
    if (factor.status === 'unverified' && claims.aal !== 'aal2' && (await hasVerifiedFactor(userId))) {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to verify a new factor');
    }
    if (factor.factor_type === 'webauthn') return c.json(await verifyWebAuthn(c, userId, sessionId, factor));
    const wait = failures.waitSeconds(factor.id);
    if (wait > 0) throw tooManyAttempts('verification attempts for this factor', wait);
    const body = await readBody(c);
    const challengeId = optionalString(body, 'challenge_id') ?? '';
    const code = optionalString(body, 'code') ?? '';
    if (!isUuid(challengeId)) throw challengeNotFound();
    const challenge = await ctx.db.query<{ expired: boolean; verified: boolean; ip_address: string | null }>(
      `select created_at < now() - make_interval(secs => $3) as expired, verified_at is not null as verified, ip_address
         from auth.mfa_challenges where id = $1 and factor_id = $2`,
      [challengeId, factor.id, CHALLENGE_LIFETIME_SECONDS],
    );
    const found = challenge.rows[0];
    if (!found) throw challengeNotFound();
    if (found.verified || found.ip_address !== clientIp(c)) throw challengeIpMismatch();
    if (found.expired) {
      await ctx.db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
      throw challengeExpired(challengeId);
    }
    if (!sessionId) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    if (factor.secret === null) throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    const totp = new TOTP({ secret: Secret.fromBase32(openSecret(cipherKey, factor.secret)), period: TOTP_PERIOD });
    const now = Date.now();
    const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, timestamp: now, window: 1 }) : null;
    const step = delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD) + delta;
    // A code seen before (or older than one seen) is refused: an observed code cannot be replayed.
    if (step === null || (factor.last_used_step !== null && step <= Number(factor.last_used_step))) {
      failures.recordFailure(factor.id);
      throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    failures.clear(factor.id);
    const response = await ctx.db.transaction(async (tx) => {
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
      await tx.query("update auth.mfa_factors set status = 'verified', last_used_step = $2, updated_at = now() where id = $1", [
        factor.id,
        step,
      ]);
      // As GoTrue: the user's other pending TOTP enrolments go once one is verified.
      await tx.query("delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified' and id <> $2", [
        userId,
        factor.id,
      ]);
      const session = await upgradeSession(tx, sessionId, 'totp');
      if (!session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      return kit.respondWithSession(tx, session);
    });
    return c.json(response);
  });

  app.delete('/factors/:id', async (c) => {
    const { userId, claims } = await kit.requireUser(c);
    const factor = await ownFactor(c, userId);
    if (factor.status === 'verified' && claims.aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await ctx.db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    return c.json({ id: factor.id });
  });
}
