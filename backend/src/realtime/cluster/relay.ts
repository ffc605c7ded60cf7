// Broadcast and presence between backends sharing one PostgreSQL. Each instance delivers to its
// own sockets and tells the others through NOTIFY on `realtime_relay`; every notification carries
// the sender's instance id, so an instance skips its own (self-echo is decided where the sender's
// socket is, by broadcast.self) and each socket gets a message exactly once.
//
// - One dedicated connection both LISTENs and sends: the queries of one pg.Client run one at a
//   time in order, and PostgreSQL delivers the notifications of one session in commit order, so
//   the others see this instance's events in the order they happened here.
// - Events queued while a NOTIFY is in flight go out together in one payload, up to what fits.
//   NOTIFY payloads must stay under 8000 bytes: a larger event is written to
//   `_shalom.realtime_relay` (same connection, so still in order) and only its id is notified.
// - Presence: an instance that (re)starts listening asks the others for their presences ('hello');
//   each answers with its whole state. Every instance sends a heartbeat saying how long its
//   silence may last; when it lasts longer (a crashed process, a lost connection), the others
//   drop its presences and tell their sockets those members left. A clean stop says 'bye'.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../../context';
import type { PresenceEntry } from '../channels/channel';
import type { Hub, RelayedEvent } from '../channels/hub';
import type { BroadcastPayload } from '../protocol/serializer';
import { ListenConnection } from '../listen-connection';

export const RELAY_NOTIFY_CHANNEL = 'realtime_relay';

/** Under NOTIFY's 8000-byte limit, with room for the envelope. */
const MAX_INLINE_BYTES = 7000;
/** Events waiting while the connection is down; beyond this the oldest are dropped (and logged). */
const MAX_QUEUED = 10_000;
/** How long a stored (large) event stays for the other instances to read. */
const STORED_RETENTION_MS = 60_000;

export const RELAY_SQL = /* sql */ `
create schema if not exists _shalom;
revoke all on schema _shalom from public;
create table if not exists _shalom.realtime_relay (
  id bigserial primary key,
  body text not null,
  created_at timestamptz not null default now()
);
revoke all on table _shalom.realtime_relay from public;
`;

export interface RelayOptions {
  /** How often this instance says it is alive (ms). */
  heartbeatMs: number;
  /** Missed heartbeats after which the others consider this instance gone. */
  missedHeartbeats: number;
}

export const DEFAULT_RELAY_OPTIONS: RelayOptions = { heartbeatMs: 5_000, missedHeartbeats: 3 };

/** Binary broadcast payloads travel as base64 inside the JSON. */
type WireEvent =
  | { k: 'b'; r: string; p: Omit<BroadcastPayload, 'payload'> & { payload?: unknown }; bin?: string }
  | { k: 'p'; r: string; j: PresenceEntry[]; l: PresenceEntry[] }
  | { k: 's'; rooms: Record<string, PresenceEntry[]> }
  /** "Send me your presences"; `ttl`: how long the sender's silence may last. */
  | { k: 'hello'; ttl: number }
  | { k: 'hb'; ttl: number }
  | { k: 'bye' };

interface Envelope {
  /** The sending instance. */
  o: string;
  /** Events in order, or `r`: the id of a stored envelope body holding them. */
  e?: WireEvent[];
  r?: number;
}

function toWire(event: RelayedEvent): WireEvent {
  if (event.kind === 'broadcast') {
    const { payload, ...rest } = event.payload;
    if (payload instanceof Uint8Array) return { k: 'b', r: event.room, p: rest, bin: Buffer.from(payload).toString('base64') };
    return { k: 'b', r: event.room, p: event.payload };
  }
  if (event.kind === 'presence') return { k: 'p', r: event.room, j: event.joins, l: event.leaves };
  return { k: 's', rooms: event.rooms };
}

function fromWire(event: WireEvent): RelayedEvent | undefined {
  if (event.k === 'b') {
    const payload: BroadcastPayload = event.bin !== undefined
      ? { ...event.p, payload: new Uint8Array(Buffer.from(event.bin, 'base64')) }
      : (event.p as BroadcastPayload);
    return { kind: 'broadcast', room: event.r, payload };
  }
  if (event.k === 'p') return { kind: 'presence', room: event.r, joins: event.j, leaves: event.l };
  if (event.k === 's') return { kind: 'presence-state', rooms: event.rooms };
  return undefined;
}

export class PostgresRelay {
  readonly instanceId = randomUUID();
  private readonly connection: ListenConnection;
  private closed = false;
  private readonly queue: string[] = [];
  private flushing: Promise<void> | undefined;
  private retryFlush: NodeJS.Timeout | undefined;
  private failedTries = 0;
  /** Incoming envelopes are handled one after another: a stored one is read before the next. */
  private incoming: Promise<void> = Promise.resolve();
  /** Other instances: when each must next be heard from. */
  private readonly deadlines = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private lastPrune = 0;

  constructor(
    private readonly url: string,
    private readonly hub: Hub,
    private readonly db: Database,
    private readonly log: Logger,
    private readonly options: RelayOptions = DEFAULT_RELAY_OPTIONS,
  ) {
    this.connection = new ListenConnection({
      url,
      channel: RELAY_NOTIFY_CHANNEL,
      log,
      purpose: 'other instances',
      onNotification: (payload) => this.onNotification(payload),
      onListening: () => {
        // Ask what the others hold (changes may have been missed while not listening), and tell
        // them what this one holds (they may have given it up for silent meanwhile).
        this.queue.unshift(
          JSON.stringify({ k: 'hello', ttl: this.silenceAllowedMs } satisfies WireEvent),
          JSON.stringify({ k: 's', rooms: this.hub.localPresences() } satisfies WireEvent),
        );
        this.flushSoon();
      },
    });
  }

  /** The listening connection also sends, so what this instance relays keeps its order. */
  private get client(): pg.Client | undefined {
    return this.connection.client;
  }

  async start(): Promise<this> {
    await this.db.exec(RELAY_SQL).catch(async () => {
      // Two instances creating the table at the same moment: one of them wins, the other retries.
      await this.db.exec(RELAY_SQL);
    });
    this.hub.setRelay({ publish: (event) => this.enqueue(toWire(event)) });
    await this.connection.start();
    this.heartbeat = setInterval(() => this.tick(), this.options.heartbeatMs);
    this.heartbeat.unref();
    return this;
  }

  private get silenceAllowedMs(): number {
    return this.options.heartbeatMs * this.options.missedHeartbeats;
  }

  private tick(): void {
    this.enqueue({ k: 'hb', ttl: this.silenceAllowedMs });
    const now = Date.now();
    for (const [instance, deadline] of this.deadlines) {
      if (deadline >= now) continue;
      this.log.info({ instance }, 'realtime: another instance fell silent; its presences leave');
      this.deadlines.delete(instance);
      this.hub.forgetInstance(instance);
    }
  }

  private enqueue(event: WireEvent): void {
    this.queue.push(JSON.stringify(event));
    if (this.queue.length > MAX_QUEUED) {
      this.queue.splice(0, this.queue.length - MAX_QUEUED);
      this.log.warn('realtime: relay queue full while the database connection is down; oldest events dropped');
    }
    this.flushSoon();
  }

  private flushSoon(): void {
    if (this.flushing || !this.client || this.retryFlush) return;
    this.flushing = this.flush().then((ok) => {
      this.flushing = undefined;
      if (this.queue.length === 0 || !this.client) return;
      if (ok) {
        this.flushSoon();
        return;
      }
      // Not at once: a failing statement must not spin; a lost connection is replaced meanwhile.
      this.retryFlush = setTimeout(() => {
        this.retryFlush = undefined;
        this.flushSoon();
      }, 200);
      this.retryFlush.unref();
    });
  }

  /** Sends the queue; false when a send failed (the events stay queued, up to 3 tries). */
  private async flush(): Promise<boolean> {
    const client = this.client;
    while (client && this.client === client && this.queue.length > 0) {
      const batch: string[] = [];
      let bytes = 0;
      while (batch.length < this.queue.length) {
        const size = Buffer.byteLength(this.queue[batch.length]!);
        if (batch.length > 0 && bytes + size + 1 > MAX_INLINE_BYTES) break;
        batch.push(this.queue[batch.length]!);
        bytes += size + 1;
      }
      const events = `[${batch.join(',')}]`;
      try {
        if (bytes <= MAX_INLINE_BYTES) {
          await client.query('select pg_notify($1, $2)', [RELAY_NOTIFY_CHANNEL, `{"o":${JSON.stringify(this.instanceId)},"e":${events}}`]);
        } else {
          const stored = await client.query<{ id: string }>('insert into _shalom.realtime_relay (body) values ($1) returning id', [events]);
          await client.query('select pg_notify($1, $2)', [
            RELAY_NOTIFY_CHANNEL,
            JSON.stringify({ o: this.instanceId, r: Number(stored.rows[0]!.id) } satisfies Envelope),
          ]);
          await this.pruneStored(client);
        }
        this.queue.splice(0, batch.length);
        this.failedTries = 0;
      } catch (error) {
        // The connection went: the events wait for the next one, however long that takes.
        if (this.client !== client || this.closed) return false;
        this.failedTries++;
        if (this.failedTries >= 3) {
          // Not the connection (that is retried without limit on the next one): these events.
          this.queue.splice(0, batch.length);
          this.failedTries = 0;
          this.log.error({ err: error, events: batch.length }, 'realtime: events could not be relayed to other instances and were dropped');
        } else {
          this.log.warn({ err: error }, 'realtime: relaying to other instances failed; retrying');
        }
        return false;
      }
    }
    return true;
  }

  private async pruneStored(client: pg.Client): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < 10_000) return;
    this.lastPrune = now;
    await client.query("delete from _shalom.realtime_relay where created_at < now() - make_interval(secs => $1::float8 / 1000)", [
      STORED_RETENTION_MS,
    ]);
  }

  private onNotification(text: string | undefined): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text ?? '') as Envelope;
    } catch {
      return;
    }
    if (typeof envelope.o !== 'string' || envelope.o === this.instanceId) return;
    this.incoming = this.incoming
      .then(async () => {
        let events = envelope.e;
        if (events === undefined && typeof envelope.r === 'number') {
          const stored = await this.db.query('select body from _shalom.realtime_relay where id = $1', [envelope.r]);
          const body = stored.rows[0]?.body;
          events = typeof body === 'string' ? (JSON.parse(body) as WireEvent[]) : [];
        }
        this.handle(envelope.o, events ?? []);
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'realtime: an event from another instance could not be read'));
  }

  private handle(instance: string, events: WireEvent[]): void {
    // An instance never heard of gets this instance's own allowance until it says its own.
    if (!this.deadlines.has(instance)) this.deadlines.set(instance, Date.now() + this.silenceAllowedMs);
    for (const event of events) {
      if (event.k === 'hello') {
        this.deadlines.set(instance, Date.now() + event.ttl);
        this.enqueue({ k: 's', rooms: this.hub.localPresences() });
        continue;
      }
      if (event.k === 'hb') {
        this.deadlines.set(instance, Date.now() + event.ttl);
        continue;
      }
      if (event.k === 'bye') {
        this.deadlines.delete(instance);
        this.hub.forgetInstance(instance);
        continue;
      }
      const relayed = fromWire(event);
      if (relayed) this.hub.receive(instance, relayed);
    }
  }

  /** Sends what is queued, says goodbye and disconnects. Run after this instance's sockets are closed. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.hub.setRelay(undefined);
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.client) {
      this.queue.push(JSON.stringify({ k: 'bye' } satisfies WireEvent));
      this.flushSoon();
      while (this.flushing) await this.flushing;
    }
    this.closed = true;
    if (this.retryFlush) clearTimeout(this.retryFlush);
    await this.connection.close();
  }
}
