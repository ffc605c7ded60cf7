// The database's CPU per statement, variants alternating in rounds on one database (issue 36,
// item 6): shared by bench/thread-read-sql.ts (the thread page) and bench/message-edit-sql.ts (an
// edit of a message). Each round puts each variant (a script: another policy; '' for these
// migrations) in place inside a transaction rolled back after, prepares the statement, runs it
// 20 times to warm up, then `runs` times measured. The CPU read is the database's own: this
// process's on PGlite (in process), the PostgreSQL backend's (from /proc) with TEST_DATABASE_URL.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../supabase/tests/rls/sql-runner';
import { applyMigrations, openTestDatabase, type TestDatabase } from '../../supabase/tests/rls/test-database';
import { processCpuSeconds } from './thread-cpu';

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
export const RUNS = Number(process.env.BENCH_READS ?? 200);
/** The demo seed's Sarah and David and their shared thread (supabase/seed.sql). */
export const THREAD = '55555555-5555-4555-8555-555555555501';
export const SARAH = '11111111-1111-4111-8111-111111111111';
export const DAVID = '22222222-2222-4222-8222-222222222222';
export const SARAH_CLAIMS = JSON.stringify({ sub: SARAH, role: 'authenticated', aud: 'authenticated', email: 'sarah@demo.shalombayit.app', is_anonymous: false });

export const loadAverage = (): string => loadavg().map((n) => n.toFixed(1)).join(' / ');

/** A migrated database with the demo seed, Sarah and David's thread filled to 50 messages. */
export async function openSeededDatabase(): Promise<TestDatabase> {
  const db = await openTestDatabase();
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
  return db;
}

/** The database's CPU so far, µs: PostgreSQL's backend for this connection, or this process (PGlite). */
export async function databaseCpu(db: TestDatabase): Promise<() => number> {
  const backendPid = db.kind === 'postgres' ? Number((await db.query('select pg_backend_pid() as pid')).rows[0]!.pid) : 0;
  return () => {
    if (backendPid) return (processCpuSeconds(backendPid) ?? Number.NaN) * 1e6;
    const { user, system } = process.cpuUsage();
    return user + system;
  };
}

export interface Rounds {
  /** µs per run of each round, by variant. */
  perRun: Map<string, number[]>;
  /** The last run's answer, by variant. */
  answers: Map<string, string>;
}

/**
 * `prepare` makes the statement (inside the round's transaction, after the variant), `run` runs it
 * once and answers something to compare between variants; `unprepare` drops it after the round.
 */
export async function alternateRounds(
  db: TestDatabase,
  variants: [string, string][],
  steps: { prepare: string; unprepare: string; run: () => Promise<string> },
): Promise<Rounds> {
  const cpu = await databaseCpu(db);
  const perRun = new Map<string, number[]>();
  const answers = new Map<string, string>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, sql] of round % 2 === 0 ? variants : [...variants].reverse()) {
      await db.query('begin');
      if (sql) await db.exec(sql);
      await db.query(steps.prepare);
      for (let i = 0; i < 20; i++) await steps.run();
      const start = cpu();
      let answer = '';
      for (let i = 0; i < RUNS; i++) answer = await steps.run();
      (perRun.get(name) ?? perRun.set(name, []).get(name)!).push((cpu() - start) / RUNS);
      answers.set(name, answer);
      await db.query('rollback');
      await db.query(steps.unprepare);
    }
  }
  return { perRun, answers };
}

/** "least 518 µs, median 530 µs per <unit> (same answer, 19,104 chars)" for each variant. */
export function printRounds(variants: [string, string][], { perRun, answers }: Rounds, unit: string): void {
  for (const [name] of variants) {
    const sorted = [...perRun.get(name)!].sort((a, b) => a - b);
    const same = answers.get(name) === answers.get(variants[0]![0]) ? 'same answer' : 'ANSWER DIFFERS';
    console.log(
      `  ${name.padEnd(34)} least ${sorted[0]!.toFixed(0)} µs, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} µs per ${unit} (${same}, ${answers.get(name)!.length} chars)`,
    );
  }
}

export const roundNote = (unit: string): string => `  (each ${unit}: a savepoint, the settings, the statement, the rollback to the savepoint)`;
