// The soak: 200 couples (400 realtime sockets) chatting — every socket's user sends
// SOAK_RATE messages/s (default 5) into its couple's shared_messages as itself, under RLS, the way
// a REST insert runs — for SOAK_SECONDS (default 600). Every message must reach both partners'
// sockets exactly once. Prints the sends, lost and doubled deliveries, how far sending fell behind
// its schedule, commit -> partner latency, and memory at each tenth of the run (flat after
// warm-up is the goal). A bench script: it prints, it asserts nothing.
//
//   npx tsx bench/soak.ts                        PGlite, 10 minutes
//   SOAK_SECONDS=120 SOAK_RATE=5 npx tsx bench/soak.ts
import { performance } from 'node:perf_hooks';
import { startRealtimeBackend } from '../test/realtime/realtime-backend';
import { connect, makeUsers, percentile, type Couple, type Partner } from './realtime';

const RATE = Number(process.env.SOAK_RATE ?? 5);
/** Sends in flight at most; beyond it the schedule slips (and the slip is reported). */
const MAX_IN_FLIGHT = Number(process.env.SOAK_MAX_IN_FLIGHT ?? 64);
const TICK_MS = 100;
/** realtime-js's heartbeat: the server closes a socket silent for 60 s. */
const HEARTBEAT_MS = 25_000;
const DRAIN_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export async function runSoak(label: string, SECONDS = Number(process.env.SOAK_SECONDS ?? 600)): Promise<void> {
  const backend = await startRealtimeBackend();
  try {
    const couples = await makeUsers(backend);
    const received = new Map<Partner, Set<string>>();
    let doubled = 0;
    const latencies: number[] = [];
    for (const couple of couples) {
      for (const partner of [couple.a, couple.b]) {
        const seen = new Set<string>();
        received.set(partner, seen);
        await connect(backend, couple, partner, (receivedAt, commitTimestamp, sender, seq) => {
          const key = `${sender}:${seq}`;
          if (seen.has(key)) doubled++;
          else seen.add(key);
          if (sender !== partner.user.id && latencies.length < 2_000_000) latencies.push(receivedAt - Date.parse(commitTimestamp));
        });
      }
    }
    let ref = 1000;
    const beat = (partner: Partner) => partner.socket.send(JSON.stringify([null, String(ref++), 'phoenix', 'heartbeat', {}]));
    // One now: connecting 400 sockets takes a while, and the first ones must not fall silent.
    for (const partner of received.keys()) beat(partner);
    const heartbeats = [...received.keys()].map((partner) => setInterval(() => beat(partner), HEARTBEAT_MS));
    const senders: { couple: Couple; partner: Partner; next: number }[] = couples.flatMap((couple) => [
      { couple, partner: couple.a, next: 0 },
      { couple, partner: couple.b, next: 0 },
    ]);
    const perTick = (senders.length * RATE * TICK_MS) / 1000;
    let sent = 0;
    let failed = 0;
    let inFlight = 0;
    let skipped = 0;
    let owed = 0;
    let cursor = 0;
    const memory: string[] = [];
    const started = performance.now();
    const endsAt = started + SECONDS * 1000;
    let nextSample = started;
    console.log(`\nsoak on ${label}: ${senders.length} sockets, ${RATE} messages/s each (${senders.length * RATE}/s), ${SECONDS} s`);
    while (performance.now() < endsAt) {
      owed += perTick;
      while (owed >= 1) {
        owed -= 1;
        if (inFlight >= MAX_IN_FLIGHT) {
          skipped++;
          continue;
        }
        const sender = senders[cursor++ % senders.length]!;
        const seq = sender.next++;
        inFlight++;
        backend
          .asUser(sender.partner.user, 'insert into public.shared_messages (couple_id, body, seq) values ($1, $2, $3)', [
            sender.couple.id,
            'soak message',
            seq,
          ])
          .then(
            () => sent++,
            () => {
              failed++;
              sender.next--;
            },
          )
          .finally(() => inFlight--);
      }
      const now = performance.now();
      if (now >= nextSample) {
        const usage = process.memoryUsage();
        memory.push(`${Math.round((now - started) / 1000)} s: rss ${mb(usage.rss)}, heap ${mb(usage.heapUsed)}`);
        nextSample += (SECONDS * 1000) / 10;
      }
      await sleep(TICK_MS);
    }
    while (inFlight > 0) await sleep(10);
    const sendSeconds = (performance.now() - started) / 1000;
    const expected = sent * 2;
    const deliveredCount = () => [...received.values()].reduce((sum, seen) => sum + seen.size, 0);
    const drainDeadline = Date.now() + DRAIN_MS;
    while (deliveredCount() < expected && Date.now() < drainDeadline) await sleep(50);
    const delivered = deliveredCount();
    const final = process.memoryUsage();
    memory.push(`end: rss ${mb(final.rss)}, heap ${mb(final.heapUsed)}`);
    latencies.sort((x, y) => x - y);
    console.log(
      `  sent ${sent} messages in ${sendSeconds.toFixed(0)} s (${Math.round(sent / sendSeconds)}/s of ${senders.length * RATE}/s asked; ` +
        `${skipped} not sent because ${MAX_IN_FLIGHT} were in flight, ${failed} failed)`,
    );
    console.log(
      `  deliveries ${delivered}/${expected}: lost ${expected - delivered}, doubled ${doubled}; commit -> partner ` +
        `p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms`,
    );
    console.log(`  memory: ${memory.join('; ')}`);
    for (const timer of heartbeats) clearInterval(timer);
    for (const couple of couples) {
      couple.a.socket.terminate();
      couple.b.socket.terminate();
    }
  } finally {
    await backend.stop();
  }
}

if (require.main === module) {
  runSoak(process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite').then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
