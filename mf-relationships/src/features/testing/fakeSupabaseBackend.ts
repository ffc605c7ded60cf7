import { http, HttpResponse, type JsonBodyType } from 'msw';

/**
 * An in-memory stand-in for the parts of the backend these screens call, speaking the PostgREST
 * wire format supabase-js expects (shared/reference/supabase-wire-protocol.md): the relationships
 * and conversations tables with the database's rules (one pair either way, no self link, RLS on
 * both sides, conversations only between related people) and the two RPCs. Tests drive the real
 * supabase-js client against it and read `calls` to see what was sent.
 */

export const SUPABASE_URL = 'http://backend.test';
export const REST = `${SUPABASE_URL}/rest/v1`;

export interface FakeProfile {
  id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
}

export interface FakeRelationship {
  id: string;
  user_id: string;
  related_user_id: string;
  relation_type: string;
  status: string | null;
  notes: string | null;
  rabbi_involved: boolean | null;
  beit_din_involved: boolean | null;
  relationship_status: string | null;
  created_at: string;
}

export interface FakeConversation {
  id: string;
  user_id: string;
  partner_user_id: string | null;
  title: string;
  updated_at: string;
}

export interface RecordedCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

type Row = Record<string, unknown>;

function postgrestError(status: number, code: string, message: string) {
  return HttpResponse.json({ code, details: null, hint: null, message }, { status });
}

/** Splits a PostgREST logic list at top-level commas: "a.eq.1,and(b.eq.2,c.eq.3)". */
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
    } else {
      current += char;
    }
  }
  if (current) parts.push(current);
  return parts;
}

/** A predicate for one logic term; only `eq` and nested `and(…)` are used by these screens. */
function logicTerm(term: string): (row: Row) => boolean {
  if (term.startsWith('and(')) {
    const inner = splitTopLevel(term.slice(4, -1)).map(logicTerm);
    return (row) => inner.every((test) => test(row));
  }
  if (term.startsWith('or(')) {
    const inner = splitTopLevel(term.slice(3, -1)).map(logicTerm);
    return (row) => inner.some((test) => test(row));
  }
  const [column, operator, ...rest] = term.split('.');
  if (operator !== 'eq' || !column) throw new Error(`fake backend: unsupported filter ${term}`);
  const value = rest.join('.');
  return (row) => String(row[column]) === value;
}

/** Applies or=, column filters, order= and limit= as PostgREST does. */
function query<T extends object>(rows: readonly T[], params: URLSearchParams): T[] {
  let result = [...rows] as Row[];
  for (const [key, value] of params) {
    if (key === 'select' || key === 'order' || key === 'limit' || key === 'columns') continue;
    const test = key === 'or' ? logicTerm(`or${value}`) : logicTerm(`${key}.${value}`);
    result = result.filter(test);
  }
  const order = params.get('order');
  if (order) {
    const [column = '', direction] = order.split('.');
    result.sort((a, b) => {
      const left = String(a[column]);
      const right = String(b[column]);
      return (left < right ? -1 : left > right ? 1 : 0) * (direction === 'desc' ? -1 : 1);
    });
  }
  const limit = params.get('limit');
  if (limit) result = result.slice(0, Number(limit));
  return result as T[];
}

function project(rows: readonly object[], select: string | null): Row[] {
  if (!select || select === '*') return rows.map((row) => ({ ...row }));
  const columns = select.split(',').map((column) => column.trim());
  return rows.map((row) => Object.fromEntries(columns.map((column) => [column, (row as Row)[column] ?? null])));
}

function wantsRepresentation(request: Request): boolean {
  return (request.headers.get('prefer') ?? '').includes('return=representation');
}

export interface FakeBackend {
  /** The signed-in user as the server sees it (auth.uid()); null = anonymous. */
  currentUserId: string | null;
  profiles: FakeProfile[];
  relationships: FakeRelationship[];
  conversations: FakeConversation[];
  calls: RecordedCall[];
  callsTo(method: string, path: string): RecordedCall[];
  handlers: ReturnType<typeof http.all>[];
}

let sequence = 0;
function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

let clock = Date.parse('2026-01-01T00:00:00Z');
/** Strictly increasing timestamps, so "newest first" is well defined in every test. */
export function nextTimestamp(): string {
  clock += 1000;
  return new Date(clock).toISOString();
}

export function createFakeBackend(currentUserId: string | null): FakeBackend {
  const backend: FakeBackend = {
    currentUserId,
    profiles: [],
    relationships: [],
    conversations: [],
    calls: [],
    callsTo(method, path) {
      return backend.calls.filter((call) => call.method === method && call.path === path);
    },
    handlers: [],
  };

  const me = () => backend.currentUserId;
  const related = (a: string, b: string) =>
    backend.relationships.some(
      (r) => (r.user_id === a && r.related_user_id === b) || (r.user_id === b && r.related_user_id === a),
    );
  const visibleRelationships = () => backend.relationships.filter((r) => r.user_id === me() || r.related_user_id === me());
  const visibleConversations = () => backend.conversations.filter((c) => c.user_id === me() || c.partner_user_id === me());
  const nameOf = (profile: FakeProfile) =>
    profile.display_name ?? ([profile.first_name, profile.last_name].filter(Boolean).join(' ') || null);

  const record = async (request: Request): Promise<RecordedCall> => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call = { method: request.method, path: url.pathname.replace('/rest/v1', ''), params: url.searchParams, body: text ? (JSON.parse(text) as unknown) : undefined };
    backend.calls.push(call);
    return call;
  };

  const reply = (request: Request, status: number, rows: readonly object[], select: string | null) =>
    wantsRepresentation(request) || request.method === 'GET'
      ? HttpResponse.json(project(rows, select) as JsonBodyType, { status })
      : new HttpResponse(null, { status });

  backend.handlers = [
    http.all(`${REST}/relationships`, async ({ request }) => {
      const call = await record(request);
      const user = me();
      if (request.method === 'GET') {
        return reply(request, 200, query(visibleRelationships(), call.params), call.params.get('select'));
      }
      if (request.method === 'POST') {
        const body = (Array.isArray(call.body) ? call.body[0] : call.body) as Partial<FakeRelationship>;
        if (!user || body.user_id !== user) {
          return postgrestError(user ? 403 : 401, '42501', 'new row violates row-level security policy for table "relationships"');
        }
        const other = String(body.related_user_id);
        if (other === user) return postgrestError(400, '23514', 'You cannot connect to yourself.');
        if (related(user, other)) return postgrestError(409, '23505', "You're already connected to this person.");
        if (!backend.profiles.some((p) => p.id === other)) {
          return postgrestError(409, '23503', 'insert or update on table "relationships" violates foreign key constraint');
        }
        const row: FakeRelationship = {
          id: nextId(),
          user_id: user,
          related_user_id: other,
          relation_type: body.relation_type ?? 'spouse',
          status: body.status ?? null,
          notes: body.notes ?? null,
          rabbi_involved: body.rabbi_involved ?? null,
          beit_din_involved: body.beit_din_involved ?? null,
          relationship_status: null,
          created_at: nextTimestamp(),
        };
        backend.relationships.push(row);
        return reply(request, 201, [row], call.params.get('select'));
      }
      if (request.method === 'PATCH') {
        const targets = query(visibleRelationships(), call.params);
        const change = call.body as Partial<FakeRelationship>;
        for (const row of targets) Object.assign(row, change);
        return reply(request, 200, targets, call.params.get('select'));
      }
      return postgrestError(405, 'PGRST000', 'method not supported by the fake');
    }),
    http.all(`${REST}/conversations`, async ({ request }) => {
      const call = await record(request);
      const user = me();
      if (request.method === 'GET') {
        return reply(request, 200, query(visibleConversations(), call.params), call.params.get('select'));
      }
      if (request.method === 'POST') {
        const body = (Array.isArray(call.body) ? call.body[0] : call.body) as Partial<FakeConversation>;
        const partner = body.partner_user_id ?? null;
        if (!user || body.user_id !== user || (partner !== null && !related(user, partner))) {
          return postgrestError(403, '42501', 'new row violates row-level security policy for table "conversations"');
        }
        const row: FakeConversation = { id: nextId(), user_id: user, partner_user_id: partner, title: body.title ?? 'Private chat', updated_at: nextTimestamp() };
        backend.conversations.push(row);
        return reply(request, 201, [row], call.params.get('select'));
      }
      return postgrestError(405, 'PGRST000', 'method not supported by the fake');
    }),
    http.post(`${REST}/rpc/get_related_display_names`, async ({ request }) => {
      const call = await record(request);
      const user = me();
      const { ids } = call.body as { ids: string[] };
      const rows = backend.profiles
        .filter((p) => ids.includes(p.id) && user !== null && (p.id === user || related(user, p.id)))
        .map((p) => ({ id: p.id, display_name: nameOf(p) }));
      return HttpResponse.json(rows);
    }),
    http.post(`${REST}/rpc/get_connection_profile_info`, async ({ request }) => {
      const call = await record(request);
      const { user_id: id } = call.body as { user_id: string };
      if (!me()) return postgrestError(401, '42501', 'permission denied for function get_connection_profile_info');
      const rows = backend.profiles
        .filter((p) => p.id === id)
        .map(({ display_name, first_name, last_name }) => ({ display_name, first_name, last_name }));
      return HttpResponse.json(rows);
    }),
  ];
  return backend;
}
