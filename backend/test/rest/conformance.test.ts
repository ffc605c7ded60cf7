// /rest/v1 through the unmodified supabase-js (postgrest-js 2.x) against the real backend: every
// query form postgrest-js emits, with PostgREST's exact result and error shapes and statuses, and
// row-level security deciding what each caller sees.
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: join(__dirname, '..', 'fixtures', 'rest') });
  service = backend.client({ key: 'service_role' });
  anon = backend.client();
  alice = await backend.signUpUser();
  bob = await backend.signUpUser();
  for (const [user, name] of [
    [alice, 'alice'],
    [bob, 'bob'],
  ] as const) {
    const created = await user.client.from('profiles').insert({ id: user.user.id, username: name });
    expect(created.error).toBeNull();
  }
});

afterAll(async () => {
  await backend?.stop();
});

/** A raw request, for what supabase-js does not expose (headers, statuses of odd requests). */
async function raw(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', init.key ?? backend.serviceRoleKey);
  return fetch(`${backend.url}/rest/v1${path}`, { ...init, headers });
}

describe('select', () => {
  it('returns columns, aliases, casts and JSON paths as Postgres renders them', async () => {
    const { data, error, status } = await service
      .from('authors')
      .select('id, who:name, born, country:data->>country, firstTag:data->tags->0, books:data->stats->books, id_text:id::text')
      .eq('id', 2);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 2, who: 'Stanislaw', born: '1921-09-12', country: 'PL', firstTag: 'sf', books: 2, id_text: '2' }]);
  });

  it('keeps numeric, bigint, arrays and timestamps exact', async () => {
    const res = await raw('/books?select=price,big,tags,released_at&id=eq.1');
    expect(await res.text()).toBe('[{"price":9.99,"big":9007199254740993,"tags":["sf","classic"],"released_at":"1974-05-01T00:00:00+00:00"}]');
  });

  it('embeds many-to-one as an object and one-to-many as an array', async () => {
    const { data, error } = await service
      .from('books')
      .select('title, author:authors!author_id(name), reviews(stars)')
      .eq('id', 1)
      .order('id', { referencedTable: 'reviews' });
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'The Dispossessed', author: { name: 'Ursula' }, reviews: [{ stars: 5 }, { stars: 4 }] }]);
  });

  it('embeds by constraint name, one-to-one, many-to-many and self references', async () => {
    const byFkey = await service.from('books').select('id, editor:authors!books_editor_id_fkey(name)').eq('id', 3).single();
    expect(byFkey.data).toEqual({ id: 3, editor: { name: 'Ursula' } });
    const oneToOne = await service.from('books').select('id, book_details(summary)').in('id', [1, 2]).order('id');
    expect(oneToOne.data).toEqual([
      { id: 1, book_details: { summary: 'Anarres and Urras' } },
      { id: 2, book_details: null },
    ]);
    const manyToMany = await service.from('books').select('id, genres(name)').eq('id', 4).order('id', { referencedTable: 'genres' });
    expect(manyToMany.data).toEqual([{ id: 4, genres: [{ name: 'science fiction' }, { name: 'classic' }] }]);
    const self = await service.from('employees').select('name, manager:manager_id(name), reports:employees(name)').eq('id', 2);
    expect(self.data).toEqual([{ name: 'Brian', manager: { name: 'Ada' }, reports: [{ name: 'Dan' }] }]);
  });

  it('filters parents with !inner and filters, orders and limits embeds', async () => {
    const inner = await service.from('books').select('title, authors!author_id!inner(name)').eq('authors.name', 'Stanislaw');
    expect(inner.data).toEqual([{ title: 'Solaris', authors: { name: 'Stanislaw' } }]);
    const nested = await service
      .from('authors')
      .select('name, books!author_id(title)')
      .eq('id', 1)
      .order('title', { referencedTable: 'books', ascending: false })
      .limit(2, { referencedTable: 'books' });
    expect(nested.data).toEqual([{ name: 'Ursula', books: [{ title: 'The Left Hand of Darkness' }, { title: 'The Dispossessed' }] }]);
    const empty = await service.from('books').select('id, reviews!inner()').order('id');
    expect(empty.data).toEqual([{ id: 1 }, { id: 3 }, { id: 5 }]);
  });

  it('spreads a to-one embed into the parent and counts a to-many one', async () => {
    const spread = await service.from('books').select('title, ...authors!author_id(author:name)').lte('id', 2).order('id');
    expect(spread.data).toEqual([
      { title: 'The Dispossessed', author: 'Ursula' },
      { title: 'A Wizard of Earthsea', author: 'Ursula' },
    ]);
    const counted = await service.from('authors').select('name, books!author_id(count)').order('id');
    expect(counted.data).toEqual([
      { name: 'Ursula', books: [{ count: 3 }] },
      { name: 'Stanislaw', books: [{ count: 1 }] },
      { name: 'Octavia', books: [{ count: 1 }] },
    ]);
  });

  it('orders by a related to-one column', async () => {
    // The related resource must be embedded (PGRST108 otherwise).
    const notEmbedded = await service.from('books').select('id').order('authors(name)', { ascending: true });
    expect(notEmbedded.error).toEqual({
      code: 'PGRST108',
      details: null,
      hint: "Verify that 'authors' is included in the 'select' query parameter.",
      message: "'authors' is not an embedded resource in this request",
    });
    const res = await raw('/books?select=id,author:authors!author_id(name)&order=author(name).asc,id.desc');
    const rows = (await res.json()) as { id: number }[];
    expect(rows.map((r) => r.id)).toEqual([5, 3, 4, 2, 1]);
  });

  it('answers an ambiguous embed with PGRST201 and 300', async () => {
    const { data, error, status } = await service.from('books').select('authors(name)');
    expect(data).toBeNull();
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'books with authors',
          relationship: 'books_author_id_fkey using books(author_id) and authors(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'books with authors',
          relationship: 'books_editor_id_fkey using books(editor_id) and authors(id)',
        },
      ],
      hint: "Try changing 'authors' to one of the following: 'authors!books_author_id_fkey', 'authors!books_editor_id_fkey'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'books' and 'authors'",
    });
  });

  it('answers a missing relationship with PGRST200 and 400', async () => {
    const { error, status } = await service.from('books').select('id, employees(name)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      details: "Searched for a foreign key relationship between 'books' and 'employees' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'books' and 'employees' in the schema cache",
    });
  });

  it('answers an unknown table, column and a parse error as PostgREST does', async () => {
    const table = await service.from('nope').select();
    expect(table.status).toBe(404);
    expect(table.error).toEqual({ code: 'PGRST205', details: null, hint: null, message: "Could not find the table 'public.nope' in the schema cache" });
    const column = await service.from('books').select('id, nope');
    expect(column.status).toBe(400);
    expect(column.error).toEqual({ code: '42703', details: null, hint: null, message: 'column books.nope does not exist' });
    const parse = await service.from('books').select('id').filter('id', 'between', '1');
    expect(parse.status).toBe(400);
    expect(parse.error).toMatchObject({ code: 'PGRST100', hint: null, message: '"failed to parse filter (between.1)" (line 1, column 1)' });
    const badValue = await service.from('books').select('id').eq('id', 'abc');
    expect(badValue.status).toBe(400);
    expect(badValue.error).toEqual({ code: '22P02', details: null, hint: null, message: 'invalid input syntax for type integer: "abc"' });
  });
});

describe('filters', () => {
  async function bookIds(query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>): Promise<number[]> {
    const { data, error } = await query;
    expect(error).toBeNull();
    return (data ?? []).map((r) => r.id).sort((a, b) => a - b);
  }
  const books = () => service.from('books').select('id');

  it('compares with eq, neq, gt, gte, lt, lte', async () => {
    expect(await bookIds(books().eq('author_id', 1))).toEqual([1, 2, 4]);
    expect(await bookIds(books().neq('author_id', 1))).toEqual([3, 5]);
    expect(await bookIds(books().gt('pages', 264))).toEqual([1]);
    expect(await bookIds(books().gte('pages', 264))).toEqual([1, 5]);
    expect(await bookIds(books().lt('price', 9.99))).toEqual([2]);
    expect(await bookIds(books().lte('price', 9.99))).toEqual([1, 2]);
  });

  it('matches patterns with like, ilike, match, imatch and like(any)', async () => {
    expect(await bookIds(books().like('title', '%Dark%'))).toEqual([4]);
    expect(await bookIds(books().ilike('title', '*the*'))).toEqual([1, 4]);
    expect(await bookIds(books().match({ author_id: 1, pages: 183 }))).toEqual([2]);
    expect(await bookIds(books().filter('title', 'match', '^S'))).toEqual([3]);
    expect(await bookIds(books().filter('title', 'imatch', '^s'))).toEqual([3]);
    expect(await bookIds(books().likeAnyOf('title', ['Sol%', 'Kin%']))).toEqual([3, 5]);
    expect(await bookIds(books().ilikeAllOf('title', ['%the%', '%dark%']))).toEqual([4]);
  });

  it('tests membership, nulls, booleans and distinctness', async () => {
    expect(await bookIds(books().in('id', [1, 3, 99]))).toEqual([1, 3]);
    expect(await bookIds(books().in('isbn', ['978-0156027601', 'a,b(c)']))).toEqual([3]);
    expect(await bookIds(books().is('pages', null))).toEqual([4]);
    expect(await bookIds(books().not('pages', 'is', null))).toEqual([1, 2, 3, 5]);
    expect(await bookIds(books().isDistinct('editor_id', 1))).toEqual([1, 2, 4, 5]);
    expect(await bookIds(books().not('id', 'in', '(1,2)'))).toEqual([3, 4, 5]);
  });

  it('checks arrays and ranges with cs, cd, ov', async () => {
    expect(await bookIds(books().contains('tags', ['classic']))).toEqual([1, 4]);
    expect(await bookIds(books().containedBy('tags', ['sf', 'fantasy']))).toEqual([2, 3, 5]);
    expect(await bookIds(books().overlaps('tags', ['fantasy', 'classic']))).toEqual([1, 2, 4]);
  });

  it('searches text with fts, plfts, phfts and wfts', async () => {
    expect(await bookIds(books().textSearch('search', 'dispossessed'))).toEqual([1]);
    expect(await bookIds(books().textSearch('title', 'left & hand', { config: 'english' }))).toEqual([4]);
    expect(await bookIds(books().textSearch('title', 'wizard earthsea', { type: 'plain' }))).toEqual([2]);
    expect(await bookIds(books().textSearch('title', 'left hand', { type: 'phrase', config: 'english' }))).toEqual([4]);
    expect(await bookIds(books().textSearch('title', 'solaris or kindred', { type: 'websearch' }))).toEqual([3, 5]);
  });

  it('filters on JSON paths', async () => {
    const { data } = await service.from('authors').select('id').eq('data->>country', 'US');
    expect(data).toEqual([{ id: 1 }]);
    const nested = await service.from('authors').select('id').gt('data->stats->books', 2);
    expect(nested.data).toEqual([{ id: 1 }]);
  });

  it('combines with or/and, nested and negated', async () => {
    expect(await bookIds(books().or('id.eq.1,and(pages.gt.200,tags.cs.{sf})'))).toEqual([1, 3]);
    expect(await bookIds(books().or('title.eq."Solaris",isbn.in.("978-0807083697","x,y")'))).toEqual([3, 5]);
    expect(await bookIds(books().not('id', 'gt', 2).or('pages.is.null,price.lt.9'))).toEqual([2]);
    expect(await bookIds(books().filter('id', 'lte', 3).or('not.and(author_id.eq.1,pages.gt.300)'))).toEqual([2, 3]);
    const res = await raw('/books?select=id&not.or=(id.lt.3,id.gt.4)');
    expect(await res.json()).toEqual([{ id: 3 }, { id: 4 }]);
  });
});

describe('order, limit, range and count', () => {
  it('orders with nulls first/last and pages with limit/offset', async () => {
    const desc = await service.from('books').select('id, pages').order('pages', { ascending: false, nullsFirst: false }).limit(3);
    expect(desc.data).toEqual([
      { id: 1, pages: 387 },
      { id: 5, pages: 264 },
      { id: 3, pages: 204 },
    ]);
    const nullsFirst = await service.from('books').select('id').order('pages', { nullsFirst: true }).limit(1);
    expect(nullsFirst.data).toEqual([{ id: 4 }]);
    const ranged = await service.from('books').select('id').order('id').range(1, 2);
    expect(ranged.data).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('counts exactly, reports Content-Range and 206 for a partial page', async () => {
    const full = await service.from('books').select('id', { count: 'exact' });
    expect(full.status).toBe(200);
    expect(full.count).toBe(5);
    const partial = await service.from('books').select('id', { count: 'exact' }).order('id').range(0, 1);
    expect(partial.status).toBe(206);
    expect(partial.count).toBe(5);
    expect(partial.data).toEqual([{ id: 1 }, { id: 2 }]);
    const head = await service.from('books').select('*', { count: 'exact', head: true }).eq('author_id', 1);
    expect(head).toMatchObject({ data: null, error: null, count: 3, status: 200 });
    const planned = await service.from('books').select('id', { count: 'planned' });
    expect(typeof planned.count).toBe('number');

    const res = await raw('/books?select=id&order=id&limit=2', { headers: { Prefer: 'count=exact' } });
    expect(res.headers.get('content-range')).toBe('0-1/5');
    const none = await raw('/books?select=id&id=eq.99', { headers: { Prefer: 'count=exact' } });
    expect(none.headers.get('content-range')).toBe('*/0');
    const uncounted = await raw('/books?select=id&id=eq.99');
    expect(uncounted.headers.get('content-range')).toBe('*/*');
    const range = await raw('/books?select=id&order=id', { headers: { Range: '1-2' } });
    expect(await range.json()).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('answers an offset past the end with 416 PGRST103', async () => {
    const { error, status } = await service.from('books').select('id', { count: 'exact' }).range(10, 12);
    expect(status).toBe(416);
    expect(error).toEqual({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });
});

describe('single and maybeSingle', () => {
  it('returns a bare object for exactly one row', async () => {
    const { data, error, status } = await service.from('books').select('id, title').eq('id', 3).single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ id: 3, title: 'Solaris' });
  });

  it('answers zero or many rows with 406 PGRST116', async () => {
    const none = await service.from('books').select('id').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await service.from('books').select('id').single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 5 rows' });
  });

  it('maybeSingle gives null for no row', async () => {
    const { data, error } = await service.from('books').select('id').eq('id', 99).maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('renders CSV on request', async () => {
    const { data } = await service.from('authors').select('id, name').order('id').limit(2).csv();
    expect(data).toBe('id,name\n1,Ursula\n2,Stanislaw');
  });
});

describe('insert, upsert, update, delete', () => {
  it('inserts one row: 201, no body unless asked', async () => {
    const minimal = await service.from('items').insert({ name: 'pen' });
    expect(minimal).toMatchObject({ data: null, error: null, status: 201 });
    const returned = await service.from('items').insert({ name: 'ink', qty: 3 }).select('name, qty').single();
    expect(returned).toMatchObject({ data: { name: 'ink', qty: 3 }, error: null, status: 201 });
  });

  it('inserts many rows with the columns postgrest-js sends, null or default for missing keys', async () => {
    const rows = await service
      .from('items')
      .insert([{ name: 'a', qty: 2 }, { name: 'b', note: 'x' }], { defaultToNull: false })
      .select('name, qty, note');
    expect(rows.status).toBe(201);
    expect(rows.data).toEqual([
      { name: 'a', qty: 2, note: null },
      { name: 'b', qty: 1, note: 'x' },
    ]);
    const nulls = await service.from('items').insert([{ name: 'c', qty: 2 }, { name: 'd' }]);
    expect(nulls.status).toBe(400);
    expect(nulls.error).toMatchObject({ code: '23502', message: 'null value in column "qty" of relation "items" violates not-null constraint' });
    const counted = await service.from('items').insert([{ name: 'e' }, { name: 'f' }], { count: 'exact' });
    expect(counted).toMatchObject({ status: 201, count: 2, data: null });
  });

  it('upserts: merge answers 201 then 200, ignoreDuplicates keeps the old row', async () => {
    const first = await service.from('counters').upsert({ key: 'k1', n: 1 }).select();
    expect(first).toMatchObject({ status: 201, data: [{ key: 'k1', n: 1, label: 'fresh' }] });
    const merged = await service.from('counters').upsert({ key: 'k1', n: 2 }).select();
    expect(merged).toMatchObject({ status: 200, data: [{ key: 'k1', n: 2, label: 'fresh' }] });
    const ignored = await service
      .from('counters')
      .upsert([{ key: 'k1', n: 9 }, { key: 'k2', n: 5 }], { onConflict: 'key', ignoreDuplicates: true })
      .select('key, n');
    expect(ignored).toMatchObject({ status: 201, data: [{ key: 'k2', n: 5 }] });
    const after = await service.from('counters').select('key, n').order('key');
    expect(after.data).toEqual([
      { key: 'k1', n: 2 },
      { key: 'k2', n: 5 },
    ]);
  });

  it('answers conflicts, unknown columns and bad JSON as PostgREST does', async () => {
    const dup = await service.from('counters').insert({ key: 'k1' });
    expect(dup.status).toBe(409);
    expect(dup.error).toEqual({
      code: '23505',
      details: 'Key (key)=(k1) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "counters_pkey"',
    });
    const fk = await service.from('reviews').insert({ id: 99, book_id: 999, stars: 3 });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
    const unknown = await service.from('counters').insert({ key: 'k3', nope: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toEqual({ code: 'PGRST204', details: null, hint: null, message: "Could not find the 'nope' column of 'counters' in the schema cache" });
    const badJson = await raw('/counters', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"key":' });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
  });

  it('updates and deletes with filters: 204, or 200 with the rows', async () => {
    await service.from('items').insert([{ name: 'u1' }, { name: 'u2' }]);
    const minimal = await service.from('items').update({ note: 'seen' }).eq('name', 'u1');
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    const returned = await service.from('items').update({ qty: 7 }).in('name', ['u1', 'u2']).select('name, qty, note').order('name');
    expect(returned.status).toBe(200);
    expect(returned.data).toEqual([
      { name: 'u1', qty: 7, note: 'seen' },
      { name: 'u2', qty: 7, note: null },
    ]);
    const counted = await service.from('items').update({ qty: 8 }, { count: 'exact' }).like('name', 'u%');
    expect(counted).toMatchObject({ status: 204, count: 2 });
    const deleted = await service.from('items').delete().eq('name', 'u1').select('name');
    expect(deleted).toMatchObject({ status: 200, data: [{ name: 'u1' }] });
    const gone = await service.from('items').delete({ count: 'exact' }).eq('name', 'u2');
    expect(gone).toMatchObject({ status: 204, count: 1, data: null });
  });

  it('rolls a write back for single() on many rows and for rollback()', async () => {
    const single = await service.from('items').insert([{ name: 's1' }, { name: 's2' }]).select().single();
    expect(single.status).toBe(406);
    expect(single.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
    const rolledBack = await service.from('items').insert({ name: 'ghost' }).select('name').rollback();
    expect(rolledBack).toMatchObject({ status: 201, data: [{ name: 'ghost' }] });
    const left = await service.from('items').select('name').in('name', ['s1', 's2', 'ghost']);
    expect(left.data).toEqual([]);
  });

  it('refuses to touch more rows than maxAffected allows', async () => {
    await service.from('items').insert([{ name: 'm' }, { name: 'm' }]);
    // maxAffected() is typed for PostgREST 13+ schemas only; the request it sends is the same.
    const update = service.from('items').update({ note: 'x' }).eq('name', 'm') as unknown as {
      maxAffected(rows: number): PromiseLike<{ error: unknown; status: number }>;
    };
    const { error, status } = await update.maxAffected(1);
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST124',
      details: 'The query affects 2 rows',
      hint: null,
      message: 'Query result exceeds max-affected preference constraint',
    });
    const notes = await service.from('items').select('note').eq('name', 'm');
    expect(notes.data).toEqual([{ note: null }, { note: null }]);
  });
});

describe('row-level security', () => {
  beforeAll(async () => {
    expect((await alice.client.from('todos').insert([{ task: 'alice 1' }, { task: 'alice 2', priority: 1 }])).error).toBeNull();
    expect((await bob.client.from('todos').insert({ task: 'bob 1' })).error).toBeNull();
  });

  it('shows each user only their own rows, also inside embeds', async () => {
    const own = await alice.client.from('todos').select('task').order('id');
    expect(own.data).toEqual([{ task: 'alice 1' }, { task: 'alice 2' }]);
    const embedded = await alice.client.from('profiles').select('username, todos(task)').order('username').order('id', { referencedTable: 'todos' });
    expect(embedded.data).toEqual([
      { username: 'alice', todos: [{ task: 'alice 1' }, { task: 'alice 2' }] },
      { username: 'bob', todos: [] },
    ]);
    const count = await bob.client.rpc('my_todo_count');
    expect(count.data).toBe(1);
  });

  it("does not let a user update or delete another user's rows", async () => {
    const update = await bob.client.from('todos').update({ done: true }).eq('task', 'alice 1').select();
    expect(update).toMatchObject({ status: 200, data: [], error: null });
    const del = await bob.client.from('todos').delete({ count: 'exact' }).eq('task', 'alice 1');
    expect(del).toMatchObject({ status: 204, count: 0 });
    const still = await alice.client.from('todos').select('task, done').eq('task', 'alice 1').single();
    expect(still.data).toEqual({ task: 'alice 1', done: false });
  });

  it('refuses a forbidden insert with 42501 (403 signed in, 401 anonymous)', async () => {
    const forged = await bob.client.from('todos').insert({ task: 'forged', owner: alice.user.id });
    expect(forged.status).toBe(403);
    expect(forged.error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'new row violates row-level security policy for table "todos"',
    });
    const anonymous = await anon.from('todos').insert({ task: 'nobody' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.code).toBe('42501');
    const res = await raw('/todos', { method: 'POST', key: backend.anonKey, headers: { 'Content-Type': 'application/json' }, body: '{"task":"x"}' });
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('lets the service role bypass row-level security', async () => {
    const all = await service.from('todos').select('task').order('id');
    expect(all.data).toEqual([{ task: 'alice 1' }, { task: 'alice 2' }, { task: 'bob 1' }]);
  });

  it('refuses a bad token with PGRST301 and keeps anonymous reads empty', async () => {
    const res = await raw('/todos', { headers: { Authorization: 'Bearer not-a-jwt' }, key: backend.anonKey });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301', details: null, hint: null });
    const anonymous = await anon.from('todos').select('task');
    expect(anonymous).toMatchObject({ data: [], error: null, status: 200 });
  });
});

describe('rpc', () => {
  it('returns a scalar as bare JSON, by POST and by GET', async () => {
    expect(await service.rpc('add', { a: 1, b: 2 })).toMatchObject({ data: 3, error: null, status: 200 });
    expect(await service.rpc('add', { a: 4, b: 5 }, { get: true })).toMatchObject({ data: 9, status: 200 });
    expect((await service.rpc('greet')).data).toBe('hello world');
    expect((await service.rpc('sum_array', { vals: [1, 2, 3] })).data).toBe(6);
    const big = await raw('/rpc/big_number', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(await big.text()).toBe('9007199254740993');
  });

  it('returns sets as arrays with filters, order and limit applied', async () => {
    const books = await service.rpc('books_by', { author: 1 }).select('id, title').gt('id', 1).order('id', { ascending: false }).limit(1);
    expect(books.data).toEqual([{ id: 4, title: 'The Left Hand of Darkness' }]);
    const table = await service.rpc('author_stats').eq('author_id', 1);
    expect(table.data).toEqual([{ author_id: 1, book_count: 3 }]);
    const scalars = await service.rpc('series', { n: 3 });
    expect(scalars.data).toEqual([1, 2, 3]);
    const counted = await service.rpc('books_by', { author: 1 }, { count: 'exact' }).select('id').limit(1);
    expect(counted).toMatchObject({ count: 3, status: 206 });
    const embedded = await service.rpc('books_by', { author: 2 }).select('title, reviews(stars)');
    expect(embedded.data).toEqual([{ title: 'Solaris', reviews: [{ stars: 5 }] }]);
  });

  it('returns one composite row as an object and JSON arguments unchanged', async () => {
    expect((await service.rpc('get_author', { aid: 3 })).data).toEqual({ id: 3, name: 'Octavia', born: '1947-06-22', data: null, nick: null });
    expect((await service.rpc('echo', { payload: { x: [1, 2] } })).data).toEqual({ x: [1, 2] });
    expect((await service.rpc('echo_unnamed', { any: 'thing' })).data).toEqual({ any: 'thing' });
  });

  it('answers 204 for void and raises errors as PostgREST does', async () => {
    expect(await service.rpc('noop')).toMatchObject({ data: null, error: null, status: 204 });
    const raised = await service.rpc('fail', { msg: 'boom' });
    expect(raised.status).toBe(400);
    expect(raised.error).toEqual({ code: 'P0001', details: null, hint: 'raised on purpose', message: 'boom' });
    const custom = await service.rpc('pay');
    expect(custom.status).toBe(402);
    expect(custom.error).toMatchObject({ code: 'PT402', message: 'Payment Required' });
  });

  it('answers an unknown function or argument set with PGRST202 and 404', async () => {
    const missing = await service.rpc('nope', { a: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error).toEqual({
      code: 'PGRST202',
      details: 'Searched for the function public.nope with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      // PostgREST's fuzzy hint: the closest function name in the schema.
      hint: 'Perhaps you meant to call the function public.noop',
      message: 'Could not find the function public.nope(a) in the schema cache',
    });
    const wrongArgs = await service.rpc('add', { a: 1, c: 2 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.message).toBe('Could not find the function public.add(a, c) in the schema cache');
  });

  it('runs GET calls read-only', async () => {
    const res = await raw('/rpc/add_item?item_name=x');
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ code: '25006' });
    const viaPost = await service.rpc('add_item', { item_name: 'from rpc' }).select('name');
    expect(viaPost.data).toEqual({ name: 'from rpc' });
  });
});

describe('headers', () => {
  it('refuses a schema config.toml does not expose (the CLI default: public, graphql_public) with 406 PGRST106', async () => {
    const res = await raw('/books', { headers: { 'Accept-Profile': 'private' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({ code: 'PGRST106', details: null, hint: 'Only the following schemas are exposed: public, graphql_public', message: 'Invalid schema: private' });
  });

  it('refuses an unknown media type with 406 PGRST107', async () => {
    const res = await raw('/books', { headers: { Accept: 'text/xml' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({ code: 'PGRST107', details: null, hint: null, message: 'None of these media types are available: text/xml' });
  });

  it('strips nulls when asked', async () => {
    const { data } = await service.from('authors').select('id, nick').eq('id', 1).stripNulls();
    expect(data).toEqual([{ id: 1 }]);
  });
});
