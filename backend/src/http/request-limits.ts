// How much one request may carry, from the environment. Kept apart from the middleware so
// config.ts can read it without loading Hono. Storage and functions keep their own limits
// (STORAGE_FILE_SIZE_LIMIT, FUNCTIONS_MAX_BODY_BYTES).

export interface RequestLimits {
  /** REST_MAX_BODY_BYTES: largest /rest/v1 request body; larger ones get 413 before being read. */
  restMaxBodyBytes: number;
  /** REST_MAX_INSERT_ROWS: most rows one /rest/v1 insert or upsert may carry. */
  restMaxInsertRows: number;
  /** REST_MAX_JSON_VALUES: most JSON values one /rest/v1 write or RPC body may carry. */
  restMaxJsonValues: number;
  /** AUTH_MAX_BODY_BYTES: largest /auth/v1 request body. */
  authMaxBodyBytes: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  restMaxBodyBytes: 1024 * 1024,
  // An insert of 1,000 rows takes PGlite a few milliseconds; tens of thousands hold its single
  // thread (and with it every other request) for hundreds.
  restMaxInsertRows: 1000,
  // Postgres' work on a body grows with its values, and on PGlite it runs on the server's only
  // thread: 1 MB of 500,000 tiny values held it ~190 ms; 100,000 stay well under 100 ms, and
  // 1,000 rows of 100 columns still fit.
  restMaxJsonValues: 100_000,
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

/** REST_MAX_BODY_BYTES, REST_MAX_INSERT_ROWS, REST_MAX_JSON_VALUES and AUTH_MAX_BODY_BYTES override the defaults. */
export function requestLimitsFromEnv(env: Env = process.env): RequestLimits {
  return {
    restMaxBodyBytes: positiveInt(env, 'REST_MAX_BODY_BYTES', DEFAULT_REQUEST_LIMITS.restMaxBodyBytes),
    restMaxInsertRows: positiveInt(env, 'REST_MAX_INSERT_ROWS', DEFAULT_REQUEST_LIMITS.restMaxInsertRows, MAX_INSERT_ROWS_CEILING),
    restMaxJsonValues: positiveInt(env, 'REST_MAX_JSON_VALUES', DEFAULT_REQUEST_LIMITS.restMaxJsonValues),
    authMaxBodyBytes: positiveInt(env, 'AUTH_MAX_BODY_BYTES', DEFAULT_REQUEST_LIMITS.authMaxBodyBytes),
  };
}
