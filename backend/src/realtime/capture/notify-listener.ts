// Wakes the change feed on NOTIFY. The Database adapter may offer `listen` (PGlite delivers
// notifications in-process); on PostgreSQL a dedicated connection LISTENs, since a pooled one
// cannot hold a LISTEN. Without either the feed simply polls.
import type { Logger } from 'pino';
import type { Database } from '../../context';
import { ListenConnection } from '../listen-connection';

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
  const connection = await new ListenConnection({
    url: databaseUrl,
    channel,
    log,
    purpose: 'the change feed (polling meanwhile)',
    onNotification: onNotify,
    onListening: () => {
      onState(true);
      // Changes committed while it was not listening are picked up by this read.
      onNotify();
    },
    onLost: () => onState(false),
  }).start();
  return {
    close: async () => {
      await connection.close();
      onState(false);
    },
  };
}
