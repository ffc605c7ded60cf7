// PGlite in its own thread: the server's event loop keeps turning while Postgres works, and what
// crosses between the threads (errors with their fields, typed parameters and values,
// notifications) arrives as it would from PGlite in-process.
import type { Database } from '../context';
import { openPglite } from './pglite';

type Closable = Database & {
  close(drainMs?: number): Promise<void>;
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
};

let db: Closable;

beforeAll(async () => {
  db = (await openPglite(undefined)) as Closable;
  await db.exec(`
    create table items (id int primary key, label text not null check (length(label) > 0), data jsonb, raw bytea, at timestamptz, ok boolean);
  `);
});

afterAll(() => db.close());

it('keeps the event loop turning while a statement runs in Postgres', async () => {
  let turns = 0;
  let running = true;
  const spin = () => {
    turns += 1;
    if (running) setImmediate(spin);
  };
  setImmediate(spin);
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from generate_series(1, 3000000)');
  running = false;
  expect(rows[0]!.n).toBe(3_000_000);
  // On the server's thread the statement would have held the loop for its whole run (a turn or
  // two at most); here the loop went on turning beside it.
  expect(turns).toBeGreaterThan(20);
});

it("carries Postgres' error fields across, for every path", async () => {
  await db.query('insert into items (id, label) values (1, $1)', ['one']);
  // Text parameters: the pipelined path.
  await expect(db.query('insert into items (id, label) values (1, $1)', ['again'])).rejects.toMatchObject({
    code: '23505',
    constraint: 'items_pkey',
    detail: 'Key (id)=(1) already exists.',
    message: 'duplicate key value violates unique constraint "items_pkey"',
  });
  // Typed parameters: PGlite's own query.
  await expect(db.query('insert into items (id, label, ok) values (2, $1, $2)', ['', true])).rejects.toMatchObject({
    code: '23514',
    constraint: 'items_label_check',
  });
  // An implicit transaction in a batch: the one that fails gets its own error, the other commits.
  const [bad, good] = await Promise.allSettled([
    db.transactionQuery('insert into items (id, label) values (1, $1)', ['dup'], { setup: { sql: 'select 1', params: [] } }),
    db.transactionQuery('insert into items (id, label) values (3, $1) returning id', ['three'], { setup: { sql: 'select 1', params: [] } }),
  ]);
  expect(bad).toMatchObject({ status: 'rejected', reason: { code: '23505', constraint: 'items_pkey' } });
  expect(good).toMatchObject({ status: 'fulfilled', value: { rows: [{ id: 3 }] } });
  // A script.
  await expect(db.exec('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
});

it('passes typed parameters and returns typed values', async () => {
  const at = new Date('2026-11-28T01:02:03.004Z');
  await db.query('insert into items (id, label, data, raw, at, ok) values (10, $1, $2, $3, $4, $5)', [
    'typed',
    { nested: [1, 'two', null] },
    new Uint8Array([0, 255, 7]),
    at,
    false,
  ]);
  const { rows, fields } = await db.query<{ data: unknown; raw: Uint8Array; at: string; ok: boolean; big: number }>(
    'select data, raw, at, ok, 9007199254740991::int8 as big from items where id = $1',
    [10],
  );
  expect(fields.map((field) => field.name)).toEqual(['data', 'raw', 'at', 'ok', 'big']);
  expect(rows[0]!.data).toEqual({ nested: [1, 'two', null] });
  expect(Array.from(rows[0]!.raw)).toEqual([0, 255, 7]);
  // The backend's own parsers apply in the thread: timestamptz stays text, int8 a safe number.
  expect(rows[0]!.at).toBe('2026-11-28 01:02:03.004+00');
  expect(rows[0]!.ok).toBe(false);
  expect(rows[0]!.big).toBe(9007199254740991);
});

it('hands over notifications, and stops after unlisten', async () => {
  let heard = 0;
  const unlisten = await db.listen('thread_test', () => {
    heard += 1;
  });
  await db.exec("notify thread_test, 'a'");
  await db.query("select pg_notify('thread_test', 'b')");
  // The notifications travel before the answers of the statements that raised them.
  expect(heard).toBe(2);
  await unlisten();
  await db.exec("notify thread_test, 'c'");
  await db.query('select 1');
  expect(heard).toBe(2);
});
