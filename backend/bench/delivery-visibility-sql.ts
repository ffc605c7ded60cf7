// Realtime's visibility check of a delivered message alone (issue 36, item 7): the database's CPU
// per realtime.visible_groups call as the dispatcher makes it in bench/hot-paths.ts's message
// insert — David's socket subscribed to his thread with Sarah, BATCH new messages of that thread
// (the feed takes ~3 per batch at that load), David's whole access-token claim set with a live
// session — on the demo seed, beside the floors that tell its parts apart:
//   - "visible_groups": the call the server makes;
//   - "compiled test alone": the compiled _shalom.visible_<md5>_all it reaches, called directly
//     with the live session given (the difference is what the wrapper adds: the live-sessions and
//     kinds lookups, the cached-test lookup, two subtransactions, EXECUTE);
//   - "policy true": visible_groups with the messages read policy replaced by `true` (the guest
//     rule kept): what the policy's own test costs;
//   - "the input alone": one statement that reads the same input and answers how many images it holds
//     (the round trip, the JSON in and out): the floor of any call.
// Variants alternate in rounds on one database, each inside a transaction rolled back after; the
// CPU read is the database's own: this process's on PGlite (in process), the PostgreSQL backend's
// (from /proc) with TEST_DATABASE_URL. The least of the rounds is the figure to compare.
//
//   BENCH_ROUNDS=6 BENCH_READS=1500 npx tsx bench/delivery-visibility-sql.ts     PGlite (BATCH=3 by default)
//   BENCH_ROUNDS=8 BENCH_READS=3000 bash scripts/with-postgres.sh npx tsx bench/delivery-visibility-sql.ts
//   (/proc counts CPU in 10 ms ticks: 3,000 calls per round read it to ~3 µs per call)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureSql } from '../src/realtime/capture/capture-sql';
import { DAVID, SARAH, THREAD, databaseCpu, loadAverage, openSeededDatabase, ROUNDS, RUNS } from './sql-rounds';

const BATCH = Number(process.env.BATCH ?? 3);

async function main(): Promise<void> {
  const db = await openSeededDatabase();
  try {
    await db.exec(readFileSync(join(__dirname, '..', 'src', 'auth', 'auth-schema.sql'), 'utf8'));
    await db.exec(captureSql(db.kind));
    const sessionId = String(
      (await db.query(`insert into auth.sessions (user_id, amr) values ($1, '[{"method":"password","timestamp":1764489600}]') returning id`, [DAVID])).rows[0]!.id,
    );
    await db.query('analyze');
    const relid = Number((await db.query(`select 'public.messages'::regclass::oid::bigint as r`)).rows[0]!.r);
    const now = Math.floor(Date.now() / 1000);
    // The claim set the server's tokens carry (src/auth/tokens.ts), as the dispatcher sends it.
    const claims = {
      aud: 'authenticated',
      exp: now + 3600,
      iat: now,
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: DAVID,
      email: 'david@demo.shalombayit.app',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'David Cohen', language: 'en', email_verified: true },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    };
    const images = Array.from({ length: BATCH }, (_, i) => ({
      id: `99999999-0000-4000-8000-${String(i).padStart(12, '0')}`,
      conversation_id: THREAD,
      sender_type: 'user',
      sender_user_id: SARAH,
      content: `Bench message ${i}: shall we plan Thursday evening together after the kids are asleep?`,
      metadata: {},
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      is_deleted: false,
      deleted_at: null,
      edited_at: null,
    }));
    const groups = JSON.stringify([{ relid, claims, images }]);
    const compiled = async (): Promise<string> => {
      await db.query('select realtime.visible_groups($1::jsonb)', [groups]);
      return String((await db.query(`select compiled from realtime.visibility_tests where relid = $1 and role_name = 'authenticated'`, [relid])).rows[0]!.compiled);
    };
    const variants: { name: string; sql: string; run: (fn: string) => Promise<string> }[] = [
      { name: 'visible_groups', sql: '', run: async () => JSON.stringify((await db.query('select realtime.visible_groups($1::jsonb) as v', [groups])).rows[0]!.v) },
      {
        name: 'compiled test alone',
        sql: '',
        // One statement, as visible_groups' EXECUTE: its search path, the call, the role back.
        run: async (fn) => {
          const { rows } = await db.query(
            `select set_config('search_path', 'public, extensions', true) as s, _shalom.${fn}($1::jsonb, $2, 'authenticated', $3) as v, set_config('role', 'none', true) as r`,
            [groups, relid, [sessionId]],
          );
          return JSON.stringify(rows[0]!.v);
        },
      },
      {
        name: 'policy true (floor)',
        sql: `alter policy "messages: participants read" on public.messages using (true)`,
        run: async () => JSON.stringify((await db.query('select realtime.visible_groups($1::jsonb) as v', [groups])).rows[0]!.v),
      },
      {
        name: 'the input alone',
        sql: '',
        run: async () => JSON.stringify((await db.query(`select jsonb_array_length($1::jsonb -> 0 -> 'images') as v`, [groups])).rows[0]!.v),
      },
    ];
    console.log(
      `realtime.visible_groups for David's thread subscription, ${BATCH} messages per call, on ${db.kind === 'postgres' ? 'PostgreSQL (backend CPU)' : 'PGlite (in process)'}; ` +
        `${ROUNDS} rounds of ${RUNS} calls; ${new Date().toISOString()}, load average ${loadAverage()}`,
    );
    const cpu = await databaseCpu(db);
    const perCall = new Map<string, number[]>();
    const answers = new Map<string, string>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
        await db.query('begin');
        if (variant.sql) await db.exec(variant.sql);
        const fn = await compiled();
        for (let i = 0; i < 20; i++) await variant.run(fn);
        const start = cpu();
        let answer = '';
        for (let i = 0; i < RUNS; i++) answer = await variant.run(fn);
        (perCall.get(variant.name) ?? perCall.set(variant.name, []).get(variant.name)!).push((cpu() - start) / RUNS);
        answers.set(variant.name, answer);
        await db.query('rollback');
      }
    }
    for (const { name } of variants) {
      const sorted = [...perCall.get(name)!].sort((a, b) => a - b);
      console.log(`  ${name.padEnd(22)} least ${sorted[0]!.toFixed(0)} µs, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} µs per call (answer ${answers.get(name)})`);
    }
    console.log(`  load average after: ${loadAverage()}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
