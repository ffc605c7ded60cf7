// Mounts Supabase Realtime on the HTTP server: the WebSocket upgrade at /realtime/v1/websocket
// (other upgrade paths are left to their owners), the change feed and its dispatcher, the periodic
// re-sync of capture triggers with the publication, and an idle-socket sweep.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { BackendContext } from '../context';
import { isRefusedConnection, TOO_MANY_CONNECTIONS_MESSAGE } from '../http/connection-guard';
import { CHANGES_NOTIFY_CHANNEL } from './capture/capture-sql';
import { ChangeFeed, DEFAULT_FEED_OPTIONS, SHARED_DATABASE_RETENTION_MS, type ChangeFeedOptions } from './capture/change-feed';
import { syncCapture } from './capture/install';
import { listenForChanges, type NotifyListener } from './capture/notify-listener';
import { Hub } from './channels/hub';
import { DEFAULT_RELAY_OPTIONS, PostgresRelay, type RelayOptions } from './cluster/relay';
import { Session } from './channels/session';
import { PostgresChangesDispatcher } from './postgres-changes/dispatcher';
import { SERIALIZER_VERSIONS, type SerializerVersion } from './protocol/serializer';

export const REALTIME_WEBSOCKET_PATH = '/realtime/v1/websocket';

export interface RealtimeOptions {
  /** For LISTEN on PostgreSQL; defaults to ctx.config.databaseUrl, then DATABASE_URL. */
  databaseUrl?: string;
  feed?: Partial<ChangeFeedOptions>;
  /** How often capture triggers are re-synced with the publication (ms). */
  syncIntervalMs?: number;
  /** A socket silent this long (no heartbeat, no message) is closed (ms). */
  idleTimeoutMs?: number;
  /** Largest frame accepted from a client (bytes). */
  maxPayloadBytes?: number;
  /** The channels' hub, when the REST broadcast API (broadcast-api.ts) must reach them too. */
  hub?: Hub;
  /**
   * Broadcast and presence between instances on one PostgreSQL (cluster/relay.ts). Defaults:
   * heartbeat every 5 s (the server passes REALTIME_INSTANCE_HEARTBEAT_MS), gone after 3 missed.
   * PGlite has no relay.
   */
  relay?: Partial<RelayOptions>;
}

function relayOptions(options: RealtimeOptions): RelayOptions {
  return { ...DEFAULT_RELAY_OPTIONS, ...options.relay };
}

/** Set on an HTTP server once realtime is attached, so nothing attaches it twice. */
export const REALTIME_ATTACHED = Symbol.for('shalom.realtime.attached');

/** Whether attachRealtime already runs on this server. */
export function isRealtimeAttached(server: Server): boolean {
  return (server as Server & { [REALTIME_ATTACHED]?: boolean })[REALTIME_ATTACHED] === true;
}

export interface RealtimeHandle {
  close(): Promise<void>;
}

function rejectUpgrade(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function configuredDatabaseUrl(ctx: BackendContext, options: RealtimeOptions): string | undefined {
  const fromConfig = (ctx.config as { databaseUrl?: unknown }).databaseUrl;
  return options.databaseUrl ?? (typeof fromConfig === 'string' ? fromConfig : undefined) ?? process.env.DATABASE_URL;
}

export function attachRealtime(server: Server, ctx: BackendContext, options: RealtimeOptions = {}): RealtimeHandle {
  const log = ctx.log.child({ module: 'realtime' });
  const hub = options.hub ?? new Hub();
  const sessions = new Set<Session>();
  const lastSeen = new WeakMap<Session, number>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes ?? 1024 * 1024 });

  const dispatcher = new PostgresChangesDispatcher(ctx.db, hub, (channel) => {
    const exp = typeof channel.claims.exp === 'number' ? channel.claims.exp : 0;
    channel.transport.shutdown(channel, `Token has expired ${Math.max(0, Math.floor(Date.now() / 1000) - exp)} seconds ago`);
  });
  const feed = new ChangeFeed(ctx.db, (changes) => dispatcher.dispatch(changes), log, () => hub.hasPostgresSubscribers(), {
    ...DEFAULT_FEED_OPTIONS,
    // Other backends may share a PostgreSQL and read the same feed; PGlite has one reader.
    retentionMs: ctx.db.kind === 'postgres' ? SHARED_DATABASE_RETENTION_MS : 0,
    ...options.feed,
  });

  let listener: NotifyListener | undefined;
  let relay: PostgresRelay | undefined;
  let closing = false;
  const started = (async () => {
    // Other instances may serve this PostgreSQL: broadcast and presence cross to them.
    const databaseUrl = configuredDatabaseUrl(ctx, options);
    if (ctx.db.kind === 'postgres' && databaseUrl) {
      try {
        relay = await new PostgresRelay(databaseUrl, hub, ctx.db, log, relayOptions(options)).start();
        if (closing) await relay.close();
      } catch (error) {
        log.error({ err: error }, 'realtime: could not relay broadcast and presence to other instances');
      }
    }
    try {
      await feed.start();
      listener = await listenForChanges(
        ctx.db,
        configuredDatabaseUrl(ctx, options),
        CHANGES_NOTIFY_CHANNEL,
        () => feed.wake(),
        (listening) => feed.setListening(listening),
        log,
      );
      if (closing) await listener.close();
    } catch (error) {
      log.error({ err: error }, 'realtime: could not start the change feed (was installRealtimeCapture run?)');
    }
  })();

  // Tables published after start (ALTER PUBLICATION without an event trigger, or FOR ALL TABLES
  // meeting a new table) get their capture trigger within one interval.
  let syncing = false;
  const syncTimer = setInterval(() => {
    if (syncing || closing) return;
    syncing = true;
    syncCapture(ctx.db)
      .then((touched) => {
        if (touched > 0) dispatcher.clearTableCache();
      })
      .catch((error: unknown) => log.warn({ err: error }, 'realtime: capture re-sync failed'))
      .finally(() => {
        syncing = false;
      });
  }, options.syncIntervalMs ?? 5000);
  syncTimer.unref();

  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const idleTimer = setInterval(
    () => {
      const cutoff = Date.now() - idleTimeoutMs;
      for (const session of sessions) {
        if ((lastSeen.get(session) ?? 0) < cutoff) session.terminate(1000, 'idle');
      }
    },
    Math.min(idleTimeoutMs, 15_000),
  );
  idleTimer.unref();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_WEBSOCKET_PATH && url.pathname !== `${REALTIME_WEBSOCKET_PATH}/`) {
      // Another module may own this path; when none is listening, do what Node does without any
      // upgrade listener: drop the connection instead of leaving it hanging.
      if (server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    if (isRefusedConnection(socket)) {
      // Over its address' connection cap (http/connection-guard.ts).
      rejectUpgrade(socket, 429, 'Too Many Requests', TOO_MANY_CONNECTIONS_MESSAGE);
      return;
    }
    if (closing) {
      rejectUpgrade(socket, 503, 'Service Unavailable', 'Realtime is restarting, please standby');
      return;
    }
    const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
    if (!(SERIALIZER_VERSIONS as readonly string[]).includes(vsnParam)) {
      rejectUpgrade(socket, 400, 'Bad Request', `Unsupported serializer version: ${vsnParam}`);
      return;
    }
    const headerKey = request.headers.apikey;
    const apiKey = url.searchParams.get('apikey') ?? (typeof headerKey === 'string' ? headerKey : '');
    void ctx
      .resolveCaller(new Request('http://realtime.internal/realtime/v1/websocket', { headers: { apikey: apiKey } }))
      .then(
        () => {
          if (closing) {
            rejectUpgrade(socket, 503, 'Service Unavailable', 'Realtime is restarting, please standby');
            return;
          }
          wss.handleUpgrade(request, socket, head, (ws) => {
            const session = new Session(ws, vsnParam as SerializerVersion, apiKey, ctx, hub, log);
            sessions.add(session);
            lastSeen.set(session, Date.now());
            ws.on('message', () => lastSeen.set(session, Date.now()));
            ws.on('close', () => sessions.delete(session));
          });
        },
        () => rejectUpgrade(socket, 401, 'Unauthorized', 'Invalid API key'),
      );
  };
  server.on('upgrade', onUpgrade);
  (server as Server & { [REALTIME_ATTACHED]?: boolean })[REALTIME_ATTACHED] = true;

  return {
    async close() {
      if (closing) return;
      closing = true;
      server.off('upgrade', onUpgrade);
      (server as Server & { [REALTIME_ATTACHED]?: boolean })[REALTIME_ATTACHED] = false;
      clearInterval(syncTimer);
      clearInterval(idleTimer);
      for (const session of sessions) session.terminate();
      sessions.clear();
      await started;
      // After the sockets: their presences' leaves go out before the goodbye.
      await relay?.close();
      await listener?.close();
      await feed.stop();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
