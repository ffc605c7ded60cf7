// POST (insert/upsert), PATCH (update) and DELETE on /rest/v1/<table>, with PostgREST's statuses:
// POST 201 (200 for a merge that inserted nothing), PATCH/DELETE 204, or 200 with a body when
// `Prefer: return=representation`. Single-object failures and `tx=rollback` roll the write back.
import type { Table } from '../catalog/catalog';
import { RestError, columnNotFound, invalidBody, invalidPutFilters, putMatchingPk, putRangeNotAllowed, singularityError } from '../errors';
import { checkStrictPreferences, contentTypeFor, isPlan, negotiateMedia, type Media } from '../http/headers';
import { answerPlan } from './explain';
import { contentRange, respond } from '../http/response';
import type { ParsedQuery } from '../parse/ast';
import type { JsonRow, TextSpan } from '../parse/json-body';
import { parseQuery } from '../parse/query-params';
import { planRead, tableSource, type ReadNode } from '../plan/read-plan';
import { SqlParams, ident, qualified } from '../sql/fragments';
import { deleteSql, insertSql, updateSql } from '../sql/mutate-sql';
import { bodySql, conditionSql, renderNode, rootSelect } from '../sql/read-sql';
import { resolveTable } from './read';
import {
  type BodyReading,
  type RequestContext,
  RollbackWith,
  affectedRowsCheck,
  preferenceApplied,
  queryAsCaller,
  readJsonBody,
  runAsCaller,
  toNumber,
} from './request';

type Mutation = 'insert' | 'update' | 'delete' | 'put';

interface MutationResult {
  page: number;
  body: string | null;
  inserted: number;
  location: string | null;
}

/** Refuses at the first unknown column: one lookup per column, however many there are. */
function checkColumns(table: Table, columns: string[]): void {
  for (const c of columns) if (!table.columns.has(c)) throw columnNotFound(table.name, c);
}

/**
 * Which keys of a body are worth keeping: those ?columns names, or (the keys being the columns)
 * no more than the table has columns; a row with more holds an unknown one, named among the first.
 */
/**
 * The table a write names. PostgREST reads the body (400 PGRST102) before it looks the table up
 * (404 PGRST205): when the table is unknown, a body that is not JSON is what the answer names.
 * A known table costs nothing more (its body is read once, by the handler, with its columns).
 */
async function writeTable(rc: RequestContext, tableName: string, reading: BodyReading): Promise<Table> {
  try {
    return await resolveTable(rc, tableName);
  } catch (error) {
    if (error instanceof RestError && error.code === 'PGRST205') readJsonBody(rc, await rc.bodyText(), reading);
    throw error;
  }
}

function keysToKeep(table: Table, query: ParsedQuery): { onlyKeys: Set<string> } | { maxKeys: number } {
  return query.columns !== undefined ? { onlyKeys: new Set(query.columns) } : { maxKeys: table.columns.size };
}

/**
 * Rows with the same keys. Two rows too wide to keep whole compare by the keys they kept: they are
 * refused either way, with PGRST204 rather than PGRST102 if they differ only further on.
 */
function sameKeys(row: JsonRow, first: JsonRow): boolean {
  if (row === first) return true;
  const keys = row.fields;
  const firstKeys = first.fields;
  if (keys === null || firstKeys === null) return keys === firstKeys;
  if (row.truncated !== first.truncated || keys.size !== firstKeys.size) return false;
  for (const k of keys.keys()) if (!firstKeys.has(k)) return false;
  return true;
}

/**
 * The statement, then the response selected from its `pgrst_source`. With `locationKeys` (an
 * insert that returns rows), the one inserted row's key values as a JSON array of text, for Location.
 */
function statement(cte: string, representation: ReadNode | null, media: Media, countsInserted: boolean, p: SqlParams, locationKeys: string[] = []): string {
  const inserted = countsInserted ? `(SELECT count(*) FROM "pgrst_source" WHERE "pgrst_inserted")` : '0';
  const keys = locationKeys.map((c) => `"pgrst_source".${ident(c)}::text`).join(', ');
  const location =
    locationKeys.length === 0
      ? 'NULL::text'
      : `CASE WHEN (SELECT count(*) FROM "pgrst_source") = 1 THEN (SELECT json_build_array(${keys})::text FROM "pgrst_source") END`;
  if (representation === null) {
    return `WITH "pgrst_source" AS (${cte}) SELECT count(*) AS "page", NULL::text AS "body", ${inserted} AS "inserted", ${location} AS "location" FROM "pgrst_source"`;
  }
  const page = rootSelect(representation, '"pgrst_source"', p, { skipRange: true });
  const shape = media.kind === 'object' ? 'object' : media.kind === 'csv' ? 'csv' : 'array';
  return `WITH "pgrst_source" AS (${cte}) SELECT count("_pgrst_t") AS "page", ${bodySql(shape, media.stripNulls)} AS "body", ${inserted} AS "inserted", ${location} AS "location" FROM (${page}) "_pgrst_t"`;
}

/** PostgREST's Location for one inserted row: `/<table>?<pk>=eq.<value>&…`. */
function locationHeader(table: Table, location: string | null): Record<string, string> {
  if (location === null) return {};
  const values = JSON.parse(location) as (string | null)[];
  const query = table.primaryKey.map((c, i) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(values[i] ?? '')}`).join('&');
  return { Location: `/${encodeURIComponent(table.name)}?${query}` };
}

/** Root filters and logic of the query as SQL conditions on the table itself (aliased by its name). */
function rootConditions(rc: RequestContext, table: Table, query: ParsedQuery, p: SqlParams): { conditions: string[]; node: ReadNode } {
  const filterOnly: ParsedQuery = {
    select: [],
    filters: query.filters.filter((f) => f.path.length === 0),
    rpcArgs: [],
    orders: query.orders.filter((o) => o.path.length === 0),
    logic: query.logic.filter((l) => l.path.length === 0),
    ranges: query.ranges.filter((r) => r.path.length === 0),
  };
  const node = planRead(rc.catalog, tableSource(rc.catalog, table.name), filterOnly);
  return { conditions: renderNode(node, p, { forCount: true }).conditions, node };
}

/** PATCH/DELETE with limit (and order): only the first rows of the filtered, ordered set. */
function limitedTo(table: Table, node: ReadNode, p: SqlParams): string | undefined {
  if (node.range.limit === undefined && node.range.offset === 0) return undefined;
  if (table.kind !== 'table') return undefined;
  const inner = rootSelect(node, qualified(table.name, table.schema), p, { selectList: `${ident(table.name)}.ctid` });
  return `${ident(table.name)}.ctid = ANY(ARRAY(${inner}))`;
}

async function execute(
  rc: RequestContext,
  mutation: Mutation,
  sql: string,
  p: SqlParams,
  media: Media,
  build: (result: MutationResult) => Response,
): Promise<Response> {
  if (isPlan(media)) return answerPlan(rc, media, sql, p.values, false);
  type Row = { page: unknown; body: string | null; inserted: unknown; location?: string | null };
  const toResult = (row: Row | undefined): MutationResult => ({
    page: toNumber(row?.page),
    body: row?.body ?? null,
    inserted: toNumber(row?.inserted),
    location: row?.location ?? null,
  });
  // Nothing can refuse the write after it ran (no single-object, PUT-key or max-affected check,
  // no tx=rollback): BEGIN, settings, the write and COMMIT travel in one round trip.
  const checkedAfter =
    mutation === 'put' ||
    media.kind === 'object' ||
    rc.prefer.tx === 'rollback' ||
    ((mutation === 'update' || mutation === 'delete') && rc.prefer.handling === 'strict' && rc.prefer.maxAffected !== undefined);
  if (!checkedAfter) {
    const { rows } = await queryAsCaller<Row>(rc, false, sql, p.values);
    return build(toResult(rows[0]));
  }
  return runAsCaller(rc, false, async (tx) => {
    const result = toResult((await tx.query<Row>(sql, p.values)).rows[0]);
    if (mutation === 'update' || mutation === 'delete') affectedRowsCheck(rc, result.page);
    // PUT writes exactly the row its URL names; a body naming another key wrote nothing.
    if (mutation === 'put' && result.page !== 1) throw putMatchingPk();
    // `.single()` on a write: anything but one row is refused, and nothing is kept.
    if (media.kind === 'object' && result.page !== 1) throw singularityError(result.page);
    const response = build(result);
    if (rc.prefer.tx === 'rollback') throw new RollbackWith(response);
    return response;
  });
}

function representationPlan(rc: RequestContext, table: Table, query: ParsedQuery): ReadNode | null {
  if (rc.prefer.return !== 'representation') return null;
  return planRead(rc.catalog, tableSource(rc.catalog, table.name), query, { rootFiltersApplied: true });
}

export async function handleInsert(rc: RequestContext, tableName: string): Promise<Response> {
  const query = parseQuery(rc.url.search, { isRpcRead: false });
  const table = await writeTable(rc, tableName, { elementRows: true, maxRows: rc.maxInsertRows });
  const text = await rc.bodyText();
  const payload = readJsonBody(rc, text, { elementRows: true, maxRows: rc.maxInsertRows, ...keysToKeep(table, query) });
  // As PostgREST: an invalid preference (strict) before the media type.
  checkStrictPreferences(rc.prefer);
  const media = negotiateMedia(rc.headers.get('accept'), rc.catalog.planEnabled);
  if (payload.kind === 'scalar') throw invalidBody('Empty or invalid json');
  const rows = payload.rows.map((r) => r.fields);
  if (!rows.every((fields): fields is Map<string, TextSpan> => fields !== null)) throw invalidBody('Empty or invalid json');

  let columns: string[];
  if (query.columns !== undefined) {
    // A set, as on PostgREST: a column named twice is taken once.
    columns = [...new Set(query.columns)];
  } else {
    const first = payload.rows[0];
    if (first !== undefined && !payload.rows.every((row) => sameKeys(row, first))) throw invalidBody('All object keys must match');
    columns = [...(first?.fields?.keys() ?? [])];
  }
  checkColumns(table, columns);

  let onConflict: { columns: string[]; action: 'update' | 'nothing' } | undefined;
  if (rc.prefer.resolution !== undefined) {
    const target = query.onConflict ?? table.primaryKey;
    for (const c of target) if (!table.columns.has(c)) throw new RestError(400, '42703', `column "${c}" does not exist`);
    if (target.length > 0) onConflict = { columns: target, action: rc.prefer.resolution === 'merge-duplicates' ? 'update' : 'nothing' };
  }

  const representation = representationPlan(rc, table, query);
  const headersOnly = rc.prefer.return === 'headers-only';
  const p = new SqlParams();
  const missingDefault = rc.prefer.missing === 'default' ? rows.map((fields) => columns.map((c) => !fields.has(c))) : null;
  const { cte, countsInserted } = insertSql(
    {
      table,
      body: text,
      isArray: payload.kind === 'array',
      rowCount: rows.length,
      rowJson: (i) => text.slice(payload.rows[i]?.start ?? 0, payload.rows[i]?.end ?? 0),
      cellJson: (i, column) => {
        const span = rows[i]?.get(column);
        // One key with the value's own text: Postgres converts it exactly as within the whole row.
        return span === undefined ? '{}' : `{${JSON.stringify(column)}:${text.slice(span.start, span.end)}}`;
      },
      columns,
      missingDefault,
      ...(onConflict === undefined ? {} : { onConflict }),
      returning: representation === null && !headersOnly ? 'count' : 'rows',
    },
    p,
  );
  // Location names the one inserted row by its key (return=headers-only, or representation).
  const locationKeys = (headersOnly || representation !== null) && table.primaryKey.length > 0 ? table.primaryKey : [];
  const sql = statement(cte, representation, media, countsInserted, p, locationKeys);
  const appliedKeys = ['return', 'count', 'missing', 'tx', ...(onConflict === undefined ? [] : ['resolution'])];
  return execute(rc, 'insert', sql, p, media, (result) => {
    const merged = onConflict?.action === 'update';
    const status = merged && result.inserted <= 0 && countsInserted ? 200 : 201;
    const headers: Record<string, string> = {
      'Content-Range': contentRange(1, 0, rc.prefer.count !== undefined ? result.page : null),
      ...preferenceApplied(rc, appliedKeys),
      ...locationHeader(table, result.location),
    };
    if (representation !== null) headers['Content-Type'] = contentTypeFor(media);
    return respond(status, representation === null ? null : result.body, headers, rc.head);
  });
}

export async function handleUpdate(rc: RequestContext, tableName: string): Promise<Response> {
  const query = parseQuery(rc.url.search, { isRpcRead: false });
  const table = await writeTable(rc, tableName, { elementRows: false });
  const text = await rc.bodyText();
  const payload = readJsonBody(rc, text, { elementRows: false, ...keysToKeep(table, query) });
  // As PostgREST: an invalid preference (strict) before the media type.
  checkStrictPreferences(rc.prefer);
  const media = negotiateMedia(rc.headers.get('accept'), rc.catalog.planEnabled);
  const fields = payload.kind === 'object' ? payload.rows[0]?.fields : undefined;
  if (fields === undefined || fields === null) throw invalidBody('Empty or invalid json');
  const columns = query.columns === undefined ? [...fields.keys()] : [...new Set(query.columns)];
  checkColumns(table, columns);

  const representation = representationPlan(rc, table, query);
  const p = new SqlParams();
  let sql: string;
  if (columns.length === 0) {
    // Nothing to set: PostgREST touches no row and answers as if none matched.
    sql = statement(`SELECT ${ident(table.name)}.* FROM ${qualified(table.name, table.schema)} AS ${ident(table.name)} WHERE FALSE`, representation, media, false, p);
  } else {
    const { conditions, node } = rootConditions(rc, table, query, p);
    const limit = limitedTo(table, node, p);
    const cte = updateSql(
      { table, body: text, columns, conditions, ...(limit === undefined ? {} : { limitedTo: limit }), returning: representation === null ? 'count' : 'rows' },
      p,
    );
    sql = statement(cte, representation, media, false, p);
  }
  return execute(rc, 'update', sql, p, media, (result) => {
    const headers: Record<string, string> = {
      'Content-Range': contentRange(0, result.page - 1, rc.prefer.count !== undefined ? result.page : null),
      ...preferenceApplied(rc, ['return', 'count', 'tx', 'missing', 'handling', 'max-affected']),
    };
    if (representation === null) return respond(204, null, headers, rc.head);
    headers['Content-Type'] = contentTypeFor(media);
    return respond(200, result.body, headers, rc.head);
  });
}

export async function handleDelete(rc: RequestContext, tableName: string): Promise<Response> {
  const query = parseQuery(rc.url.search, { isRpcRead: false });
  const table = await resolveTable(rc, tableName);
  // As PostgREST: an invalid preference (strict) before the media type.
  checkStrictPreferences(rc.prefer);
  const media = negotiateMedia(rc.headers.get('accept'), rc.catalog.planEnabled);
  const representation = representationPlan(rc, table, query);
  const p = new SqlParams();
  const { conditions, node } = rootConditions(rc, table, query, p);
  const limit = limitedTo(table, node, p);
  const cte = deleteSql({ table, conditions, ...(limit === undefined ? {} : { limitedTo: limit }), returning: representation === null ? 'count' : 'rows' });
  const sql = statement(cte, representation, media, false, p);
  return execute(rc, 'delete', sql, p, media, (result) => {
    const headers: Record<string, string> = {
      'Content-Range': contentRange(1, 0, rc.prefer.count !== undefined ? result.page : null),
      ...preferenceApplied(rc, ['return', 'count', 'tx', 'handling', 'max-affected']),
    };
    if (representation === null) return respond(204, null, headers, rc.head);
    headers['Content-Type'] = contentTypeFor(media);
    return respond(200, result.body, headers, rc.head);
  });
}

/**
 * PUT /<table>?<pk>=eq.<v>…: the one row with that primary key is inserted, or replaced by the
 * body's columns, as PostgREST does. The filters must be exactly the key columns with `eq`
 * (PGRST105), limit/offset are refused (PGRST114), and a body whose key differs from the URL's
 * writes nothing (PGRST115). 200 with `return=representation`, else 204.
 */
export async function handlePut(rc: RequestContext, tableName: string): Promise<Response> {
  const query = parseQuery(rc.url.search, { isRpcRead: false });
  if (query.ranges.some((r) => r.path.length === 0 && (r.limit !== undefined || r.offset !== 0))) throw putRangeNotAllowed();
  const table = await writeTable(rc, tableName, { elementRows: true, maxRows: 1 });
  const rootFilters = query.filters.filter((f) => f.path.length === 0);
  const pk = table.primaryKey;
  const keyFilters = new Map<string, string>();
  for (const { filter } of rootFilters) {
    const op = filter.expr.operation;
    const isKeyEq = !filter.expr.negated && filter.field.jsonPath.length === 0 && op.kind === 'quant' && op.op === 'eq' && op.quantifier === undefined && pk.includes(filter.field.name);
    if (!isKeyEq || keyFilters.has(filter.field.name)) throw invalidPutFilters();
    keyFilters.set(filter.field.name, op.value);
  }
  if (pk.length === 0 || keyFilters.size !== pk.length || query.logic.some((l) => l.path.length === 0)) throw invalidPutFilters();

  const text = await rc.bodyText();
  const payload = readJsonBody(rc, text, { elementRows: true, maxRows: 1, ...keysToKeep(table, query) });
  // As PostgREST: an invalid preference (strict) before the media type.
  checkStrictPreferences(rc.prefer);
  const media = negotiateMedia(rc.headers.get('accept'), rc.catalog.planEnabled);
  const fields = payload.kind === 'scalar' ? null : payload.rows[0]?.fields;
  if (fields === undefined || fields === null) throw invalidBody('Empty or invalid json');
  const columns = query.columns === undefined ? [...fields.keys()] : [...new Set(query.columns)];
  checkColumns(table, columns);
  // A body without the key cannot name the URL's row.
  if (!pk.every((c) => columns.includes(c))) throw putMatchingPk();

  const representation = representationPlan(rc, table, query);
  const p = new SqlParams();
  // Only a body row whose key equals the URL's is written; any other row makes the count 0.
  const where = pk.map((c) => conditionSql(`"pgrst_body".${ident(c)}`, table.columns.get(c), { negated: false, operation: { kind: 'quant', op: 'eq', value: keyFilters.get(c) ?? '' } }, p));
  const { cte } = insertSql(
    {
      table,
      body: text,
      isArray: payload.kind === 'array',
      rowCount: 1,
      rowJson: () => text,
      cellJson: () => '{}',
      columns,
      missingDefault: null,
      where,
      onConflict: { columns: pk, action: 'update' },
      returning: representation === null ? 'count' : 'rows',
    },
    p,
  );
  const sql = statement(cte, representation, media, false, p);
  return execute(rc, 'put', sql, p, media, (result) => {
    const headers: Record<string, string> = { ...preferenceApplied(rc, ['return', 'tx']) };
    if (representation === null) return respond(204, null, headers, rc.head);
    headers['Content-Type'] = contentTypeFor(media);
    return respond(200, result.body, headers, rc.head);
  });
}
