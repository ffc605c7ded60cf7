// The soak: 200 couples (400 realtime sockets) chatting — every person sends SOAK_RATE messages/s
// (default 5) into its couple's shared_messages as a REST insert under RLS — for SOAK_SECONDS
// (default 600). Every message must reach both partners' sockets exactly once.
//
// The clients (stock supabase-js, one per person, realtime on the `ws` transport) run in a child
// process (bench/soak-clients.ts); this process holds only the server and PGlite, so its memory
// and CPU are the server's. Prints asked vs sent messages/s, deliveries expected / received, lost,
// doubled, failed, commit -> partner latency, and the server's rss / heap sampled every 10 s: after
// warm-up (the first minute, or the first fifth of a shorter run) against the end, with the
// slope of a least-squares line through the samples after warm-up. A bench script: it prints, it
// asserts nothing.
//
//   npx tsx bench/soak.ts                                    PGlite, 10 minutes
//   SOAK_SECONDS=120 SOAK_RATE=5 npx tsx bench/soak.ts
//   SOAK_SECONDS=60 npx tsx bench/soak.ts --profile=DIR      + the server's CPU profile (30 s)
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startBackend } from '../test/harness';
import { REALTIME_FIXTURE } from '../test/realtime/realtime-backend';
import { makeUsers } from './realtime';
import type { SoakResult, SoakStart } from './soak-clients';
import { countDbCalls, describeDbCalls } from './db-calls';
import { describeThreadCpu, processCpuSeconds, threadCpuSeconds } from './thread-cpu';

const RATE = Number(process.env.SOAK_RATE ?? 5);
/** Inserts in flight at most (in the clients); sends due beyond it are skipped and counted. */
const MAX_IN_FLIGHT = Number(process.env.SOAK_MAX_IN_FLIGHT ?? 256);
const SAMPLE_MS = 10_000;
const PROFILE_SECONDS = 30;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface Sample {
  at: number;
  rss: number;
  heap: number;
}

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  return den === 0 ? NaN : num / den;
}

/**
 * CPU per message sent, of the server (and of its event loop, the thread PGlite runs on) and of the
 * clients, and what that cost allows: the event loop's ceiling (one core) and the machine's (all
 * its cores shared by the server and the clients).
 */
function describeCpuPerMessage(
  sent: number,
  cpu: NodeJS.CpuUsage,
  threadsBefore: Map<number, number>,
  threadsAfter: Map<number, number>,
  clientsBefore: number | undefined,
  clientsAfter: number | undefined,
): string {
  const serverUs = (cpu.user + cpu.system) / sent;
  const loopSeconds = (threadsAfter.get(process.pid) ?? NaN) - (threadsBefore.get(process.pid) ?? NaN);
  const loopUs = (loopSeconds * 1e6) / sent;
  const clientsUs = clientsBefore === undefined || clientsAfter === undefined ? NaN : ((clientsAfter - clientsBefore) * 1e6) / sent;
  const cores = availableParallelism();
  const ceiling = (us: number) => (Number.isFinite(us) && us > 0 ? `${Math.round(1e6 / us)} msg/s` : 'n/a');
  return (
    `CPU per message sent: server ${serverUs.toFixed(0)} µs (event loop ${loopUs.toFixed(0)}), clients ${clientsUs.toFixed(0)} µs; ` +
    `at that cost the event loop's ceiling is ${ceiling(loopUs)} and this ${cores}-core machine's (server and clients) ${ceiling((serverUs + clientsUs) / cores)}`
  );
}

export async function runSoak(label: string, SECONDS = Number(process.env.SOAK_SECONDS ?? 600), profileDir?: string): Promise<void> {
  const harness = await startBackend({
    supabaseDir: REALTIME_FIXTURE,
    env: { LOG_LEVEL: 'warn' },
  });
  const ctx = harness.context();
  const child = fork(join(__dirname, 'soak-clients.ts'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const couples = await makeUsers({ jwtSecret: ctx.config.jwtSecret, sql: (sql, params) => harness.sql(sql, params) });
    const start: SoakStart = {
      type: 'start',
      url: harness.url,
      anonKey: harness.anonKey,
      couples: couples.map((couple) => ({
        id: couple.id,
        people: [
          { userId: couple.a.user.id, accessToken: couple.a.user.accessToken },
          { userId: couple.b.user.id, accessToken: couple.b.user.accessToken },
        ],
      })),
      rate: RATE,
      seconds: SECONDS,
      maxInFlight: MAX_IN_FLIGHT,
    };
    const next = () =>
      new Promise<{ type: string; message?: string }>((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the soak's clients exited with ${code}`));
        child.once('exit', onExit);
        child.once('message', (message) => {
          child.off('exit', onExit);
          const m = message as { type: string; message?: string };
          if (m.type === 'error') reject(new Error(`the soak's clients failed: ${m.message}`));
          else resolve(m);
        });
      });
    const connecting = performance.now();
    child.send(start);
    await next();
    const sockets = couples.length * 2;
    console.log(
      `\nsoak on ${label}: ${sockets} sockets (stock supabase-js, clients in their own process) connected in ` +
        `${((performance.now() - connecting) / 1000).toFixed(1)} s; ${RATE} messages/s each (${sockets * RATE}/s), ${SECONDS} s`,
    );

    const samples: Sample[] = [];
    const cpuBefore = process.cpuUsage();
    const threadsBefore = threadCpuSeconds();
    const clientsBefore = processCpuSeconds(child.pid!);
    const started = performance.now();
    const sample = () => {
      const usage = process.memoryUsage();
      samples.push({ at: (performance.now() - started) / 1000, rss: usage.rss, heap: usage.heapUsed });
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_MS);
    let profiler: Session | undefined;
    if (profileDir) {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      setTimeout(() => {
        void (async () => {
          const { profile } = await profiler!.post('Profiler.stop');
          mkdirSync(profileDir, { recursive: true });
          const file = join(profileDir, `soak-${label.toLowerCase()}-${Date.now()}.cpuprofile`);
          writeFileSync(file, JSON.stringify(profile));
          console.log(`  profile of the server's process, first ${Math.min(PROFILE_SECONDS, SECONDS)} s: ${file}`);
          profiler!.disconnect();
        })();
      }, Math.min(PROFILE_SECONDS, SECONDS) * 1000);
    }
    const stopCounting = countDbCalls(ctx.db);
    const finished = next();
    child.send({ type: 'go' });
    const result = (await finished) as unknown as SoakResult;
    clearInterval(sampler);
    sample();
    const cpu = process.cpuUsage(cpuBefore);
    const threadsAfter = threadCpuSeconds();
    const clientsAfter = processCpuSeconds(child.pid!);
    const wall = (performance.now() - started) / 1000;
    const dbCalls = stopCounting();

    console.log(
      `  sent ${result.sent} messages in ${result.sendSeconds.toFixed(0)} s: ${Math.round(result.sent / result.sendSeconds)}/s of ` +
        `${result.asked}/s asked (${result.skipped} not sent because ${MAX_IN_FLIGHT} were in flight; ${result.failed} failed` +
        `${result.failures.length ? `: ${result.failures.join('; ')}` : ''})`,
    );
    console.log(
      `  deliveries ${result.delivered}/${result.expected}: lost ${result.expected - result.delivered}, doubled ${result.doubled}, ` +
        `to the wrong couple ${result.foreign}, channel errors ${result.channelTrouble}; commit -> partner ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    if (result.lostDetail) {
      // Were the lost messages committed at all? (A 201 for a row that is not there would be worse.)
      const found = await harness.sql<{ n: number }>(
        'select count(*)::int as n from public.shared_messages m join jsonb_to_recordset($1::jsonb) as l(sender uuid, seq int) on m.sender_id = l.sender and m.seq = l.seq',
        [JSON.stringify(result.lostSample)],
      );
      const rows = await harness.sql<{ n: number }>('select count(*)::int as n from public.shared_messages');
      console.log(
        `  lost deliveries: ${result.lostDetail}; of ${result.lostSample.length} lost messages looked up, ${found.rows[0]!.n} are in the table ` +
          `(${rows.rows[0]!.n} rows in all for ${result.sent} sent)`,
      );
    }
    console.log(`  server process CPU: ${(((cpu.user + cpu.system) / 1000 / 1000 / wall) * 100).toFixed(0)} % of one core over ${wall.toFixed(0)} s`);
    console.log(`  server threads: ${describeThreadCpu(threadsBefore, threadsAfter, wall)}`);
    if (clientsBefore !== undefined && clientsAfter !== undefined) {
      console.log(`  clients' process CPU: ${(((clientsAfter - clientsBefore) / wall) * 100).toFixed(0)} % of one core`);
    }
    console.log(`  database round trips: ${describeDbCalls(dbCalls, wall)}`);
    if (result.sent > 0) console.log(`  ${describeCpuPerMessage(result.sent, cpu, threadsBefore, threadsAfter, clientsBefore, clientsAfter)}`);
    const warmUp = Math.min(60, SECONDS / 5);
    const after = samples.filter((s) => s.at >= warmUp);
    const first = after[0] ?? samples[0]!;
    const last = samples.at(-1)!;
    const perMinute = (key: 'rss' | 'heap') => slope(after.map((s) => ({ x: s.at / 60, y: mb(s[key]) })));
    console.log(
      `  server memory (rss / heap MB): start ${mb(samples[0]!.rss)} / ${mb(samples[0]!.heap)}, after warm-up (${first.at.toFixed(0)} s) ` +
        `${mb(first.rss)} / ${mb(first.heap)}, end ${mb(last.rss)} / ${mb(last.heap)}; ` +
        `slope after warm-up ${perMinute('rss').toFixed(1)} / ${perMinute('heap').toFixed(1)} MB per minute over ${after.length} samples; ` +
        `heap min ${Math.min(...after.map((s) => mb(s.heap)))}, max ${Math.max(...after.map((s) => mb(s.heap)))}`,
    );
    console.log(`  every ${SAMPLE_MS / 1000} s (rss/heap): ${samples.map((s) => `${mb(s.rss)}/${mb(s.heap)}`).join(' ')}`);
  } finally {
    child.kill();
    await harness.stop();
  }
}

if (require.main === module) {
  const profile = process.argv.find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length);
  runSoak(process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite', undefined, profile).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
