// Malformed and hostile requests against /rest/v1 (fast-check): whatever the query string,
// headers or body, the answer is a PostgREST JSON error (4xx) or a correct success, never a 500;
// the server stays up; and SQL-injection attempts leave the database as it was.
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
});
