// PostgREST's computed fields and computed relationships: a public function whose only required
// parameter is a table's row type. Returning a scalar, it reads like a column of that table
// (`select=id,full_name`, filterable and orderable); returning rows of a table (SETOF, or one row),
// it embeds like a relationship (`select=*,fn(*)`), to-one when it returns one row or says ROWS 1.
// The index is derived once per schema cache.
import type { Catalog, Column, DbFunction, Table } from '../catalog/catalog';
import type { Relationship } from '../catalog/relationships';
import { ident, qualified } from '../sql/fragments';

interface TableFunctions {
  fields: Map<string, DbFunction>;
  relations: Map<string, DbFunction>;
}

const cache = new WeakMap<Catalog, Map<string, TableFunctions>>();

function takesRowOf(fn: DbFunction, table: Table): boolean {
  const first = fn.inArgs[0];
  return first !== undefined && first.mode === 'i' && first.typeOid === table.rowTypeOid && fn.inArgs.length - fn.defaults <= 1;
}

function build(catalog: Catalog): Map<string, TableFunctions> {
  const byTable = new Map<string, TableFunctions>();
  const byRowType = new Map<number, Table>();
  for (const table of catalog.tables.values()) byRowType.set(table.rowTypeOid, table);
  for (const overloads of catalog.functions.values()) {
    for (const fn of overloads) {
      const table = fn.inArgs[0] === undefined ? undefined : byRowType.get(fn.inArgs[0].typeOid);
      if (table === undefined || !takesRowOf(fn, table)) continue;
      let entry = byTable.get(table.name);
      if (entry === undefined) {
        entry = { fields: new Map(), relations: new Map() };
        byTable.set(table.name, entry);
      }
      if (fn.returnKind === 'composite' && fn.returnTable !== undefined) entry.relations.set(fn.name, fn);
      else if (fn.returnKind === 'scalar' && !fn.returnsSet) entry.fields.set(fn.name, fn);
    }
  }
  return byTable;
}

function functionsOf(catalog: Catalog, table: string): TableFunctions | undefined {
  let index = cache.get(catalog);
  if (index === undefined) {
    index = build(catalog);
    cache.set(catalog, index);
  }
  return index.get(table);
}

/** The computed field `name` of `table` as a column the renderer calls the function for, if any. */
export function computedField(catalog: Catalog, table: string, name: string): Column | undefined {
  const fn = functionsOf(catalog, table)?.fields.get(name);
  if (fn === undefined) return undefined;
  return {
    name,
    type: fn.returnType,
    typeOid: fn.returnTypeOid,
    notNull: false,
    hasDefault: false,
    generated: true,
    computedBy: { fn: qualified(fn.name, catalog.schema), rowType: qualified(table, catalog.schema) },
  };
}

/** The computed relationship `name` from `table`, if a function provides one. */
export function computedRelationship(catalog: Catalog, table: string, name: string): Relationship | undefined {
  const fn = functionsOf(catalog, table)?.relations.get(name);
  if (fn === undefined || fn.returnTable === undefined) return undefined;
  const toOne = !fn.returnsSet || fn.rows === 1;
  return {
    schema: catalog.schema,
    table,
    foreignTable: fn.returnTable,
    cardinality: toOne ? 'many-to-one' : 'one-to-many',
    constraint: fn.name,
    columns: [],
    isSelf: table === fn.returnTable,
    computedBy: { fn: qualified(fn.name, catalog.schema), rowType: qualified(table, catalog.schema) },
  };
}
