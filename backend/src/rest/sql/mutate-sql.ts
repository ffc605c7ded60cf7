// INSERT / UPDATE / DELETE in PostgREST's shape: the statement runs in a `pgrst_source` CTE, and
// the response (count, representation, embeds) is selected from it. The JSON body is bound as one
// parameter and unpacked by Postgres (json_populate_recordset), so values are converted by the
// column types and big numbers keep every digit.
import type { Table } from '../catalog/catalog';
import { SqlParams, column, ident, qualified } from './fragments';

export interface InsertSpec {
  table: Table;
  /** The raw JSON body text. */
  body: string;
  isArray: boolean;
  rowCount: number;
  /** The text of row i (for a single object, i = 0, the object). */
  rowJson: (i: number) => string;
  /** `{"column": value}` with the value's text as row i has it. */
  cellJson: (i: number, column: string) => string;
  columns: string[];
  /** Which payload rows lack which columns, for `missing=default`; null when missing means NULL. */
  missingDefault: boolean[][] | null;
  onConflict?: { columns: string[]; action: 'update' | 'nothing' };
  /** Conditions on the body's rows (`"pgrst_body"`): PUT writes only the row its URL names. */
  where?: string[];
  returning: 'rows' | 'count';
}

/** Well under the 65,535 parameters one statement may bind, leaving room for the filters' own. */
const MAX_BOUND_CELLS = 30_000;

function payloadSql(spec: { body: string; isArray: boolean }, p: SqlParams): string {
  const body = `${p.add(spec.body)}::json`;
  return spec.isArray ? body : `json_build_array(${body})`;
}

function returningSql(table: Table, returning: 'rows' | 'count', withInserted: boolean): string {
  const alias = ident(table.name);
  const cols = returning === 'rows' ? `${alias}.*` : '1';
  return ` RETURNING ${cols}${withInserted ? `, (${alias}.xmax = 0) AS "pgrst_inserted"` : ''}`;
}

export function insertSql(spec: InsertSpec, p: SqlParams): { cte: string; countsInserted: boolean } {
  const t = qualified(spec.table.name, spec.table.schema);
  const target = `${t} AS ${ident(spec.table.name)}`;
  const rowType = `NULL::${t}`;
  let sql: string;
  if (spec.missingDefault === null && (spec.columns.length > 0 || spec.where !== undefined)) {
    const cols = spec.columns.map(ident).join(', ');
    const picked = spec.columns.map((c) => column('pgrst_body', c)).join(', ');
    const where = spec.where === undefined || spec.where.length === 0 ? '' : ` WHERE ${spec.where.join(' AND ')}`;
    sql = `INSERT INTO ${target} (${cols}) SELECT ${picked} FROM json_populate_recordset(${rowType}, ${payloadSql(spec, p)}) AS "pgrst_body"${where}`;
  } else {
    // Cells a row leaves out take the column default (`missing=default`, or an empty object).
    // Each cell is bound as its own one-key JSON object, so Postgres reads every value once;
    // indexing into the whole body (`body->i`) would re-read it up to row i for every cell. Past
    // what one statement may bind, each row is bound once instead (read once per cell).
    const cols = spec.columns.length > 0 ? spec.columns : [spec.table.columnList[0]?.name ?? ''];
    const perCell = spec.rowCount * cols.length <= MAX_BOUND_CELLS;
    const rows: string[] = [];
    for (let i = 0; i < spec.rowCount; i += 1) {
      const missing = spec.missingDefault?.[i];
      let rowParam: string | undefined;
      const cells = cols.map((c, j) => {
        if (spec.columns.length === 0 || missing === undefined || missing[j]) return 'DEFAULT';
        const bound = perCell ? p.add(spec.cellJson(i, c)) : (rowParam ??= p.add(spec.rowJson(i)));
        const value = `(json_populate_record(${rowType}, ${bound}::json)).${ident(c)}`;
        // PostgREST builds every row under missing=default as "all defaults, overwritten by the
        // row's keys", so a row that gives its own id still draws one from the sequence; drawing it
        // too keeps the ids the next rows get the same as on PostgREST.
        const sequence = spec.table.columns.get(c)?.sequence;
        // A caller without rights on the sequence is not refused for it (DEFAULT never needed them).
        if (spec.missingDefault === null || sequence === undefined) return value;
        const seq = p.add(sequence);
        return `CASE WHEN NOT has_sequence_privilege(${seq}, 'USAGE') THEN ${value} WHEN nextval(${seq}::regclass) IS NULL THEN NULL ELSE ${value} END`;
      });
      rows.push(`(${cells.join(', ')})`);
    }
    if (rows.length === 0) {
      const picked = cols.map((c) => column('pgrst_body', c)).join(', ');
      sql = `INSERT INTO ${target} (${cols.map(ident).join(', ')}) SELECT ${picked} FROM json_populate_recordset(${rowType}, '[]'::json) AS "pgrst_body"`;
    } else {
      sql = `INSERT INTO ${target} (${cols.map(ident).join(', ')}) VALUES ${rows.join(', ')}`;
    }
  }
  let countsInserted = false;
  if (spec.onConflict !== undefined) {
    const conflict = spec.onConflict.columns.map(ident).join(', ');
    if (spec.onConflict.action === 'nothing' || spec.columns.length === 0) {
      sql += ` ON CONFLICT (${conflict}) DO NOTHING`;
    } else {
      sql += ` ON CONFLICT (${conflict}) DO UPDATE SET ${spec.columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}`;
      // A merge that only updated answers 200; xmax tells inserted rows from updated ones.
      countsInserted = spec.table.kind === 'table';
    }
  }
  sql += returningSql(spec.table, spec.returning, countsInserted);
  return { cte: sql, countsInserted };
}

export interface UpdateSpec {
  table: Table;
  body: string;
  columns: string[];
  conditions: string[];
  /** `ctid = ANY(…)` selection for a limited update/delete, already rendered. */
  limitedTo?: string;
  returning: 'rows' | 'count';
}

export function updateSql(spec: UpdateSpec, p: SqlParams): string {
  const t = qualified(spec.table.name, spec.table.schema);
  const alias = ident(spec.table.name);
  const sets = spec.columns.map((c) => `${ident(c)} = ${column('pgrst_body', c)}`).join(', ');
  const where = [...spec.conditions, ...(spec.limitedTo === undefined ? [] : [spec.limitedTo])];
  return `UPDATE ${t} AS ${alias} SET ${sets} FROM (SELECT * FROM json_populate_record(NULL::${t}, ${p.add(spec.body)}::json)) AS "pgrst_body"${
    where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''
  }${spec.returning === 'rows' ? ` RETURNING ${alias}.*` : ' RETURNING 1'}`;
}

export interface DeleteSpec {
  table: Table;
  conditions: string[];
  limitedTo?: string;
  returning: 'rows' | 'count';
}

export function deleteSql(spec: DeleteSpec): string {
  const t = qualified(spec.table.name, spec.table.schema);
  const alias = ident(spec.table.name);
  const where = [...spec.conditions, ...(spec.limitedTo === undefined ? [] : [spec.limitedTo])];
  return `DELETE FROM ${t} AS ${alias}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}${
    spec.returning === 'rows' ? ` RETURNING ${alias}.*` : ' RETURNING 1'
  }`;
}
