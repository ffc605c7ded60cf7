// Realtime benchmark: 200 couples (400 raw WebSocket clients, serializer 2.0.0), each socket
// subscribed to its couple's rows of shared_messages through postgres_changes (filter
// couple_id=eq.<couple>) with row-level security deciding delivery. One partner inserts as itself
// (the way a REST request runs); we measure, at the OTHER partner's socket, the time from the
// row's commit (commit_timestamp, same machine clock) to delivery, and deliveries per second
// under a burst. Prints figures only; the budget is p99 < 100 ms.
//
//   npx tsx bench/realtime.ts                (PGlite; and PostgreSQL too when TEST_DATABASE_URL is set)
import { performance } from 'node:perf_hooks';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { postgresCpuMeter } from './rest-read';
import type { Caller } from '../src/context';
import { startBackend } from '../test/harness';
import { REALTIME_FIXTURE, type RealtimeBackend, type TestUser } from '../test/realtime/realtime-backend';

const COUPLES = 200;
const LATENCY_MESSAGES = Number(process.env.RT_BENCH_MESSAGES ?? 2000);
const LATENCY_RATE_PER_S = Number(process.env.RT_BENCH_RATE ?? 100);
const BURST_MESSAGES = Number(process.env.RT_BENCH_BURST ?? 4000);
const BURST_CONCURRENCY = 16;
/** Rows per couple written in ONE transaction for the dispatch-capacity figure. */
const BACKLOG_PER_COUPLE = Number(process.env.RT_BENCH_BACKLOG ?? 20);

export interface Partner {
  user: TestUser;
  socket: WebSocket;
}

export interface Couple {
  id: string;
  a: Partner;
  b: Partner;
}

export type Arrival = (receivedAt: number, commitTimestamp: string, sender: string, seq: number) => void;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function makeUsers(backend: Pick<RealtimeBackend, 'jwtSecret' | 'sql'>): Promise<Couple[]> {
  const key = new TextEncoder().encode(backend.jwtSecret);
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const rows = await backend.sql<{ couple: string; a: string; b: string }>(
    `with c as (
       insert into public.couples (name) select 'bench ' || g from generate_series(1, $1) g returning id
     ), u as (
       select c.id as couple, gen_random_uuid() as a, gen_random_uuid() as b from c
     ), users as (
       insert into auth.users (id, email, role, aud)
       select x, x::text || '@bench.test', 'authenticated', 'authenticated' from u, unnest(array[u.a, u.b]) x
     ), members as (
       insert into public.couple_members (couple_id, user_id) select couple, x from u, unnest(array[u.a, u.b]) x
     )
     select couple::text, a::text, b::text from u`,
    [COUPLES],
  );
  const user = async (id: string): Promise<TestUser> => {
    const claims = { role: 'authenticated' as const, sub: id, aud: 'authenticated', email: `${id}@bench.test`, exp };
    const accessToken = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    return { id, email: claims.email, accessToken, claims };
  };
  return Promise.all(
    rows.rows.map(async (row) => ({
      id: row.couple,
      a: { user: await user(row.a), socket: undefined as unknown as WebSocket },
      b: { user: await user(row.b), socket: undefined as unknown as WebSocket },
    })),
  );
}

export function connect(backend: Pick<RealtimeBackend, 'url' | 'anonKey'>, couple: Couple, partner: Partner, onArrival: Arrival): Promise<void> {
  const url = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`;
  const socket = new WebSocket(url);
  partner.socket = socket;
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () => {
      socket.send(
        JSON.stringify([
          '1',
          '1',
          `realtime:couple-${couple.id}`,
          'phx_join',
          {
            config: {
              broadcast: { ack: false, self: false },
              presence: { key: '', enabled: false },
              postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'shared_messages', filter: `couple_id=eq.${couple.id}` }],
              private: false,
            },
            access_token: partner.user.accessToken,
          },
        ]),
      );
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const receivedAt = Date.now();
      const [, , , event, payload] = JSON.parse(String(data)) as [unknown, unknown, string, string, Record<string, unknown>];
      if (event === 'system') resolve();
      if (event === 'postgres_changes') {
        const change = payload.data as { commit_timestamp: string; record: { sender_id: string; seq: number } };
        onArrival(receivedAt, change.commit_timestamp, change.record.sender_id, change.record.seq);
      }
    });
  });
}

export async function runOn(label: string): Promise<void> {
  const harness = await startBackend({ supabaseDir: REALTIME_FIXTURE });
  const ctx = harness.context();
  const backend = {
    url: harness.url,
    anonKey: harness.anonKey,
    jwtSecret: ctx.config.jwtSecret,
    kind: harness.databaseKind,
    sql: <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => harness.sql<Row>(sql, params),
    stop: () => harness.stop(),
  };
  try {
    const couples = await makeUsers(backend);
    const latencies: number[] = [];
    let deliveries = 0;
    let lastDelivery = 0;
    let measuring = true;
    for (const couple of couples) {
      const arrival =
        (me: Partner): Arrival =>
        (receivedAt, commitTimestamp, sender) => {
          deliveries++;
          lastDelivery = performance.now();
          // Latency is taken at the partner's socket, not the sender's own echo.
          if (measuring && sender !== me.user.id) latencies.push(receivedAt - Date.parse(commitTimestamp));
        };
      await connect(backend, couple, couple.a, arrival(couple.a));
      await connect(backend, couple, couple.b, arrival(couple.b));
    }

    // Each insert runs as its sender the way a REST insert does (write.ts: queryAsCaller, the
    // settings and the insert as one transaction in one round trip).
    const insert = (couple: Couple, seq: number) => {
      const caller: Caller = { role: 'authenticated', claims: couple.a.user.claims, token: couple.a.user.accessToken };
      return ctx.queryAsCaller(caller, 'insert into public.shared_messages (couple_id, body, seq) values ($1, $2, $3)', [
        couple.id,
        'bench message',
        seq,
      ]);
    };

    // Latency at a steady rate.
    const interval = 1000 / LATENCY_RATE_PER_S;
    const started = performance.now();
    const pending: Promise<unknown>[] = [];
    for (let i = 0; i < LATENCY_MESSAGES; i++) {
      const due = started + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(insert(couples[i % couples.length]!, i));
    }
    await Promise.all(pending);
    const expected = LATENCY_MESSAGES * 2;
    const deadline = Date.now() + 30_000;
    while (deliveries < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const steadyDelivered = deliveries;

    // Throughput under a burst.
    measuring = false;
    deliveries = 0;
    const databaseName = String((await backend.sql<{ name: string }>('select current_database() as name')).rows[0]?.name);
    const burstCpuBefore = process.cpuUsage();
    const burstPgCpu = backend.kind === 'postgres' ? postgresCpuMeter(databaseName) : undefined;
    const burstStart = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: BURST_CONCURRENCY }, async () => {
        while (next < BURST_MESSAGES) {
          const i = next++;
          await insert(couples[i % couples.length]!, i);
        }
      }),
    );
    const insertsDone = performance.now();
    const burstDeadline = Date.now() + 60_000;
    while (deliveries < BURST_MESSAGES * 2 && Date.now() < burstDeadline) await new Promise((resolve) => setTimeout(resolve, 20));

    const burstDeliveries = deliveries;
    const burstLastDelivery = lastDelivery;
    const burstCpu = process.cpuUsage(burstCpuBefore);
    const burstCpuMs = (burstCpu.user + burstCpu.system) / 1000;
    const burstPgCpuMs = burstPgCpu === undefined ? NaN : burstPgCpu.stop();

    // Dispatch capacity: the burst above is bounded by how fast 16 writers can insert on this
    // machine; here every couple's rows arrive in one commit, so the figure is the realtime
    // path alone (read the feed, RLS per subscriber, encode, send).
    deliveries = 0;
    const backlogRows = COUPLES * BACKLOG_PER_COUPLE;
    const cpuBefore = process.cpuUsage();
    const pgCpu = backend.kind === 'postgres' ? postgresCpuMeter(databaseName) : undefined;
    const backlogStart = performance.now();
    await backend.sql(
      `insert into public.shared_messages (couple_id, sender_id, body, seq)
       select m.couple_id, m.user_id, 'backlog message', g
       from (select distinct on (couple_id) couple_id, user_id from public.couple_members order by couple_id, user_id) m,
         generate_series(1, $1) g`,
      [BACKLOG_PER_COUPLE],
    );
    const backlogCommitted = performance.now();
    const backlogDeadline = Date.now() + 120_000;
    while (deliveries < backlogRows * 2 && Date.now() < backlogDeadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const backlogSeconds = (lastDelivery - backlogCommitted) / 1000;
    const nodeCpu = process.cpuUsage(cpuBefore);
    const nodeCpuMs = (nodeCpu.user + nodeCpu.system) / 1000;
    const pgCpuMs = pgCpu === undefined ? NaN : pgCpu.stop();

    latencies.sort((x, y) => x - y);
    const burstSeconds = (burstLastDelivery - burstStart) / 1000;
    console.log(`\nrealtime on ${label}: ${COUPLES} couples, ${COUPLES * 2} sockets, postgres_changes under RLS`);
    console.log(
      `  steady ${LATENCY_RATE_PER_S} inserts/s x ${LATENCY_MESSAGES}: delivered ${steadyDelivered}/${expected}; commit -> partner socket ` +
        `p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms (budget p99 < 100 ms)`,
    );
    console.log(
      `  burst ${BURST_MESSAGES} inserts (${BURST_CONCURRENCY} writers): ${burstDeliveries}/${BURST_MESSAGES * 2} deliveries, ` +
        `${Math.round(burstDeliveries / burstSeconds)} deliveries/s (inserts took ${((insertsDone - burstStart) / 1000).toFixed(1)} s, ` +
        `${Math.round(BURST_MESSAGES / ((insertsDone - burstStart) / 1000))} inserts/s); CPU per delivery: this process ` +
        `${((burstCpuMs * 1000) / Math.max(1, burstDeliveries)).toFixed(0)} µs (writers, server and the 400 client sockets)` +
        (Number.isNaN(burstPgCpuMs) ? '' : `, PostgreSQL ${((burstPgCpuMs * 1000) / Math.max(1, burstDeliveries)).toFixed(0)} µs`),
    );
    console.log(
      `  dispatch capacity: ${backlogRows} rows in one commit -> ${deliveries}/${backlogRows * 2} deliveries in ` +
        `${backlogSeconds.toFixed(2)} s = ${Math.round(deliveries / backlogSeconds)} deliveries/s (insert ${((backlogCommitted - backlogStart) / 1000).toFixed(2)} s); ` +
        `CPU per delivery: this process ${((nodeCpuMs * 1000) / deliveries).toFixed(0)} µs (server and the 400 client sockets)` +
        (Number.isNaN(pgCpuMs) ? '' : `, PostgreSQL ${((pgCpuMs * 1000) / deliveries).toFixed(0)} µs (insert included)`),
    );
    for (const couple of couples) {
      couple.a.socket.terminate();
      couple.b.socket.terminate();
    }
  } finally {
    await backend.stop();
  }
}

export async function runRealtimeBench(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  delete process.env.TEST_DATABASE_URL;
  await runOn('PGlite');
  if (adminUrl) {
    process.env.TEST_DATABASE_URL = adminUrl;
    await runOn('PostgreSQL');
  } else {
    console.log('\nrealtime on PostgreSQL: skipped (set TEST_DATABASE_URL, e.g. via scripts/with-postgres.sh)');
  }
}

if (require.main === module) {
  runRealtimeBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
