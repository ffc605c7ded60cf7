// The limits a caller meets through the API — password sign-in, storage uploads, function calls —
// on two backends sharing one PostgreSQL: a budget spent through instance 1 is spent on instance 2,
// as a load balancer spreading one client over both must not double it. The refusals keep each
// API's own shape (GoTrue's over_request_rate_limit, Storage's TooManyRequests, the functions
// gateway's RATE_LIMITED), with Retry-After. On PGlite there is one process per data folder, so
// the suite is skipped there (the per-process limits have their own suites in test/auth,
// test/storage and test/functions).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '../../src/server';
import { postJsonFrom } from '../auth/from-address';
import { createTestDatabase } from '../harness';
import { TestInstances } from './instances';

const FIXTURES = join(__dirname, '..', 'fixtures');
const adminUrl = process.env.TEST_DATABASE_URL?.trim();
const JWT_SECRET = 'shared-limits-http-test-secret-at-least-32-chars';

/** One project with the storage fixture's buckets and the functions fixture's functions. */
function projectWithStorageAndFunctions(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shalom-limits-project-'));
  cpSync(join(FIXTURES, 'storage', 'migrations'), join(dir, 'migrations'), { recursive: true });
  cpSync(join(FIXTURES, 'functions', 'config.toml'), join(dir, 'config.toml'));
  // The handlers import the repo's supabase/functions/_shared by a relative path: link, not copy.
  cpSync(join(FIXTURES, 'functions', 'functions'), join(dir, 'functions'), { recursive: true, dereference: false });
  return dir;
}

/** A PNG signature followed by zeros: bytes the fixture's feedback bucket accepts as image/png. */
function png(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return bytes;
}

(adminUrl ? describe : describe.skip)('two backends on one PostgreSQL: limits met through the API are shared', () => {
  let database: { url: string; drop(): Promise<void> };
  let project: string;
  let instances: TestInstances;
  let servers: RunningServer[];
  let anonKey: string;

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl!);
    project = projectWithStorageAndFunctions();
    instances = new TestInstances({
      databaseUrl: database.url,
      jwtSecret: JWT_SECRET,
      supabaseDir: project,
      env: {
        AUTH_RATE_LIMIT_FAILED_SIGNIN_PER_EMAIL_CLIENT: '3',
        // Long waits, so "is slowed down" does not depend on how fast the machine is.
        AUTH_RATE_LIMIT_SIGNIN_SLOWDOWN_SECONDS: '40',
        AUTH_RATE_LIMIT_SIGNIN_MAX_SLOWDOWN_SECONDS: '50',
        AUTH_RATE_LIMIT_SIGNUP_PER_IP: '3',
        STORAGE_ANON_UPLOADS_PER_WINDOW: '3',
        STORAGE_ANON_UPLOAD_BYTES_PER_WINDOW: '5000',
        FUNCTIONS_RATE_LIMIT: '3',
        AUTH_RATE_LIMIT_EMAIL_SENT_PER_IP: '3',
      },
    });
    servers = [await instances.start(), await instances.start()];
    anonKey = servers[0]!.ctx.config.anonKey;
    expect(servers[1]!.ctx.config.anonKey).toBe(anonKey);
  });

  afterAll(async () => {
    await instances?.stopAll();
    await database?.drop();
    if (project) rmSync(project, { recursive: true, force: true });
  });

  const url = (instance: 0 | 1, path: string): string => `${servers[instance]!.url}${path}`;

  test('wrong passwords through instance 1 slow the same client down on instance 2, not another client', async () => {
    const email = 'shared-throttle@example.com';
    const password = 'a long enough passphrase 42';
    const signUp = await postJsonFrom('127.0.0.5', url(0, '/auth/v1/signup'), { apikey: anonKey }, { email, password });
    expect(signUp.status).toBe(200);

    const signIn = (instance: 0 | 1, from: string, pass: string) =>
      postJsonFrom(from, url(instance, '/auth/v1/token?grant_type=password'), { apikey: anonKey }, { email, password: pass });
    // The three free failures, all through instance 1.
    for (let i = 0; i < 3; i++) {
      expect((await signIn(0, '127.0.0.6', 'wrong password')).status).toBe(400);
    }

    const slowed = await signIn(1, '127.0.0.6', password);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({
      code: 'over_request_rate_limit',
      message: expect.stringMatching(/^Too many sign-in attempts for this account\. Please try again in \d+ seconds\.$/),
    });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, from another address, signs in at once on either instance.
    expect((await signIn(1, '127.0.0.7', password)).status).toBe(200);
  });

  test('sign-ups from one address are counted once across both instances', async () => {
    const signUp = (instance: 0 | 1, n: number) =>
      postJsonFrom('127.0.0.8', url(instance, '/auth/v1/signup'), { apikey: anonKey }, { email: `many-${n}@example.com`, password: 'a long enough passphrase 42' });
    expect((await signUp(0, 1)).status).toBe(200);
    expect((await signUp(1, 2)).status).toBe(200);
    expect((await signUp(0, 3)).status).toBe(200);
    const refused = await signUp(1, 4);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'over_request_rate_limit' });
  });

  test('an email to an address through instance 1 holds another to it on instance 2 for the interval, and emails per client count once', async () => {
    const recover = (instance: 0 | 1, from: string, email: string) =>
      postJsonFrom(from, url(instance, '/auth/v1/recover'), { apikey: anonKey }, { email });
    expect((await recover(0, '127.0.0.9', 'interval@example.com')).status).toBe(200);
    const tooSoon = await recover(1, '127.0.0.10', 'interval@example.com');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual({ code: 'over_email_send_rate_limit', message: expect.stringMatching(/^For security purposes, you can only request this after \d+ seconds\.$/) });

    // Three emails per client per window (AUTH_RATE_LIMIT_EMAIL_SENT_PER_IP), spent across both instances.
    expect((await recover(0, '127.0.0.11', 'one@example.com')).status).toBe(200);
    expect((await recover(1, '127.0.0.11', 'two@example.com')).status).toBe(200);
    expect((await recover(0, '127.0.0.11', 'three@example.com')).status).toBe(200);
    const spent = await recover(1, '127.0.0.11', 'four@example.com');
    expect(spent.status).toBe(429);
    expect(spent.body).toEqual({ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
  });

  test('anonymous uploads through instance 1 spend the budget instance 2 enforces, count and bytes', async () => {
    const upload = (instance: 0 | 1, name: string, size: number) =>
      fetch(url(instance, `/storage/v1/object/feedback-drop/anonymous/${name}`), {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'image/png' },
        body: png(size),
      });
    // 2,000 + 2,000 bytes through instance 1: 1,000 of the 5,000-byte budget are left.
    expect((await upload(0, 'a.png', 2000)).status).toBe(200);
    expect((await upload(0, 'b.png', 2000)).status).toBe(200);
    const tooBig = await upload(1, 'c.png', 2000);
    expect(tooBig.status).toBe(429);
    expect(await tooBig.json()).toMatchObject({ statusCode: '429', error: 'Too Many Requests' });
    expect(Number(tooBig.headers.get('retry-after'))).toBeGreaterThan(0);
    // That refusal was the third upload of three: the count is spent too, on both instances.
    for (const instance of [0, 1] as const) {
      const refused = await upload(instance, `d${instance}.png`, 100);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ statusCode: '429', error: 'Too Many Requests' });
    }
  });

  test('function calls through instance 1 spend the allowance instance 2 enforces', async () => {
    const call = (instance: 0 | 1) => fetch(url(instance, '/functions/v1/public-echo'), { method: 'POST', headers: { 'x-test': 'shared' } });
    expect((await call(0)).status).toBe(200);
    expect((await call(0)).status).toBe(200);
    expect((await call(1)).status).toBe(200);
    for (const instance of [1, 0] as const) {
      const limited = await call(instance);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests' });
    }
  });
});
