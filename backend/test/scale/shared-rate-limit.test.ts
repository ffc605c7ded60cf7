// Rate limits kept in the database (src/http/shared-rate-limit.ts): one budget per key however
// many takes arrive at once, and, on PostgreSQL, one budget for two backends on the same database,
// so a client spread over instances behind a load balancer gets the limit once, not per instance.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { SharedRateLimiter } from '../../src/http/shared-rate-limit';
import { startServer, type RunningServer } from '../../src/server';
import { createTestDatabase, startBackend, type TestBackend } from '../harness';

const FIXTURE = join(__dirname, '..', 'fixtures', 'supabase');
const adminUrl = process.env.TEST_DATABASE_URL?.trim();

describe('a rate limit kept in the database', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startBackend({ supabaseDir: FIXTURE });
  });

  afterAll(async () => {
    await backend?.stop();
  });

  it('allows exactly the limit among takes that arrive together, then says how long to wait', async () => {
    const limiter = new SharedRateLimiter(backend.context().db, 'test-burst', { limit: 5, windowMs: 60_000 });
    const decisions = await Promise.all(Array.from({ length: 12 }, () => limiter.take('client-a')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    const refused = decisions.find((d) => !d.allowed);
    expect(refused).toMatchObject({ allowed: false });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key, and the same key under another limit, have budgets of their own.
    expect(await limiter.take('client-b')).toEqual({ allowed: true });
    expect(await new SharedRateLimiter(backend.context().db, 'test-other', { limit: 1, windowMs: 60_000 }).take('client-a')).toEqual({
      allowed: true,
    });
  });

  it('starts a fresh window once the old one has ended', async () => {
    const limiter = new SharedRateLimiter(backend.context().db, 'test-window', { limit: 1, windowMs: 60_000 });
    expect(await limiter.take('k')).toEqual({ allowed: true });
    expect((await limiter.take('k')).allowed).toBe(false);
    // Move the window into the past instead of waiting for it.
    await backend.sql("update _shalom.rate_limits set window_started_at = window_started_at - interval '61 seconds' where key like 'test-window%'");
    expect(await limiter.take('k')).toEqual({ allowed: true });
  });

  it('keeps the table away from the API roles', async () => {
    const { error } = await backend.client({ key: 'service_role' }).schema('_shalom' as never).from('rate_limits').select('*');
    expect(error).not.toBeNull();
    const privileges = await backend.sql<{ allowed: boolean }>(
      "select bool_or(has_table_privilege(r, '_shalom.rate_limits', 'select')) as allowed from unnest(array['anon', 'authenticated', 'service_role']) r",
    );
    expect(privileges.rows[0]?.allowed).toBe(false);
  });
});

(adminUrl ? describe : describe.skip)('two backends on one PostgreSQL share a rate limit', () => {
  let database: { url: string; drop(): Promise<void> };
  const servers: RunningServer[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl!);
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'shalom-limit-'));
      dirs.push(dataDir);
      const config = loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        JWT_SECRET: 'shared-rate-limit-test-secret-at-least-32-chars',
        API_PORT: '0',
        API_HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SUPABASE_DIR: FIXTURE,
      });
      servers.push(await startServer(config));
    }
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('gives a client the limit once across both instances', async () => {
    const [one, two] = servers.map((server) => new SharedRateLimiter(server.ctx.db, 'signin-ip', { limit: 6, windowMs: 60_000 }));
    const decisions = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? one! : two!).take('203.0.113.7')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(6);
    expect((await one!.take('203.0.113.7')).allowed).toBe(false);
    expect((await two!.take('203.0.113.7')).allowed).toBe(false);
  });
});
