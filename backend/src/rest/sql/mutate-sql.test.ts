// What an insert that keeps column defaults (`missing=default`) binds: each value once, however
// many rows, and never more parameters than one statement may carry.
import type { Column, Table } from '../catalog/catalog';
import { SqlParams } from './fragments';
import { insertSql, type InsertSpec } from './mutate-sql';

function col(name: string): Column {
  return { name, type: 'text', typeOid: 25, notNull: false, hasDefault: true, generated: false };
}

const items: Table = {
  schema: 'public',
  name: 'items',
  kind: 'table',
  columns: new Map(['id', 'name', 'qty', 'note'].map((n) => [n, col(n)])),
  columnList: ['id', 'name', 'qty', 'note'].map(col),
  primaryKey: ['id'],
  uniqueKeys: [['id']],
  insertable: true,
  rowTypeOid: 0,
};

function spec(rowCount: number, columns: string[], missing: (row: number, column: number) => boolean): InsertSpec {
  return {
    table: items,
    body: '[]',
    isArray: true,
    rowCount,
    rowJson: (i) => `{"row":${i}}`,
    cellJson: (i, column) => `{"${column}":${i}}`,
    columns,
    missingDefault: Array.from({ length: rowCount }, (_, i) => columns.map((_c, j) => missing(i, j))),
    returning: 'count',
  };
}

describe('insertSql with missing=default', () => {
  it('binds each present cell once as its own one-key object, and leaves the rest to DEFAULT', () => {
    const p = new SqlParams();
    const { cte } = insertSql(spec(2, ['name', 'qty'], (row, column) => row === 1 && column === 1), p);
    expect(p.values).toEqual(['{"name":0}', '{"qty":0}', '{"name":1}']);
    expect(cte).toBe(
      'INSERT INTO "public"."items" AS "items" ("name", "qty") VALUES ' +
        '((json_populate_record(NULL::"public"."items", $1::json))."name", (json_populate_record(NULL::"public"."items", $2::json))."qty"), ' +
        '((json_populate_record(NULL::"public"."items", $3::json))."name", DEFAULT) RETURNING 1',
    );
  });

  it('binds whole rows instead when the cells would pass what one statement may bind', () => {
    const p = new SqlParams();
    const { cte } = insertSql(spec(10_000, ['id', 'name', 'qty', 'note'], (_row, column) => column === 0), p);
    expect(p.values).toHaveLength(10_000);
    expect(p.values[9_999]).toBe('{"row":9999}');
    expect(cte).toContain('(DEFAULT, (json_populate_record(NULL::"public"."items", $10000::json))."name", (json_populate_record(NULL::"public"."items", $10000::json))."qty"');
  });

  it('binds nothing for rows that are all defaults', () => {
    const p = new SqlParams();
    const { cte } = insertSql({ ...spec(3, [], () => true), missingDefault: null }, p);
    expect(p.values).toEqual([]);
    expect(cte).toBe('INSERT INTO "public"."items" AS "items" ("id") VALUES (DEFAULT), (DEFAULT), (DEFAULT) RETURNING 1');
  });
});
