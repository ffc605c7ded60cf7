// Passwordless and recovery email flows as GoTrue serves them to auth-js: signInWithOtp (POST /otp),
// resetPasswordForEmail (POST /recover), resend (POST /resend), admin inviteUserByEmail (POST
// /invite) and generateLink (POST /admin/generate_link), and verifying what those emails carry:
// the link's token (GET /verify, verifyOtp({token_hash, type})) or the six-digit code
// (verifyOtp({email, token, type})). Emails go to the local outbox. Sending is rate limited per
// client and per address; the answers do not tell whether an address has an account.
import { createHmac, randomInt } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { AuthConfig } from '../config';
import type { BackendContext, Queryable } from '../context';
import { clientIp } from '../http/client-ip';
import { sharedLimitsDatabase } from '../http/shared-rate-limit';
import { AuthError, validationFailed } from './errors';
import {
  consumeCode,
  consumeLinkToken,
  EMAIL_TOKEN_LIFETIME_SECONDS,
  emailCodeKey,
  issueEmailToken,
  type ConsumedEmailToken,
  type EmailTokenPurpose,
} from './email-tokens';
import { writeOutboxMessage, type OutboxMessage } from './outbox';
import { checkPasswordStrength, type PasswordPolicy } from './password-policy';
import { hashPassword } from './passwords';
import { AttemptLimit } from './rate-limit';
import { checkPasswordLength, normaliseEmail, optionalBoolean, optionalObject, optionalString, readBody } from './request';
import { createSession, hashToken, newOpaqueToken, type SessionInfo } from './sessions';
import type { SessionResponse } from './tokens';
import { findUserByEmail, findUserById, insertUser, type AuthUser } from './users';

export interface EmailFlowKit {
  ctx: BackendContext;
  auth: AuthConfig;
  passwordPolicy: PasswordPolicy;
  safeRedirect(target: string | undefined): string;
  client(c: Context): { ip: string; userAgent: string | undefined };
  respondWithSession(db: Queryable, session: SessionInfo): Promise<SessionResponse>;
  requireServiceRole(c: Context): Promise<void>;
  /** Writes an email to the outbox: a /verify link with token and type, and the code if any. */
  sendEmail(type: OutboxMessage['type'], to: string, token: string, redirectTo: string | undefined, code?: string): Promise<void>;
  /** The /verify link an email of this type carries (generateLink answers with it, unsent). */
  verifyLink(type: string, token: string, redirectTo: string | undefined): string;
  requireUser(c: Context): Promise<{ userId: string }>;
}

const INVALID_NONCE = 'Nonce has expired or is invalid';

/** verifyOtp types and the tokens each may use. 'email' is GoTrue's type for an emailed code or link. */
const PURPOSES_BY_TYPE: Record<string, readonly EmailTokenPurpose[]> = {
  email: ['magiclink', 'invite'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  invite: ['invite'],
};

/** How the session was made, as GoTrue writes it into amr. */
const AMR_BY_PURPOSE: Record<EmailTokenPurpose, string> = { magiclink: 'otp', recovery: 'recovery', invite: 'invite' };

export const otpExpired = (): AuthError => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

export function emailFlows(app: Hono, admin: Hono, kit: EmailFlowKit) {
  const { ctx, auth } = kit;
  const codeKey = emailCodeKey(ctx.config.jwtSecret);
  const windowMs = auth.rateLimit.windowSeconds * 1000;
  // Kept in the database on PostgreSQL, so every instance counts one budget (in this process on PGlite).
  const sharedLimits = sharedLimitsDatabase(ctx.db);
  const emailsPerIp = new AttemptLimit(auth.rateLimit.emailSentPerIp, windowMs, sharedLimits, 'email-ip');
  const verifyPerIp = new AttemptLimit(auth.rateLimit.signInPerIp, windowMs, sharedLimits, 'verify-ip');
  const minIntervalMs = auth.rateLimit.emailMinIntervalSeconds * 1000;
  const perAddress = minIntervalMs > 0 ? new AttemptLimit(1, minIntervalMs, sharedLimits, 'email-address') : undefined;

  /**
   * GoTrue's two refusals: too many emails from here, or another one to this address too soon.
   * The client's budget is counted first, so a refusal for the address still costs the client one.
   */
  const allowEmail = async (c: Context, email: string): Promise<void> => {
    const seconds = await emailsPerIp.take(clientIp(c));
    if (seconds > 0) throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded', {}, { 'Retry-After': String(seconds) });
    const wait = perAddress ? await perAddress.take(email) : 0;
    if (wait > 0) {
      throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`, {}, {
        'Retry-After': String(wait),
      });
    }
  };

  const sendToken = async (user: { id: string; email: string }, purpose: EmailTokenPurpose, redirectTo: string | undefined) => {
    const issued = await ctx.db.transaction(async (tx) => {
      if (purpose === 'recovery') await tx.query('update auth.users set recovery_sent_at = now() where id = $1', [user.id]);
      return issueEmailToken(tx, codeKey, user.id, purpose);
    });
    await kit.sendEmail(purpose, user.email, issued.token, redirectTo, issued.code);
  };

  const requiredEmail = (body: Record<string, unknown>): string => {
    const raw = optionalString(body, 'email');
    if (!raw) throw validationFailed('An email address is required');
    return normaliseEmail(raw);
  };

  /** Signs the user in once a token was used: the address is proven, so it is confirmed. */
  const signInWith = async (c: Context, tx: Queryable, used: ConsumedEmailToken): Promise<SessionResponse> => {
    const updated = await tx.query<{ banned: boolean }>(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
        where id = $1 and deleted_at is null returning coalesce(banned_until > now(), false) as banned`,
      [used.userId],
    );
    if (!updated.rows[0]) throw otpExpired();
    if (updated.rows[0].banned) throw new AuthError(400, 'user_banned', 'User is banned');
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, last_sign_in_at = now(), updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [used.userId],
    );
    return kit.respondWithSession(tx, await createSession(tx, used.userId, AMR_BY_PURPOSE[used.purpose], kit.client(c)));
  };

  /** The token of an emailed link (GET /verify, or verifyOtp with token_hash); undefined: not one of ours. */
  const verifyLinkToken = async (c: Context, token: string, type: string): Promise<SessionResponse | undefined> => {
    const purposes = PURPOSES_BY_TYPE[type];
    if (!purposes || !token || token.length > 200) return undefined;
    return ctx.db.transaction(async (tx) => {
      const used = await consumeLinkToken(tx, token, purposes);
      return used ? signInWith(c, tx, used) : undefined;
    });
  };

  /** verifyOtp({email, token, type}): the six-digit code. */
  const verifyCode = async (c: Context, rawEmail: string, code: string, type: string): Promise<SessionResponse> => {
    await verifyPerIp.admit(clientIp(c), 'verification attempts');
    const purposes = PURPOSES_BY_TYPE[type];
    if (!purposes) throw validationFailed(`Verify requires a verification type: ${Object.keys(PURPOSES_BY_TYPE).join(', ')}`);
    if (!/^\d{6}$/.test(code)) throw otpExpired();
    const record = await findUserByEmail(ctx.db, normaliseEmail(rawEmail));
    if (!record) throw otpExpired();
    // Returned, not thrown, so that a wrong code's count COMMITs.
    const outcome = await ctx.db.transaction(async (tx) => {
      const used = await consumeCode(tx, codeKey, record.user.id, code, purposes);
      return used ? signInWith(c, tx, used) : undefined;
    });
    if (!outcome) throw otpExpired();
    return outcome;
  };

  // signInWithOtp({email}): a magic link and code; creates the user unless create_user is false.
  app.post('/otp', async (c) => {
    const body = await readBody(c);
    if (optionalString(body, 'phone') !== undefined) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    const email = requiredEmail(body);
    const createUser = optionalBoolean(body, 'create_user') ?? true;
    const data = optionalObject(body, 'data') ?? {};
    let record = await findUserByEmail(ctx.db, email);
    if (!record && !createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    await allowEmail(c, email);
    if (!record) {
      const userId = await ctx.db.transaction((tx) => insertUser(tx, { email, passwordHash: null, confirmed: false, userMetadata: data }));
      record = (await findUserById(ctx.db, userId))!;
    }
    await sendToken({ id: record.user.id, email }, 'magiclink', c.req.query('redirect_to'));
    return c.json({});
  });

  // resetPasswordForEmail: the same answer whether or not the address has an account.
  app.post('/recover', async (c) => {
    const body = await readBody(c);
    const email = requiredEmail(body);
    await allowEmail(c, email);
    const record = await findUserByEmail(ctx.db, email);
    if (record) await sendToken({ id: record.user.id, email }, 'recovery', c.req.query('redirect_to'));
    return c.json({});
  });

  // resend({type: 'signup' | 'email_change', email}): a new link for what is still pending.
  app.post('/resend', async (c) => {
    const body = await readBody(c);
    const type = optionalString(body, 'type');
    if (type !== 'signup' && type !== 'email_change') {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = requiredEmail(body);
    await allowEmail(c, email);
    const record = await findUserByEmail(ctx.db, email);
    const redirectTo = c.req.query('redirect_to');
    if (record && type === 'signup' && !record.email_confirmed) {
      const token = newOpaqueToken();
      await ctx.db.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [
        record.user.id,
        hashToken(token),
      ]);
      await kit.sendEmail('signup', email, token, redirectTo);
    } else if (record && type === 'email_change' && typeof record.user.new_email === 'string') {
      const token = newOpaqueToken();
      await ctx.db.query('update auth.users set email_change_token_new = $2, email_change_sent_at = now() where id = $1', [
        record.user.id,
        hashToken(token),
      ]);
      await kit.sendEmail('email_change', record.user.new_email, token, redirectTo);
    }
    return c.json({});
  });

  const emailExists = () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

  /** An unconfirmed, invited user (GoTrue's invite): no password until they set one. */
  const invitedUser = async (email: string, data: Record<string, unknown>): Promise<AuthUser> => {
    const existing = await findUserByEmail(ctx.db, email);
    if (existing?.email_confirmed) throw emailExists();
    const userId =
      existing?.user.id ??
      (await ctx.db.transaction((tx) => insertUser(tx, { email, passwordHash: null, confirmed: false, userMetadata: data })));
    await ctx.db.query('update auth.users set invited_at = now() where id = $1', [userId]);
    return (await findUserById(ctx.db, userId))!.user;
  };

  app.post('/invite', async (c) => {
    await kit.requireServiceRole(c);
    const body = await readBody(c);
    const email = requiredEmail(body);
    const user = await invitedUser(email, optionalObject(body, 'data') ?? {});
    await sendToken({ id: user.id, email }, 'invite', c.req.query('redirect_to'));
    return c.json((await findUserById(ctx.db, user.id))!.user);
  });

  // generateLink: the link and code an email would carry, returned to the service role, not sent.
  admin.post('/generate_link', async (c) => {
    const body = await readBody(c);
    const type = optionalString(body, 'type') ?? '';
    const email = requiredEmail(body);
    const data = optionalObject(body, 'data') ?? {};
    const redirectTo = optionalString(body, 'redirect_to') ?? c.req.query('redirect_to');
    let user: AuthUser;
    let token: string;
    let code = '';
    if (type === 'signup') {
      const password = optionalString(body, 'password');
      if (!password) throw validationFailed('Password is required for signup');
      checkPasswordLength(password);
      checkPasswordStrength(password, kit.passwordPolicy, email);
      if (await findUserByEmail(ctx.db, email)) throw emailExists();
      token = newOpaqueToken();
      const passwordHash = await hashPassword(password);
      const userId = await ctx.db.transaction((tx) =>
        insertUser(tx, { email, passwordHash, confirmed: false, confirmationTokenHash: hashToken(token), userMetadata: data }),
      );
      user = (await findUserById(ctx.db, userId))!.user;
    } else if (type === 'invite' || type === 'magiclink' || type === 'recovery') {
      if (type === 'invite') user = await invitedUser(email, data);
      else {
        const record = await findUserByEmail(ctx.db, email);
        if (!record) throw new AuthError(404, 'user_not_found', 'User with this email not found');
        user = record.user;
      }
      const issued = await ctx.db.transaction((tx) => issueEmailToken(tx, codeKey, user.id, type));
      token = issued.token;
      code = issued.code;
    } else if (type === 'email_change_current' || type === 'email_change_new') {
      // The link that moves the account to new_email, as updateUser's confirmation email carries
      // (one confirmation here, so either type gives the same link).
      const rawNewEmail = optionalString(body, 'new_email');
      if (!rawNewEmail) throw validationFailed('The new email address is required');
      const newEmail = normaliseEmail(rawNewEmail);
      const record = await findUserByEmail(ctx.db, email);
      if (!record) throw new AuthError(404, 'user_not_found', 'User with this email not found');
      if (newEmail === email) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      if (await findUserByEmail(ctx.db, newEmail)) throw emailExists();
      token = newOpaqueToken();
      await ctx.db.query(
        `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(), updated_at = now()
          where id = $1`,
        [record.user.id, newEmail, hashToken(token)],
      );
      user = (await findUserById(ctx.db, record.user.id))!.user;
      return c.json({
        ...user,
        action_link: kit.verifyLink('email_change', token, redirectTo),
        email_otp: code,
        hashed_token: token,
        redirect_to: kit.safeRedirect(redirectTo),
        verification_type: 'email_change',
      });
    } else {
      throw validationFailed(`Invalid email action link type requested: ${type}`);
    }
    return c.json({
      ...user,
      action_link: kit.verifyLink(type, token, redirectTo),
      email_otp: code,
      hashed_token: token,
      redirect_to: kit.safeRedirect(redirectTo),
      verification_type: type,
    });
  });

  // reauthenticate(): a six-digit code to the signed-in user's confirmed address, which updateUser
  // takes as `nonce` (GoTrue's secure password change). Stored as an HMAC in auth.users'
  // reauthentication_token; one hour; used once; a wrong one kills it (a new email is rate limited).
  const reauthenticationHash = (userId: string, code: string): string =>
    createHmac('sha256', codeKey).update(`reauthentication:${userId}:${code}`).digest('hex');

  app.get('/reauthenticate', async (c) => {
    const { userId } = await kit.requireUser(c);
    const record = await findUserById(ctx.db, userId);
    if (!record) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const email = record.user.email;
    if (!email) throw validationFailed('Reauthentication requires the user to have an email or a phone number');
    if (!record.email_confirmed) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    await allowEmail(c, email);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await ctx.db.query('update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1', [
      userId,
      reauthenticationHash(userId, code),
    ]);
    const subject = 'Confirm reauthentication';
    const file = await writeOutboxMessage(ctx.config.dataDir, {
      to: email,
      subject,
      type: 'reauthentication',
      link: '',
      code,
      text: `${subject}\n\nEnter the code: ${code}\n`,
      sent_at: new Date().toISOString(),
    });
    ctx.log.info({ to: email, type: 'reauthentication', file }, 'email written to the outbox');
    return c.json({});
  });

  /** Checks and uses up the user's reauthentication code; refuses as GoTrue does. */
  const useReauthenticationNonce = async (userId: string, nonce: string): Promise<void> => {
    const hash = /^\d{6}$/.test(nonce) ? reauthenticationHash(userId, nonce) : '';
    // Returns the stored values from before the update, which clears them either way.
    const used = await ctx.db.query<{ ok: boolean }>(
      `with stored as (
         select reauthentication_token as token, reauthentication_sent_at as sent_at
           from auth.users where id = $1 and coalesce(reauthentication_token, '') <> '' for update
       )
       update auth.users u set reauthentication_token = '', reauthentication_sent_at = null
         from stored where u.id = $1
       returning (stored.token = $2 and stored.sent_at > now() - make_interval(secs => $3)) as ok`,
      [userId, hash, EMAIL_TOKEN_LIFETIME_SECONDS],
    );
    if (!used.rows[0]?.ok) throw new AuthError(422, 'reauthentication_not_valid', INVALID_NONCE);
  };

  return { verifyLinkToken, verifyCode, useReauthenticationNonce };
}
