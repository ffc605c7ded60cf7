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

test('reserve takes an amount all or nothing, or as much as is left with partial', () => {
  let now = 0;
  const limiter = new RateLimiter({ limit: 100, windowMs: 10_000 }, () => now);
  const first = limiter.reserve('ip:1', 70);
  expect(first).toMatchObject({ allowed: true, amount: 70 });
  expect(limiter.reserve('ip:1', 40)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  expect(limiter.reserve('ip:1', 40, { partial: true })).toMatchObject({ allowed: true, amount: 30 });
  now += 3_000;
  expect(limiter.reserve('ip:1', 1, { partial: true })).toEqual({ allowed: false, retryAfterSeconds: 7 });
  now += 7_000;
  expect(limiter.reserve('ip:1', 100)).toMatchObject({ allowed: true, amount: 100 });
});

test('a release gives back unused units once, and only to the window it came from', () => {
  let now = 0;
  const limiter = new RateLimiter({ limit: 100, windowMs: 10_000 }, () => now);
  const reservation = limiter.reserve('user:a', 100);
  if (!reservation.allowed) throw new Error('expected a reservation');
  reservation.release(60);
  reservation.release(60); // only the 40 still held can come back
  expect(limiter.reserve('user:a', 100)).toMatchObject({ allowed: true, amount: 100 });

  now += 10_000;
  const late = limiter.reserve('user:b', 100);
  if (!late.allowed) throw new Error('expected a reservation');
  now += 10_000;
  expect(limiter.reserve('user:b', 100)).toMatchObject({ allowed: true });
  late.release(100); // its window is over: the new window keeps its count
  expect(limiter.reserve('user:b', 1)).toMatchObject({ allowed: false });
});
