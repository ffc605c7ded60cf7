// A message's insert, its SQL alone (issue 36, item 7): the database's CPU per insert as the REST
// server sends it (POST /rest/v1/messages?select=<the app's columns>, return=representation, the
// app's body: the statement of supabase/tests/rls/message-insert.ts, kept prepared, after the
// server's own request-settings statement), Sarah writing to David in the demo seed's thread —
// with the triggers of these migrations, with the definitions before 20261201000700, and with no
// AFTER INSERT trigger on messages (no notification, no thread touch: the floor). Each variant has
// a database of its own (on PostgreSQL, one backend each; on PGlite, one instance each, in
// process), and each insert is a transaction of its own, as a REST request is: BEGIN, the
// settings, the insert, then ROLLBACK (so every insert meets the same rows; the deferred realtime
// capture, which runs at COMMIT and is not changed here, is left out). Variants alternate in
// rounds, each from a vacuumed database; the least of the rounds is the figure to compare. The
// CPU read is the database's own: PostgreSQL's backend from /proc/<pid>/schedstat (ns), or this
// process on PGlite.
//
//   npx tsx bench/message-insert-sql.ts                PGlite (BENCH_ROUNDS=8, BENCH_READS=400 inserts per round)
//   TEST_DATABASE_URL=… npx tsx bench/message-insert-sql.ts
import { readFileSync } from 'node:fs';
import { SEND, previousMessageInsertTriggers } from '../../supabase/tests/rls/message-insert';
import type { TestDatabase } from '../../supabase/tests/rls/test-database';
import { requestSettings } from '../src/caller/as-caller';
import { DAVID, SARAH, THREAD, loadAverage, openSeededDatabase } from './sql-rounds';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const RUNS = Number(process.env.BENCH_READS ?? 400);

/** The database's CPU so far, µs: its PostgreSQL backend (ns resolution), or this process (PGlite). */
async function cpuOf(db: TestDatabase): Promise<() => number> {
  if (db.kind !== 'postgres') {
    return () => {
      const { user, system } = process.cpuUsage();
      return user + system;
    };
  }
  const pid = Number((await db.query('select pg_backend_pid() as pid')).rows[0]!.pid);
  return () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
}

async function main(): Promise<void> {
  const variants: [string, string][] = [
    ['these migrations', ''],
    ['before 20261201000700', previousMessageInsertTriggers()],
    ['no AFTER INSERT trigger (floor)', 'drop trigger messages_after_insert on public.messages'],
  ];
  const claims = { sub: SARAH, role: 'authenticated' as const, aud: 'authenticated', email: 'sarah@demo.shalombayit.app', is_anonymous: false };
  const settings = requestSettings(
    { role: 'authenticated', claims, token: '' },
    { request: { method: 'POST', path: '/rest/v1/messages', headers: { 'content-type': 'application/json', prefer: 'return=representation' } } },
  );
  const body = JSON.stringify({ conversation_id: THREAD, sender_user_id: SARAH, content: 'Home by seven tonight?', sender_type: 'user', metadata: {} });
  const dbs: { name: string; db: TestDatabase; cpu: () => number; perInsert: number[]; answer: string; notified: number }[] = [];
  try {
    for (const [name, sql] of variants) {
      const db = await openSeededDatabase();
      dbs.push({ name, db, cpu: await cpuOf(db), perInsert: [], answer: '', notified: 0 });
      if (sql) await db.exec(sql);
      await db.query('analyze');
      await db.query(`prepare send_message(json) as ${SEND}`);
      // (The body holds no quote: it is written into EXECUTE as the other SQL benches do.)
    }
    console.log(
      `message insert SQL (Sarah writes to David through REST's statement) on ${dbs[0]!.db.kind === 'postgres' ? 'PostgreSQL (backend CPU)' : 'PGlite (in process)'}; ` +
        `${ROUNDS} rounds of ${RUNS} inserts; ${new Date().toISOString()}, load average ${loadAverage()}`,
    );
    const insert = async (v: (typeof dbs)[number]): Promise<void> => {
      await v.db.query('begin');
      await v.db.query(settings.sql, settings.params);
      const answer = (await v.db.query(`execute send_message('${body}')`)).rows[0]!;
      // David's notification, as the trigger wrote it (none on the floor), read as the owner.
      await v.db.query('reset role');
      const notified = (await v.db.query(`select count(*)::int as n from public.notifications where user_id = $1 and data ->> 'messageId' = ($2::json ->> 0)`, [DAVID, answer.location])).rows[0]!.n;
      await v.db.query('rollback');
      if (Number(answer.page) !== 1) throw new Error(`the insert answered ${JSON.stringify(answer)}`);
      // The message's id and times are its own: the rest of the answer is compared.
      v.answer = String(answer.body).replace(/"(id|created_at|updated_at)":"[^"]*"/g, '');
      v.notified = Number(notified);
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const v of round % 2 === 0 ? dbs : [...dbs].reverse()) {
        // Each rolled-back insert leaves dead rows behind (the thread's touched version, the
        // notification, their index entries), which the seed's small tables are scanned past: every
        // round starts from a vacuumed database, so rounds compare alike.
        await v.db.query('vacuum public.conversations, public.messages, public.notifications, public.notification_deliveries');
        for (let i = 0; i < 20; i++) await insert(v);
        const start = v.cpu();
        // The check of the notification is outside the figure: the loop below times the insert's
        // transaction alone.
        for (let i = 0; i < RUNS; i++) {
          await v.db.query('begin');
          await v.db.query(settings.sql, settings.params);
          await v.db.query(`execute send_message('${body}')`);
          await v.db.query('rollback');
        }
        v.perInsert.push((v.cpu() - start) / RUNS);
      }
    }
    for (const v of dbs) {
      const sorted = [...v.perInsert].sort((a, b) => a - b);
      const same = v.answer === dbs[0]!.answer ? 'same answer' : 'ANSWER DIFFERS';
      console.log(
        `  ${v.name.padEnd(34)} least ${sorted[0]!.toFixed(0)} µs, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} µs per insert (${same}, David notified ${v.notified}×)`,
      );
    }
    console.log('  (each insert: BEGIN, the request settings, the prepared insert, ROLLBACK)');
  } finally {
    for (const { db } of dbs) await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
