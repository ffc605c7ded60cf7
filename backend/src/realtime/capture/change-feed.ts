// Reads realtime.changes in id order (= commit order, see capture-sql.ts) and hands each batch to
// the dispatcher, deleting the rows it takes in the same statement. Woken by NOTIFY where the
// driver can listen, and by a short poll everywhere (the poll is also the safety net when a
// notification is missed). Rows written before the server started are dropped: nobody was
// subscribed to them, and clients refetch after reconnecting.
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
  /** Poll interval while someone is subscribed to postgres_changes. */
  activePollMs: number;
  /** Poll interval otherwise (rows are still taken and dropped so the feed stays small). */
  idlePollMs: number;
  /** Poll interval while NOTIFY wakes the feed (a safety net only). */
  listeningPollMs: number;
  batchSize: number;
}

export const DEFAULT_FEED_OPTIONS: ChangeFeedOptions = {
  activePollMs: 15,
  idlePollMs: 500,
  listeningPollMs: 250,
  batchSize: 500,
};

/** Cheap read-only look before the delete: most polls find nothing. */
const PEEK_SQL = 'select id from realtime.changes order by id limit 1';

const TAKE_SQL = `
with taken as (
  delete from realtime.changes
  where id in (select id from realtime.changes order by id limit $1)
  returning id, relid, schema_name, table_name, type, record, old_record, committed_at
)
select id, relid::bigint as relid, schema_name, table_name, type, record, old_record,
  to_char(committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp
from taken
order by id`;

export type ChangeBatchHandler = (changes: CapturedChange[]) => Promise<void>;

export class ChangeFeed {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = true;
  private listening = false;

  constructor(
    private readonly db: Queryable,
    private readonly handle: ChangeBatchHandler,
    private readonly log: Logger,
    private readonly hasSubscribers: () => boolean,
    private readonly options: ChangeFeedOptions = DEFAULT_FEED_OPTIONS,
  ) {}

  /** Drops what is already in the feed and starts polling. */
  async start(): Promise<void> {
    await this.db.query('delete from realtime.changes');
    this.stopped = false;
    this.schedule();
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
    const active = this.hasSubscribers();
    const delay = !active ? this.options.idlePollMs : this.listening ? this.options.listeningPollMs : this.options.activePollMs;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wake();
    }, delay);
    this.timer.unref();
  }

  private async pump(): Promise<void> {
    try {
      const peek = await this.db.query(PEEK_SQL);
      if (peek.rows.length === 0) return;
      for (;;) {
        const result = await this.db.query<ChangeRow>(TAKE_SQL, [this.options.batchSize]);
        if (result.rows.length === 0) return;
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
        if (result.rows.length < this.options.batchSize || this.stopped) return;
      }
    } catch (error) {
      if (!this.stopped) this.log.warn({ err: error }, 'realtime: reading the change feed failed');
    }
  }
}
