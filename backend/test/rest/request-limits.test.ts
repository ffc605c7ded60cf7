// Request-size limits and the headers every response carries (issue 16): /rest/v1 refuses a body
// over REST_MAX_BODY_BYTES with 413 in PostgREST's shape before reading it, /auth/v1 over
// AUTH_MAX_BODY_BYTES in GoTrue's; very wide or long JSON is refused by its first unknown column
// or by the row cap (REST_MAX_INSERT_ROWS) while the server keeps answering; and every response,
// whatever the path, says X-Content-Type-Options: nosniff.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { startBackend, type TestBackend } from '../harness';

const FIXTURE = join(__dirname, '..', 'fixtures', 'rest');
const DEFAULT_REST_LIMIT = 1_048_576;
const DEFAULT_AUTH_LIMIT = 65_536;
const DEFAULT_MAX_ROWS = 1000;
/** As many `"k000000":1` keys as fit in the default limit (1,044,001 bytes). */
const WIDE_KEYS = 87_000;

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: FIXTURE });
});

afterAll(async () => {
  await backend?.stop();
});

/** Starts a backend with these variables (the harness hands them to loadConfig). */
function startBackendWith(env: Record<string, string>): Promise<TestBackend> {
  return startBackend({ supabaseDir: FIXTURE, env });
}

/** `{"k000000":1,...}` with exactly `count` keys, none of them a column. */
function objectWithKeys(count: number, prefix = 'k'): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) parts.push(`"${prefix}${i.toString().padStart(6, '0')}":1`);
  return `{${parts.join(',')}}`;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

interface PartialSend {
  method?: string;
  path: string;
  headers: Record<string, string | number>;
  /** Written in order; the request is never ended, so the server only ever has these bytes. */
  chunks: string[];
}

/**
 * Sends the start of a body and never finishes it, then waits for the answer. A server that
 * buffers the whole body before deciding never answers; the watchdog turns that hang into a
 * failure with a message instead of the suite's timeout.
 */
function sendWithoutFinishing(base: string, send: PartialSend): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${send.path}`, { method: send.method ?? 'POST', headers: send.headers });
    const watchdog = setTimeout(() => {
      req.destroy();
      reject(new Error('no answer while the body was still unfinished: the server waits for the whole body'));
    }, 30_000);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(watchdog);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    // The server may drop the connection right after answering; the answer is what counts.
    req.on('error', () => undefined);
    for (const chunk of send.chunks) req.write(chunk);
  });
}

function json(text: string): Record<string, unknown> {
  return JSON.parse(text) as Record<string, unknown>;
}

function restHeaders(key: string, extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: key, 'Content-Type': 'application/json', ...extra };
}

async function health(b: TestBackend): Promise<number> {
  const res = await fetch(`${b.url}/health`);
  await res.arrayBuffer();
  return res.status;
}

describe('/rest/v1 body limit', () => {
  it('refuses a 200,000-key body on its Content-Length with 413, before the body arrives', async () => {
    const body = objectWithKeys(200_000);
    expect(Buffer.byteLength(body)).toBeGreaterThan(DEFAULT_REST_LIMIT);
    const answer = await sendWithoutFinishing(backend.url, {
      path: '/rest/v1/items',
      headers: { ...restHeaders(backend.anonKey), 'Content-Length': Buffer.byteLength(body) },
      chunks: [body.slice(0, 64 * 1024)],
    });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(json(answer.text)).toEqual({
      code: 'PGRST413',
      details: `The request body is larger than ${DEFAULT_REST_LIMIT} bytes, the most this server accepts`,
      hint: 'Send less data in one request',
      message: 'Payload Too Large',
    });
    expect(await health(backend)).toBe(200);
  });

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const chunks = [`{"name":"`, ...Array.from({ length: Math.ceil(DEFAULT_REST_LIMIT / chunk.length) + 2 }, () => chunk)];
    const answer = await sendWithoutFinishing(backend.url, {
      path: '/rest/v1/items',
      headers: restHeaders(backend.anonKey, { 'Transfer-Encoding': 'chunked' }),
      chunks,
    });
    expect(answer.status).toBe(413);
    expect(json(answer.text)).toMatchObject({ code: 'PGRST413', message: 'Payload Too Large', hint: 'Send less data in one request' });
    expect(String(json(answer.text).details)).toContain(String(DEFAULT_REST_LIMIT));
  });

  it('stores nothing from a body over the limit, and accepts one just under it', async () => {
    const tooBig = JSON.stringify({ name: 'too-big', note: 'n'.repeat(DEFAULT_REST_LIMIT) });
    const refused = await fetch(`${backend.url}/rest/v1/items`, { method: 'POST', headers: restHeaders(backend.serviceRoleKey), body: tooBig });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ code: 'PGRST413' });
    const stored = await backend.sql<{ n: number }>("select count(*)::int as n from public.items where name = 'too-big'");
    expect(stored.rows[0]?.n).toBe(0);

    const skeleton = JSON.stringify({ name: 'just-under', note: '' });
    const fits = JSON.stringify({ name: 'just-under', note: 'n'.repeat(DEFAULT_REST_LIMIT - Buffer.byteLength(skeleton)) });
    expect(Buffer.byteLength(fits)).toBe(DEFAULT_REST_LIMIT);
    const accepted = await fetch(`${backend.url}/rest/v1/items`, {
      method: 'POST',
      headers: restHeaders(backend.serviceRoleKey, { Prefer: 'tx=rollback' }),
      body: fits,
    });
    expect(accepted.status).toBe(201);
  });

  it('applies to RPC and PATCH too, and leaves GET alone', async () => {
    const big = JSON.stringify({ payload: 'p'.repeat(DEFAULT_REST_LIMIT) });
    for (const [method, path] of [
      ['POST', '/rest/v1/rpc/echo'],
      ['PATCH', '/rest/v1/items?id=eq.1'],
    ] as const) {
      const res = await fetch(`${backend.url}${path}`, { method, headers: restHeaders(backend.serviceRoleKey), body: big });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'PGRST413', message: 'Payload Too Large' });
    }
    const read = await fetch(`${backend.url}/rest/v1/items?select=id&limit=1`, { headers: { apikey: backend.anonKey } });
    expect(read.status).toBe(200);
  });
});

describe('very wide and very long JSON on /rest/v1', () => {
  it('refuses a ~1 MB body of ~90,000 unknown keys by its first unknown column, and keeps answering', async () => {
    const body = objectWithKeys(WIDE_KEYS);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(DEFAULT_REST_LIMIT);
    const [insert, healthDuring] = await Promise.all([
      fetch(`${backend.url}/rest/v1/items`, { method: 'POST', headers: restHeaders(backend.serviceRoleKey), body }),
      health(backend),
    ]);
    expect(insert.status).toBe(400);
    expect(await insert.json()).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'k000000' column of 'items' in the schema cache",
    });
    expect(healthDuring).toBe(200);

    const update = await fetch(`${backend.url}/rest/v1/items?id=eq.1`, { method: 'PATCH', headers: restHeaders(backend.serviceRoleKey), body });
    expect(update.status).toBe(400);
    expect(await update.json()).toMatchObject({ code: 'PGRST204', message: "Could not find the 'k000000' column of 'items' in the schema cache" });
  });

  it('refuses a valid ~1 MB body of 500,000 tiny values before Postgres parses it, and keeps answering', async () => {
    // Valid JSON under the size limit, but Postgres' work on it (on PGlite, on the server's only
    // thread) grows with its values: the cap refuses it from the scan alone.
    const tiny = `[${new Array(500_000).fill('1').join(',')}]`;
    expect(Buffer.byteLength(tiny)).toBeLessThanOrEqual(DEFAULT_REST_LIMIT);
    const [rpc, healthDuring] = await Promise.all([
      fetch(`${backend.url}/rest/v1/rpc/echo_unnamed`, { method: 'POST', headers: restHeaders(backend.serviceRoleKey), body: tiny }),
      health(backend),
    ]);
    expect(rpc.status).toBe(413);
    expect(await rpc.json()).toEqual({
      code: 'PGRST413',
      details: 'The body holds more than 100000 JSON values, the most one request may carry',
      hint: 'Send the data in smaller requests',
      message: 'Payload Too Large',
    });
    expect(healthDuring).toBe(200);

    // Under the cap the same shape goes through.
    const fewer = await fetch(`${backend.url}/rest/v1/rpc/echo_unnamed`, {
      method: 'POST',
      headers: restHeaders(backend.serviceRoleKey),
      body: `[${new Array(50_000).fill('1').join(',')}]`,
    });
    expect(fewer.status).toBe(200);
    expect(((await fewer.json()) as unknown[]).length).toBe(50_000);
  });

  it('refuses rows wider than the table by their first unknown column, unless their keys differ', async () => {
    const wideRow = objectWithKeys(500).replace('{', '{"name":"w","qty":1,');
    const post = (body: string, path = '/items') => fetch(`${backend.url}/rest/v1${path}`, { method: 'POST', headers: restHeaders(backend.serviceRoleKey), body });
    const same = await post(`[${wideRow},${wideRow}]`);
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ code: 'PGRST204', message: "Could not find the 'k000000' column of 'items' in the schema cache" });
    const differing = await post(`[{"name":"w","qty":1},${wideRow}]`);
    expect(differing.status).toBe(400);
    expect(await differing.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    // Keys outside ?columns are passed over, however many.
    const named = await fetch(`${backend.url}/rest/v1/items?columns=name,qty&select=name,qty`, {
      method: 'POST',
      headers: restHeaders(backend.serviceRoleKey, { Prefer: 'return=representation, tx=rollback' }),
      body: `[${wideRow},${wideRow}]`,
    });
    expect(named.status).toBe(201);
    expect(await named.json()).toEqual([
      { name: 'w', qty: 1 },
      { name: 'w', qty: 1 },
    ]);
  });

  it('names at most a bounded number of the keys of a wide RPC body it cannot match', async () => {
    const res = await fetch(`${backend.url}/rest/v1/rpc/add`, { method: 'POST', headers: restHeaders(backend.serviceRoleKey), body: objectWithKeys(WIDE_KEYS) });
    expect(res.status).toBe(404);
    const error = (await res.json()) as Record<string, unknown>;
    const message = String(error.message);
    expect(error.code).toBe('PGRST202');
    // Lengths first, so a failure does not print a megabyte of key names.
    expect(message.length).toBeLessThan(10_000);
    expect(String(error.details).length).toBeLessThan(10_000);
    expect(message).toContain('public.add(');
    expect(message).toContain('more than 100 parameters');
  });

  it('refuses a long array of rows with differing keys as PostgREST does', async () => {
    const rows = Array.from({ length: DEFAULT_MAX_ROWS }, (_, i) => (i === DEFAULT_MAX_ROWS - 1 ? '{"name":"n","note":"x"}' : '{"name":"n"}'));
    const res = await fetch(`${backend.url}/rest/v1/items`, { method: 'POST', headers: restHeaders(backend.serviceRoleKey), body: `[${rows.join(',')}]` });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'All object keys must match' });
  });

  it(`caps one insert at ${DEFAULT_MAX_ROWS} rows with 413 and stores none of them`, async () => {
    const rows = (n: number, name: string) => JSON.stringify(Array.from({ length: n }, () => ({ name })));
    const over = await fetch(`${backend.url}/rest/v1/items`, { method: 'POST', headers: restHeaders(backend.serviceRoleKey), body: rows(DEFAULT_MAX_ROWS + 1, 'over-cap') });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      code: 'PGRST413',
      details: `The body holds more than ${DEFAULT_MAX_ROWS} rows, the most one request may insert`,
      hint: `Insert the rows in batches of at most ${DEFAULT_MAX_ROWS}`,
      message: 'Payload Too Large',
    });
    const empties = await fetch(`${backend.url}/rest/v1/counters`, { method: 'POST', headers: restHeaders(backend.serviceRoleKey), body: `[${Array(DEFAULT_MAX_ROWS + 1).fill('{}').join(',')}]` });
    expect(empties.status).toBe(413);
    const stored = await backend.sql<{ n: number }>("select count(*)::int as n from public.items where name = 'over-cap'");
    expect(stored.rows[0]?.n).toBe(0);

    const atCap = await fetch(`${backend.url}/rest/v1/items`, { method: 'POST', headers: restHeaders(backend.serviceRoleKey, { Prefer: 'count=exact' }), body: rows(DEFAULT_MAX_ROWS, 'at-cap') });
    expect(atCap.status).toBe(201);
    expect(atCap.headers.get('content-range')).toBe(`*/${DEFAULT_MAX_ROWS}`);
    await backend.sql("delete from public.items where name = 'at-cap'");
  });

  it('fills column defaults row by row for missing=default, whatever each row leaves out', async () => {
    // The rows differ in which keys they have; ?columns names the union (as postgrest-js sends),
    // and a key outside it (big) is ignored.
    const body = '[{"name":"md-1","qty":2,"big":1},{"name":"md-\\"2\\"","note":"x\u00e9\ud83d\ude00"},{"name":"md-3","qty":5},{"n\\u0061me":"md-4"}]';
    const res = await fetch(`${backend.url}/rest/v1/items?columns=name,qty,note&select=name,qty,note`, {
      method: 'POST',
      headers: restHeaders(backend.serviceRoleKey, { Prefer: 'missing=default, return=representation' }),
      body,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([
      { name: 'md-1', qty: 2, note: null },
      { name: 'md-"2"', qty: 1, note: 'x\u00e9\ud83d\ude00' },
      { name: 'md-3', qty: 5, note: null },
      { name: 'md-4', qty: 1, note: null },
    ]);
    const many = Array.from({ length: DEFAULT_MAX_ROWS }, (_, i) => (i % 2 === 0 ? `{"name":"mdm-${i}"}` : `{"name":"mdm-${i}","qty":3}`));
    const bulk = await fetch(`${backend.url}/rest/v1/items?columns=name,qty`, {
      method: 'POST',
      headers: restHeaders(backend.serviceRoleKey, { Prefer: 'missing=default, count=exact' }),
      body: `[${many.join(',')}]`,
    });
    expect(bulk.status).toBe(201);
    const sums = await backend.sql<{ n: number; total: number }>("select count(*)::int as n, sum(qty)::int as total from public.items where name like 'mdm-%'");
    expect(sums.rows[0]).toEqual({ n: DEFAULT_MAX_ROWS, total: (DEFAULT_MAX_ROWS / 2) * 1 + (DEFAULT_MAX_ROWS / 2) * 3 });
    await backend.sql("delete from public.items where name like 'md%'");
  });

  it('takes a key written with escapes as the column it spells, and a repeated key once', async () => {
    const res = await fetch(`${backend.url}/rest/v1/items?select=name,qty`, {
      method: 'POST',
      headers: restHeaders(backend.serviceRoleKey, { Prefer: 'return=representation' }),
      body: '{"n\\u0061me":"escaped","qty":1,"qty":4}',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ name: 'escaped', qty: 4 }]);
    const rows = await fetch(`${backend.url}/rest/v1/items?select=name`, {
      method: 'POST',
      headers: restHeaders(backend.serviceRoleKey, { Prefer: 'return=representation, tx=rollback' }),
      body: '[{"name":"a","name":"b"},{"name":"c"}]',
    });
    expect(rows.status).toBe(201);
    expect(await rows.json()).toEqual([{ name: 'b' }, { name: 'c' }]);
    await backend.sql("delete from public.items where name = 'escaped'");
  });

  it('answers malformed JSON with PGRST102 wherever the fault is', async () => {
    for (const body of ['', ' ', '{', '{"name":}', '{"name":"a",}', '[{"name":"a"},]', '{"name":"a"} x', '{"name":"a\u0001"}', '{"name":01}', '{"name":"\\x"}', "{'name':1}", 'nul', '[1,2', '"\\ud800"x']) {
      const res = await fetch(`${backend.url}/rest/v1/items`, { method: 'POST', headers: restHeaders(backend.serviceRoleKey), body });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(await res.json()).toMatchObject({ code: 'PGRST102' });
    }
  });
});

describe('very wide queries on /rest/v1', () => {
  const embeds = (n: number) => Array.from({ length: n }, (_, i) => `a${i}:authors!author_id(name)`).join(',');

  it('refuses a select of more embedded resources than one request may plan, and serves up to the cap', async () => {
    const [tooMany, healthDuring] = await Promise.all([
      fetch(`${backend.url}/rest/v1/books?select=${embeds(200)}`, { headers: { apikey: backend.serviceRoleKey } }),
      health(backend),
    ]);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({
      code: 'PGRST100',
      details: 'The select parameter embeds 200 resources; at most 32 are allowed in one request',
      hint: 'Split the query into several requests',
      message: 'Too many embedded resources',
    });
    expect(healthDuring).toBe(200);
    // Embeds inside embeds count too: 14 nested plus 19 beside them.
    const nested = `id,${'reviews(id,books(id,'.repeat(7)}id${'))'.repeat(7)},${embeds(19)}`;
    const nestedRes = await fetch(`${backend.url}/rest/v1/books?select=${nested}`, { headers: { apikey: backend.serviceRoleKey } });
    expect(nestedRes.status).toBe(400);
    expect(await nestedRes.json()).toMatchObject({ code: 'PGRST100', details: 'The select parameter embeds 33 resources; at most 32 are allowed in one request' });

    const atCap = await fetch(`${backend.url}/rest/v1/books?select=id,${embeds(32)}&limit=1&order=id`, { headers: { apikey: backend.serviceRoleKey } });
    expect(atCap.status).toBe(200);
    const [row] = (await atCap.json()) as Record<string, unknown>[];
    expect(Object.keys(row ?? {})).toHaveLength(33);
  });
});

describe('configurable limits', () => {
  let small: TestBackend;

  beforeAll(async () => {
    small = await startBackendWith({ REST_MAX_BODY_BYTES: '2048', REST_MAX_INSERT_ROWS: '3', REST_MAX_JSON_VALUES: '10', AUTH_MAX_BODY_BYTES: '1024' });
  });

  afterAll(async () => {
    await small?.stop();
  });

  it('takes the REST body limit from REST_MAX_BODY_BYTES', async () => {
    const over = await fetch(`${small.url}/rest/v1/items`, { method: 'POST', headers: restHeaders(small.serviceRoleKey), body: JSON.stringify({ name: 'x'.repeat(2048) }) });
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ code: 'PGRST413', details: 'The request body is larger than 2048 bytes, the most this server accepts' });
    const under = await fetch(`${small.url}/rest/v1/items`, { method: 'POST', headers: restHeaders(small.serviceRoleKey), body: JSON.stringify({ name: 'x'.repeat(1500) }) });
    expect(under.status).toBe(201);
  });

  it('takes the row cap from REST_MAX_INSERT_ROWS', async () => {
    const four = await fetch(`${small.url}/rest/v1/items`, { method: 'POST', headers: restHeaders(small.serviceRoleKey), body: JSON.stringify([{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }]) });
    expect(four.status).toBe(413);
    expect(await four.json()).toMatchObject({ code: 'PGRST413', hint: 'Insert the rows in batches of at most 3' });
    const three = await fetch(`${small.url}/rest/v1/items`, { method: 'POST', headers: restHeaders(small.serviceRoleKey), body: JSON.stringify([{ name: 'a' }, { name: 'b' }, { name: 'c' }]) });
    expect(three.status).toBe(201);
  });

  it('takes the value cap from REST_MAX_JSON_VALUES', async () => {
    // The object, the name and the list, then ten numbers: 13 values.
    const over = await fetch(`${small.url}/rest/v1/rpc/echo_unnamed`, {
      method: 'POST',
      headers: restHeaders(small.serviceRoleKey),
      body: JSON.stringify({ name: 'a', list: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }),
    });
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ code: 'PGRST413', details: 'The body holds more than 10 JSON values, the most one request may carry' });
    const under = await fetch(`${small.url}/rest/v1/rpc/echo_unnamed`, {
      method: 'POST',
      headers: restHeaders(small.serviceRoleKey),
      body: JSON.stringify({ name: 'a', list: [1, 2, 3] }),
    });
    expect(under.status).toBe(200);
    expect(await under.json()).toEqual({ name: 'a', list: [1, 2, 3] });
  });

  it('takes the auth body limit from AUTH_MAX_BODY_BYTES', async () => {
    const res = await fetch(`${small.url}/auth/v1/signup`, {
      method: 'POST',
      headers: restHeaders(small.anonKey),
      body: JSON.stringify({ email: 'a@example.test', password: 'p'.repeat(1100) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'request_too_large', message: 'Request body too large: at most 1024 bytes are accepted' });
  });
});

describe('/auth/v1 body limit', () => {
  it('refuses a body over AUTH_MAX_BODY_BYTES in GoTrue’s shape, before reading it', async () => {
    const answer = await sendWithoutFinishing(backend.url, {
      path: '/auth/v1/signup',
      headers: { ...restHeaders(backend.anonKey), 'Content-Length': 10 * DEFAULT_AUTH_LIMIT },
      chunks: ['{"email":"big@example.test","password":"'],
    });
    expect(answer.status).toBe(413);
    expect(answer.headers['x-supabase-api-version']).toBe('2024-01-01');
    expect(json(answer.text)).toEqual({ code: 'request_too_large', message: `Request body too large: at most ${DEFAULT_AUTH_LIMIT} bytes are accepted` });

    const chunked = await sendWithoutFinishing(backend.url, {
      path: '/auth/v1/token?grant_type=password',
      headers: restHeaders(backend.anonKey, { 'Transfer-Encoding': 'chunked' }),
      chunks: ['{"email":"big@example.test","password":"', 'p'.repeat(DEFAULT_AUTH_LIMIT)],
    });
    expect(chunked.status).toBe(413);
    expect(json(chunked.text)).toMatchObject({ code: 'request_too_large' });
  });

  it('lets ordinary auth requests through', async () => {
    const { email, password } = await backend.signUpUser();
    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: restHeaders(backend.anonKey),
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
  });
});

describe('X-Content-Type-Options', () => {
  it('is nosniff on every response, whatever the path, method or outcome', async () => {
    const requests: [string, RequestInit][] = [
      ['/health', {}],
      ['/rest/v1/items?select=id', { headers: { apikey: backend.anonKey } }],
      ['/rest/v1/items?select=nope', { headers: { apikey: backend.anonKey } }],
      ['/rest/v1/items', { method: 'POST', headers: restHeaders(backend.anonKey), body: 'x'.repeat(DEFAULT_REST_LIMIT + 1) }],
      ['/rest/v1/', { headers: { apikey: backend.anonKey } }],
      ['/auth/v1/settings', { headers: { apikey: backend.anonKey } }],
      ['/auth/v1/token?grant_type=password', { method: 'POST', headers: restHeaders(backend.anonKey), body: '{"email":"nobody@example.test","password":"wrong"}' }],
      ['/auth/v1/user', { headers: { apikey: backend.anonKey } }],
      ['/storage/v1/bucket', { headers: { apikey: backend.anonKey } }],
      ['/functions/v1/nope', { method: 'POST', headers: restHeaders(backend.anonKey), body: '{}' }],
      ['/nowhere', {}],
      ['/rest/v1/items', { method: 'OPTIONS', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' } }],
    ];
    for (const [path, init] of requests) {
      const res = await fetch(`${backend.url}${path}`, init);
      await res.arrayBuffer();
      expect({ path, nosniff: res.headers.get('x-content-type-options') }).toEqual({ path, nosniff: 'nosniff' });
    }
  });
});
