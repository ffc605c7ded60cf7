// A dedicated PostgreSQL connection that LISTENs on one channel and comes back after a drop
// (backoff from 250 ms, doubling to 10 s). A pooled connection cannot hold a LISTEN, so the change
// feed's wake-up (capture/notify-listener.ts) and the relay between instances (cluster/relay.ts)
// each keep one of these.
import pg from 'pg';
import type { Logger } from 'pino';

export interface ListenConnectionOptions {
  url: string;
  channel: string;
  log: Logger;
  /** What the connection serves, for the log ("the change feed", "other instances"). */
  purpose: string;
  onNotification(payload: string | undefined): void;
  /** LISTEN is in place, first or again: catch up on what may have been missed while it was not. */
  onListening(): void;
  /** The connection was lost; another is on its way unless closed. */
  onLost?(): void;
}

const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 10_000;

export class ListenConnection {
  private current: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private backoffMs = FIRST_BACKOFF_MS;

  constructor(private readonly options: ListenConnectionOptions) {}

  /** The live connection, for sending on the one that listens (keeps order with what it hears). */
  get client(): pg.Client | undefined {
    return this.current;
  }

  async start(): Promise<this> {
    await this.connect();
    return this;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const { url, channel, log, purpose } = this.options;
    const client = new pg.Client({ connectionString: url });
    client.on('error', (error) => {
      log.warn({ err: error }, `realtime: the LISTEN connection for ${purpose} failed, reconnecting`);
      this.reconnectLater(client);
    });
    client.on('end', () => this.reconnectLater(client));
    client.on('notification', (message) => {
      if (message.channel === channel) this.options.onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.current = client;
      this.backoffMs = FIRST_BACKOFF_MS;
      this.options.onListening();
    } catch (error) {
      log.warn({ err: error }, `realtime: could not LISTEN for ${purpose}, retrying`);
      this.reconnectLater(client);
    }
  }

  private reconnectLater(client: pg.Client): void {
    if (this.current === client) this.current = undefined;
    this.options.onLost?.();
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, this.backoffMs);
    this.retry.unref();
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
  }

  /** Stops reconnecting and ends the connection. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.current;
    this.current = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
