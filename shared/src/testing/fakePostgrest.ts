/**
 * Test-only: the part of PostgREST's query language the remotes' msw fakes need — filters
 * (`col=op.value`, `not.`, `or=(…)` with nested `and(…)`), `order=` with several keys and
 * nulls first/last, `limit=` and a flat `select=`. One reading of the grammar for every fake, so
 * a component test and the real backend agree on what a query means.
 * Exported only as the test subpath @shalom/shared/testing/postgrest, never from the index.
 */
export type Row = Record<string, unknown>;

/** Query keys that are not filters. */
const NOT_FILTERS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** Splits a logic list at top-level commas: "a.eq.1,and(b.eq.2,c.eq.3)". */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

function compareText(left: unknown, right: string): number {
  const a = String(left);
  return a < right ? -1 : a > right ? 1 : 0;
}

/** Timestamps compare as instants (REST and realtime spell them differently), the rest as text. */
function compareValues(column: string, left: unknown, right: string): number {
  if (column.endsWith('_at')) return Date.parse(String(left)) - Date.parse(right);
  return compareText(left, right);
}

/** One filter term ("col.op.value", "col.not.op.value", "or(…)", "and(…)") as a row test. */
export function filterTerm(term: string): (row: Row) => boolean {
  if (term.startsWith('and(')) {
    const inner = splitTopLevel(term.slice(4, -1)).map(filterTerm);
    return (row) => inner.every((test) => test(row));
  }
  if (term.startsWith('or(')) {
    const inner = splitTopLevel(term.slice(3, -1)).map(filterTerm);
    return (row) => inner.some((test) => test(row));
  }
  const [column = '', ...rest] = term.split('.');
  const negate = rest[0] === 'not';
  if (negate) rest.shift();
  const [operator, ...valueParts] = rest;
  const value = valueParts.join('.');
  if (!column) throw new Error(`fake PostgREST: unsupported filter ${term}`);
  let test: (row: Row) => boolean;
  if (operator === 'eq') test = (row) => String(row[column]) === value;
  // SQL: a null is neither equal nor unequal to anything.
  else if (operator === 'neq') test = (row) => row[column] !== null && row[column] !== undefined && String(row[column]) !== value;
  else if (operator === 'gt') test = (row) => compareValues(column, row[column], value) > 0;
  else if (operator === 'gte') test = (row) => compareValues(column, row[column], value) >= 0;
  else if (operator === 'lt') test = (row) => compareValues(column, row[column], value) < 0;
  else if (operator === 'lte') test = (row) => compareValues(column, row[column], value) <= 0;
  else if (operator === 'in') {
    const options = value.replace(/^\(|\)$/g, '').split(',').map((option) => option.replace(/^"|"$/g, ''));
    test = (row) => options.includes(String(row[column]));
  } else if (operator === 'is' && value === 'null') test = (row) => row[column] === null || row[column] === undefined;
  else throw new Error(`fake PostgREST: unsupported filter ${term}`);
  return negate ? (row) => !test(row) : test;
}

/** Applies the filters, `order=` (column.direction[.nullsfirst|.nullslast], several keys) and `limit=`. */
export function queryRows<T extends object>(rows: readonly T[], params: URLSearchParams): T[] {
  let result = [...rows] as Row[];
  for (const [key, value] of params) {
    if (NOT_FILTERS.has(key)) continue;
    result = result.filter(key === 'or' ? filterTerm(`or${value}`) : filterTerm(`${key}.${value}`));
  }
  const order = params.get('order');
  if (order) {
    const keys = order.split(',').map((part) => part.split('.'));
    result.sort((a, b) => {
      for (const [column = '', direction, nulls] of keys) {
        // Postgres puts nulls last ascending and first descending unless told otherwise.
        const nullsFirst = nulls ? nulls === 'nullsfirst' : direction === 'desc';
        const [left, right] = [a[column] ?? null, b[column] ?? null];
        if (left === null || right === null) {
          if (left === right) continue;
          return (left === null) === nullsFirst ? -1 : 1;
        }
        const diff = compareText(left, String(right));
        if (diff !== 0) return direction === 'desc' ? -diff : diff;
      }
      return 0;
    });
  }
  const limit = params.get('limit');
  if (limit) result = result.slice(0, Number(limit));
  return result as T[];
}

/** A flat `select=` (no embeds): the listed columns, missing ones as null. */
export function projectRows(rows: readonly object[], select: string | null): Row[] {
  if (!select || select === '*') return rows.map((row) => ({ ...row }));
  const columns = select.split(',').map((column) => column.trim());
  return rows.map((row) => Object.fromEntries(columns.map((column) => [column, (row as Row)[column] ?? null])));
}
