// Wakes the change feed on NOTIFY. The Database adapter may offer `listen` (PGlite delivers
// notifications in-process); on PostgreSQL a dedicated connection LISTENs, since a pooled one
// cannot hold a LISTEN. Without either the feed simply polls.
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../../context';

type Unlisten = () => Promise<void>;

/** Optional capability of a Database adapter: LISTEN on a channel until the returned function runs. */
interface ListeningDatabase {
  listen(channel: string, onNotify: () => void): Promise<Unlisten>;
}

function canListen(db: Database): db is Database & ListeningDatabase {
  return typeof (db as Partial<ListeningDatabase>).listen === 'function';
}

export interface NotifyListener {
  close(): Promise<void>;
}

/**
 * Starts listening; `onNotify` runs on every notification, `onState` says whether listening
 * currently works (the feed polls faster when it does not). Never throws: failure means polling.
 */
export async function listenForChanges(
  db: Database,
  databaseUrl: string | undefined,
  channel: string,
  onNotify: () => void,
  onState: (listening: boolean) => void,
  log: Logger,
): Promise<NotifyListener> {
  if (canListen(db)) {
    try {
      const unlisten = await db.listen(channel, onNotify);
      onState(true);
      return {
        close: async () => {
          onState(false);
          await unlisten().catch(() => undefined);
        },
      };
    } catch (error) {
      log.warn({ err: error }, 'realtime: LISTEN failed, polling instead');
      onState(false);
      return { close: async () => undefined };
    }
  }
  if (db.kind !== 'postgres' || !databaseUrl) {
    onState(false);
    return { close: async () => undefined };
  }
  return new PostgresListener(databaseUrl, channel, onNotify, onState, log).start();
}

/** One LISTEN connection, reconnected with backoff when it drops. */
class PostgresListener implements NotifyListener {
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private backoffMs = 250;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onNotify: () => void,
    private readonly onState: (listening: boolean) => void,
    private readonly log: Logger,
  ) {}

  async start(): Promise<this> {
    await this.connect();
    return this;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'realtime: LISTEN connection failed, polling until it is back');
      this.reconnectLater(client);
    });
    client.on('end', () => this.reconnectLater(client));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onNotify();
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.backoffMs = 250;
      this.onState(true);
      // Changes committed while we were not listening are picked up by this read.
      this.onNotify();
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: could not LISTEN, polling instead');
      this.reconnectLater(client);
    }
  }

  private reconnectLater(client: pg.Client): void {
    if (this.client === client) this.client = undefined;
    this.onState(false);
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, this.backoffMs);
    this.retry.unref();
    this.backoffMs = Math.min(this.backoffMs * 2, 10_000);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.onState(false);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
