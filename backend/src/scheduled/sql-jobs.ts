// A tiny periodic runner: every N seconds, call these SQL functions as the database owner. It does
// for a local backend what pg_cron does on a hosted Supabase project, for jobs whose whole logic
// lives in a SQL function (so both hosts run the same code). A function that does not exist in this
// database (a project without that migration) is skipped; a failing call is logged and tried again
// on the next tick; ticks never overlap.
import type { Logger } from 'pino';
import type { Queryable } from '../context';
import { startPeriodic } from '../process/periodic';

export interface SqlFunctionJob {
  /** 'schema.function()', e.g. 'public.release_due_partner_communications()': called with no arguments
   *  (parameters with defaults take them). */
  fn: string;
}

export interface ScheduledSqlOptions {
  everySeconds: number;
  jobs: SqlFunctionJob[];
}

export interface ScheduledSql {
  /** Runs every job once now (also what each tick does). */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for a tick in flight. */
  stop(): Promise<void>;
}

const SIGNATURE = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*\(\)$/;

export function startScheduledSql(db: Queryable, log: Logger, options: ScheduledSqlOptions): ScheduledSql {
  for (const job of options.jobs) {
    // The name is put into SQL text below; only plain schema.name() is accepted.
    if (!SIGNATURE.test(job.fn)) throw new Error(`scheduled SQL job must be schema.function(): ${job.fn}`);
  }

  async function runJob(job: SqlFunctionJob): Promise<void> {
    try {
      const [schema, name] = job.fn.slice(0, -2).split('.');
      const present = await db.query<{ present: boolean }>(
        `select exists (
           select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
           where n.nspname = $1 and p.proname = $2
         ) as present`,
        [schema, name],
      );
      if (!present.rows[0]?.present) return;
      await db.query(`select ${job.fn}`);
    } catch (error) {
      log.warn({ err: error, job: job.fn }, 'scheduled SQL job failed; retried on the next tick');
    }
  }

  const periodic = startPeriodic(
    options.jobs.length > 0 ? options.everySeconds * 1000 : 0,
    async () => {
      for (const job of options.jobs) await runJob(job);
    },
    // runJob logs its own failures.
    () => undefined,
  );
  return { runOnce: periodic.runOnce, stop: periodic.stop };
}
