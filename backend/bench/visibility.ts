// The realtime visibility check alone, in process on PGlite: the CPU of one
// realtime.visible_groups call (the dispatcher's one database call per feed batch) for a batch of
// N changes of 200 couples' shared_messages, each change with both partners as candidates (2N
// groups, as in the soak), measured in this process (server and PGlite). On a tree from before
// visible_groups it measures realtime.visible_rows (one entry per change), for a before/after.
// Prints figures only.
//
//   npx tsx bench/visibility.ts                 batches of 10 and 50 changes
//   VIS_BATCHES=1,10,50 VIS_CALLS=100 npx tsx bench/visibility.ts
import { performance } from 'node:perf_hooks';
import { startBackend } from '../test/harness';
import { REALTIME_FIXTURE } from '../test/realtime/realtime-backend';
import { makeUsers } from './realtime';

const BATCHES = (process.env.VIS_BATCHES ?? '10,50').split(',').map(Number);
const CALLS = Number(process.env.VIS_CALLS ?? 60);

async function main(): Promise<void> {
  const harness = await startBackend({ supabaseDir: REALTIME_FIXTURE, env: { LOG_LEVEL: 'warn' } });
  const db = harness.context().db;
  try {
    const couples = await makeUsers({ jwtSecret: harness.context().config.jwtSecret, sql: (sql, params) => harness.sql(sql, params) });
    const relid = Number((await harness.sql<{ r: number }>("select 'public.shared_messages'::regclass::oid::bigint as r")).rows[0]!.r);
    const groupsOf = (size: number, offset: number) =>
      couples.slice(offset, offset + size).flatMap((couple, i) => {
        const image = { id: offset + i, couple_id: couple.id, sender_id: couple.a.user.id, body: 'hello there', seq: i, created_at: new Date().toISOString() };
        return [couple.a, couple.b].map((partner) => ({ relid, claims: partner.user.claims, images: [image] }));
      });
    const grouped = (await harness.sql<{ f: string | null }>("select to_regprocedure('realtime.visible_groups(jsonb)')::text as f")).rows[0]!.f;
    console.log(`realtime.${grouped ? 'visible_groups' : 'visible_rows'}, ${CALLS} calls per batch size`);
    /** The number of (change, subscriber) pairs found visible. */
    const call = async (groups: { relid: number; claims: unknown; images: unknown[] }[]): Promise<number> => {
      const input = grouped
        ? groups
        : groups.flatMap((group, i) => (i % 2 === 0 ? [{ relid, image: group.images[0], claims: [group.claims, groups[i + 1]!.claims] }] : []));
      const fn = grouped ? 'visible_groups' : 'visible_rows';
      const result = await db.query<{ visible: unknown }>(`select realtime.${fn}($1::jsonb) as visible`, [JSON.stringify(input)]);
      const raw = result.rows[0]!.visible;
      const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as unknown[][];
      return grouped
        ? parsed.reduce((sum, answer) => sum + (answer[1] as unknown[]).length, 0)
        : parsed.reduce((sum, claims) => sum + claims.length, 0);
    };
    for (const size of BATCHES) {
      for (let warm = 0; warm < 5; warm++) await call(groupsOf(size, 0));
      let visible = 0;
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (let n = 0; n < CALLS; n++) {
        visible += await call(groupsOf(size, (n * size) % (couples.length - size + 1)));
      }
      const wall = (performance.now() - started) / CALLS;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000 / CALLS;
      console.log(
        `batch of ${size} changes (${2 * size} groups): ${wall.toFixed(2)} ms wall, ${cpuMs.toFixed(2)} ms CPU per call, ` +
          `${((cpuMs * 1000) / (2 * size)).toFixed(0)} us CPU per group; visible ${visible} of ${2 * size * CALLS} expected`,
      );
    }
  } finally {
    await harness.stop();
  }
}

void main();
