// The idle-CPU check: the backend with 400 idle realtime sockets (200 couples, each subscribed
// to its couple's rows through postgres_changes under RLS) and nothing changing. Prints the
// process's CPU over the measuring window as a share of one core; the goal is < 2 %. The sockets'
// client side runs in this same process and sends Phoenix heartbeats every 25 s as realtime-js
// does, so the figure is an upper bound for the server alone.
//
//   npx tsx bench/idle-cpu.ts                 PGlite (PostgreSQL with TEST_DATABASE_URL)
//   IDLE_SECONDS=60 npx tsx bench/idle-cpu.ts
import { startRealtimeBackend } from '../test/realtime/realtime-backend';
import { connect, makeUsers } from './realtime';

const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 30);
const WARM_UP_SECONDS = 5;
const HEARTBEAT_MS = 25_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runIdleCpu(label: string): Promise<void> {
  const backend = await startRealtimeBackend();
  const timers: NodeJS.Timeout[] = [];
  try {
    const couples = await makeUsers(backend);
    for (const couple of couples) {
      await connect(backend, couple, couple.a, () => undefined);
      await connect(backend, couple, couple.b, () => undefined);
    }
    let ref = 100;
    for (const couple of couples) {
      for (const partner of [couple.a, couple.b]) {
        timers.push(setInterval(() => partner.socket.send(JSON.stringify([null, String(ref++), 'phoenix', 'heartbeat', {}])), HEARTBEAT_MS));
      }
    }
    await sleep(WARM_UP_SECONDS * 1000);
    const before = process.cpuUsage();
    const startedAt = process.hrtime.bigint();
    await sleep(IDLE_SECONDS * 1000);
    const used = process.cpuUsage(before);
    const wallMicros = Number(process.hrtime.bigint() - startedAt) / 1000;
    const share = ((used.user + used.system) / wallMicros) * 100;
    console.log(
      `\nidle CPU on ${label}: ${couples.length * 2} idle sockets subscribed to postgres_changes, ${IDLE_SECONDS} s: ` +
        `${share.toFixed(2)} % of one core (user ${(used.user / 1000).toFixed(0)} ms, system ${(used.system / 1000).toFixed(0)} ms; goal < 2 %)`,
    );
    for (const couple of couples) {
      couple.a.socket.terminate();
      couple.b.socket.terminate();
    }
  } finally {
    for (const timer of timers) clearInterval(timer);
    await backend.stop();
  }
}

if (require.main === module) {
  runIdleCpu(process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite').then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
