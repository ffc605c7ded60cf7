// Hostile requests against /rest/v1 (issue 16): very wide objects, long arrays of rows, deep
// nesting, bodies over the limit, and long query strings (columns, filters, embeds). For each, the
// time until the server answered, what it answered, how many /health probes (sent every 20 ms
// meanwhile) it answered, and the server's event-loop delay (max/p99, monitorEventLoopDelay: the
// server runs in this process) against the ~100 ms budget. Prints figures; asserts nothing.
//
//   npx tsx bench/hostile-bodies.ts          (PGlite; PostgreSQL too when TEST_DATABASE_URL is set)
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance, type IntervalHistogram } from 'node:perf_hooks';
import { startBackend, type TestBackend } from '../test/harness';

const FIXTURE = join(__dirname, '..', 'test', 'fixtures', 'rest');
const BUDGET_MS = 100;
const RESOLUTION_MS = 2;
const REPEAT = Number(process.env.BENCH_HOSTILE_REPEAT ?? 3);
const MB = 1024 * 1024;
/** REST_MAX_INSERT_ROWS' default. */
const MAX_ROWS = 1000;

interface HostileBody {
  name: string;
  method: 'POST' | 'PATCH' | 'GET';
  path: string;
  body: string;
  headers?: Record<string, string>;
  /** Send without Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
}

/** `{"k000001":1,...}` with as many keys as fit in `bytes`. */
export function wideObject(bytes: number, prefix = 'k'): string {
  const parts: string[] = [];
  let size = 2;
  for (let i = 0; ; i += 1) {
    const part = `"${prefix}${i.toString().padStart(6, '0')}":1`;
    if (size + part.length + 1 > bytes) break;
    parts.push(part);
    size += part.length + 1;
  }
  return `{${parts.join(',')}}`;
}

/** `{"k000000":1,...}` with exactly `count` keys. */
export function objectWithKeys(count: number, prefix = 'k'): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) parts.push(`"${prefix}${i.toString().padStart(6, '0')}":1`);
  return `{${parts.join(',')}}`;
}

/** An array of rows of `row(i)` as long as fits in `bytes`. */
export function rowsArray(bytes: number, row: (i: number) => string, maxRows = Number.POSITIVE_INFINITY): string {
  const parts: string[] = [];
  let size = 2;
  for (let i = 0; i < maxRows; i += 1) {
    const part = row(i);
    if (size + part.length + 1 > bytes) break;
    parts.push(part);
    size += part.length + 1;
  }
  return `[${parts.join(',')}]`;
}

const embeds = (n: number) => Array.from({ length: n }, (_, i) => `a${i}:authors!author_id(name)`).join(',');

function hostileBodies(): HostileBody[] {
  const underLimit = MB - 1024;
  const deepArrays = Math.floor((underLimit - 1) / 2);
  const kilobyteNote = 'n'.repeat(1000);
  // 511 levels inside the outer array: the deepest accepted (MAX_NESTING is 512).
  const justUnderDepth = `${'['.repeat(511)}1${']'.repeat(511)}`;
  return [
    { name: '~1 MB object, 87k unknown keys (POST)', method: 'POST', path: '/items', body: wideObject(underLimit) },
    { name: '~1 MB object, 87k unknown keys (PATCH)', method: 'PATCH', path: '/items?id=eq.1', body: wideObject(underLimit) },
    { name: '~1 MB object, 87k keys (RPC, no match)', method: 'POST', path: '/rpc/add', body: wideObject(underLimit) },
    { name: '~1 MB object, 87k keys (RPC jsonb, runs)', method: 'POST', path: '/rpc/echo_unnamed', body: wideObject(underLimit) },
    { name: '200,000 keys, Content-Length', method: 'POST', path: '/items', body: objectWithKeys(200_000) },
    { name: '200,000 keys, chunked', method: 'POST', path: '/items', body: objectWithKeys(200_000), chunked: true },
    { name: '20 MB string, Content-Length', method: 'POST', path: '/items', body: JSON.stringify({ name: 'x'.repeat(20 * MB) }) },
    {
      name: '~1 MB, 50k small rows (row cap)',
      method: 'POST',
      path: '/items',
      body: rowsArray(underLimit, () => '{"name":"n","qty":1}'),
    },
    {
      name: '~1 MB, 1000 rows, last key differs',
      method: 'POST',
      path: '/items',
      body: `${rowsArray(underLimit - 2048, () => `{"name":"n","note":"${kilobyteNote}"}`, MAX_ROWS - 1).slice(0, -1)},{"name":"n","nope":1}]`,
    },
    {
      name: '~1 MB, 1000 rows (insert, rolled back)',
      method: 'POST',
      path: '/items',
      headers: { Prefer: 'tx=rollback' },
      body: rowsArray(underLimit, () => `{"name":"n","qty":1,"note":"${kilobyteNote}"}`, MAX_ROWS),
    },
    {
      name: '~1 MB, 1000 rows, missing=default',
      method: 'POST',
      path: '/items?columns=name,qty,note',
      headers: { Prefer: 'missing=default, tx=rollback' },
      body: rowsArray(underLimit, (i) => (i % 2 === 0 ? `{"name":"n","note":"${kilobyteNote}"}` : `{"name":"n","qty":2,"note":"${kilobyteNote}"}`), MAX_ROWS),
    },
    { name: '1000 rows of {} (all defaults)', method: 'POST', path: '/counters', body: `[${Array(MAX_ROWS).fill('{}').join(',')}]` },
    { name: '~1 MB nesting [[[…]]] (too deep)', method: 'POST', path: '/items', body: `${'['.repeat(deepArrays)}${']'.repeat(deepArrays)}` },
    { name: '~1 MB of 511-deep arrays (RPC, over the value cap)', method: 'POST', path: '/rpc/echo_unnamed', body: rowsArray(underLimit, () => justUnderDepth) },
    { name: '~1 MB of 500,000 tiny values (RPC, over the value cap)', method: 'POST', path: '/rpc/echo_unnamed', body: `[${Array(500_000).fill('1').join(',')}]` },
    { name: '99,999 tiny values (RPC, the value cap, runs)', method: 'POST', path: '/rpc/echo_unnamed', body: `[${Array(99_998).fill('1').join(',')}]` },
    { name: '12 KB select of 2,400 columns', method: 'GET', path: `/items?select=${Array(2400).fill('name').join(',')}&limit=1`, body: '' },
    { name: '12 KB query of 1,000 filters', method: 'GET', path: `/items?${Array.from({ length: 1000 }, (_, i) => `id=neq.${i}`).join('&')}`, body: '' },
    { name: 'select of 200 embeds (refused)', method: 'GET', path: `/books?select=${embeds(200)}`, body: '' },
    { name: 'select of 32 embeds (the cap, runs)', method: 'GET', path: `/books?select=${embeds(32)}`, body: '' },
  ];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  code: string;
  ms: number;
}

/** Sends one body over node:http (so a chunked body can be sent as such) and reads the answer. */
function send(url: string, apikey: string, b: HostileBody): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/rest/v1${b.path}`,
      {
        method: b.method,
        headers: {
          apikey,
          'Content-Type': 'application/json',
          ...(b.chunked || b.method === 'GET' ? {} : { 'Content-Length': Buffer.byteLength(b.body) }),
          ...b.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let code = '';
          try {
            code = String((JSON.parse(text) as { code?: unknown }).code ?? '');
          } catch {
            code = text.slice(0, 40);
          }
          resolve({ status: res.statusCode ?? 0, code, ms: performance.now() - started });
        });
      },
    );
    // A server that refuses early may close the socket while the rest is still being written.
    req.on('error', (error) => reject(error));
    if (b.chunked) {
      const step = 64 * 1024;
      for (let i = 0; i < b.body.length; i += step) req.write(b.body.slice(i, i + step));
      req.end();
    } else {
      req.end(b.body);
    }
  });
}

interface Measured {
  outcome: string;
  ms: number;
  /** Event-loop delay, milliseconds. */
  max: number;
  p99: number;
  health: number;
}

/**
 * The histogram samples on a timer, and a sample records the time since the previous one: it must
 * be running before the request starts (or a block right at the start goes unseen) and take one
 * more sample after the answer (or a block right at the end does).
 */
async function measureOnce(backend: TestBackend, histogram: IntervalHistogram, b: HostileBody): Promise<Measured> {
  let health = 0;
  let stop = false;
  histogram.reset();
  await sleep(4 * RESOLUTION_MS);
  const probes = (async () => {
    while (!stop) {
      const res = await fetch(`${backend.url}/health`);
      await res.arrayBuffer();
      if (res.ok) health += 1;
      await sleep(20);
    }
  })();
  let outcome: string;
  let ms = 0;
  try {
    const answer = await send(backend.url, backend.serviceRoleKey, b);
    ms = answer.ms;
    outcome = `${answer.status} ${answer.code}`;
  } catch (error) {
    outcome = `socket: ${(error as Error).message}`;
  }
  stop = true;
  await probes;
  await sleep(4 * RESOLUTION_MS);
  return { outcome, ms, max: histogram.max / 1e6, p99: histogram.percentile(99) / 1e6, health };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** REPEAT runs of one body: the median of each figure, and the worst event-loop delay seen. */
async function measure(backend: TestBackend, histogram: IntervalHistogram, b: HostileBody): Promise<string> {
  const runs: Measured[] = [];
  for (let i = 0; i < REPEAT; i += 1) runs.push(await measureOnce(backend, histogram, b));
  const max = median(runs.map((r) => r.max));
  const worst = Math.max(...runs.map((r) => r.max));
  const outcomes = [...new Set(runs.map((r) => r.outcome))].join(' / ');
  return [
    b.name.padEnd(40),
    `${(Buffer.byteLength(b.body) / MB).toFixed(2).padStart(6)} MB`,
    outcomes.padEnd(13),
    `answered ${median(runs.map((r) => r.ms)).toFixed(0).padStart(5)} ms`,
    `loop delay max ${max.toFixed(0).padStart(4)} ms p99 ${median(runs.map((r) => r.p99)).toFixed(0).padStart(4)} ms (worst ${worst.toFixed(0).padStart(4)})`,
    max > BUDGET_MS ? 'OVER' : 'ok  ',
    `/health answered ${runs.map((r) => r.health).join(',')}`,
  ].join('  ');
}

export async function runHostileBodiesOn(label: string): Promise<void> {
  const backend = await startBackend({ supabaseDir: FIXTURE, env: { LOG_LEVEL: 'warn' } });
  try {
    console.log(`\n${label} — hostile bodies to /rest/v1: median of ${REPEAT} runs (event-loop budget ${BUDGET_MS} ms)`);
    const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    histogram.enable();
    try {
      for (const b of hostileBodies()) console.log(await measure(backend, histogram, b));
    } finally {
      histogram.disable();
    }
  } finally {
    await backend.stop();
  }
}

if (require.main === module) {
  (async () => {
    const saved = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    await runHostileBodiesOn('PGlite');
    if (saved) {
      process.env.TEST_DATABASE_URL = saved;
      await runHostileBodiesOn('PostgreSQL');
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
