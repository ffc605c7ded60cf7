// Backups of the embedded database (issue 36): a SQL dump made by pg_dump itself (PGlite's WASM
// build of it, @electric-sql/pglite-tools) and its restore into a new data folder. Both take the
// data folder's lock, so neither runs while a backend serves that folder (PGlite is one process).
// PostgreSQL deployments (DATABASE_URL) use PostgreSQL's own pg_dump / psql.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import type { pgDump as PgDump } from '@electric-sql/pglite-tools/pg_dump';
import type { pgcrypto as PgcryptoExtension } from '@electric-sql/pglite/contrib/pgcrypto';
import type { uuid_ossp as UuidOsspExtension } from '@electric-sql/pglite/contrib/uuid_ossp';
import { lockDataFolder } from '../process/data-folder-lock';

// As in pglite.ts: loaded with Node's own require (under jest too).
const nativeRequire = (globalThis as { __nativeRequire__?: NodeJS.Require }).__nativeRequire__ ?? createRequire(__filename);
const { PGlite } = nativeRequire('@electric-sql/pglite') as { PGlite: typeof PGliteClass };
const { pgcrypto } = nativeRequire('@electric-sql/pglite/contrib/pgcrypto') as { pgcrypto: typeof PgcryptoExtension };
const { uuid_ossp } = nativeRequire('@electric-sql/pglite/contrib/uuid_ossp') as { uuid_ossp: typeof UuidOsspExtension };
const { pgDump } = nativeRequire('@electric-sql/pglite-tools/pg_dump') as { pgDump: typeof PgDump };

const BOOTSTRAP_SQL = join(__dirname, 'supabase-bootstrap.sql');
const END_OF_ROLES = '-- End of the cluster-wide part';

function pgdataOf(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

async function openEmbedded(pgdata: string): Promise<PGliteClass> {
  return PGlite.create({ dataDir: pgdata, extensions: { pgcrypto, uuid_ossp }, initDbStartParams: ['--data-checksums'] });
}

/**
 * The embedded database of `dataDir` as a plain SQL script (pg_dump --no-owner; rows as INSERTs,
 * which is how pglite-tools writes them). Refused while a backend serves the folder.
 */
export async function dumpEmbeddedDatabase(dataDir: string): Promise<string> {
  const pgdata = pgdataOf(dataDir);
  if (!existsSync(join(pgdata, 'PG_VERSION'))) throw new Error(`${pgdata} holds no database to dump.`);
  const lock = await lockDataFolder(dataDir);
  try {
    const pg = await openEmbedded(pgdata);
    try {
      return await (await pgDump({ pg, args: ['--no-owner'] })).text();
    } finally {
      await pg.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * A new embedded database in `dataDir` from a dump: the API roles first (pg_dump does not dump
 * roles), then the script. The folder must not hold a database yet. DATA_DIR's other files
 * (jwt-secret above all: without it the start is refused once there are users) come from the file
 * backup, not from the dump.
 */
export async function restoreEmbeddedDatabase(dumpSql: string, dataDir: string): Promise<void> {
  const pgdata = pgdataOf(dataDir);
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new Error(`${pgdata} already holds a database; restore into a data folder without one (move it away first).`);
  }
  const lock = await lockDataFolder(dataDir);
  try {
    const pg = await openEmbedded(pgdata);
    try {
      const bootstrap = readFileSync(BOOTSTRAP_SQL, 'utf8');
      await pg.exec(bootstrap.slice(0, bootstrap.indexOf(END_OF_ROLES)));
      await pg.exec(dumpSql);
    } finally {
      await pg.close();
    }
  } finally {
    lock.release();
  }
}
