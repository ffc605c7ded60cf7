// Edge functions (`/functions/v1/<name>`), run as Supabase Edge runs them: the gateway verifies
// the caller's JWT (unless the function opts out with verify_jwt = false in config.toml), limits
// the body and the request rate, answers CORS, and hands the function's portable handler the
// request plus a FunctionContext (env, caller, supabase clients as caller and as service role).
// A handler that throws gives a JSON 500 without any detail; the error goes to the log.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono, type Context } from 'hono';
import { join } from 'node:path';
import WebSocket from 'ws';
import { registeredUserId, type FunctionCaller, type FunctionContext } from '../../../supabase/functions/_shared/function-context';
import { CallerError, type BackendContext, type Caller } from '../context';
import { clientIp } from '../http/client-ip';
import { FUNCTION_CORS_HEADERS, withCors } from './cors';
import { DEFAULT_FUNCTION_SETTINGS, readFunctionSecrets, readFunctionSettings, type FunctionSettings } from './function-config';
import { FunctionLoader, isFunctionName } from './function-loader';
import { functionsOptionsFromEnv, type FunctionsOptions } from './options';
import { createRateBudget, sharedLimitsDatabase } from '../http/shared-rate-limit';
import { BodyTooLargeError, readBody } from './request-body';
import { BodyTextError, strictJsonText } from '../http/strict-json-text';

export { DEFAULT_FUNCTIONS_OPTIONS, functionsOptionsFromEnv, type FunctionsOptions } from './options';

/**
 * The methods Supabase Edge serves a function with. Anything else (TRACE, WebDAV verbs, ...) is
 * refused at the gateway: Node's fetch cannot even build a Request for TRACE, and a function
 * written for Supabase never expects the others.
 */
const SERVED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;
const SERVED_METHOD_SET: ReadonlySet<string> = new Set(SERVED_METHODS);
const ALLOW_HEADER = SERVED_METHODS.join(', ');

/** The server's own secrets never reach a function through env.get. */
const SERVER_ONLY_ENV = new Set(['JWT_SECRET', 'DATABASE_URL', 'TEST_DATABASE_URL']);

const SERVER_AUTH = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;
/** Node 20 has no global WebSocket, which supabase-js needs to construct its realtime client. */
const SERVER_REALTIME = { transport: WebSocket as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'] };

function gatewayError(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ code, message }), {
    status,
    headers: { ...FUNCTION_CORS_HEADERS, 'Content-Type': 'application/json', ...headers },
  });
}

function internalError(): Response {
  return new Response(JSON.stringify({ error: 'Internal error' }), {
    status: 500,
    headers: { ...FUNCTION_CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

/** A Response, also one made by another realm's Response class (duck-typed). */
function isResponse(value: unknown): value is Response {
  return (
    value instanceof Response ||
    (typeof value === 'object' && value !== null && 'status' in value && 'headers' in value && 'body' in value)
  );
}

/**
 * A body a function would read as JSON text (JSON, text, or no Content-Type: `req.json()` reads any)
 * that is not UTF-8 or escapes a lone surrogate: 400 in the functions' own `{ error }` shape, the
 * one they give any body that is not JSON (supabase/functions/_shared/http.ts). Request.json()
 * would turn bad bytes into U+FFFD and `\ud800` into a lone surrogate the function could echo.
 */
function refuseBodyText(contentType: string | null, body: Uint8Array): Response | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== '' && !type.startsWith('text/') && !/^application\/([\w.+-]+\+)?json$/.test(type)) return undefined;
  try {
    strictJsonText(body);
    return undefined;
  } catch (error) {
    if (!(error instanceof BodyTextError)) throw error;
    return new Response(JSON.stringify({ error: `The request body must be JSON: ${error.message.replace(/^The request body /, 'it ')}` }), {
      status: 400,
      headers: { ...FUNCTION_CORS_HEADERS, 'Content-Type': 'application/json' },
    });
  }
}

function methodNotAllowed(method: string): Response {
  return gatewayError(405, 'METHOD_NOT_ALLOWED', `Method ${method} is not allowed; functions accept ${ALLOW_HEADER}`, {
    Allow: ALLOW_HEADER,
  });
}

export function functionsRoutes(ctx: BackendContext, options: FunctionsOptions = functionsOptionsFromEnv()): Hono {
  const app = new Hono();
  const functionsDir = join(ctx.config.supabaseDir, 'functions');
  const loader = new FunctionLoader(functionsDir);
  let settings: Map<string, FunctionSettings>;
  try {
    settings = readFunctionSettings(ctx.config.supabaseDir);
  } catch (error) {
    // A config.toml that does not parse must not take the whole API down; with no settings every
    // function keeps the safe default (JWT verified).
    ctx.log.error({ err: error }, 'supabase/config.toml could not be read; functions use default settings');
    settings = new Map();
  }
  const secrets = readFunctionSecrets(ctx.config.supabaseDir);
  // In the database on PostgreSQL, so instances sharing it give a caller one budget.
  const limiter = createRateBudget(sharedLimitsDatabase(ctx.db), 'functions', options.rateLimit);

  /** Supabase sets SUPABASE_URL to the gateway as functions reach it: here, this server on loopback. */
  const internalUrl = (): string => `http://127.0.0.1:${ctx.config.apiPort}`;

  const env = {
    get(name: string): string | undefined {
      if (name === 'SUPABASE_URL') return internalUrl();
      if (name === 'SUPABASE_ANON_KEY') return ctx.config.anonKey;
      if (name === 'SUPABASE_SERVICE_ROLE_KEY') return ctx.config.serviceRoleKey;
      if (secrets.has(name)) return secrets.get(name);
      return SERVER_ONLY_ENV.has(name) ? undefined : process.env[name];
    },
  };

  function functionContext(request: Request, caller: Caller | undefined): FunctionContext {
    const authorization = request.headers.get('authorization') ?? `Bearer ${ctx.config.anonKey}`;
    let supabase: SupabaseClient | undefined;
    let supabaseAdmin: SupabaseClient | undefined;
    const functionCaller: FunctionCaller = caller
      ? { role: caller.role, userId: registeredUserId(caller.claims), claims: { ...caller.claims } }
      : { role: null, userId: null, claims: null };
    // Clients are made on first use: most calls need one of them at most.
    return {
      env,
      caller: functionCaller,
      get supabase() {
        supabase ??= createClient(internalUrl(), ctx.config.anonKey, {
          auth: SERVER_AUTH,
          realtime: SERVER_REALTIME,
          global: { headers: { Authorization: authorization } },
        });
        return supabase;
      },
      get supabaseAdmin() {
        supabaseAdmin ??= createClient(internalUrl(), ctx.config.serviceRoleKey, {
          auth: SERVER_AUTH,
          realtime: SERVER_REALTIME,
        });
        return supabaseAdmin;
      },
    };
  }

  async function invoke(c: Context): Promise<Response> {
    const name = c.req.param('name') ?? '';
    // Checked before anything touches c.req.raw, which cannot be built for TRACE.
    if (!SERVED_METHOD_SET.has(c.req.method)) return methodNotAllowed(c.req.method);
    if (c.req.method === 'OPTIONS') return new Response('ok', { headers: FUNCTION_CORS_HEADERS });

    const setting = settings.get(name) ?? DEFAULT_FUNCTION_SETTINGS;
    const loading = isFunctionName(name) && setting.enabled ? loader.load(name) : undefined;
    if (!loading) return gatewayError(404, 'NOT_FOUND', 'Requested function was not found');

    // Who is calling: a verified JWT, or nobody.
    const request = c.req.raw;
    let caller: Caller | undefined;
    let authFailure: Response | undefined;
    if (!request.headers.get('authorization')) {
      if (setting.verifyJwt) authFailure = gatewayError(401, 'UNAUTHORIZED_NO_AUTH_HEADER', 'Missing authorization header');
    }
    try {
      caller = await ctx.resolveCaller(request);
    } catch (error) {
      if (!(error instanceof CallerError)) throw error;
      if (setting.verifyJwt) authFailure ??= gatewayError(401, 'UNAUTHORIZED_INVALID_JWT_FORMAT', 'Invalid JWT');
    }

    if (caller?.role !== 'service_role') {
      const sub = caller?.claims.sub;
      const key = typeof sub === 'string' && caller?.role === 'authenticated' ? `user:${sub}` : `ip:${clientIp(c)}`;
      const decision = await limiter.take(key);
      if (!decision.allowed) {
        return gatewayError(429, 'RATE_LIMITED', 'Too many requests', { 'Retry-After': String(decision.retryAfterSeconds) });
      }
    }
    if (authFailure) return authFailure;

    let body: Uint8Array | undefined;
    try {
      body = await readBody(request, options.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return gatewayError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
      throw error;
    }

    const refusal = body && refuseBodyText(request.headers.get('content-type'), body);
    if (refusal) return refusal;

    // The function sees its own path, `/<name>/...`, as on Supabase Edge.
    const url = new URL(request.url);
    const prefix = url.pathname.indexOf(`/${name}`);
    url.pathname = prefix >= 0 ? url.pathname.slice(prefix) : `/${name}`;
    // What the function is told of the sender, as Supabase's gateway does, is the one resolved
    // client address (client-ip.ts): a client cannot choose it by sending the header itself.
    const headers = new Headers(request.headers);
    headers.set('x-forwarded-for', clientIp(c));
    const functionRequest = new Request(url, { method: request.method, headers, body });

    let response: unknown;
    try {
      const handler = await loading;
      response = await handler(functionRequest, functionContext(functionRequest, caller));
    } catch (error) {
      ctx.log.error({ err: error, function: name }, 'function failed');
      return internalError();
    }
    if (!isResponse(response)) {
      ctx.log.error({ function: name }, 'function did not return a Response');
      return internalError();
    }
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: withCors(new Headers(response.headers)),
    });
  }

  const handle = async (c: Context): Promise<Response> => {
    try {
      return await invoke(c);
    } catch (error) {
      ctx.log.error({ err: error }, 'functions gateway failed');
      return internalError();
    }
  };
  app.all('/:name', handle);
  app.all('/:name/*', handle);
  return app;
}
