// Periodic SQL jobs of the local backend (pg_cron's role on a hosted project). See README.md.
import type { FunctionJob } from './function-jobs';
import type { SqlFunctionJob } from './sql-jobs';

export { startScheduledFunctions, type FunctionJob, type ScheduledFunctions } from './function-jobs';
export { startScheduledSql, type ScheduledSql, type ScheduledSqlOptions, type SqlFunctionJob } from './sql-jobs';

/** The SQL functions the backend calls on a timer. Add a line to schedule another. */
export const SCHEDULED_SQL_FUNCTIONS: SqlFunctionJob[] = [
  // Partner communications held over the recipient's Shabbat / Yom Tov (issue 12).
  { fn: 'public.release_due_partner_communications()' },
  // Weekly check-in invitations, reminders and anniversary notes whose time has come (issue 34).
  { fn: 'public.send_due_checkin_notifications()' },
];

/** Edge functions the backend calls on a timer (pg_cron + pg_net on a hosted project). */
export const SCHEDULED_FUNCTIONS: FunctionJob[] = [
  // Plans when each weekly check-in invitation, reminder and anniversary note reaches its person
  // (kosher-zmanim at their place); the SQL job above sends them (issue 34).
  { name: 'weekly-checkins', body: { plan: 'due' } },
];

/** SCHEDULED_SQL_INTERVAL_SECONDS' default (read through loadConfig in src/config.ts). */
export const DEFAULT_SCHEDULED_SQL_SECONDS = 30;
