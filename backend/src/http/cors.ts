// CORS as Supabase's gateway answers it: the headers supabase-js sends are allowed, and the
// headers it reads (Content-Range for counts, X-Supabase-Api-Version for auth errors) exposed.
// Tokens travel in headers, never cookies, so no credentials mode is needed.
import type { Context, MiddlewareHandler } from 'hono';

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

/**
 * Sets headers on the answer after the handler has made it. Not hono/cors: it sets its headers
 * on a placeholder response before the handler runs, and Hono then merges the handler's response
 * into a copy of it, which turns every lightweight response into a full web Response (a fifth of
 * a small REST read's CPU in the profile).
 */
export function setResponseHeaders(c: Context, headers: [string, string][]): void {
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    // A Response from fetch() or Response.redirect() has immutable headers: answer with a copy.
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of headers) copy.headers.set(name, value);
    c.res = copy;
  }
}

export function corsMiddleware(allowed: '*' | string[]): MiddlewareHandler {
  const allowOrigin = (origin: string): string | null => {
    if (allowed === '*') return origin || '*';
    if (!origin) return null;
    return isLocalOrigin(origin) || allowed.includes(origin) ? origin : null;
  };
  return async (c, next) => {
    const origin = allowOrigin(c.req.header('origin') ?? '');
    if (c.req.method === 'OPTIONS') {
      // A preflight: answered here, whatever the path.
      const headers = new Headers({
        'Access-Control-Expose-Headers': EXPOSE_HEADERS,
        'Access-Control-Max-Age': MAX_AGE,
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        Vary: 'Origin, Access-Control-Request-Headers',
      });
      if (origin) headers.set('Access-Control-Allow-Origin', origin);
      return c.body(null, 204, Object.fromEntries(headers));
    }
    await next();
    const set: [string, string][] = [['Access-Control-Expose-Headers', EXPOSE_HEADERS]];
    if (origin) set.push(['Access-Control-Allow-Origin', origin]);
    const vary = c.res.headers.get('Vary');
    set.push(['Vary', vary ? `${vary}, Origin` : 'Origin']);
    setResponseHeaders(c, set);
  };
}
