// A damaged PGlite folder (DATA_DIR/pgdata) is refused with a message naming the folder, what is
// wrong and what to do, instead of PGlite's bare "PGlite failed to initialize properly" or
// "Aborted()"; a folder that lost PG_VERSION is not silently replaced by an empty database; and a
// relation file that is missing, cut short or whose first page is damaged is refused naming the
// file (issue 36), while a table that DELETE and VACUUM emptied starts as before.
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type BackendConfig } from '../../src/config';
import { startServer } from '../../src/server';

const FIXTURE = join(__dirname, '..', 'fixtures', 'supabase');
const WHAT_TO_DO = 'Restore it from a backup, or move it away to start with a fresh database.';

function configFor(dataDir: string): BackendConfig {
  return loadConfig({ DATA_DIR: dataDir, API_PORT: '0', API_HOST: '127.0.0.1', LOG_LEVEL: 'silent', SUPABASE_DIR: FIXTURE });
}

/** Cuts the file to `size` bytes; returns its path. */
function cut(file: string, size = 0): string {
  truncateSync(file, size);
  return file;
}

/** Writes `bytes` over the start of the file; returns its path. */
function overwrite(file: string, bytes: Buffer): string {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, bytes, 0, bytes.length, 0);
  } finally {
    closeSync(fd);
  }
  return file;
}

/** Flips one bit of the byte at `offset`; returns the file's path. */
function flipBit(file: string, offset: number): string {
  const fd = openSync(file, 'r+');
  try {
    const byte = Buffer.alloc(1);
    readSync(fd, byte, 0, 1, offset);
    byte[0] = byte[0]! ^ 0x10;
    writeSync(fd, byte, 0, 1, offset);
  } finally {
    closeSync(fd);
  }
  return file;
}

function remove(file: string): string {
  rmSync(file);
  return file;
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

  /** Files of public.notes (relative to pgdata), and what the new database said about checksums. */
  let notesTable: string;
  let notesIndex: string;
  let dataChecksums: string;

  beforeAll(async () => {
    pristine = mkdtempSync(join(tmpdir(), 'shalom-pristine-'));
    folders.push(pristine);
    const running = await startServer(configFor(pristine));
    const files = await running.ctx.db.query<{ table_file: string; index_file: string }>(
      "select pg_relation_filepath('public.notes') as table_file, pg_relation_filepath('public.notes_pkey') as index_file",
    );
    notesTable = files.rows[0]!.table_file;
    notesIndex = files.rows[0]!.index_file;
    dataChecksums = (await running.ctx.db.query<{ data_checksums: string }>('show data_checksums')).rows[0]!.data_checksums;
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

  it('a new embedded database is created with data checksums', () => {
    expect(dataChecksums).toBe('on');
  });

  // Issue 36: damage PGlite itself does not notice at start. A table file cut to 0 bytes read as
  // an empty table ("*/0"), a garbage page failed only when it was read.
  it.each<[string, (pgdata: string) => string, string]>([
    ['a table file cut to 0 bytes', (pgdata) => cut(join(pgdata, notesTable)), '(table public.notes) is empty, but'],
    ['an index file cut to 0 bytes', (pgdata) => cut(join(pgdata, notesIndex)), '(index public.notes_pkey) is empty, but an index always has at least one page'],
    ['a table file cut inside its first page', (pgdata) => cut(join(pgdata, notesTable), 4000), '(table public.notes) is 4000 bytes long: its first page is cut short'],
    ['garbage over the first page of a table', (pgdata) => overwrite(join(pgdata, notesTable), Buffer.alloc(8192, 0xab)), '(table public.notes) its first page has no valid page header'],
    ['one flipped bit in the first page of a table', (pgdata) => flipBit(join(pgdata, notesTable), 8000), '(table public.notes) its first page fails its checksum'],
    ['a missing index file', (pgdata) => remove(join(pgdata, notesIndex)), '(index public.notes_pkey) is missing'],
  ])('%s: refused at start, naming the file and what to do, and left as it was', async (_case, damage, fault) => {
    let file = '';
    const { dataDir } = damagedCopy((pgdata) => (file = damage(pgdata)));
    const before = existsSync(file) ? readFileSync(file) : undefined;

    const refusal = startServer(configFor(dataDir));

    await expect(refusal).rejects.toThrow(`is damaged: the file ${file} ${fault}`);
    await expect(refusal).rejects.toThrow('Restore the data folder from a backup (see "Backups" in backend/README.md); nothing has been changed.');
    expect(existsSync(file) ? readFileSync(file) : undefined).toEqual(before);
  });

  it('a table emptied by DELETE and VACUUM (its file 0 bytes, its index still pages long) starts', async () => {
    const { dataDir, pgdata } = damagedCopy(() => undefined);
    const first = await startServer(configFor(dataDir));
    await first.ctx.db.query("insert into public.notes (owner_id, body) select '11111111-1111-4111-8111-111111111111', 'note ' || i from generate_series(1, 2000) i");
    await first.ctx.db.query('delete from public.notes');
    await first.ctx.db.query('vacuum public.notes');
    await first.close();
    expect(statSync(join(pgdata, notesTable)).size).toBe(0);
    expect(statSync(join(pgdata, notesIndex)).size).toBeGreaterThan(8192);

    const again = await startServer(configFor(dataDir));
    try {
      expect((await again.ctx.db.query('select count(*)::int as n from public.notes')).rows).toEqual([{ n: 0 }]);
    } finally {
      await again.close();
    }
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
