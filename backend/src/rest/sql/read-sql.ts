// Renders a read plan as SQL in PostgREST's manner: the rows are turned into JSON by Postgres
// itself (json_agg / row_to_json), so every type prints exactly as Postgres prints it. Embeds are
// LATERAL subqueries joined on the foreign key, all inside the caller's transaction, so each embed
// is filtered by the caller's row-level security like the root.
import type { Column } from '../catalog/catalog';
import type { Field, OpExpr } from '../parse/ast';
import type { EmbedItem, PlannedLogic, PlannedOrder, ReadNode } from '../plan/read-plan';
import { outputNames } from '../plan/read-plan';
import { SqlParams, arrayLiteral, column, ident, qualified } from './fragments';

/** A field as SQL: the column, then its JSON path with keys and indexes bound as parameters. */
export function fieldSql(alias: string, field: Field, col: Column | undefined, p: SqlParams, forFilter = false): string {
  // A computed field is its function applied to the row (cast: a function's rows are a bare record).
  let sql = col?.computedBy === undefined ? column(alias, field.name) : `${col.computedBy.fn}(${ident(alias)}::${col.computedBy.rowType})`;
  if (field.jsonPath.length === 0) return sql;
  // json has no equality operator; PostgREST compares JSON paths of json columns as jsonb.
  if (forFilter && col?.type === 'json') sql = `to_jsonb(${sql})`;
  for (const op of field.jsonPath) {
    const operand = op.operand.kind === 'key' ? `${p.add(op.operand.value)}::text` : `${p.add(String(op.operand.value))}::int`;
    sql += `${op.arrow}${operand}`;
  }
  return sql;
}

const SIMPLE_SQL = { neq: '<>', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' } as const;
const QUANT_SQL = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*' } as const;
const FTS_SQL = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const;
const IS_SQL = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' } as const;

export function conditionSql(target: string, col: Column | undefined, expr: OpExpr, p: SqlParams): string {
  const op = expr.operation;
  let sql: string;
  switch (op.kind) {
    case 'simple':
      sql = `${target} ${SIMPLE_SQL[op.op]} ${p.add(op.value)}`;
      break;
    case 'quant': {
      const value = op.op === 'like' || op.op === 'ilike' ? op.value.replace(/\*/g, '%') : op.value;
      const bound = p.add(value);
      const rhs = op.quantifier === undefined ? bound : `${op.quantifier === 'any' ? 'ANY' : 'ALL'}(${bound})`;
      sql = `${target} ${QUANT_SQL[op.op]} ${rhs}`;
      break;
    }
    case 'in':
      sql = op.values.length === 1 && op.values[0] === '' ? `${target} = ANY('{}')` : `${target} = ANY(${p.add(arrayLiteral(op.values))})`;
      break;
    case 'is':
      sql = `${target} IS ${IS_SQL[op.value]}`;
      break;
    case 'isdistinct':
      sql = `${target} IS DISTINCT FROM ${p.add(op.value)}`;
      break;
    case 'fts': {
      // One placeholder may appear twice: both uses bind the same language.
      const lang = op.language === undefined ? '' : `${p.add(op.language)}::regconfig, `;
      const vector = col?.type === 'tsvector' ? target : `to_tsvector(${lang}${target})`;
      sql = `${vector} @@ ${FTS_SQL[op.op]}(${lang}${p.add(op.value)})`;
      break;
    }
  }
  return expr.negated ? `NOT (${sql})` : sql;
}

function logicSql(alias: string, tree: PlannedLogic, p: SqlParams): string {
  if (tree.type === 'filter') {
    const f = tree.filter;
    return conditionSql(fieldSql(alias, f.field, f.column, p, true), f.column, f.expr, p);
  }
  const inner = tree.children.map((c) => logicSql(alias, c, p)).join(tree.op === 'and' ? ' AND ' : ' OR ');
  return `${tree.negated ? 'NOT ' : ''}(${inner})`;
}

function orderSql(node: ReadNode, term: PlannedOrder, p: SqlParams): string {
  const expr = term.kind === 'field' ? fieldSql(node.alias, term.field, term.column, p) : `${ident(term.embed.lateralAlias)}.${ident(term.key)}`;
  const dir = term.direction === undefined ? '' : term.direction === 'asc' ? ' ASC' : ' DESC';
  const nulls = term.nulls === undefined ? '' : term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
  return `${expr}${dir}${nulls}`;
}

export interface RenderOptions {
  /** Only what decides which root rows exist: for the exact count. */
  forCount?: boolean;
  /** Leave out LIMIT/OFFSET (the caller adds its own, or counts). */
  skipRange?: boolean;
  /** Select this instead of the plan's items (e.g. ctid for a limited update). */
  selectList?: string;
}

export interface RenderedNode {
  items: string[];
  joins: string[];
  conditions: string[];
  groupBy: string[];
  /** The grouping columns as expressions, for a to-one embed whose items sit in a nested select. */
  groupExprs: string[];
  orderBy: string[];
  limit: string;
}

function itemSql(node: ReadNode, p: SqlParams): { items: string[]; grouped: boolean; groupBy: string[]; groupExprs: string[] } {
  const items: string[] = [];
  const groupBy: string[] = [];
  const groupExprs: string[] = [];
  let grouped = false;
  for (const item of node.items) {
    if (item.kind === 'field') {
      let expr: string;
      if (item.aggregate !== undefined) {
        grouped = true;
        const arg = item.column === undefined ? '*' : fieldSql(node.alias, item.field, item.column, p);
        const casted = item.cast !== undefined && item.column !== undefined ? `(${arg})::${item.cast}` : arg;
        expr = `${item.aggregate}(${casted})`;
        if (item.aggregateCast !== undefined) expr = `(${expr})::${item.aggregateCast}`;
      } else {
        expr = fieldSql(node.alias, item.field, item.column, p);
        if (item.cast !== undefined) expr = `(${expr})::${item.cast}`;
        groupBy.push(String(items.length + 1));
        groupExprs.push(expr);
      }
      items.push(`${expr} AS ${ident(item.outputName)}`);
      continue;
    }
    const lat = ident(item.lateralAlias);
    if (item.spread) {
      for (const name of outputNames(item.node)) {
        // A to-one spread's columns are the parent's own: aggregates beside them group by them.
        if (item.toOne) {
          groupBy.push(String(items.length + 1));
          groupExprs.push(`${lat}.${ident(name)}`);
        }
        items.push(item.toOne ? `${lat}.${ident(name)} AS ${ident(name)}` : `COALESCE(${lat}.${ident(name)}, '[]'::json) AS ${ident(name)}`);
      }
    } else if (!item.hidden) {
      items.push(item.toOne ? `${lat}."pgrst_obj" AS ${ident(item.outputName)}` : `COALESCE(${lat}."pgrst_obj", '[]'::json) AS ${ident(item.outputName)}`);
    }
  }
  return { items, grouped, groupBy, groupExprs };
}

function joinConditions(embed: EmbedItem, parentAlias: string): { from: string; conditions: string[] } {
  const rel = embed.relationship;
  const child = embed.node.alias;
  const conditions: string[] = [];
  if (rel.computedBy !== undefined) {
    return { from: `${rel.computedBy.fn}(${ident(parentAlias)}::${rel.computedBy.rowType}) AS ${ident(child)}`, conditions };
  }
  let from = `${qualified(rel.foreignTable, rel.schema)} AS ${ident(child)}`;
  if (rel.junction !== undefined && embed.junctionAlias !== undefined) {
    const j = rel.junction;
    const jAlias = embed.junctionAlias;
    const on = j.targetColumns.map(([jc, tc]) => `${column(jAlias, jc)} = ${column(child, tc)}`).join(' AND ');
    from += ` INNER JOIN ${qualified(j.table, rel.schema)} AS ${ident(jAlias)} ON ${on}`;
    conditions.push(...j.sourceColumns.map(([oc, jc]) => `${column(jAlias, jc)} = ${column(parentAlias, oc)}`));
  } else {
    conditions.push(...rel.columns.map(([oc, tc]) => `${column(child, tc)} = ${column(parentAlias, oc)}`));
  }
  return { from, conditions };
}

function rangeSql(range: ReadNode['range'], p: SqlParams): string {
  let sql = '';
  if (range.limit !== undefined) sql += ` LIMIT ${p.add(String(range.limit))}::bigint`;
  if (range.offset > 0) sql += ` OFFSET ${p.add(String(range.offset))}::bigint`;
  return sql;
}

function lateralSql(embed: EmbedItem, parentAlias: string, p: SqlParams): string {
  const node = embed.node;
  const { from, conditions } = joinConditions(embed, parentAlias);
  const r = renderNode(node, p);
  const where = [...conditions, ...r.conditions];
  const fromSql = [from, ...r.joins].join(' ');
  const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  const lat = ident(embed.lateralAlias);
  let body: string;
  let on = 'TRUE';
  const ordExtras = embed.relatedOrders.map((o) => `, ${fieldSql(node.alias, o.field, o.column, p)} AS ${ident(o.key)}`).join('');
  if (embed.toOne) {
    const selectList = embed.spread
      ? `${[...r.items, 'TRUE AS "pgrst_exists"'].join(', ')}`
      : `(SELECT row_to_json("pgrst_x") FROM (SELECT ${r.items.join(', ')}) "pgrst_x") AS "pgrst_obj"`;
    // Aggregates in a to-one embed (`rel(id.sum(), …)`, spread or not) group by its other columns.
    const group = r.groupExprs.length > 0 ? ` GROUP BY ${r.groupExprs.join(', ')}` : '';
    body = `SELECT ${selectList}${ordExtras} FROM ${fromSql}${whereSql}${group}`;
  } else {
    const group = r.groupBy.length > 0 ? ` GROUP BY ${r.groupBy.join(', ')}` : '';
    const order = r.orderBy.length > 0 ? ` ORDER BY ${r.orderBy.join(', ')}` : '';
    const inner = `SELECT ${r.items.join(', ')} FROM ${fromSql}${whereSql}${group}${order}${r.limit}`;
    if (embed.spread) {
      const aggs = outputNames(node).map((n) => `json_agg("pgrst_x".${ident(n)}) AS ${ident(n)}`);
      body = `SELECT ${[...aggs, 'count(*) AS "pgrst_n"'].join(', ')} FROM (${inner}) "pgrst_x"`;
      on = `${lat}."pgrst_n" > 0`;
    } else {
      body = `SELECT json_agg("pgrst_x") AS "pgrst_obj" FROM (${inner}) "pgrst_x"`;
      on = `${lat}."pgrst_obj" IS NOT NULL`;
    }
  }
  return embed.joinType === 'inner' ? `INNER JOIN LATERAL (${body}) AS ${lat} ON ${embed.toOne ? 'TRUE' : on}` : `LEFT JOIN LATERAL (${body}) AS ${lat} ON TRUE`;
}

export function renderNode(node: ReadNode, p: SqlParams, options: RenderOptions = {}): RenderedNode {
  const { items, grouped, groupBy, groupExprs } = options.forCount ? { items: [], grouped: false, groupBy: [], groupExprs: [] } : itemSql(node, p);
  const joins: string[] = [];
  for (const item of node.items) {
    if (item.kind !== 'embed') continue;
    const needed =
      !options.forCount || item.joinType === 'inner' || node.nullEmbedFilters.some((f) => f.embed === item);
    if (needed) joins.push(lateralSql(item, node.alias, p));
  }
  const conditions: string[] = [];
  for (const f of node.filters) conditions.push(conditionSql(fieldSql(node.alias, f.field, f.column, p, true), f.column, f.expr, p));
  for (const tree of node.logic) conditions.push(logicSql(node.alias, tree, p));
  for (const { embed, negated } of node.nullEmbedFilters) {
    const target = embed.spread ? (embed.toOne ? `${ident(embed.lateralAlias)}."pgrst_exists"` : `NULLIF(${ident(embed.lateralAlias)}."pgrst_n", 0)`) : `${ident(embed.lateralAlias)}."pgrst_obj"`;
    conditions.push(`${target} IS ${negated ? 'DISTINCT' : 'NOT DISTINCT'} FROM NULL`);
  }
  const orderBy = options.forCount ? [] : node.order.map((o) => orderSql(node, o, p));
  const limit = options.forCount || options.skipRange ? '' : rangeSql(node.range, p);
  return { items, joins, conditions, groupBy: grouped ? groupBy : [], groupExprs: grouped ? groupExprs : [], orderBy, limit };
}

/** `SELECT … FROM <source> AS <alias> … WHERE … ORDER BY … LIMIT …` for the root of a plan. */
export function rootSelect(node: ReadNode, sourceSql: string, p: SqlParams, options: RenderOptions = {}): string {
  const r = renderNode(node, p, options);
  const items = options.selectList ?? (options.forCount ? '1' : r.items.join(', '));
  const where = r.conditions.length > 0 ? ` WHERE ${r.conditions.join(' AND ')}` : '';
  const group = r.groupBy.length > 0 ? ` GROUP BY ${r.groupBy.join(', ')}` : '';
  const order = r.orderBy.length > 0 ? ` ORDER BY ${r.orderBy.join(', ')}` : '';
  return `SELECT ${items} FROM ${sourceSql} AS ${ident(node.alias)}${r.joins.length > 0 ? ` ${r.joins.join(' ')}` : ''}${where}${group}${order}${r.limit}`;
}

export type BodyShape = 'array' | 'object' | 'none' | 'csv';

/**
 * text/csv as PostgREST builds it: the first row's keys as the header, then each row as Postgres
 * prints a record without its parentheses (values as Postgres prints them: `t`/`f`, `{1,2}`,
 * numerics with their scale; NULL empty; quoting by record_out's rules), lines joined by `\n`.
 */
const CSV_BODY =
  `coalesce((SELECT string_agg("pgrst_k", ',') FROM json_object_keys((json_agg("_pgrst_t"))->0) AS "pgrst_k"), '') || E'\\n' || ` +
  `coalesce(string_agg(substring("_pgrst_t"::text, 2, length("_pgrst_t"::text) - 2), E'\\n'), '')`;

/** The JSON body expression over the rows of `_pgrst_t`, as text so big numbers survive. */
export function bodySql(shape: BodyShape, stripNulls: boolean): string {
  if (shape === 'csv') return CSV_BODY;
  const agg = stripNulls ? `json_strip_nulls(json_agg("_pgrst_t"))` : `json_agg("_pgrst_t")`;
  if (shape === 'none') return `NULL::text`;
  if (shape === 'object') return `coalesce((${agg})->0, 'null'::json)::text`;
  return `coalesce(${agg}, '[]'::json)::text`;
}

/**
 * The whole read: the total (when counted), how many rows this page has, and the body.
 * `countSql` is the root rendered `forCount`, or null when no count was asked for.
 */
export function readStatement(pageSql: string, countSql: string | null, shape: BodyShape, stripNulls: boolean): string {
  const total = countSql === null ? 'NULL::bigint' : `(SELECT count(*) FROM (${countSql}) "_pgrst_c")`;
  return `SELECT ${total} AS "total", count("_pgrst_t") AS "page", ${bodySql(shape, stripNulls)} AS "body" FROM (${pageSql}) "_pgrst_t"`;
}
