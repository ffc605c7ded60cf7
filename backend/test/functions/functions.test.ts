// Edge functions through the unmodified supabase-js (functions-js) against the real backend, with
// the fixture project's functions and config.toml.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { startBackendWithModules, type ModuleBackend } from '../storage/start-backend-with-modules';

const FIXTURE = join(__dirname, '..', 'fixtures', 'functions');

interface EchoBody {
  method: string;
  path: string;
  query: string | null;
  contentType: string | null;
  text: string | null;
  role: string | null;
  userId: string | null;
  env: { url: string; anonKey: string; serviceRoleKey: string; greeting: string; jwtSecret: string | null };
}

/** The methods Supabase Edge serves a function with; anything else is 405. */
const SERVED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with any method, as node:http sends it (fetch refuses TRACE, TRACK and CONNECT). */
function sendWithMethod(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, method, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    // A CONNECT answer arrives as 'connect', not as a response.
    request.on('connect', (response: IncomingMessage, socket: Socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '' });
    });
    request.on('error', reject);
    request.end();
  });
}

async function errorBody(error: unknown): Promise<{ status: number; body: unknown }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

describe('functions gateway', () => {
  let backend: ModuleBackend;
  let projectDir: string;

  beforeAll(async () => {
    // A copy of the fixture plus the local secrets file the CLI reads (.env files are not committed).
    projectDir = mkdtempSync(join(tmpdir(), 'shalom-functions-fixture-'));
    cpSync(FIXTURE, projectDir, { recursive: true });
    writeFileSync(join(projectDir, 'functions', '.env'), '# local function secrets\nGREETING="shalom"\n');
    backend = await startBackendWithModules({
      supabaseDir: projectDir,
      env: { FUNCTIONS_MAX_BODY_BYTES: '1024', FUNCTIONS_RATE_LIMIT: '1000' },
    });
  });

  afterAll(async () => {
    await backend?.stop();
    rmSync(projectDir, { recursive: true, force: true });
  });

  test('invoked with a session, the function sees the user, its own path and the Supabase env', async () => {
    const { client, user } = await backend.signUpUser();
    const { data, error } = await client.functions.invoke<EchoBody>('echo', { body: { hello: 'עולם' } });
    expect(error).toBeNull();
    expect(data).toEqual({
      method: 'POST',
      path: '/echo',
      query: null,
      contentType: 'application/json',
      text: JSON.stringify({ hello: 'עולם' }),
      role: 'authenticated',
      userId: user.id,
      env: {
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        anonKey: backend.anonKey,
        serviceRoleKey: backend.serviceRoleKey,
        greeting: 'shalom',
        jwtSecret: null,
      },
    });
  });

  test('invoked without a session, the anon key is the JWT and the caller is anon', async () => {
    const { data, error } = await backend.client().functions.invoke<EchoBody>('echo', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ method: 'GET', role: 'anon', userId: null, text: null });
  });

  test('sub-paths and query strings reach the function', async () => {
    const response = await fetch(`${backend.url}/functions/v1/echo/items/42?q=search`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(await response.json()).toMatchObject({ path: '/echo/items/42', query: 'search' });
  });

  test('the clients handed to the function act as the caller and as the service role', async () => {
    const { client, user } = await backend.signUpUser();
    const { data, error } = await client.functions.invoke('as-caller');
    expect(error).toBeNull();
    expect(data).toEqual({ callerUser: user.id, adminSawEmail: user.email });
  });

  test('with verify_jwt on, a missing, forged or expired JWT is refused before the function runs', async () => {
    const missing = await fetch(`${backend.url}/functions/v1/echo`, { method: 'POST', headers: { apikey: backend.anonKey } });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' });

    const forgedToken = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-project-secret-but-long-enough-to-sign'));
    const forged = await backend.client(forgedToken).functions.invoke('echo');
    expect(await errorBody(forged.error)).toEqual({
      status: 401,
      body: { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' },
    });

    const expiredToken = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(backend.jwtSecret));
    const expired = await backend.client(expiredToken).functions.invoke('echo');
    expect((await errorBody(expired.error)).status).toBe(401);
  });

  test('with verify_jwt = false, the function runs without any credentials', async () => {
    const bare = await fetch(`${backend.url}/functions/v1/public-echo`, { method: 'POST' });
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual({ role: null });

    const garbage = await fetch(`${backend.url}/functions/v1/public-echo`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not.a.jwt' },
    });
    expect(garbage.status).toBe(200);
    expect(await garbage.json()).toEqual({ role: null });

    const { client } = await backend.signUpUser();
    const signedIn = await client.functions.invoke('public-echo');
    expect(signedIn.data).toEqual({ role: 'authenticated' });
  });

  test('a thrown error becomes a bare JSON 500, with no message or stack', async () => {
    const { data, error } = await backend.client().functions.invoke('throws');
    expect(data).toBeNull();
    const { status, body } = await errorBody(error);
    expect(status).toBe(500);
    expect(body).toEqual({ error: 'Internal error' });

    const raw = await fetch(`${backend.url}/functions/v1/throws`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
    });
    const text = await raw.text();
    expect(text).toBe('{"error":"Internal error"}');
    expect(raw.headers.get('content-type')).toBe('application/json');
  });

  test('a handler that returns something other than a Response is a 500 too', async () => {
    const { error } = await backend.client().functions.invoke('not-a-response');
    expect(await errorBody(error)).toEqual({ status: 500, body: { error: 'Internal error' } });
  });

  test('unknown, disabled, private and malformed names are not found', async () => {
    for (const name of ['nope', 'disabled', '_private', '..%2Fecho', 'echo.ts', '%2e%2e']) {
      const response = await fetch(`${backend.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
    const { error } = await backend.client().functions.invoke('nope');
    expect(await errorBody(error)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
    });
  });

  test('CORS: a preflight is answered and responses carry the headers supabase-js needs', async () => {
    const preflight = await fetch(`${backend.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:8080)$/);
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
      expect(allowed).toContain(header);
    }

    const response = await fetch(`${backend.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:8080', apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(response.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:8080)$/);
  });

  test('TRACE and methods Supabase Edge does not serve are 405 with Allow, before the function runs', async () => {
    const keys = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH']) {
      for (const path of ['/functions/v1/echo', '/functions/v1/public-echo/items/1', '/functions/v1/nope']) {
        const response = await sendWithMethod(backend.url, method, path, keys);
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 405 });
        expect(response.headers.allow).toBe(SERVED_METHODS);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(response.body)).toEqual({
          code: 'METHOD_NOT_ALLOWED',
          message: `Method ${method} is not allowed; functions accept ${SERVED_METHODS}`,
        });
      }
    }
    // Without credentials too: the method is refused before anything else is looked at.
    expect((await sendWithMethod(backend.url, 'TRACE', '/functions/v1/echo')).status).toBe(405);
  });

  test('the served methods still reach the function, HEAD included', async () => {
    const keys = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      const response = await sendWithMethod(backend.url, method, '/functions/v1/echo', keys);
      expect({ method, status: response.status }).toEqual({ method, status: 200 });
      expect(response.headers['x-echo']).toBe('yes');
    }
  });

  test('methods Node itself refuses never reach the gateway and never give a 500', async () => {
    // TRACK and made-up methods are not in Node's HTTP parser: it answers 400 itself.
    for (const method of ['TRACK', 'FROBNICATE']) {
      expect((await sendWithMethod(backend.url, method, '/functions/v1/echo')).status).toBe(400);
    }
    // CONNECT asks for a tunnel, which this server has none of: Node closes the connection (or,
    // should the server ever answer it, the answer is a refusal, not a 500).
    const connect = await sendWithMethod(backend.url, 'CONNECT', '/functions/v1/echo').then(
      (response) => response.status,
      (error: Error) => error.message,
    );
    expect(String(connect)).toMatch(/^(socket hang up|read ECONNRESET|4\d\d)$/);
  });

  test('a body over the limit is refused with 413 and the function does not run', async () => {
    const { error } = await backend.client().functions.invoke('echo', { body: 'x'.repeat(2000) });
    expect(await errorBody(error)).toEqual({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
    });
    // Without a Content-Length (streamed), the limit holds too.
    const chunks = [new Uint8Array(600), new Uint8Array(600)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const streamed = await fetch(`${backend.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/octet-stream' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);

    const fits = await backend.client().functions.invoke<EchoBody>('echo', { body: 'x'.repeat(1000) });
    expect(fits.data?.text).toBe('x'.repeat(1000));
  });
});

describe('functions rate limit', () => {
  let backend: ModuleBackend;

  beforeAll(async () => {
    backend = await startBackendWithModules({ supabaseDir: FIXTURE, env: { FUNCTIONS_RATE_LIMIT: '3' } });
  });

  afterAll(async () => {
    await backend?.stop();
  });

  test('each user gets the configured number of calls per window, then 429 with Retry-After', async () => {
    const first = await backend.signUpUser();
    for (let i = 0; i < 3; i++) {
      expect((await first.client.functions.invoke('public-echo')).error).toBeNull();
    }
    const limited = await first.client.functions.invoke('public-echo');
    expect(limited.error).toBeInstanceOf(FunctionsHttpError);
    const response = (limited.error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests' });

    // Another user has their own allowance; the service role is not limited.
    const second = await backend.signUpUser();
    expect((await second.client.functions.invoke('public-echo')).error).toBeNull();
    const admin = backend.client(undefined, 'service_role');
    for (let i = 0; i < 5; i++) {
      expect((await admin.functions.invoke('public-echo')).error).toBeNull();
    }
  });

  test('anonymous callers are limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await fetch(`${backend.url}/functions/v1/public-echo`, { method: 'POST' })).status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});

describe('the project health function', () => {
  let backend: ModuleBackend;
  let projectDir: string;

  beforeAll(async () => {
    // The repository's own functions, served from a project folder without product migrations.
    projectDir = mkdtempSync(join(tmpdir(), 'shalom-functions-project-'));
    cpSync(join(__dirname, '..', '..', '..', 'supabase', 'functions'), join(projectDir, 'functions'), { recursive: true });
    backend = await startBackendWithModules({ supabaseDir: projectDir });
  });

  afterAll(async () => {
    await backend?.stop();
    rmSync(projectDir, { recursive: true, force: true });
  });

  test('health answers ok, the time and the caller role', async () => {
    const anon = await backend.client().functions.invoke('health');
    expect(anon.error).toBeNull();
    expect(anon.data).toEqual({ ok: true, time: expect.any(String), role: 'anon' });
    expect(Number.isNaN(Date.parse((anon.data as { time: string }).time))).toBe(false);

    const { client } = await backend.signUpUser();
    const signedIn = await client.functions.invoke('health');
    expect(signedIn.data).toMatchObject({ ok: true, role: 'authenticated' });
  });
});
