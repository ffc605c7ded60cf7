// The schema cache: what one exposed schema holds (tables, views, columns, keys, foreign keys and
// functions), read from pg_catalog; one cache per schema of config.toml's `[api] schemas`. Every name a client sends is looked up here before it is
// quoted into SQL. Loaded lazily per database, reloaded at most once per unknown name.
import type { Queryable } from '../../context';

export interface Column {
  name: string;
  /** format_type() output, e.g. `integer`, `text[]`, `character varying(20)`. */
  type: string;
  typeOid: number;
  notNull: boolean;
  hasDefault: boolean;
  generated: boolean;
  /** The sequence an identity or serial column draws its default from, schema-qualified. */
  sequence?: string;
  /** Set for a computed field: the function that yields it from the row, both names qualified and quoted. */
  computedBy?: { fn: string; rowType: string };
}

export interface Table {
  /** The exposed schema it lives in. */
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  columnList: Column[];
  primaryKey: string[];
  /** Column sets with a unique constraint or unique index (primary key included). */
  uniqueKeys: string[][];
  insertable: boolean;
  /** pg_type oid of the table's row type: functions taking it are computed fields and relationships. */
  rowTypeOid: number;
  /** For a view: the table column (same schema) each of its columns shows, where Postgres records one. */
  columnSources?: Map<string, { table: string; column: string }>;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  typeOid: number;
  mode: 'i' | 'o' | 'b' | 'v' | 't';
}

export interface DbFunction {
  schema: string;
  name: string;
  /** Input arguments in declaration order (IN, INOUT, VARIADIC). */
  inArgs: FunctionArg[];
  /** How many trailing input arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  volatility: 'i' | 's' | 'v';
  returnType: string;
  returnTypeOid: number;
  /** 'void', a scalar, a composite (a table's row type or a named type), or a RETURNS TABLE/OUT record. */
  returnKind: 'void' | 'scalar' | 'composite' | 'record';
  /** For a composite return: the table or view of the same schema whose rows it returns, if any. */
  returnTable?: string;
  /** Columns of a composite or record result. */
  outColumns: Column[];
  /** The planner's row estimate (`ROWS n`); a set-returning function with ROWS 1 embeds as to-one. */
  rows: number;
}

export interface Catalog {
  /** The exposed schema this cache describes. */
  schema: string;
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
  /** Type names usable in `::cast` (pg_catalog, the schema, public), mapped to a qualified, quoted name. */
  types: Map<string, string>;
  /**
   * `pgrst.db_plan_enabled` of the `authenticator` role (`alter role authenticator set
   * pgrst.db_plan_enabled to 'true'`, PostgREST's in-database db-plan-enabled; off by default): the
   * execution plan (`.explain()`) may be asked for. Read with the rest of the cache.
   */
  planEnabled: boolean;
  loadedAt: number;
}

/**
 * PostgREST's in-database configuration is the `pgrst.*` settings of the role it connects as;
 * one made for this database wins over one for all databases.
 */
const PLAN_ENABLED_SQL = `
select split_part(s.setting, '=', 2) as value
from pg_catalog.pg_db_role_setting d
join pg_catalog.pg_roles r on r.oid = d.setrole
cross join lateral unnest(d.setconfig) as s(setting)
where r.rolname = 'authenticator'
  and d.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
  and s.setting like 'pgrst.db\\_plan\\_enabled=%'
order by d.setdatabase desc
limit 1`;

/** PostgREST's booleans: true/false, on/off, yes/no, 1/0 in any case. */
function settingIsTrue(value: string | undefined): boolean {
  return ['true', 'on', 'yes', '1'].includes((value ?? '').trim().toLowerCase());
}

interface ColumnRow {
  name: string;
  type: string;
  oid: number;
  notnull: boolean;
  hasdefault: boolean;
  generated: boolean;
  sequence?: string | null;
}

const TABLES_SQL = `
select c.relname as name,
       c.relkind::text as kind,
       c.reltype::int as rowtype,
       (c.relkind in ('r', 'p', 'f')
         or (c.relkind = 'v' and pg_catalog.pg_relation_is_updatable(c.oid, false) & 8 = 8)) as insertable,
       coalesce((select json_agg(json_build_object(
                   'name', a.attname, 'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
                   'oid', a.atttypid, 'notnull', a.attnotnull, 'hasdefault', a.atthasdef,
                   'generated', a.attgenerated <> '',
                   'sequence', case when a.attidentity <> '' or a.atthasdef
                                 then pg_catalog.pg_get_serial_sequence(c.oid::regclass::text, a.attname) end) order by a.attnum)
                 from pg_catalog.pg_attribute a
                 where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::json) as columns
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

const CONSTRAINTS_SQL = `
select con.conname as name,
       con.contype::text as type,
       c1.relname as table_name,
       c2.relname as foreign_table,
       (select json_agg(a.attname order by k.ord)
          from unnest(con.conkey) with ordinality k(attnum, ord)
          join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
       (select json_agg(a.attname order by k.ord)
          from unnest(con.confkey) with ordinality k(attnum, ord)
          join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as foreign_columns
from pg_catalog.pg_constraint con
join pg_catalog.pg_class c1 on c1.oid = con.conrelid
join pg_catalog.pg_namespace n1 on n1.oid = c1.relnamespace
left join pg_catalog.pg_class c2 on c2.oid = con.confrelid
left join pg_catalog.pg_namespace n2 on n2.oid = c2.relnamespace
where n1.nspname = $1 and con.contype in ('p', 'u', 'f')
  and (con.contype <> 'f' or n2.nspname = $1)
order by con.conname`;

const UNIQUE_INDEXES_SQL = `
select c.relname as table_name,
       (select json_agg(a.attname order by k.ord)
          from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
          join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum) as columns
from pg_catalog.pg_index i
join pg_catalog.pg_class c on c.oid = i.indrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and i.indisunique and i.indpred is null and i.indexprs is null`;

const FUNCTIONS_SQL = `
select p.proname as name,
       p.proretset as retset,
       p.provolatile::text as volatility,
       p.pronargdefaults as ndefaults,
       p.prorows::float8 as rows,
       p.prorettype::int as rettype_oid,
       pg_catalog.format_type(p.prorettype, null) as rettype,
       t.typtype::text as typtype,
       rc.relname as ret_relname,
       rn.nspname as ret_relschema,
       coalesce((select json_agg(json_build_object(
                   'name', coalesce(p.proargnames[k.ord], ''),
                   'type', pg_catalog.format_type(k.typ, null),
                   'oid', k.typ,
                   'mode', coalesce(p.proargmodes[k.ord]::text, 'i')) order by k.ord)
                 from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(typ, ord)), '[]'::json) as args,
       coalesce((select json_agg(json_build_object(
                   'name', a.attname, 'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
                   'oid', a.atttypid, 'notnull', false, 'hasdefault', false, 'generated', false) order by a.attnum)
                 from pg_catalog.pg_attribute a
                 where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped), '[]'::json) as type_columns
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_type t on t.oid = p.prorettype
left join pg_catalog.pg_class rc on rc.oid = t.typrelid
left join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = $1 and p.prokind = 'f'
order by p.oid`;

// A view column's origin as PostgREST reads it: the `resorigtbl`/`resorigcol` of the view query's
// target entries in pg_rewrite. The top-level target list comes after the range table (which
// holds subqueries), so the last entry of a name is the view's own.
const VIEW_COLUMNS_SQL = `
select v.relname as view_name, m.entry[1] as column_name, t.relname as table_name, a.attname as table_column
from pg_catalog.pg_class v
join pg_catalog.pg_namespace vn on vn.oid = v.relnamespace
join pg_catalog.pg_rewrite r on r.ev_class = v.oid and r.rulename = '_RETURN'
cross join lateral regexp_matches(r.ev_action::text, ':resname (\\S+) :ressortgroupref [0-9]+ :resorigtbl ([0-9]+) :resorigcol ([0-9]+)', 'g')
  with ordinality as m(entry, ord)
join pg_catalog.pg_class t on t.oid = m.entry[2]::oid
join pg_catalog.pg_namespace tn on tn.oid = t.relnamespace
join pg_catalog.pg_attribute a on a.attrelid = t.oid and a.attnum = m.entry[3]::int2
where vn.nspname = $1 and v.relkind in ('v', 'm') and tn.nspname = $1
order by v.relname, m.ord`;

const TYPES_SQL = `
select t.typname as name, n.nspname as schema
from pg_catalog.pg_type t
join pg_catalog.pg_namespace n on n.oid = t.typnamespace
where n.nspname in ('pg_catalog', $1, 'public') and t.typisdefined and t.typtype in ('b', 'c', 'd', 'e', 'r', 'm')
  and not (t.typtype = 'c' and n.nspname = 'pg_catalog')`;

/** SQL spellings of built-in types that are not their pg_type names. */
const TYPE_ALIASES: Record<string, string> = {
  int: 'int4',
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  real: 'float4',
  float: 'float8',
  double: 'float8',
  decimal: 'numeric',
  boolean: 'bool',
  character: 'bpchar',
  char: 'bpchar',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
};

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function toColumn(row: ColumnRow): Column {
  return {
    name: row.name,
    type: row.type,
    typeOid: Number(row.oid),
    notNull: row.notnull,
    hasDefault: row.hasdefault,
    generated: row.generated,
    ...(typeof row.sequence === 'string' ? { sequence: row.sequence } : {}),
  };
}

function jsonArray<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'string') return JSON.parse(value) as T[];
  return [];
}

export async function loadCatalog(db: Queryable, schema: string): Promise<Catalog> {
  const inSchema = [schema];
  const tablesRes = await db.query<{ name: string; kind: string; rowtype: unknown; insertable: boolean; columns: unknown }>(TABLES_SQL, inSchema);
  const constraintsRes = await db.query<{
    name: string;
    type: string;
    table_name: string;
    foreign_table: string | null;
    columns: unknown;
    foreign_columns: unknown;
  }>(CONSTRAINTS_SQL, inSchema);
  const indexesRes = await db.query<{ table_name: string; columns: unknown }>(UNIQUE_INDEXES_SQL, inSchema);
  const functionsRes = await db.query<{
    name: string;
    retset: boolean;
    volatility: string;
    ndefaults: number;
    rows: unknown;
    rettype_oid: number;
    rettype: string;
    typtype: string;
    ret_relname: string | null;
    ret_relschema: string | null;
    args: unknown;
    type_columns: unknown;
  }>(FUNCTIONS_SQL, inSchema);
  const typesRes = await db.query<{ name: string; schema: string }>(TYPES_SQL, inSchema);
  const planRes = await db.query<{ value: string }>(PLAN_ENABLED_SQL);
  const viewColumnsRes = await db.query<{ view_name: string; column_name: string; table_name: string; table_column: string }>(VIEW_COLUMNS_SQL, inSchema);

  const tables = new Map<string, Table>();
  for (const row of tablesRes.rows) {
    const columnList = jsonArray<ColumnRow>(row.columns).map(toColumn);
    tables.set(row.name, {
      schema,
      name: row.name,
      kind: row.kind === 'v' || row.kind === 'm' ? 'view' : 'table',
      columns: new Map(columnList.map((c) => [c.name, c])),
      columnList,
      primaryKey: [],
      uniqueKeys: [],
      insertable: row.insertable,
      rowTypeOid: Number(row.rowtype),
    });
  }

  for (const row of viewColumnsRes.rows) {
    const view = tables.get(row.view_name);
    if (view === undefined || view.kind !== 'view' || !view.columns.has(row.column_name)) continue;
    view.columnSources ??= new Map();
    view.columnSources.set(row.column_name, { table: row.table_name, column: row.table_column });
  }

  const foreignKeys: ForeignKey[] = [];
  for (const row of constraintsRes.rows) {
    const table = tables.get(row.table_name);
    const columns = jsonArray<string>(row.columns);
    if (table === undefined) continue;
    if (row.type === 'p') {
      table.primaryKey = columns;
      table.uniqueKeys.push(columns);
    } else if (row.type === 'u') {
      table.uniqueKeys.push(columns);
    } else if (row.type === 'f' && row.foreign_table !== null && tables.has(row.foreign_table)) {
      foreignKeys.push({
        name: row.name,
        table: row.table_name,
        columns,
        foreignTable: row.foreign_table,
        foreignColumns: jsonArray<string>(row.foreign_columns),
      });
    }
  }
  for (const row of indexesRes.rows) {
    const table = tables.get(row.table_name);
    if (table !== undefined) table.uniqueKeys.push(jsonArray<string>(row.columns));
  }

  const functions = new Map<string, DbFunction[]>();
  for (const row of functionsRes.rows) {
    const args = jsonArray<{ name: string; type: string; oid: number; mode: string }>(row.args).map(
      (a): FunctionArg => ({ name: a.name, type: a.type, typeOid: Number(a.oid), mode: a.mode as FunctionArg['mode'] }),
    );
    const inArgs = args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outArgs = args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const oid = Number(row.rettype_oid);
    let returnKind: DbFunction['returnKind'];
    let outColumns: Column[] = [];
    let returnTable: string | undefined;
    if (oid === 2278) {
      returnKind = 'void';
    } else if (row.typtype === 'c') {
      returnKind = 'composite';
      outColumns = jsonArray<ColumnRow>(row.type_columns).map(toColumn);
      if (row.ret_relschema === schema && row.ret_relname !== null && tables.has(row.ret_relname)) returnTable = row.ret_relname;
    } else if (oid === 2249 && outArgs.length > 0) {
      returnKind = 'record';
      outColumns = outArgs.map((a) => ({ name: a.name, type: a.type, typeOid: a.typeOid, notNull: false, hasDefault: false, generated: false }));
    } else {
      returnKind = 'scalar';
    }
    const fn: DbFunction = {
      schema,
      name: row.name,
      inArgs,
      defaults: Number(row.ndefaults),
      returnsSet: row.retset,
      volatility: row.volatility as DbFunction['volatility'],
      returnType: row.rettype,
      returnTypeOid: oid,
      returnKind,
      outColumns,
      rows: Number(row.rows),
    };
    if (returnTable !== undefined) fn.returnTable = returnTable;
    const list = functions.get(row.name) ?? [];
    list.push(fn);
    functions.set(row.name, list);
  }

  const types = new Map<string, string>();
  for (const row of typesRes.rows) {
    // pg_catalog wins over a type of the same name elsewhere, as in any search_path; then the
    // exposed schema over public.
    const current = types.get(row.name);
    const wins = current === undefined || row.schema === 'pg_catalog' || (row.schema === schema && !current.startsWith('"pg_catalog".'));
    if (wins) types.set(row.name, `${quoteIdent(row.schema)}.${quoteIdent(row.name)}`);
  }
  for (const [alias, target] of Object.entries(TYPE_ALIASES)) {
    const resolved = types.get(target);
    if (resolved !== undefined && !types.has(alias)) types.set(alias, resolved);
  }

  return { schema, tables, foreignKeys, functions, types, planEnabled: settingIsTrue(planRes.rows[0]?.value), loadedAt: Date.now() };
}
