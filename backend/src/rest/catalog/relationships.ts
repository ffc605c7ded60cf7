// Relationships between the tables of one exposed schema, derived from foreign keys the way PostgREST derives them,
// and the lookup that resolves an embed (`rel!hint(...)`) to exactly one of them.
import { RestError, type JsonValue } from '../errors';
import type { Catalog, ForeignKey, Table } from './catalog';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** (origin column, junction column) */
  sourceColumns: [string, string][];
  /** (junction column, target column) */
  targetColumns: [string, string][];
}

export interface Relationship {
  /** The schema of both ends (and of a junction). */
  schema: string;
  table: string;
  foreignTable: string;
  cardinality: Cardinality;
  /** The FK constraint (for many-to-many: the junction table's name). */
  constraint: string;
  /** (origin column, target column) pairs joined by equality; empty for many-to-many. */
  columns: [string, string][];
  junction?: Junction;
  isSelf: boolean;
  /** A computed relationship: the rows come from this function called with the parent row. */
  computedBy?: { fn: string; rowType: string };
}

export function isToOne(rel: Relationship): boolean {
  return rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function zip(a: string[], b: string[]): [string, string][] {
  return a.map((x, i) => [x, b[i] as string]);
}

const cache = new WeakMap<Catalog, Map<string, Relationship[]>>();

/** Every relationship whose origin is `table`. */
export function relationshipsFrom(catalog: Catalog, table: string): Relationship[] {
  let byTable = cache.get(catalog);
  if (byTable === undefined) {
    byTable = buildAll(catalog);
    cache.set(catalog, byTable);
  }
  return byTable.get(table) ?? [];
}

/** Where a foreign key's columns can be read: the table itself, and every view showing all of them. */
function holders(viewsOver: Map<string, Table[]>, table: string, columns: string[]): { name: string; columns: string[] }[] {
  const found = [{ name: table, columns }];
  for (const view of viewsOver.get(table) ?? []) {
    const mapped: string[] = [];
    for (const c of columns) {
      const viewColumn = [...(view.columnSources ?? [])].find(([, src]) => src.table === table && src.column === c)?.[0];
      if (viewColumn === undefined) break;
      mapped.push(viewColumn);
    }
    if (mapped.length === columns.length) found.push({ name: view.name, columns: mapped });
  }
  return found;
}

function buildAll(catalog: Catalog): Map<string, Relationship[]> {
  const all: Relationship[] = [];
  const m2oByTable = new Map<string, { fk: ForeignKey; rel: Relationship }[]>();
  // Views carry their tables' foreign keys, as PostgREST infers them from the view's columns.
  const viewsOver = new Map<string, Table[]>();
  for (const view of catalog.tables.values()) {
    for (const table of new Set([...(view.columnSources?.values() ?? [])].map((src) => src.table))) {
      const list = viewsOver.get(table) ?? [];
      list.push(view);
      viewsOver.set(table, list);
    }
  }
  for (const fk of catalog.foreignKeys) {
    const holder = catalog.tables.get(fk.table);
    const unique = holder !== undefined && holder.uniqueKeys.some((key) => sameSet(key, fk.columns));
    for (const origin of holders(viewsOver, fk.table, fk.columns)) {
      for (const target of holders(viewsOver, fk.foreignTable, fk.foreignColumns)) {
        const isSelf = origin.name === target.name;
        const forward: Relationship = {
          schema: catalog.schema,
          table: origin.name,
          foreignTable: target.name,
          cardinality: unique ? 'one-to-one' : 'many-to-one',
          constraint: fk.name,
          columns: zip(origin.columns, target.columns),
          isSelf,
        };
        const backward: Relationship = {
          schema: catalog.schema,
          table: target.name,
          foreignTable: origin.name,
          cardinality: unique ? 'one-to-one' : 'one-to-many',
          constraint: fk.name,
          columns: zip(target.columns, origin.columns),
          isSelf,
        };
        all.push(forward, backward);
        if (!unique && origin.name === fk.table && target.name === fk.foreignTable) {
          const list = m2oByTable.get(fk.table) ?? [];
          list.push({ fk, rel: forward });
          m2oByTable.set(fk.table, list);
        }
      }
    }
  }
  // A junction: a table whose two many-to-one keys are both part of its primary key.
  for (const [junctionName, rels] of m2oByTable) {
    const pk = catalog.tables.get(junctionName)?.primaryKey ?? [];
    for (const a of rels) {
      for (const b of rels) {
        if (a.fk.name === b.fk.name) continue;
        const cols = [...a.fk.columns, ...b.fk.columns];
        if (!cols.every((c) => pk.includes(c))) continue;
        all.push({
          schema: catalog.schema,
          table: a.fk.foreignTable,
          foreignTable: b.fk.foreignTable,
          cardinality: 'many-to-many',
          constraint: junctionName,
          columns: [],
          junction: {
            table: junctionName,
            constraint1: a.fk.name,
            constraint2: b.fk.name,
            sourceColumns: zip(a.fk.foreignColumns, a.fk.columns),
            targetColumns: zip(b.fk.columns, b.fk.foreignColumns),
          },
          isSelf: a.fk.foreignTable === b.fk.foreignTable,
        });
      }
    }
  }
  const byTable = new Map<string, Relationship[]>();
  for (const rel of all) {
    const list = byTable.get(rel.table) ?? [];
    list.push(rel);
    byTable.set(rel.table, list);
  }
  return byTable;
}

function singleOrigin(rel: Relationship): string | undefined {
  return rel.columns.length === 1 ? rel.columns[0]?.[0] : undefined;
}

function singleTarget(rel: Relationship): string | undefined {
  return rel.columns.length === 1 ? rel.columns[0]?.[1] : undefined;
}

function matchesConstraint(rel: Relationship, name: string): boolean {
  return rel.cardinality !== 'many-to-many' && rel.constraint === name;
}

/** The one relationship `origin?select=target!hint(...)` means; PGRST200 / PGRST201 otherwise. */
export function findRelationship(catalog: Catalog, origin: string, target: string, hint: string | undefined): Relationship {
  const targetIsView = (rel: Relationship) => catalog.tables.get(rel.foreignTable)?.kind === 'view';
  const matches = relationshipsFrom(catalog, origin).filter((rel) => {
    if (rel.isSelf && rel.cardinality !== 'many-to-many' && rel.cardinality !== 'one-to-one') {
      if (hint === undefined) {
        return (
          (target === rel.foreignTable && rel.cardinality === 'one-to-many') ||
          (singleOrigin(rel) === target && rel.cardinality === 'many-to-one')
        );
      }
      return target === rel.foreignTable && rel.cardinality === 'one-to-many' && singleTarget(rel) === hint;
    }
    if (hint === undefined) {
      return (
        target === rel.foreignTable ||
        (matchesConstraint(rel, target) && !targetIsView(rel)) ||
        (rel.cardinality !== 'many-to-many' && singleOrigin(rel) === target && !targetIsView(rel))
      );
    }
    return (
      target === rel.foreignTable &&
      (matchesConstraint(rel, hint) ||
        (rel.cardinality !== 'many-to-many' && (singleOrigin(rel) === hint || singleTarget(rel) === hint)) ||
        (rel.cardinality === 'many-to-many' && rel.junction?.table === hint))
    );
  });
  if (matches.length === 1) return matches[0] as Relationship;
  if (matches.length === 0) {
    const details = `Searched for a foreign key relationship between '${origin}' and '${target}'${
      hint === undefined ? '' : ` using the hint '${hint}'`
    } in the schema '${catalog.schema}', but no matches were found.`;
    return raise(new RestError(400, 'PGRST200', `Could not find a relationship between '${origin}' and '${target}' in the schema cache`, details));
  }
  const fmt = (cols: string[]) => `(${cols.join(', ')})`;
  const details: JsonValue = matches.map((rel) => {
    if (rel.junction !== undefined) {
      const j = rel.junction;
      return {
        cardinality: rel.cardinality,
        embedding: `${rel.table} with ${rel.foreignTable}`,
        relationship: `${j.table} using ${j.constraint1}${fmt(j.sourceColumns.map((c) => c[1]))} and ${j.constraint2}${fmt(j.targetColumns.map((c) => c[0]))}`,
      };
    }
    return {
      cardinality: rel.cardinality,
      embedding: `${rel.table} with ${rel.foreignTable}`,
      relationship: `${rel.constraint} using ${rel.table}${fmt(rel.columns.map((c) => c[0]))} and ${rel.foreignTable}${fmt(rel.columns.map((c) => c[1]))}`,
    };
  });
  const options = matches.map((rel) => `'${rel.foreignTable}!${rel.constraint}'`).join(', ');
  return raise(
    new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
      details,
      `Try changing '${target}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
    ),
  );
}

function raise(error: RestError): never {
  throw error;
}
