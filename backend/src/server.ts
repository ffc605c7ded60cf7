// Starts the backend: opens the database, applies migrations, builds the context and serves the
// app. Used by main.ts, the test harness and the benchmark alike.
import { Server as NetServer, type AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import pino, { type Logger } from 'pino';
import { createAsCaller, createQueryAsCaller } from './caller/as-caller';
import { createCallerResolver, withLiveSessions } from './caller/resolve-caller';
import { createSessionLiveness } from './caller/session-liveness';
import { createApp, presetResponseHeaders } from './app';
import type { BackendConfig } from './config';
import type { BackendContext, Database } from './context';
import { openDatabase } from './db/open';
import { startPgliteAutovacuum } from './db/pglite-autovacuum';
import { installSharedRateLimits } from './http/shared-rate-limit';
import { createConnectionGuard } from './http/connection-guard';
import { migrate, type MigrateResult } from './db/migrate';
import { lockDataFolder } from './process/data-folder-lock';
import { refuseNewSecretForExistingUsers } from './process/jwt-secret-file';
import { apiKeys } from './keys';
import { functionsRoutes } from './functions';
import { attachRealtime, broadcastRoutes, Hub, installRealtimeCapture } from './realtime';
import { restRoutes } from './rest';
import { SCHEDULED_FUNCTIONS, SCHEDULED_SQL_FUNCTIONS, startScheduledFunctions, startScheduledSql } from './scheduled';
import { ensureVapidKeys, startNotificationDispatcher } from './notifications';
import { storageRoutes } from './storage';

export interface RunningServer {
  url: string;
  port: number;
  ctx: BackendContext;
  migrations: MigrateResult;
  /** The Node HTTP server, for websocket upgrades (/realtime/v1/websocket). */
  server: Server;
  /**
   * Stops accepting connections and answers any request that still arrives with 503, waits for the
   * requests in flight (up to graceMs, 10 s by default), closes the database once the work queued
   * on it is done, and releases the data folder.
   */
  close(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
  /** Mounted API modules by path; defaults to defaultModules(). */
  modules?: Record<string, (ctx: BackendContext) => Hono>;
}

/** The API modules mounted beside /auth/v1. */
export function defaultModules(config: BackendConfig): Record<string, (ctx: BackendContext) => Hono> {
  return {
    '/rest/v1': (ctx) =>
      restRoutes(ctx, { maxInsertRows: config.limits.restMaxInsertRows, maxJsonValues: config.limits.restMaxJsonValues, api: config.api }),
    '/storage/v1': (ctx) => storageRoutes(ctx, config.storage),
    '/functions/v1': (ctx) => functionsRoutes(ctx, config.functions),
  };
}

export async function startServer(config: BackendConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? pino({ level: config.logLevel, base: { service: 'backend' } });
  // Before anything in DATA_DIR is opened. Also with DATABASE_URL: the folder then holds no
  // database, but it holds the storage objects, whose superseded versions each process prunes
  // under a lock of its own, so a second process could delete the bytes of a version the first
  // has just committed. Backends sharing one PostgreSQL need a DATA_DIR each.
  const folderLock = await lockDataFolder(config.dataDir);
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  } catch (error) {
    folderLock.release();
    throw error;
  }
  const closeDatabaseAndFolder = async (): Promise<void> => {
    try {
      await db.close();
    } finally {
      folderLock.release();
    }
  };
  let migrations: MigrateResult;
  try {
    // Before the migrations, so a refused start leaves the database as it was.
    if (config.jwtSecretFile?.created) {
      refuseNewSecretForExistingUsers(config.jwtSecretFile, await countUsers(db));
      // Checked: from now on the file is this data folder's own (restarts with this config).
      config.jwtSecretFile = { ...config.jwtSecretFile, created: false };
    }
    migrations = await migrate(db, config.supabaseDir, log);
    // After the migrations, so every table they add to supabase_realtime gets its capture trigger.
    await installRealtimeCapture(db);
    // Rate limits that every backend on this database shares (http/shared-rate-limit.ts).
    await installSharedRateLimits(db);
  } catch (error) {
    await closeDatabaseAndFolder().catch(() => undefined);
    throw error;
  }
  const keys = await apiKeys(config.jwtSecret);
  const sessions = createSessionLiveness(db, config.auth.sessionCheckTtlSeconds);
  const ctx: BackendContext = {
    db,
    log,
    config: {
      apiPort: config.apiPort,
      dataDir: config.dataDir,
      supabaseDir: config.supabaseDir,
      jwtSecret: config.jwtSecret,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      publicUrl: config.publicUrl ?? `http://localhost:${config.apiPort}`,
    },
    // Every API that resolves callers (REST, storage, functions, realtime) refuses tokens whose
    // session has ended; /auth/v1 ends sessions and drops what the check remembers at once.
    resolveCaller: withLiveSessions(createCallerResolver(config.jwtSecret, config.auth.signingKeys), sessions),
    sessions,
    asCaller: createAsCaller(db),
    queryAsCaller: createQueryAsCaller(db),
  };
  // The realtime channels, shared by the websocket and the REST broadcast API.
  const hub = new Hub();
  const app = createApp(ctx, {
    limits: config.limits,
    auth: config.auth,
    corsOrigins: config.corsOrigins,
    trustedProxies: config.trustedProxies,
    modules: { ...(options.modules ?? defaultModules(config)), '/realtime/v1/api': (c) => broadcastRoutes(c, hub) },
  });

  // Set once close() begins: every request arriving after that is refused (shutdownRefusal).
  let draining = false;
  /** Responses not yet finished; close() waits for them before the database goes. */
  const inFlight = new Set<ServerResponse>();
  let allFinished: (() => void) | undefined;
  let server!: Server;
  // Body and idle timeouts, the per-address connection cap, the lingering close (issue 36).
  const guard = createConnectionGuard(config.connections, config.trustedProxies);
  const port = await new Promise<number>((resolve, reject) => {
    const preset = presetResponseHeaders(config.corsOrigins);
    server = serve(
      {
        fetch: app.fetch,
        port: config.apiPort,
        hostname: config.host,
        createServer: ((options: object, listener: (request: IncomingMessage, response: ServerResponse) => unknown) => {
          const created = createServer({ ...options, ...guard.serverOptions }, (request, response) => {
            preset(request, response);
            if (!guard.admit(request, response)) return;
            if (draining) return shutdownRefusal(request, response);
            inFlight.add(response);
            // Done when the response is closed AND the handler has returned: a client that hangs
            // up does not end the work its request started (a sign-in still hashing, say).
            let open = 2;
            const done = () => {
              if (--open > 0) return;
              inFlight.delete(response);
              if (inFlight.size === 0) allFinished?.();
            };
            response.once('close', done);
            Promise.resolve(listener(request, response) as unknown).then(done, done);
          });
          guard.attach(created);
          return created;
        }) as typeof createServer,
      },
      (info: AddressInfo) => resolve(info.port),
    ) as Server;
    server.once('error', reject);
  }).catch(async (error: unknown) => {
    await closeDatabaseAndFolder().catch(() => undefined);
    throw error;
  });
  // With API_PORT=0 the port is only known now.
  ctx.config.apiPort = port;
  if (!config.publicUrl) ctx.config.publicUrl = `http://localhost:${port}`;
  // /realtime/v1/websocket arrives as an HTTP upgrade on the same server.
  const realtime = attachRealtime(server, ctx, { databaseUrl: config.databaseUrl, hub, relay: { heartbeatMs: config.timers.realtimeInstanceHeartbeatMs } });
  // pg_cron's role locally: SQL jobs such as releasing partner communications held over Shabbat.
  const scheduled = startScheduledSql(db, log, { everySeconds: config.timers.scheduledSqlIntervalSeconds, jobs: SCHEDULED_SQL_FUNCTIONS });
  // ...and the functions it calls through pg_net: planning the weekly check-ins (issue 34).
  const scheduledFunctions = startScheduledFunctions(log, {
    everySeconds: config.timers.scheduledSqlIntervalSeconds,
    jobs: SCHEDULED_FUNCTIONS,
    baseUrl: () => `http://127.0.0.1:${ctx.config.apiPort}`,
    serviceRoleKey: ctx.config.serviceRoleKey,
  });
  // Push and email for new notifications (issue 14): VAPID keys for send-notification, and the
  // dispatcher that calls it when a delivery is due (a database webhook's role on hosted Supabase).
  ensureVapidKeys(config.dataDir);
  const notifications = startNotificationDispatcher(ctx, config.timers.notificationsDispatchIntervalMs);
  // PGlite has no autovacuum daemon: the server does its job (PostgreSQL runs its own).
  const autovacuum = db.kind === 'pglite' ? startPgliteAutovacuum(db, log, config.timers.pgliteAutovacuumSeconds) : undefined;

  let closing: Promise<void> | undefined;
  const close = (graceMs = 10_000): Promise<void> => {
    closing ??= (async () => {
      const within = <T>(work: Promise<T>, ms: number): Promise<unknown> => {
        let timer: NodeJS.Timeout | undefined;
        return Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() => clearTimeout(timer));
      };
      // First the timers that use the database. The notification dispatcher's tick calls
      // send-notification on this very server, and that function's own REST requests come back
      // here: once draining they would be refused with 503, which supabase-js retries with backoff
      // (1 + 2 + 4 s per read, for each delivery), so a busy tick would hold close() for minutes.
      // Stopped while requests are still served, the tick in flight finishes normally (≤ graceMs).
      await within(Promise.all([scheduled.stop(), scheduledFunctions.stop(), notifications.stop(), autovacuum?.stop()]), graceMs);
      // Nothing new from here on: new connections are refused, a request on a connection already
      // open gets 503 and that connection is closed, and so is each one whose response is still
      // being written. http.Server's own close() would also drop every idle keep-alive connection
      // at once, and a request its client is sending at that moment would die unanswered; net's
      // close() only stops listening, and the idle connections go once the requests in flight
      // are done.
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
      const stopped = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      try {
        // Then the sockets (code 1001: clients reconnect).
        await realtime.close();
        // The requests in flight finish (up to graceMs); whatever is still open after is cut.
        if (inFlight.size > 0) await within(new Promise<void>((resolve) => (allFinished = resolve)), graceMs);
        server.closeAllConnections();
        guard.stop();
        await within(stopped, 1000);
      } finally {
        // Even when the sockets would not close: the data folder must not stay taken.
        await closeDatabaseAndFolder();
      }
    })();
    return closing;
  };
  return { url: `http://127.0.0.1:${port}`, port, ctx, migrations, server, close };
}

/** Users in auth.users; 0 for a database the migrations have not set up yet. */
async function countUsers(db: Database): Promise<number> {
  const table = await db.query<{ present: boolean }>("select to_regclass('auth.users') is not null as present");
  if (!table.rows[0]?.present) return 0;
  const users = await db.query<{ n: number }>('select count(*)::int as n from auth.users');
  return users.rows[0]?.n ?? 0;
}

/**
 * The answer to a request that arrives once the server is shutting down: 503 in PostgREST's error
 * shape (its PGRST001 is the 503 it gives when it cannot reach the database), with Retry-After so
 * a client knows to send it again (the restarted server or another instance will answer it), and
 * the connection closed after it.
 */
function shutdownRefusal(request: IncomingMessage, response: ServerResponse): void {
  request.resume();
  response.shouldKeepAlive = false;
  response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
  response.end(
    JSON.stringify({
      code: 'PGRST001',
      message: 'The server is shutting down',
      details: 'The request was not run.',
      hint: 'Send it again in a moment.',
    }),
  );
}
