// /rest/v1: a PostgREST-compatible API over the schemas config.toml's `[api] schemas` exposes, so the unmodified supabase-js
// client (postgrest-js) works against this server. Mounted by the core at /rest/v1.
import { Hono, type Context } from 'hono';
import { readApiSchemaConfig, type ApiSchemaConfig } from '../config';
import { CallerError, type ApiRole, type BackendContext, type Caller } from '../context';
import { clientIp } from '../http/client-ip';
import { BodyTextError, decodeUtf8 } from '../http/strict-json-text';
import { getCatalog } from './catalog/cache';
import { RestError, invalidResourcePath, jwtError, jwtFailureError, toRestError, unsupportedMethod } from './errors';
import { parsePrefer, requestedSchema } from './http/headers';
import { bodyMedia, jsonBodyReader } from './parse/request-body';
import { errorResponse } from './http/response';
import { handleRead } from './handlers/read';
import { handleRpc } from './handlers/rpc';
import { type RequestContext, RollbackWith, searchPathFor } from './handlers/request';
import { handleDelete, handleInsert, handlePut, handleUpdate } from './handlers/write';

export { invalidateCatalog } from './catalog/cache';

function callerError(error: CallerError): RestError {
  if (error.failure) return jwtFailureError(error.failure);
  if (error.code === 'jwt_expired') return jwtError('PGRST303', 'JWT expired');
  const e = jwtError('PGRST301', error.message);
  return error.status === 401 ? e : new RestError(error.status, e.code, e.message, null, null, e.headers);
}

async function resolve(ctx: BackendContext, request: Request): Promise<Caller> {
  try {
    return await ctx.resolveCaller(request);
  } catch (error) {
    if (error instanceof CallerError) throw callerError(error);
    throw error;
  }
}

type Target = { kind: 'table' | 'rpc'; name: string };

export interface RestOptions {
  /** Most rows one insert or upsert may carry (REST_MAX_INSERT_ROWS); more is refused with 413. */
  maxInsertRows: number;
  /** Most JSON values one write or RPC body may carry (REST_MAX_JSON_VALUES); more is refused with 413. */
  maxJsonValues: number;
  /** config.toml `[api]`: exposed schemas (the first is the default) and extra_search_path; read from the project folder when left out. */
  api?: ApiSchemaConfig;
}

function handle(rc: RequestContext, method: string, target: Target): Promise<Response> {
  if (target.kind === 'rpc') return handleRpc(rc, target.name);
  switch (method) {
    case 'GET':
    case 'HEAD':
      return handleRead(rc, target.name);
    case 'POST':
      return handleInsert(rc, target.name);
    case 'PATCH':
      return handleUpdate(rc, target.name);
    case 'DELETE':
      return handleDelete(rc, target.name);
    case 'PUT':
      return handlePut(rc, target.name);
    default:
      throw unsupportedMethod(method);
  }
}

/** PostgREST names the schema that answered when it exposes more than one. */
function withProfile(response: Response, options: Required<RestOptions>, schema: string | undefined): Response {
  if (schema !== undefined && options.api.schemas.length > 1) response.headers.set('Content-Profile', schema);
  return response;
}

async function dispatch(
  ctx: BackendContext,
  options: Required<RestOptions>,
  searchPaths: ReadonlyMap<string, string>,
  c: Context,
  target: Target,
): Promise<Response> {
  const method = c.req.method.toUpperCase();
  const head = method === 'HEAD';
  let role: ApiRole = 'anon';
  let schema: string | undefined;
  try {
    const request = c.req.raw;
    // As PostgREST: the JWT first (401 PGRST301/PGRST303), then the request itself (406 PGRST106…).
    const caller = await resolve(ctx, request);
    role = caller.role;
    schema = requestedSchema(method, request.headers, options.api.schemas);
    const prefer = parsePrefer(request.headers.get('prefer'));
    const media = bodyMedia(request.headers.get('content-type'));
    const rc: RequestContext = {
      ctx,
      method,
      url: new URL(request.url),
      headers: request.headers,
      clientAddress: clientIp(c),
      caller,
      schema,
      searchPath: searchPaths.get(schema)!,
      catalog: await getCatalog(ctx.db, schema),
      prefer,
      head,
      bodyMedia: media,
      bodyText: jsonBodyReader(media, () => strictBodyText(c), options.maxJsonValues),
      bodyBytes: async () => new Uint8Array(await c.req.arrayBuffer()),
      maxInsertRows: options.maxInsertRows,
      maxJsonValues: options.maxJsonValues,
    };
    return withProfile(await handle(rc, method, target), options, schema);
  } catch (error) {
    if (error instanceof RollbackWith) return withProfile(error.response, options, schema);
    const rest = toRestError(error, role);
    if (rest.status >= 500) ctx.log.error({ err: error, method, path: c.req.path }, 'rest request failed');
    return errorResponse(rest, head);
  }
}

/**
 * The body as text, refused (400 PGRST102, as PostgREST) when it is not UTF-8: c.req.text() would
 * store U+FFFD in place of each bad byte. JSON bodies are checked for lone surrogates in
 * jsonBodyReader.
 */
async function strictBodyText(c: Context): Promise<string> {
  try {
    return decodeUtf8(await c.req.arrayBuffer());
  } catch (error) {
    if (error instanceof BodyTextError) throw new RestError(400, 'PGRST102', 'Empty or invalid json', error.message);
    throw error;
  }
}

/** The body-size limit (REST_MAX_BODY_BYTES) is the app's: see http/body-limit.ts. */
export function restRoutes(
  ctx: BackendContext,
  restOptions: RestOptions,
): Hono {
  const options: Required<RestOptions> = { ...restOptions, api: restOptions.api ?? readApiSchemaConfig(ctx.config.supabaseDir) };
  // Each exposed schema's search_path, quoted once (requestedSchema admits no other schema).
  const searchPaths = new Map(options.api.schemas.map((schema) => [schema, searchPathFor(schema, options.api.extraSearchPath)]));
  const app = new Hono();
  app.all('/rpc/:fn', (c) => dispatch(ctx, options, searchPaths, c, { kind: 'rpc', name: c.req.param('fn') }));
  app.all('/:table', (c) => dispatch(ctx, options, searchPaths, c, { kind: 'table', name: c.req.param('table') }));
  const root = async (c: Context): Promise<Response> => {
    // The root lists what is exposed (PostgREST serves OpenAPI here); enough for tooling to probe.
    try {
      await resolve(ctx, c.req.raw);
      const schema = requestedSchema('GET', c.req.raw.headers, options.api.schemas);
      const catalog = await getCatalog(ctx.db, schema);
      const paths: Record<string, object> = { '/': {} };
      for (const name of catalog.tables.keys()) paths[`/${name}`] = {};
      for (const name of catalog.functions.keys()) paths[`/rpc/${name}`] = {};
      return c.json({ swagger: '2.0', info: { title: 'PostgREST API', version: '12' }, basePath: '/', paths });
    } catch (error) {
      return errorResponse(toRestError(error, 'anon'), c.req.method === 'HEAD');
    }
  };
  app.all('/', root);
  // Any other path: `/rest/v1/` is the root too; deeper paths (`/a/b`, `/t/`, `/rpc/f/x`) are
  // PostgREST's 404 PGRST125, after the JWT as every request (not the gateway's "no Route").
  app.all('/:path{.*}', async (c) => {
    if (c.req.param('path') === '') return root(c);
    try {
      await resolve(ctx, c.req.raw);
      throw invalidResourcePath();
    } catch (error) {
      return errorResponse(toRestError(error, 'anon'), c.req.method === 'HEAD');
    }
  });
  return app;
}
