// Request bodies in the media types PostgREST 13 reads (its ApiRequest.Payload): text/csv inserts
// (the header line names the columns, NULL is null), application/x-www-form-urlencoded for one row
// and for RPC arguments, a text/plain, text/xml or application/octet-stream body as the one unnamed
// text, xml or bytea argument of a function, and 400 PGRST102 "Content-Type not acceptable: …" for
// anything else — through fetch (supabase-js sends only JSON), results read back with supabase-js,
// as a real user under RLS.
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';

let backend: TestBackend;
let alice: SignedUpUser;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: join(__dirname, '..', 'fixtures', 'rest', 'bodies') });
  alice = await backend.signUpUser();
});

afterAll(async () => {
  await backend?.stop();
});

beforeEach(async () => {
  await backend.sql('delete from public.items');
});

function rest(path: string, contentType: string | null, body: RequestInit['body'], init: { method?: string; prefer?: string } = {}): Promise<Response> {
  const headers = new Headers({ apikey: backend.anonKey, Authorization: `Bearer ${alice.session.access_token}` });
  if (contentType !== null) headers.set('Content-Type', contentType);
  if (init.prefer) headers.set('Prefer', init.prefer);
  return fetch(`${backend.url}/rest/v1${path}`, { method: init.method ?? 'POST', headers, body });
}

async function items() {
  const { data, error } = await alice.client.from('items').select('name, qty, note').order('id');
  expect(error).toBeNull();
  return data;
}

describe('text/csv', () => {
  it('inserts one row per line, the header naming the columns; NULL is null, quoting as RFC 4180', async () => {
    const csv = 'name,qty,note\r\nApples,3,NULL\r\n"Pears, ripe",12,"say ""hi"""\r\nPlums,1,"two\nlines"\r\n';
    const res = await rest('/items?select=name,qty,note', 'text/csv', csv, { prefer: 'return=representation' });
    expect(res.status).toBe(201);
    const rows = [
      { name: 'Apples', qty: 3, note: null },
      { name: 'Pears, ripe', qty: 12, note: 'say "hi"' },
      { name: 'Plums', qty: 1, note: 'two\nlines' },
    ];
    expect(await res.json()).toEqual(rows);
    expect(await items()).toEqual(rows);
  });

  it('takes charset and columns=, and a header alone inserts nothing', async () => {
    const res = await rest('/items?columns=name', 'text/csv; charset=utf-8', 'name,qty\nשלום,5\n');
    expect(res.status).toBe(201);
    expect(await items()).toEqual([{ name: 'שלום', qty: 1, note: null }]);
    const empty = await rest('/items', 'text/csv', 'name,qty\n', { prefer: 'return=representation' });
    expect(empty.status).toBe(201);
    expect(await empty.json()).toEqual([]);
  });

  it('takes Prefer: missing=default: a NULL stays null, a column left out gets its default', async () => {
    const res = await rest('/items?columns=name,note&select=name,qty,note', 'text/csv', 'name,note\nKiwi,NULL\n', { prefer: 'return=representation,missing=default' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ name: 'Kiwi', qty: 1, note: null }]);
  });

  it('refuses a line with a different number of fields, or a broken quote, with PGRST102 and writes nothing', async () => {
    const uneven = await rest('/items', 'text/csv', 'name,qty\nA,1\nB\n');
    expect(uneven.status).toBe(400);
    expect(await uneven.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'All lines must have same number of fields' });
    const broken = await rest('/items', 'text/csv', 'name,qty\n"A,1\n');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'PGRST102', message: 'CSV: the quoted field opened on line 2 is not closed' });
    expect(await items()).toEqual([]);
  });

  it('refuses a body that would grow too large as JSON rows (a long header over many short lines) or past REST_MAX_JSON_VALUES: 413, nothing written', async () => {
    const amplified = await rest('/items', 'text/csv', `${'n'.repeat(200_000)}\n${'x\n'.repeat(60_000)}`);
    expect(amplified.status).toBe(413);
    expect(await amplified.json()).toMatchObject({ code: 'PGRST413', details: 'The CSV body stands for more than 16777216 characters of JSON rows, the most one request may carry' });
    const many = await rest('/items', 'text/csv', `name\n${'x\n'.repeat(60_000)}`);
    expect(many.status).toBe(413);
    expect(await many.json()).toMatchObject({ code: 'PGRST413', details: 'The body holds more than 100000 JSON values, the most one request may carry' });
    expect(await items()).toEqual([]);
  });

  it('answers an unknown column or a bad value as for JSON', async () => {
    const unknown = await rest('/items', 'text/csv', 'name,colour\nA,red\n');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'PGRST204', message: "Could not find the 'colour' column of 'items' in the schema cache" });
    const badNumber = await rest('/items', 'text/csv', 'name,qty\nA,many\n');
    expect(badNumber.status).toBe(400);
    expect(await badNumber.json()).toMatchObject({ code: '22P02' });
    expect(await items()).toEqual([]);
  });
});

describe('application/x-www-form-urlencoded', () => {
  it('inserts one row of string values, and updates with one', async () => {
    const res = await rest('/items?select=name,qty,note', 'application/x-www-form-urlencoded', 'name=Fresh+figs&qty=7&note=a%26b%3Dc', { prefer: 'return=representation' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ name: 'Fresh figs', qty: 7, note: 'a&b=c' }]);
    const patched = await rest('/items?name=eq.Fresh%20figs', 'application/x-www-form-urlencoded; charset=UTF-8', new URLSearchParams({ qty: '9', note: 'ripe' }), { method: 'PATCH' });
    expect(patched.status).toBe(204);
    expect(await items()).toEqual([{ name: 'Fresh figs', qty: 9, note: 'ripe' }]);
  });

  it('upserts one row with PUT', async () => {
    const res = await rest('/items?id=eq.100', 'application/x-www-form-urlencoded', `id=100&owner=${alice.user.id}&name=Put+row&qty=2`, { method: 'PUT' });
    expect(res.status).toBe(204);
    expect(await items()).toEqual([{ name: 'Put row', qty: 2, note: null }]);
  });

  it('passes RPC arguments, converted by their declared types', async () => {
    const res = await rest('/rpc/add_item?select=name,qty', 'application/x-www-form-urlencoded', 'item_name=Dates&item_qty=4');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ name: 'Dates', qty: 4 }]);
    const missing = await rest('/rpc/add_item', 'application/x-www-form-urlencoded', 'item_name=Dates');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.add_item(item_name) in the schema cache',
      details: 'Searched for the function public.add_item with parameter item_name, but no matches were found in the schema cache.',
    });
    expect(await items()).toEqual([{ name: 'Dates', qty: 4, note: null }]);
  });
});

describe('a raw body to a function of one unnamed parameter', () => {
  it('text/plain goes to the text one, as sent', async () => {
    const res = await rest('/rpc/shout', 'text/plain;charset=UTF-8', 'shalom, "bayit" {not json}');
    expect(res.status).toBe(200);
    expect(await res.json()).toBe('SHALOM, "BAYIT" {NOT JSON}');
    // Bytes that are not UTF-8 are refused as Postgres refuses them, never altered.
    const invalid = await rest('/rpc/shout', 'text/plain', new Uint8Array([0x61, 0xff, 0x62]));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: '22021', message: 'invalid byte sequence for encoding "UTF8"' });
  });

  it('text/xml goes to the xml one', async () => {
    const res = await rest('/rpc/xml_root', 'text/xml', '<home><room/></home>');
    expect(res.status).toBe(200);
    expect(await res.json()).toBe('home');
  });

  it('application/octet-stream goes to the bytea one, every byte as sent', async () => {
    const bytes = new Uint8Array([0, 1, 2, 0x5c, 0x78, 0x7f, 0x80, 0xfe, 0xff, 0x22, 0x27]);
    const res = await rest('/rpc/digest_of', 'application/octet-stream', bytes);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bytes: bytes.length, md5: createHash('md5').update(bytes).digest('hex') });
  });

  it('without such a function: PostgREST 404 PGRST202 naming what it searched for', async () => {
    const res = await rest('/rpc/plus_one', 'text/plain', '41');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.plus_one in the schema cache',
      details: 'Searched for the function public.plus_one with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
    });
    const xml = await rest('/rpc/shout', 'text/xml', '<a/>');
    expect(await xml.json()).toMatchObject({ code: 'PGRST202', details: 'Searched for the function public.shout with a single unnamed xml parameter, but no matches were found in the schema cache.' });
  });
});

describe('a media type the request cannot take', () => {
  it('is 400 PGRST102 "Content-Type not acceptable", for tables and RPC, and writes nothing', async () => {
    for (const [type, named] of [
      ['text/plain;charset=UTF-8', 'text/plain'],
      ['text/html; charset=utf-8', 'text/html'],
      ['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object+json'],
      ['application/xml', 'application/xml'],
    ]) {
      const res = await rest('/items', type!, JSON.stringify({ name: 'sneaky' }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: `Content-Type not acceptable: ${named}` });
    }
    const patch = await rest('/items?id=eq.1', 'text/plain', '{"name":"x"}', { method: 'PATCH' });
    expect(await patch.json()).toMatchObject({ code: 'PGRST102', message: 'Content-Type not acceptable: text/plain' });
    const rpc = await rest('/rpc/add_item', 'text/html', 'item_name=x&item_qty=1');
    expect(rpc.status).toBe(400);
    expect(await rpc.json()).toMatchObject({ code: 'PGRST102', message: 'Content-Type not acceptable: text/html' });
    expect(await items()).toEqual([]);
  });

  it('a body without Content-Type is JSON, and supabase-js JSON writes are unchanged', async () => {
    const res = await rest('/items', null, new Blob([JSON.stringify({ name: 'untyped', qty: 2 })]));
    expect(res.status).toBe(201);
    const { error } = await alice.client.from('items').insert([{ name: 'typed', qty: 3 }]);
    expect(error).toBeNull();
    expect(await items()).toEqual([
      { name: 'untyped', qty: 2, note: null },
      { name: 'typed', qty: 3, note: null },
    ]);
  });
});
