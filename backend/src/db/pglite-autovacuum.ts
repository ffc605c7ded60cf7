// Autovacuum's job for the embedded database. PGlite runs Postgres without its background
// processes, so no autovacuum daemon ever runs: rows that are deleted or updated stay as dead
// tuples, and tables and their indexes only grow. realtime.changes, which takes and deletes every
// captured change, reached 18 MB of dead rows after ~55,000 soak messages, and an insert cost
// ~20 % more than on a fresh table (scratch measurements, 2026-11-28). So the server does it:
// every few seconds it asks the statistics collector (which PGlite keeps) for tables past
// autovacuum's own default threshold and VACUUMs each of them, one statement at a time, so each
// pause of the single connection stays short (realtime.changes under the soak: 5-9 ms every 10 s).
//
// It does not ANALYZE, as autovacuum also would: with statistics the planner chose worse plans
// for the soak's statements (45 s soaks alternated, 2026-11-28 07:55-08:03 UTC: 1,218 and 1,324
// msg/s with ANALYZE against 1,399-1,419 with VACUUM alone or nothing). One cause was found and
// fixed (the change feed's take became a nested loop; it is now realtime.take_changes, capture-sql.ts); a second comparison
// after the fix, on a busy machine, was inconclusive (927 and 1,061 against 1,186 and 999), so
// PGlite still plans without statistics, as it always has.
import type { Logger } from 'pino';
import type { Queryable } from '../context';
import { startPeriodic } from '../process/periodic';

/** Autovacuum's defaults (autovacuum_vacuum_threshold / autovacuum_vacuum_scale_factor). */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;

export const DEFAULT_AUTOVACUUM_SECONDS = 10;

/** Tables due, most dead rows first; quoted names built by Postgres (format %I). */
const DUE_SQL = `
select pg_catalog.format('%I.%I', schemaname, relname) as name
from pg_catalog.pg_stat_all_tables
where schemaname <> 'pg_toast' and n_dead_tup > $1::float8 + $2::float8 * n_live_tup
order by n_dead_tup desc`;

export interface Autovacuum {
  /** Vacuums what is due now (what each tick does); the tables it did. Rejects if the statistics cannot be read. */
  runOnce(): Promise<string[]>;
  /** Stops the timer and waits for a tick in flight. */
  stop(): Promise<void>;
}

export function startPgliteAutovacuum(db: Queryable, log: Logger, everySeconds = DEFAULT_AUTOVACUUM_SECONDS): Autovacuum {
  async function vacuumWhatIsDue(): Promise<string[]> {
    const done: string[] = [];
    const due = await db.query<{ name: string }>(DUE_SQL, [VACUUM_THRESHOLD, VACUUM_SCALE]);
    for (const table of due.rows) {
      if (periodic.stopped) break;
      try {
        await db.query(`vacuum ${table.name}`);
        done.push(table.name);
      } catch (error) {
        // Dropped meanwhile, say: the next tick looks again.
        log.debug({ err: error, table: table.name }, 'autovacuum: skipped a table');
      }
    }
    if (done.length > 0) log.debug({ tables: done }, 'autovacuum: vacuumed');
    return done;
  }

  const periodic = startPeriodic(everySeconds * 1000, vacuumWhatIsDue, (error) => {
    log.warn({ err: error }, 'autovacuum: could not read the table statistics; tried again on the next tick');
  });
  return { runOnce: periodic.runOnce, stop: periodic.stop };
}
