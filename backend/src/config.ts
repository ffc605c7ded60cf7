// Runtime configuration, read once from the environment. Everything has a local default so that
// `npm start` works on a fresh clone; tests override through the same variables.
import { resolve } from 'node:path';
import { functionsOptionsFromEnv, type FunctionsOptions } from './functions/options';
import { MIN_JWT_SECRET_LENGTH, readOrCreateJwtSecret } from './process/jwt-secret-file';
import { storageOptionsFromEnv, type StorageOptions } from './storage/options';
import { requestLimitsFromEnv, type RequestLimits } from './http/request-limits';

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
}

export interface AuthConfig {
  /** AUTH_CONFIRM_EMAIL=true: sign-up returns no session until the emailed link is opened. */
  confirmEmail: boolean;
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
  jwtSecret: string;
  /** Public URL of this server as clients see it; derived from the port when not set. */
  publicUrl?: string;
  /** '*' or a list of allowed origins; localhost and 127.0.0.1 origins are always allowed. */
  corsOrigins: '*' | string[];
  logLevel: string;
  auth: AuthConfig;
  storage: StorageOptions;
  functions: FunctionsOptions;
  /** Body-size and row limits of /rest/v1 and /auth/v1. */
  limits: RequestLimits;
}

type Env = Record<string, string | undefined>;

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
function jwtSecretFrom(env: Env, dataDir: string): string {
  const fromEnv = env.JWT_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < MIN_JWT_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`);
    }
    return fromEnv;
  }
  return readOrCreateJwtSecret(dataDir);
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): BackendConfig {
  const dataDir = resolve(cwd, env.DATA_DIR?.trim() || '.data');
  const supabaseDir = env.SUPABASE_DIR?.trim()
    ? resolve(cwd, env.SUPABASE_DIR.trim())
    : resolve(__dirname, '..', '..', 'supabase');
  const apiPort = intFrom(env, 'API_PORT', 54321);
  const cors = env.CORS_ORIGINS?.trim();
  return {
    apiPort,
    host: env.API_HOST?.trim() || '0.0.0.0',
    dataDir,
    supabaseDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    jwtSecret: jwtSecretFrom(env, dataDir),
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
    corsOrigins:
      cors === '*'
        ? '*'
        : (cors ?? '')
            .split(',')
            .map((origin) => origin.trim().replace(/\/+$/, ''))
            .filter(Boolean),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    auth: {
      confirmEmail: boolFrom(env, 'AUTH_CONFIRM_EMAIL', false),
      accessTokenTtlSeconds: intFrom(env, 'AUTH_JWT_EXPIRY', 3600),
      refreshReuseGraceSeconds: intFrom(env, 'AUTH_REFRESH_REUSE_INTERVAL', 10),
      minPasswordLength: Math.max(8, intFrom(env, 'AUTH_PASSWORD_MIN_LENGTH', 8)),
      minPasswordScore: intAtMost(env, 'AUTH_PASSWORD_MIN_SCORE', 3, 4),
      sessionCheckTtlSeconds: intAtMost(env, 'AUTH_SESSION_CHECK_TTL_SECONDS', 30, 60),
      siteUrl: env.AUTH_SITE_URL?.trim() || `http://localhost:${env.APP_PORT?.trim() || '8080'}`,
      rateLimit: {
        windowSeconds: intFrom(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 300),
        signInPerIp: intFrom(env, 'AUTH_RATE_LIMIT_SIGNIN_PER_IP', 300),
        failedSignInPerEmailAndClient: intFrom(env, 'AUTH_RATE_LIMIT_FAILED_SIGNIN_PER_EMAIL_CLIENT', 5),
        failedSignInPerEmail: intFrom(env, 'AUTH_RATE_LIMIT_FAILED_SIGNIN_PER_EMAIL', 100),
        signInSlowdownSeconds: Math.max(1, intFrom(env, 'AUTH_RATE_LIMIT_SIGNIN_SLOWDOWN_SECONDS', 2)),
        signInMaxSlowdownSeconds: Math.max(1, intFrom(env, 'AUTH_RATE_LIMIT_SIGNIN_MAX_SLOWDOWN_SECONDS', 60)),
        signUpPerIp: intFrom(env, 'AUTH_RATE_LIMIT_SIGNUP_PER_IP', 300),
      },
    },
    storage: storageOptionsFromEnv(env),
    functions: functionsOptionsFromEnv(env),
    limits: requestLimitsFromEnv(env),
  };
}
