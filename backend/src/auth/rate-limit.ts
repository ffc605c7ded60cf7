// In-memory sliding-window counters for auth attempts: plain limits (sign-ins and sign-ups per
// client IP) and failure slow-downs (wrong passwords per account and client, per account). One
// server process serves the API, so process memory is the right place; a restart forgets them.

/** Keys kept before old ones are pruned, so a flood of distinct keys cannot exhaust memory. */
const MAX_KEYS = 100_000;
const KEYS_AFTER_PRUNING = 50_000;

function prune(hits: Map<string, number[]>, recent: (key: string) => void): void {
  if (hits.size <= MAX_KEYS) return;
  for (const key of hits.keys()) {
    recent(key);
    if (hits.size <= KEYS_AFTER_PRUNING) break;
  }
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const kept = this.recent(key, now);
    if (kept.length < this.limit) return 0;
    const oldestThatMustExpire = kept[kept.length - this.limit]!;
    return Math.max(1, Math.ceil((oldestThatMustExpire + this.windowMs - now) / 1000));
  }

  record(key: string, now = Date.now()): void {
    const kept = this.recent(key, now);
    kept.push(now);
    this.hits.set(key, kept);
    prune(this.hits, (k) => this.recent(k, now));
  }

  clear(key: string): void {
    this.hits.delete(key);
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
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: SlowdownOptions) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < this.options.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Seconds to wait before the next attempt for this key, or 0 when one is allowed now. */
  waitSeconds(key: string, now = Date.now()): number {
    const kept = this.recent(key, now);
    const beyond = kept.length - this.options.freeFailures;
    if (kept.length === 0 || beyond < 0) return 0;
    // 2^20 times any first delay is beyond every sensible maximum: no need to compute further.
    const delay = Math.min(this.options.maxDelayMs, this.options.firstDelayMs * 2 ** Math.min(beyond, 20));
    const wait = kept[kept.length - 1]! + delay - now;
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  recordFailure(key: string, now = Date.now()): void {
    const kept = this.recent(key, now);
    kept.push(now);
    this.failures.set(key, kept);
    prune(this.failures, (k) => this.recent(k, now));
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export function waitMessage(action: string, seconds: number): string {
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many ${action}. Please try again in ${wait}.`;
}
