// Periodic SQL jobs of the local backend (pg_cron's role on a hosted project). See README.md.
import type { Logger } from 'pino';
import type { Queryable } from '../context';
import { startScheduledSql, type ScheduledSql, type SqlFunctionJob } from './sql-jobs';

export { startScheduledSql, type ScheduledSql, type ScheduledSqlOptions, type SqlFunctionJob } from './sql-jobs';

/** The SQL functions the backend calls on a timer. Add a line to schedule another. */
export const SCHEDULED_SQL_FUNCTIONS: SqlFunctionJob[] = [
  // Partner communications held over the recipient's Shabbat / Yom Tov (issue 12).
  { fn: 'public.release_due_partner_communications()' },
];

export const DEFAULT_SCHEDULED_SQL_SECONDS = 30;

/** SCHEDULED_SQL_INTERVAL_SECONDS: seconds between runs (default 30; 0 turns the runner off). */
export function scheduledSqlSeconds(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SCHEDULED_SQL_INTERVAL_SECONDS?.trim();
  return raw && /^\d+$/.test(raw) ? Number(raw) : DEFAULT_SCHEDULED_SQL_SECONDS;
}

export function startDefaultScheduledSql(db: Queryable, log: Logger): ScheduledSql {
  return startScheduledSql(db, log, { everySeconds: scheduledSqlSeconds(), jobs: SCHEDULED_SQL_FUNCTIONS });
}
