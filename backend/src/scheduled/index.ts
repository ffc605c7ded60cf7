// Periodic SQL jobs of the local backend (pg_cron's role on a hosted project). See README.md.
import type { SqlFunctionJob } from './sql-jobs';

export { startScheduledSql, type ScheduledSql, type ScheduledSqlOptions, type SqlFunctionJob } from './sql-jobs';

/** The SQL functions the backend calls on a timer. Add a line to schedule another. */
export const SCHEDULED_SQL_FUNCTIONS: SqlFunctionJob[] = [
  // Partner communications held over the recipient's Shabbat / Yom Tov (issue 12).
  { fn: 'public.release_due_partner_communications()' },
];

/** SCHEDULED_SQL_INTERVAL_SECONDS' default (read through loadConfig in src/config.ts). */
export const DEFAULT_SCHEDULED_SQL_SECONDS = 30;
