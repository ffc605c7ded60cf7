// REST compatibility, issue 17 item 4: aggregates (count/sum/avg/min/max with casts and aliases,
// grouped by the other selected columns, also inside embeds) with spread embeds, `Accept: text/csv`
// as PostgREST renders it, and the execution-plan media type refused as PostgREST refuses it when
// db-plan-enabled is off — through the stock supabase-js against the real backend, under RLS.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SignedUpUser, TestBackend } from '../harness';
import { startRestCompatBackend } from './rest-compat-backend';

let backend: TestBackend;
let service: SupabaseClient;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  ({ backend, service, alice, bob } = await startRestCompatBackend());
  const notes = [
    { body: 'a', stars: 1, category: 'work' },
    { body: 'b', stars: 3, category: 'work' },
    { body: 'c', stars: 5, category: 'home' },
  ];
  expect((await alice.client.from('notes').insert(notes)).error).toBeNull();
  expect((await bob.client.from('notes').insert({ body: 'z', stars: 100, category: 'work' })).error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

describe('aggregates', () => {
  it('aggregates the whole table when nothing else is selected', async () => {
    const { data, error } = await service.from('sales').select('count(), amount.sum(), amount.max(), units.min()');
    expect(error).toBeNull();
    expect(data).toEqual([{ count: 5, sum: 136.75, max: 100, min: 1 }]);
  });

  it('groups by the other selected columns, with aliases and casts', async () => {
    const { data, error } = await service
      .from('sales')
      .select('region, total:amount.sum(), units.avg()::int, rows:count(), amount::int.max()')
      .order('region');
    expect(error).toBeNull();
    expect(data).toEqual([
      { region: 'east', total: 1, avg: 10, rows: 1, max: 1 },
      { region: 'north', total: 30.5, avg: 2, rows: 2, max: 20 },
      { region: 'south', total: 105.25, avg: 3, rows: 2, max: 100 },
    ]);
  });

  it('aggregates with filters, and inside a to-many embed per parent', async () => {
    const filtered = await service.from('sales').select('units.sum()').gt('amount', 6);
    expect(filtered.data).toEqual([{ sum: 4 }]);
    const embedded = await service.from('people').select('first_name, sales(amount.sum(), count())').order('id');
    expect(embedded.error).toBeNull();
    expect(embedded.data).toEqual([
      { first_name: 'Ada', sales: [{ sum: 15.75, count: 2 }] },
      { first_name: 'Alan', sales: [{ sum: 20, count: 1 }] },
      { first_name: 'Grace', sales: [{ sum: 100, count: 1 }] },
    ]);
  });

  it('groups by the columns of a spread to-one embed', async () => {
    const { data, error } = await service.from('sales').select('amount.sum(), ...people(first_name)').not('person_id', 'is', null);
    expect(error).toBeNull();
    expect(data).toEqual(
      expect.arrayContaining([
        { sum: 15.75, first_name: 'Ada' },
        { sum: 20, first_name: 'Alan' },
        { sum: 100, first_name: 'Grace' },
      ]),
    );
    expect(data).toHaveLength(3);
  });

  it('aggregates inside a to-one embed, grouped by the columns spread into it', async () => {
    const { data, error } = await service.from('pets').select('name, people(id.sum(), ...teams(team:name))').in('id', [1, 4]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Rex', people: { sum: 1, team: 'Red' } },
      { name: 'Bubbles', people: { sum: 3, team: 'Blue' } },
    ]);
  });

  it('aggregates inside a spread to-one embed nested in another, grouped by its own columns', async () => {
    const { data, error } = await service
      .from('pets')
      .select('name, people(id.sum(), ...teams(team_sum:id.sum(), team:name))')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Rex', people: { sum: 1, team_sum: 1, team: 'Red' } },
      { name: 'Tiny', people: { sum: 1, team_sum: 1, team: 'Red' } },
      { name: 'Max', people: { sum: 2, team_sum: 1, team: 'Red' } },
      { name: 'Bubbles', people: { sum: 3, team_sum: 2, team: 'Blue' } },
    ]);
  });

  it('counts only the rows the caller may see (RLS)', async () => {
    const { data } = await alice.client.from('notes').select('category, count(), stars.sum()').order('category');
    expect(data).toEqual([
      { category: 'home', count: 1, sum: 5 },
      { category: 'work', count: 2, sum: 4 },
    ]);
    const anon = await backend.client().from('notes').select('count()');
    expect(anon.data).toEqual([{ count: 0 }]);
  });

  it('answers an aggregate of an unknown column as PostgREST does, naming an embed by its SQL alias', async () => {
    const { error, status } = await service.from('sales').select('price.sum()');
    expect(status).toBe(400);
    expect(error).toEqual({ code: '42703', details: null, hint: null, message: 'column sales.price does not exist' });
    const embedded = await service.from('people').select('first_name, sales(sum)');
    expect(embedded.error).toEqual({ code: '42703', details: null, hint: null, message: 'column sales_1.sum does not exist' });
  });
});

describe('one table embedded twice', () => {
  it('answers two embeds under one name as PostgREST does (42712), and aliased ones with both', async () => {
    const twice = await service.from('matches').select('teams!home(name), teams!away(name)');
    expect(twice.status).toBe(400);
    expect(twice.error).toEqual({ code: '42712', details: null, hint: null, message: 'table name "matches_teams_1" specified more than once' });
    const aliased = await service.from('matches').select('home:teams!home(name), away:teams!away(name)').single();
    expect(aliased.error).toBeNull();
    expect(aliased.data).toEqual({ home: { name: 'Red' }, away: { name: 'Blue' } });
  });
});

describe('spread embeds', () => {
  it('lifts to-one columns into the parent, and to-many columns as arrays', async () => {
    const one = await service.from('pets').select('name, ...people(owner:first_name, team_id)').eq('id', 1).single();
    expect(one.data).toEqual({ name: 'Rex', owner: 'Ada', team_id: 1 });
    const many = await service.from('people').select('first_name, ...pets(pet:name)').eq('id', 1).order('id', { referencedTable: 'pets' }).single();
    expect(many.data).toEqual({ first_name: 'Ada', pet: ['Rex', 'Tiny'] });
  });
});

describe('embeds through views', () => {
  it("follows a table's foreign keys through a view's (renamed) columns, both ways and from RPC rows", async () => {
    const toOne = await service.from('pet_names').select('name, people(first_name)').eq('id', 3).single();
    expect(toOne.error).toBeNull();
    expect(toOne.data).toEqual({ name: 'Max', people: { first_name: 'Alan' } });
    const toMany = await service.from('people').select('first_name, pet_names(name)').eq('id', 1).order('id', { referencedTable: 'pet_names' }).single();
    expect(toMany.data).toEqual({ first_name: 'Ada', pet_names: [{ name: 'Rex' }, { name: 'Tiny' }] });
    const viaRpc = await service.rpc('pets_of', { who: 2 }).select('name, people(last_name)');
    expect(viaRpc.data).toEqual([{ name: 'Max', people: { last_name: 'Turing' } }]);
  });
});

describe('text/csv', () => {
  it('renders a header row and one line per row, as Postgres prints the values', async () => {
    const { data, error } = await service.from('sales').select('id, region, amount').order('id').limit(2).csv();
    expect(error).toBeNull();
    expect(data).toBe('id,region,amount\n1,north,10.50\n2,north,20.00');
  });

  it('quotes values with commas, quotes and line breaks, and leaves NULL empty', async () => {
    await service.from('settings').insert([{ key: 'q', value: 'say "hi", then\nleave' }, { key: 'r', value: null }]);
    const res = await fetch(`${backend.url}/rest/v1/settings?select=key,value,updated&key=in.(q,r)&order=key`, {
      headers: { apikey: backend.serviceRoleKey, Accept: 'text/csv' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await res.text()).toBe('key,value,updated\nq,"say ""hi"", then\nleave",0\nr,,0');
  });

  it('renders booleans as Postgres prints them, under RLS, also for RPC rows and written rows', async () => {
    const headers = { apikey: backend.anonKey, Authorization: `Bearer ${bob.session.access_token}`, Accept: 'text/csv' };
    const res = await fetch(`${backend.url}/rest/v1/notes?select=body,starred:stars::boolean,stars&order=body`, { headers });
    expect(await res.text()).toBe('body,starred,stars\nz,t,100');
    const rpc = await fetch(`${backend.url}/rest/v1/rpc/my_notes?select=body,category`, { headers });
    expect(await rpc.text()).toBe('body,category\nz,work');
    const written = await fetch(`${backend.url}/rest/v1/notes?select=body,stars`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ body: 'y, too', stars: 2 }),
    });
    expect(written.status).toBe(201);
    expect(await written.text()).toBe('body,stars\n"y, too",2');
  });

  it('renders scalar RPC results as one column headed pgrst_scalar, as PostgREST does', async () => {
    const headers = { apikey: backend.serviceRoleKey, Accept: 'text/csv' };
    const set = await fetch(`${backend.url}/rest/v1/rpc/numbers?upto=3&limit=2`, { headers });
    expect(set.status).toBe(200);
    expect(await set.text()).toBe('pgrst_scalar\n1\n2');
    const one = await fetch(`${backend.url}/rest/v1/rpc/describe?word=a,b`, { headers });
    expect(await one.text()).toBe('pgrst_scalar\n"a,b"');
  });

  it('answers no rows with an empty header line, as PostgREST does', async () => {
    const res = await fetch(`${backend.url}/rest/v1/sales?select=id&id=eq.0`, { headers: { apikey: backend.serviceRoleKey, Accept: 'text/csv' } });
    expect(await res.text()).toBe('\n');
  });
});

describe('execution plan media type', () => {
  it('refuses explain() with 406 PGRST107, naming the plan type as PostgREST does', async () => {
    const { data, error, status } = await service.from('sales').select('id').explain();
    expect(status).toBe(406);
    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message: 'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
    });
    const json = await service.from('sales').select('id').explain({ format: 'json', analyze: true, verbose: true });
    expect(json.status).toBe(406);
    expect(json.error).toMatchObject({
      code: 'PGRST107',
      message: 'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose',
    });
  });
});
