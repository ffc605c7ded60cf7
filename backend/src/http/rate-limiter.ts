// A fixed-window counter per key (user id, or client IP for anonymous callers). Enough for one
// server process; windows are pruned as they expire so memory follows active callers. Counts
// requests (take), or any amount such as bytes (reserve), which a caller can partly give back once
// it knows how much it really used.

export interface RateLimit {
  /** Units (requests, bytes, ...) allowed per key per window; 0 disables the limit. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type Reservation =
  | {
      allowed: true;
      /** How much was reserved. */
      amount: number;
      /** Gives back part of the reservation; no effect once its window has ended. */
      release(unused: number): void;
      /** Seconds until the reservation's window ends and the key's allowance is whole again. */
      retryAfterSeconds(): number;
    }
  | { allowed: false; retryAfterSeconds: number };

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
    const reservation = this.reserve(key, 1);
    return reservation.allowed ? { allowed: true } : reservation;
  }

  /**
   * Reserves `amount` units, all or nothing; with `partial`, as much of it as the window still
   * holds (at least 1). Refused when nothing fits.
   */
  reserve(key: string, amount: number, options: { partial?: boolean } = {}): Reservation {
    if (this.settings.limit <= 0) return { allowed: true, amount, release: () => undefined, retryAfterSeconds: () => 1 };
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.settings.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    const left = this.settings.limit - window.count;
    const granted = options.partial ? Math.min(amount, left) : amount;
    const windowEndsAt = window.startedAt + this.settings.windowMs;
    const secondsLeft = (at: number): number => Math.max(1, Math.ceil((windowEndsAt - at) / 1000));
    if (granted < 1 || granted > left) return { allowed: false, retryAfterSeconds: secondsLeft(now) };
    window.count += granted;
    const reserved = window;
    let returned = 0;
    return {
      allowed: true,
      amount: granted,
      release: (unused: number) => {
        const back = Math.min(Math.max(0, unused), granted - returned);
        returned += back;
        reserved.count = Math.max(0, reserved.count - back);
      },
      retryAfterSeconds: () => secondsLeft(this.now()),
    };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.settings.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.settings.windowMs) this.windows.delete(key);
    }
  }
}
