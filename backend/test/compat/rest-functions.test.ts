// REST compatibility, issue 17 item 4: functions as computed fields and as embedded (computed)
// relationships, through the stock supabase-js against the real backend, under the caller's RLS.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SignedUpUser, TestBackend } from '../harness';
import { startRestCompatBackend } from './rest-compat-backend';

let backend: TestBackend;
let service: SupabaseClient;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  ({ backend, service, alice, bob } = await startRestCompatBackend());
  expect((await alice.client.from('notes').insert([{ body: 'short' }, { body: 'a longer note' }])).error).toBeNull();
  expect((await bob.client.from('notes').insert({ body: 'bob only' })).error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

describe('computed fields', () => {
  it('selects a function of the row like a column, with alias and cast', async () => {
    const { data, error } = await service.from('people').select('id, full_name, name:full_name, len:full_name::text').order('id').limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, full_name: 'Ada Lovelace', name: 'Ada Lovelace', len: 'Ada Lovelace' },
      { id: 2, full_name: 'Alan Turing', name: 'Alan Turing', len: 'Alan Turing' },
    ]);
  });

  it('filters and orders by a computed field, and leaves it out of *', async () => {
    const filtered = await service.from('people').select('id').like('full_name', 'A*').order('full_name', { ascending: false });
    expect(filtered.data).toEqual([{ id: 2 }, { id: 1 }]);
    const star = await service.from('people').select('*').eq('id', 3).single();
    expect(star.data).toEqual({ id: 3, first_name: 'Grace', last_name: 'Hopper', team_id: 2 });
  });

  it('works inside an embed and on the rows of an RPC', async () => {
    const embedded = await service.from('pets').select('name, people(full_name)').eq('id', 3).single();
    expect(embedded.data).toEqual({ name: 'Max', people: { full_name: 'Alan Turing' } });
    const viaRpc = await alice.client.rpc('my_notes').select('body, body_length').order('id');
    expect(viaRpc.error).toBeNull();
    expect(viaRpc.data).toEqual([
      { body: 'short', body_length: 5 },
      { body: 'a longer note', body_length: 13 },
    ]);
  });

  it('runs as the caller: RLS decides the rows a computed field is read from', async () => {
    const mine = await bob.client.from('notes').select('body, body_length');
    expect(mine.data).toEqual([{ body: 'bob only', body_length: 8 }]);
    const anon = await backend.client().from('notes').select('body_length');
    expect(anon.data).toEqual([]);
  });

  it('answers an unknown name as an unknown column (42703)', async () => {
    const { error, status } = await service.from('people').select('id, nick_name');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: 'column people.nick_name does not exist' });
  });
});

describe('computed relationships', () => {
  it('embeds a SETOF function as a to-many relationship, filtered, ordered and limited', async () => {
    const { data, error } = await service.from('people').select('id, heavy_pets(name, weight)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, heavy_pets: [{ name: 'Rex', weight: 30 }] },
      { id: 2, heavy_pets: [{ name: 'Max', weight: 12 }] },
      { id: 3, heavy_pets: [] },
    ]);
    const limited = await service
      .from('people')
      .select('id, heavy_pets(name)')
      .eq('id', 1)
      .gt('heavy_pets.weight', 100)
      .single();
    expect(limited.data).toEqual({ id: 1, heavy_pets: [] });
  });

  it('embeds a ROWS 1 function as to-one, with !inner, spread and a related order', async () => {
    const toOne = await service.from('pets').select('name, best_friend(first_name)').order('id').limit(2);
    expect(toOne.data).toEqual([
      { name: 'Rex', best_friend: { first_name: 'Ada' } },
      { name: 'Tiny', best_friend: { first_name: 'Ada' } },
    ]);
    const inner = await service.from('people').select('id, heavy_pets!inner(name)').order('id');
    expect(inner.data?.map((r) => r.id)).toEqual([1, 2]);
    const spread = await service.from('pets').select('name, ...best_friend(owner:last_name)').eq('id', 4).single();
    expect(spread.data).toEqual({ name: 'Bubbles', owner: 'Hopper' });
    const ordered = await service.from('pets').select('name, best_friend(first_name)').order('best_friend(first_name)', { ascending: false }).order('id').limit(1);
    expect(ordered.data).toEqual([{ name: 'Bubbles', best_friend: { first_name: 'Grace' } }]);
  });

  it('runs as the caller: a function embed over an RLS table returns only what the caller may see', async () => {
    const { data, error } = await alice.client.from('notes').select('body, same_category(body)').order('id');
    expect(error).toBeNull();
    // bob's note has the same category, but alice's policies hide it inside the function too.
    expect(data).toEqual([
      { body: 'short', same_category: [{ body: 'a longer note' }] },
      { body: 'a longer note', same_category: [{ body: 'short' }] },
    ]);
    const bobs = await bob.client.from('notes').select('body, same_category(body)');
    expect(bobs.data).toEqual([{ body: 'bob only', same_category: [] }]);
    const viaRpc = await alice.client.rpc('my_notes').select('body, same_category(body)').limit(1);
    expect(viaRpc.data).toEqual([{ body: 'short', same_category: [{ body: 'a longer note' }] }]);
  });

  it('nests further embeds and computed fields inside a function embed', async () => {
    const { data, error } = await service.from('pets').select('name, best_friend(full_name, teams(name))').eq('id', 3).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Max', best_friend: { full_name: 'Alan Turing', teams: { name: 'Red' } } });
  });
});
