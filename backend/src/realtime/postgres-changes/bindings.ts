// The postgres_changes bindings of a join: validated, given integer ids, and echoed back in the
// join reply IN THE CLIENT'S ORDER with event/schema/table/filter unchanged, because realtime-js
// pairs them by index and fails the subscription on any difference.
import { FilterSyntaxError, parseFilter, type FilterCondition } from './filters';

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface PostgresBinding {
  id: number;
  event: ChangeEvent;
  schema: string;
  /** undefined or '*': every table of the schema. */
  table: string | undefined;
  conditions: FilterCondition[];
  /** The client's binding object, echoed back with its id. */
  echo: Record<string, unknown>;
}

export class BindingError extends Error {}

const EVENTS: ReadonlySet<string> = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

/** FNV-1a over the binding's defining fields, folded to 27 bits (Supabase's ids are phash2). */
function hashId(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash >>> 5) + 1;
}

function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new BindingError(`postgres_changes ${field} must be a string`);
  return value;
}

export function parseBindings(raw: unknown): PostgresBinding[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new BindingError('postgres_changes must be a list');
  const bindings: PostgresBinding[] = [];
  const usedIds = new Map<number, string>();
  for (const entry of raw as unknown[]) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new BindingError('each postgres_changes entry must be an object');
    }
    const object = entry as Record<string, unknown>;
    const event = optionalString(object.event, 'event');
    if (event === undefined || !EVENTS.has(event.toUpperCase())) {
      throw new BindingError('postgres_changes event must be one of *, INSERT, UPDATE, DELETE');
    }
    const schema = optionalString(object.schema, 'schema');
    if (schema === undefined || schema === '') throw new BindingError('postgres_changes needs a schema');
    const table = optionalString(object.table, 'table');
    const filter = optionalString(object.filter, 'filter');
    let conditions: FilterCondition[];
    try {
      conditions = parseFilter(filter);
    } catch (error) {
      if (error instanceof FilterSyntaxError) throw new BindingError(`Error parsing \`filter\` params: ${error.message}`);
      throw error;
    }
    const key = JSON.stringify([event.toUpperCase(), schema, table ?? null, filter ?? null]);
    let id = hashId(key);
    // Identical bindings share an id (as on Supabase); different ones never do.
    while (usedIds.has(id) && usedIds.get(id) !== key) id = (id % 0x7ffffff) + 1;
    usedIds.set(id, key);
    bindings.push({
      id,
      event: event.toUpperCase() as ChangeEvent,
      schema,
      table: table === '*' ? undefined : table,
      conditions,
      echo: { ...object, id },
    });
  }
  return bindings;
}
