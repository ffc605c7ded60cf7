// When a request is wrong in more than one way, /rest/v1 names the fault PostgREST names, because it
// checks in PostgREST's order: the JWT, the schema, the method, the query string (PGRST100), the
// Range header (PGRST103), the body (PGRST102), then the table or function (PGRST205 / PGRST202),
// and only then the media type (PGRST107). Through fetch, exact bodies; nothing runs in SQL before
// every check passed.
import { startBackend, type TestBackend } from '../harness';

const FIXTURE = `${__dirname}/../fixtures/supabase`;
let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: FIXTURE });
});

afterAll(async () => {
  await backend?.stop();
});

async function answer(path: string, init: RequestInit = {}) {
  const response = await fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: await response.json() };
}

const error = (status: number, code: string, message: string, details: string | null = null, hint: string | null = null) => ({
  status,
  body: { code, details, hint, message },
});
const badSelect = error(400, 'PGRST100', '"failed to parse select parameter (a(()" (line 1, column 3)', 'unexpected "(" expecting field name (* or [a..z0..9_$])');
const badJson = error(400, 'PGRST102', 'Empty or invalid json');
const noTable = error(404, 'PGRST205', "Could not find the table 'public.nope' in the schema cache");
const xmlRefused = error(406, 'PGRST107', 'None of these media types are available: text/xml');
const xml = { accept: 'text/xml' };

describe('a read', () => {
  it('the query string before the table', async () => {
    expect(await answer('nope?select=a((')).toEqual(badSelect);
  });

  it('the Range header before the table', async () => {
    expect(await answer('nope', { headers: { range: '5-2' } })).toEqual(
      error(416, 'PGRST103', 'Requested range not satisfiable', 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'),
    );
  });

  it('the query string and the table before the media type', async () => {
    expect(await answer('notes?select=a((', { headers: xml })).toEqual(badSelect);
    expect(await answer('nope', { headers: xml })).toEqual(noTable);
    expect(await answer('notes', { headers: xml })).toEqual(xmlRefused);
  });
});

describe('a write', () => {
  it('the body before the table, on POST, PATCH and PUT', async () => {
    expect(await answer('nope', { method: 'POST', body: '{bad' })).toEqual(badJson);
    expect(await answer('nope?id=eq.1', { method: 'PATCH', body: '{bad' })).toEqual(badJson);
    expect(await answer('nope?id=eq.1', { method: 'PUT', body: '{bad' })).toEqual(badJson);
    // A well-formed body to an unknown table: the table.
    expect(await answer('nope', { method: 'POST', body: '{"a":1}' })).toEqual(noTable);
  });

  it('the query string before the table, on DELETE and PUT', async () => {
    expect(await answer('nope?id=zz.1', { method: 'DELETE' })).toEqual(
      error(400, 'PGRST100', '"failed to parse filter (zz.1)" (line 1, column 1)', 'unexpected "z" expecting operator (eq, gt, ...)'),
    );
    expect(await answer('nope?id=eq.1&limit=1', { method: 'PUT', body: '{"id":1}' })).toEqual(
      error(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT'),
    );
  });

  it('the body and the table before the media type, and nothing is written', async () => {
    expect(await answer('notes', { method: 'POST', body: '{bad', headers: xml })).toEqual(badJson);
    expect(await answer('nope', { method: 'POST', body: '{"body":"x"}', headers: xml })).toEqual(noTable);
    expect(await answer('notes', { method: 'POST', body: '{"body":"refused by accept"}', headers: xml })).toEqual(xmlRefused);
    expect((await backend.sql("select count(*)::int as n from public.notes where body = 'refused by accept'")).rows).toEqual([{ n: 0 }]);
  });
});

describe('an RPC', () => {
  it('the body before the function, the function before the media type', async () => {
    expect(await answer('rpc/nope', { method: 'POST', body: '{bad' })).toEqual(badJson);
    const missing = await answer('rpc/nope', { method: 'POST', body: '{}', headers: xml });
    expect(missing).toMatchObject({ status: 404, body: { code: 'PGRST202' } });
    expect(await answer('rpc/whoami', { method: 'POST', body: '{}', headers: xml })).toEqual(xmlRefused);
  });
});

describe('Prefer: handling=strict with a preference it does not know', () => {
  const strict = { prefer: 'handling=strict, foo=bar' };
  const invalidPrefs = error(400, 'PGRST122', 'Invalid preferences given with handling=strict', 'Invalid preferences: foo=bar');

  it('after the table or function', async () => {
    expect(await answer('nope', { headers: strict })).toEqual(noTable);
    expect(await answer('nope', { method: 'POST', body: '{"a":1}', headers: strict })).toEqual(noTable);
    expect(await answer('rpc/nope', { method: 'POST', body: '{}', headers: strict })).toMatchObject({ status: 404, body: { code: 'PGRST202' } });
    expect(await answer('notes', { headers: strict })).toEqual(invalidPrefs);
    expect(await answer('rpc/whoami', { method: 'POST', body: '{}', headers: strict })).toEqual(invalidPrefs);
  });

  it('after the media type on reads and RPC, before it on writes, as PostgREST', async () => {
    expect(await answer('notes', { headers: { ...strict, ...xml } })).toEqual(xmlRefused);
    expect(await answer('rpc/whoami', { method: 'POST', body: '{}', headers: { ...strict, ...xml } })).toEqual(xmlRefused);
    expect(await answer('notes', { method: 'POST', body: '{"body":"strict"}', headers: { ...strict, ...xml } })).toEqual(invalidPrefs);
    expect(await answer('notes?body=eq.x', { method: 'DELETE', headers: { ...strict, ...xml } })).toEqual(invalidPrefs);
    expect((await backend.sql("select count(*)::int as n from public.notes where body = 'strict'")).rows).toEqual([{ n: 0 }]);
  });
});

describe('paths', () => {
  it('a path PostgREST does not serve is 404 PGRST125, after the JWT', async () => {
    const invalidPath = error(404, 'PGRST125', 'Invalid path specified in request URL');
    for (const path of ['first/second/third?select=*', 'notes/', 'rpc/whoami/x']) expect({ path, ...(await answer(path)) }).toEqual({ path, ...invalidPath });
    expect(await answer('notes/extra', { headers: { authorization: 'Bearer not-a-jwt' } })).toEqual(error(401, 'PGRST301', 'Expected 3 parts in JWT; got 1'));
  });

  it('the root answers with and without its trailing slash', async () => {
    for (const url of [`${backend.url}/rest/v1`, `${backend.url}/rest/v1/`]) {
      const response = await fetch(url, { headers: { apikey: backend.anonKey } });
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect(await response.json()).toMatchObject({ swagger: '2.0', paths: { '/notes': {}, '/rpc/whoami': {} } });
    }
  });
});
