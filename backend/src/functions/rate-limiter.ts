// A fixed-window request counter per key (user id, or client IP for anonymous callers). Enough
// for one server process; windows are pruned as they expire so memory follows active callers.

export interface RateLimit {
  /** Requests allowed per key per window; 0 disables the limit. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  startedAt: number;
  count: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly settings: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): RateDecision {
    if (this.settings.limit <= 0) return { allowed: true };
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.settings.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.settings.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.settings.windowMs - now) / 1000)) };
    }
    window.count += 1;
    return { allowed: true };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.settings.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.settings.windowMs) this.windows.delete(key);
    }
  }
}
