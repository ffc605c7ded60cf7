// The real backend for the realtime suites: the shared harness (test/harness.ts: startServer with
// realtime mounted, a fresh DATA_DIR and PGlite, or a fresh database on TEST_DATABASE_URL) seen
// through what these suites need: users with their claims, SQL as a user under RLS, and tokens of
// chosen lifetimes minted with the server's JWT secret.
import { resolve } from 'node:path';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import type { Caller, JwtClaims, Queryable, SqlResult } from '../../src/context';
import { startBackend } from '../harness';

export const REALTIME_FIXTURE = resolve(__dirname, '../fixtures/realtime');

export interface TestUser {
  id: string;
  email: string;
  accessToken: string;
  claims: JwtClaims;
}

export interface RealtimeBackend {
  url: string;
  anonKey: string;
  jwtSecret: string;
  kind: 'pglite' | 'postgres';
  /** supabase-js on the ws transport, acting with `token` (or what the function returns) when given. */
  client(token?: string | (() => string), options?: SupabaseClientOptions<'public'>): SupabaseClient;
  createUser(): Promise<TestUser>;
  /** SQL as the caller, the way every REST request runs (RLS applies). */
  asUser<Row = Record<string, unknown>>(user: TestUser, sql: string, params?: unknown[]): Promise<SqlResult<Row>>;
  /** SQL as the database owner. */
  sql<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<Row>>;
  /** An access token for the user expiring in `seconds`. */
  tokenFor(user: TestUser, seconds: number): Promise<string>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRealtimeBackend(supabaseDir = REALTIME_FIXTURE): Promise<RealtimeBackend> {
  const harness = await startBackend({ supabaseDir });
  const { url, anonKey } = harness;
  // Read after each restart too: the context (and its database handle) is replaced by a restart.
  const ctx = () => harness.context();
  const jwtSecret = ctx().config.jwtSecret;

  return {
    url,
    anonKey,
    jwtSecret,
    kind: harness.databaseKind,
    client(token, options = {}) {
      // supabase-js feeds realtime from its accessToken option (else from its auth session), and
      // asks it again on every heartbeat; a function lets a test rotate the token.
      const current = typeof token === 'function' ? token : token ? () => token : undefined;
      return createClient(url, anonKey, {
        ...options,
        ...(current
          ? { accessToken: async () => current() }
          : { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }),
        realtime: { transport: WebSocket as never, ...options.realtime },
      });
    },
    async createUser() {
      const { user, email, session } = await harness.signUpUser();
      const accessToken = session.access_token;
      const caller = await ctx().resolveCaller(
        new Request(url, { headers: { apikey: anonKey, authorization: `Bearer ${accessToken}` } }),
      );
      return { id: user.id, email, accessToken, claims: caller.claims };
    },
    asUser<Row = Record<string, unknown>>(user: TestUser, sql: string, params?: unknown[]) {
      const caller: Caller = { role: 'authenticated', claims: user.claims, token: user.accessToken };
      return ctx().asCaller(caller, (tx: Queryable) => tx.query<Row>(sql, params));
    },
    sql: (sql, params) => harness.sql(sql, params),
    tokenFor(user, seconds) {
      const { exp: _exp, iat: _iat, ...claims } = user.claims;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
        .sign(new TextEncoder().encode(jwtSecret));
    },
    restart: () => harness.restart(),
    stop: () => harness.stop(),
  };
}

/** Resolves when `predicate` holds, polling; rejects with `what` after `ms`. */
export async function waitFor(predicate: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
