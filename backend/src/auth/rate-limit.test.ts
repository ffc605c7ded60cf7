// The slow-down's arithmetic, on a fake clock: free failures, then a wait that doubles with each
// further failure up to the cap, and everything forgotten once the failures leave the window.
import { FailureSlowdown } from './rate-limit';

const options = { freeFailures: 3, windowMs: 300_000, firstDelayMs: 2_000, maxDelayMs: 60_000 };

function failTimes(limiter: FailureSlowdown, key: string, times: number, at: number): void {
  for (let i = 0; i < times; i++) limiter.recordFailure(key, at);
}

describe('FailureSlowdown', () => {
  it('lets the free failures through, then asks for a wait that doubles per failure, up to the cap', () => {
    const limiter = new FailureSlowdown(options);
    const t0 = 1_000_000;
    failTimes(limiter, 'k', 2, t0);
    expect(limiter.waitSeconds('k', t0)).toBe(0);
    const waits: number[] = [];
    for (let failures = 3; failures <= 10; failures++) {
      limiter.recordFailure('k', t0);
      waits.push(limiter.waitSeconds('k', t0));
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('allows the next attempt once the wait has passed, and counts only its own key', () => {
    const limiter = new FailureSlowdown(options);
    const t0 = 1_000_000;
    failTimes(limiter, 'attacker', 4, t0);
    expect(limiter.waitSeconds('attacker', t0 + 1_000)).toBe(3);
    expect(limiter.waitSeconds('attacker', t0 + 4_000)).toBe(0);
    expect(limiter.waitSeconds('owner', t0)).toBe(0);
  });

  it('forgets failures older than the window, and all of them on clear', () => {
    const limiter = new FailureSlowdown(options);
    failTimes(limiter, 'k', 8, 0);
    expect(limiter.waitSeconds('k', 1_000)).toBe(59);
    expect(limiter.waitSeconds('k', 300_000)).toBe(0);
    failTimes(limiter, 'k', 8, 400_000);
    limiter.clear('k');
    expect(limiter.waitSeconds('k', 400_000)).toBe(0);
  });
});
