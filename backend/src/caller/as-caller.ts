// Runs a request's SQL as its caller, exactly as PostgREST does: one transaction whose local
// settings switch to the caller's role and expose the JWT claims to auth.uid()/auth.jwt().
// The server never filters rows itself; row-level security decides.
import type { AsCallerOptions, Caller, Database, Queryable } from '../context';

const SET_REQUEST_CONTEXT = `
  select set_config('role', $1, true),
         set_config('request.jwt.claims', $2, true),
         set_config('request.jwt.claim.sub', $3, true),
         set_config('request.jwt.claim.role', $1, true),
         set_config('request.jwt.claim.email', $4, true),
         set_config('request.method', $5, true),
         set_config('request.path', $6, true),
         set_config('request.headers', $7, true),
         set_config('search_path', 'public, extensions', true)`;

export function createAsCaller(db: Database) {
  return function asCaller<T>(caller: Caller, fn: (tx: Queryable) => Promise<T>, options: AsCallerOptions = {}): Promise<T> {
    return db.transaction(
      async (tx) => {
        const { claims } = caller;
        await tx.query(SET_REQUEST_CONTEXT, [
          caller.role,
          JSON.stringify(claims),
          typeof claims.sub === 'string' ? claims.sub : '',
          typeof claims.email === 'string' ? claims.email : '',
          options.request?.method ?? '',
          options.request?.path ?? '',
          JSON.stringify(options.request?.headers ?? {}),
        ]);
        return fn(tx);
      },
      { readOnly: options.readOnly },
    );
  };
}
