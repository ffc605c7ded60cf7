// Reads realtime.changes in id order (= commit order, see capture-sql.ts) past the last id this
// process has read, and hands each batch to the dispatcher. Every backend on one database reads
// the whole feed with a cursor of its own, so a write through any of them reaches the subscribers
// of all, each change once per process; rows are pruned once every reader has had time to read
// them. Woken by NOTIFY (PGlite's listen, PostgreSQL's LISTEN); a slow poll is only a safety
// net, so an idle server does no work. Rows written before this process started are skipped:
// nobody here was subscribed to them, and clients refetch after reconnecting.
import type { Logger } from 'pino';
import type { Queryable } from '../../context';

export interface CapturedChange {
  id: number;
  relid: number;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  /** ISO 8601 in UTC with milliseconds, as Supabase's commit_timestamp. */
  commitTimestamp: string;
}

interface ChangeRow {
  id: number | string;
  relid: number | string;
  schema_name: string;
  table_name: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
}

export interface ChangeFeedOptions {
  /** Poll interval while NOTIFY cannot wake the feed and someone is subscribed. */
  activePollMs: number;
  /** Poll interval while NOTIFY cannot wake the feed and nobody is subscribed. */
  idlePollMs: number;
  /** Poll interval while NOTIFY wakes the feed: a safety net only. */
  listeningPollMs: number;
  batchSize: number;
  /**
   * How long a read row stays for other backends on the same database (ms). 0 = this process is
   * the only reader (PGlite): rows go as soon as they are read.
   */
  retentionMs: number;
}

export const DEFAULT_FEED_OPTIONS: ChangeFeedOptions = {
  activePollMs: 15,
  idlePollMs: 500,
  listeningPollMs: 30_000,
  batchSize: 500,
  retentionMs: 0,
};

/** The feed of another backend on the same PostgreSQL must outlive a slow reader's pause. */
export const SHARED_DATABASE_RETENTION_MS = 60_000;

/** How often rows older than the retention are pruned, at most. */
const PRUNE_INTERVAL_MS = 5_000;

const READ_SQL = `
select id, relid::bigint as relid, schema_name, table_name, type, record, old_record,
  to_char(committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp
from realtime.changes
where id > $1
order by id
limit $2`;

/** The only reader takes the rows it reads (realtime.take_changes, capture-sql.ts). */
const TAKE_SQL = `
select id, relid::bigint as relid, schema_name, table_name, type, record, old_record,
  to_char(committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp
from realtime.take_changes($1, $2)
order by id`;

export type ChangeBatchHandler = (changes: CapturedChange[]) => Promise<void>;

export class ChangeFeed {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = true;
  private listening = false;
  /** The last id read: the next read starts after it. */
  private cursor = 0;
  private lastPrune = 0;
  /** The last read failed: poll at the active pace until one succeeds. */
  private failing = false;

  constructor(
    private readonly db: Queryable,
    private readonly handle: ChangeBatchHandler,
    private readonly log: Logger,
    private readonly hasSubscribers: () => boolean,
    private readonly options: ChangeFeedOptions = DEFAULT_FEED_OPTIONS,
  ) {}

  /** Starts after what is already in the feed (other backends may still be reading it). */
  async start(): Promise<void> {
    const last = await this.db.query<{ id: number | string | null }>('select max(id) as id from realtime.changes');
    this.cursor = Number(last.rows[0]?.id ?? 0);
    await this.prune();
    this.stopped = false;
    // Read once at once: a change committed meanwhile may have raised the one wake (capture-sql.ts,
    // WAKE_PENDING_SETTING) while nobody listened, and the take turns the setting off again.
    this.wake();
  }

  /** NOTIFY arrived (or listening state changed): read now. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.pump().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
      } else {
        this.schedule();
      }
    });
  }

  setListening(listening: boolean): void {
    this.listening = listening;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(): void {
    if (this.stopped || this.timer) return;
    const delay = this.listening && !this.failing
      ? this.options.listeningPollMs
      : this.hasSubscribers()
        ? this.options.activePollMs
        : this.options.idlePollMs;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wake();
    }, delay);
    this.timer.unref();
  }

  /** Removes rows every reader has had time to read (with no retention: all this one has read). */
  private async prune(): Promise<void> {
    this.lastPrune = Date.now();
    if (this.options.retentionMs <= 0) {
      await this.db.query('delete from realtime.changes where id <= $1', [this.cursor]);
    } else {
      await this.db.query(
        "delete from realtime.changes where committed_at < clock_timestamp() - make_interval(secs => $1::float8 / 1000)",
        [this.options.retentionMs],
      );
    }
  }

  private async pump(): Promise<void> {
    try {
      for (;;) {
        const sql = this.options.retentionMs <= 0 ? TAKE_SQL : READ_SQL;
        const result = await this.db.query<ChangeRow>(sql, [this.cursor, this.options.batchSize]);
        if (result.rows.length === 0) break;
        this.cursor = Number(result.rows[result.rows.length - 1]!.id);
        const changes = result.rows.map(
          (row): CapturedChange => ({
            id: Number(row.id),
            relid: Number(row.relid),
            schema: row.schema_name,
            table: row.table_name,
            type: row.type,
            record: row.record,
            oldRecord: row.old_record,
            commitTimestamp: row.commit_timestamp,
          }),
        );
        if (this.hasSubscribers()) {
          try {
            await this.handle(changes);
          } catch (error) {
            // Realtime promises no delivery: log and go on with the next batch.
            this.log.error({ err: error }, 'realtime: delivering changes failed');
          }
        }
        if (result.rows.length < this.options.batchSize || this.stopped) break;
      }
      if (this.options.retentionMs > 0 && Date.now() - this.lastPrune >= PRUNE_INTERVAL_MS && !this.stopped) await this.prune();
      this.failing = false;
    } catch (error) {
      this.failing = true;
      if (!this.stopped) this.log.warn({ err: error }, 'realtime: reading the change feed failed');
    }
  }
}
