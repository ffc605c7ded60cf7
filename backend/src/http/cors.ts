// CORS as Supabase's gateway answers it: the headers supabase-js sends are allowed, and the
// headers it reads (Content-Range for counts, X-Supabase-Api-Version for auth errors) exposed.
// Tokens travel in headers, never cookies, so no credentials mode is needed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

export const ALLOWED_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'x-retry-count',
  'prefer',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'range',
  'accept',
];

export const EXPOSED_HEADERS = ['Content-Range', 'X-Supabase-Api-Version', 'Content-Location', 'Location', 'Retry-After'];

/** Local development origins are always allowed: the app's dev servers run on any port. */
function isLocalOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

const ALLOW_METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS';
const ALLOW_HEADERS = ALLOWED_HEADERS.join(',');
const EXPOSE_HEADERS = EXPOSED_HEADERS.join(',');
const MAX_AGE = '86400';

function originAllower(allowed: '*' | string[]): (origin: string) => string | null {
  return (origin) => {
    if (allowed === '*') return origin || '*';
    if (!origin) return null;
    return isLocalOrigin(origin) || allowed.includes(origin) ? origin : null;
  };
}

/** Answers CORS preflights (OPTIONS), whatever the path; other requests pass. */
export function corsMiddleware(allowed: '*' | string[]): MiddlewareHandler {
  const allowOrigin = originAllower(allowed);
  return async (c, next) => {
    if (c.req.method !== 'OPTIONS') return next();
    const origin = allowOrigin(c.req.header('origin') ?? '');
    const headers = new Headers({
      'Access-Control-Expose-Headers': EXPOSE_HEADERS,
      'Access-Control-Max-Age': MAX_AGE,
      'Access-Control-Allow-Methods': ALLOW_METHODS,
      'Access-Control-Allow-Headers': ALLOW_HEADERS,
      Vary: 'Origin, Access-Control-Request-Headers',
    });
    if (origin) headers.set('Access-Control-Allow-Origin', origin);
    return c.body(null, 204, Object.fromEntries(headers));
  };
}

/** Adds Origin to a Vary a handler set itself (its own value would otherwise replace ours). */
function varyWithOrigin(headers: unknown): void {
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return;
  const record = headers as Record<string, unknown>;
  for (const name of Object.keys(record)) {
    if (name.length === 4 && name.toLowerCase() === 'vary') {
      const value = String(record[name]);
      if (!/\borigin\b/i.test(value)) record[name] = `${value}, Origin`;
    }
  }
}

/**
 * The CORS headers of every answer, set on Node's response before the app runs, so Hono's
 * lightweight responses stay lightweight: setting headers on them afterwards (as hono/cors does, or
 * a middleware after the handler) turns their plain header object into a web Headers object and,
 * for hono/cors, the whole answer into a full web Response (a tenth of a small REST read's CPU in
 * the profile). Node merges these with the handler's headers; a handler's own value of the same
 * name wins (an edge function's own Access-Control-Allow-Origin passes through, as on hosted
 * Supabase), except Vary, which keeps Origin.
 */
export function presetCorsHeaders(allowed: '*' | string[]): (request: IncomingMessage, response: ServerResponse) => void {
  const allowOrigin = originAllower(allowed);
  return (request, response) => {
    if (request.method === 'OPTIONS') return;
    const origin = allowOrigin(request.headers.origin ?? '');
    response.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    if (origin) response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Vary', 'Origin');
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      varyWithOrigin(args[args.length - 1]);
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof response.writeHead;
  };
}
