// `npm run bench -w backend`: requests/s and p50/p99 latency over loopback (autocannon) for a
// password sign-in, a 50-row select under RLS and an insert, then realtime (200 couples: insert
// commit to delivery at the partner's socket, deliveries/s), then hostile request bodies (time to
// refuse each, and the server's event-loop delay against the ~100 ms budget: bench/hostile-bodies.ts),
// on PGlite and on PostgreSQL.
// PostgreSQL: TEST_DATABASE_URL when set, else a throwaway server via scripts/with-postgres.sh
// when Debian's PostgreSQL is installed. Prints figures; asserts nothing.
//
//   npm run bench -w backend                      both databases
//   npm run bench -w backend -- --only=pglite     one of them
//   BENCH_DURATION=5 BENCH_CONNECTIONS=10 ...     tune the load
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { runHostileBodiesOn } from './hostile-bodies';
import { runOn as runRealtimeOn } from './realtime';
import { startBackend, type TestBackend } from '../test/harness';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FIXTURE = join(__dirname, '..', 'test', 'fixtures', 'supabase');

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

async function measure(url: string, scenario: Scenario): Promise<string> {
  const result = await autocannon({
    url: `${url}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return [
    scenario.name.padEnd(34),
    `${Math.round(result.requests.average).toString().padStart(6)} req/s`,
    `p50 ${result.latency.p50.toString().padStart(4)} ms`,
    `p99 ${result.latency.p99.toString().padStart(4)} ms`,
    failures ? `(${failures} failed)` : '',
  ].join('  ');
}

async function scenarios(backend: TestBackend): Promise<Scenario[]> {
  const owner = await backend.signUpUser('bench-owner@example.com');
  const other = await backend.signUpUser('bench-other@example.com');
  // 60 rows each: the select must let RLS pick the caller's rows out of the table.
  for (const user of [owner, other]) {
    await backend.sql(
      "insert into public.notes (owner_id, body) select $1, 'note ' || n from generate_series(1, 60) as n",
      [user.user.id],
    );
  }
  const json = { 'content-type': 'application/json' };
  const asOwner = { apikey: backend.anonKey, authorization: `Bearer ${owner.session.access_token}` };
  const check = await owner.client.from('notes').select('id').limit(50);
  if (check.error || check.data.length !== 50) throw new Error(`select check failed: ${check.error?.message}`);
  return [
    {
      name: 'password sign-in (argon2id)',
      method: 'POST',
      path: '/auth/v1/token?grant_type=password',
      headers: { ...json, apikey: backend.anonKey },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    },
    {
      name: 'select 50 rows under RLS',
      method: 'GET',
      path: '/rest/v1/notes?select=id,body,created_at&order=created_at.desc&limit=50',
      headers: asOwner,
    },
    {
      name: 'insert one row under RLS',
      method: 'POST',
      path: '/rest/v1/notes',
      headers: { ...json, ...asOwner, prefer: 'return=minimal' },
      body: JSON.stringify({ body: 'benchmark note' }),
    },
  ];
}

async function run(label: string): Promise<void> {
  const backend = await startBackend({
    supabaseDir: FIXTURE,
    env: {
      LOG_LEVEL: 'warn',
      // The benchmark signs in far more often than any person would.
      AUTH_RATE_LIMIT_SIGNIN_PER_IP: '100000000',
      AUTH_RATE_LIMIT_FAILED_SIGNIN_PER_EMAIL: '100000000',
    },
  });
  try {
    console.log(`\n${label} — ${CONNECTIONS} connections, ${DURATION} s each`);
    for (const scenario of await scenarios(backend)) console.log(await measure(backend.url, scenario));
  } finally {
    await backend.stop();
  }
  await runRealtimeOn(label);
  await runHostileBodiesOn(label);
}

async function main(): Promise<void> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!only || only === 'pglite') {
    const saved = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    await run('PGlite');
    if (saved) process.env.TEST_DATABASE_URL = saved;
  }
  if (!only || only === 'postgres') {
    if (process.env.TEST_DATABASE_URL) {
      await run('PostgreSQL');
    } else if (existsSync('/usr/lib/postgresql/15/bin/initdb')) {
      const script = join(__dirname, '..', 'scripts', 'with-postgres.sh');
      const child = spawnSync('bash', [script, process.execPath, '--import', 'tsx', __filename, '--only=postgres'], {
        stdio: 'inherit',
      });
      if (child.status !== 0) process.exitCode = child.status ?? 1;
    } else {
      console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or install postgresql-15)');
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
