// REST compatibility, issue 17 item 4: RPC overload resolution (PGRST203), counts on set-returning
// functions, `Prefer: tx=rollback` and `max-affected` on RPC — through the stock supabase-js
// against the real backend, as the calling user (RLS decides what the functions see and change).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SignedUpUser, TestBackend } from '../harness';
import { startRestCompatBackend } from './rest-compat-backend';

let backend: TestBackend;
let service: SupabaseClient;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  ({ backend, service, alice, bob } = await startRestCompatBackend());
  expect((await alice.client.from('notes').insert([{ body: 'one' }, { body: 'two' }])).error).toBeNull();
  expect((await bob.client.from('notes').insert({ body: 'bob' })).error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

async function noteBodies(user: SignedUpUser): Promise<string[]> {
  const { data, error } = await user.client.from('notes').select('body').order('id');
  expect(error).toBeNull();
  return (data ?? []).map((r) => r.body as string);
}

/** maxAffected() is typed for PostgREST 13 schemas only; the request it sends is the same. */
function maxAffected<T>(builder: T, rows: number): PromiseLike<{ data: unknown; error: unknown; status: number }> {
  return (builder as unknown as { maxAffected(n: number): PromiseLike<{ data: unknown; error: unknown; status: number }> }).maxAffected(rows);
}

describe('overload resolution', () => {
  it('chooses the overload by argument names, by POST and by GET', async () => {
    expect((await service.rpc('describe', { n: 3 })).data).toBe('number 3');
    expect((await service.rpc('describe', { word: 'ab', times: 2 })).data).toBe('abab');
    expect((await service.rpc('describe', { word: 'x' }, { get: true })).data).toBe('x');
    expect((await service.rpc('describe', { n: 7 }, { get: true })).data).toBe('number 7');
  });

  it('answers names that fit several overloads with 300 PGRST203', async () => {
    const { data, error, status } = await service.rpc('twin', { x: 1 });
    expect(status).toBe(300);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    // In PostgREST's order: fewer parameters first, then by type (int before text).
    expect((error as { message: string }).message).toBe(
      'Could not choose the best candidate function between: public.twin(x => integer), public.twin(x => text)',
    );
    // The same order whichever was created first.
    const late = await service.rpc('twin_late', { x: 1 });
    expect(late.error).toMatchObject({
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.twin_late(x => integer), public.twin_late(x => text)',
    });
  });

  it('answers names that fit none with 404 PGRST202', async () => {
    const { error, status } = await service.rpc('describe', { colour: 'red' });
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.describe(colour) in the schema cache' });
  });
});

describe('hints for a function not found', () => {
  it('offers the closest function name, as PostgREST does', async () => {
    const { error, status } = await service.rpc('describ', { n: 1 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.describ(n) in the schema cache',
      details: 'Searched for the function public.describ with parameter n or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.describe',
    });
  });

  it('offers the closest parameter list of the overloads that exist', async () => {
    const { error } = await service.rpc('describe', { word: 'x', time: 2 });
    expect(error).toMatchObject({ code: 'PGRST202', hint: 'Perhaps you meant to call the function public.describe(times, word)' });
  });

  it('offers nothing for a computed field called without a parameter name to compare', async () => {
    // full_name(people) is in PostgREST's cache but not callable; `()` leaves nothing to match.
    const { error } = await service.rpc('full_name');
    expect(error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.full_name without parameters in the schema cache', hint: null });
  });

  it('offers nothing when no name is close', async () => {
    const { error } = await service.rpc('qqqqqqqqqqqq');
    expect(error).toMatchObject({ code: 'PGRST202', hint: null });
  });
});

describe('unnamed parameters', () => {
  it('passes the body to a lone unnamed text/json parameter and hides other unnamed ones, as PostgREST', async () => {
    expect((await service.rpc('poly')).data).toBe('none');
    expect((await service.rpc('poly', { '': 'x' })).data).toBe('text: {"":"x"}');
    const intOnly = await service.rpc('only_int', { '': 1 });
    expect(intOnly.status).toBe(404);
    expect(intOnly.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.only_int() in the schema cache',
      details: 'Searched for the function public.only_int with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    // A computed field (a function of a row) is no RPC either.
    expect((await service.rpc('full_name')).error).toMatchObject({ code: 'PGRST202' });
  });
});

describe('count on set-returning functions', () => {
  it('counts a function that returns one value or row as 1', async () => {
    const scalar = await service.rpc('describe', { n: 1 }, { count: 'exact' });
    expect(scalar).toMatchObject({ data: 'number 1', count: 1, status: 200 });
    const head = await service.rpc('describe', { n: 1 }, { count: 'exact', head: true });
    expect(head).toMatchObject({ data: null, count: 1, status: 200 });
  });

  it('counts every row of a SETOF scalar, not just the page, with Content-Range', async () => {
    const { data, count, status, error } = await service.rpc('numbers', { upto: 10 }, { count: 'exact' }).range(0, 2);
    expect(error).toBeNull();
    expect(data).toEqual([1, 2, 3]);
    expect(count).toBe(10);
    expect(status).toBe(206);
    const res = await fetch(`${backend.url}/rest/v1/rpc/numbers?upto=4&offset=2`, {
      headers: { apikey: backend.serviceRoleKey, Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('2-3/4');
    expect(await res.json()).toEqual([3, 4]);
  });

  it('counts the filtered rows of a SETOF table function as the caller sees them', async () => {
    const all = await alice.client.rpc('my_notes', undefined, { count: 'exact' }).select('body').limit(1);
    expect(all).toMatchObject({ status: 206, count: 2, data: [{ body: 'one' }] });
    const filtered = await alice.client.rpc('my_notes', undefined, { count: 'exact' }).select('body').eq('body', 'two');
    expect(filtered).toMatchObject({ status: 200, count: 1, data: [{ body: 'two' }] });
    const planned = await alice.client.rpc('my_notes', undefined, { count: 'planned' }).select('body');
    expect(planned.error).toBeNull();
    expect(typeof planned.count).toBe('number');
    const estimated = await alice.client.rpc('my_notes', undefined, { count: 'estimated' }).select('body');
    expect(estimated.count).toBe(2);
  });

  it('runs a volatile function once when it is counted', async () => {
    const { data, count, error } = await bob.client.rpc('add_note', { note_body: 'counted' }, { count: 'exact' }).select('body');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'counted' }]);
    expect(count).toBe(1);
    expect(await noteBodies(bob)).toEqual(['bob', 'counted']);
  });
});

describe('tx=rollback and max-affected', () => {
  it('answers a rolled-back call with its result and keeps nothing', async () => {
    const { data, error, status } = await bob.client.rpc('add_note', { note_body: 'ghost' }).select('body').rollback();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ body: 'ghost' }]);
    const scalar = await bob.client.rpc('add_note_count', { note_body: 'ghost 2' }).rollback();
    expect(scalar.data).toBe(3);
    expect(await noteBodies(bob)).toEqual(['bob', 'counted']);
  });

  it('refuses a set of more rows than max-affected with PGRST124 and keeps nothing', async () => {
    const refused = await maxAffected(alice.client.rpc('touch_notes', { new_category: 'moved' }), 1);
    expect(refused.status).toBe(400);
    expect(refused.error).toEqual({
      code: 'PGRST124',
      details: 'The query affects 2 rows',
      hint: null,
      message: 'Query result exceeds max-affected preference constraint',
    });
    const categories = await alice.client.from('notes').select('category');
    expect(categories.data).toEqual([{ category: 'general' }, { category: 'general' }]);
    const allowed = await maxAffected(alice.client.rpc('touch_notes', { new_category: 'moved' }).select('category'), 2);
    expect(allowed.error).toBeNull();
    expect(allowed.data).toEqual([{ category: 'moved' }, { category: 'moved' }]);
    // RLS: alice's call moved only her notes.
    const bobs = await bob.client.from('notes').select('category');
    expect(bobs.data).toEqual([{ category: 'general' }, { category: 'general' }]);
  });

  it('refuses max-affected on a function that returns no set with PGRST128', async () => {
    const refused = await maxAffected(bob.client.rpc('add_note_count', { note_body: 'never' }), 5);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({
      code: 'PGRST128',
      message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
    expect(await noteBodies(bob)).toEqual(['bob', 'counted']);
  });
});
