// What a change payload needs to know about its table: the columns with their type names (the
// client converts values by them), which columns identify a row in old_record (the replica
// identity: the primary key by default, every column with REPLICA IDENTITY FULL), and whether RLS
// is on (then a DELETE carries only the primary key, as on Supabase). Read from the catalog and
// cached per table; refreshed when a row shows a column the cache does not know, and on demand.
import type { Queryable } from '../../context';

export interface ColumnInfo {
  name: string;
  type: string;
}

export interface TableMeta {
  relid: number;
  schema: string;
  table: string;
  columns: ColumnInfo[];
  columnTypes: ReadonlyMap<string, string>;
  primaryKey: string[];
  /** Columns old_record keeps for UPDATE/DELETE; null means all of them (REPLICA IDENTITY FULL). */
  identity: string[] | null;
  rowSecurity: boolean;
}

interface MetaRow {
  relid: number | string;
  schema: string;
  table_name: string;
  columns: ColumnInfo[] | null;
  primary_key: string[] | null;
  identity_index: string[] | null;
  replica_identity: string;
  row_security: boolean;
}

const META_SQL = `
select c.oid::bigint as relid, n.nspname as schema, c.relname as table_name,
  (select coalesce(jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum), '[]'::jsonb)
     from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
     where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
  (select coalesce(jsonb_agg(a.attname order by a.attnum), '[]'::jsonb)
     from pg_catalog.pg_index i join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
     where i.indrelid = c.oid and i.indisprimary) as primary_key,
  (select coalesce(jsonb_agg(a.attname order by a.attnum), '[]'::jsonb)
     from pg_catalog.pg_index i join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
     where i.indrelid = c.oid and i.indisreplident) as identity_index,
  c.relreplident::text as replica_identity,
  c.relrowsecurity as row_security
from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.oid = $1::oid`;

function toMeta(row: MetaRow): TableMeta {
  const columns = row.columns ?? [];
  const primaryKey = row.primary_key ?? [];
  let identity: string[] | null;
  switch (row.replica_identity) {
    case 'f':
      identity = null;
      break;
    case 'i':
      identity = row.identity_index ?? [];
      break;
    case 'n':
      identity = [];
      break;
    default:
      identity = primaryKey;
  }
  return {
    relid: Number(row.relid),
    schema: row.schema,
    table: row.table_name,
    columns,
    columnTypes: new Map(columns.map((column) => [column.name, column.type])),
    primaryKey,
    identity,
    rowSecurity: row.row_security,
  };
}

export class TableMetaCache {
  private readonly byRelid = new Map<number, Promise<TableMeta | null>>();

  constructor(private readonly db: Queryable) {}

  get(relid: number): Promise<TableMeta | null> {
    let entry = this.byRelid.get(relid);
    if (!entry) {
      entry = this.load(relid);
      this.byRelid.set(relid, entry);
      // A failed lookup is retried next time rather than cached.
      entry.catch(() => this.byRelid.delete(relid));
    }
    return entry;
  }

  /** The cached entry, reloaded when the row has a column the cache has not seen (ALTER TABLE). */
  async forRow(relid: number, row: Record<string, unknown> | null): Promise<TableMeta | null> {
    const meta = await this.get(relid);
    if (meta && row && Object.keys(row).some((column) => !meta.columnTypes.has(column))) {
      this.byRelid.delete(relid);
      return this.get(relid);
    }
    return meta;
  }

  clear(): void {
    this.byRelid.clear();
  }

  private async load(relid: number): Promise<TableMeta | null> {
    const result = await this.db.query<MetaRow>(META_SQL, [relid]);
    const row = result.rows[0];
    return row ? toMeta(row) : null;
  }
}

/** old_record as a subscriber sees it: the identity columns only, unless REPLICA IDENTITY FULL. */
export function trimOldRecord(meta: TableMeta, type: 'UPDATE' | 'DELETE', old: Record<string, unknown>): Record<string, unknown> {
  // On Supabase a DELETE from a table under RLS carries only the primary key, whatever the
  // replica identity, so deleted rows never leak their content.
  const keep = type === 'DELETE' && meta.rowSecurity ? meta.primaryKey : meta.identity;
  if (keep === null) return old;
  const trimmed: Record<string, unknown> = {};
  for (const column of keep) {
    if (Object.prototype.hasOwnProperty.call(old, column)) trimmed[column] = old[column];
  }
  return trimmed;
}
