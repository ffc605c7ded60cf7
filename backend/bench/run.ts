// `npm run bench -w backend`: on PGlite, then on PostgreSQL —
// - the product's hot paths (bench/hot-paths.ts): the thread page, the conversation list, the
//   unread count, the bell and a message insert with its triggers and delivery, on the real
//   supabase/ migrations and demo seed, beside a plain Node server, with the load average;
// - REST (bench/rest-read.ts): a 50-row select under RLS beside a plain Node server sending the
//   same bytes in the same run (the ratio printed), an insert under RLS, a password sign-in;
//   requests/s and p50/p99 from a load generator in its own process;
// - realtime (bench/realtime.ts): 200 couples, commit -> partner socket latency, burst deliveries/s;
// - the idle-CPU check (bench/idle-cpu.ts): 400 idle subscribed sockets, CPU share of one core;
// - hostile request bodies (bench/hostile-bodies.ts): time to refuse, event-loop delay;
// - the soak (bench/soak.ts, PGlite only): 400 sockets chatting for BENCH_SOAK_SECONDS;
// - the AI guide's answer time (bench/ai-guide.ts), once: it uses no database;
// - the safety and halachic detectors on both evaluation sets (bench/guide-safety.ts), once;
// - the guide's answers on both question sets of issue 32 (bench/answers.ts), once.
// PostgreSQL: TEST_DATABASE_URL when set, else a throwaway server via scripts/with-postgres.sh
// when Debian's PostgreSQL is installed. Prints figures; asserts nothing.
//
//   npm run bench -w backend                      both databases
//   npm run bench -w backend -- --only=pglite     one of them
//   BENCH_DURATION=5 BENCH_CONNECTIONS=10 ...     tune the REST load
//   BENCH_SOAK_SECONDS=600 ...                    the full 10-minute soak (default 60 s; 0 = none)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { runAiGuideBench } from './ai-guide';
import { runAnswersBench } from './answers';
import { runGuideSafetyBench } from './guide-safety';
import { runHostileBodiesOn } from './hostile-bodies';
import { runIdleCpu } from './idle-cpu';
import { runOn as runRealtimeOn } from './realtime';
import { runHotPathsOn } from './hot-paths';
import { runRestOn } from './rest-read';
import { runSoak } from './soak';

const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);

async function run(label: string): Promise<void> {
  await runHotPathsOn(label);
  await runRestOn(label);
  await runRealtimeOn(label);
  await runIdleCpu(label);
  await runHostileBodiesOn(label);
  if (label === 'PGlite' && SOAK_SECONDS > 0) {
    await runSoak(label, SOAK_SECONDS);
  }
}

async function main(): Promise<void> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (only !== 'postgres') {
    console.log(`${new Date().toISOString()} — ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`);
  }
  if (!only || only === 'pglite') {
    const saved = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    await run('PGlite');
    if (saved) process.env.TEST_DATABASE_URL = saved;
    console.log(`\n${await runAiGuideBench()}`);
    console.log(`\n${await runGuideSafetyBench()}`);
    console.log(`\n${await runAnswersBench()}`);
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

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
