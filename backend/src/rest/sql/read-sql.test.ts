import type { Catalog, Column, Table } from '../catalog/catalog';
import { RestError } from '../errors';
import { parseQuery } from '../parse/query-params';
import { planRead, tableSource } from '../plan/read-plan';
import { SqlParams, arrayLiteral, ident } from './fragments';
import { readStatement, rootSelect } from './read-sql';

function col(name: string, type = 'text'): Column {
  return { name, type, typeOid: 25, notNull: false, hasDefault: false, generated: false };
}

function table(name: string, columns: Column[], primaryKey: string[] = []): Table {
  return {
    schema: 'public',
    name,
    kind: 'table',
    columns: new Map(columns.map((c) => [c.name, c])),
    columnList: columns,
    primaryKey,
    uniqueKeys: primaryKey.length > 0 ? [primaryKey] : [],
    insertable: true,
    rowTypeOid: 0,
  };
}

const catalog: Catalog = {
  schema: 'public',
  tables: new Map([
    ['todos', table('todos', [col('id', 'bigint'), col('owner', 'uuid'), col('task'), col('data', 'json'), col('odd"name')], ['id'])],
    ['profiles', table('profiles', [col('id', 'uuid'), col('username')], ['id'])],
  ]),
  foreignKeys: [{ name: 'todos_owner_fkey', table: 'todos', columns: ['owner'], foreignTable: 'profiles', foreignColumns: ['id'] }],
  functions: new Map(),
  types: new Map([['text', '"pg_catalog"."text"']]),
  planEnabled: false,
  loadedAt: Date.now(),
};

function render(qs: string): { sql: string; params: (string | null)[] } {
  const plan = planRead(catalog, tableSource(catalog, 'todos'), parseQuery(qs, { isRpcRead: false }));
  const p = new SqlParams();
  const sql = readStatement(rootSelect(plan, '"public"."todos"', p), null, 'array', false);
  return { sql, params: p.values };
}

describe('read SQL', () => {
  it('binds every filter value and JSON key as a parameter', () => {
    const hostile = "x'); drop table todos; --";
    const { sql, params } = render(`select=id,data->>${encodeURIComponent("k'ey")}&task=eq.${encodeURIComponent(hostile)}&id=in.(1,2)`);
    expect(sql).not.toContain('drop table');
    // The key is bound; it only reappears as the quoted output name.
    expect(sql).toContain(`"todos"."data"->>$1::text AS "k'ey"`);
    expect(params).toEqual(["k'ey", hostile, '{"1","2"}']);
    expect(sql).toContain('"todos"."task" = $2');
    expect(sql).toContain('"todos"."id" = ANY($3)');
  });

  it('quotes identifiers, doubling embedded quotes', () => {
    const { sql } = render("select=%22odd%5C%22name%22");
    expect(sql).toContain('"todos"."odd""name" AS "odd""name"');
    expect(ident('a"b')).toBe('"a""b"');
  });

  it('embeds a many-to-one relationship as a lateral join on the foreign key', () => {
    const { sql } = render('select=task,owner:profiles(username)&owner.username=eq.ann');
    expect(sql).toContain('LEFT JOIN LATERAL');
    expect(sql).toContain('"profiles_1"."id" = "todos"."owner"');
    expect(sql).toContain('AS "owner"');
  });

  it('turns `*` into % for like and applies not', () => {
    const { sql, params } = render('task=not.ilike.*milk*');
    expect(sql).toContain('NOT ("todos"."task" ILIKE $1)');
    expect(params).toEqual(['%milk%']);
  });

  it('compares JSON paths of json columns as jsonb', () => {
    const { sql } = render('data->a=eq.1');
    expect(sql).toContain('to_jsonb("todos"."data")->$1::text = $2');
  });

  it('refuses names the catalog does not know, before any SQL exists', () => {
    expect(() => render('select=nope')).toThrow(RestError);
    expect(() => render('nope=eq.1')).toThrow('column todos.nope does not exist');
    expect(() => render('select=id::"text;drop"')).toThrow(RestError);
    expect(() => render('select=id,unknown_rel(*)')).toThrow("Could not find a relationship between 'todos' and 'unknown_rel' in the schema cache");
  });

  it('makes array literals that survive quotes and backslashes', () => {
    expect(arrayLiteral(['a', 'b,c', 'd"e', 'f\\g'])).toBe('{"a","b,c","d\\"e","f\\\\g"}');
  });
});
