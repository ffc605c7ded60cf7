// The server's autovacuum for PGlite (which has no autovacuum daemon): tables past autovacuum's
// default threshold are vacuumed, the others left alone, and dead rows stop piling up.
import pino from 'pino';
import type { Database } from '../context';
import { openPglite } from './pglite';
import { startPgliteAutovacuum } from './pglite-autovacuum';

interface TableStats {
  n_dead_tup: number;
  vacuumed: boolean;
}

describe('autovacuum on PGlite', () => {
  let db: Database;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    db = await openPglite(undefined);
    await db.exec(`
      create table public.churn (id int primary key, body text);
      create table public.quiet (id int primary key, body text);
      create table public."Odd name" (id int primary key);
      insert into public.quiet values (1, 'one'), (2, 'two');
    `);
  });
  afterAll(() => db.close());

  /** The statistics as the collector has them now (it flushes lazily). */
  const stats = async (table: string): Promise<TableStats> => {
    await db.query('select pg_catalog.pg_stat_force_next_flush()');
    await db.query('select 1');
    await db.query('select pg_catalog.pg_stat_clear_snapshot()');
    const result = await db.query<TableStats>(
      `select n_dead_tup::int, last_vacuum is not null as vacuumed
       from pg_catalog.pg_stat_user_tables where relname = $1`,
      [table],
    );
    return result.rows[0]!;
  };

  it('vacuums a table whose rows churn, and leaves a quiet one alone', async () => {
    // The change feed's pattern: rows written, then deleted.
    for (let round = 0; round < 5; round++) {
      await db.query("insert into public.churn select g, 'row ' || g from generate_series($1::int, $1::int + 999) g", [round * 1000]);
      await db.query('delete from public.churn where id < $1', [round * 1000 + 1000]);
    }
    // A name that needs quoting.
    await db.exec('insert into public."Odd name" select generate_series(1, 500); delete from public."Odd name"');
    expect((await stats('churn')).n_dead_tup).toBe(5000);

    const autovacuum = startPgliteAutovacuum(db, log, 0);
    const done = await autovacuum.runOnce();
    await autovacuum.stop();

    expect(done).toContain('public.churn');
    expect(done).toContain('public."Odd name"');
    expect(done).not.toContain('public.quiet');
    expect(await stats('churn')).toEqual({ n_dead_tup: 0, vacuumed: true });
    expect(await stats('Odd name')).toEqual({ n_dead_tup: 0, vacuumed: true });
    expect(await stats('quiet')).toEqual({ n_dead_tup: 0, vacuumed: false });
  });

  it('leaves a table alone while its dead rows stay under the threshold', async () => {
    await db.query("insert into public.churn select g, 'row ' || g from generate_series(1, 20) g");
    await db.query('delete from public.churn where id > $1', [11]);
    expect((await stats('churn')).n_dead_tup).toBe(9);
    const autovacuum = startPgliteAutovacuum(db, log, 0);
    const done = await autovacuum.runOnce();
    await autovacuum.stop();
    expect(done.filter((name) => name.startsWith('public.'))).toEqual([]);
  });
});
