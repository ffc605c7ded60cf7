import { RateLimiter } from './rate-limiter';

test('allows `limit` calls per key per window, then says when to retry', () => {
  let now = 1_000_000;
  const limiter = new RateLimiter({ limit: 2, windowMs: 10_000 }, () => now);
  expect(limiter.take('user:a')).toEqual({ allowed: true });
  expect(limiter.take('user:a')).toEqual({ allowed: true });
  expect(limiter.take('user:a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
  expect(limiter.take('user:b')).toEqual({ allowed: true });
  now += 4_000;
  expect(limiter.take('user:a')).toEqual({ allowed: false, retryAfterSeconds: 6 });
  now += 6_000;
  expect(limiter.take('user:a')).toEqual({ allowed: true });
});

test('a limit of 0 turns limiting off', () => {
  const limiter = new RateLimiter({ limit: 0, windowMs: 1000 });
  for (let i = 0; i < 100; i++) expect(limiter.take('ip:1').allowed).toBe(true);
});
