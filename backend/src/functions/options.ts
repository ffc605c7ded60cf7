// Gateway settings from the environment, kept apart from the router so config.ts can read them
// without loading the router.
import type { RateLimit } from '../http/rate-limiter';

export interface FunctionsOptions {
  /** Largest request body a function receives, in bytes. */
  maxBodyBytes: number;
  /** Requests per caller (user id, or IP when anonymous) per window; service_role is exempt. */
  rateLimit: RateLimit;
}

export const DEFAULT_FUNCTIONS_OPTIONS: FunctionsOptions = {
  maxBodyBytes: 2 * 1024 * 1024,
  rateLimit: { limit: 120, windowMs: 60_000 },
};

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/**
 * FUNCTIONS_MAX_BODY_BYTES, FUNCTIONS_RATE_LIMIT (requests per window, 0 = off) and
 * FUNCTIONS_RATE_LIMIT_WINDOW_SECONDS override the defaults.
 */
export function functionsOptionsFromEnv(env: Record<string, string | undefined> = process.env): FunctionsOptions {
  return {
    maxBodyBytes: positiveInt(env.FUNCTIONS_MAX_BODY_BYTES, DEFAULT_FUNCTIONS_OPTIONS.maxBodyBytes, 'FUNCTIONS_MAX_BODY_BYTES'),
    rateLimit: {
      limit: positiveInt(env.FUNCTIONS_RATE_LIMIT, DEFAULT_FUNCTIONS_OPTIONS.rateLimit.limit, 'FUNCTIONS_RATE_LIMIT'),
      windowMs:
        positiveInt(
          env.FUNCTIONS_RATE_LIMIT_WINDOW_SECONDS,
          DEFAULT_FUNCTIONS_OPTIONS.rateLimit.windowMs / 1000,
          'FUNCTIONS_RATE_LIMIT_WINDOW_SECONDS',
        ) * 1000,
    },
  };
}
