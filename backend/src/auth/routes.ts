// /auth/v1 as GoTrue answers supabase-js: sign-up, password and refresh-token grants, the current
// user, sign-out, email confirmation links and the admin user API (service role).
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { limitBody } from '../http/body-limit';
import type { AuthConfig } from '../config';
import type { BackendContext, JwtClaims, Queryable } from '../context';
import { createTokenVerifier } from '../caller/resolve-caller';
import { clientIp } from '../http/client-ip';
import { sharedLimitsDatabase } from '../http/shared-rate-limit';
import { API_VERSION, API_VERSION_HEADER, AuthError, authErrorResponse, invalidCredentials, validationFailed } from './errors';
import { writeOutboxMessage, type OutboxMessage } from './outbox';
import { emailFlows, otpExpired } from './email-routes';
import { mfaRoutes } from './mfa-routes';
import { oauthClientRoutes } from './oauth-clients';
import { passkeyRoutes } from './passkeys';
import { SignInThrottle } from './sign-in-throttle';
import { checkPasswordStrength, type PasswordPolicy } from './password-policy';
import { hashPassword, isBcryptHash, verifyPassword } from './passwords';
import { AttemptLimit } from './rate-limit';
import {
  checkPasswordLength,
  normaliseEmail,
  optionalBoolean,
  optionalObject,
  optionalString,
  readBody,
  type JsonObject,
} from './request';
import { isUuid } from '../uuid';
import { GOTRUE_TIME_RULES, projectJwtKeys } from '../keys';
import {
  createSession,
  endSessions,
  hashToken,
  newOpaqueToken,
  refreshChainKey,
  rotateRefreshToken,
  sessionExists,
  type LogoutScope,
  type SessionInfo,
} from './sessions';
import { sessionResponse, type SessionResponse } from './tokens';
import { findUserByEmail, findUserById, insertUser, listUsers, mergeMetadata, type AuthUser } from './users';

const E164 = /^[1-9]\d{1,14}$/;

/** Confirmation links stay valid for a day, GoTrue's default. */
const LINK_LIFETIME_HOURS = 24;

const LOGOUT_SCOPES: ReadonlySet<string> = new Set<LogoutScope>(['global', 'local', 'others']);

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

interface AuthenticatedUser {
  claims: JwtClaims;
  userId: string;
  sessionId: string | undefined;
}

export function authRoutes(ctx: BackendContext, auth: AuthConfig): Hono {
  const app = new Hono();
  // GoTrue's own check: exp and nbf exact, no leeway (REST and the other APIs allow PostgREST's 30 s).
  const verify = createTokenVerifier(ctx.config.jwtSecret, auth.signingKeys, GOTRUE_TIME_RULES);
  const jwtKeys = projectJwtKeys(ctx.config.jwtSecret, auth.signingKeys);
  const windowMs = auth.rateLimit.windowSeconds * 1000;
  // Counted in the database on PostgreSQL, so instances sharing it share the limits.
  const sharedLimits = sharedLimitsDatabase(ctx.db);
  const signInPerIp = new AttemptLimit(auth.rateLimit.signInPerIp, windowMs, sharedLimits, 'signin-ip');
  const signInThrottle = new SignInThrottle(auth.rateLimit, sharedLimits);
  const signUpPerIp = new AttemptLimit(auth.rateLimit.signUpPerIp, windowMs, sharedLimits, 'signup-ip');
  const chainKey = refreshChainKey(ctx.config.jwtSecret);
  // Ending a session here must reach the session check of every API at once (see server.ts).
  const liveSessions = ctx.sessions;
  const passwordPolicy: PasswordPolicy = {
    minLength: auth.minPasswordLength,
    minScore: auth.minPasswordScore,
    requirements: auth.passwordRequirements,
    refuseCommon: auth.refuseCommonPasswords,
  };
  const tokenSettings = () => ({
    keys: jwtKeys,
    issuer: `${ctx.config.publicUrl}/auth/v1`,
    ttlSeconds: auth.accessTokenTtlSeconds,
  });

  const respondWithSession = async (db: Queryable, session: SessionInfo): Promise<SessionResponse> => {
    const record = await findUserById(db, session.userId);
    if (!record) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return sessionResponse(tokenSettings(), record.user, session);
  };

  /** Only redirect to the app itself (site URL, local origins, configured origins): no open redirect. */
  const safeRedirect = (target: string | undefined): string => {
    if (!target) return auth.siteUrl;
    try {
      const url = new URL(target);
      const site = new URL(auth.siteUrl);
      const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && (local || url.origin === site.origin)) return url.toString();
    } catch {
      // fall through to the site URL
    }
    return auth.siteUrl;
  };

  const bearer = (c: Context): string | undefined => {
    const header = c.req.header('authorization');
    if (!header) return undefined;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    return match[1];
  };

  const verifiedClaims = async (token: string): Promise<JwtClaims> => {
    const result = await verify(token);
    if (!result.ok) {
      throw new AuthError(
        403,
        'bad_jwt',
        result.expired
          ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
          : 'invalid JWT: unable to parse or verify signature, signature is invalid',
      );
    }
    return result.claims;
  };

  /** GoTrue's requireAuthentication: a user JWT whose session still exists. */
  const requireUser = async (c: Context, options: { allowEndedSession?: boolean } = {}): Promise<AuthenticatedUser> => {
    const token = bearer(c);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const claims = await verifiedClaims(token);
    if (typeof claims.sub !== 'string' || !isUuid(claims.sub)) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const sessionId = typeof claims.session_id === 'string' && isUuid(claims.session_id) ? claims.session_id : undefined;
    if (sessionId && !options.allowEndedSession && !(await sessionExists(ctx.db, sessionId))) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { claims, userId: claims.sub, sessionId };
  };

  const requireServiceRole = async (c: Context): Promise<void> => {
    const token = bearer(c);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const claims = await verifiedClaims(token);
    if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
  };

  const client = (c: Context) => ({ ip: clientIp(c), userAgent: c.req.header('user-agent') });

  const verifyLink = (type: string, token: string, redirectTo: string | undefined): string => {
    const link = new URL(`${ctx.config.publicUrl}/auth/v1/verify`);
    link.searchParams.set('token', token);
    link.searchParams.set('type', type);
    link.searchParams.set('redirect_to', safeRedirect(redirectTo));
    return link.toString();
  };

  const SUBJECTS: Record<OutboxMessage['type'], string> = {
    signup: 'Confirm your signup',
    email_change: 'Confirm email change',
    magiclink: 'Your Magic Link',
    recovery: 'Reset Your Password',
    invite: 'You have been invited',
    reauthentication: 'Confirm reauthentication',
  };

  const sendEmail = async (
    type: OutboxMessage['type'],
    to: string,
    token: string,
    redirectTo: string | undefined,
    code?: string,
  ): Promise<void> => {
    const link = verifyLink(type, token, redirectTo);
    const subject = SUBJECTS[type];
    const file = await writeOutboxMessage(ctx.config.dataDir, {
      to,
      subject,
      type,
      link,
      ...(code ? { code } : {}),
      text: `${subject}\n\nFollow this link: ${link}\n${code ? `\nOr enter this code: ${code}\n` : ''}`,
      sent_at: new Date().toISOString(),
    });
    ctx.log.info({ to, type, file, link }, 'email written to the outbox');
  };
  const sendConfirmation = (type: 'signup' | 'email_change', to: string, token: string, redirectTo: string | undefined) =>
    sendEmail(type, to, token, redirectTo);

  // --- every response carries the API version, so auth-js reads error codes from `code`, and is
  // never kept by a browser or proxy cache: answers carry tokens (in the body, or in /verify's
  // redirect) or user data (RFC 6749 5.1, GoTrue does the same).
  app.use('*', async (c, next) => {
    await next();
    c.header(API_VERSION_HEADER, API_VERSION);
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
  });
  app.use(
    '*',
    limitBody({
      maxSize: 64 * 1024,
      onError: (c) => authErrorResponse(c, new AuthError(413, 'request_too_large', 'Request body is too large')),
    }),
  );
  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    ctx.log.error({ err: error, path: c.req.path }, 'auth request failed');
    return authErrorResponse(c, new AuthError(500, 'unexpected_failure', 'An unexpected error occurred'));
  });

  // --- open endpoints -------------------------------------------------------------------------
  // The public halves of the asymmetric signing keys (auth-js getClaims verifies with them);
  // empty with HS256 only, as GoTrue answers.
  app.get('/.well-known/jwks.json', (c) => c.json(jwtKeys.jwks));
  app.get('/health', (c) => c.json({ version: 'shalom-backend', name: 'GoTrue', description: 'Supabase-compatible auth' }));
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: auth.anonymousSignIns },
      disable_signup: false,
      mailer_autoconfirm: !auth.confirmEmail,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      passkeys_enabled: false,
    }),
  );

  /** Confirms a signup or email change from the token in the emailed link; returns a session. */
  const confirmLink = async (c: Context, token: string, type: string): Promise<SessionResponse> => {
    // Magic link, recovery and invite tokens (and 'email', which may be a magic link too).
    const fromEmailToken = await flows.verifyLinkToken(c, token, type);
    if (fromEmailToken) return fromEmailToken;
    const expired = new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    if (!token || token.length > 200 || !['signup', 'email', 'email_change'].includes(type)) throw expired;
    const tokenHash = hashToken(token);
    try {
      return await ctx.db.transaction(async (tx) => {
        const confirmed =
          type === 'email_change'
            ? await tx.query<{ id: string }>(
                `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
                   email_change_sent_at = null, updated_at = now(), last_sign_in_at = now()
                 where email_change_token_new = $1 and email_change <> ''
                   and email_change_sent_at > now() - make_interval(hours => $2) and deleted_at is null
                 returning id`,
                [tokenHash, LINK_LIFETIME_HOURS],
              )
            : await tx.query<{ id: string }>(
                `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
                   updated_at = now(), last_sign_in_at = now()
                 where confirmation_token = $1
                   and confirmation_sent_at > now() - make_interval(hours => $2) and deleted_at is null
                 returning id`,
                [tokenHash, LINK_LIFETIME_HOURS],
              );
        const userId = confirmed.rows[0]?.id;
        if (!userId) throw expired;
        if (type === 'email_change') {
          const wasAnonymous = await tx.query<{ email: string }>('select email from auth.users where id = $1 and is_anonymous', [userId]);
          if (wasAnonymous.rows[0]) await becomePermanent(tx, userId, wasAnonymous.rows[0].email);
        }
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', u.email, 'email_verified', true),
             updated_at = now()
           from auth.users u where u.id = $1 and identities.user_id = u.id and identities.provider = 'email'`,
          [userId],
        );
        const session = await createSession(tx, userId, 'otp', client(c));
        return respondWithSession(tx, session);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      throw error;
    }
  };

  // GET /verify: the link in the outbox. Redirects to the app with the session in the fragment,
  // as GoTrue's implicit flow does (supabase-js picks it up with detectSessionInUrl).
  app.get('/verify', async (c) => {
    const target = safeRedirect(c.req.query('redirect_to'));
    try {
      const session = await confirmLink(c, c.req.query('token') ?? '', c.req.query('type') ?? '');
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: c.req.query('type') ?? 'signup',
      });
      return c.redirect(`${target.split('#')[0]}#${fragment.toString()}`, 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: error.code,
        error_description: error.message,
      });
      return c.redirect(`${target.split('#')[0]}#${fragment.toString()}`, 303);
    }
  });

  // --- everything else needs a valid API key, as Supabase's gateway requires ---------------------
  const requireApiKey: MiddlewareHandler = async (c, next) => {
    const apiKey = c.req.header('apikey') ?? c.req.query('apikey');
    if (!apiKey) throw new AuthError(401, 'no_authorization', 'No API key found in request');
    if (!(await verify(apiKey)).ok) throw new AuthError(401, 'invalid_api_key', 'Invalid API key');
    await next();
  };
  app.use('*', requireApiKey);

  // POST /verify: verifyOtp with the token from the link {type, token_hash}, or with the emailed
  // code {type, email, token}.
  app.post('/verify', async (c) => {
    const body = await readBody(c);
    const type = optionalString(body, 'type') ?? '';
    const email = optionalString(body, 'email');
    const tokenHash = optionalString(body, 'token_hash');
    const phone = optionalString(body, 'phone');
    if (phone !== undefined && email === undefined && tokenHash === undefined) {
      // No phone sign-in here, so no phone code can be valid; GoTrue checks the number's format first.
      if (!E164.test(phone.replace(/^\+/, ''))) throw validationFailed('Invalid phone number format (E.164 required)');
      throw otpExpired();
    }
    if (email !== undefined && tokenHash === undefined) {
      return c.json(await flows.verifyCode(c, email, optionalString(body, 'token') ?? '', type));
    }
    try {
      return c.json(await confirmLink(c, tokenHash ?? optionalString(body, 'token') ?? '', type));
    } catch (error) {
      // GoTrue words a refused token this way on POST; "Email link is invalid or has expired" is
      // what the link's redirect (GET /verify) says.
      if (error instanceof AuthError && error.code === 'otp_expired') throw otpExpired();
      throw error;
    }
  });

  // What is not offered here answers as GoTrue does when the project has it switched off, so the
  // stock client reports the reason instead of a missing route.
  const manualLinkingDisabled = () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  app.get('/user/identities/authorize', () => {
    throw manualLinkingDisabled();
  });
  app.delete('/user/identities/:id', () => {
    throw manualLinkingDisabled();
  });
  app.post('/sso', () => {
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  });

  app.post('/signup', async (c) => {
    const ip = clientIp(c);
    await signUpPerIp.admit(ip, 'sign-up attempts');
    const body = await readBody(c);
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const data = optionalObject(body, 'data') ?? {};
    if (rawEmail === undefined && password === undefined && optionalString(body, 'phone') === undefined) {
      return c.json(await anonymousSignIn(c, data));
    }
    if (!rawEmail) throw validationFailed('To signup, please provide your email');
    const email = normaliseEmail(rawEmail);
    if (!password) throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
    checkPasswordLength(password);
    checkPasswordStrength(password, passwordPolicy, email);
    const alreadyRegistered = new AuthError(422, 'user_already_exists', 'User already registered');
    if (await findUserByEmail(ctx.db, email)) throw alreadyRegistered;
    // Hash outside the transaction: PGlite serialises transactions, hashing takes tens of ms.
    const passwordHash = await hashPassword(password);

    try {
      if (auth.confirmEmail) {
        const token = newOpaqueToken();
        const userId = await ctx.db.transaction((tx) =>
          insertUser(tx, { email, passwordHash, confirmed: false, confirmationTokenHash: hashToken(token), userMetadata: data }),
        );
        await sendConfirmation('signup', email, token, c.req.query('redirect_to'));
        const record = await findUserById(ctx.db, userId);
        // Confirmation on: the bare user, no session (auth-js: user = data.user ?? data).
        return c.json(record!.user);
      }
      const session = await ctx.db.transaction(async (tx) => {
        const userId = await insertUser(tx, { email, passwordHash, confirmed: true, userMetadata: data });
        await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
        return respondWithSession(tx, await createSession(tx, userId, 'password', client(c)));
      });
      return c.json(session);
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyRegistered;
      throw error;
    }
  });

  /**
   * signInAnonymously: a user with no email or password, role `authenticated` and is_anonymous in
   * the token, so RLS can tell it apart (auth.jwt() ->> 'is_anonymous'). Off unless enabled.
   */
  const anonymousSignIn = async (c: Context, data: JsonObject): Promise<SessionResponse> => {
    if (!auth.anonymousSignIns) throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    return ctx.db.transaction(async (tx) => {
      const created = await tx.query<{ id: string }>(
        `insert into auth.users (instance_id, aud, role, is_anonymous, raw_app_meta_data, raw_user_meta_data, last_sign_in_at)
         values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', true, $1, $2, now()) returning id`,
        [JSON.stringify({ provider: 'anonymous', providers: ['anonymous'] }), JSON.stringify(data)],
      );
      return respondWithSession(tx, await createSession(tx, created.rows[0]!.id, 'anonymous', client(c)));
    });
  };

  /** An anonymous user who now has an address becomes a permanent one, with an email identity. */
  const becomePermanent = async (tx: Queryable, userId: string, email: string): Promise<void> => {
    await tx.query(
      `update auth.users set is_anonymous = false,
         raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"provider": "email", "providers": ["email"]}'::jsonb
       where id = $1`,
      [userId],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       select $1::uuid::text, $1::uuid, $2, 'email', now()
       where not exists (select 1 from auth.identities where user_id = $1::uuid and provider = 'email')`,
      [userId, JSON.stringify({ sub: userId, email, email_verified: true, phone_verified: false })],
    );
  };

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') return c.json(await passwordGrant(c));
    if (grantType === 'refresh_token') return c.json(await refreshGrant(c));
    // Sign-in kinds not offered here, refused as GoTrue refuses them when switched off.
    if (grantType === 'web3') throw new AuthError(400, 'web3_provider_disabled', 'Web3 provider is disabled');
    if (grantType === 'id_token') {
      const body = await readBody(c);
      const provider = (optionalString(body, 'provider') ?? optionalString(body, 'issuer') ?? '').slice(0, 100);
      throw new AuthError(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(provider)}) is not enabled`);
    }
    throw validationFailed('unsupported_grant_type');
  });

  const passwordGrant = async (c: Context): Promise<SessionResponse> => {
    const ip = clientIp(c);
    await signInPerIp.admit(ip, 'sign-in attempts');
    const body = await readBody(c);
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password') ?? '';
    if (!rawEmail) throw validationFailed('An email address is required to sign in');
    const email = rawEmail.trim().toLowerCase();
    await signInThrottle.check(email, ip);
    const failed = async (): Promise<AuthError> => {
      await signInThrottle.failed(email, ip);
      return invalidCredentials();
    };
    if (password.length > 1024 || email.length > 255 || !email.includes('@')) throw await failed();

    const record = await findUserByEmail(ctx.db, email);
    const ok = await verifyPassword(ctx.db, password, record?.encrypted_password);
    if (!ok || !record) throw await failed();
    if (!record.email_confirmed) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    if (record.banned) throw new AuthError(400, 'user_banned', 'User is banned');
    await signInThrottle.succeeded(email, ip);

    // Seeded bcrypt hashes are replaced by argon2id now that the password is known.
    const upgradedHash = record.encrypted_password && isBcryptHash(record.encrypted_password) ? await hashPassword(password) : null;
    const userId = record.user.id;
    return ctx.db.transaction(async (tx) => {
      await tx.query(
        'update auth.users set last_sign_in_at = now(), encrypted_password = coalesce($2, encrypted_password) where id = $1',
        [userId, upgradedHash],
      );
      await tx.query("update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'", [userId]);
      return respondWithSession(tx, await createSession(tx, userId, 'password', client(c)));
    });
  };

  const refreshGrant = async (c: Context): Promise<SessionResponse> => {
    const body = await readBody(c);
    const token = optionalString(body, 'refresh_token') ?? '';
    const notFound = new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (!token || token.length > 200) throw notFound;
    // The outcome is returned, not thrown, so that a detected reuse COMMITs the revocation.
    const outcome = await ctx.db.transaction(async (tx) => {
      const rotated = await rotateRefreshToken(tx, token, auth.refreshReuseGraceSeconds, chainKey);
      if (rotated.kind !== 'rotated') return rotated;
      return { kind: 'session' as const, response: await respondWithSession(tx, rotated.session) };
    });
    if (outcome.kind === 'not_found') throw notFound;
    if (outcome.kind === 'reused') {
      liveSessions.forgetSession(outcome.sessionId);
      ctx.log.warn('refresh token reused after rotation: session revoked');
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    return outcome.response;
  };

  app.get('/user', async (c) => {
    const { userId } = await requireUser(c);
    const record = await findUserById(ctx.db, userId);
    if (!record) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return c.json(record.user);
  });

  app.put('/user', async (c) => {
    const { userId, sessionId } = await requireUser(c);
    const body = await readBody(c);
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const data = optionalObject(body, 'data');
    const record = await findUserById(ctx.db, userId);
    if (!record) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');

    // The code from reauthenticate(), when the caller sends one: checked and used up before any change.
    const nonce = optionalString(body, 'nonce');
    if (nonce !== undefined) await flows.useReauthenticationNonce(userId, nonce);

    let passwordHash: string | undefined;
    if (password !== undefined) {
      checkPasswordLength(password);
      checkPasswordStrength(password, passwordPolicy, record.user.email);
      if (await verifyPassword(ctx.db, password, record.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(password);
    }
    let newEmail: string | undefined;
    if (rawEmail !== undefined) {
      const email = normaliseEmail(rawEmail);
      if (email !== record.user.email.toLowerCase()) {
        const owner = await findUserByEmail(ctx.db, email);
        if (owner) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
        newEmail = email;
      }
    }
    const emailToken = newEmail && auth.confirmEmail ? newOpaqueToken() : undefined;

    try {
      await ctx.db.transaction(async (tx) => {
        if (data) {
          const metadata = mergeMetadata(record.user.user_metadata, data);
          await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
            userId,
            JSON.stringify(metadata),
          ]);
        }
        if (passwordHash) {
          await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [userId, passwordHash]);
          // A new password ends every other session, as GoTrue does.
          if (sessionId) await endSessions(tx, userId, sessionId, 'others');
        }
        if (newEmail && emailToken) {
          await tx.query(
            `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
               updated_at = now() where id = $1`,
            [userId, newEmail, hashToken(emailToken)],
          );
        } else if (newEmail) {
          await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [userId, newEmail]);
          if (record.user.is_anonymous) await becomePermanent(tx, userId, newEmail);
          await tx.query(
            `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
             where user_id = $1 and provider = 'email'`,
            [userId, newEmail],
          );
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      throw error;
    }
    if (passwordHash) liveSessions.forgetUser(userId);
    if (newEmail && emailToken) await sendConfirmation('email_change', newEmail, emailToken, c.req.query('redirect_to'));
    const updated = await findUserById(ctx.db, userId);
    return c.json(updated!.user);
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!LOGOUT_SCOPES.has(scope)) throw validationFailed('Unsupported logout scope');
    const { userId, sessionId } = await requireUser(c, { allowEndedSession: true });
    await ctx.db.transaction((tx) => endSessions(tx, userId, sessionId, scope as LogoutScope));
    if (scope === 'local' && sessionId) liveSessions.forgetSession(sessionId);
    else liveSessions.forgetUser(userId);
    return c.body(null, 204);
  });

  // --- admin API (service role) -----------------------------------------------------------------
  const admin = new Hono();
  admin.use('*', async (c, next) => {
    await requireServiceRole(c);
    await next();
  });

  mfaRoutes(app, { ctx, auth, requireUser: (c) => requireUser(c), respondWithSession });
  oauthClientRoutes(admin, { ctx, auth });
  passkeyRoutes(app, admin, { ctx, auth });
  const flows = emailFlows(app, admin, {
    ctx,
    auth,
    passwordPolicy,
    safeRedirect,
    client,
    respondWithSession,
    requireServiceRole,
    sendEmail,
    verifyLink,
    requireUser: (c) => requireUser(c),
  });

  const userIdParam = (c: Context): string => {
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw validationFailed('user_id must be an UUID');
    return id;
  };
  const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

  // auth.admin.mfa.listFactors / deleteFactor: an administrator sees and removes a user's factors
  // (a user who lost their authenticator is let back in this way).
  admin.get('/users/:id/factors', async (c) => {
    const record = await findUserById(ctx.db, userIdParam(c));
    if (!record) throw userNotFound();
    return c.json(record.user.factors ?? []);
  });

  admin.delete('/users/:id/factors/:factorId', async (c) => {
    const userId = userIdParam(c);
    const factorId = c.req.param('factorId') ?? '';
    if (!isUuid(factorId)) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    if (!(await findUserById(ctx.db, userId))) throw userNotFound();
    const deleted = await ctx.db.query<Record<string, unknown>>(
      `delete from auth.mfa_factors where id = $1 and user_id = $2
       returning id, friendly_name, factor_type, status, created_at, updated_at`,
      [factorId, userId],
    );
    const factor = deleted.rows[0];
    if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    return c.json(factor);
  });

  admin.post('/users', async (c) => {
    const body = await readBody(c);
    const rawEmail = optionalString(body, 'email');
    if (!rawEmail) throw validationFailed('Unable to validate email address: invalid format');
    const email = normaliseEmail(rawEmail);
    const password = optionalString(body, 'password');
    const userMetadata = optionalObject(body, 'user_metadata') ?? optionalObject(body, 'data') ?? {};
    const appMetadata = optionalObject(body, 'app_metadata') ?? {};
    const confirmed = optionalBoolean(body, 'email_confirm') ?? false;
    let passwordHash: string | null = null;
    if (password !== undefined) {
      checkPasswordLength(password);
      checkPasswordStrength(password, passwordPolicy, email);
      passwordHash = await hashPassword(password);
    }
    const exists = new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    if (await findUserByEmail(ctx.db, email)) throw exists;
    try {
      const userId = await ctx.db.transaction((tx) =>
        insertUser(tx, { email, passwordHash, confirmed, userMetadata, appMetadata }),
      );
      return c.json((await findUserById(ctx.db, userId))!.user);
    } catch (error) {
      if (isUniqueViolation(error)) throw exists;
      throw error;
    }
  });

  admin.get('/users', async (c) => {
    // GoTrue reads both as unsigned integers and refuses anything else.
    // auth-js sends `page=&per_page=` when none is given: empty means the default.
    const rawPage = c.req.query('page') || '1';
    const rawPerPage = c.req.query('per_page') || '50';
    if (!/^\d{1,9}$/.test(rawPage) || !/^\d{1,9}$/.test(rawPerPage)) {
      throw new AuthError(400, 'validation_failed', 'Bad Pagination Parameters');
    }
    const page = Math.max(1, Number(rawPage));
    const perPage = Math.min(1000, Math.max(1, Number(rawPerPage) || 50));
    const { users, total } = await listUsers(ctx.db, perPage, (page - 1) * perPage);
    // GoTrue's paging headers, which auth-js turns into nextPage, lastPage and total.
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const pageLink = (n: number, rel: string) => `</admin/users?page=${n}&per_page=${perPage}>; rel="${rel}"`;
    c.header('x-total-count', String(total));
    c.header('link', [...(page < lastPage ? [pageLink(page + 1, 'next')] : []), pageLink(lastPage, 'last')].join(','));
    return c.json({ users, aud: 'authenticated' });
  });

  admin.get('/users/:id', async (c) => {
    const record = await findUserById(ctx.db, userIdParam(c));
    if (!record) throw userNotFound();
    return c.json(record.user);
  });

  admin.put('/users/:id', async (c) => {
    const id = userIdParam(c);
    const body = await readBody(c);
    const record = await findUserById(ctx.db, id);
    if (!record) throw userNotFound();
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const userMetadata = optionalObject(body, 'user_metadata');
    const appMetadata = optionalObject(body, 'app_metadata');
    const confirm = optionalBoolean(body, 'email_confirm');
    const banDuration = optionalString(body, 'ban_duration');
    const email = rawEmail !== undefined ? normaliseEmail(rawEmail) : undefined;
    let passwordHash: string | undefined;
    if (password !== undefined) {
      checkPasswordLength(password);
      checkPasswordStrength(password, passwordPolicy, email ?? record.user.email);
      passwordHash = await hashPassword(password);
    }
    let banHours: number | null | undefined;
    if (banDuration !== undefined) {
      const match = /^(\d{1,6})h$/.exec(banDuration);
      if (banDuration !== 'none' && !match) throw validationFailed('ban_duration must be "none" or a number of hours like "24h"');
      banHours = match ? Number(match[1]) : null;
    }
    try {
      await ctx.db.transaction(async (tx) => {
        await tx.query(
          `update auth.users set
             email = coalesce($2, email),
             encrypted_password = coalesce($3, encrypted_password),
             raw_user_meta_data = coalesce($4::jsonb, raw_user_meta_data),
             raw_app_meta_data = coalesce($5::jsonb, raw_app_meta_data),
             email_confirmed_at = case when $6::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
             banned_until = case when $7::boolean then (case when $8::int is null then null else now() + make_interval(hours => $8::int) end)
                                 else banned_until end,
             updated_at = now()
           where id = $1`,
          [
            id,
            email ?? null,
            passwordHash ?? null,
            userMetadata ? JSON.stringify(mergeMetadata(record.user.user_metadata, userMetadata)) : null,
            appMetadata ? JSON.stringify(mergeMetadata(record.user.app_metadata, appMetadata)) : null,
            confirm === true,
            banHours !== undefined,
            banHours ?? null,
          ],
        );
        // A banned user's sessions end now.
        if (banHours) await endSessions(tx, id, undefined, 'global');
      });
      if (banHours) liveSessions.forgetUser(id);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      throw error;
    }
    return c.json((await findUserById(ctx.db, id))!.user);
  });

  admin.delete('/users/:id', async (c) => {
    const id = userIdParam(c);
    const deleted = await ctx.db.query('delete from auth.users where id = $1', [id]);
    if (!deleted.affectedRows) throw userNotFound();
    liveSessions.forgetUser(id);
    return c.json({});
  });

  app.route('/admin', admin);
  return app;
}

export type { AuthUser, JsonObject };
