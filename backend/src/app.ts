// The HTTP surface: one Hono app with Supabase's path layout, so supabase-js needs nothing but
// this server's URL. Each API lives in its own folder and is mounted here.
import { Hono } from 'hono';
import type { AuthConfig } from './config';
import type { BackendContext } from './context';
import { authRoutes } from './auth';
import { authBodyLimit, restBodyLimit } from './http/body-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddressMiddleware, type TrustedProxy } from './http/client-ip';
import { corsMiddleware, presetCorsHeaders } from './http/cors';
import { presetNoSniff } from './http/no-sniff';
import type { RequestLimits } from './http/request-limits';
import { requestLog } from './http/request-log';

export interface AppOptions {
  auth: AuthConfig;
  corsOrigins: '*' | string[];
  /**
   * The API modules mounted beside /auth/v1, each `(ctx) => Hono`. The defaults (server.ts) are
   * /rest/v1 from ./rest; /storage/v1 and /functions/v1 go here too when they exist.
   * (The realtime websocket, /realtime/v1/websocket, is an HTTP upgrade: see server.ts.)
   */
  modules?: Record<string, (ctx: BackendContext) => Hono>;
  /** Body-size limits of /rest/v1 and /auth/v1 (config.limits). */
  limits: RequestLimits;
  /**
   * Reverse proxies whose X-Forwarded-For names the client (config.trustedProxies); every API's
   * clientIp() then answers that client. None (the default): the socket's peer.
   */
  trustedProxies?: readonly TrustedProxy[];
}

/** Headers of every answer, set on Node's response before the app runs (see presetCorsHeaders). */
export function presetResponseHeaders(corsOrigins: '*' | string[]): (request: IncomingMessage, response: ServerResponse) => void {
  const cors = presetCorsHeaders(corsOrigins);
  return (request, response) => {
    presetNoSniff(request, response);
    cors(request, response);
  };
}

export function createApp(ctx: BackendContext, options: AppOptions): Hono {
  const { limits } = options;
  const app = new Hono();
  // CORS headers and nosniff of ordinary answers are set on Node's response (server.ts:
  // presetResponseHeaders); the app answers preflights.
  app.use('*', requestLog(ctx.log));
  const clientAddress = clientAddressMiddleware(options.trustedProxies ?? []);
  if (clientAddress) app.use('*', clientAddress);
  app.use('*', corsMiddleware(options.corsOrigins));
  app.use('/rest/v1/*', restBodyLimit(limits.restMaxBodyBytes));
  app.use('/auth/v1/*', authBodyLimit(limits.authMaxBodyBytes));

  app.get('/health', async (c) => {
    await ctx.db.query('select 1');
    return c.json({ status: 'ok', database: ctx.db.kind });
  });

  app.route('/auth/v1', authRoutes(ctx, options.auth));
  for (const [path, routes] of Object.entries(options.modules ?? {})) {
    app.route(path, routes(ctx));
  }

  // Kong's answer for a path no service handles.
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    ctx.log.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ message: 'An unexpected error occurred', code: 'unexpected_failure' }, 500);
  });
  return app;
}
