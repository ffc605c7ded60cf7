// What to tell the person starting the backend when PGlite cannot open DATA_DIR/pgdata: PGlite
// itself only says "PGlite failed to initialize properly" or "Aborted()", naming no folder.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const WHAT_TO_DO = 'Restore it from a backup, or move it away to start with a fresh database.';

/**
 * PGlite runs initdb in a folder without PG_VERSION, so a database that lost that one file would
 * be replaced by an empty one without a word. Refuse a folder that has files but no PG_VERSION.
 */
export function assertCompleteDatabase(pgdata: string): void {
  if (existsSync(join(pgdata, 'PG_VERSION')) || readdirSync(pgdata).length === 0) return;
  throw new Error(
    `The database in ${pgdata} could not be opened: it has files but no PG_VERSION, so it is not a complete database. ${WHAT_TO_DO}`,
  );
}

function versionNote(pgdata: string): string {
  let version: string;
  try {
    version = readFileSync(join(pgdata, 'PG_VERSION'), 'utf8').trim();
  } catch {
    return ' Its PG_VERSION file cannot be read.';
  }
  return version ? ` Its PG_VERSION file says ${version}.` : ' Its PG_VERSION file is empty.';
}

/** The error to raise in place of PGlite's when it failed to open `pgdata`. */
export function databaseOpenError(pgdata: string, error: unknown): Error {
  const { code, message } = (error ?? {}) as Partial<NodeJS.ErrnoException>;
  // Not `instanceof Error`: under jest PGlite lives in another realm (see pglite.ts).
  const reason = (typeof message === 'string' ? message : String(error))
    // Emscripten's advice to the WASM build's authors, not to the person reading this.
    .replace(/\.?\s*Build with -sASSERTIONS for more info\.?/, '');
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) {
    // The file system refused (permissions, disk full): nothing is known to be damaged.
    return new Error(
      `The database in ${pgdata} could not be opened: ${reason}. Check that this user may read and write the folder and that the disk has room.`,
      { cause: error },
    );
  }
  return new Error(
    `The database in ${pgdata} could not be opened: it looks damaged or was written by another PGlite version (${reason}).` +
      `${versionNote(pgdata)} ${WHAT_TO_DO}`,
    { cause: error },
  );
}
