// A fixed-window counter kept in the database, so backends sharing one PostgreSQL share one
// budget per key: a client spread over instances behind a load balancer gets the limit once, not
// once per instance. The same decisions as RateLimiter (rate-limiter.ts), one statement each:
// the row of the key is locked by the upsert, so concurrent takes on any instance count exactly.
// The table lives in the server's private schema `_shalom`, created at start (installSharedRateLimits),
// never in a project's migrations: any Supabase project folder can be served.
import type { Database, Queryable } from '../context';
import { RateLimiter, type RateDecision, type RateLimit } from './rate-limiter';

export type SharedReservation =
  | { allowed: true; amount: number; release(unused: number): Promise<void>; retryAfterSeconds(): number }
  | { allowed: false; retryAfterSeconds: number };

/** A limiter whose decisions may need the database: RateLimiter's, awaited. */
export interface RateBudget {
  take(key: string, amount?: number): Promise<RateDecision>;
  reserve(key: string, amount: number, options?: { partial?: boolean }): Promise<SharedReservation>;
}

/**
 * The database limits that every instance must share are kept in, or undefined when counting in
 * this process is exact: PGlite is one process's own database (DATA_DIR is locked to it), so only
 * PostgreSQL, where any number of instances may serve the same data, needs the shared table.
 */
export function sharedLimitsDatabase(db: Database): Queryable | undefined {
  return db.kind === 'postgres' ? db : undefined;
}

/** In the database when `shared` is given (PostgreSQL), else in this process (PGlite). */
export function createRateBudget(shared: Queryable | undefined, scope: string, settings: RateLimit): RateBudget {
  if (shared) return new SharedRateLimiter(shared, scope, settings);
  const local = new RateLimiter(settings);
  return {
    take: async (key, amount = 1) => {
      const reservation = local.reserve(key, amount);
      return reservation.allowed ? { allowed: true } : reservation;
    },
    reserve: async (key, amount, options) => {
      const reservation = local.reserve(key, amount, options);
      if (!reservation.allowed) return reservation;
      return { ...reservation, release: async (unused: number) => reservation.release(unused) };
    },
  };
}

export const SHARED_RATE_LIMIT_SQL = /* sql */ `
create schema if not exists _shalom;
revoke all on schema _shalom from public;

create table if not exists _shalom.rate_limits (
  key text primary key,
  window_started_at timestamptz not null,
  count bigint not null
);
revoke all on table _shalom.rate_limits from public;
-- Byte budgets (storage uploads) outgrow integer; databases made before kept integer counts.
do $do$ begin
  if (select data_type from information_schema.columns
      where table_schema = '_shalom' and table_name = 'rate_limits' and column_name = 'count') = 'integer' then
    alter table _shalom.rate_limits alter column count type bigint;
  end if;
end $do$;

-- Reserves amount units (with partial, as many as are left, at least 1). Returns how many were
-- granted (0: refused), the milliseconds until the key's window ends, and that window's start, so
-- a release gives back only to the window it took from.
create or replace function _shalom.reserve_rate_limit(
  key text, amount bigint, max_count bigint, window_ms integer, partial boolean,
  out granted bigint, out wait_ms integer, out window_start timestamptz)
language plpgsql
set search_path = ''
as $fn$
declare
  now_at timestamptz := pg_catalog.clock_timestamp();
  window_length interval := pg_catalog.make_interval(secs => window_ms / 1000.0);
  taken_count bigint;
begin
  insert into _shalom.rate_limits as r (key, window_started_at, count)
  values (reserve_rate_limit.key, now_at, 0)
  on conflict on constraint rate_limits_pkey do update
    set window_started_at = case when r.window_started_at <= now_at - window_length then now_at else r.window_started_at end,
        count = case when r.window_started_at <= now_at - window_length then 0 else r.count end
  returning r.window_started_at, r.count into window_start, taken_count;
  wait_ms := greatest(1, ceil(extract(epoch from (window_start + window_length - now_at)) * 1000))::integer;
  granted := case when partial then least(amount, max_count - taken_count) else amount end;
  if granted < 1 or granted > max_count - taken_count then
    granted := 0;
    return;
  end if;
  update _shalom.rate_limits set count = count + granted where rate_limits.key = reserve_rate_limit.key;
end
$fn$;
revoke all on function _shalom.reserve_rate_limit(text, bigint, bigint, integer, boolean) from public;

-- Takes amount units of key's budget (limit per window_ms), all or nothing. Returns 0 when they
-- were taken, else the milliseconds until the key's window ends. (The plpgsql version before took
-- them itself; a function's language may change under create or replace.)
create or replace function _shalom.take_rate_limit(key text, amount integer, max_count integer, window_ms integer)
returns integer
language sql
set search_path = ''
as $fn$
  select case when reserved.granted > 0 then 0 else reserved.wait_ms end
  from _shalom.reserve_rate_limit(take_rate_limit.key, take_rate_limit.amount, take_rate_limit.max_count, take_rate_limit.window_ms, false) as reserved;
$fn$;
revoke all on function _shalom.take_rate_limit(text, integer, integer, integer) from public;

create or replace function _shalom.release_rate_limit(key text, amount bigint, window_start timestamptz)
returns void
language sql
set search_path = ''
as $fn$
  update _shalom.rate_limits set count = greatest(0, count - amount)
  where rate_limits.key = release_rate_limit.key and window_started_at = release_rate_limit.window_start;
$fn$;
revoke all on function _shalom.release_rate_limit(text, bigint, timestamptz) from public;

-- Recent events per key (sign-in failures, attempts per client): epoch milliseconds by the
-- database's clock, so every instance judges "within the window" by one clock.
create table if not exists _shalom.rate_events (
  key text primary key,
  events float8[] not null
);
revoke all on table _shalom.rate_events from public;

-- The key's events within the window (oldest first) and the database's now. With record_event,
-- now is added when fewer than record_below (null: any number) are within the window, keeping the
-- newest max_kept; the row's lock makes concurrent records on any instance count exactly.
create or replace function _shalom.recent_events(key text, window_ms integer, record_event boolean, record_below integer, max_kept integer,
  out events float8[], out now_ms float8, out recorded boolean)
language plpgsql
set search_path = ''
as $fn$
declare
  stored float8[];
begin
  now_ms := extract(epoch from pg_catalog.clock_timestamp()) * 1000;
  recorded := false;
  if record_event then
    insert into _shalom.rate_events (key, events) values (recent_events.key, '{}')
    on conflict on constraint rate_events_pkey do nothing;
    select r.events into stored from _shalom.rate_events r where r.key = recent_events.key for update;
  else
    select r.events into stored from _shalom.rate_events r where r.key = recent_events.key;
  end if;
  events := array(select e from unnest(coalesce(stored, '{}')) e where e > now_ms - window_ms order by e);
  if not record_event then
    return;
  end if;
  if record_below is null or cardinality(events) < record_below then
    events := events || now_ms;
    recorded := true;
  end if;
  if cardinality(events) > max_kept then
    events := events[cardinality(events) - max_kept + 1 :];
  end if;
  update _shalom.rate_events r set events = recent_events.events where r.key = recent_events.key;
end
$fn$;
revoke all on function _shalom.recent_events(text, integer, boolean, integer, integer) from public;
`;

/** Creates (or updates) the table and function; idempotent. Run once at start. */
export async function installSharedRateLimits(db: { exec(sql: string): Promise<void> }): Promise<void> {
  await db.exec(SHARED_RATE_LIMIT_SQL);
}

export class SharedRateLimiter implements RateBudget {
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

  /** RateLimiter.reserve's decisions, kept in the database; release gives back to the same window only. */
  async reserve(key: string, amount: number, options: { partial?: boolean } = {}): Promise<SharedReservation> {
    if (this.settings.limit <= 0) return { allowed: true, amount, release: async () => undefined, retryAfterSeconds: () => 1 };
    const fullKey = `${this.scope}\u0001${key}`;
    const result = await this.db.query<{ granted: string | number; wait_ms: number; window_start: unknown }>(
      'select granted, wait_ms, window_start from _shalom.reserve_rate_limit($1, $2, $3, $4, $5)',
      [fullKey, amount, this.settings.limit, this.settings.windowMs, options.partial === true],
    );
    await this.sweep();
    const row = result.rows[0];
    const granted = Number(row?.granted ?? 0);
    const windowEndsAt = Date.now() + Number(row?.wait_ms ?? 1000);
    const secondsLeft = (): number => Math.max(1, Math.ceil((windowEndsAt - Date.now()) / 1000));
    if (granted < 1) return { allowed: false, retryAfterSeconds: secondsLeft() };
    let returned = 0;
    return {
      allowed: true,
      amount: granted,
      release: async (unused: number) => {
        const back = Math.min(Math.max(0, unused), granted - returned);
        if (back <= 0) return;
        returned += back;
        await this.db.query('select _shalom.release_rate_limit($1, $2, $3)', [fullKey, back, row!.window_start]);
      },
      retryAfterSeconds: secondsLeft,
    };
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

export interface RecentEvents {
  /** Epoch milliseconds of the key's events within the window, oldest first. */
  events: number[];
  /** Now, by the clock the events were stamped with. */
  now: number;
  /** Whether this call added an event. */
  recorded: boolean;
}

/**
 * Sliding-window event logs (auth attempts and failures) in the database: every instance sees the
 * same events, stamped by the database's clock. Keys of a log are `scope` + key.
 */
export class SharedEventLog {
  private lastSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly scope: string,
    private readonly windowMs: number,
    /** Events kept per key beyond which the oldest are dropped (what a decision can still need). */
    private readonly maxKept: number,
  ) {}

  recent(key: string): Promise<RecentEvents> {
    return this.call(key, false, null);
  }

  /** Adds an event now; with `below`, only while fewer than `below` are within the window. */
  record(key: string, below: number | null = null): Promise<RecentEvents> {
    return this.call(key, true, below);
  }

  async clear(key: string): Promise<void> {
    await this.db.query('delete from _shalom.rate_events where key = $1', [this.fullKey(key)]);
  }

  private fullKey(key: string): string {
    return `${this.scope}\u0001${key}`;
  }

  private async call(key: string, record: boolean, below: number | null): Promise<RecentEvents> {
    const result = await this.db.query<{ events: unknown; now_ms: number | string; recorded: boolean }>(
      'select events, now_ms, recorded from _shalom.recent_events($1, $2, $3, $4, $5)',
      [this.fullKey(key), this.windowMs, record, below, Math.max(1, this.maxKept)],
    );
    if (record) await this.sweep();
    const row = result.rows[0];
    return {
      events: parseFloatArray(row?.events),
      now: Number(row?.now_ms ?? Date.now()),
      recorded: row?.recorded === true,
    };
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < Math.max(this.windowMs, 60_000)) return;
    this.lastSweep = now;
    await this.db.query(
      `delete from _shalom.rate_events
       where left(key, length($2)) = $2
         and coalesce((select max(e) from unnest(events) e), 0) < extract(epoch from clock_timestamp()) * 1000 - $1::float8`,
      [this.windowMs, `${this.scope}\u0001`],
    );
  }
}

/** float8[] arrives parsed (PGlite, pg with its array parser) or as its text form. */
function parseFloatArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') {
    const inner = value.replace(/^\{|\}$/g, '');
    return inner === '' ? [] : inner.split(',').map(Number);
  }
  return [];
}
