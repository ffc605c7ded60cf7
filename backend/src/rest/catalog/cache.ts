// One schema cache per database and exposed schema. The core applies migrations before serving, so the first load
// is normally the last; a name the cache does not know triggers one reload (at most once a second,
// so a flood of unknown names cannot turn into a flood of catalog queries).
import type { Database } from '../../context';
import { loadCatalog, type Catalog } from './catalog';

interface Entry {
  catalog?: Catalog;
  loading?: Promise<Catalog>;
}

let entries = new WeakMap<Database, Map<string, Entry>>();

const RELOAD_INTERVAL_MS = 1000;

function entryOf(db: Database, schema: string): Entry {
  let bySchema = entries.get(db);
  if (bySchema === undefined) {
    bySchema = new Map();
    entries.set(db, bySchema);
  }
  let entry = bySchema.get(schema);
  if (entry === undefined) {
    entry = {};
    bySchema.set(schema, entry);
  }
  return entry;
}

/** The cache of one schema; the caller has checked that the schema is exposed. */
export async function getCatalog(db: Database, schema: string): Promise<Catalog> {
  const entry = entryOf(db, schema);
  if (entry.catalog !== undefined) return entry.catalog;
  return load(db, schema, entry);
}

function load(db: Database, schema: string, entry: Entry): Promise<Catalog> {
  if (entry.loading === undefined) {
    entry.loading = loadCatalog(db, schema)
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
  const entry = entries.get(db)?.get(current.schema);
  if (entry === undefined || entry.catalog !== current) return getCatalog(db, current.schema);
  if (Date.now() - current.loadedAt < RELOAD_INTERVAL_MS) return current;
  return load(db, current.schema, entry);
}

/** Forgets the cached schemas of one database, or of all: the next request reads pg_catalog again. */
export function invalidateCatalog(db?: Database): void {
  if (db === undefined) {
    entries = new WeakMap();
    return;
  }
  entries.delete(db);
}

/** Most values kept per catalog (least recently used dropped first). */
const DERIVED_LIMIT = 500;
const derivedValues = new WeakMap<Catalog, Map<string, unknown>>();

/**
 * Values computed from one catalog and a request's shape (e.g. a read's plan per URL), kept as
 * long as that catalog is: a reload or invalidation starts afresh. What is kept must depend on
 * nothing but the catalog and the key, and must not be changed by whoever uses it.
 */
export const derivedFromCatalog = {
  get<T>(catalog: Catalog, key: string): T | undefined {
    const values = derivedValues.get(catalog);
    const value = values?.get(key);
    if (value === undefined) return undefined;
    // Most recently used last.
    values!.delete(key);
    values!.set(key, value);
    return value as T;
  },
  set<T>(catalog: Catalog, key: string, value: T): void {
    let values = derivedValues.get(catalog);
    if (values === undefined) {
      values = new Map();
      derivedValues.set(catalog, values);
    }
    if (values.size >= DERIVED_LIMIT) values.delete(values.keys().next().value as string);
    values.set(key, value);
  },
};
