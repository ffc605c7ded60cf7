// Turns a parsed select/filter/order/range into a read plan whose every name has been checked
// against the catalog: columns exist, embeds resolve to exactly one relationship, casts name real
// types. The SQL renderer trusts this plan and quotes what it holds.
import type { Catalog, Column } from '../catalog/catalog';
import { findRelationship, isToOne, type Relationship } from '../catalog/relationships';
import { computedField, computedRelationship } from './computed';
import {
  RestError,
  notEmbedded,
  relatedOrderNotToOne,
  unacceptableFilter,
  undefinedColumn,
} from '../errors';
import type { AggregateFunction, EmbedPath, Field, LogicTree, OpExpr, OrderTerm, ParsedQuery, SelectItem } from '../parse/ast';

/** What a level of the plan reads from: a table/view, or the rows of a function. */
export interface Source {
  /** The table or view whose relationships embeds follow, if any. */
  relation?: string;
  /** How errors name it: `column <displayName>.x does not exist`. */
  displayName: string;
  columns: Map<string, Column>;
  columnList: Column[];
}

export interface FieldItem {
  kind: 'field';
  field: Field;
  /** The column the field reads; absent for `count()`. */
  column?: Column;
  outputName: string;
  /** Qualified, quoted type name from the catalog. */
  cast?: string;
  aggregate?: AggregateFunction;
  aggregateCast?: string;
}

export interface RelatedOrder {
  key: string;
  field: Field;
  column: Column;
}

export interface EmbedItem {
  kind: 'embed';
  outputName: string;
  relationship: Relationship;
  node: ReadNode;
  joinType: 'inner' | 'left';
  spread: boolean;
  toOne: boolean;
  /** `rel()`: used for filtering only, left out of the output (as PostgREST does). */
  hidden: boolean;
  lateralAlias: string;
  junctionAlias?: string;
  /** Expressions the parent orders by, computed inside this (to-one) embed. */
  relatedOrders: RelatedOrder[];
}

export type PlanItem = FieldItem | EmbedItem;

export interface PlannedFilter {
  field: Field;
  column: Column;
  expr: OpExpr;
}

export type PlannedLogic =
  | { type: 'filter'; filter: PlannedFilter }
  | { type: 'expr'; negated: boolean; op: 'and' | 'or'; children: PlannedLogic[] };

export type PlannedOrder =
  | { kind: 'field'; field: Field; column: Column; direction?: 'asc' | 'desc'; nulls?: 'first' | 'last' }
  | { kind: 'related'; embed: EmbedItem; key: string; direction?: 'asc' | 'desc'; nulls?: 'first' | 'last' };

export interface ReadNode {
  source: Source;
  alias: string;
  depth: number;
  items: PlanItem[];
  filters: PlannedFilter[];
  logic: PlannedLogic[];
  nullEmbedFilters: { embed: EmbedItem; negated: boolean }[];
  order: PlannedOrder[];
  range: { offset: number; limit?: number };
}

export function tableSource(catalog: Catalog, name: string): Source {
  const table = catalog.tables.get(name);
  if (table === undefined) throw new RestError(404, 'PGRST205', `Could not find the table '${catalog.schema}.${name}' in the schema cache`);
  return { relation: name, displayName: name, columns: table.columns, columnList: table.columnList };
}

function outputNameOf(item: { field: Field; alias?: string; aggregate?: AggregateFunction }): string {
  if (item.alias !== undefined) return item.alias;
  if (item.aggregate !== undefined) return item.aggregate;
  const path = item.field.jsonPath;
  const last = path[path.length - 1];
  if (last === undefined) return item.field.name;
  if (last.operand.kind === 'key') return last.operand.value;
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const op = path[i]?.operand;
    if (op?.kind === 'key') return op.value;
  }
  return item.field.name;
}

interface Counter {
  next: number;
}

class Planner {
  constructor(
    private readonly catalog: Catalog,
    private readonly counter: Counter = { next: 1 },
  ) {}

  /** `sqlAlias`: an embedded level's alias (`messages_1`), which Postgres names in PostgREST's 42703. */
  column(source: Source, field: Field, sqlAlias?: string): Column {
    const col = source.columns.get(field.name) ?? (source.relation === undefined ? undefined : computedField(this.catalog, source.relation, field.name));
    if (col === undefined) throw undefinedColumn(sqlAlias ?? source.displayName, field.name);
    return col;
  }

  castType(name: string): string {
    const type = this.catalog.types.get(name);
    if (type === undefined) throw new RestError(400, '42704', `type "${name}" does not exist`);
    return type;
  }

  node(source: Source, alias: string, depth: number, select: SelectItem[]): ReadNode {
    const node: ReadNode = {
      source,
      alias,
      depth,
      items: [],
      filters: [],
      logic: [],
      nullEmbedFilters: [],
      order: [],
      range: { offset: 0 },
    };
    for (const item of select) {
      if (item.type === 'field') {
        if (item.field.name === '*' && item.aggregate === undefined) {
          for (const col of source.columnList) {
            node.items.push({ kind: 'field', field: { name: col.name, jsonPath: [] }, column: col, outputName: col.name });
          }
          continue;
        }
        const planned: FieldItem = { kind: 'field', field: item.field, outputName: outputNameOf(item) };
        if (item.field.name === '*') {
          planned.aggregate = 'count';
        } else if (item.field.name === 'count' && item.field.jsonPath.length === 0 && !source.columns.has('count') && depth > 0) {
          // `rel(count)`: the embedded row count, as supabase-js documents it.
          planned.aggregate = 'count';
          planned.field = { name: '*', jsonPath: [] };
        } else {
          planned.column = this.column(source, item.field, depth > 0 ? alias : undefined);
          if (item.aggregate !== undefined) planned.aggregate = item.aggregate;
        }
        if (item.cast !== undefined) planned.cast = this.castType(item.cast);
        if (item.aggregateCast !== undefined) planned.aggregateCast = this.castType(item.aggregateCast);
        node.items.push(planned);
        continue;
      }
      const embed = this.embed(source, node, item);
      if (embedsOf(node).some((e) => e.outputName === embed.outputName)) throw embeddedTwice(source, embed);
      node.items.push(embed);
    }
    return node;
  }

  embed(parentSource: Source, parent: ReadNode, item: Extract<SelectItem, { type: 'relation' }>): EmbedItem {
    if (parentSource.relation === undefined) {
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${parentSource.displayName}' and '${item.name}' in the schema cache`,
        `Searched for a foreign key relationship between '${parentSource.displayName}' and '${item.name}' in the schema '${this.catalog.schema}', but no matches were found.`,
      );
    }
    // A function of the parent row comes first: PostgREST lets computed relationships override detected ones.
    const computed = item.hint === undefined ? computedRelationship(this.catalog, parentSource.relation, item.name) : undefined;
    const rel = computed ?? findRelationship(this.catalog, parentSource.relation, item.name, item.hint);
    const depth = parent.depth + 1;
    const childSource = tableSource(this.catalog, rel.foreignTable);
    const n = this.counter.next;
    this.counter.next += 1;
    const child = this.node(childSource, `${rel.foreignTable}_${depth}`, depth, item.children);
    const embed: EmbedItem = {
      kind: 'embed',
      outputName: item.alias ?? item.name,
      relationship: rel,
      node: child,
      joinType: item.joinType ?? 'left',
      spread: item.spread,
      toOne: isToOne(rel),
      hidden: item.children.length === 0 && !item.spread,
      lateralAlias: `pgrst_lat_${n}`,
      relatedOrders: [],
    };
    if (rel.junction !== undefined) embed.junctionAlias = `pgrst_jn_${n}`;
    return embed;
  }

  logic(source: Source, tree: LogicTree): PlannedLogic {
    if (tree.type === 'filter') {
      return { type: 'filter', filter: { field: tree.filter.field, column: this.column(source, tree.filter.field), expr: tree.filter.expr } };
    }
    return { type: 'expr', negated: tree.negated, op: tree.op, children: tree.children.map((c) => this.logic(source, c)) };
  }
}

/**
 * One table embedded twice under one name (`users!first_user(*), users!second_user(*)`): PostgREST
 * names both joins `<parent>_<name>_<depth>` and Postgres refuses the query with 42712, so the
 * client has to alias them. The same answer here, instead of one embed silently hiding the other.
 */
function embeddedTwice(parent: Source, embed: EmbedItem): RestError {
  const name = `${parent.relation ?? parent.displayName}_${embed.outputName}_${embed.node.depth}`;
  return new RestError(400, '42712', `table name "${name}" specified more than once`);
}

function embedsOf(node: ReadNode): EmbedItem[] {
  return node.items.filter((i): i is EmbedItem => i.kind === 'embed');
}

function findNode(root: ReadNode, path: EmbedPath): ReadNode {
  let node = root;
  for (const name of path) {
    const next = embedsOf(node).find((e) => e.outputName === name);
    if (next === undefined) throw notEmbedded(name);
    node = next.node;
  }
  return node;
}

export interface ReadPlanOptions {
  /** Writes apply root filters to the statement itself, not to the returned representation. */
  rootFiltersApplied?: boolean;
  /** The Range header, intersected with the root limit/offset. */
  rangeHeader?: { offset: number; limit?: number } | null;
}

export function planRead(catalog: Catalog, source: Source, query: ParsedQuery, options: ReadPlanOptions = {}): ReadNode {
  const planner = new Planner(catalog);
  const root = planner.node(source, source.displayName, 0, query.select);

  for (const { path, filter } of query.filters) {
    if (path.length === 0 && options.rootFiltersApplied) continue;
    const node = findNode(root, path);
    const embed = filter.field.jsonPath.length === 0 && !node.source.columns.has(filter.field.name)
      ? embedsOf(node).find((e) => e.outputName === filter.field.name)
      : undefined;
    if (embed !== undefined) {
      const op = filter.expr.operation;
      if (op.kind !== 'is' || (op.value !== 'null' && op.value !== 'not_null')) throw unacceptableFilter(embed.outputName);
      // `rel=is.null` / `rel=not.is.null`, possibly negated again by `not.`.
      const isNotNull = (op.value === 'not_null') !== filter.expr.negated;
      node.nullEmbedFilters.push({ embed, negated: isNotNull });
      continue;
    }
    node.filters.push({ field: filter.field, column: planner.column(node.source, filter.field, node.depth > 0 ? node.alias : undefined), expr: filter.expr });
  }

  for (const { path, tree } of query.logic) {
    if (path.length === 0 && options.rootFiltersApplied) continue;
    const node = findNode(root, path);
    node.logic.push(planner.logic(node.source, tree));
  }

  for (const { path, terms } of query.orders) {
    const node = findNode(root, path);
    node.order.push(...terms.map((term) => planOrder(planner, node, term)));
  }

  for (const range of query.ranges) {
    const node = findNode(root, range.path);
    node.range = { offset: range.offset };
    if (range.limit !== undefined) node.range.limit = range.limit;
  }

  const header = options.rangeHeader;
  if (header !== undefined && header !== null) {
    // Both the query's limit/offset and the Range header restrict the root: take their overlap.
    const q = root.range;
    const start = Math.max(q.offset, header.offset);
    const ends = [q.limit === undefined ? Infinity : q.offset + q.limit, header.limit === undefined ? Infinity : header.offset + header.limit];
    const end = Math.min(...ends);
    root.range = { offset: start };
    if (end !== Infinity) root.range.limit = Math.max(0, end - start);
  }
  return root;
}

function planOrder(planner: Planner, node: ReadNode, term: OrderTerm): PlannedOrder {
  const extra: { direction?: 'asc' | 'desc'; nulls?: 'first' | 'last' } = {};
  if (term.direction !== undefined) extra.direction = term.direction;
  if (term.nulls !== undefined) extra.nulls = term.nulls;
  if (term.relation === undefined) {
    return { kind: 'field', field: term.field, column: planner.column(node.source, term.field), ...extra };
  }
  const embed = embedsOf(node).find((e) => e.outputName === term.relation);
  if (embed === undefined) throw notEmbedded(term.relation);
  if (!embed.toOne) throw relatedOrderNotToOne(node.source.displayName, term.relation);
  const key = `pgrst_ord_${embed.relatedOrders.length}`;
  embed.relatedOrders.push({ key, field: term.field, column: planner.column(embed.node.source, term.field) });
  return { kind: 'related', embed, key, ...extra };
}

/** The names an embed contributes to its parent's output (several for a spread). */
export function outputNames(node: ReadNode): string[] {
  const names: string[] = [];
  for (const item of node.items) {
    if (item.kind === 'field') names.push(item.outputName);
    else if (item.spread) names.push(...outputNames(item.node));
    else if (!item.hidden) names.push(item.outputName);
  }
  return names;
}
