// The OAuth 2.1 server's client registry as GoTrue's admin API serves auth-js's
// `auth.admin.oauth.*`: register (POST /admin/oauth/clients), list, get, update (PUT), delete and
// regenerate_secret. Service role only (the admin router checks it first, as GoTrue's admin group
// does); switched off unless config.toml `[auth.oauth_server] enabled`, answering GoTrue's
// 404 feature_disabled. A client secret is shown once, at registration or regeneration; only its
// hash is kept.
import { createHash, randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { AuthConfig } from '../config';
import type { BackendContext } from '../context';
import { isUuid } from '../uuid';
import { AuthError, validationFailed } from './errors';
import { readBody, type JsonObject } from './request';

type ClientType = 'public' | 'confidential';
type AuthMethod = 'none' | 'client_secret_basic' | 'client_secret_post';
const AUTH_METHODS: readonly AuthMethod[] = ['none', 'client_secret_basic', 'client_secret_post'];
const GRANT_TYPES: ReadonlySet<string> = new Set(['authorization_code', 'refresh_token']);
const MAX_REDIRECT_URIS = 10;

interface ClientRow {
  id: string;
  client_type: ClientType;
  token_endpoint_auth_method: AuthMethod;
  registration_type: 'dynamic' | 'manual';
  redirect_uris: string[];
  grant_types: string[];
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `id, client_type, token_endpoint_auth_method, registration_type, redirect_uris, grant_types,
  client_name, client_uri, logo_uri, created_at, updated_at`;

/** GoTrue's response: empty optional fields are left out, response_types is always ["code"]. */
function clientResponse(row: ClientRow, secret?: string): JsonObject {
  return {
    client_id: row.id,
    ...(secret ? { client_secret: secret } : {}),
    client_type: row.client_type,
    redirect_uris: row.redirect_uris,
    token_endpoint_auth_method: row.token_endpoint_auth_method,
    grant_types: row.grant_types,
    response_types: ['code'],
    ...(row.client_name ? { client_name: row.client_name } : {}),
    ...(row.client_uri ? { client_uri: row.client_uri } : {}),
    ...(row.logo_uri ? { logo_uri: row.logo_uri } : {}),
    registration_type: row.registration_type,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: createHash('sha256').update(secret).digest('base64url') };
}

/** OAuth 2.1 redirect rules: https, or http on localhost only; a host; no fragment. */
function redirectUriProblem(uri: string): string | undefined {
  if (uri === '') return 'redirect URI cannot be empty';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'invalid URL format';
  }
  if (!url.host) return 'must have scheme and host';
  if (url.hash) return 'fragment not allowed in redirect URI';
  if (url.protocol === 'http:') {
    return url.hostname === 'localhost' || url.hostname === '127.0.0.1' ? undefined : 'HTTP scheme only allowed for localhost';
  }
  return url.protocol === 'https:' ? undefined : 'scheme must be HTTPS or HTTP (localhost only)';
}

function stringList(body: JsonObject, field: string): string[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw validationFailed(`${field} must be an array of strings`);
  }
  return value as string[];
}

function text(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationFailed(`${field} must be a string`);
  return value;
}

function checkRedirectUris(uris: string[] | undefined, required: boolean): void {
  if (required && (!uris || uris.length === 0)) throw validationFailed('redirect_uris is required');
  if (!uris) return;
  if (uris.length === 0) throw validationFailed('redirect_uris cannot be empty');
  if (uris.length > MAX_REDIRECT_URIS) throw validationFailed(`redirect_uris cannot exceed ${MAX_REDIRECT_URIS} items`);
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw validationFailed(`invalid redirect_uri '${uri}': ${problem}`);
  }
}

function checkGrantTypes(grants: string[] | undefined): void {
  if (!grants) return;
  if (grants.length === 0) throw validationFailed('grant_types cannot be empty');
  if (grants.some((grant) => !GRANT_TYPES.has(grant))) {
    throw validationFailed("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
  }
}

function checkUri(value: string | undefined, field: string): void {
  if (!value) return;
  if (value.length > 2048) throw validationFailed(`${field} cannot exceed 2048 characters`);
  try {
    new URL(value);
  } catch {
    throw validationFailed(`${field} must be a valid URL`);
  }
}

function checkName(value: string | undefined): void {
  if (value !== undefined && value.length > 1024) throw validationFailed('client_name cannot exceed 1024 characters');
}

/** The fields registration and update share, as sent (undefined where the body leaves one out). */
interface ClientFields {
  redirectUris: string[] | undefined;
  grantTypes: string[] | undefined;
  clientName: string | undefined;
  clientUri: string | undefined;
  logoUri: string | undefined;
}

function clientFields(body: JsonObject): ClientFields {
  return {
    redirectUris: stringList(body, 'redirect_uris'),
    grantTypes: stringList(body, 'grant_types'),
    clientName: text(body, 'client_name'),
    clientUri: text(body, 'client_uri'),
    logoUri: text(body, 'logo_uri'),
  };
}

/** GoTrue's checks of those fields, in its order; registration requires redirect_uris. */
function checkClientFields(fields: ClientFields, redirectUrisRequired: boolean): void {
  checkRedirectUris(fields.redirectUris, redirectUrisRequired);
  checkGrantTypes(fields.grantTypes);
  checkName(fields.clientName);
  checkUri(fields.clientUri, 'client_uri');
  checkUri(fields.logoUri, 'logo_uri');
}

function authMethod(body: JsonObject): AuthMethod | undefined {
  const method = text(body, 'token_endpoint_auth_method');
  if (method === undefined || method === '') return undefined;
  if (!AUTH_METHODS.includes(method as AuthMethod)) {
    throw validationFailed(`token_endpoint_auth_method must be one of: [${AUTH_METHODS.join(' ')}]`);
  }
  return method as AuthMethod;
}

const typeOfMethod = (method: AuthMethod): ClientType => (method === 'none' ? 'public' : 'confidential');

export function oauthClientRoutes(admin: Hono, deps: { ctx: BackendContext; auth: AuthConfig }): void {
  const { ctx, auth } = deps;
  const notFound = () => new AuthError(404, 'oauth_client_not_found', 'OAuth client not found');

  admin.use('/oauth/*', async (_c, next) => {
    if (!auth.oauthServer.enabled) throw new AuthError(404, 'feature_disabled', 'OAuth server is disabled');
    await next();
  });

  const clientId = (c: Context): string => {
    const id = c.req.param('clientId') ?? '';
    if (!isUuid(id)) throw validationFailed('invalid client_id format');
    return id;
  };

  const load = async (id: string): Promise<ClientRow> => {
    const found = await ctx.db.query<ClientRow>(`select ${COLUMNS} from auth.oauth_clients where id = $1`, [id]);
    if (!found.rows[0]) throw notFound();
    return found.rows[0];
  };

  admin.post('/oauth/clients', async (c) => {
    const body = await readBody(c);
    const fields = clientFields(body);
    checkClientFields(fields, true);
    const { redirectUris, grantTypes, clientName, clientUri, logoUri } = fields;
    const explicitType = text(body, 'client_type') || undefined;
    if (explicitType !== undefined && explicitType !== 'public' && explicitType !== 'confidential') {
      throw validationFailed("client_type must be 'public' or 'confidential'");
    }
    const method = authMethod(body);
    if (explicitType && method && typeOfMethod(method) !== explicitType) {
      throw validationFailed(
        `client_type '${explicitType}' is inconsistent with token_endpoint_auth_method '${method}' (expected client_type '${typeOfMethod(method)}')`,
      );
    }
    const clientType: ClientType = (explicitType as ClientType | undefined) ?? (method ? typeOfMethod(method) : 'confidential');
    const effectiveMethod: AuthMethod = method ?? (clientType === 'public' ? 'none' : 'client_secret_basic');
    const secret = clientType === 'confidential' ? newSecret() : undefined;
    const created = await ctx.db.query<ClientRow>(
      `insert into auth.oauth_clients
         (client_secret_hash, registration_type, client_type, token_endpoint_auth_method, redirect_uris, grant_types,
          client_name, client_uri, logo_uri)
       values ($1, 'manual', $2, $3, $4, $5, $6, $7, $8)
       returning ${COLUMNS}`,
      [
        secret?.hash ?? null,
        clientType,
        effectiveMethod,
        redirectUris,
        grantTypes ?? ['authorization_code', 'refresh_token'],
        clientName || null,
        clientUri || null,
        logoUri || null,
      ],
    );
    return c.json(clientResponse(created.rows[0]!, secret?.secret), 201);
  });

  admin.get('/oauth/clients', async (c) => {
    // GoTrue returns every client, newest first; auth-js sends `page=&per_page=` when none is
    // given. A page asked for is served with /admin/users' paging (x-total-count, Link).
    const rawPage = c.req.query('page') ?? '';
    const rawPerPage = c.req.query('per_page') ?? '';
    if ((rawPage && !/^\d{1,9}$/.test(rawPage)) || (rawPerPage && !/^\d{1,9}$/.test(rawPerPage))) {
      throw new AuthError(400, 'validation_failed', 'Bad Pagination Parameters');
    }
    const total = Number((await ctx.db.query<{ n: string }>('select count(*)::text as n from auth.oauth_clients')).rows[0]?.n ?? 0);
    const paged = rawPage !== '' || rawPerPage !== '';
    const perPage = paged ? Math.min(1000, Math.max(1, Number(rawPerPage) || 50)) : Math.max(1, total);
    const page = paged ? Math.max(1, Number(rawPage) || 1) : 1;
    const rows = await ctx.db.query<ClientRow>(
      `select ${COLUMNS} from auth.oauth_clients order by created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const pageLink = (n: number, rel: string) => `</admin/oauth/clients?page=${n}&per_page=${perPage}>; rel="${rel}"`;
    c.header('x-total-count', String(total));
    c.header('link', [...(page < lastPage ? [pageLink(page + 1, 'next')] : []), pageLink(lastPage, 'last')].join(','));
    return c.json({ clients: rows.rows.map((row) => clientResponse(row)) });
  });

  admin.get('/oauth/clients/:clientId', async (c) => c.json(clientResponse(await load(clientId(c)))));

  admin.put('/oauth/clients/:clientId', async (c) => {
    const id = clientId(c);
    const current = await load(id);
    const body = await readBody(c);
    const fields = clientFields(body);
    const method = authMethod(body);
    if ([...Object.values(fields), method].every((value) => value === undefined)) {
      throw validationFailed('No fields provided for update');
    }
    checkClientFields(fields, false);
    const { redirectUris, grantTypes, clientName, clientUri, logoUri } = fields;
    if (method && typeOfMethod(method) !== current.client_type) {
      throw validationFailed(`token_endpoint_auth_method '${method}' is not valid for client_type '${current.client_type}'`);
    }
    const updated = await ctx.db.query<ClientRow>(
      `update auth.oauth_clients set
         redirect_uris = coalesce($2, redirect_uris),
         grant_types = coalesce($3, grant_types),
         client_name = case when $4::text is null then client_name else nullif($4, '') end,
         client_uri = case when $5::text is null then client_uri else nullif($5, '') end,
         logo_uri = case when $6::text is null then logo_uri else nullif($6, '') end,
         token_endpoint_auth_method = coalesce($7, token_endpoint_auth_method),
         updated_at = now()
       where id = $1
       returning ${COLUMNS}`,
      [id, redirectUris ?? null, grantTypes ?? null, clientName ?? null, clientUri ?? null, logoUri ?? null, method ?? null],
    );
    if (!updated.rows[0]) throw notFound();
    return c.json(clientResponse(updated.rows[0]));
  });

  admin.delete('/oauth/clients/:clientId', async (c) => {
    const deleted = await ctx.db.query('delete from auth.oauth_clients where id = $1', [clientId(c)]);
    if (!deleted.affectedRows) throw notFound();
    return c.body(null, 204);
  });

  admin.post('/oauth/clients/:clientId/regenerate_secret', async (c) => {
    const id = clientId(c);
    const current = await load(id);
    if (current.client_type !== 'confidential') throw validationFailed('Cannot regenerate secret for public client');
    const secret = newSecret();
    const updated = await ctx.db.query<ClientRow>(
      `update auth.oauth_clients set client_secret_hash = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
      [id, secret.hash],
    );
    if (!updated.rows[0]) throw notFound();
    return c.json(clientResponse(updated.rows[0], secret.secret));
  });
}
