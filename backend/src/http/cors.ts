// CORS as Supabase's gateway answers it: the headers supabase-js sends are allowed, and the
// headers it reads (Content-Range for counts, X-Supabase-Api-Version for auth errors) exposed.
// Tokens travel in headers, never cookies, so no credentials mode is needed.
import { cors } from 'hono/cors';
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

export function corsMiddleware(allowed: '*' | string[]): MiddlewareHandler {
  return cors({
    origin: (origin) => {
      if (allowed === '*') return origin || '*';
      if (!origin) return null;
      return isLocalOrigin(origin) || allowed.includes(origin) ? origin : null;
    },
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 86400,
  });
}
