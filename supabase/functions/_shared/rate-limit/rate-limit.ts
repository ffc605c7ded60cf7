// Per-user limits for the AI functions, counted in the database (public.consume_ai_rate_limit) so
// they hold across processes and hosts. Only the caller's id and the function's name are stored,
// never what they asked.
import type { FunctionContext } from '../function-context.ts';

export interface RateLimit {
  /** Calls per rolling minute; 0 = no per-minute limit. */
  perMinute: number;
  /** Calls per rolling 24 hours; 0 = no daily limit. */
  perDay: number;
}

/** Defaults for every AI function unless it passes its own or the env overrides them. */
export const DEFAULT_AI_RATE_LIMIT: RateLimit = { perMinute: 10, perDay: 200 };

interface LimitAnswer {
  allowed: boolean;
  retry_after_seconds: number;
  limit?: number;
  window?: 'minute' | 'day';
}

function envName(functionName: string, window: 'PER_MINUTE' | 'PER_DAY'): string {
  return `AI_RATE_LIMIT_${functionName.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_${window}`;
}

function intFromEnv(ctx: FunctionContext, names: string[], fallback: number): number {
  for (const name of names) {
    const raw = ctx.env.get(name)?.trim();
    if (raw && /^\d+$/.test(raw)) return Number(raw);
  }
  return fallback;
}

/**
 * The limits that apply to `functionName`: AI_RATE_LIMIT_<NAME>_PER_MINUTE / _PER_DAY, else
 * AI_RATE_LIMIT_PER_MINUTE / AI_RATE_LIMIT_PER_DAY, else the function's own, else the default.
 */
export function resolveRateLimit(ctx: FunctionContext, functionName: string, own: Partial<RateLimit> = {}): RateLimit {
  return {
    perMinute: intFromEnv(ctx, [envName(functionName, 'PER_MINUTE'), 'AI_RATE_LIMIT_PER_MINUTE'], own.perMinute ?? DEFAULT_AI_RATE_LIMIT.perMinute),
    perDay: intFromEnv(ctx, [envName(functionName, 'PER_DAY'), 'AI_RATE_LIMIT_PER_DAY'], own.perDay ?? DEFAULT_AI_RATE_LIMIT.perDay),
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/**
 * Counts one call of `functionName` by the signed-in caller. Returns null when the call may go on,
 * or the Response to send instead: 429 `{error, code:'RATE_LIMITED', retryAfterSeconds}` with a
 * Retry-After header, 401 when nobody is signed in, 503 when the limit cannot be checked (a limit
 * that cannot be checked is not silently skipped). The service role is not limited.
 */
export async function enforceRateLimit(
  ctx: FunctionContext,
  functionName: string,
  own: Partial<RateLimit> = {},
): Promise<Response | null> {
  if (ctx.caller.role === 'service_role') return null;
  const userId = ctx.caller.userId;
  if (!userId) return json(401, { error: 'Sign in to use this function.', code: 'UNAUTHORIZED' });
  const limit = resolveRateLimit(ctx, functionName, own);
  if (limit.perMinute === 0 && limit.perDay === 0) return null;

  const consume = () =>
    ctx.supabaseAdmin.rpc('consume_ai_rate_limit', {
      person: userId,
      function_name: functionName,
      per_minute: limit.perMinute,
      per_day: limit.perDay,
    });
  let { data, error } = await consume();
  // A request that never reached the database (supabase-js gives no code: "fetch failed") is tried
  // once more: CI's first AI call of an e2e run got one while the server was still loading the
  // guide, and the person was told to try again for nothing. At worst one call is counted twice.
  if (error && !error.code) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    ({ data, error } = await consume());
  }
  if (error || !data) {
    console.error(`rate limit check failed for ${functionName}: ${error?.code ?? 'no answer'}`);
    return json(503, { error: 'Please try again in a moment.', code: 'RATE_LIMIT_UNAVAILABLE' });
  }
  const answer = data as LimitAnswer;
  if (answer.allowed) return null;
  const retryAfter = Math.max(1, answer.retry_after_seconds);
  const message =
    answer.window === 'day'
      ? "You've reached today's limit for this AI feature. Please try again tomorrow."
      : "You're sending requests too quickly. Please wait a moment and try again.";
  return json(429, { error: message, code: 'RATE_LIMITED', retryAfterSeconds: retryAfter }, { 'Retry-After': String(retryAfter) });
}
