// `.explain()` (Accept: application/vnd.pgrst.plan…) when the database enables it with
// `pgrst.db_plan_enabled`, as PostgREST's db-plan-enabled: the answer is EXPLAIN of the very
// statement that would have answered the request, run as the caller in the same transaction
// settings (read-only for reads), with the options asked for. ANALYZE runs the statement, so a
// write explained with ANALYZE is kept unless `Prefer: tx=rollback` says otherwise — as PostgREST.
import type { PlanMedia } from '../http/headers';
import { respond } from '../http/response';
import { type RequestContext, RollbackWith, preferenceApplied, queryAsCaller, runAsCaller } from './request';

type PlanRow = { 'QUERY PLAN': unknown };

export async function answerPlan(rc: RequestContext, media: PlanMedia, sql: string, params: (string | null)[], readOnly: boolean): Promise<Response> {
  const options = [`FORMAT ${media.plan.format.toUpperCase()}`, ...media.plan.options.map((o) => o.toUpperCase())].join(', ');
  const explain = `EXPLAIN (${options}) ${sql}`;
  // FORMAT TEXT is one row per line, FORMAT JSON one row; PostgREST sends each followed by a newline.
  const bodyOf = (rows: PlanRow[]): string =>
    rows.map(({ 'QUERY PLAN': line }) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n') + '\n';
  const headers = { 'Content-Type': media.plan.contentType, ...preferenceApplied(rc, ['tx']) };
  if (rc.prefer.tx === 'rollback' && !readOnly) {
    return runAsCaller(rc, false, async (tx) => {
      throw new RollbackWith(respond(200, bodyOf((await tx.query<PlanRow>(explain, params)).rows), headers, rc.head));
    });
  }
  const { rows } = await queryAsCaller<PlanRow>(rc, readOnly, explain, params);
  return respond(200, bodyOf(rows), headers, rc.head);
}
