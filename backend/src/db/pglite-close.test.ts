// Closing PGlite: the work queued before close() finishes, work asked after it is refused with a
// clear error (never a TypeError from inside the closed WASM module), and a transaction left open
// cannot hold the close forever.
import type { Database } from '../context';
import { DatabaseClosedError, openPglite } from './pglite';

type Closable = Database & { close(drainMs?: number): Promise<void> };

it('lets queued work finish, then refuses new work with 57P01', async () => {
  const db = (await openPglite(undefined)) as Closable;
  await db.exec('create table t (n int)');
  const queued = Array.from({ length: 20 }, (_, n) => db.query<{ n: number }>('insert into t values ($1) returning n', [n]));
  const interactive = db.transaction(async (tx) => {
    await tx.query('insert into t values (100)');
    // A second statement after an await: close() has begun meanwhile, but this transaction was
    // admitted before it, so it still runs to its commit.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return (await tx.query<{ count: number }>('select count(*)::int as count from t')).rows[0]!.count;
  });
  const closed = db.close();
  const late = await db.query('select 1').then(
    () => 'ran',
    (error: unknown) => error,
  );
  expect((await Promise.all(queued)).map(({ rows }) => rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  expect(await interactive).toBe(21);
  await closed;
  expect(late).toBeInstanceOf(DatabaseClosedError);
  expect(late).toMatchObject({ code: '57P01', message: 'The database is closed: the server is shutting down' });
  await expect(db.transactionQuery('select 1', [], {})).rejects.toThrow(DatabaseClosedError);
  // A second close is the same close.
  await expect(db.close()).resolves.toBeUndefined();
});

it('closes after the drain limit even when a transaction stays open, and that transaction then fails cleanly', async () => {
  const db = (await openPglite(undefined)) as Closable;
  let resume!: () => void;
  const paused = new Promise<void>((resolve) => (resume = resolve));
  const open = db.transaction(async (tx) => {
    await tx.query('select 1');
    await paused;
    return tx.query('select 2');
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  await db.close(50);
  resume();
  await expect(open).rejects.toThrow(DatabaseClosedError);
});
