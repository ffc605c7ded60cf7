// In-memory sliding-window counters for sign-in attempts (per client IP and per email). One server
// process serves the API, so process memory is the right place; a restart forgets the counts.

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
    // Bound memory under a flood of distinct keys.
    if (this.hits.size > 100_000) {
      for (const k of this.hits.keys()) {
        this.recent(k, now);
        if (this.hits.size <= 50_000) break;
      }
    }
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

export function waitMessage(action: string, seconds: number): string {
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many ${action}. Please try again in ${wait}.`;
}
