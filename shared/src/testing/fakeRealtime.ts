import { ws } from 'msw';
import { filterTerm, type Row } from './fakePostgrest';

/**
 * @shalom/shared/testing/realtime: an msw stand-in for Supabase Realtime's websocket, for remotes'
 * component tests (test-only). It speaks the Phoenix 2.0.0 frames supabase-js sends and expects
 * (shared/reference/supabase-wire-protocol.md): heartbeats, phx_join with postgres_changes bindings
 * (answered with server-assigned binding ids and the "Subscribed to PostgreSQL" system message),
 * phx_leave, and postgres_changes events addressed to the bindings a change matches.
 * Row-level security is the caller's job: emit only what the signed-in user may see.
 */

type RealtimeLink = ReturnType<typeof ws.link>;
type RealtimeClient = Parameters<Parameters<RealtimeLink['addEventListener']>[1]>[0]['client'];

interface Binding {
  id: number;
  event: string;
  schema?: string;
  table?: string;
  filter?: string;
}

export interface PostgresChange {
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The row after the change (INSERT, UPDATE); for a DELETE, the row that went. */
  record: Row;
  /** The row before an UPDATE, when the table's replica identity would carry it. */
  old?: Row | null;
  commitTimestamp?: string;
}

export interface FakeRealtime {
  /** The msw handler to install beside the REST handlers. */
  handler: ReturnType<RealtimeLink['addEventListener']>;
  /** Delivers a change to every joined channel with a matching binding (table, event, eq filter). */
  emit(change: PostgresChange): void;
  /** Closes every open socket, as a network drop does. */
  dropAll(): void;
  /** Topics currently joined, over all sockets. */
  joinedTopics(): string[];
}

/** Column types as supabase-js reads them to convert values: metadata is JSON, the rest is text. */
const columnType = (name: string) => (name === 'metadata' ? 'jsonb' : 'text');

export function createFakeRealtime(websocketUrl: string): FakeRealtime {
  const link = ws.link(websocketUrl);
  const sockets = new Map<RealtimeClient, Map<string, Binding[]>>();
  let bindingIds = 100;

  function matches(binding: Binding, change: PostgresChange): boolean {
    if (binding.table !== change.table) return false;
    if (binding.event !== '*' && binding.event !== change.type) return false;
    if (!binding.filter) return true;
    // A DELETE carries only the primary key, so a filtered binding never matches it (as on Supabase).
    return change.type !== 'DELETE' && filterTerm(binding.filter.replace('=', '.'))(change.record);
  }

  function payloadOf(change: PostgresChange) {
    const isDelete = change.type === 'DELETE';
    return {
      schema: 'public',
      table: change.table,
      commit_timestamp: change.commitTimestamp ?? new Date().toISOString(),
      type: change.type,
      columns: Object.keys(change.record).map((name) => ({ name, type: columnType(name) })),
      record: isDelete ? undefined : change.record,
      old_record: isDelete ? { id: change.record.id } : (change.old ?? undefined),
      errors: null,
    };
  }

  const handler = link.addEventListener('connection', ({ client }) => {
    const channels = new Map<string, Binding[]>();
    sockets.set(client, channels);
    client.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      const [joinRef, ref, topic, type, payload] = JSON.parse(event.data) as [string | null, string | null, string, string, Row];
      const reply = (response: Row) => client.send(JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]));
      if (type === 'heartbeat') reply({});
      else if (type === 'phx_join') {
        const config = (payload.config ?? {}) as { postgres_changes?: Omit<Binding, 'id'>[] };
        const bindings = (config.postgres_changes ?? []).map((binding) => ({ ...binding, id: (bindingIds += 1) }));
        channels.set(topic, bindings);
        reply({ postgres_changes: bindings });
        client.send(
          JSON.stringify([joinRef, null, topic, 'system', { channel: topic.replace(/^realtime:/, ''), extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' }]),
        );
      } else if (type === 'phx_leave') {
        channels.delete(topic);
        reply({});
      }
    });
    client.addEventListener('close', () => sockets.delete(client));
  });

  return {
    handler,
    emit(change) {
      const data = payloadOf(change);
      for (const [client, channels] of sockets) {
        for (const [topic, bindings] of channels) {
          const ids = bindings.filter((binding) => matches(binding, change)).map((binding) => binding.id);
          if (ids.length > 0) client.send(JSON.stringify([null, null, topic, 'postgres_changes', { ids, data }]));
        }
      }
    },
    dropAll() {
      for (const client of [...sockets.keys()]) client.close(1006 as number, 'network drop');
      sockets.clear();
    },
    joinedTopics: () => [...sockets.values()].flatMap((channels) => [...channels.keys()]),
  };
}
