// What every /rest/v1 handler shares: the caller, the schema cache, the parsed Prefer header, and
// running the statement as the caller (RLS decides). A response that must leave without
// committing (single-object failure, `Prefer: tx=rollback`) is thrown as RollbackWith.
import type { AsCallerOptions, BackendContext, Caller, Queryable, SqlResult } from '../../context';
import type { Catalog } from '../catalog/catalog';
import { reloadForUnknownName } from '../catalog/cache';
import type { Preferences } from '../http/headers';
import { RestError, invalidBody, tooManyRows, tooManyValues } from '../errors';
import { MAX_NESTING } from '../http/nesting';
import { JsonBodyError, scanJsonBody, type JsonBody, type JsonBodyOptions } from '../parse/json-body';
import type { BodyMedia } from '../parse/request-body';

export interface RequestContext {
  ctx: BackendContext;
  method: string;
  url: URL;
  headers: Headers;
  /**
   * The client (http/client-ip.ts: the socket's peer, or behind a trusted proxy the client its
   * X-Forwarded-For names): request.headers' x-forwarded-for in SQL.
   */
  clientAddress: string;
  caller: Caller;
  /** The exposed schema the request addresses (Accept-Profile / Content-Profile). */
  schema: string;
  /** search_path of its statements (searchPathFor), set by the request settings statement. */
  searchPath: string;
  catalog: Catalog;
  prefer: Preferences;
  head: boolean;
  /** The body's media type (Content-Type; JSON when none is sent). */
  bodyMedia: BodyMedia;
  /** The body as JSON text: CSV and form bodies converted, other media types refused (PGRST102). */
  bodyText: () => Promise<string>;
  /** The body's bytes as sent (an RPC's raw text, xml or bytea argument). */
  bodyBytes: () => Promise<Uint8Array>;
  /** Most rows one insert may carry (REST_MAX_INSERT_ROWS). */
  maxInsertRows: number;
  /** Most JSON values one body may carry (REST_MAX_JSON_VALUES). */
  maxJsonValues: number;
}

/** Carries a finished response out of a transaction that must roll back. */
export class RollbackWith extends Error {
  constructor(readonly response: Response) {
    super('rollback');
  }
}

function callerOptions(rc: RequestContext, readOnly: boolean): AsCallerOptions {
  const headers: Record<string, string> = {};
  rc.headers.forEach((value, key) => {
    headers[key] = value;
  });
  // What Supabase's gateway tells SQL about the sender (policies and rules read its first entry),
  // here the one resolved client address: a client cannot choose it by sending the header.
  headers['x-forwarded-for'] = rc.clientAddress;
  return { readOnly, request: { method: rc.method, path: rc.url.pathname, headers }, searchPath: rc.searchPath };
}

/**
 * PostgREST's search_path: the exposed schema, then `[api] extra_search_path`, each a quoted
 * identifier (the names come from the configuration only, never from the request: requestedSchema
 * accepts only an exposed schema). It travels as a parameter of the request settings statement.
 */
export function searchPathFor(schema: string, extraSearchPath: readonly string[]): string {
  return [...new Set([schema, ...extraSearchPath])].map((name) => `"${name.replace(/"/g, '""')}"`).join(', ');
}

export function runAsCaller<T>(rc: RequestContext, readOnly: boolean, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return rc.ctx.asCaller(rc.caller, fn, callerOptions(rc, readOnly));
}

/** One statement as the caller: its whole transaction in one round trip (Database.transactionQuery). */
export function queryAsCaller<Row>(rc: RequestContext, readOnly: boolean, sql: string, params: unknown[]): Promise<SqlResult<Row>> {
  return rc.ctx.queryAsCaller<Row>(rc.caller, sql, params, callerOptions(rc, readOnly));
}

/** Looks a name up in the cache, reloading it once if the name is not there (it may be new). */
export async function lookup<T>(rc: RequestContext, find: (catalog: Catalog) => T | undefined): Promise<T | undefined> {
  const found = find(rc.catalog);
  if (found !== undefined) return found;
  const reloaded = await reloadForUnknownName(rc.ctx.db, rc.catalog);
  rc.catalog = reloaded;
  return find(reloaded);
}

/** How to read a body (see JsonBodyOptions); the nesting limit is always MAX_NESTING. */
export type BodyReading = Omit<JsonBodyOptions, 'maxDepth' | 'maxValues'>;

/**
 * The request body's shape (see parse/json-body): PGRST102 when it is not JSON or nests too
 * deeply, PGRST413 when it holds more rows or values than allowed. Linear in the body, whatever its
 * width.
 */
export function readJsonBody(rc: RequestContext, text: string, reading: BodyReading): JsonBody {
  try {
    return scanJsonBody(text, { maxDepth: MAX_NESTING, maxValues: rc.maxJsonValues, ...reading });
  } catch (error) {
    if (!(error instanceof JsonBodyError)) throw error;
    if (error.fault === 'too-deep') throw invalidBody(`JSON nested deeper than ${MAX_NESTING} levels`);
    if (error.fault === 'too-many-rows') throw tooManyRows(reading.maxRows ?? 0);
    if (error.fault === 'too-many-values') throw tooManyValues(rc.maxJsonValues);
    throw invalidBody('Empty or invalid json');
  }
}

export function affectedRowsCheck(rc: RequestContext, rows: number): void {
  if (rc.prefer.handling === 'strict' && rc.prefer.maxAffected !== undefined && rows > rc.prefer.maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);
  }
}

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' || typeof value === 'bigint') return Number(value);
  return 0;
}

export function preferenceApplied(rc: RequestContext, keys: string[]): Record<string, string> {
  const applied = rc.prefer.applied.filter((p) => keys.some((k) => p.startsWith(`${k}=`)));
  return applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {};
}
