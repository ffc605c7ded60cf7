// One schema cache per database. The core applies migrations before serving, so the first load
// is normally the last; a name the cache does not know triggers one reload (at most once a second,
// so a flood of unknown names cannot turn into a flood of catalog queries).
import type { Database } from '../../context';
import { loadCatalog, type Catalog } from './catalog';

interface Entry {
  catalog?: Catalog;
  loading?: Promise<Catalog>;
}

let entries = new WeakMap<Database, Entry>();

const RELOAD_INTERVAL_MS = 1000;

export async function getCatalog(db: Database): Promise<Catalog> {
  let entry = entries.get(db);
  if (entry === undefined) {
    entry = {};
    entries.set(db, entry);
  }
  if (entry.catalog !== undefined) return entry.catalog;
  return load(db, entry);
}

function load(db: Database, entry: Entry): Promise<Catalog> {
  if (entry.loading === undefined) {
    entry.loading = loadCatalog(db)
      .then((catalog) => {
        entry.catalog = catalog;
        return catalog;
      })
      .finally(() => {
        entry.loading = undefined;
      });
  }
  return entry.loading;
}

/** Reloads the cache when the name may be new (it was not there at the last load). */
export async function reloadForUnknownName(db: Database, current: Catalog): Promise<Catalog> {
  const entry = entries.get(db);
  if (entry === undefined || entry.catalog !== current) return getCatalog(db);
  if (Date.now() - current.loadedAt < RELOAD_INTERVAL_MS) return current;
  return load(db, entry);
}

/** Forgets the cached schema of one database, or of all: the next request reads pg_catalog again. */
export function invalidateCatalog(db?: Database): void {
  if (db === undefined) {
    entries = new WeakMap();
    return;
  }
  entries.delete(db);
}
