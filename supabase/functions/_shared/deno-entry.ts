// Supabase Edge (Deno) only: serves a portable FunctionHandler with the same FunctionContext that
// backend/ builds. Imported by each function's index.ts; never loaded by Node.
// On Supabase Edge the gateway has verified the JWT when verify_jwt is on; for functions that opt
// out, the claims are checked here with auth.getClaims(), so `caller` is never an unverified guess.
import { createClient } from 'jsr:@supabase/supabase-js@2';
import { registeredUserId, type FunctionCaller, type FunctionContext, type FunctionHandler } from './function-context.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, prefer, accept-profile, content-profile, x-supabase-api-version, x-upsert, cache-control, x-metadata',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Content-Range, X-Supabase-Api-Version',
};

const SERVER_AUTH = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

export function serveFunction(handler: FunctionHandler): void {
  Deno.serve(async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
    const url = Deno.env.get('SUPABASE_URL') ?? '';
    const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
    const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
    const authorization = req.headers.get('Authorization') ?? `Bearer ${anonKey}`;
    const supabase = createClient(url, anonKey, { auth: SERVER_AUTH, global: { headers: { Authorization: authorization } } });
    const supabaseAdmin = createClient(url, serviceRoleKey, { auth: SERVER_AUTH });

    let caller: FunctionCaller = { role: null, userId: null, claims: null };
    const token = authorization.replace(/^Bearer\s+/i, '');
    // The anon key is public and names no user (getClaims would ask auth for one and fail).
    const { data } = token === anonKey ? { data: { claims: { role: 'anon' } } } : await supabase.auth.getClaims(token);
    if (data?.claims) {
      const claims = data.claims as Record<string, unknown>;
      const role = claims.role;
      caller = {
        role: role === 'authenticated' || role === 'service_role' ? role : 'anon',
        userId: registeredUserId(claims),
        claims,
      };
    }
    const ctx: FunctionContext = { env: Deno.env, caller, supabase, supabaseAdmin };
    try {
      const response = await handler(req, ctx);
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(CORS_HEADERS)) if (!headers.has(name)) headers.set(name, value);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    } catch (error) {
      console.error(error);
      return new Response(JSON.stringify({ error: 'Internal error' }), {
        status: 500,
        headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
      });
    }
  });
}
