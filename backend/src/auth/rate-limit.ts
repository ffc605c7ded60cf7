// Sliding-window counters for auth attempts: plain limits (sign-ins and sign-ups per client IP)
// and failure slow-downs (wrong passwords per account and client, per account). On PGlite one
// process serves the data, so process memory is the right place (a restart forgets them); on
// PostgreSQL, where several instances may serve one database, the events live in the database
// (`_shalom.rate_events`, http/shared-rate-limit.ts) and the same decisions are made from them.

import type { Queryable } from '../context';
import { SharedEventLog } from '../http/shared-rate-limit';
import { AuthError } from './errors';

/** Keys kept before old ones are pruned, so a flood of distinct keys cannot exhaust memory. */
const MAX_KEYS = 100_000;
const KEYS_AFTER_PRUNING = 50_000;

/** When each key's events of the last `windowMs` happened, oldest first; older ones are forgotten. */
class RecentEvents {
  private readonly events = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  recent(key: string, now: number): number[] {
    const kept = (this.events.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  record(key: string, now: number): void {
    const kept = this.recent(key, now);
    kept.push(now);
    this.events.set(key, kept);
    if (this.events.size <= MAX_KEYS) return;
    for (const other of this.events.keys()) {
      this.recent(other, now);
      if (this.events.size <= KEYS_AFTER_PRUNING) break;
    }
  }

  clear(key: string): void {
    this.events.delete(key);
  }
}

export class SlidingWindowLimiter {
  private readonly hits: RecentEvents;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.hits = new RecentEvents(windowMs);
  }

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    return retryAfterFor(this.hits.recent(key, now), this.limit, this.windowMs, now);
  }

  record(key: string, now = Date.now()): void {
    this.hits.record(key, now);
  }

  clear(key: string): void {
    this.hits.clear(key);
  }
}

export interface SlowdownOptions {
  /** Failures within the window that cost nothing. */
  freeFailures: number;
  windowMs: number;
  /** The wait after the last free failure; it doubles with each failure beyond. */
  firstDelayMs: number;
  /** The wait never grows beyond this, so nobody is locked out for long. */
  maxDelayMs: number;
}

/**
 * Slows down rather than locks: past `freeFailures` failures within the window, the next attempt
 * for a key must wait `firstDelayMs` after the latest failure, doubled for each further failure,
 * up to `maxDelayMs`. Failures older than the window are forgotten, and with them the delay.
 */
export class FailureSlowdown {
  private readonly failures: RecentEvents;

  constructor(private readonly options: SlowdownOptions) {
    this.failures = new RecentEvents(options.windowMs);
  }

  /** Seconds to wait before the next attempt for this key, or 0 when one is allowed now. */
  waitSeconds(key: string, now = Date.now()): number {
    return slowdownFor(this.failures.recent(key, now), this.options, now);
  }

  recordFailure(key: string, now = Date.now()): void {
    this.failures.record(key, now);
  }

  clear(key: string): void {
    this.failures.clear(key);
  }
}

/** Seconds until one more event fits `limit` per window, given the key's recent events (oldest first). */
function retryAfterFor(kept: number[], limit: number, windowMs: number, now: number): number {
  if (kept.length < limit) return 0;
  const oldestThatMustExpire = kept[kept.length - limit]!;
  return Math.max(1, Math.ceil((oldestThatMustExpire + windowMs - now) / 1000));
}

/** Beyond 20 failures the doubling exceeds every sensible maximum: no decision needs more. */
const FAILURES_BEYOND_THAT_COUNT = 20;

function slowdownFor(kept: number[], options: SlowdownOptions, now: number): number {
  const beyond = kept.length - options.freeFailures;
  if (kept.length === 0 || beyond < 0) return 0;
  const delay = Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** Math.min(beyond, FAILURES_BEYOND_THAT_COUNT));
  const wait = kept[kept.length - 1]! + delay - now;
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

/**
 * A limit of attempts per key and window (sign-ins, sign-ups per client IP), checked and counted
 * in one step: in this process, or with `shared` in the database every instance uses.
 */
export class AttemptLimit {
  private readonly local: SlidingWindowLimiter;
  private readonly log: SharedEventLog | undefined;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    shared: Queryable | undefined,
    scope: string,
  ) {
    this.local = new SlidingWindowLimiter(limit, windowMs);
    this.log = shared ? new SharedEventLog(shared, scope, windowMs, limit) : undefined;
  }

  /** Counts one attempt and returns 0, or returns the seconds to wait when the key's budget is spent. */
  async take(key: string): Promise<number> {
    if (this.log) {
      const recent = await this.log.record(key, this.limit);
      return recent.recorded ? 0 : retryAfterFor(recent.events, this.limit, this.windowMs, recent.now);
    }
    const seconds = this.local.retryAfterSeconds(key);
    if (seconds === 0) this.local.record(key);
    return seconds;
  }

  /** Counts one attempt, or throws GoTrue's 429 (`Too many <action>`) when the key's budget is spent. */
  async admit(key: string, action: string): Promise<void> {
    const seconds = await this.take(key);
    if (seconds > 0) throw tooManyAttempts(action, seconds);
  }
}

/** FailureSlowdown's decisions, in this process or (with `shared`) in the database. */
export class SharedFailureSlowdown {
  private readonly local: FailureSlowdown;
  private readonly log: SharedEventLog | undefined;

  constructor(
    private readonly options: SlowdownOptions,
    shared: Queryable | undefined,
    scope: string,
  ) {
    this.local = new FailureSlowdown(options);
    this.log = shared
      ? new SharedEventLog(shared, scope, options.windowMs, options.freeFailures + FAILURES_BEYOND_THAT_COUNT + 1)
      : undefined;
  }

  async waitSeconds(key: string): Promise<number> {
    if (!this.log) return this.local.waitSeconds(key);
    const recent = await this.log.recent(key);
    return slowdownFor(recent.events, this.options, recent.now);
  }

  async recordFailure(key: string): Promise<void> {
    if (this.log) await this.log.record(key);
    else this.local.recordFailure(key);
  }

  async clear(key: string): Promise<void> {
    if (this.log) await this.log.clear(key);
    else this.local.clear(key);
  }
}

/** GoTrue's 429 for too many attempts, with how long to wait in words and in Retry-After. */
export function tooManyAttempts(action: string, seconds: number): AuthError {
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new AuthError(429, 'over_request_rate_limit', `Too many ${action}. Please try again in ${wait}.`, {}, {
    'Retry-After': String(seconds),
  });
}
