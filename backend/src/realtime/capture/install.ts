// Installing the capture SQL and keeping the capture triggers in step with the publication.
import type { Database, Queryable } from '../../context';
import { captureSql } from './capture-sql';

/**
 * Installs (or updates) the realtime schema, the change feed, the capture triggers on every table
 * in `supabase_realtime` and the visibility function. Run at every start, AFTER the migrations,
 * so the tables they publish get their triggers at once. Idempotent.
 */
export async function installRealtimeCapture(db: Database): Promise<void> {
  await db.exec(captureSql(db.kind));
}

/**
 * Adds capture triggers to newly published tables and drops them from unpublished ones. The event
 * trigger does this at once where it could be created; this catches up everywhere else.
 * Returns how many triggers changed.
 */
export async function syncCapture(db: Queryable): Promise<number> {
  const result = await db.query<{ touched: number }>('select realtime.sync_capture() as touched');
  return Number(result.rows[0]?.touched ?? 0);
}
