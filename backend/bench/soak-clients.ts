// The soak's clients, in a process of their own (forked by bench/soak.ts), so that the server's
// process holds only the server and its database: one stock supabase-js client per person, its
// realtime socket on the `ws` transport subscribed to its couple's shared_messages, sending its
// messages as REST inserts (supabase.from(...).insert) at the asked rate. Every delivery is
// checked exactly once per socket. Talks to the parent over the fork's IPC channel:
//   parent -> child  { type: 'start', ... }   connect the sockets, then answer 'ready'
//   parent -> child  { type: 'go' }           send for `seconds`, drain, answer 'result'
import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export interface SoakPerson {
  userId: string;
  accessToken: string;
}

export interface SoakCouple {
  id: string;
  people: [SoakPerson, SoakPerson];
}

export interface SoakStart {
  type: 'start';
  url: string;
  anonKey: string;
  couples: SoakCouple[];
  /** Messages per second per person. */
  rate: number;
  seconds: number;
  /** Inserts in flight at most; a send due beyond it is skipped and counted. */
  maxInFlight: number;
}

export interface SoakResult {
  type: 'result';
  sockets: number;
  asked: number;
  sent: number;
  failed: number;
  failures: string[];
  skipped: number;
  sendSeconds: number;
  expected: number;
  delivered: number;
  doubled: number;
  /** Deliveries of a message that this socket's couple never sent. */
  foreign: number;
  latency: { p50: number; p99: number; max: number };
  /** Channel errors and closes seen while sending (each socket should see none). */
  channelTrouble: number;
  /** Where lost deliveries were, if any: own echo or partner, and when their messages were sent. */
  lostDetail?: string;
  /** A few lost messages (sender, seq), for the parent to look up in the database. */
  lostSample: { sender: string; seq: number }[];
}

const TICK_MS = 50;
const DRAIN_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Person extends SoakPerson {
  couple: SoakCouple;
  client: SupabaseClient;
  /** sender:seq of every message delivered to this socket. */
  seen: Set<string>;
  next: number;
  /** Seconds into the run at which each of this person's messages was committed (by seq). */
  sentAt: number[];
  /** sender:seq of every postgres_changes frame that reached the socket, whatever realtime-js made of it. */
  onWire: Set<string>;
}

/** sender:seq of a postgres_changes frame (serializer 1.0.0 objects or 2.0.0 arrays), else undefined. */
function wireKey(data: unknown): string | undefined {
  const text = String(data);
  if (!text.includes('postgres_changes')) return undefined;
  try {
    const frame = JSON.parse(text) as unknown;
    const [event, payload] = Array.isArray(frame)
      ? [frame[3], frame[4]]
      : [(frame as { event?: unknown }).event, (frame as { payload?: unknown }).payload];
    if (event !== 'postgres_changes') return undefined;
    const record = (payload as { data?: { record?: { sender_id?: string; seq?: number } } }).data?.record;
    return record ? `${record.sender_id}:${record.seq}` : undefined;
  } catch {
    return undefined;
  }
}

async function run(start: SoakStart): Promise<SoakResult> {
  let doubled = 0;
  let foreign = 0;
  let channelTrouble = 0;
  let sending = false;
  const latencies: number[] = [];
  const people: Person[] = [];
  const members = new Map<string, Set<string>>(start.couples.map((couple) => [couple.id, new Set(couple.people.map((p) => p.userId))]));
  for (const couple of start.couples) {
    for (const person of couple.people) {
      const client = createClient(start.url, start.anonKey, {
        accessToken: async () => person.accessToken,
        realtime: { transport: WebSocket as never },
      });
      people.push({ ...person, couple, client, seen: new Set(), next: 0, sentAt: [], onWire: new Set() });
    }
  }
  // realtime-js fetches the accessToken callback's token asynchronously; a channel that joins
  // before it has arrived joins with the anon key (and realtime-js does not re-send the token to a
  // join still in flight), so RLS rightly shows that socket nothing. Wait for the token first, as
  // the app does by subscribing only once its session is known.
  await Promise.all(people.map((person) => person.client.realtime.setAuth()));
  // Connected a few at a time: 400 joins at once only measure the join queue.
  for (let at = 0; at < people.length; at += 20) {
    await Promise.all(
      people.slice(at, at + 20).map(
        (person) =>
          new Promise<void>((resolve, reject) => {
            person.client
              .channel(`couple-${person.couple.id}`)
              .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'shared_messages', filter: `couple_id=eq.${person.couple.id}` }, (change) => {
                const receivedAt = Date.now();
                const row = change.new as { sender_id: string; seq: number; couple_id: string };
                const key = `${row.sender_id}:${row.seq}`;
                if (row.couple_id !== person.couple.id || !members.get(person.couple.id)!.has(row.sender_id)) foreign++;
                if (person.seen.has(key)) doubled++;
                else person.seen.add(key);
                if (row.sender_id !== person.userId && latencies.length < 5_000_000) latencies.push(receivedAt - Date.parse(change.commit_timestamp));
              })
              .subscribe((status, error) => {
                if (status === 'SUBSCRIBED') resolve();
                else if (!sending) reject(new Error(`socket of ${person.userId}: ${status} ${error?.message ?? ''}`));
                else channelTrouble++;
              });
          }),
      ),
    );
  }
  // Beside realtime-js's own handler: what arrived on each socket, to tell a lost delivery the
  // server never sent from one the client library dropped.
  for (const person of people) {
    const conn = (person.client.realtime as unknown as { conn?: WebSocket }).conn;
    conn?.on('message', (data) => {
      const key = wireKey(data);
      if (key !== undefined) person.onWire.add(key);
    });
  }
  process.send!({ type: 'ready' });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));

  sending = true;
  const perTick = (people.length * start.rate * TICK_MS) / 1000;
  let sent = 0;
  let failed = 0;
  let skipped = 0;
  let inFlight = 0;
  let owed = 0;
  let cursor = 0;
  const failures = new Map<string, number>();
  const started = performance.now();
  const endsAt = started + start.seconds * 1000;
  let due = started;
  while (performance.now() < endsAt) {
    owed += perTick;
    while (owed >= 1) {
      owed -= 1;
      if (inFlight >= start.maxInFlight) {
        skipped++;
        continue;
      }
      const person = people[cursor++ % people.length]!;
      const seq = person.next++;
      inFlight++;
      person.client
        .from('shared_messages')
        .insert({ couple_id: person.couple.id, body: 'soak message', seq })
        .then(({ error }: { error: { code?: string; message: string } | null }) => {
          if (error) {
            failed++;
            const text = `${error.code ?? ''} ${error.message}`;
            failures.set(text, (failures.get(text) ?? 0) + 1);
            person.next--;
          } else {
            sent++;
            person.sentAt[seq] = (performance.now() - started) / 1000;
          }
        })
        .then(
          () => inFlight--,
          (error: unknown) => {
            inFlight--;
            failed++;
            const text = String(error);
            failures.set(text, (failures.get(text) ?? 0) + 1);
          },
        );
    }
    // On schedule, not TICK_MS after the last tick: slow ticks are caught up by `owed`.
    due += TICK_MS;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    else {
      // Behind: the sends owed for the missed ticks are still owed.
      const missed = Math.floor(-wait / TICK_MS);
      owed += missed * perTick;
      due += missed * TICK_MS;
      await sleep(0);
    }
  }
  while (inFlight > 0) await sleep(10);
  const sendSeconds = (performance.now() - started) / 1000;
  const expected = sent * 2;
  const delivered = () => people.reduce((sum, person) => sum + person.seen.size, 0);
  const deadline = Date.now() + DRAIN_MS;
  while (delivered() < expected && Date.now() < deadline) await sleep(50);
  latencies.sort((x, y) => x - y);
  let lostDetail: string | undefined;
  const lostSample: { sender: string; seq: number }[] = [];
  if (delivered() < expected) {
    let own = 0;
    let partner = 0;
    let arrivedUnseen = 0;
    const at: number[] = [];
    for (const person of people) {
      const other = people.find((p) => p.couple === person.couple && p !== person)!;
      person.sentAt.forEach((when, seq) => {
        if (when === undefined) return;
        const key = `${person.userId}:${seq}`;
        const lostByOwn = !person.seen.has(key);
        const lostByPartner = !other.seen.has(key);
        if (lostByOwn) own++;
        if (lostByPartner) partner++;
        if (lostByOwn && person.onWire.has(key)) arrivedUnseen++;
        if (lostByPartner && other.onWire.has(key)) arrivedUnseen++;
        if (lostByOwn || lostByPartner) {
          at.push(when);
          if (lostSample.length < 20) lostSample.push({ sender: person.userId, seq });
        }
      });
    }
    at.sort((x, y) => x - y);
    lostDetail = `own echo ${own}, partner ${partner} (${arrivedUnseen} of them reached the socket but not the realtime-js callback); sent between ${at[0]?.toFixed(1)} s and ${at.at(-1)?.toFixed(1)} s, median ${at[Math.floor(at.length / 2)]?.toFixed(1)} s`;
  }
  const result: SoakResult = {
    type: 'result',
    sockets: people.length,
    asked: people.length * start.rate,
    sent,
    failed,
    failures: [...failures].map(([text, count]) => `${count} × ${text}`),
    skipped,
    sendSeconds,
    expected,
    delivered: delivered(),
    doubled,
    foreign,
    latency: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN },
    channelTrouble,
    lostDetail,
    lostSample,
  };
  sending = false;
  await Promise.all(people.map((person) => person.client.removeAllChannels()));
  return result;
}

if (require.main === module) {
  process.once('message', (start: SoakStart) => {
    run(start).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error: unknown) => {
        process.send!({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () => process.exit(1));
      },
    );
  });
}
