// The per-user AI rate limit (supabase/functions/_shared/rate-limit) and its database counter,
// through supabase-js against the real backend: concurrent calls cannot slip past the limit, the
// day window, who may call the counter, and the migration of this part running twice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FunctionContext } from '../../../supabase/functions/_shared/function-context.ts';
import { enforceRateLimit } from '../../../supabase/functions/_shared/rate-limit/rate-limit.ts';
import { startBackend, type TestBackend } from '../harness';

interface LimitAnswer {
  allowed: boolean;
  retry_after_seconds: number;
  window?: 'minute' | 'day';
}

const MIGRATION = join(__dirname, '..', '..', '..', 'supabase', 'migrations', '20261124000300_ai_limits_and_partner_delivery.sql');

describe('AI rate limit counter', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startBackend();
  });

  afterAll(async () => {
    await backend?.stop();
  });

  test('ten calls at once with a limit of three: exactly three pass', async () => {
    const { user } = await backend.signUpUser();
    const admin = backend.client({ key: 'service_role' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.rpc('consume_ai_rate_limit', { person: user.id, function_name: 'ai-guidance-secure', per_minute: 3, per_day: 0 }),
      ),
    );
    const data = answers.map((answer) => answer.data as LimitAnswer);
    expect(data.filter((answer) => answer.allowed)).toHaveLength(3);
    for (const refused of data.filter((answer) => !answer.allowed)) {
      expect(refused).toMatchObject({ window: 'minute' });
      expect(refused.retry_after_seconds).toBeGreaterThan(0);
      expect(refused.retry_after_seconds).toBeLessThanOrEqual(60);
    }
    // Another function of the same user has its own count.
    const other = await admin.rpc('consume_ai_rate_limit', { person: user.id, function_name: 'tone-coach', per_minute: 3, per_day: 0 });
    expect((other.data as LimitAnswer).allowed).toBe(true);
  });

  test('the day window counts calls older than a minute', async () => {
    const { user } = await backend.signUpUser();
    await backend.sql(
      `insert into private.ai_function_calls (user_id, function_name, called_at)
       select $1, 'ai-guidance-enhanced', now() - interval '2 hours' from generate_series(1, 5)`,
      [user.id],
    );
    const admin = backend.client({ key: 'service_role' });
    const answer = await admin.rpc('consume_ai_rate_limit', { person: user.id, function_name: 'ai-guidance-enhanced', per_minute: 10, per_day: 5 });
    expect(answer.data).toMatchObject({ allowed: false, window: 'day' });
    // About 22 hours until the oldest call leaves the window.
    expect((answer.data as LimitAnswer).retry_after_seconds).toBeGreaterThan(21 * 3600);
  });

  test('only the service role may count: a user cannot reset or spend anyone\'s allowance', async () => {
    const { client, user } = await backend.signUpUser();
    const { error } = await client.rpc('consume_ai_rate_limit', { person: user.id, function_name: 'x', per_minute: 1, per_day: 1 });
    expect(error?.code).toBe('42501');
    const release = await client.rpc('release_due_partner_communications');
    expect(release.error?.code).toBe('42501');
    const read = await client.schema('private' as 'public').from('ai_function_calls').select('*');
    expect(read.data ?? []).toEqual([]);
  });

  test('the migration runs again on the same database without error', async () => {
    await expect(backend.context().db.exec(readFileSync(MIGRATION, 'utf8'))).resolves.toBeUndefined();
    await expect(backend.context().db.exec(readFileSync(MIGRATION, 'utf8'))).resolves.toBeUndefined();
  });
});

describe('enforceRateLimit', () => {
  // The function's view of the counter: the answers its admin client gets, in order.
  function contextAnswering(...answers: Array<{ data: unknown; error: { message: string; code: string } | null }>) {
    const calls: unknown[] = [];
    const ctx = {
      env: new Map<string, string>(),
      caller: { role: 'authenticated', userId: '00000000-0000-4000-8000-000000000001', claims: {} },
      supabaseAdmin: {
        rpc: async (_name: string, args: unknown) => {
          calls.push(args);
          return answers.shift() ?? { data: null, error: { message: 'no more answers', code: 'TEST' } };
        },
      },
    } as unknown as FunctionContext;
    return { ctx, calls };
  }
  const fetchFailed = { data: null, error: { message: 'TypeError: fetch failed', code: '' } };

  test('a counter call that never reached the database is tried once more', async () => {
    const { ctx, calls } = contextAnswering(fetchFailed, { data: { allowed: true, retry_after_seconds: 0 }, error: null });
    expect(await enforceRateLimit(ctx, 'ai-guidance')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  test('twice unreachable, or refused by the database, is 503 and not skipped', async () => {
    const twice = contextAnswering(fetchFailed, fetchFailed);
    expect((await enforceRateLimit(twice.ctx, 'ai-guidance'))?.status).toBe(503);
    expect(twice.calls).toHaveLength(2);
    const refused = contextAnswering({ data: null, error: { message: 'permission denied', code: '42501' } });
    expect((await enforceRateLimit(refused.ctx, 'ai-guidance'))?.status).toBe(503);
    expect(refused.calls).toHaveLength(1);
  });
});
