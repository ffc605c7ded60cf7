// GET/HEAD /rest/v1/<table>: one statement that returns the total (when counted), the page size
// and the JSON body, run read-only as the caller.
import type { Queryable } from '../../context';
import { derivedFromCatalog } from '../catalog/cache';
import { tableNotFound, singularityError } from '../errors';
import { checkStrictPreferences, contentTypeFor, isPlan, negotiateMedia, parseRangeHeader, type Media } from '../http/headers';
import { answerPlan } from './explain';
import { contentRange, rangeStatus, respond } from '../http/response';
import type { ParsedQuery } from '../parse/ast';
import { parseQuery } from '../parse/query-params';
import { planRead, tableSource, type ReadNode } from '../plan/read-plan';
import { SqlParams, qualified } from '../sql/fragments';
import { readStatement, rootSelect } from '../sql/read-sql';
import { type RequestContext, lookup, queryAsCaller, runAsCaller, toNumber, preferenceApplied } from './request';

export function suggestTable(names: Iterable<string>, wanted: string): string | null {
  // A close name (one edit, or a case/plural slip) as PostgREST's fuzzy hint offers.
  const w = wanted.toLowerCase();
  for (const name of names) {
    const n = name.toLowerCase();
    if (n === w || n === `${w}s` || `${n}s` === w) return name;
  }
  return null;
}

export async function resolveTable(rc: RequestContext, name: string) {
  const table = await lookup(rc, (catalog) => catalog.tables.get(name));
  if (table === undefined) throw tableNotFound(rc.catalog.schema, name, suggestTable(rc.catalog.tables.keys(), name));
  return table;
}

/** Exact counts come from the count query; planned ones from the planner's estimate. */
export async function plannedCount(tx: Queryable, countSql: string, params: (string | null)[]): Promise<number> {
  const res = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${countSql}`, params);
  const raw = res.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

export interface ReadResult {
  total: number | null;
  page: number;
  body: string;
}

/**
 * Runs a planned read and answers it the way PostgREST does. `source` renders the FROM item
 * (a table, or a function call whose arguments are bound into the same parameter list).
 */
export async function answerRead(
  rc: RequestContext,
  plan: ReadNode,
  source: (p: SqlParams) => string,
  media: Media,
  shape: 'array' | 'object',
  readOnly: boolean,
  /** `source` renders the same text for this plan every time (a table), so the SQL may be kept. */
  cacheable = false,
): Promise<Response> {
  const wantsCount = rc.prefer.count !== undefined;
  const { sql, values } = renderedRead(plan, source, media, shape, rc.prefer.count, cacheable);
  const p = { values };
  if (isPlan(media)) return answerPlan(rc, media, sql, p.values, readOnly);

  type Row = { total: unknown; page: unknown; body: string | null };
  const toReadResult = (row: Row | undefined, total: number | null): ReadResult => ({
    total,
    page: toNumber(row?.page),
    body: row?.body ?? (shape === 'object' ? 'null' : '[]'),
  });
  const countOf = (row: Row | undefined): number | null => (row?.total === null || row?.total === undefined ? null : toNumber(row.total));
  const result =
    rc.prefer.count === 'planned'
      ? await runAsCaller(rc, readOnly, async (tx): Promise<ReadResult> => {
          const row = (await tx.query<Row>(sql, p.values)).rows[0];
          const cp = new SqlParams();
          return toReadResult(row, await plannedCount(tx, rootSelect(plan, source(cp), cp, { forCount: true }), cp.values));
        })
      : // One statement: BEGIN, settings, the read and COMMIT travel together.
        await queryAsCaller<Row>(rc, readOnly, sql, p.values).then(({ rows: [row] }) => toReadResult(row, countOf(row)));

  const total = wantsCount ? result.total : null;
  const offset = plan.range.offset;
  if (media.kind === 'object' && result.page !== 1) throw singularityError(result.page);
  const status = rangeStatus(offset, result.page, total);
  const headers: Record<string, string> = {
    'Content-Range': contentRange(offset, offset + result.page - 1, total),
    'Content-Type': contentTypeFor(media),
    ...preferenceApplied(rc, ['count']),
  };
  return respond(status, result.body, headers, rc.head);
}

interface RenderedRead {
  sql: string;
  values: (string | null)[];
}

/**
 * The statement of a read, rendered once per plan and answer shape: the plan is kept per catalog
 * and URL (derivedReadPlan) and holds the request's values as parameters, so the same read renders
 * the same text and values every time — the thread page's SQL was rebuilt on every request.
 */
const renderedReads = new WeakMap<ReadNode, Map<string, RenderedRead>>();

function renderedRead(
  plan: ReadNode,
  source: (p: SqlParams) => string,
  media: Media,
  shape: 'array' | 'object',
  count: string | undefined,
  cacheable: boolean,
): RenderedRead {
  const key = `${media.kind}\0${media.stripNulls}\0${shape}\0${count ?? ''}`;
  const kept = cacheable ? renderedReads.get(plan)?.get(key) : undefined;
  if (kept !== undefined) return kept;
  const p = new SqlParams();
  const page = rootSelect(plan, source(p), p);
  const countSql = count === 'exact' || count === 'estimated' ? rootSelect(plan, source(p), p, { forCount: true }) : null;
  const rendered = { sql: readStatement(page, countSql, media.kind === 'csv' ? 'csv' : shape, media.stripNulls), values: p.values };
  if (cacheable) {
    let byShape = renderedReads.get(plan);
    if (byShape === undefined) renderedReads.set(plan, (byShape = new Map()));
    byShape.set(key, rendered);
  }
  return rendered;
}

/** A plan kept per catalog and key (see derivedFromCatalog); planning may reload the catalog once. */
async function derivedReadPlan(rc: RequestContext, key: string, plan: () => Promise<ReadNode>): Promise<ReadNode> {
  const kept = derivedFromCatalog.get<ReadNode>(rc.catalog, key);
  if (kept !== undefined) return kept;
  const planned = await plan();
  derivedFromCatalog.set(rc.catalog, key, planned);
  return planned;
}

export async function handleRead(rc: RequestContext, tableName: string): Promise<Response> {
  const rangeHeader = rc.headers.get('range');
  // The plan depends only on the catalog, the table and the URL's query (plus Range, and the
  // profile headers, kept in the key in case they choose the schema): the same read by any caller
  // is parsed and planned once (the values are in the plan: SQL parameters, never SQL text).
  const key = ['read', tableName, rc.url.search, rangeHeader, rc.headers.get('accept-profile'), rc.headers.get('content-profile')].join('\0');
  const plan = await derivedReadPlan(rc, key, async () => {
    // As PostgREST: the query (PGRST100) and the Range header (PGRST103) before the table (PGRST205).
    const query: ParsedQuery = parseQuery(rc.url.search, { isRpcRead: false });
    const range = parseRangeHeader(rangeHeader);
    await resolveTable(rc, tableName);
    return planRead(rc.catalog, tableSource(rc.catalog, tableName), query, { rangeHeader: range });
  });
  // As PostgREST: the query (PGRST100), the table (PGRST205) and the plan first, the media type (PGRST107) after.
  const media = negotiateMedia(rc.headers.get('accept'), rc.catalog.planEnabled);
  checkStrictPreferences(rc.prefer);
  return answerRead(rc, plan, () => qualified(tableName, rc.catalog.schema), media, media.kind === 'object' ? 'object' : 'array', true, true);
}
