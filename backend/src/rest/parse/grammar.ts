// PostgREST's query-string grammar (ApiRequest/QueryParams.hs), rewritten for this server:
// field names, JSON paths, select lists with embeds, operator expressions, logic trees and order.
import type { Cursor } from './cursor';
import type {
  AggregateFunction,
  Field,
  FtsOperator,
  IsValue,
  JsonOperation,
  LogicTree,
  OpExpr,
  Operation,
  OrderTerm,
  QuantOperator,
  SelectItem,
  SimpleOperator,
} from './ast';

const FIELD_NAME = 'field name (* or [a..z0..9_$])';
const IDENT_CHAR = /^[\p{L}\p{N}_ $]$/u;

function isIdentChar(ch: string | undefined): boolean {
  return ch !== undefined && IDENT_CHAR.test(ch);
}

/** `[letters digits _ $ space]+`, trimmed. */
export function identifier(c: Cursor): string {
  const start = c.pos;
  while (isIdentChar(c.peek())) c.pos += 1;
  if (c.pos === start) c.fail('letter or digit');
  return c.src.slice(start, c.pos).trim();
}

/** `"…"` with backslash escapes. */
export function quotedValue(c: Cursor): string {
  c.expect('"');
  let out = '';
  for (;;) {
    const ch = c.peek();
    if (ch === undefined) c.fail('"\\"" or any character');
    c.pos += 1;
    if (ch === '"') return out;
    if (ch === '\\') {
      const next = c.peek();
      if (next === undefined) c.fail('any character');
      out += next;
      c.pos += 1;
    } else {
      out += ch;
    }
  }
}

/** Parts joined by dashes, where a dash followed by `>` starts a JSON arrow instead. */
function sepByDash(c: Cursor, part: (c: Cursor) => string): string {
  const parts = [part(c)];
  while (c.peek() === '-' && c.peek(1) !== '>') {
    c.pos += 1;
    parts.push(part(c));
  }
  return parts.join('-');
}

export function fieldName(c: Cursor): string {
  if (c.peek() === '"') return quotedValue(c);
  if (!isIdentChar(c.peek())) c.fail(FIELD_NAME);
  return sepByDash(c, identifier);
}

function jsonKeyIdentifier(c: Cursor): string {
  const start = c.pos;
  while (c.peek() !== undefined && !'(-:.,>)'.includes(c.peek() as string)) c.pos += 1;
  if (c.pos === start) c.fail('any non reserved character different from: .,>()');
  return c.src.slice(start, c.pos).trim();
}

function jsonKeyName(c: Cursor): string {
  if (c.peek() === '"') return quotedValue(c);
  return sepByDash(c, jsonKeyIdentifier);
}

function jsonIndex(c: Cursor): number {
  const start = c.pos;
  c.take('-');
  const digitsStart = c.pos;
  while (/[0-9]/.test(c.peek() ?? '')) c.pos += 1;
  if (c.pos === digitsStart) c.fail('digit');
  const atEnd = c.eof || c.startsWith('->') || c.startsWith('::') || c.startsWith('.') || c.startsWith(',');
  if (!atEnd) c.fail('digit, "->", "::", ".", "," or end of input');
  return Number(c.src.slice(start, c.pos));
}

export function jsonPath(c: Cursor): JsonOperation[] {
  const path: JsonOperation[] = [];
  for (;;) {
    let arrow: '->' | '->>';
    if (c.take('->>')) arrow = '->>';
    else if (c.take('->')) arrow = '->';
    else return path;
    const index = c.attempt(() => jsonIndex(c));
    if (index !== undefined && Number.isSafeInteger(index)) {
      path.push({ arrow, operand: { kind: 'index', value: index } });
    } else {
      path.push({ arrow, operand: { kind: 'key', value: jsonKeyName(c) } });
    }
  }
}

/** A field with its JSON path, spaces allowed around it. */
export function field(c: Cursor): Field {
  c.skipSpaces();
  const name = fieldName(c);
  const path = jsonPath(c);
  c.skipSpaces();
  return { name, jsonPath: path };
}

// ---- select ----

function atItemEnd(c: Cursor): boolean {
  return c.eof || c.peek() === ')' || c.peek() === ',';
}

function requireItemEnd(c: Cursor, expecting: string): void {
  if (!atItemEnd(c)) c.fail(expecting);
}

function alias(c: Cursor): string | undefined {
  const start = c.pos;
  const name = c.attempt(() => fieldName(c));
  if (name === undefined) return undefined;
  if (c.peek() !== ':' || c.peek(1) === ':') {
    // Most items have no alias: noted and rewound, as a failed attempt would be, without a throw.
    c.note('":"');
    c.pos = start;
    return undefined;
  }
  c.pos += 1;
  return name;
}

function embedParams(c: Cursor): { hint?: string; joinType?: 'inner' | 'left' } {
  const out: { hint?: string; joinType?: 'inner' | 'left' } = {};
  for (let i = 0; i < 2 && c.peek() === '!'; i += 1) {
    c.pos += 1;
    const keyword = ['left', 'inner'].find((k) => c.startsWith(k) && '!('.includes(c.peek(k.length) ?? 'x'));
    if (keyword !== undefined) {
      c.pos += keyword.length;
      out.joinType ??= keyword as 'inner' | 'left';
    } else {
      out.hint ??= fieldName(c);
    }
  }
  return out;
}

const AGGREGATES: AggregateFunction[] = ['sum', 'avg', 'count', 'max', 'min'];

function castSuffix(c: Cursor): string | undefined {
  if (!c.startsWith('::')) return undefined;
  c.pos += 2;
  return identifier(c);
}

function selectField(c: Cursor): SelectItem {
  c.skipSpaces();
  const star =
    !c.lacks('*') &&
    c.attempt(() => {
      c.expect('*');
      requireItemEnd(c, '")", "," or end of input');
      return true;
    });
  if (star) return { type: 'field', field: { name: '*', jsonPath: [] } };

  const itemStart = c.pos;
  const countAlias = alias(c);
  const countAll = c.lacks('count()')
    ? undefined
    : c.attempt(() => {
        c.expect('count()');
        const aggregateCast = castSuffix(c);
        c.skipSpaces();
        requireItemEnd(c, '"::", ")", "," or end of input');
        const item: SelectItem = { type: 'field', field: { name: '*', jsonPath: [] }, aggregate: 'count' };
        if (countAlias !== undefined) item.alias = countAlias;
        if (aggregateCast !== undefined) item.aggregateCast = aggregateCast;
        return item;
      });
  if (countAll !== undefined) return countAll;
  c.pos = itemStart;

  const a = alias(c);
  const f = field(c);
  const cast = castSuffix(c);
  const aggregate = c.lacks('.')
    ? undefined
    : c.attempt(() => {
        c.expect('.');
        const fn = AGGREGATES.find((name) => c.startsWith(`${name}()`));
        if (fn === undefined) c.fail('aggregate function (sum, avg, count, max, min)');
        c.pos += fn.length + 2;
        return fn;
      });
  const aggregateCast = castSuffix(c);
  c.skipSpaces();
  requireItemEnd(c, '"->", "::", ".", ")", "," or end of input');
  const item: SelectItem = { type: 'field', field: f };
  if (a !== undefined) item.alias = a;
  if (cast !== undefined) item.cast = cast;
  if (aggregate !== undefined) item.aggregate = aggregate;
  if (aggregateCast !== undefined) item.aggregateCast = aggregateCast;
  return item;
}

type RelationHead = Omit<Extract<SelectItem, { type: 'relation' }>, 'children'>;

/** The head of an embed, up to its `(`; undefined (the failure noted) when no `(` follows. */
function relationHead(c: Cursor, spread: boolean): RelationHead | undefined {
  c.skipSpaces();
  let a: string | undefined;
  if (spread) {
    c.expect('...');
  } else {
    a = alias(c);
  }
  const name = fieldName(c);
  if (!spread && name === 'count') c.fail('"("');
  const params = embedParams(c);
  c.skipSpaces();
  if (c.peek() !== '(') {
    c.note('"("');
    return undefined;
  }
  const head: RelationHead = { type: 'relation', name, spread };
  if (a !== undefined) head.alias = a;
  if (params.hint !== undefined) head.hint = params.hint;
  if (params.joinType !== undefined) head.joinType = params.joinType;
  return head;
}

const MAX_DEPTH = 16;

/** A `...` spread embed's head, tried only when `...` comes next (the failure noted otherwise). */
function spreadHead(c: Cursor): RelationHead | undefined {
  const start = c.pos;
  c.skipSpaces();
  const absent = c.lacks('...');
  c.pos = start;
  if (absent) return undefined;
  const head = c.attempt(() => relationHead(c, true));
  if (head === undefined) c.pos = start;
  return head;
}

function selectItem(c: Cursor, depth: number): SelectItem {
  const start = c.pos;
  const head = spreadHead(c) ?? c.attempt(() => relationHead(c, false));
  if (head === undefined) c.pos = start;
  if (head !== undefined) {
    // Deep nesting only ever comes from hostile input; refuse it before it becomes deep SQL.
    if (depth >= MAX_DEPTH) c.fail('less nesting');
    c.expect('(');
    const children = selectForest(c, depth + 1);
    c.expect(')', '")" or ","');
    c.skipSpaces();
    return { ...head, children };
  }
  return selectField(c);
}

/** `item, item, …` (possibly empty, as in `rel()`). */
export function selectForest(c: Cursor, depth = 0): SelectItem[] {
  const items: SelectItem[] = [];
  c.skipSpaces();
  if (c.eof || c.peek() === ')') return items;
  items.push(selectItem(c, depth));
  while (c.peek() === ',') {
    c.pos += 1;
    c.skipSpaces();
    items.push(selectItem(c, depth));
  }
  return items;
}

// ---- filters ----

const SIMPLE_OPERATORS: SimpleOperator[] = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'];
const QUANT_OPERATORS: QuantOperator[] = ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'];
const FTS_OPERATORS: FtsOperator[] = ['fts', 'plfts', 'phfts', 'wfts'];
const IS_VALUES: IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown'];
const IS_VALUE_MAX_LENGTH = Math.max(...IS_VALUES.map((v) => v.length));

export type ValueParser = (c: Cursor) => string;

/** The rest of the input: a top-level filter value is taken verbatim. */
export const restOfInput: ValueParser = (c) => {
  const value = c.src.slice(c.pos);
  c.pos = c.src.length;
  return value;
};

function until(c: Cursor, stops: string): string {
  const start = c.pos;
  while (c.peek() !== undefined && !stops.includes(c.peek() as string)) c.pos += 1;
  return c.src.slice(start, c.pos);
}

function quotedElement(c: Cursor): string {
  const value = quotedValue(c);
  if (!c.eof && !',)'.includes(c.peek() as string)) c.fail('"," or ")"');
  return value;
}

/** A value inside `or=(…)`: quoted, a `{…}` array literal, or everything up to `,` or `)`. */
export const logicValue: ValueParser = (c) =>
  (c.lacks('"') ? undefined : c.attempt(() => quotedElement(c))) ??
  (c.lacks('{') ? undefined : c.attempt(() => {
    c.expect('{');
    const inner = until(c, '{}');
    c.expect('}');
    return `{${inner}}`;
  })) ??
  until(c, ',)');

function listValue(c: Cursor): string[] {
  c.skipSpaces();
  c.expect('(');
  c.skipSpaces();
  const values: string[] = [];
  const element = () => (c.lacks('"') ? undefined : c.attempt(() => quotedElement(c))) ?? until(c, ',)');
  values.push(element());
  while (c.take(',')) values.push(element());
  c.skipSpaces();
  c.expect(')', '"," or ")"');
  c.skipSpaces();
  return values;
}

function delimiter(c: Cursor): void {
  c.expect('.', 'delimiter (.)');
}

/** `(inner)` when it comes next, else undefined with nothing consumed (fts language, any/all). */
function optionalInParentheses<T>(c: Cursor, inner: () => T): T | undefined {
  return c.attempt(() => {
    c.expect('(');
    const found = inner();
    c.expect(')');
    return found;
  });
}

/** The operator of this family that comes next, consumed; fails when none does. */
function takeOperator<Op extends string>(c: Cursor, names: readonly Op[]): Op {
  const op = names.find((name) => c.startsWith(name));
  if (op === undefined) c.fail('operator (eq, gt, ...)');
  c.pos += op.length;
  return op;
}

/** True (the failure noted) when none of these operators comes next. */
function lacksOperator(c: Cursor, names: readonly string[]): boolean {
  if (names.some((name) => c.startsWith(name))) return false;
  c.note('operator (eq, gt, ...)');
  return true;
}

function operation(c: Cursor, value: ValueParser): Operation {
  const inList =
    !c.lacks('in') &&
    c.attempt(() => {
      c.expect('in');
      delimiter(c);
      return true;
    });
  if (inList) return { kind: 'in', values: listValue(c) };

  const isOp =
    !c.lacks('is') &&
    c.attempt(() => {
      c.expect('is');
      delimiter(c);
      return true;
    });
  if (isOp) {
    // Only as much of the input as the longest value: `or=(a.is.null,…)` reads each once, not to its end.
    const rest = c.src.slice(c.pos, c.pos + IS_VALUE_MAX_LENGTH).toLowerCase();
    // not_null before null is irrelevant (different first letter); longest match is unique here.
    const v = IS_VALUES.find((candidate) => rest.startsWith(candidate));
    if (v === undefined) c.fail('isVal: (null, not_null, true, false, unknown)');
    c.pos += v.length;
    return { kind: 'is', value: v };
  }

  const distinct =
    !c.lacks('isdistinct') &&
    c.attempt(() => {
      c.expect('isdistinct');
      delimiter(c);
      return true;
    });
  if (distinct) return { kind: 'isdistinct', value: value(c) };

  const fts = lacksOperator(c, FTS_OPERATORS)
    ? undefined
    : c.attempt((): Operation => {
        const op = takeOperator(c, FTS_OPERATORS);
        const language = optionalInParentheses(c, () => identifier(c));
        delimiter(c);
        const result: Operation = { kind: 'fts', op, value: value(c) };
        if (language !== undefined) result.language = language;
        return result;
      });
  if (fts !== undefined) return fts;

  const simple = lacksOperator(c, SIMPLE_OPERATORS)
    ? undefined
    : c.attempt((): Operation => {
        const op = takeOperator(c, SIMPLE_OPERATORS);
        delimiter(c);
        return { kind: 'simple', op, value: value(c) };
      });
  if (simple !== undefined) return simple;

  const quant = lacksOperator(c, QUANT_OPERATORS)
    ? undefined
    : c.attempt((): Operation => {
        const op = takeOperator(c, QUANT_OPERATORS);
        const quantifier = optionalInParentheses(c, () => (c.take('any') ? 'any' : c.take('all') ? 'all' : c.fail('"any" or "all"')));
        delimiter(c);
        const result: Operation = { kind: 'quant', op, value: value(c) };
        if (quantifier !== undefined) result.quantifier = quantifier;
        return result;
      });
  if (quant !== undefined) return quant;

  return c.fail('operator (eq, gt, ...)');
}

/** `[not.]op.value` */
export function opExpr(c: Cursor, value: ValueParser = restOfInput): OpExpr {
  const negated =
    (!c.lacks('not') &&
      c.attempt(() => {
        c.expect('not');
        delimiter(c);
        return true;
      })) ??
    false;
  return { negated, operation: operation(c, value) };
}

/** The inside of `or=(…)` / `and=(…)`, given with its operator: `or(a.eq.1,and(b.gt.2,c.is.null))`. */
export function logicTree(c: Cursor, depth = 0): LogicTree {
  const leaf = c.attempt((): LogicTree => {
    const f = field(c);
    delimiter(c);
    return { type: 'filter', filter: { field: f, expr: opExpr(c, logicValue) } };
  });
  if (leaf !== undefined) return leaf;
  if (depth >= MAX_DEPTH) c.fail('less nesting');
  const negated =
    (!c.lacks('not') &&
      c.attempt(() => {
        c.expect('not');
        delimiter(c);
        return true;
      })) ??
    false;
  const op = c.take('and') ? 'and' : c.take('or') ? 'or' : c.fail('logic operator (and, or)');
  c.skipSpaces();
  c.expect('(');
  c.skipSpaces();
  const children = [logicTree(c, depth + 1)];
  c.skipSpaces();
  while (c.take(',')) {
    c.skipSpaces();
    children.push(logicTree(c, depth + 1));
    c.skipSpaces();
  }
  c.expect(')', '"," or ")"');
  c.skipSpaces();
  return { type: 'expr', negated, op, children };
}

// ---- order ----

function orderSuffix(c: Cursor, term: OrderTerm): void {
  const direction = c.attempt(() => {
    delimiter(c);
    return c.take('asc') ? 'asc' : c.take('desc') ? 'desc' : c.fail('"asc", "desc", "nullsfirst" or "nullslast"');
  });
  if (direction !== undefined) term.direction = direction;
  const nulls = c.attempt(() => {
    delimiter(c);
    return c.take('nullsfirst') ? 'first' : c.take('nullslast') ? 'last' : c.fail('"nullsfirst" or "nullslast"');
  });
  if (nulls !== undefined) term.nulls = nulls;
  c.skipSpaces();
  if (!c.eof && c.peek() !== ',') c.fail('delimiter (.), "," or end of input');
}

function orderTerm(c: Cursor): OrderTerm {
  c.skipSpaces();
  const related = c.attempt(() => {
    const relation = fieldName(c);
    c.expect('(');
    const f = field(c);
    c.expect(')');
    const term: OrderTerm = { relation, field: f };
    orderSuffix(c, term);
    return term;
  });
  if (related !== undefined) return related;
  const term: OrderTerm = { field: field(c) };
  orderSuffix(c, term);
  return term;
}

export function order(c: Cursor): OrderTerm[] {
  const terms = [orderTerm(c)];
  while (c.take(',')) terms.push(orderTerm(c));
  return terms;
}

// ---- keys and lists ----

/** A filter key: `col`, `rel.col`, `rel.sub.data->a`. */
export function treePath(c: Cursor): { path: string[]; field: Field } {
  const names = [fieldName(c)];
  while (c.take('.')) names.push(fieldName(c));
  const path = jsonPath(c);
  const name = names.pop() as string;
  return { path: names, field: { name, jsonPath: path } };
}

/** `columns=` and `on_conflict=`: field names separated by commas. */
export function columnList(c: Cursor): string[] {
  const cols: string[] = [];
  const one = () => {
    c.skipSpaces();
    cols.push(fieldName(c));
    c.skipSpaces();
  };
  one();
  while (c.take(',')) one();
  return cols;
}
