// Runtime configuration, read once from the environment. Everything has a local default so that
// `npm start` works on a fresh clone; tests override through the same variables.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { readSigningKeysFile, type SigningKeyJwk } from './keys';
import { functionsOptionsFromEnv, type FunctionsOptions } from './functions/options';
import { MIN_JWT_SECRET_LENGTH, readOrCreateJwtSecret, type JwtSecretFile } from './process/jwt-secret-file';
import { storageOptionsFromEnv, type StorageOptions } from './storage/options';
import { requestLimitsFromEnv, type RequestLimits } from './http/request-limits';
import { connectionLimitsFromEnv, type ConnectionLimits } from './http/connection-limits';
import { parseTrustedProxies, type TrustedProxy } from './http/client-ip';
import { DEFAULT_DISPATCH_INTERVAL_MS } from './notifications/dispatcher';
import { DEFAULT_SCHEDULED_SQL_SECONDS } from './scheduled';
import { DEFAULT_RELAY_OPTIONS } from './realtime/cluster/relay';
import { DEFAULT_AUTOVACUUM_SECONDS } from './db/pglite-autovacuum';

/** The Supabase CLI's well-known local JWT secret (`supabase start`), documented publicly. */
export const SUPABASE_CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface RateLimitConfig {
  /** Length of the sliding window in seconds. */
  windowSeconds: number;
  /** Password sign-in attempts allowed per client IP per window (all attempts count). */
  signInPerIp: number;
  /**
   * Failed password sign-ins for one email address from one client (IP, IPv6 /64) per window
   * before that client alone is slowed down; the owner signing in from elsewhere is not.
   */
  failedSignInPerEmailAndClient: number;
  /**
   * Failed password sign-ins for one email address from all clients together per window before
   * every client is slowed down for it: a far higher ceiling against guessing from many addresses.
   */
  failedSignInPerEmail: number;
  /** The first wait once a budget above is spent; it doubles with every further failure. */
  signInSlowdownSeconds: number;
  /** The longest such wait, so the owner is slowed down, never locked out. */
  signInMaxSlowdownSeconds: number;
  /** Sign-ups allowed per client IP per window. */
  signUpPerIp: number;
  /** Emails (magic link, recovery, resend, OTP) a client IP may cause per window. */
  emailSentPerIp: number;
  /** Least time between two emails to one address (GoTrue's max_frequency); 0 = no limit. */
  emailMinIntervalSeconds: number;
}

/** GoTrue's `password_requirements`: which kinds of character a new password must contain. */
export type PasswordRequirements = '' | 'letters_digits' | 'lower_upper_letters_digits' | 'lower_upper_letters_digits_symbols';
const PASSWORD_REQUIREMENTS: ReadonlySet<string> = new Set<PasswordRequirements>([
  '',
  'letters_digits',
  'lower_upper_letters_digits',
  'lower_upper_letters_digits_symbols',
]);

export interface AuthConfig {
  /** AUTH_CONFIRM_EMAIL=true: sign-up returns no session until the emailed link is opened. */
  confirmEmail: boolean;
  /** `signInAnonymously` allowed (config.toml `enable_anonymous_sign_ins`; off by default, as in the CLI). */
  anonymousSignIns: boolean;
  /** TOTP factors may be enrolled and verified (config.toml `[auth.mfa.totp]`). */
  mfaTotp: { enroll: boolean; verify: boolean; maxFactors: number };
  /** WebAuthn MFA factors (config.toml `[auth.mfa.web_authn]`; off unless a project turns them on, as GoTrue). */
  mfaWebAuthn: { enroll: boolean; verify: boolean };
  /**
   * The WebAuthn relying party (config.toml `[auth.webauthn]` rp_id / rp_display_name / rp_origins);
   * unset parts come from the site URL.
   */
  webAuthn: { rpId: string; rpDisplayName: string; rpOrigins: string[] };
  /**
   * config.toml `[auth.passkey] enabled`: passkey sign-in was asked for. Not implemented: the
   * passkey endpoints answer GoTrue's passkey_disabled and the start logs a warning (auth/passkeys.ts).
   */
  passkeysRequested: boolean;
  /** The OAuth 2.1 server's admin API (config.toml `[auth.oauth_server] enabled`; off by default, as GoTrue). */
  oauthServer: { enabled: boolean };
  /** Kinds of character a new password must contain (config.toml `password_requirements`). */
  passwordRequirements: PasswordRequirements;
  /** Refuse passwords on the ~50,000 most common list (the embedded default; GoTrue has no such list). */
  refuseCommonPasswords: boolean;
  /**
   * Asymmetric keys new access tokens are signed with (the first) and verified with (all): the
   * CLI's `signing_keys_path` file, or AUTH_SIGNING_KEYS_PATH. Empty: HS256 with JWT_SECRET.
   */
  signingKeys: SigningKeyJwk[];
  accessTokenTtlSeconds: number;
  /** A rotated refresh token may be presented again within this many seconds (parallel tabs). */
  refreshReuseGraceSeconds: number;
  minPasswordLength: number;
  /** New passwords need at least this zxcvbn score (0-4) against the user's email as known words. */
  minPasswordScore: number;
  /**
   * REST, storage, functions and realtime accept a user token only while its session exists; a
   * session's existence is remembered this long (at most 60 s) before it is looked up again.
   * Sign-outs and revocations in this process take effect at once.
   */
  sessionCheckTtlSeconds: number;
  /** Where the confirmation link sends the browser when the sign-up gave no redirect_to. */
  siteUrl: string;
  rateLimit: RateLimitConfig;
}

export interface BackendConfig {
  /** 0 picks a free port (tests). */
  apiPort: number;
  host: string;
  dataDir: string;
  supabaseDir: string;
  /** Set: use this PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Connections in the PostgreSQL pool (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  jwtSecret: string;
  /**
   * DATA_DIR/jwt-secret when the secret comes from there (no JWT_SECRET); `created` if loading the
   * config generated it, which startServer refuses over a database that has users.
   */
  jwtSecretFile?: JwtSecretFile;
  /** Public URL of this server as clients see it; derived from the port when not set. */
  publicUrl?: string;
  /** '*' or a list of allowed origins; localhost and 127.0.0.1 origins are always allowed. */
  corsOrigins: '*' | string[];
  /**
   * TRUSTED_PROXIES: reverse proxies (addresses, CIDR networks) whose X-Forwarded-For names the
   * client (http/client-ip.ts). Empty: the socket's peer is the client.
   */
  trustedProxies: TrustedProxy[];
  logLevel: string;
  auth: AuthConfig;
  storage: StorageOptions;
  functions: FunctionsOptions;
  /** Body-size and row limits of /rest/v1 and /auth/v1. */
  limits: RequestLimits;
  /** Timeouts and the per-address cap of HTTP connections (HTTP_*; http/connection-limits.ts). */
  connections: ConnectionLimits;
  /** config.toml `[api]`: the schemas REST exposes and what is added to every search path. */
  api: ApiSchemaConfig;
  /** The background timers; 0 turns one off. */
  timers: TimerConfig;
}

export interface TimerConfig {
  /** NOTIFICATIONS_DISPATCH_INTERVAL_MS: how often the notification dispatcher looks for due deliveries. */
  notificationsDispatchIntervalMs: number;
  /** SCHEDULED_SQL_INTERVAL_SECONDS: how often the scheduled SQL functions run (pg_cron's role). */
  scheduledSqlIntervalSeconds: number;
  /** REALTIME_INSTANCE_HEARTBEAT_MS: how often an instance tells the others on PostgreSQL it is alive. */
  realtimeInstanceHeartbeatMs: number;
  /** PGLITE_AUTOVACUUM_SECONDS: how often the embedded database is checked for tables to vacuum / analyze. */
  pgliteAutovacuumSeconds: number;
}

export interface ApiSchemaConfig {
  /** Schemas /rest/v1 serves (Accept-Profile / Content-Profile); the first is the default. */
  schemas: string[];
  /** Appended to the search path of every request (after the exposed schema). */
  extraSearchPath: string[];
}

/** The CLI's defaults for `[api]`. */
export const DEFAULT_API_SCHEMA_CONFIG: ApiSchemaConfig = { schemas: ['public', 'graphql_public'], extraSearchPath: ['public', 'extensions'] };

type TomlTable = Record<string, unknown>;

function isTable(value: unknown): value is TomlTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function table(parent: TomlTable | undefined, name: string): TomlTable | undefined {
  const value = parent?.[name];
  return isTable(value) ? value : undefined;
}

/** The project's config.toml as parsed TOML, or undefined when the project has none. */
function readConfigToml(supabaseDir: string): TomlTable | undefined {
  const file = join(supabaseDir, 'config.toml');
  if (!existsSync(file)) return undefined;
  try {
    return parseToml(readFileSync(file, 'utf8')) as TomlTable;
  } catch (error) {
    throw new Error(`${file} is not valid TOML: ${(error as Error).message}`);
  }
}

function tomlString(section: TomlTable | undefined, key: string, where: string): string | undefined {
  const value = section?.[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Error(`config.toml ${where}.${key} must be a string`);
  return value;
}

function tomlBoolean(section: TomlTable | undefined, key: string, where: string): boolean | undefined {
  const value = section?.[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new Error(`config.toml ${where}.${key} must be true or false`);
  return value;
}

function tomlInteger(section: TomlTable | undefined, key: string, where: string): number | undefined {
  const value = section?.[key];
  if (value === undefined) return undefined;
  const number = typeof value === 'bigint' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) {
    throw new Error(`config.toml ${where}.${key} must be a non-negative integer`);
  }
  return number;
}

function tomlStringList(section: TomlTable | undefined, key: string, where: string): string[] | undefined {
  const value = section?.[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
    throw new Error(`config.toml ${where}.${key} must be a list of names`);
  }
  return value.map((item: string) => item.trim());
}

function apiConfigFrom(toml: TomlTable | undefined): ApiSchemaConfig {
  const api = table(toml, 'api');
  const schemas = tomlStringList(api, 'schemas', 'api') ?? DEFAULT_API_SCHEMA_CONFIG.schemas;
  if (schemas.length === 0) throw new Error('config.toml api.schemas must name at least one schema');
  return { schemas, extraSearchPath: tomlStringList(api, 'extra_search_path', 'api') ?? DEFAULT_API_SCHEMA_CONFIG.extraSearchPath };
}

/** A project folder's config.toml `[api]` (the CLI's defaults where it says nothing). */
export function readApiSchemaConfig(supabaseDir: string): ApiSchemaConfig {
  return apiConfigFrom(readConfigToml(supabaseDir));
}

function signingKeysFrom(env: Env, authToml: TomlTable | undefined, supabaseDir: string, cwd: string): SigningKeyJwk[] {
  const fromEnv = env.AUTH_SIGNING_KEYS_PATH?.trim();
  if (fromEnv) return readSigningKeysFile(resolve(cwd, fromEnv));
  const fromToml = tomlString(authToml, 'signing_keys_path', 'auth')?.trim();
  // The CLI resolves the path against the supabase/ folder.
  return fromToml ? readSigningKeysFile(resolve(supabaseDir, fromToml)) : [];
}

type Env = Record<string, string | undefined>;

/**
 * PostgreSQL pool size. Every request holds a connection only for its one round trip (pipelined),
 * so a few connections keep the database busy; more only add PostgreSQL processes competing
 * for the same cores.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** Below 50 ms the heartbeats alone would keep the relay connection busy. */
function heartbeatFrom(env: Env): number {
  const value = intFrom(env, 'REALTIME_INSTANCE_HEARTBEAT_MS', DEFAULT_RELAY_OPTIONS.heartbeatMs);
  if (value < 50) throw new Error(`REALTIME_INSTANCE_HEARTBEAT_MS must be at least 50, got "${env.REALTIME_INSTANCE_HEARTBEAT_MS}"`);
  return value;
}

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

function intAtMost(env: Env, name: string, fallback: number, max: number): number {
  const value = intFrom(env, name, fallback);
  if (value > max) throw new Error(`${name} must be at most ${max}, got "${env[name]}"`);
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return raw === 'true' || raw === '1' || raw === 'yes';
}

/**
 * The secret that signs every token. Taken from JWT_SECRET, else generated once and kept in
 * DATA_DIR so that keys and sessions survive restarts.
 */
function jwtSecretFrom(env: Env, dataDir: string): { jwtSecret: string; jwtSecretFile?: JwtSecretFile } {
  const fromEnv = env.JWT_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < MIN_JWT_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`);
    }
    return { jwtSecret: fromEnv };
  }
  const jwtSecretFile = readOrCreateJwtSecret(dataDir);
  return { jwtSecret: jwtSecretFile.secret, jwtSecretFile };
}

/**
 * SUPABASE_DIR/backend.toml: settings of this backend that Supabase's config.toml has no key for
 * (the CLI refuses a config.toml with keys it does not know, so they cannot go there). The CLI
 * never reads this file.
 */
export const BACKEND_TOML = 'backend.toml';

function readBackendToml(supabaseDir: string): TomlTable | undefined {
  const file = join(supabaseDir, BACKEND_TOML);
  if (!existsSync(file)) return undefined;
  try {
    return parseToml(readFileSync(file, 'utf8')) as TomlTable;
  } catch (error) {
    throw new Error(`${file} is not valid TOML: ${(error as Error).message}`);
  }
}

/** GoTrue's own defaults, which the CLI passes for a config.toml that leaves the keys out. */
export const GOTRUE_MIN_PASSWORD_LENGTH = 6;
/** This backend's embedded default, for a folder that is no CLI project (no config.toml). */
export const EMBEDDED_PASSWORD_RULES = { minLength: 8, refuseCommon: true, minScore: 3 } as const;

interface PasswordRules {
  minLength: number;
  requirements: PasswordRequirements;
  refuseCommon: boolean;
  minScore: number;
}

/**
 * What a new password must be. A folder with a config.toml is a Supabase CLI project and gets what
 * GoTrue gets from the CLI: `minimum_password_length` (6 when left out) and `password_requirements`
 * ("" when left out), nothing more. A folder without one (no CLI project: the CLI cannot start it)
 * gets the embedded default: 8 characters, the common-password list and a zxcvbn score of 3.
 * backend.toml `[auth.password_strength]` switches this backend's own checks on or off for either
 * (`refuse_common`, `min_score`); environment variables win over all of it.
 */
function passwordRulesFrom(env: Env, toml: TomlTable | undefined, authToml: TomlTable | undefined, backendToml: TomlTable | undefined): PasswordRules {
  const tomlMinLength = tomlInteger(authToml, 'minimum_password_length', 'auth');
  const requirements = tomlString(authToml, 'password_requirements', 'auth') ?? '';
  if (!PASSWORD_REQUIREMENTS.has(requirements)) {
    throw new Error(`config.toml auth.password_requirements must be one of ${[...PASSWORD_REQUIREMENTS].map((r) => `"${r}"`).join(', ')}`);
  }
  const strength = table(table(backendToml, 'auth'), 'password_strength');
  const where = `${BACKEND_TOML} auth.password_strength`;
  const tomlScore = tomlInteger(strength, 'min_score', where);
  if (tomlScore !== undefined && tomlScore > 4) throw new Error(`${where}.min_score must be at most 4`);
  const cliProject = toml !== undefined;
  const fromEnvLength = env.AUTH_PASSWORD_MIN_LENGTH?.trim();
  return {
    minLength: fromEnvLength
      ? Math.max(8, intFrom(env, 'AUTH_PASSWORD_MIN_LENGTH', 8))
      : cliProject
        ? Math.max(GOTRUE_MIN_PASSWORD_LENGTH, tomlMinLength ?? GOTRUE_MIN_PASSWORD_LENGTH) // GoTrue's own floor
        : EMBEDDED_PASSWORD_RULES.minLength,
    requirements: requirements as PasswordRequirements,
    refuseCommon: boolFrom(env, 'AUTH_PASSWORD_REFUSE_COMMON', tomlBoolean(strength, 'refuse_common', where) ?? !cliProject),
    minScore: intAtMost(env, 'AUTH_PASSWORD_MIN_SCORE', tomlScore ?? (cliProject ? 0 : EMBEDDED_PASSWORD_RULES.minScore), 4),
  };
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): BackendConfig {
  const dataDir = resolve(cwd, env.DATA_DIR?.trim() || '.data');
  const supabaseDir = env.SUPABASE_DIR?.trim()
    ? resolve(cwd, env.SUPABASE_DIR.trim())
    : resolve(__dirname, '..', '..', 'supabase');
  const apiPort = intFrom(env, 'API_PORT', 54321);
  const cors = env.CORS_ORIGINS?.trim();
  const toml = readConfigToml(supabaseDir);
  const authToml = table(toml, 'auth');
  const totpToml = table(table(authToml, 'mfa'), 'totp');
  const mfaToml = table(authToml, 'mfa');
  const webAuthnMfaToml = table(mfaToml, 'web_authn');
  const webAuthnToml = table(authToml, 'webauthn');
  const siteUrl = env.AUTH_SITE_URL?.trim() || `http://localhost:${env.APP_PORT?.trim() || '8080'}`;
  const password = passwordRulesFrom(env, toml, authToml, readBackendToml(supabaseDir));
  return {
    apiPort,
    host: env.API_HOST?.trim() || '0.0.0.0',
    dataDir,
    supabaseDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databasePoolSize: Math.max(1, intAtMost(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, 100)),
    ...jwtSecretFrom(env, dataDir),
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
    corsOrigins:
      cors === '*'
        ? '*'
        : (cors ?? '')
            .split(',')
            .map((origin) => origin.trim().replace(/\/+$/, ''))
            .filter(Boolean),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    auth: {
      confirmEmail: boolFrom(env, 'AUTH_CONFIRM_EMAIL', false),
      anonymousSignIns: boolFrom(env, 'AUTH_ANONYMOUS_SIGN_INS', tomlBoolean(authToml, 'enable_anonymous_sign_ins', 'auth') ?? false),
      mfaTotp: {
        enroll: tomlBoolean(totpToml, 'enroll_enabled', 'auth.mfa.totp') ?? true,
        verify: tomlBoolean(totpToml, 'verify_enabled', 'auth.mfa.totp') ?? true,
        maxFactors: Math.max(1, tomlInteger(mfaToml, 'max_enrolled_factors', 'auth.mfa') ?? 10),
      },
      mfaWebAuthn: {
        enroll: tomlBoolean(webAuthnMfaToml, 'enroll_enabled', 'auth.mfa.web_authn') ?? false,
        verify: tomlBoolean(webAuthnMfaToml, 'verify_enabled', 'auth.mfa.web_authn') ?? false,
      },
      webAuthn: {
        rpId: tomlString(webAuthnToml, 'rp_id', 'auth.webauthn')?.trim() || new URL(siteUrl).hostname,
        rpDisplayName: tomlString(webAuthnToml, 'rp_display_name', 'auth.webauthn')?.trim() || new URL(siteUrl).hostname,
        rpOrigins: tomlStringList(webAuthnToml, 'rp_origins', 'auth.webauthn') ?? [new URL(siteUrl).origin],
      },
      passkeysRequested: tomlBoolean(table(authToml, 'passkey'), 'enabled', 'auth.passkey') ?? false,
      oauthServer: { enabled: tomlBoolean(table(authToml, 'oauth_server'), 'enabled', 'auth.oauth_server') ?? false },
      passwordRequirements: password.requirements,
      refuseCommonPasswords: password.refuseCommon,
      signingKeys: signingKeysFrom(env, authToml, supabaseDir, cwd),
      accessTokenTtlSeconds: intFrom(env, 'AUTH_JWT_EXPIRY', 3600),
      refreshReuseGraceSeconds: intFrom(env, 'AUTH_REFRESH_REUSE_INTERVAL', 10),
      minPasswordLength: password.minLength,
      minPasswordScore: password.minScore,
      sessionCheckTtlSeconds: intAtMost(env, 'AUTH_SESSION_CHECK_TTL_SECONDS', 30, 60),
      siteUrl,
      rateLimit: {
        windowSeconds: intFrom(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 300),
        signInPerIp: intFrom(env, 'AUTH_RATE_LIMIT_SIGNIN_PER_IP', 300),
        failedSignInPerEmailAndClient: intFrom(env, 'AUTH_RATE_LIMIT_FAILED_SIGNIN_PER_EMAIL_CLIENT', 5),
        failedSignInPerEmail: intFrom(env, 'AUTH_RATE_LIMIT_FAILED_SIGNIN_PER_EMAIL', 100),
        signInSlowdownSeconds: Math.max(1, intFrom(env, 'AUTH_RATE_LIMIT_SIGNIN_SLOWDOWN_SECONDS', 2)),
        signInMaxSlowdownSeconds: Math.max(1, intFrom(env, 'AUTH_RATE_LIMIT_SIGNIN_MAX_SLOWDOWN_SECONDS', 60)),
        signUpPerIp: intFrom(env, 'AUTH_RATE_LIMIT_SIGNUP_PER_IP', 300),
        emailSentPerIp: intFrom(env, 'AUTH_RATE_LIMIT_EMAIL_SENT_PER_IP', 30),
        emailMinIntervalSeconds: intFrom(env, 'AUTH_EMAIL_MIN_INTERVAL_SECONDS', 60),
      },
    },
    storage: storageOptionsFromEnv(env),
    functions: functionsOptionsFromEnv(env),
    limits: requestLimitsFromEnv(env),
    connections: connectionLimitsFromEnv(env),
    api: apiConfigFrom(toml),
    timers: {
      notificationsDispatchIntervalMs: intFrom(env, 'NOTIFICATIONS_DISPATCH_INTERVAL_MS', DEFAULT_DISPATCH_INTERVAL_MS),
      scheduledSqlIntervalSeconds: intFrom(env, 'SCHEDULED_SQL_INTERVAL_SECONDS', DEFAULT_SCHEDULED_SQL_SECONDS),
      realtimeInstanceHeartbeatMs: heartbeatFrom(env),
      pgliteAutovacuumSeconds: intFrom(env, 'PGLITE_AUTOVACUUM_SECONDS', DEFAULT_AUTOVACUUM_SECONDS),
    },
  };
}
