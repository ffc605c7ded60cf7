// REST compatibility, issue 17 item 4: config.toml `[api] schemas` served — each listed schema is
// exposed, chosen with Accept-Profile / Content-Profile (supabase-js `.schema()` and
// `createClient(…, { db: { schema } })`), the first is the default, others are refused with
// PostgREST's 406 PGRST106 — and `[api] extra_search_path` added to every request's search_path.
// Through the stock supabase-js against the real backend (fixture config.toml: public, personal,
// graphql_public; extra path public, extensions, helpers).
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { REQUEST_SETTINGS_SQL } from '../../src/caller/as-caller';
import { observeRoundTrips } from '../../src/db/round-trips';
import type { SignedUpUser, TestBackend } from '../harness';
import { startRestCompatBackend } from './rest-compat-backend';

let backend: TestBackend;
let service: SupabaseClient;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  ({ backend, service, alice, bob } = await startRestCompatBackend());
});

afterAll(async () => {
  await backend?.stop();
});

const notExposed = {
  code: 'PGRST106',
  details: null,
  hint: 'Only the following schemas are exposed: public, personal, graphql_public',
  message: 'Invalid schema: hidden',
};

describe('choosing an exposed schema', () => {
  it('reads the table of the chosen schema, and of the first schema by default', async () => {
    const personal = await service.schema('personal').from('users').select('username, status').order('username');
    expect(personal.error).toBeNull();
    expect(personal.data).toEqual([
      { username: 'kiwicopple', status: 'OFFLINE' },
      { username: 'supabot', status: 'ONLINE' },
    ]);
    const byDefault = await service.from('users').select('username');
    expect(byDefault.data).toEqual([{ username: 'public-only' }]);
    const publicByName = await service.schema('public').from('users').select('username');
    expect(publicByName.data).toEqual([{ username: 'public-only' }]);
  });

  it('uses the schema given to createClient as db.schema', async () => {
    // The harness types its options for 'public'; the client sends Accept-Profile: personal.
    const client = backend.client({ options: { db: { schema: 'personal' } } as never });
    const { data, error } = await client.from('users').select('username').eq('status', 'ONLINE');
    expect(error).toBeNull();
    expect(data).toEqual([{ username: 'supabot' }]);
  });

  it('embeds along the foreign keys of that schema', async () => {
    const { data, error } = await service
      .schema('personal')
      .from('users')
      .select('username, posts(title)')
      .eq('username', 'supabot')
      .order('id', { referencedTable: 'posts' })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ username: 'supabot', posts: [{ title: 'hello' }, { title: 'again' }] });
  });

  it('names the schema in its errors', async () => {
    const { error, status } = await service.schema('personal').from('nothing_here').select();
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'personal.nothing_here' in the schema cache" });
    const rpc = await service.schema('personal').rpc('no_such_function');
    expect(rpc.error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function personal.no_such_function without parameters in the schema cache' });
  });

  it('writes with Content-Profile under the schema’s own RLS', async () => {
    const diary = alice.client.schema('personal').from('diary');
    const inserted = await diary.insert({ body: 'dear diary' }).select('body').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ body: 'dear diary' });
    expect((await diary.update({ body: 'edited' }).eq('body', 'dear diary')).error).toBeNull();
    expect((await bob.client.schema('personal').from('diary').select('body')).data).toEqual([]);
    expect((await alice.client.schema('personal').from('diary').select('body')).data).toEqual([{ body: 'edited' }]);
    const removed = await alice.client.schema('personal').from('diary').delete().eq('body', 'edited').select('body');
    expect(removed.data).toEqual([{ body: 'edited' }]);
  });

  it('calls the functions of the chosen schema, by POST and by GET', async () => {
    expect((await service.schema('personal').rpc('get_status', { name_param: 'kiwicopple' })).data).toBe('OFFLINE');
    expect((await service.schema('personal').rpc('get_status', { name_param: 'supabot' }, { get: true })).data).toBe('ONLINE');
  });
});

describe('Content-Profile on the response', () => {
  it('names the schema that answered, as PostgREST does when it exposes several', async () => {
    const headers = { apikey: backend.anonKey };
    const personal = await fetch(`${backend.url}/rest/v1/users?select=username`, { headers: { ...headers, 'Accept-Profile': 'personal' } });
    expect(personal.status).toBe(200);
    expect(personal.headers.get('content-profile')).toBe('personal');
    const byDefault = await fetch(`${backend.url}/rest/v1/users?select=username`, { headers });
    expect(byDefault.headers.get('content-profile')).toBe('public');
  });
});

describe('schemas that are not exposed', () => {
  it('refuses reads, writes and RPC with 406 PGRST106 naming the exposed schemas', async () => {
    const read = await service.schema('hidden').from('secrets').select();
    expect(read.status).toBe(406);
    expect(read.error).toEqual(notExposed);
    const write = await service.schema('hidden').from('secrets').insert({ id: 2, value: 'x' });
    expect(write.status).toBe(406);
    expect(write.error).toEqual(notExposed);
    const rpc = await service.schema('hidden').rpc('anything');
    expect(rpc.status).toBe(406);
    expect(rpc.error).toEqual(notExposed);
    // Nothing was written through the refused request.
    expect((await backend.sql('select count(*)::int as n from hidden.secrets')).rows).toEqual([{ n: 1 }]);
  });
});

describe('search_path', () => {
  it('is the exposed schema, then extra_search_path, as PostgREST sets it', async () => {
    expect((await service.schema('personal').rpc('current_search_path')).data).toBe('"personal", "public", "extensions", "helpers"');
  });

  it('resolves unqualified names in function bodies: the exposed schema first, then the extra path', async () => {
    expect((await alice.client.schema('personal').rpc('loud_status', { name_param: 'supabot' })).data).toBe('ONLINE!');
  });
});

describe('another exposed schema costs what public costs', () => {
  // The search_path is a parameter of the one request settings statement, so a request to
  // `personal` sends the same statements in the same round trips as one to `public`.
  const ROUNDS = 4;

  /** What the requests send: the settings, a search_path, or a statement naming the two schemas. */
  const ours = (sql: string) => sql === REQUEST_SETTINGS_SQL || /search_path|"(public|personal)"\./.test(sql);

  /**
   * The round trips of the requests while `during` runs, each as the statements it carried (not the
   * server's own background work, e.g. the notification dispatcher, which runs as the owner).
   */
  async function tripsDuring(during: () => Promise<void>): Promise<(readonly string[])[]> {
    const trips: (readonly string[])[] = [];
    const stop = observeRoundTrips(backend.context().db, (sent) => trips.push(sent));
    try {
      await during();
    } finally {
      stop();
    }
    return trips.filter((sent) => sent.some(ours));
  }

  const as = (user: SignedUpUser, path: string, profile: Record<string, string>, init: RequestInit = {}) =>
    fetch(`${backend.url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: backend.anonKey, authorization: `Bearer ${user.session.access_token}`, 'content-type': 'application/json', ...profile, ...init.headers },
    });

  /** The shape of a round trip: the settings statement and the rest with the schema's name blanked. */
  const shape = (trips: (readonly string[])[], schema: string) =>
    trips.map((sent) => sent.map((sql) => (sql === REQUEST_SETTINGS_SQL ? 'SETTINGS' : sql.split(`"${schema}"`).join('"S"'))));

  it('a read: one round trip, the settings and the read, whatever the schema', async () => {
    const shapes: Record<string, unknown> = {};
    for (const schema of ['public', 'personal']) {
      for (let round = 0; round < ROUNDS; round++) {
        const trips = await tripsDuring(async () => {
          const response = await as(alice, 'users?select=username&order=username&limit=1', { 'accept-profile': schema });
          expect(response.status).toBe(200);
          expect(await response.json()).toEqual([{ username: schema === 'public' ? 'public-only' : 'kiwicopple' }]);
        });
        expect(trips).toHaveLength(1);
        expect(trips[0]).toContain(REQUEST_SETTINGS_SQL);
        expect(trips[0]!.some((sql) => /set_config\('search_path'/.test(sql) && sql !== REQUEST_SETTINGS_SQL)).toBe(false);
        if (round === ROUNDS - 1) {
          // Prepared by now: no BEGIN or COMMIT, just the settings and the read.
          expect(trips[0]).toEqual([REQUEST_SETTINGS_SQL, expect.stringContaining(`"${schema}"."users"`)]);
          shapes[schema] = shape(trips, schema);
        }
      }
    }
    expect(shapes.personal).toEqual(shapes.public);
  });

  it('a write with Content-Profile and an RPC: the same round trips as in public', async () => {
    const counts: Record<string, number[]> = {};
    const cases = { public: { table: 'notes', fn: 'poly', answer: 'none' }, personal: { table: 'diary', fn: 'current_search_path', answer: '"personal", "public", "extensions", "helpers"' } };
    for (const [schema, { table, fn, answer }] of Object.entries(cases)) {
      counts[schema] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const trips = await tripsDuring(async () => {
          const inserted = await as(alice, table, { 'content-profile': schema }, { method: 'POST', body: JSON.stringify({ body: `trip ${round}` }), headers: { prefer: 'return=minimal' } });
          expect(inserted.status).toBe(201);
          const called = await as(alice, `rpc/${fn}`, { 'content-profile': schema }, { method: 'POST', body: '{}' });
          expect(await called.json()).toBe(answer);
        });
        counts[schema]!.push(trips.length);
        expect(trips.flat().filter((sql) => sql === REQUEST_SETTINGS_SQL)).toHaveLength(2);
        expect(trips.flat().filter((sql) => /set_config\('search_path'/.test(sql) && sql !== REQUEST_SETTINGS_SQL)).toEqual([]);
      }
    }
    expect(counts.personal).toEqual(counts.public);
    expect(counts.public!.at(-1)).toBe(2);
  });
});

describe('the order of checks, as PostgREST: the JWT before the schema', () => {
  const secret = () => new TextEncoder().encode(backend.context().config.jwtSecret);
  const forged = () =>
    new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not-the-project-secret-but-long-enough-to-sign'));
  const expired = () =>
    new SignJWT({ role: 'authenticated', sub: alice.user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret());

  /** Status, body and WWW-Authenticate of a request with this token to `path` in `profile`. */
  async function answer(path: string, token: string, profile: string, init: RequestInit = {}) {
    const response = await fetch(path === '' ? `${backend.url}/rest/v1` : `${backend.url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'accept-profile': profile, 'content-profile': profile, 'content-type': 'application/json', ...init.headers },
    });
    return { status: response.status, body: await response.json(), authenticate: response.headers.get('www-authenticate') };
  }

  const badJwt = {
    status: 401,
    body: { code: 'PGRST301', details: 'None of the keys was able to decode the JWT', hint: null, message: 'No suitable key or wrong key type' },
    authenticate: 'Bearer error="invalid_token", error_description="No suitable key or wrong key type"',
  };
  const expiredJwt = {
    status: 401,
    body: { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' },
    authenticate: 'Bearer error="invalid_token", error_description="JWT expired"',
  };
  const unknownSchema = { status: 406, body: notExposed, authenticate: null };
  const requests: [string, string, RequestInit][] = [
    ['a read', 'secrets?select=*', {}],
    ['an insert', 'secrets', { method: 'POST', body: '{"id":3,"value":"x"}' }],
    ['an RPC', 'rpc/anything', { method: 'POST', body: '{}' }],
    ['the root', '', {}],
  ];

  it.each(requests)('%s with a bad JWT and an unknown schema: 401 PGRST301, not 406', async (_, path, init) => {
    expect(await answer(path, await forged(), 'hidden', init)).toEqual(badJwt);
  });

  it.each(requests)('%s with an expired JWT and an unknown schema: 401 PGRST303', async (_, path, init) => {
    expect(await answer(path, await expired(), 'hidden', init)).toEqual(expiredJwt);
  });

  it.each(requests)('%s with a good JWT and an unknown schema: 406 PGRST106', async (_, path, init) => {
    expect(await answer(path, alice.session.access_token, 'hidden', init)).toEqual(unknownSchema);
  });

  it('a bad JWT to an exposed schema is 401 too, and nothing was written', async () => {
    expect(await answer('diary', await forged(), 'personal', { method: 'POST', body: '{"body":"forged"}' })).toEqual(badJwt);
    expect((await backend.sql('select count(*)::int as n from hidden.secrets')).rows).toEqual([{ n: 1 }]);
    expect((await backend.sql("select count(*)::int as n from personal.diary where body = 'forged'")).rows).toEqual([{ n: 0 }]);
  });
});
