// Runs a request's SQL as its caller, exactly as PostgREST does: one transaction whose local
// settings switch to the caller's role and expose the JWT claims to auth.uid()/auth.jwt().
// The server never filters rows itself; row-level security decides.
import type { AsCallerOptions, Caller, Database, Queryable } from '../context';

/**
 * A string literal that means exactly `value` whatever standard_conforming_strings says: an
 * E'' literal with quotes and backslashes doubled. Postgres text cannot hold NUL, so a value
 * with one is refused rather than cut short.
 */
export function sqlLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('A request value holds a NUL character');
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The settings of a request as one parameterless statement, so the database adapter can send it
 * in the same round trip as BEGIN (see TransactionOptions.setup) instead of a round trip of its own.
 */
export function requestContextSql(caller: Caller, options: AsCallerOptions): string {
  const { claims } = caller;
  const role = sqlLiteral(caller.role);
  const set = (name: string, value: string): string => `set_config('${name}', ${value}, true)`;
  return `select ${[
    set('role', role),
    set('request.jwt.claims', sqlLiteral(JSON.stringify(claims))),
    set('request.jwt.claim.sub', sqlLiteral(typeof claims.sub === 'string' ? claims.sub : '')),
    set('request.jwt.claim.role', role),
    set('request.jwt.claim.email', sqlLiteral(typeof claims.email === 'string' ? claims.email : '')),
    set('request.method', sqlLiteral(options.request?.method ?? '')),
    set('request.path', sqlLiteral(options.request?.path ?? '')),
    set('request.headers', sqlLiteral(JSON.stringify(options.request?.headers ?? {}))),
    set('search_path', `'public, extensions'`),
  ].join(', ')}`;
}

export function createAsCaller(db: Database) {
  return function asCaller<T>(caller: Caller, fn: (tx: Queryable) => Promise<T>, options: AsCallerOptions = {}): Promise<T> {
    return db.transaction(fn, { readOnly: options.readOnly, setup: requestContextSql(caller, options) });
  };
}
