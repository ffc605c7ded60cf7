// A fixed-window counter kept in the database, so backends sharing one PostgreSQL share one
// budget per key: a client spread over instances behind a load balancer gets the limit once, not
// once per instance. The same decisions as RateLimiter (rate-limiter.ts), one statement each:
// the row of the key is locked by the upsert, so concurrent takes on any instance count exactly.
// The table lives in the server's private schema `_shalom`, created at start (installSharedRateLimits),
// never in a project's migrations: any Supabase project folder can be served.
import type { Queryable } from '../context';
import type { RateDecision, RateLimit } from './rate-limiter';

export const SHARED_RATE_LIMIT_SQL = /* sql */ `
create schema if not exists _shalom;
revoke all on schema _shalom from public;

create table if not exists _shalom.rate_limits (
  key text primary key,
  window_started_at timestamptz not null,
  count integer not null
);
revoke all on table _shalom.rate_limits from public;

-- Takes amount units of key's budget (limit per window_ms), all or nothing. Returns 0 when they
-- were taken, else the milliseconds until the key's window ends.
create or replace function _shalom.take_rate_limit(key text, amount integer, max_count integer, window_ms integer)
returns integer
language plpgsql
set search_path = ''
as $fn$
declare
  now_at timestamptz := pg_catalog.clock_timestamp();
  window_length interval := pg_catalog.make_interval(secs => window_ms / 1000.0);
  row_at timestamptz;
  taken_count integer;
begin
  insert into _shalom.rate_limits as r (key, window_started_at, count)
  values (take_rate_limit.key, now_at, 0)
  on conflict on constraint rate_limits_pkey do update
    set window_started_at = case when r.window_started_at <= now_at - window_length then now_at else r.window_started_at end,
        count = case when r.window_started_at <= now_at - window_length then 0 else r.count end
  returning r.window_started_at, r.count into row_at, taken_count;
  if taken_count + amount > max_count then
    return greatest(1, ceil(extract(epoch from (row_at + window_length - now_at)) * 1000))::integer;
  end if;
  update _shalom.rate_limits set count = count + amount where rate_limits.key = take_rate_limit.key;
  return 0;
end
$fn$;
revoke all on function _shalom.take_rate_limit(text, integer, integer, integer) from public;
`;

/** Creates (or updates) the table and function; idempotent. Run once at start. */
export async function installSharedRateLimits(db: { exec(sql: string): Promise<void> }): Promise<void> {
  await db.exec(SHARED_RATE_LIMIT_SQL);
}

export class SharedRateLimiter {
  private lastSweep = 0;

  /** `scope` keeps the keys of different limits apart (e.g. "functions", "signin-ip"). */
  constructor(
    private readonly db: Queryable,
    private readonly scope: string,
    private readonly settings: RateLimit,
  ) {}

  async take(key: string, amount = 1): Promise<RateDecision> {
    if (this.settings.limit <= 0) return { allowed: true };
    const result = await this.db.query<{ wait_ms: number }>('select _shalom.take_rate_limit($1, $2, $3, $4) as wait_ms', [
      `${this.scope}\u0001${key}`,
      amount,
      this.settings.limit,
      this.settings.windowMs,
    ]);
    await this.sweep();
    const waitMs = Number(result.rows[0]?.wait_ms ?? 0);
    return waitMs === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** Expired windows are removed now and then, so the table follows active callers. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < Math.max(this.settings.windowMs, 60_000)) return;
    this.lastSweep = now;
    await this.db.query(
      "delete from _shalom.rate_limits where window_started_at < clock_timestamp() - make_interval(secs => $1::float8 / 1000) and left(key, length($2)) = $2",
      [this.settings.windowMs, `${this.scope}\u0001`],
    );
  }
}
