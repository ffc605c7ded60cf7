// /rest/v1/rpc/<fn>: POST with named JSON arguments (or one unnamed json/jsonb argument; a form or
// CSV body as JSON, see parse/request-body; a text/plain, text/xml or octet-stream body as the one
// unnamed text, xml or bytea argument), GET/HEAD with arguments in the query string. Arguments
// reach the function through json_to_record, so Postgres converts each by its declared type.
// Scalars come back bare, sets as arrays with the request's filters, order and limit applied; a
// void function answers 204. Overloads are chosen by argument names as PostgREST does (PGRST203
// when more than one fits).
import type { Column, DbFunction } from '../catalog/catalog';
import { closestName } from '../catalog/fuzzy';
import { RestError, invalidBody, invalidRpcMethod, maxAffectedNeedsSet, maxAffectedViolation, singularityError } from '../errors';
import { contentRange, rangeStatus, respond } from '../http/response';
import { checkStrictPreferences, contentTypeFor, isPlan, negotiateMedia, parseRangeHeader, type Media } from '../http/headers';
import { answerPlan } from './explain';
import type { ParsedQuery } from '../parse/ast';
import { parseQuery } from '../parse/query-params';
import type { BodyMedia } from '../parse/request-body';
import { planRead, type ReadNode, type Source } from '../plan/read-plan';
import { SqlParams, ident, qualified } from '../sql/fragments';
import { bodySql, readStatement, rootSelect } from '../sql/read-sql';
import { plannedCount } from './read';
import { type RequestContext, RollbackWith, lookup, preferenceApplied, queryAsCaller, readJsonBody, runAsCaller, toNumber } from './request';

const JSON_TYPES = new Set(['json', 'jsonb']);

interface Call {
  fn: DbFunction;
  /** Renders `fn(args)` plus the FROM item that unpacks the arguments, binding into p. */
  render: (p: SqlParams) => { call: string; from: string | null };
}

/** Postgres' FUNC_MAX_ARGS: no function takes more, so more keys can only be named in part. */
const MAX_FUNCTION_ARGS = 100;
const KEYS_NAMED_OF_MANY = 20;

/**
 * PostgREST's hint for a missing function: with no function of that name, the closest name in the
 * schema; with some, the closest of their parameter lists (sorted, as `(a, b)`).
 */
function noFunctionHint(rc: RequestContext, name: string, keys: string[]): string | null {
  const prefix = `Perhaps you meant to call the function ${rc.catalog.schema}.`;
  const cached = (fn: DbFunction) => inSchemaCache(rc, fn);
  const overloads = (rc.catalog.functions.get(name) ?? []).filter(cached);
  if (overloads.length === 0) {
    const callable = [...rc.catalog.functions].filter(([, fns]) => fns.some(cached)).map(([fnName]) => fnName);
    const closest = closestName(callable, name);
    return closest === null ? null : `${prefix}${closest}`;
  }
  const listed = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const closest = closestName(
    overloads.map((f) => listed(f.inArgs.map((a) => a.name))),
    listed(keys),
  );
  return closest === null ? null : `${prefix}${name}${closest}`;
}

/** A raw body's parameter type: PostgREST then searched only for a function of that one unnamed parameter. */
type RawType = Extract<BodyMedia, { kind: 'raw' }>['type'];

function noRawFunction(schema: string, name: string, type: RawType): RestError {
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name} in the schema cache`,
    `Searched for the function ${schema}.${name} with a single unnamed ${type} parameter, but no matches were found in the schema cache.`,
  );
}

/** isPost: a POST with a JSON body, which may also be meant for a single unnamed json/jsonb parameter. */
function noFunction(schema: string, name: string, keys: string[], isPost: boolean, hint: string | null = null): RestError {
  if (keys.length > MAX_FUNCTION_ARGS) {
    // A body of 90,000 keys would otherwise come back, sorted, twice in the error.
    const some = keys.slice(0, KEYS_NAMED_OF_MANY).sort().join(', ');
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}(${some}, …) with more than ${MAX_FUNCTION_ARGS} parameters in the schema cache`,
      `Searched for the function ${schema}.${name} with more than ${MAX_FUNCTION_ARGS} parameters${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache. A function takes at most ${MAX_FUNCTION_ARGS} parameters.`,
    );
  }
  const sorted = [...keys].sort();
  const prms = sorted.join(', ');
  const message = `Could not find the function ${schema}.${name}${sorted.length === 0 ? ' without parameters' : `(${prms})`} in the schema cache`;
  const withParams = sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${prms}`;
  const details = `Searched for the function ${schema}.${name}${withParams}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`;
  return new RestError(404, 'PGRST202', message, details, hint);
}

/** PostgREST's order of overloads in PGRST203: fewer parameters first, then by their types. */
function byParameters(a: DbFunction, b: DbFunction): number {
  if (a.inArgs.length !== b.inArgs.length) return a.inArgs.length - b.inArgs.length;
  for (let i = 0; i < a.inArgs.length; i++) {
    const diff = (a.inArgs[i]?.typeOid ?? 0) - (b.inArgs[i]?.typeOid ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function ambiguous(fns: DbFunction[]): RestError {
  const list = [...fns].sort(byParameters).map((f) => `${f.schema}.${f.name}(${f.inArgs.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ');
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${list}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

function namedCall(fn: DbFunction, keys: string[], argsJson: string): Call {
  const args = fn.inArgs.filter((a) => keys.includes(a.name));
  return {
    fn,
    render: (p) => {
      const qualifiedName = qualified(fn.name, fn.schema);
      if (args.length === 0) return { call: `${qualifiedName}()`, from: null };
      const columns = args.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
      const from = `json_to_record(${p.add(argsJson)}::json) AS "pgrst_args"(${columns})`;
      const call = `${qualifiedName}(${args.map((a) => `${a.mode === 'v' ? 'VARIADIC ' : ''}${ident(a.name)} := "pgrst_args".${ident(a.name)}`).join(', ')})`;
      return { call, from };
    },
  };
}

function singleJsonCall(fn: DbFunction, body: string): Call {
  const type = fn.inArgs[0]?.type === 'jsonb' ? 'jsonb' : 'json';
  return { fn, render: (p) => ({ call: `${qualified(fn.name, fn.schema)}(${p.add(body)}::${type})`, from: null }) };
}

/** Types of a lone unnamed parameter PostgREST can hand the request body to. */
const BODY_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

/**
 * What PostgREST's schema cache holds: functions whose parameters all have names, and those with a
 * single unnamed parameter of a type the body can be passed as. Others (`f(int)`, `f(people)` — a
 * computed field) are not callable by RPC: PGRST202.
 */
function exposedAsRpc(fn: DbFunction): boolean {
  return fn.inArgs.every((a) => a.name !== '') || (fn.inArgs.length === 1 && BODY_TYPES.has(fn.inArgs[0]?.type ?? ''));
}

/**
 * What PostgREST's schema cache lists under a name for its hints: the functions RPC can call, and
 * those of one unnamed row-type parameter (computed fields), which RPC cannot.
 */
function inSchemaCache(rc: RequestContext, fn: DbFunction): boolean {
  if (exposedAsRpc(fn)) return true;
  const only = fn.inArgs.length === 1 ? fn.inArgs[0] : undefined;
  return only !== undefined && [...rc.catalog.tables.values()].some((t) => t.rowTypeOid === only.typeOid);
}

/** The body, as it came, passed to the function's one unnamed parameter (`{"": "x"}` names it). */
function bodyCall(fn: DbFunction, body: string): Call {
  const type = fn.inArgs[0]?.type ?? 'json';
  return { fn, render: (p) => ({ call: `${qualified(fn.name, fn.schema)}(${p.add(body)}::${type})`, from: null }) };
}

function chooseFunction(rc: RequestContext, name: string, overloads: DbFunction[], keys: string[], isPost: boolean, bodyText: string, argsJson: string): Call {
  if (rc.prefer.params === 'single-object' && isPost) {
    const single = overloads.filter((f) => f.inArgs.length === 1 && JSON_TYPES.has(f.inArgs[0]?.type ?? ''));
    if (single.length === 1) return singleJsonCall(single[0] as DbFunction, bodyText);
  }
  const named = overloads.filter((f) => {
    const names = f.inArgs.map((a) => a.name);
    if (!keys.every((k) => names.includes(k))) return false;
    const required = f.inArgs.slice(0, f.inArgs.length - f.defaults);
    return required.every((a) => keys.includes(a.name));
  });
  const only = named.length === 1 ? (named[0] as DbFunction) : undefined;
  if (only !== undefined && keys.includes('')) return bodyCall(only, isPost ? bodyText : argsJson);
  if (only !== undefined) return namedCall(only, keys, argsJson);
  // Several overloads take these names (e.g. f(a int) and f(a text), or f(a) and f(a, b default)):
  // Postgres could not choose either, so PostgREST refuses with PGRST203.
  if (named.length > 1) throw ambiguous(named);
  if (isPost && rc.bodyMedia.kind === 'json') {
    const unnamed = overloads.filter((f) => f.inArgs.length === 1 && f.inArgs[0]?.name === '' && JSON_TYPES.has(f.inArgs[0]?.type ?? ''));
    if (unnamed.length === 1) return singleJsonCall(unnamed[0] as DbFunction, bodyText);
    if (unnamed.length > 1) throw ambiguous(unnamed);
  }
  throw noFunction(rc.catalog.schema, name, keys, isPost && rc.bodyMedia.kind === 'json', noFunctionHint(rc, name, keys));
}

/**
 * A POST of text/plain, text/xml or application/octet-stream, as PostgREST calls it: a function
 * whose parameters all have defaults takes no argument from it; otherwise the body is the one
 * argument of the function with a single unnamed parameter of that type (text, xml, bytea).
 */
function chooseRawFunction(rc: RequestContext, name: string, overloads: DbFunction[], type: RawType, body: Uint8Array): Call {
  const named = overloads.filter((f) => f.inArgs.length > 0 && f.inArgs.every((a) => a.name !== '') && f.defaults >= f.inArgs.length);
  if (named.length === 1) return namedCall(named[0] as DbFunction, [], '{}');
  if (named.length > 1) throw ambiguous(named);
  const unnamed = overloads.filter((f) => f.inArgs.length === 1 && f.inArgs[0]?.name === '' && f.inArgs[0]?.type === type);
  if (unnamed.length > 1) throw ambiguous(unnamed);
  const fn = unnamed[0];
  if (fn === undefined) throw noRawFunction(rc.catalog.schema, name, type);
  // bytea in its hex text form, so every byte arrives as sent; text and xml as UTF-8 text, refused
  // as Postgres refuses it when it is not UTF-8 (never altered).
  let value: string;
  if (type === 'bytea') value = `\\x${Buffer.from(body).toString('hex')}`;
  else {
    try {
      value = new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      throw new RestError(400, '22021', 'invalid byte sequence for encoding "UTF8"');
    }
  }
  return { fn, render: (p) => ({ call: `${qualified(fn.name, fn.schema)}(${p.add(value)}::${type})`, from: null }) };
}

function columnsMap(columns: Column[]): Map<string, Column> {
  return new Map(columns.map((c) => [c.name, c]));
}

export async function handleRpc(rc: RequestContext, name: string): Promise<Response> {
  const isPost = rc.method === 'POST';
  if (!isPost && rc.method !== 'GET' && rc.method !== 'HEAD') throw invalidRpcMethod(rc.method);
  const query = parseQuery(rc.url.search, { isRpcRead: !isPost });

  const sent = rc.bodyMedia;
  if (isPost && sent.kind === 'raw') {
    const body = await rc.bodyBytes();
    const overloads = ((await lookup(rc, (catalog) => catalog.functions.get(name))) ?? []).filter(exposedAsRpc);
    if (overloads.length === 0) throw noRawFunction(rc.catalog.schema, name, sent.type);
    const chosen = chooseRawFunction(rc, name, overloads, sent.type, body);
    const answerMedia = negotiateMedia(rc.headers.get('accept'), rc.catalog.planEnabled);
    checkStrictPreferences(rc.prefer);
    return answerCall(rc, chosen, query, answerMedia, false);
  }

  let keys: string[];
  let bodyText = '';
  let argsJson: string;
  if (isPost) {
    bodyText = await rc.bodyText();
    if (bodyText.trim() === '') bodyText = '{}';
    // No function takes more than MAX_FUNCTION_ARGS parameters: keys past those cannot name one.
    const payload = readJsonBody(rc, bodyText, { elementRows: false, maxKeys: MAX_FUNCTION_ARGS });
    // Only an object names arguments; an array goes to a function with one unnamed json/jsonb parameter.
    const row = payload.kind === 'object' ? payload.rows[0] : undefined;
    keys = [...(row?.fields?.keys() ?? [])];
    argsJson = bodyText;
  } else {
    const args: Record<string, string> = {};
    for (const [k, v] of query.rpcArgs) args[k] = v;
    keys = Object.keys(args);
    argsJson = JSON.stringify(args);
  }

  const overloads = ((await lookup(rc, (catalog) => catalog.functions.get(name))) ?? []).filter(exposedAsRpc);
  if (overloads.length === 0) throw noFunction(rc.catalog.schema, name, keys, isPost && sent.kind === 'json', noFunctionHint(rc, name, keys));
  if (!isPost && keys.some((k) => k === '')) throw invalidBody('Empty or invalid json');
  const chosen = chooseFunction(rc, name, overloads, keys, isPost, bodyText, argsJson);
  // As PostgREST: the query, the body and the function (PGRST202/PGRST203) before the media type (PGRST107).
  const media = negotiateMedia(rc.headers.get('accept'), rc.catalog.planEnabled);
  checkStrictPreferences(rc.prefer);
  const fn = chosen.fn;
  const readOnly = !isPost;

  return answerCall(rc, chosen, query, media, readOnly);
}

/** The function's rows, computed once (a volatile function must not run again for the count). */
const CALL_ROWS = '"pgrst_call_rows"';

/**
 * Runs the call and answers it as PostgREST does: sets as arrays with the request's filters, order
 * and range applied (and counted: `Prefer: count`), one composite as an object, a scalar bare,
 * void as 204. `Prefer: tx=rollback` answers and then rolls back; `max-affected` (with
 * handling=strict) refuses a set of more rows (PGRST124) and any function that returns no set
 * (PGRST128), as PostgREST 13 does.
 */
async function answerCall(rc: RequestContext, chosen: Call, query: ParsedQuery, media: Media, readOnly: boolean): Promise<Response> {
  const fn = chosen.fn;
  const limitAffected = rc.prefer.handling === 'strict' && rc.prefer.maxAffected !== undefined;
  if (limitAffected && !fn.returnsSet) throw maxAffectedNeedsSet();
  const p = new SqlParams();
  const { call, from } = chosen.render(p);
  const callFrom = (columns: string) => (from === null ? `${call} AS "pgrst_call"${columns}` : `${from}, LATERAL ${call} AS "pgrst_call"${columns}`);
  const applied = preferenceApplied(rc, ['count', 'tx', 'handling', 'max-affected']);

  if (fn.returnKind === 'void') {
    if (isPlan(media)) return answerPlan(rc, media, `SELECT ${call}${from === null ? '' : ` FROM ${from}`}`, p.values, readOnly);
    await runAsCaller(rc, readOnly, async (tx) => {
      await tx.query(`SELECT ${call}${from === null ? '' : ` FROM ${from}`}`, p.values);
      const response = respond(204, null, applied, rc.head);
      if (rc.prefer.tx === 'rollback') throw new RollbackWith(response);
    });
    return respond(204, null, applied, rc.head);
  }

  let plan: ReadNode | null = null;
  let rows: string | null = null;
  let select: string;
  let countSql: string | null = null;
  const composite = fn.returnKind === 'composite' || fn.returnKind === 'record';
  if (composite) {
    const table = fn.returnTable === undefined ? undefined : rc.catalog.tables.get(fn.returnTable);
    const source: Source = { displayName: fn.name, columns: table?.columns ?? columnsMap(fn.outColumns), columnList: table?.columnList ?? fn.outColumns };
    if (fn.returnTable !== undefined) source.relation = fn.returnTable;
    plan = planRead(rc.catalog, source, query, { rangeHeader: parseRangeHeader(rc.headers.get('range')) });
    rows = `SELECT "pgrst_call".* FROM ${callFrom('')}`;
    const page = rootSelect(plan, CALL_ROWS, p);
    if (rc.prefer.count !== undefined && fn.returnsSet) countSql = rootSelect(plan, CALL_ROWS, p, { forCount: true });
    const shape = media.kind === 'csv' ? 'csv' : !fn.returnsSet || media.kind === 'object' ? 'object' : 'array';
    select = readStatement(page, rc.prefer.count === 'planned' ? null : countSql, shape, media.stripNulls);
  } else if (fn.returnsSet) {
    rows = `SELECT "pgrst_scalar" FROM ${callFrom('("pgrst_scalar")')}`;
    const root = query.ranges.find((r) => r.path.length === 0);
    let range = '';
    if (root?.limit !== undefined) range += ` LIMIT ${p.add(String(root.limit))}::bigint`;
    if (root !== undefined && root.offset > 0) range += ` OFFSET ${p.add(String(root.offset))}::bigint`;
    const total = rc.prefer.count === undefined ? 'NULL::bigint' : `(SELECT count(*) FROM ${CALL_ROWS})`;
    // CSV of scalars: one column headed `pgrst_scalar`, as PostgREST names it.
    const body = media.kind === 'csv' ? bodySql('csv', false) : `coalesce(json_agg("_pgrst_t"."pgrst_scalar"), '[]'::json)::text`;
    select = `SELECT ${total} AS "total", count(*) AS "page", ${body} AS "body" FROM (SELECT "pgrst_scalar" FROM ${CALL_ROWS}${range}) "_pgrst_t"`;
  } else if (media.kind === 'csv') {
    select = `SELECT NULL::bigint AS "total", 1 AS "page", ${bodySql('csv', false)} AS "body" FROM (SELECT ${call} AS "pgrst_scalar"${from === null ? '' : ` FROM ${from}`}) "_pgrst_t"`;
  } else {
    select = `SELECT NULL::bigint AS "total", 1 AS "page", coalesce(to_json(${call}), 'null'::json)::text AS "body"${from === null ? '' : ` FROM ${from}`}`;
  }
  const affected = limitAffected ? `(SELECT count(*) FROM ${CALL_ROWS})` : 'NULL::bigint';
  const sql = `${rows === null ? '' : `WITH ${CALL_ROWS} AS MATERIALIZED (${rows}) `}SELECT "pgrst_r".*, ${affected} AS "affected" FROM (${select}) "pgrst_r"`;
  if (isPlan(media)) return answerPlan(rc, media, sql, p.values, readOnly);

  const offset = plan?.range.offset ?? query.ranges.find((r) => r.path.length === 0)?.offset ?? 0;
  type Row = { total: unknown; page: unknown; body: string | null; affected?: unknown };
  const answer = (row: Row | undefined, counted: number | null): Response => {
    const page = toNumber(row?.page);
    // One value or row counts as one, as PostgREST answers `count` on such a function.
    const total = fn.returnsSet ? counted : rc.prefer.count === undefined ? null : page;
    if (limitAffected) {
      const affected = toNumber(row?.affected);
      if (affected > (rc.prefer.maxAffected ?? 0)) throw maxAffectedViolation(affected);
    }
    if (media.kind === 'object' && (composite || fn.returnsSet) && page !== 1) throw singularityError(page);
    const status = rangeStatus(offset, page, total);
    const headers: Record<string, string> = {
      'Content-Range': contentRange(offset, offset + page - 1, total),
      'Content-Type': contentTypeFor(media.kind === 'object' && !composite ? { kind: 'json', stripNulls: false } : media),
      ...applied,
    };
    let body = row?.body ?? 'null';
    if (media.kind === 'object' && fn.returnsSet && !composite) body = JSON.stringify((JSON.parse(body) as unknown[])[0] ?? null);
    return respond(status, body, headers, rc.head);
  };
  const countOf = (row: Row | undefined): number | null => (row?.total === null || row?.total === undefined ? null : toNumber(row.total));

  // Nothing can refuse the result after the fact: the whole transaction goes in one round trip.
  const mayRefuse = limitAffected || media.kind === 'object' || rc.prefer.tx === 'rollback' || rc.prefer.count === 'planned';
  if (!mayRefuse) {
    const { rows: [row] } = await queryAsCaller<Row>(rc, readOnly, sql, p.values);
    return answer(row, countOf(row));
  }
  return runAsCaller(rc, readOnly, async (tx) => {
    const row = (await tx.query<Row>(sql, p.values)).rows[0];
    let total = countOf(row);
    if (rc.prefer.count === 'planned' && countSql !== null && rows !== null) total = await plannedCount(tx, `WITH ${CALL_ROWS} AS (${rows}) ${countSql}`, p.values);
    const response = answer(row, total);
    if (rc.prefer.tx === 'rollback') throw new RollbackWith(response);
    return response;
  });
}
