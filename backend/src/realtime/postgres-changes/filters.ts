// The `filter` of a postgres_changes binding, in the grammar realtime-js builds
// (RealtimePostgresFilterBuilder): conditions `column=op.value` joined by commas (all must hold),
// `not.` before the operator negates, values with `,()"\` or edge spaces are double-quoted with
// backslash escapes, and `in` takes a parenthesised list. Values are compared by the column's
// Postgres type: numbers as numbers, timestamps as instants, booleans as booleans, uuids
// case-insensitively, the rest as text. A NULL column value fails every operator except `is` and
// `isdistinct`, as SQL comparisons do.

export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'like' | 'ilike' | 'is' | 'match' | 'imatch' | 'isdistinct';

const OPERATORS: ReadonlySet<string> = new Set<FilterOperator>([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
]);

export interface FilterCondition {
  column: string;
  operator: FilterOperator;
  negated: boolean;
  /** One value; `in` has several. `null` is the literal null (`is.null`, `eq.null`). */
  values: (string | null)[];
  /** Compiled pattern for like/ilike/match/imatch. */
  pattern?: RegExp;
}

export class FilterSyntaxError extends Error {}

/** Splits on commas that are outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < text.length) {
        current += text[++i]!;
      } else if (char === '"') {
        quoted = false;
      }
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    if (depth < 0) throw new FilterSyntaxError('unbalanced parentheses in filter');
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (quoted) throw new FilterSyntaxError('unterminated quote in filter');
  if (depth !== 0) throw new FilterSyntaxError('unbalanced parentheses in filter');
  parts.push(current);
  return parts;
}

/** A scalar as the client serialised it: quoted with escapes, or bare. Bare `null` is null. */
function parseScalar(raw: string, bareNull: boolean): string | null {
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) {
    let value = '';
    for (let i = 1; i < raw.length - 1; i++) {
      const char = raw[i]!;
      if (char === '\\' && i + 1 < raw.length - 1) value += raw[++i]!;
      else value += char;
    }
    return value;
  }
  if (bareNull && raw === 'null') return null;
  return raw;
}

function likeToRegExp(pattern: string, caseInsensitive: boolean): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\' && i + 1 < pattern.length) {
      source += escapeRegExp(pattern[++i]!);
    } else if (char === '%' || char === '*') {
      // PostgREST accepts * for % so that URLs need no percent-encoding; realtime-js passes it on.
      source += '[\\s\\S]*';
    } else if (char === '_') {
      source += '[\\s\\S]';
    } else {
      source += escapeRegExp(char);
    }
  }
  return new RegExp(`^${source}$`, caseInsensitive ? 'iu' : 'u');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function parseCondition(text: string): FilterCondition {
  const equals = text.indexOf('=');
  if (equals <= 0) throw new FilterSyntaxError(`expected column=operator.value, got "${text}"`);
  const column = text.slice(0, equals).trim();
  let rest = text.slice(equals + 1);
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot <= 0) throw new FilterSyntaxError(`expected operator.value after "${column}="`);
  const operator = rest.slice(0, dot);
  if (!OPERATORS.has(operator)) throw new FilterSyntaxError(`unknown filter operator "${operator}"`);
  const rawValue = rest.slice(dot + 1);
  const condition: FilterCondition = { column, operator: operator as FilterOperator, negated, values: [] };
  switch (condition.operator) {
    case 'in': {
      if (!rawValue.startsWith('(') || !rawValue.endsWith(')')) {
        throw new FilterSyntaxError('in expects a parenthesised list, e.g. in.(1,2)');
      }
      const inner = rawValue.slice(1, -1);
      condition.values = inner === '' ? [] : splitTopLevel(inner).map((item) => parseScalar(item, true));
      if (condition.values.length === 0) throw new FilterSyntaxError('in needs at least one value');
      break;
    }
    case 'is': {
      const value = rawValue.toLowerCase();
      if (!['null', 'true', 'false', 'unknown'].includes(value)) {
        throw new FilterSyntaxError('is expects null, true, false or unknown');
      }
      condition.values = [value];
      break;
    }
    case 'like':
    case 'ilike': {
      const value = parseScalar(rawValue, false) ?? '';
      condition.values = [value];
      condition.pattern = likeToRegExp(value, condition.operator === 'ilike');
      break;
    }
    case 'match':
    case 'imatch': {
      const value = parseScalar(rawValue, false) ?? '';
      condition.values = [value];
      try {
        condition.pattern = new RegExp(value, condition.operator === 'imatch' ? 'iu' : 'u');
      } catch {
        throw new FilterSyntaxError(`invalid regular expression "${value}"`);
      }
      break;
    }
    default:
      condition.values = [parseScalar(rawValue, true)];
  }
  return condition;
}

/** Parses a binding's filter; undefined or empty means "every row". Throws FilterSyntaxError. */
export function parseFilter(filter: string | undefined | null): FilterCondition[] {
  if (filter === undefined || filter === null || filter.trim() === '') return [];
  return splitTopLevel(filter).map((part) => parseCondition(part.trim()));
}

type Kind = 'number' | 'bigint' | 'boolean' | 'instant' | 'uuid' | 'text' | 'json';

const NUMBER_TYPES = new Set(['int2', 'int4', 'float4', 'float8', 'numeric', 'oid', 'money']);
const INSTANT_TYPES = new Set(['timestamp', 'timestamptz', 'date']);

function kindOf(type: string | undefined): Kind {
  if (type === undefined) return 'text';
  if (type === 'int8') return 'bigint';
  if (NUMBER_TYPES.has(type)) return 'number';
  if (type === 'bool') return 'boolean';
  if (INSTANT_TYPES.has(type)) return 'instant';
  if (type === 'uuid') return 'uuid';
  if (type === 'json' || type === 'jsonb' || type.startsWith('_')) return 'json';
  return 'text';
}

/** A comparable form of a value of the given kind, or undefined when it does not parse as one. */
type Comparable = number | bigint | string | boolean;

function normalise(kind: Kind, value: unknown): Comparable | undefined {
  switch (kind) {
    case 'bigint': {
      try {
        if (typeof value === 'bigint') return value;
        if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
        if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return BigInt(value.trim());
      } catch {
        return undefined;
      }
      // Not an integer literal: compare as a number instead (e.g. gt.1.5 on an int8 column).
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      return Number.isNaN(number) ? undefined : number;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      if (typeof value !== 'string') return undefined;
      const text = value.trim().toLowerCase();
      if (['t', 'true', 'yes', 'y', 'on', '1'].includes(text)) return true;
      if (['f', 'false', 'no', 'n', 'off', '0'].includes(text)) return false;
      return undefined;
    }
    case 'instant': {
      if (typeof value !== 'string') return undefined;
      const time = Date.parse(value.includes(' ') && !value.includes('T') ? value.replace(' ', 'T') : value);
      return Number.isNaN(time) ? undefined : time;
    }
    case 'uuid':
      return typeof value === 'string' ? value.toLowerCase() : undefined;
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'text':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      return JSON.stringify(value);
  }
}

function compare(a: Comparable, b: Comparable): number {
  if (typeof a === 'bigint' || typeof b === 'bigint') {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
    const x = Number(a);
    const y = Number(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'boolean' || typeof b === 'boolean') {
    return Number(a) - Number(b);
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** SQL three-valued logic collapsed: null (unknown) never matches. */
function evaluate(condition: FilterCondition, value: unknown, kind: Kind): boolean | null {
  const isNull = value === null || value === undefined;
  switch (condition.operator) {
    case 'is': {
      const expected = condition.values[0];
      if (expected === 'null') return isNull;
      if (expected === 'unknown') return isNull;
      if (isNull) return false;
      const actual = normalise('boolean', value);
      return actual === (expected === 'true');
    }
    case 'isdistinct': {
      const expected = condition.values[0] ?? null;
      if (isNull || expected === null) return isNull !== (expected === null);
      const a = normalise(kind, value);
      const b = normalise(kind, expected);
      if (a === undefined || b === undefined) return true;
      return compare(a, b) !== 0;
    }
    case 'like':
    case 'ilike':
    case 'match':
    case 'imatch': {
      if (isNull) return null;
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return condition.pattern!.test(text);
    }
    case 'in': {
      if (isNull) return null;
      const actual = normalise(kind, value);
      if (actual === undefined) return null;
      return condition.values.some((candidate) => {
        if (candidate === null) return false;
        const expected = normalise(kind, candidate);
        return expected !== undefined && compare(actual, expected) === 0;
      });
    }
    default: {
      const expected = condition.values[0] ?? null;
      if (isNull || expected === null) return null;
      const a = normalise(kind, value);
      const b = normalise(kind, expected);
      if (a === undefined || b === undefined) return null;
      const order = compare(a, b);
      switch (condition.operator) {
        case 'eq':
          return order === 0;
        case 'neq':
          return order !== 0;
        case 'lt':
          return order < 0;
        case 'lte':
          return order <= 0;
        case 'gt':
          return order > 0;
        case 'gte':
          return order >= 0;
      }
      return null;
    }
  }
}

/**
 * Whether a row image passes every condition. `columnTypes` maps column name to Postgres type
 * name (pg_type.typname), as the change payload's `columns` lists them.
 */
export function rowMatches(
  conditions: readonly FilterCondition[],
  row: Record<string, unknown> | null | undefined,
  columnTypes: ReadonlyMap<string, string>,
): boolean {
  if (conditions.length === 0) return true;
  if (!row) return false;
  for (const condition of conditions) {
    if (!Object.prototype.hasOwnProperty.call(row, condition.column)) return false;
    const result = evaluate(condition, row[condition.column], kindOf(columnTypes.get(condition.column)));
    if (result === null) return false;
    if (result === condition.negated) return false;
  }
  return true;
}

/**
 * For indexing subscribers by the value they filter on: the column and canonical key of a
 * condition that matches exactly the rows whose column has that key — a plain `eq` on a uuid or
 * text column — or undefined for any other condition. Two values of such a column are `eq` under
 * rowMatches exactly when their keys are equal, so an index by key finds every match.
 */
export function equalityKeyOf(
  condition: FilterCondition,
  columnTypes: ReadonlyMap<string, string>,
): { column: string; key: string } | undefined {
  if (condition.operator !== 'eq' || condition.negated) return undefined;
  const value = condition.values[0];
  if (value === undefined || value === null) return undefined;
  const key = valueKeyOf(columnTypes.get(condition.column), value);
  return key === undefined ? undefined : { column: condition.column, key };
}

/** The canonical key of a row's value in a column indexed by equalityKeyOf, or undefined. */
export function valueKeyOf(type: string | undefined, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const kind = kindOf(type);
  if (kind !== 'uuid' && kind !== 'text') return undefined;
  const normalised = normalise(kind, value);
  return typeof normalised === 'string' ? normalised : undefined;
}
