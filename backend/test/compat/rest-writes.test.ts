// REST compatibility, issue 17 item 4: PUT (single-row upsert by primary key), `Prefer:
// return=headers-only` with Location, `Prefer: missing=default`, and max-affected / tx=rollback on
// update and delete — through the stock supabase-js, and raw fetch where supabase-js has no call
// (PUT, the Location header), against the real backend under RLS.
import type { SupabaseClient } from '@supabase/supabase-js';
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

function rest(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  headers.set('Authorization', `Bearer ${init.token ?? backend.serviceRoleKey}`);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${backend.url}/rest/v1${path}`, { ...init, headers });
}

describe('PUT', () => {
  it('replaces the row the URL names, or inserts it', async () => {
    const replaced = await rest('/settings?key=eq.theme', { method: 'PUT', body: JSON.stringify({ key: 'theme', value: 'light' }) });
    expect(replaced.status).toBe(204);
    const inserted = await rest('/settings?key=eq.lang&select=key,value,updated', {
      method: 'PUT',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ key: 'lang', value: 'he', updated: 1 }),
    });
    expect(inserted.status).toBe(200);
    expect(await inserted.json()).toEqual([{ key: 'lang', value: 'he', updated: 1 }]);
    const { data } = await service.from('settings').select('key, value').order('key');
    expect(data).toEqual([
      { key: 'lang', value: 'he' },
      { key: 'theme', value: 'light' },
    ]);
    const grid = await rest('/grid?x=eq.1&y=eq.2', { method: 'PUT', headers: { Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=representation' }, body: JSON.stringify({ x: 1, y: 2, label: 'a' }) });
    expect(await grid.json()).toEqual({ x: 1, y: 2, label: 'a' });
    const again = await rest('/grid?y=eq.2&x=eq.1', { method: 'PUT', body: JSON.stringify({ x: 1, y: 2, label: 'b' }) });
    expect(again.status).toBe(204);
    expect((await service.from('grid').select('label')).data).toEqual([{ label: 'b' }]);
  });

  it('refuses a body whose key differs from the URL with PGRST115 and writes nothing', async () => {
    const res = await rest('/settings?key=eq.theme', { method: 'PUT', body: JSON.stringify({ key: 'other', value: 'x' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'PGRST115', details: null, hint: null, message: 'Payload values do not match URL in primary key column(s)' });
    const noKey = await rest('/settings?key=eq.theme', { method: 'PUT', body: JSON.stringify({ value: 'x' }) });
    expect(((await noKey.json()) as { code: string }).code).toBe('PGRST115');
    const { data } = await service.from('settings').select('key').eq('key', 'other');
    expect(data).toEqual([]);
  });

  it('refuses filters other than eq on every key column with PGRST105, and limit with PGRST114', async () => {
    const body = JSON.stringify({ key: 'theme', value: 'x' });
    for (const query of ['value=eq.x', 'key=gt.a', 'key=eq.theme&value=eq.x', '', 'key=not.eq.theme']) {
      const res = await rest(`/settings?${query}`, { method: 'PUT', body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'PGRST105', details: null, hint: null, message: "Filters must include all and only primary key columns with 'eq' operators" });
    }
    const partial = await rest('/grid?x=eq.1', { method: 'PUT', body: JSON.stringify({ x: 1, y: 2 }) });
    expect(((await partial.json()) as { code: string }).code).toBe('PGRST105');
    const limited = await rest('/settings?key=eq.theme&limit=1', { method: 'PUT', body });
    expect(limited.status).toBe(400);
    expect(await limited.json()).toEqual({ code: 'PGRST114', details: null, hint: null, message: 'limit/offset querystring parameters are not allowed for PUT' });
  });

  it("runs as the caller: one user cannot PUT over another user's row", async () => {
    const created = await alice.client.from('notes').insert({ body: 'mine' }).select('id').single();
    const id = (created.data as { id: number }).id;
    const res = await rest(`/notes?id=eq.${id}`, {
      method: 'PUT',
      token: bob.session.access_token,
      body: JSON.stringify({ id, owner: bob.user.id, body: 'stolen' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('42501');
    const own = await rest(`/notes?id=eq.${id}`, { method: 'PUT', token: alice.session.access_token, body: JSON.stringify({ id, owner: alice.user.id, body: 'edited' }) });
    expect(own.status).toBe(204);
    expect((await alice.client.from('notes').select('body').eq('id', id)).data).toEqual([{ body: 'edited' }]);
  });
});

describe('return=headers-only', () => {
  it('answers 201 with the new row’s Location and no body', async () => {
    const res = await rest('/gadgets', { method: 'POST', headers: { Prefer: 'return=headers-only' }, body: JSON.stringify({ name: 'lamp' }) });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('');
    const location = res.headers.get('location');
    expect(location).toMatch(/^\/gadgets\?id=eq\.[0-9]+$/);
    const back = await rest(`${location}&select=name`);
    expect(await back.json()).toEqual([{ name: 'lamp' }]);
    const composite = await rest('/grid', { method: 'POST', headers: { Prefer: 'return=headers-only' }, body: JSON.stringify({ x: 5, y: 6, label: 'a b' }) });
    expect(composite.headers.get('location')).toBe('/grid?x=eq.5&y=eq.6');
  });

  it('gives no Location for several rows', async () => {
    const res = await rest('/gadgets', { method: 'POST', headers: { Prefer: 'return=headers-only' }, body: JSON.stringify([{ name: 'a' }, { name: 'b' }]) });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('missing=default', () => {
  it('gives keys a row leaves out their column DEFAULT (defaultToNull: false)', async () => {
    const { data, error, status } = await service
      .from('gadgets')
      .insert([{ name: 'plain' }, { name: 'red', color: 'red', size: null }], { defaultToNull: false })
      .select('name, color, size');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { name: 'plain', color: 'grey', size: 3 },
      { name: 'red', color: 'red', size: null },
    ]);
  });

  it('without it, a left-out key is NULL (and NOT NULL refuses it)', async () => {
    const { error, status } = await service.from('gadgets').insert([{ name: 'x', color: 'blue' }, { name: 'y' }]);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23502' });
  });

  it('draws an identity value for every row, one that gives its own id too, so later ids match PostgREST', async () => {
    const probe = await service.from('gadgets').insert({ name: 'probe' }).select('id').single();
    const n = (probe.data as { id: number }).id;
    const batch = await service
      .from('gadgets')
      .insert([{ id: 5000, name: 'own id' }, { name: 'drawn' }], { defaultToNull: false })
      .select('id, name')
      .rollback();
    expect(batch.error).toBeNull();
    // The first row drew n + 1 (and kept its own id), the second took n + 2.
    expect(batch.data).toEqual([
      { id: 5000, name: 'own id' },
      { id: n + 2, name: 'drawn' },
    ]);
    const upsert = await service
      .from('gadgets')
      .upsert([{ id: n, name: 'probe again' }, { name: 'upserted' }], { defaultToNull: false })
      .select('id, name')
      .rollback();
    expect(upsert.data).toEqual([
      { id: n, name: 'probe again' },
      { id: n + 4, name: 'upserted' },
    ]);
    expect((await service.from('gadgets').delete().eq('id', n)).error).toBeNull();
  });

  it('works for upserts and under RLS', async () => {
    const up = await service
      .from('gadgets')
      .upsert([{ id: 900, name: 'u' }, { id: 901, name: 'v', size: 9 }], { defaultToNull: false })
      .select('id, color, size')
      .order('id');
    expect(up.data).toEqual([
      { id: 900, color: 'grey', size: 3 },
      { id: 901, color: 'grey', size: 9 },
    ]);
    const notes = await bob.client.from('notes').insert([{ body: 'a' }, { body: 'b', stars: 4 }], { defaultToNull: false }).select('body, stars, category');
    expect(notes.data).toEqual([
      { body: 'a', stars: 0, category: 'general' },
      { body: 'b', stars: 4, category: 'general' },
    ]);
  });
});

describe('max-affected and tx=rollback on update and delete', () => {
  it('refuses a delete of more rows than allowed (PGRST124) and rolls back a dry run', async () => {
    const del = service.from('gadgets').delete().in('id', [900, 901]) as unknown as { maxAffected(n: number): PromiseLike<{ error: unknown; status: number }> };
    const refused = await del.maxAffected(1);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
    const dry = await service.from('gadgets').update({ color: 'pink' }).eq('id', 900).select('color').rollback();
    expect(dry.data).toEqual([{ color: 'pink' }]);
    const left = await service.from('gadgets').select('id, color').in('id', [900, 901]).order('id');
    expect(left.data).toEqual([
      { id: 900, color: 'grey' },
      { id: 901, color: 'grey' },
    ]);
  });
});
