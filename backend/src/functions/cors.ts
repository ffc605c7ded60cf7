// CORS for functions as Supabase's function templates answer it (reference §4): any origin (tokens
// travel in headers, not cookies), the headers supabase-js sends, and the ones it reads.

export const FUNCTION_CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, prefer, accept-profile, content-profile, x-supabase-api-version, x-upsert, cache-control, x-metadata',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Content-Range, X-Supabase-Api-Version',
};

/** Adds the CORS headers a response does not set itself. */
export function withCors(headers: Headers): Headers {
  for (const [name, value] of Object.entries(FUNCTION_CORS_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  return headers;
}
