// Malformed and hostile requests against /rest/v1 (fast-check): whatever the query string,
// headers or body, the answer is a PostgREST JSON error (4xx) or a correct success, never a 500;
// the server stays up; and SQL-injection attempts leave the database as it was. Huge and wide JSON
// (tens of thousands of keys, long arrays of rows, deep nesting, strings around the body limit) is
// refused or accepted as the limits say, while the server keeps answering /health.
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import fc from 'fast-check';
import { startBackend, type TestBackend } from '../harness';

let backend: TestBackend;
let userToken: string;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: join(__dirname, '..', 'fixtures', 'rest') });
  userToken = (await backend.signUpUser()).session.access_token;
});

afterAll(async () => {
  await backend?.stop();
});

const INJECTIONS = [
  "'; drop table canary; --",
  '"; delete from canary; --',
  "1); update canary set secret = 'pwned'; --",
  '1 or 1=1',
  "' or '1'='1",
  'id"); drop table canary; --',
  '$1',
  '$$; drop table canary; $$',
  '\\',
  '"',
  "'",
  ')',
  '(',
  '*/',
  '/*',
  '; select pg_sleep(0)',
  'canary',
  'public.canary',
  'pg_catalog.pg_user',
  'text; drop table canary',
  'int) from canary; --',
  '{a,b}',
  '{"a":1}',
  '1::text',
  'null',
  '',
  '%',
  '..',
  '->',
  '->>',
  '!inner',
  '...canary(*)',
  'canary(*)',
  'x'.repeat(300),
  '\u{1F600}',
  'é',
  '\t',
];

const hostileText = fc.oneof(fc.constantFrom(...INJECTIONS), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const columnish = fc.oneof(fc.constantFrom('id', 'title', 'name', 'pages', 'tags', 'data', 'secret', 'author_id', 'data->>country'), hostileText);
const ops = fc.constantFrom('eq', 'neq', 'gt', 'like', 'ilike', 'in', 'is', 'cs', 'cd', 'ov', 'fts', 'not.eq', 'isdistinct', 'match', 'like(any)', 'wfts(english)', 'nope');

const filterValue = fc.oneof(
  fc.tuple(ops, hostileText).map(([op, v]) => `${op}.${v}`),
  fc.tuple(hostileText).map(([v]) => `in.(${v},"${v}")`),
  hostileText,
);

const logicValue = fc
  .tuple(columnish, ops, hostileText, fc.boolean())
  .map(([c, op, v, nest]) => (nest ? `(${c}.${op}.${v},and(${c}.${op}.${v},not.or(${c}.is.null)))` : `(${c}.${op}.${v})`));

const selectValue = fc.oneof(
  fc.array(columnish, { maxLength: 4 }).map((cols) => cols.join(',')),
  fc.tuple(columnish, hostileText).map(([c, cast]) => `${c}::${cast}`),
  fc.tuple(columnish, hostileText).map(([c, alias]) => `${alias}:${c}`),
  fc.tuple(hostileText, columnish, fc.constantFrom('', '!inner', '!left', '!books_author_id_fkey')).map(([rel, c, hint]) => `id,${rel}${hint}(${c})`),
  fc.constantFrom('*,authors!author_id(*)', '...authors!author_id(name)', 'count()', 'pages.sum()', 'id,reviews(stars,books(title))', '(((', ''),
);

const param = fc.oneof(
  fc.tuple(fc.constant('select'), selectValue),
  fc.tuple(fc.constantFrom('order', 'reviews.order'), fc.tuple(columnish, fc.constantFrom('', '.asc', '.desc.nullslast', '.sideways')).map(([c, d]) => `${c}${d}`)),
  fc.tuple(fc.constantFrom('limit', 'offset', 'reviews.limit'), fc.oneof(fc.integer({ min: -5, max: 1000 }).map(String), hostileText)),
  fc.tuple(fc.constantFrom('or', 'and', 'not.or', 'reviews.or'), fc.oneof(logicValue, hostileText)),
  fc.tuple(fc.constantFrom('on_conflict', 'columns'), fc.oneof(columnish, hostileText.map((t) => `"${t}"`))),
  fc.tuple(columnish, filterValue),
  fc.tuple(fc.tuple(hostileText, columnish).map(([a, b]) => `${a}.${b}`), filterValue),
);

const target = fc.oneof(
  fc.constantFrom('books', 'books', 'authors', 'items', 'counters', 'canary', 'todos', 'book_titles', 'nope'),
  fc.constantFrom('rpc/add', 'rpc/books_by', 'rpc/echo', 'rpc/echo_unnamed', 'rpc/fail', 'rpc/nope', 'rpc/series'),
  hostileText.map((t) => encodeURIComponent(t || 'x')),
  hostileText.map((t) => `rpc/${encodeURIComponent(t || 'x')}`),
);

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n)), maxLength: 40 });
const headerValue = fc.oneof(
  printable,
  fc.constantFrom(
    'return=representation',
    'count=exact',
    'count=planned',
    'return=minimal, count=exact',
    'resolution=merge-duplicates',
    'resolution=ignore-duplicates, return=representation',
    'missing=default',
    'tx=rollback',
    'handling=strict, max-affected=1',
    'handling=strict, bogus',
    'params=single-object',
  ),
);

const body = fc.oneof(
  fc.constant(undefined),
  hostileText,
  fc.json({ maxDepth: 3 }),
  fc.dictionary(columnish, fc.oneof(hostileText, fc.integer(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 })), { maxKeys: 4 }).map((o) => JSON.stringify(o)),
  fc.array(fc.dictionary(columnish, hostileText, { maxKeys: 3 }), { maxLength: 3 }).map((a) => JSON.stringify(a)),
  fc.constant('['.repeat(5000)),
  fc.constant(`${'['.repeat(3000)}1${']'.repeat(3000)}`),
);

/** Mostly absent, so most requests get past header checks to the query itself. */
function sometimes<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: arb, weight: 1 });
}

const request = fc.record({
  method: fc.oneof({ arbitrary: fc.constant('GET'), weight: 4 }, { arbitrary: fc.constantFrom('HEAD', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'), weight: 3 }),
  target,
  params: fc.array(param, { maxLength: 5 }),
  prefer: sometimes(headerValue),
  accept: sometimes(fc.oneof(printable, fc.constantFrom('application/vnd.pgrst.object+json', 'text/csv', 'application/json', '*/*', 'application/vnd.pgrst.array+json;nulls=stripped'))),
  range: sometimes(fc.oneof(printable, fc.constantFrom('0-1', '5-2', '1-', 'items=0-0'))),
  profile: sometimes(fc.oneof(fc.constant('public'), printable)),
  auth: fc.constantFrom('anon', 'service', 'service', 'user', 'user', 'garbage'),
  body,
});

async function canary(): Promise<unknown> {
  const res = await backend.sql('select id, secret from public.canary order by id');
  return res.rows;
}

async function tableCount(): Promise<number> {
  const res = await backend.sql<{ n: number }>(`select count(*)::int as n from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'`);
  return res.rows[0]?.n ?? 0;
}

describe('hostile input to /rest/v1', () => {
  it('always answers 2xx/3xx or a 4xx JSON error, never a 500, and never lets injection change data', async () => {
    const canaryBefore = await canary();
    const relationsBefore = await tableCount();
    const seen = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const qs = r.params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const headers = new Headers({ 'Content-Type': 'application/json' });
        headers.set('apikey', r.auth === 'service' ? backend.serviceRoleKey : backend.anonKey);
        if (r.auth === 'user') headers.set('Authorization', `Bearer ${userToken}`);
        if (r.auth === 'garbage') headers.set('Authorization', 'Bearer x.y.z');
        if (r.prefer !== null) headers.set('Prefer', r.prefer);
        if (r.accept !== null) headers.set('Accept', r.accept);
        if (r.range !== null) headers.set('Range', r.range);
        if (r.profile !== null) headers.set(r.method === 'GET' || r.method === 'HEAD' ? 'Accept-Profile' : 'Content-Profile', r.profile);
        const withBody = r.method !== 'GET' && r.method !== 'HEAD' && r.method !== 'OPTIONS';
        const res = await fetch(`${backend.url}/rest/v1/${r.target}${qs === '' ? '' : `?${qs}`}`, {
          method: r.method,
          headers,
          body: withBody ? r.body : undefined,
        });
        const text = await res.text();
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        if (res.status >= 500) throw new Error(`${res.status} for ${r.method} /${r.target}?${qs}: ${text}`);
        if (res.status >= 400 && r.method !== 'HEAD' && r.method !== 'OPTIONS' && res.headers.get('content-type')?.includes('json')) {
          const parsed = JSON.parse(text) as Record<string, unknown>;
          if (r.target.startsWith('rest') || !('message' in parsed)) throw new Error(`not a PostgREST error: ${text}`);
          if ('code' in parsed && !('details' in parsed && 'hint' in parsed)) throw new Error(`error without details/hint: ${text}`);
        }
      }),
      { numRuns: 300, seed: Number(process.env.FC_SEED ?? 20240611), endOnFailure: true },
    );

    if (process.env.FC_DEBUG) console.log([...seen.entries()].sort());
    // Still serving, the canary untouched, no relation dropped or created.
    const health = await fetch(`${backend.url}/rest/v1/canary?select=secret&order=id`, { headers: { apikey: backend.serviceRoleKey } });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual([{ secret: 'tweety' }, { secret: 'polly' }]);
    expect(await canary()).toEqual(canaryBefore);
    expect(await tableCount()).toBe(relationsBefore);
    // The run exercised both successes and refusals.
    expect([...seen.keys()].some((s) => s < 300)).toBe(true);
    expect([...seen.keys()].some((s) => s >= 400)).toBe(true);
  });

  it('keeps classic injection strings inert in every position', async () => {
    const canaryBefore = await canary();
    const positions = (payload: string) => {
      const v = encodeURIComponent(payload);
      return [
        `/books?title=eq.${v}`,
        `/books?select=${v}`,
        `/books?select=id::${v}`,
        `/books?select=${v}:id`,
        `/books?order=${v}`,
        `/books?order=id.${v}`,
        `/books?${v}=eq.1`,
        `/books?or=(title.eq.${v})`,
        `/books?id=in.(${v})`,
        `/books?data->>${v}=eq.1`,
        `/authors?select=data->${v}`,
        `/books?limit=${v}`,
        `/${v}`,
        `/rpc/${v}`,
        `/rpc/add?a=${v}&b=1`,
      ];
    };
    for (const payload of INJECTIONS.slice(0, 12)) {
      for (const path of positions(payload)) {
        const res = await fetch(`${backend.url}/rest/v1${path}`, { headers: { apikey: backend.serviceRoleKey } });
        expect(res.status).toBeLessThan(500);
        const text = await res.text();
        if (res.status >= 400) expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
      }
      const upsert = await fetch(`${backend.url}/rest/v1/counters?on_conflict=${encodeURIComponent(payload)}&columns=${encodeURIComponent(`"${payload}"`)}`, {
        method: 'POST',
        headers: { apikey: backend.serviceRoleKey, 'Content-Type': 'application/json', Prefer: 'resolution=merge-duplicates' },
        body: JSON.stringify({ key: payload, [payload]: payload }),
      });
      expect(upsert.status).toBeLessThan(500);
    }
    expect(await canary()).toEqual(canaryBefore);
  });

  it('refuses a body that is not UTF-8, or escapes a lone surrogate, with 400 PGRST102; stores nothing; a real pair is kept', async () => {
    const post = (path: string, body: Buffer | string, contentType = 'application/json') =>
      fetch(`${backend.url}/rest/v1${path}`, {
        method: 'POST',
        headers: { apikey: backend.serviceRoleKey, 'Content-Type': contentType, Prefer: 'return=representation' },
        body,
      });
    const notUtf8 = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]);
    const refusals: [string, Buffer | string, string?][] = [
      ['/items', notUtf8],
      ['/items', String.raw`{"name":"\\ud800 is text, \ud800 is not"}`],
      ['/items', String.raw`{"name":"low \udc00 alone"}`],
      ['/items', String.raw`{"name":"two highs \ud83d\ud83d"}`],
      ['/rpc/echo', String.raw`{"payload":{"m":"\ud800"}}`],
      ['/items', Buffer.concat([Buffer.from('name\n'), Buffer.from([0xff]), Buffer.from('\n')]), 'text/csv'],
    ];
    for (const [path, body, type] of refusals) {
      const response = await post(path, body, type);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      const error = (await response.json()) as { code: string; message: string; details: string };
      expect(error).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
      expect(error.details).toMatch(/^The request body (is not valid UTF-8|holds a \\u escape of a lone UTF-16 surrogate)/);
    }
    const stored = await backend.sql<{ n: number }>(`select count(*)::int as n from public.items where name like '%' || chr(65533) || '%' or name like '%ud800%'`);
    expect(stored.rows[0]?.n).toBe(0);

    // An escaped backslash before "ud800" is text, and a surrogate pair is one character.
    const kept = await post('/items', String.raw`{"name":"\\ud800 and \ud83d\ude00"}`);
    expect(kept.status).toBe(201);
    expect(((await kept.json()) as { name: string }[])[0]?.name).toBe('\\ud800 and \u{1F600}');
    await backend.sql(`delete from public.items where name like '%ud800 and %'`);
  });

  it('refuses JSON nested deep enough to exhaust the database stack, and keeps serving', async () => {
    const deep = `${'['.repeat(100_000)}1${']'.repeat(100_000)}`;
    for (const [path, body] of [
      ['/rpc/echo_unnamed', deep],
      ['/rpc/echo', `{"payload":${deep}}`],
      ['/items', `{"name":"a","note":${deep}}`],
    ] as const) {
      const res = await fetch(`${backend.url}/rest/v1${path}`, {
        method: 'POST',
        headers: { apikey: backend.serviceRoleKey, 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'PGRST102', details: null, hint: null });
    }
    const filter = await fetch(`${backend.url}/rest/v1/authors?data=cs.${'['.repeat(4000)}`, { headers: { apikey: backend.serviceRoleKey } });
    expect(filter.status).toBe(400);
    const tsquery = await fetch(`${backend.url}/rest/v1/books?title=fts.${'('.repeat(3000)}a`, { headers: { apikey: backend.serviceRoleKey } });
    expect(tsquery.status).toBe(400);
    const fine = await fetch(`${backend.url}/rest/v1/rpc/echo`, {
      method: 'POST',
      headers: { apikey: backend.serviceRoleKey, 'Content-Type': 'application/json' },
      body: `{"payload":${'['.repeat(200)}"[[[[${'['.repeat(600)}"${']'.repeat(200)}}`,
    });
    expect(fine.status).toBe(200);
  });

  it('answers huge and wide JSON by its size, its first unknown column, the row cap or the value cap, and keeps answering /health', async () => {
    const canaryBefore = await canary();
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(hugeJson, fc.boolean(), async (h, chunked) => {
        const bytes = Buffer.byteLength(h.body);
        const [answer, healthStatus] = await Promise.all([sendBody(h, chunked), fetch(`${backend.url}/health`).then(async (r) => (await r.arrayBuffer(), r.status))]);
        const label = `${h.what} (${bytes} bytes${chunked ? ', chunked' : ''}) -> ${answer.status} ${answer.text.slice(0, 200)}`;
        seen.set(`${h.what.split(' ')[0]} ${answer.status}`, (seen.get(`${h.what.split(' ')[0]} ${answer.status}`) ?? 0) + 1);
        if (healthStatus !== 200) throw new Error(`/health answered ${healthStatus} during ${label}`);
        const expected = bytes > REST_BODY_LIMIT ? { status: 413, code: 'PGRST413' } : h.expect;
        if (answer.status !== expected.status) throw new Error(`expected ${expected.status}: ${label}`);
        if (answer.status >= 400) {
          const error = JSON.parse(answer.text) as Record<string, unknown>;
          if (Object.keys(error).sort().join() !== 'code,details,hint,message') throw new Error(`not a PostgREST error: ${label}`);
          if (expected.code !== undefined && error.code !== expected.code) throw new Error(`expected ${expected.code}: ${label}`);
        }
      }),
      { numRuns: 40, seed: Number(process.env.FC_SEED ?? 20240611), endOnFailure: true },
    );
    if (process.env.FC_DEBUG) console.log([...seen.entries()].sort());
    expect(await canary()).toEqual(canaryBefore);
    const leftovers = await backend.sql<{ n: number }>("select count(*)::int as n from public.items where name like 'huge-%'");
    expect(leftovers.rows[0]?.n).toBe(0);
  });
});

const REST_BODY_LIMIT = 1_048_576;
const MAX_INSERT_ROWS = 1000;
/** REST_MAX_JSON_VALUES' default: a body with more values is refused from the scan alone. */
const MAX_JSON_VALUES = 100_000;
const TOO_MANY_VALUES = { status: 413, code: 'PGRST413' } as const;

interface HugeJson {
  what: string;
  method: 'POST' | 'PATCH';
  path: string;
  prefer?: string;
  body: string;
  /** The answer when the body is within the size limit (over it, 413 PGRST413 is expected). */
  expect: { status: number; code?: string };
}

function keyName(i: number, prefix: string): string {
  return `${prefix}${i.toString(36)}`;
}

/** Objects of tens of thousands of keys; known columns first when `knownFirst`, or one known key repeated. */
const wideObject: fc.Arbitrary<HugeJson> = fc
  .record({
    keys: fc.integer({ min: 10_000, max: 140_000 }),
    prefix: fc.constantFrom('k', 'column_', 'x'.repeat(20), '\u00e9'),
    knownFirst: fc.boolean(),
    repeatKnown: fc.boolean(),
    target: fc.constantFrom('insert', 'update', 'rpc'),
  })
  .map(({ keys, prefix, knownFirst, repeatKnown, target }) => {
    const parts: string[] = knownFirst ? ['"name":"huge-wide"', '"qty":1', '"note":null'] : [];
    for (let i = 0; i < keys; i += 1) parts.push(repeatKnown ? '"note":"n"' : `"${keyName(i, prefix)}":${i % 3 === 0 ? '"v"' : i}`);
    const body = `{${parts.join(',')}}`;
    const firstUnknown = !repeatKnown;
    const what = `wide ${keys} keys ${repeatKnown ? 'repeating note' : `unknown ${prefix}…`} ${target}`;
    // The object and one value per key: past the cap, the scan refuses it before anything else.
    const tooManyValues = 1 + parts.length > MAX_JSON_VALUES;
    if (target === 'rpc') {
      return { what, method: 'POST', path: '/rpc/add', body, expect: tooManyValues ? TOO_MANY_VALUES : { status: 404, code: 'PGRST202' } };
    }
    if (target === 'update') {
      const updated = firstUnknown ? { status: 400, code: 'PGRST204' } : { status: 204 };
      return { what, method: 'PATCH', path: '/items?name=eq.none', body, expect: tooManyValues ? TOO_MANY_VALUES : updated };
    }
    // Without name (not null) a row of only notes is refused by the database.
    const insertOk = knownFirst ? { status: 201 } : { status: 400, code: '23502' };
    const inserted = firstUnknown ? { status: 400, code: 'PGRST204' } : insertOk;
    return { what, method: 'POST', path: '/items', prefer: 'tx=rollback', body, expect: tooManyValues ? TOO_MANY_VALUES : inserted };
  });

/** Arrays of rows: same keys, differing keys, or differing keys named by ?columns (missing=default). */
const longRows: fc.Arbitrary<HugeJson> = fc
  .record({
    rows: fc.oneof(fc.integer({ min: 1, max: MAX_INSERT_ROWS + 5 }), fc.integer({ min: MAX_INSERT_ROWS + 1, max: 80_000 })),
    shape: fc.constantFrom('same', 'differing', 'columns', 'empty'),
    pad: fc.integer({ min: 0, max: 2000 }),
  })
  .map(({ rows, shape, pad }) => {
    const note = 'p'.repeat(pad);
    const row = (i: number): string => {
      switch (shape) {
        case 'same':
          return `{"name":"huge-${i}","note":"${note}"}`;
        case 'differing':
          return i % 7 === 3 ? `{"name":"huge-${i}","qty":2}` : `{"name":"huge-${i}","note":"${note}"}`;
        case 'columns':
          return i % 2 === 0 ? `{"name":"huge-${i}"}` : `{"name":"huge-${i}","qty":${i},"note":"${note}","${keyName(i, 'extra')}":1}`;
        default:
          return '{}';
      }
    };
    const body = `[${Array.from({ length: rows }, (_, i) => row(i)).join(',')}]`;
    const what = `rows ${rows} ${shape} pad ${pad}`;
    const path = shape === 'columns' ? '/items?columns=name,qty,note' : shape === 'empty' ? '/counters' : '/items';
    const prefer = shape === 'columns' ? 'missing=default, tx=rollback' : 'tx=rollback';
    let expect: HugeJson['expect'];
    if (rows > MAX_INSERT_ROWS) expect = { status: 413, code: 'PGRST413' };
    else if (shape === 'differing' && rows > 3) expect = { status: 400, code: 'PGRST102' };
    // counters' key is its primary key and has no default.
    else if (shape === 'empty') expect = { status: 400, code: '23502' };
    else expect = { status: 201 };
    return { what, method: 'POST', path, prefer, body, expect };
  });

/** Nesting around the limit of 512 levels, repeated to fill up to about the body limit. */
const deepNesting: fc.Arbitrary<HugeJson> = fc
  .record({ depth: fc.integer({ min: 400, max: 700 }), copies: fc.integer({ min: 1, max: 1200 }), brace: fc.boolean() })
  .map(({ depth, copies, brace }) => {
    const one = brace ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const body = `[${Array.from({ length: copies }, () => one).join(',')}]`;
    // The outer array adds a level.
    const tooDeep = depth + 1 > 512;
    // The first copy already passes the depth limit; otherwise every copy holds depth + 1 values.
    const values = 1 + copies * (depth + 1);
    return {
      what: `deep ${depth} x${copies} ${brace ? 'objects' : 'arrays'}`,
      method: 'POST',
      path: '/rpc/echo_unnamed',
      body,
      expect: tooDeep ? { status: 400, code: 'PGRST102' } : values > MAX_JSON_VALUES ? TOO_MANY_VALUES : { status: 200 },
    };
  });

/** A single string value sized to land just under, at or just over the body limit (in UTF-8 bytes). */
const bigString: fc.Arbitrary<HugeJson> = fc
  .record({ delta: fc.integer({ min: -3000, max: 3000 }), wide: fc.boolean() })
  .map(({ delta, wide }) => {
    const skeleton = '{"name":"huge-string","note":""}';
    const target = REST_BODY_LIMIT + delta - Buffer.byteLength(skeleton);
    const note = wide ? '\u00e9'.repeat(Math.floor(target / 2)) + 'x'.repeat(target % 2) : 'x'.repeat(target);
    return {
      what: `string ${delta >= 0 ? '+' : ''}${delta}${wide ? ' two-byte' : ''}`,
      method: 'POST',
      path: '/items',
      prefer: 'tx=rollback',
      body: `{"name":"huge-string","note":"${note}"}`,
      expect: { status: 201 },
    };
  });

/** Printed by what it is, never by its megabyte of body, when fast-check reports a counterexample. */
const hugeJson = fc.oneof(wideObject, longRows, deepNesting, bigString).map((h) =>
  Object.assign(h, { [fc.toStringMethod]: () => `${h.what} (${Buffer.byteLength(h.body)} bytes)` }),
);

/** Sends over node:http, with Content-Length or chunked, and reads the answer whatever happens to the rest of the body. */
function sendBody(h: HugeJson, chunked: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { apikey: backend.serviceRoleKey, 'Content-Type': 'application/json' };
    if (h.prefer !== undefined) headers.Prefer = h.prefer;
    if (!chunked) headers['Content-Length'] = Buffer.byteLength(h.body);
    const req = httpRequest(`${backend.url}/rest/v1${h.path}`, { method: h.method, headers });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    // A server that refused early may close the connection while the rest is still being written.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const step = 256 * 1024;
    for (let i = 0; i < h.body.length; i += step) req.write(h.body.slice(i, i + step));
    req.end();
  });
}

