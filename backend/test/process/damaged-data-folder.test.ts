// A damaged PGlite folder (DATA_DIR/pgdata) is refused with a message naming the folder, what is
// wrong and what to do, instead of PGlite's bare "PGlite failed to initialize properly" or
// "Aborted()"; and a folder that lost PG_VERSION is not silently replaced by an empty database.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type BackendConfig } from '../../src/config';
import { startServer } from '../../src/server';

const FIXTURE = join(__dirname, '..', 'fixtures', 'supabase');
const WHAT_TO_DO = 'Restore it from a backup, or move it away to start with a fresh database.';

function configFor(dataDir: string): BackendConfig {
  return loadConfig({ DATA_DIR: dataDir, API_PORT: '0', API_HOST: '127.0.0.1', LOG_LEVEL: 'silent', SUPABASE_DIR: FIXTURE });
}

// Only PGlite keeps its database in DATA_DIR.
const describeOnPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

describeOnPglite('a damaged DATA_DIR/pgdata', () => {
  const folders: string[] = [];
  let pristine: string;

  /** A copy of a complete data folder, with `damage` done to its pgdata. */
  function damagedCopy(damage: (pgdata: string) => void): { dataDir: string; pgdata: string } {
    const dataDir = mkdtempSync(join(tmpdir(), 'shalom-damaged-'));
    folders.push(dataDir);
    cpSync(pristine, dataDir, { recursive: true });
    const pgdata = join(dataDir, 'pgdata');
    damage(pgdata);
    return { dataDir, pgdata };
  }

  /** The system catalog pg_class of every database in the cluster. */
  function pgClassFiles(pgdata: string): string[] {
    return readdirSync(join(pgdata, 'base')).map((database) => join(pgdata, 'base', database, '1259'));
  }

  beforeAll(async () => {
    pristine = mkdtempSync(join(tmpdir(), 'shalom-pristine-'));
    folders.push(pristine);
    const running = await startServer(configFor(pristine));
    await running.close();
  });

  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it.each<[string, (pgdata: string) => void, string]>([
    ['PG_VERSION names another PostgreSQL version', (pgdata) => writeFileSync(join(pgdata, 'PG_VERSION'), '99\n'), 'Its PG_VERSION file says 99.'],
    ['PG_VERSION is empty', (pgdata) => writeFileSync(join(pgdata, 'PG_VERSION'), ''), 'Its PG_VERSION file is empty.'],
    ['pg_control is cut short', (pgdata) => truncateSync(join(pgdata, 'global', 'pg_control'), 10), '(Aborted()'],
    [
      'a system catalog is overwritten',
      (pgdata) => pgClassFiles(pgdata).forEach((file) => writeFileSync(file, Buffer.alloc(8192, 0xab))),
      '',
    ],
    ['a system catalog is emptied', (pgdata) => pgClassFiles(pgdata).forEach((file) => truncateSync(file, 0)), ''],
  ])('%s: refused, naming the folder, what is wrong and what to do', async (_case, damage, detail) => {
    const { dataDir, pgdata } = damagedCopy(damage);

    const refusal = startServer(configFor(dataDir));

    await expect(refusal).rejects.toThrow(
      `The database in ${pgdata} could not be opened: it looks damaged or was written by another PGlite version`,
    );
    await expect(refusal).rejects.toThrow(WHAT_TO_DO);
    await expect(refusal).rejects.toThrow(detail);
  });

  it('a database folder that lost its PG_VERSION is refused, not replaced by an empty database', async () => {
    const { dataDir, pgdata } = damagedCopy((folder) => rmSync(join(folder, 'PG_VERSION')));

    await expect(startServer(configFor(dataDir))).rejects.toThrow(
      `The database in ${pgdata} could not be opened: it has files but no PG_VERSION, so it is not a complete database. ${WHAT_TO_DO}`,
    );
    expect(existsSync(join(pgdata, 'PG_VERSION'))).toBe(false);
  });

  it('after a refusal the data folder is free again: restored, it starts', async () => {
    const { dataDir, pgdata } = damagedCopy((folder) => truncateSync(join(folder, 'global', 'pg_control'), 10));
    await expect(startServer(configFor(dataDir))).rejects.toThrow(pgdata);

    rmSync(pgdata, { recursive: true });
    cpSync(join(pristine, 'pgdata'), pgdata, { recursive: true });
    const running = await startServer(configFor(dataDir));
    try {
      const notes = await running.ctx.db.query<{ body: string }>('select body from public.notes');
      expect(notes.rows).toEqual([{ body: 'seeded note' }]);
    } finally {
      await running.close();
    }
  });
});
