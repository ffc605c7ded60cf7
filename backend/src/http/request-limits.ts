// How much one request may carry, from the environment. Kept apart from the middleware so
// config.ts can read it without loading Hono. Storage and functions keep their own limits
// (STORAGE_FILE_SIZE_LIMIT, FUNCTIONS_MAX_BODY_BYTES).

export interface RequestLimits {
  /** REST_MAX_BODY_BYTES: largest /rest/v1 request body; larger ones get 413 before being read. */
  restMaxBodyBytes: number;
  /** REST_MAX_INSERT_ROWS: most rows one /rest/v1 insert or upsert may carry. */
  restMaxInsertRows: number;
  /** AUTH_MAX_BODY_BYTES: largest /auth/v1 request body. */
  authMaxBodyBytes: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  restMaxBodyBytes: 1024 * 1024,
  // An insert of 1,000 rows takes PGlite a few milliseconds; tens of thousands hold its single
  // thread (and with it every other request) for hundreds.
  restMaxInsertRows: 1000,
  authMaxBodyBytes: 64 * 1024,
};

/**
 * An insert that leaves columns to their defaults binds each of its cells, and a statement takes at
 * most 65,535 parameters: a ceiling that keeps a few columns per row within that.
 */
export const MAX_INSERT_ROWS_CEILING = 10_000;

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

/** REST_MAX_BODY_BYTES, REST_MAX_INSERT_ROWS and AUTH_MAX_BODY_BYTES override the defaults. */
export function requestLimitsFromEnv(env: Env = process.env): RequestLimits {
  return {
    restMaxBodyBytes: positiveInt(env, 'REST_MAX_BODY_BYTES', DEFAULT_REQUEST_LIMITS.restMaxBodyBytes),
    restMaxInsertRows: positiveInt(env, 'REST_MAX_INSERT_ROWS', DEFAULT_REQUEST_LIMITS.restMaxInsertRows, MAX_INSERT_ROWS_CEILING),
    authMaxBodyBytes: positiveInt(env, 'AUTH_MAX_BODY_BYTES', DEFAULT_REQUEST_LIMITS.authMaxBodyBytes),
  };
}
