// Runs a request's SQL as its caller, exactly as PostgREST does: one transaction whose local
// settings switch to the caller's role and expose the JWT claims to auth.uid()/auth.jwt().
// The server never filters rows itself; row-level security decides.
import type { AsCallerOptions, Caller, Database, Queryable, SqlResult, TextStatement } from '../context';
import { readOnlyWhen } from '../db/implicit-transaction';

/** Supabase's search_path of a request to `public` (the CLI's `[api] extra_search_path`). */
export const DEFAULT_REQUEST_SEARCH_PATH = 'public, extensions';

/**
 * The request's settings as one statement whose text never changes, so the database keeps it
 * prepared (parsed once per connection); role, claims and search_path travel as its parameters,
 * so a request to any exposed schema costs the same round trips as one to `public`. It answers one
 * small number (num_nulls evaluates every argument) rather than echoing the claims and headers
 * back to be decoded for nothing.
 */
export const REQUEST_SETTINGS_SQL = `select num_nulls(${[
  "set_config('role', $1, true)",
  "set_config('request.jwt.claims', $2, true)",
  "set_config('request.jwt.claim.sub', $3, true)",
  "set_config('request.jwt.claim.role', $1, true)",
  "set_config('request.jwt.claim.email', $4, true)",
  "set_config('request.method', $5, true)",
  "set_config('request.path', $6, true)",
  "set_config('request.headers', $7, true)",
  "set_config('search_path', $9, true)",
  // A read sent without BEGIN READ ONLY (an implicit transaction, see db/implicit-transaction)
  // is still read-only.
  readOnlyWhen('$8::boolean'),
].join(', ')})`;

/** Postgres text cannot hold NUL: such a value is refused with a clear message, not cut short. */
function text(value: string): string {
  if (value.includes('\0')) throw new Error('A request value holds a NUL character');
  return value;
}

/**
 * The settings of a request as one statement, which the database adapter sends in the same round
 * trip as BEGIN (see TransactionOptions.setup).
 */
export function requestSettings(caller: Caller, options: AsCallerOptions): TextStatement {
  const { claims } = caller;
  return {
    sql: REQUEST_SETTINGS_SQL,
    params: [
      text(caller.role),
      text(JSON.stringify(claims)),
      text(typeof claims.sub === 'string' ? claims.sub : ''),
      text(typeof claims.email === 'string' ? claims.email : ''),
      text(options.request?.method ?? ''),
      text(options.request?.path ?? ''),
      text(JSON.stringify(options.request?.headers ?? {})),
      options.readOnly ? 'true' : 'false',
      text(options.searchPath ?? DEFAULT_REQUEST_SEARCH_PATH),
    ],
  };
}

export function createAsCaller(db: Database) {
  return function asCaller<T>(caller: Caller, fn: (tx: Queryable) => Promise<T>, options: AsCallerOptions = {}): Promise<T> {
    return db.transaction(fn, { readOnly: options.readOnly, setup: requestSettings(caller, options) });
  };
}

export function createQueryAsCaller(db: Database) {
  return function queryAsCaller<Row = Record<string, unknown>>(
    caller: Caller,
    sql: string,
    params: unknown[] | undefined,
    options: AsCallerOptions = {},
  ): Promise<SqlResult<Row>> {
    return db.transactionQuery<Row>(sql, params, { readOnly: options.readOnly, setup: requestSettings(caller, options) });
  };
}
