// The seams between the backend's parts. The server core (db, auth, keys, app) implements these;
// the API modules (/auth/v1, /rest/v1, later /storage/v1, /functions/v1, /realtime/v1) consume them.
import type { Logger } from 'pino';
import type { SessionLiveness } from './caller/session-liveness';

/** One result of a SQL statement, in the shape both PGlite and node-postgres give. */
export interface SqlResult<Row = Record<string, unknown>> {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
}

/**
 * Something that runs parameterised SQL: the database itself or an open transaction.
 * Values come back the same from both drivers: json/jsonb parsed, booleans, int2/int4/float as
 * numbers, int8 as a number when it is a safe integer (else its text), numeric as text, and
 * date/time/timestamp/timestamptz/interval as Postgres prints them (the session runs in UTC).
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<Row>>;
}

/** An open transaction: also runs multi-statement scripts (migrations, seeds). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

/** A statement whose parameters are all text (or null). */
export interface TextStatement {
  sql: string;
  params: (string | null)[];
}

export interface TransactionOptions {
  /** BEGIN READ ONLY: any write fails with 25006. */
  readOnly?: boolean;
  /**
   * One statement run right after BEGIN, in the same round trip as BEGIN and the transaction's
   * first query: asCaller's role and claims.
   */
  setup?: TextStatement;
}

/**
 * The database adapter: PGlite by default, any PostgreSQL when DATABASE_URL is set.
 * PGlite has one connection: statements and transactions are queued, so inside a transaction use
 * only its `tx` (calling the database itself from inside one throws instead of deadlocking).
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction; commits when it resolves, rolls back when it throws. An error
   * swallowed inside fn still aborts the transaction: COMMIT then throws (25P02) rather than
   * silently rolling back, on both drivers. Use a savepoint to recover inside a transaction.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * One statement as a transaction of its own — the setup and the statement — in one round trip
   * (one call into PGlite's WASM, one pipelined write to PostgreSQL). The transaction may be
   * implicit (both before one Sync, no BEGIN or COMMIT: src/db/implicit-transaction.ts) or, the
   * first time on a connection, explicit. When either fails, both roll back and the error is thrown.
   */
  transactionQuery<Row = Record<string, unknown>>(sql: string, params: unknown[] | undefined, options?: TransactionOptions): Promise<SqlResult<Row>>;
  /** Runs a multi-statement script outside any explicit transaction. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** JWT claims as Supabase issues them; `role` decides the Postgres role of the request. */
export interface JwtClaims {
  role: ApiRole;
  sub?: string;
  aud?: string;
  email?: string;
  exp?: number;
  iat?: number;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}

/** Who is calling: taken from the apikey and Authorization headers, already verified. */
export interface Caller {
  role: ApiRole;
  claims: JwtClaims;
  /** The raw bearer token, so functions and realtime can act as the caller. */
  token: string;
}

/**
 * Thrown by resolveCaller for a missing, malformed, badly signed or expired token, or a user token
 * whose session has ended (sign-out, password change, ban, deleted user).
 */
export class CallerError extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly code: 'no_authorization' | 'bad_jwt' | 'jwt_expired' | 'invalid_api_key' | 'session_not_found',
    message: string,
    /** What was wrong with the bearer token, when that is the reason (REST answers it as PostgREST). */
    readonly failure?: JwtFailure,
  ) {
    super(message);
  }
}

/** Why a bearer token was refused, in the cases PostgREST tells apart. */
export type JwtFailure =
  | { kind: 'empty' }
  | { kind: 'parts'; parts: number }
  | { kind: 'crypto' }
  | { kind: 'key' }
  | { kind: 'algorithm'; detail: string | null }
  | { kind: 'expired' }
  | { kind: 'claim'; claim: 'exp' | 'nbf' | 'iat'; problem: 'not-a-number' | 'not-yet-valid' }
  | { kind: 'claims' }
  | { kind: 'role' };

export interface AsCallerOptions {
  /** GET and HEAD run read-only, as in PostgREST. */
  readOnly?: boolean;
  /** Exposed to SQL as request.method, request.path and request.headers (JSON), as PostgREST does. */
  request?: { method: string; path: string; headers?: Record<string, string> };
  /**
   * The transaction's search_path, set by the request settings statement itself (no statement of
   * its own): a list of quoted identifiers of configured schemas only (REST's searchPathFor), never
   * text from the request. Default `public, extensions`.
   */
  searchPath?: string;
}

export interface BackendContext {
  db: Database;
  log: Logger;
  config: {
    apiPort: number;
    dataDir: string;
    supabaseDir: string;
    jwtSecret: string;
    anonKey: string;
    serviceRoleKey: string;
    /** Public URL of this server as clients see it, e.g. http://localhost:54321 */
    publicUrl: string;
  };
  /**
   * Verifies apikey + Authorization of a request and says who is calling, refusing a user token
   * whose session has ended (see `sessions`). Throws CallerError.
   */
  resolveCaller(request: Request): Promise<Caller>;
  /** Which sessions still exist; whatever ends a session (auth) tells it at once. */
  sessions: SessionLiveness;
  /**
   * Runs fn in one transaction as the caller, exactly as PostgREST does: `set local role` to the
   * caller's role, request.jwt.claims (and request.jwt.claim.sub) set for auth.uid(), optionally
   * read-only. RLS decides what fn sees; service_role bypasses RLS.
   */
  asCaller<T>(caller: Caller, fn: (tx: Queryable) => Promise<T>, options?: AsCallerOptions): Promise<T>;
  /**
   * asCaller for a single statement: the whole transaction in one round trip (see
   * Database.transactionQuery), e.g. a REST read.
   */
  queryAsCaller<Row = Record<string, unknown>>(
    caller: Caller,
    sql: string,
    params: unknown[] | undefined,
    options?: AsCallerOptions,
  ): Promise<SqlResult<Row>>;
}
