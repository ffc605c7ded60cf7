// Sorts a request's query string into PostgREST's parameter kinds (select, columns, on_conflict,
// order/limit/offset/and/or per embed path, filters) and parses each with the grammar.
import type { EmbedPath, Filter, LogicTree, OrderTerm, ParsedQuery, SelectItem } from './ast';
import { Cursor, ParseFailure, parseError, runParser } from './cursor';
import { columnList, fieldName, logicTree, opExpr, order, selectForest, treePath } from './grammar';
import { RestError, invalidRange, queryParamError } from '../errors';
import { MAX_NESTING, nestingDepth } from '../http/nesting';

/** `a=1&b=2` into pairs, `+` as space; a key without `=` has no value (PostgREST ignores it). */
export function splitQueryString(search: string): [string, string | null][] {
  const qs = search.startsWith('?') ? search.slice(1) : search;
  if (qs === '') return [];
  return qs
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawKey = eq === -1 ? part : part.slice(0, eq);
      const rawValue = eq === -1 ? null : part.slice(eq + 1);
      return [decode(rawKey), rawValue === null ? null : decode(rawValue)];
    });
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    throw queryParamError('Invalid query string', `could not percent-decode "${text}"`);
  }
}

// apikey may come in the query string (the gateway takes it from there and strips it).
const RESERVED = new Set(['select', 'columns', 'on_conflict', 'apikey']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

function lastWord(key: string): string {
  const parts = key.split('.');
  return parts[parts.length - 1] as string;
}

function embedPathOf(key: string): EmbedPath {
  return runParser('failed to parse tree path', key, (c) => {
    const names = [fieldName(c)];
    while (c.take('.')) names.push(fieldName(c));
    return names;
  }).slice(0, -1);
}

function parseInteger(value: string): number | undefined {
  return /^-?[0-9]+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

export interface ParseOptions {
  /** GET/HEAD on /rpc: a parameter whose value is not a filter is an argument of the function. */
  isRpcRead: boolean;
}

/**
 * Embedded resources one select may hold, nested ones included. Each is a join or subquery for
 * Postgres to plan, and planning grows faster than their number: 100 to-one embeds took PGlite
 * over a second and 200 ran it out of memory, holding every other request meanwhile.
 */
export const MAX_EMBEDS = 32;

function countEmbeds(items: SelectItem[]): number {
  let n = 0;
  for (const item of items) if (item.type === 'relation') n += 1 + countEmbeds(item.children);
  return n;
}

export function parseQuery(search: string, options: ParseOptions): ParsedQuery {
  const pairs = splitQueryString(search);
  for (const [k, v] of pairs) {
    // NUL can never reach Postgres (it ends C strings): refuse it here as bad input.
    if (k.includes('\0') || (v ?? '').includes('\0')) throw queryParamError('Invalid query string', 'NUL characters are not allowed');
    if (nestingDepth(v ?? '') > MAX_NESTING) throw queryParamError('Invalid query string', `"${k}" is nested deeper than ${MAX_NESTING} levels`);
  }
  const lookup = (name: string): string | null | undefined => pairs.find(([k]) => k === name)?.[1];

  const selectRaw = lookup('select');
  const select: SelectItem[] =
    selectRaw === undefined || selectRaw === null
      ? [{ type: 'field', field: { name: '*', jsonPath: [] } }]
      : runParser(`failed to parse select parameter`, selectRaw, (c) => selectForest(c));

  const embeds = countEmbeds(select);
  if (embeds > MAX_EMBEDS) {
    throw new RestError(
      400,
      'PGRST100',
      'Too many embedded resources',
      `The select parameter embeds ${embeds} resources; at most ${MAX_EMBEDS} are allowed in one request`,
      'Split the query into several requests',
    );
  }

  const result: ParsedQuery = { select, filters: [], rpcArgs: [], orders: [], logic: [], ranges: [] };

  const columnsRaw = lookup('columns');
  if (typeof columnsRaw === 'string') {
    result.columns = runParser('failed to parse columns parameter', columnsRaw, columnList);
  }
  const onConflictRaw = lookup('on_conflict');
  if (typeof onConflictRaw === 'string') {
    result.onConflict = runParser('failed to parse on_conflict parameter', onConflictRaw, columnList);
  }

  const limits = new Map<string, { path: EmbedPath; limit?: number; offset?: number }>();
  for (const [key, value] of pairs) {
    if (value === null || RESERVED.has(key)) continue;
    const word = lastWord(key);
    if (word === 'order') {
      const path = embedPathOf(key);
      const terms: OrderTerm[] = runParser(`failed to parse order`, value, order);
      result.orders.push({ path, terms });
    } else if (word === 'and' || word === 'or') {
      const names = runParser(`failed to parse logic path`, key, (c) => {
        const out = [fieldName(c)];
        while (c.take('.')) out.push(fieldName(c));
        return out;
      });
      const negated = names.includes('not');
      const path = names.slice(0, -1).filter((n) => n !== 'not');
      const source = `${negated ? 'not.' : ''}${word}${value}`;
      // The key's operator is prepended so one grammar reads `or(…)` and `not.or(…)` alike.
      const tree: LogicTree = runParser('failed to parse logic tree', source, (c) => logicTree(c), value);
      result.logic.push({ path, tree });
    } else if (word === 'limit' || word === 'offset') {
      const path = embedPathOf(key);
      const id = path.join('\u0000');
      const entry = limits.get(id) ?? { path };
      const n = parseInteger(value);
      // PostgREST ignores a limit or offset that is not a number.
      if (n !== undefined) {
        if (word === 'limit') {
          if (n < 0) throw invalidRange('Limit should be greater than or equal to zero.');
          entry.limit = n;
        } else {
          entry.offset = Math.max(0, n);
        }
      }
      limits.set(id, entry);
    } else if (!RESERVED_EMBEDDABLE.has(word)) {
      const target = runParser(`failed to parse tree path`, key, treePath);
      const c = new Cursor(value);
      let expr;
      try {
        expr = opExpr(c);
      } catch (error) {
        if (!(error instanceof ParseFailure)) throw error;
        if (options.isRpcRead && target.path.length === 0 && target.field.jsonPath.length === 0) {
          result.rpcArgs.push([target.field.name, value]);
          continue;
        }
        throw parseError('failed to parse filter', value, c.best(error));
      }
      const filter: Filter = { field: target.field, expr };
      result.filters.push({ path: target.path, filter });
    }
  }
  for (const entry of limits.values()) {
    const range: ParsedQuery['ranges'][number] = { path: entry.path, offset: entry.offset ?? 0 };
    if (entry.limit !== undefined) range.limit = entry.limit;
    result.ranges.push(range);
  }
  return result;
}
