// Starts the REAL backend for a test suite: in this process, on a random free port, with a fresh
// temporary DATA_DIR and a fresh PGlite; or, when TEST_DATABASE_URL points at a PostgreSQL server
// (scripts/with-postgres.sh sets it), on a fresh database created on that server for the suite.
//
//   const backend = await startBackend({ supabaseDir: 'test/fixtures/supabase' });
//   const { client, user } = await backend.signUpUser();
//   ...
//   await backend.stop();
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createClient, type Session, type SupabaseClient, type SupabaseClientOptions, type User } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { readOutbox, type OutboxMessage } from '../src/auth/outbox';
import { loadConfig, type BackendConfig } from '../src/config';
import type { BackendContext, SqlResult } from '../src/context';
import { startServer, type RunningServer } from '../src/server';
import { openPglite } from '../src/db/pglite';

export interface StartBackendOptions {
  /** A Supabase project folder (migrations/, seed.sql); default: the repo's supabase/. */
  supabaseDir?: string;
  /** Extra environment for the server (AUTH_CONFIRM_EMAIL, AUTH_RATE_LIMIT_*, JWT_SECRET, ...). */
  env?: Record<string, string>;
}

export interface ClientOptions {
  /** Which API key the client sends (default anon). */
  key?: 'anon' | 'service_role';
  /** Send this user JWT as Authorization instead of the key. */
  accessToken?: string;
  /** Merged into the supabase-js options. */
  options?: SupabaseClientOptions<'public'>;
}

export interface SignedUpUser {
  client: SupabaseClient;
  user: User;
  session: Session;
  email: string;
  password: string;
}

export interface TestBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dataDir: string;
  /** 'pglite' or 'postgres' */
  databaseKind: 'pglite' | 'postgres';
  /** A fresh supabase-js client (no persisted session, no auto refresh, ws transport). */
  client(opts?: ClientOptions): SupabaseClient;
  /** Creates a confirmed user (admin API) and signs it in on a fresh client. */
  signUpUser(email?: string, password?: string): Promise<SignedUpUser>;
  /** SQL as the database owner (bypasses RLS): for arranging and asserting in tests. */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlResult<Row>>;
  /** The running server's context (db, resolveCaller, asCaller), for in-process tests of the core. */
  context(): BackendContext;
  /** Messages written to DATA_DIR/outbox (confirmation links), oldest first. */
  outbox(): Promise<OutboxMessage[]>;
  /** Stops the server and starts it again over the same DATA_DIR / database and port. */
  restart(): Promise<void>;
  /** Stops the server and removes the temporary data (and the database on PostgreSQL). */
  stop(): Promise<void>;
}

export const DEFAULT_TEST_PASSWORD = 'Correct-Horse-Battery-9';

/** Variables of the outer environment that must not leak into a test server. */
const CONTROLLED_ENV = ['DATABASE_URL', 'DATA_DIR', 'JWT_SECRET', 'API_PORT', 'API_HOST', 'SUPABASE_DIR', 'PUBLIC_URL', 'TRUSTED_PROXIES'];

/** A new, empty database on the PostgreSQL server of adminUrl; drop() removes it again. */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shalom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A PGlite cluster just after initdb, made once per PGlite version and open options (in the
 * system's temp folder) and copied into each suite's DATA_DIR. initdb is most of a fresh PGlite's
 * start (on a loaded two-core machine 21–26 s to open a new folder, 7–8 s to copy this one and
 * open it), and it is the same for every suite: it holds no table, role or row of the project, so
 * the server still bootstraps, migrates and seeds the copy as it does a new database.
 */
export async function copyInitdbCluster(pgdata: string): Promise<void> {
  // The package's exports hide its package.json: it is next to dist/, where the entry is.
  const pglitePackage = join(dirname(createRequire(__filename).resolve('@electric-sql/pglite')), '..', 'package.json');
  const key = createHash('sha256')
    .update(readFileSync(pglitePackage))
    // openPglite's options (extensions, --data-checksums) decide what initdb writes.
    .update(readFileSync(join(__dirname, '..', 'src', 'db', 'pglite.ts')))
    .digest('hex')
    .slice(0, 16);
  const template = join(tmpdir(), `shalom-pglite-initdb-${key}`);
  if (!existsSync(template)) {
    // Made aside and renamed into place, so a suite in another jest worker never copies half of one.
    const draft = mkdtempSync(`${template}.draft-`);
    try {
      const db = await openPglite(join(draft, 'pgdata'));
      await db.close();
      renameSync(draft, template);
    } catch (error) {
      // Another worker renamed its copy first: that one is used.
      if (!existsSync(template)) throw error;
    } finally {
      rmSync(draft, { recursive: true, force: true });
    }
  }
  cpSync(join(template, 'pgdata'), pgdata, { recursive: true });
}

export async function startBackend(options: StartBackendOptions = {}): Promise<TestBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shalom-backend-'));
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  const database = adminUrl ? await createTestDatabase(adminUrl) : undefined;

  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of CONTROLLED_ENV) delete env[name];
  Object.assign(env, {
    DATA_DIR: dataDir,
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BACKEND_TEST_LOG_LEVEL ?? 'silent',
    ...(options.supabaseDir ? { SUPABASE_DIR: resolve(options.supabaseDir) } : {}),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  let config: BackendConfig = loadConfig(env);
  let running: RunningServer;
  try {
    if (!config.databaseUrl) await copyInitdbCluster(join(config.dataDir, 'pgdata'));
    running = await startServer(config);
  } catch (error) {
    await database?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  // Later starts reuse the port, so clients created before a restart keep working.
  config = { ...config, apiPort: running.port };
  const { anonKey, serviceRoleKey } = running.ctx.config;
  const url = running.url;

  const client = (opts: ClientOptions = {}): SupabaseClient => {
    const key = opts.key === 'service_role' ? serviceRoleKey : anonKey;
    const headers: Record<string, string> = { ...(opts.options?.global?.headers ?? {}) };
    if (opts.accessToken) headers.Authorization = `Bearer ${opts.accessToken}`;
    return createClient(url, key, {
      ...opts.options,
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...opts.options?.auth },
      realtime: { transport: WebSocket as never, ...opts.options?.realtime },
      global: { ...opts.options?.global, headers },
    });
  };

  const backend: TestBackend = {
    url,
    anonKey,
    serviceRoleKey,
    dataDir,
    databaseKind: running.ctx.db.kind,
    client,
    async signUpUser(email = `user-${randomUUID()}@example.test`, password = DEFAULT_TEST_PASSWORD) {
      const admin = client({ key: 'service_role' });
      let created: { error: Error | null } = await admin.auth.admin.createUser({ email, password, email_confirm: true });
      // A keep-alive socket the server closed as the client reused it ("fetch failed", seen once in CI
      // right after a suite's CPU-heavy guide calls): auth-js calls that retryable, and it is — the
      // user is created by the retry, or was by the first try, which the retry then reports.
      if (created.error?.name === 'AuthRetryableFetchError') {
        created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
        if (created.error && /already|exists|registered/i.test(created.error.message)) created = { error: null };
      }
      if (created.error) throw created.error;
      const userClient = client();
      const signedIn = await userClient.auth.signInWithPassword({ email, password });
      if (signedIn.error) throw signedIn.error;
      return { client: userClient, user: signedIn.data.user, session: signedIn.data.session, email, password };
    },
    sql<Row = Record<string, unknown>>(text: string, params?: unknown[]) {
      return running.ctx.db.query<Row>(text, params);
    },
    context: () => running.ctx,
    outbox: () => readOutbox(dataDir),
    async restart() {
      await running.close();
      running = await startServer(config);
    },
    async stop() {
      await running.close();
      await database?.drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return backend;
}
