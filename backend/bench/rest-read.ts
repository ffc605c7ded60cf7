// The REST figures of the bench: the 50-row select under RLS, an insert under RLS and a password
// sign-in, each beside a plain Node HTTP server that sends the same bytes, measured in the same
// run, so the printed ratio says how much of the time is ours rather than the network's.
//
// The load generator (autocannon) runs in a child process, so the server's process holds only the
// server: `--profile <dir>` then writes that process's CPU profile (node --cpu-prof) of the select.
//
//   npx tsx bench/rest-read.ts                         PGlite (PostgreSQL with TEST_DATABASE_URL)
//   npx tsx bench/rest-read.ts --only=select --profile=/work/notes/profiles-17
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { startBackend, type TestBackend } from '../test/harness';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FIXTURE = join(__dirname, '..', 'test', 'fixtures', 'supabase');
const AUTOCANNON = require.resolve('autocannon/autocannon.js');

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Also measure a plain Node server answering with this scenario's bytes. */
  plainNodeRatio?: boolean;
  /** autocannon replaces `[<id>]` in the body with a fresh id per request (`-I`): inserts with a client id. */
  idReplacement?: boolean;
}

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** This process's CPU time per request (ms): what the server costs, whatever else runs on the machine. */
  cpuMsPerRequest?: number;
  /** The PostgreSQL backends' CPU time per request (ms), when the database is a local PostgreSQL. */
  databaseCpuMsPerRequest?: number;
  /** Where a p99 may come from: the server's event-loop delay (p99, max) and GC pauses during the load. */
  stalls?: { loopP99: number; loopMax: number; gcMs: number; gcMax: number };
}

/** CPU ticks (1/100 s) of each PostgreSQL backend serving `database` on this machine (Linux /proc). */
function postgresTicks(database: string): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres:') || !cmdline.includes(` ${database} `)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

/**
 * CPU time (ms) used so far by the PostgreSQL backends serving `database` on this machine (Linux
 * /proc; NaN elsewhere): on a shared machine, time per request moves far less than requests/s.
 * Backends that exited meanwhile are not counted, so take it around a phase whose connections stay
 * (or use postgresCpuMeter, which samples while the phase runs).
 */
export function postgresCpuMs(database: string): number {
  try {
    let ticks = 0;
    for (const value of postgresTicks(database).values()) ticks += value;
    return ticks * 10;
  } catch {
    return NaN;
  }
}

/**
 * The PostgreSQL backends' CPU time (ms) from now until stop(), sampled every second so that a
 * backend the pool closes meanwhile (idle timeout) still counts up to its last sample (a scan of
 * /proc costs the measuring process a few ms, so not more often). That scan runs in the server's
 * process: ownCpuMs() is what it cost there, for the caller to take out of the server's figure.
 */
export function postgresCpuMeter(database: string): { stop(): number; ownCpuMs(): number } {
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  let failed = false;
  let ownMicros = 0;
  const sample = (initial: boolean) => {
    const before = process.cpuUsage();
    try {
      for (const [pid, ticks] of postgresTicks(database)) {
        // A backend born during the phase started from zero.
        if (!first.has(pid)) first.set(pid, initial ? ticks : 0);
        last.set(pid, ticks);
      }
    } catch {
      failed = true;
    }
    const used = process.cpuUsage(before);
    ownMicros += used.user + used.system;
  };
  sample(true);
  const timer = setInterval(() => sample(false), 1000);
  return {
    ownCpuMs: () => ownMicros / 1000,
    stop() {
      clearInterval(timer);
      sample(false);
      if (failed) return NaN;
      let ticks = 0;
      for (const [pid, value] of last) ticks += value - (first.get(pid) ?? 0);
      return ticks * 10;
    },
  };
}

/**
 * autocannon in a child process: its CPU is not the server's. With `database` (a local
 * PostgreSQL's database name), the CPU of its backends is measured too.
 */
export async function load(url: string, scenario: Scenario, duration = DURATION, database?: string): Promise<Figures> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  const gc = { ms: 0, max: 0 };
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.ms += entry.duration;
      gc.max = Math.max(gc.max, entry.duration);
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  loop.enable();
  const before = process.cpuUsage();
  const databaseMeter = database === undefined ? undefined : postgresCpuMeter(database);
  const figures = await loadOnly(url, scenario, duration);
  const used = process.cpuUsage(before);
  // The meter's scans of /proc so far ran in this process (and within `used`): not the server's work.
  const serverMs = (used.user + used.system) / 1000 - (databaseMeter?.ownCpuMs() ?? 0);
  const databaseUsed = databaseMeter === undefined ? NaN : databaseMeter.stop();
  loop.disable();
  gcObserver.disconnect();
  const requests = figures.requestsPerSecond * duration;
  return {
    ...figures,
    cpuMsPerRequest: requests > 0 ? serverMs / requests : undefined,
    ...(Number.isNaN(databaseUsed) || requests === 0 ? {} : { databaseCpuMsPerRequest: databaseUsed / requests }),
    stalls: { loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6, gcMs: gc.ms, gcMax: gc.max },
  };
}

function loadOnly(url: string, scenario: Scenario, duration: number): Promise<Figures> {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(duration), '-m', scenario.method];
  for (const [name, value] of Object.entries(scenario.headers)) args.push('-H', `${name}=${value}`);
  if (scenario.body !== undefined) args.push('-b', scenario.body);
  if (scenario.idReplacement) args.push('-I');
  args.push(`${url}${scenario.path}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
        timeouts: number;
      };
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      });
    });
  });
}

/** A plain node:http server that answers every request with one recorded response. */
async function plainNodeServer(status: number, headers: Record<string, string>, body: Buffer): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(status, headers);
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export function line(name: string, figures: Figures, extra = ''): string {
  return [
    name.padEnd(34),
    `${figures.requestsPerSecond.toString().padStart(6)} req/s`,
    `p50 ${figures.p50.toString().padStart(4)} ms`,
    `p99 ${figures.p99.toString().padStart(4)} ms`,
    figures.cpuMsPerRequest === undefined ? '' : `CPU ${figures.cpuMsPerRequest.toFixed(3)} ms/req`,
    figures.databaseCpuMsPerRequest === undefined ? '' : `+ PostgreSQL ${figures.databaseCpuMsPerRequest.toFixed(3)} ms/req`,
    figures.failures ? `(${figures.failures} failed)` : '',
    extra,
  ]
    .filter(Boolean)
    .join('  ');
}

/** The server's event-loop delay and GC pauses during the load: the usual sources of a p99. */
export function stallsLine(figures: Figures): string {
  const s = figures.stalls;
  if (s === undefined) return '';
  return `    event-loop delay p99 ${s.loopP99.toFixed(1)} ms, max ${s.loopMax.toFixed(1)} ms; GC ${s.gcMs.toFixed(0)} ms in all, longest pause ${s.gcMax.toFixed(1)} ms`;
}

export async function restScenarios(backend: TestBackend): Promise<Scenario[]> {
  const owner = await backend.signUpUser('bench-owner@example.com');
  const other = await backend.signUpUser('bench-other@example.com');
  // 60 rows each: the select must let RLS pick the caller's rows out of the table.
  for (const user of [owner, other]) {
    await backend.sql("insert into public.notes (owner_id, body) select $1, 'note ' || n from generate_series(1, 60) as n", [
      user.user.id,
    ]);
  }
  const json = { 'content-type': 'application/json' };
  const asOwner = { apikey: backend.anonKey, authorization: `Bearer ${owner.session.access_token}` };
  const check = await owner.client.from('notes').select('id').limit(50);
  if (check.error || check.data.length !== 50) throw new Error(`select check failed: ${check.error?.message}`);
  return [
    {
      name: 'select 50 rows under RLS',
      method: 'GET',
      path: '/rest/v1/notes?select=id,body,created_at&order=created_at.desc&limit=50',
      headers: asOwner,
      plainNodeRatio: true,
    },
    {
      name: 'insert one row under RLS',
      method: 'POST',
      path: '/rest/v1/notes',
      headers: { ...json, ...asOwner, prefer: 'return=minimal' },
      body: JSON.stringify({ body: 'benchmark note' }),
    },
    {
      name: 'password sign-in (argon2id)',
      method: 'POST',
      path: '/auth/v1/token?grant_type=password',
      headers: { ...json, apikey: backend.anonKey },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    },
  ];
}

/** Measures one scenario and, when asked, the plain Node server sending the same bytes. */
export async function measureScenario(backend: TestBackend, scenario: Scenario, database?: string): Promise<string[]> {
  const ours = await load(backend.url, scenario, DURATION, database);
  if (!scenario.plainNodeRatio) return [line(scenario.name, ours), stallsLine(ours)];
  const sample = await fetch(`${backend.url}${scenario.path}`, { method: scenario.method, headers: scenario.headers, body: scenario.body });
  const headers: Record<string, string> = {};
  sample.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) headers[name] = value;
  });
  const body = Buffer.from(await sample.arrayBuffer());
  headers['content-length'] = String(body.length);
  const plain = await plainNodeServer(sample.status, headers, body);
  try {
    const baseline = await load(plain.url, scenario);
    const ratio = baseline.requestsPerSecond / Math.max(1, ours.requestsPerSecond);
    const cpuRatio = (ours.cpuMsPerRequest ?? 0) / Math.max(1e-6, baseline.cpuMsPerRequest ?? 0);
    return [
      line(scenario.name, ours, `(${body.length} bytes)`),
      stallsLine(ours),
      line('  plain Node, same bytes', baseline, `ours = 1/${ratio.toFixed(1)} of its req/s, ${cpuRatio.toFixed(1)}× its CPU per request`),
    ];
  } finally {
    plain.server.close();
  }
}

export async function runRestOn(label: string, only?: string, profileDir?: string): Promise<void> {
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
    console.log(`\n${label} REST — ${CONNECTIONS} connections, ${DURATION} s each (load generator in its own process)`);
    const database =
      backend.databaseKind === 'postgres' ? String((await backend.sql<{ name: string }>('select current_database() as name')).rows[0]?.name) : undefined;
    for (const scenario of await restScenarios(backend)) {
      if (only && !scenario.name.startsWith(only)) continue;
      let profiler: Session | undefined;
      if (profileDir) {
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      if (!profiler) {
        for (const text of await measureScenario(backend, scenario, database)) console.log(text);
      } else {
        // Only our server in the profile: no plain-Node baseline in this process meanwhile.
        const figures = await load(backend.url, scenario, DURATION, database);
        console.log(line(scenario.name, figures));
        console.log(stallsLine(figures));
        const { profile } = await profiler.post('Profiler.stop');
        mkdirSync(profileDir!, { recursive: true });
        const file = join(profileDir!, `${label.toLowerCase()}-${scenario.name.split(' ')[0]}-${Date.now()}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
        console.log(`  profile: ${file}`);
        profiler.disconnect();
      }
    }
  } finally {
    await backend.stop();
  }
}

if (require.main === module) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  runRestOn(label, arg('only'), arg('profile')).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
