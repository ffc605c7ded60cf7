// The thread page's SQL alone (issue 36, item 6): the database's CPU per read of a conversation's
// 50 messages, select=*, as the REST server sends it (a kept prepared statement, the caller's role
// and claims set in the transaction), signed in as the demo seed's Sarah — under the messages read
// policy of these migrations, under 20261123000100's previous one, and under none (`true`: the
// floor; the guest rule stays), alternating in rounds on one database, each round's variant put
// in place inside a transaction rolled back after. The end-to-end bench (hot-paths.ts) cannot tell
// tens of µs apart on a shared machine; this reads the database's own CPU: this process's on
// PGlite (in process), the PostgreSQL backend's (from /proc) with TEST_DATABASE_URL. The least of
// the rounds is the figure to compare.
//
//   npx tsx bench/thread-read-sql.ts                 PGlite (BENCH_ROUNDS=12, BENCH_READS=200 per round)
//   TEST_DATABASE_URL=… npx tsx bench/thread-read-sql.ts
//   npx tsx bench/thread-read-sql.ts --inbox         Sarah also has 50 private threads of 2,000 messages
//                                                    (a big table: the kept statement then gets a plan
//                                                    of its own at every read, policy included)
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../supabase/tests/rls/sql-runner';
import { applyMigrations, openTestDatabase } from '../../supabase/tests/rls/test-database';
import { THREAD_PAGE as READ, previousMessagesReadPolicy } from '../../supabase/tests/rls/thread-page';
import { processCpuSeconds } from './thread-cpu';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const READS = Number(process.env.BENCH_READS ?? 200);
const THREAD = '55555555-5555-4555-8555-555555555501';
const SARAH = '11111111-1111-4111-8111-111111111111';
const DAVID = '22222222-2222-4222-8222-222222222222';
const CLAIMS = JSON.stringify({ sub: SARAH, role: 'authenticated', aud: 'authenticated', email: 'sarah@demo.shalombayit.app', is_anonymous: false });

async function main(): Promise<void> {
  const db = await openTestDatabase();
  try {
    await applyMigrations(db);
    await db.exec(readFileSync(join(repoRoot, 'supabase', 'seed.sql'), 'utf8'));
    await db.query(
      `insert into public.messages (conversation_id, sender_type, sender_user_id, content, created_at)
       select $1, 'user', case when n % 2 = 0 then $2::uuid else $3::uuid end,
              'Message ' || n || ': shall we plan Thursday evening together after the kids are asleep?',
              now() - interval '1 day' + n * interval '1 minute'
       from generate_series(1, 50 - (select count(*)::int from public.messages where conversation_id = $1)) as n`,
      [THREAD, SARAH, DAVID],
    );
    const inbox = process.argv.includes('--inbox');
    if (inbox) {
      await db.query(
        `insert into public.conversations (id, user_id, partner_user_id, title)
         select ('bbbbbbbb-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, $1, null, 'Notes ' || i from generate_series(1, 50) i`,
        [SARAH],
      );
      await db.query(
        `insert into public.messages (conversation_id, sender_type, sender_user_id, content, created_at)
         select ('bbbbbbbb-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'user', $1,
                'Message ' || n || ' of thread ' || i || ': shall we plan Thursday evening together after the kids are asleep?',
                now() - interval '60 days' + n * interval '25 minutes'
         from generate_series(1, 50) i, generate_series(1, 2000) n`,
        [SARAH],
      );
    }
    await db.query('analyze');
    const backendPid = db.kind === 'postgres' ? Number((await db.query('select pg_backend_pid() as pid')).rows[0]!.pid) : 0;
    const cpu = (): number => {
      if (backendPid) return (processCpuSeconds(backendPid) ?? Number.NaN) * 1e6;
      const { user, system } = process.cpuUsage();
      return user + system;
    };
    const variants: [string, string][] = [
      ['these migrations', ''],
      ['previous policy (20261123000100)', previousMessagesReadPolicy()],
      ['no participants policy (floor)', `alter policy "messages: participants read" on public.messages using (true)`],
    ];
    console.log(
      `thread page SQL (50 messages, select=*, as Sarah${inbox ? ', who has 50 more threads of 2,000' : ''}) on ${db.kind === 'postgres' ? 'PostgreSQL (backend CPU)' : 'PGlite (in process)'}; ` +
        `${ROUNDS} rounds of ${READS} reads; ${new Date().toISOString()}, load average ${loadavg().map((n) => n.toFixed(1)).join(' / ')}`,
    );
    const perRead = new Map<string, number[]>();
    const bodies = new Map<string, string>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, sql] of round % 2 === 0 ? variants : [...variants].reverse()) {
        await db.query('begin');
        if (sql) await db.exec(sql);
        await db.query(`prepare thread_page(uuid) as ${READ}`);
        const read = async () => {
          await db.query('savepoint r');
          await db.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [CLAIMS]);
          const { rows } = await db.query(`execute thread_page('${THREAD}')`);
          await db.query('rollback to savepoint r');
          return String(rows[0]!.body);
        };
        for (let i = 0; i < 20; i++) await read();
        const start = cpu();
        let body = '';
        for (let i = 0; i < READS; i++) body = await read();
        (perRead.get(name) ?? perRead.set(name, []).get(name)!).push((cpu() - start) / READS);
        bodies.set(name, body);
        await db.query('rollback');
        await db.query('deallocate thread_page');
      }
    }
    for (const [name] of variants) {
      const sorted = [...perRead.get(name)!].sort((a, b) => a - b);
      const same = bodies.get(name) === bodies.get(variants[0]![0]) ? 'same body' : 'BODY DIFFERS';
      console.log(
        `  ${name.padEnd(34)} least ${sorted[0]!.toFixed(0)} µs, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} µs per read (${same}, ${bodies.get(name)!.length} chars)`,
      );
    }
    console.log(`  (each read: a savepoint, the settings, the read, the rollback to the savepoint)`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
