// In-memory sliding-window counters for auth attempts: plain limits (sign-ins and sign-ups per
// client IP) and failure slow-downs (wrong passwords per account and client, per account). One
// server process serves the API, so process memory is the right place; a restart forgets them.

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
    const kept = this.hits.recent(key, now);
    if (kept.length < this.limit) return 0;
    const oldestThatMustExpire = kept[kept.length - this.limit]!;
    return Math.max(1, Math.ceil((oldestThatMustExpire + this.windowMs - now) / 1000));
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
    const kept = this.failures.recent(key, now);
    const beyond = kept.length - this.options.freeFailures;
    if (kept.length === 0 || beyond < 0) return 0;
    // 2^20 times any first delay is beyond every sensible maximum: no need to compute further.
    const delay = Math.min(this.options.maxDelayMs, this.options.firstDelayMs * 2 ** Math.min(beyond, 20));
    const wait = kept[kept.length - 1]! + delay - now;
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  recordFailure(key: string, now = Date.now()): void {
    this.failures.record(key, now);
  }

  clear(key: string): void {
    this.failures.clear(key);
  }
}

/** GoTrue's 429 for too many attempts, with how long to wait in words and in Retry-After. */
export function tooManyAttempts(action: string, seconds: number): AuthError {
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new AuthError(429, 'over_request_rate_limit', `Too many ${action}. Please try again in ${wait}.`, {}, {
    'Retry-After': String(seconds),
  });
}
