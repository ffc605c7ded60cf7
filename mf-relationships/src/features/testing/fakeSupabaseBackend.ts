import { http, HttpResponse, type JsonBodyType } from 'msw';
import { queryRows, projectRows, type Row } from '@shalom/shared/testing/postgrest';

/**
 * An in-memory stand-in for the parts of the backend these screens call, speaking the PostgREST
 * wire format supabase-js expects (shared/reference/supabase-wire-protocol.md), with the rules of
 * the contact-consent contract (/work/notes/contact-consent-contract.md): typed-in links are
 * requests only the recipient can accept, blocks hide the blocker completely, conversations only
 * between connected people, signed revocable invites, and the contract's exact refusals. Tests
 * drive the real supabase-js client against it and read `calls` to see what was sent.
 */

export const SUPABASE_URL = 'http://backend.test';
export const REST = `${SUPABASE_URL}/rest/v1`;

export interface FakeProfile {
  id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
}

export type FakeConnectionState = 'requested' | 'accepted';

export interface FakeRelationship {
  id: string;
  user_id: string;
  related_user_id: string;
  relation_type: string;
  status: string | null;
  /**
   * The notes of the link's creator (user_id), which only they read (issue 33: served through
   * relationship_notes; the link itself always answers notes: null, as the database does).
   */
  notes: string | null;
  rabbi_involved: boolean | null;
  beit_din_involved: boolean | null;
  relationship_status: string | null;
  connection_state: FakeConnectionState;
  created_at: string;
}

export interface FakeConversation {
  id: string;
  user_id: string;
  partner_user_id: string | null;
  title: string;
  updated_at: string;
  user_left_at: string | null;
  partner_left_at: string | null;
}

export interface FakeBlock {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

export interface RecordedCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

/** The contract's refusals, word for word (what the database raises). */
export const REFUSALS = {
  notFound: "We couldn't find anyone with this ID. Check the ID and try again.",
  youBlocked: 'You blocked this person. Unblock them first to connect.',
  self: 'You cannot connect to yourself.',
  alreadyConnected: "You're already connected to this person.",
  declined: "This person has declined your request. You can't send another one yet.",
  dailyLimit: "You've sent a lot of requests today. Please try again tomorrow.",
  stillWaiting: 'This request is still waiting to be accepted.',
  inviteInvalid: 'This connect link is no longer valid. Ask for a new one.',
} as const;

/** Requests one person may create in 24 hours (contract). */
export const DAILY_REQUEST_LIMIT = 20;

const HTTP_STATUS: Record<string, number> = { P0001: 400, '23505': 409, '23503': 409, '23514': 400, '42501': 403 };

function postgrestError(code: string, message: string, status = HTTP_STATUS[code] ?? 400) {
  return HttpResponse.json({ code, details: null, hint: null, message }, { status });
}

function wantsRepresentation(request: Request): boolean {
  return (request.headers.get('prefer') ?? '').includes('return=representation');
}

export interface FakeBackend {
  /** The signed-in user as the server sees it (auth.uid()); null = anonymous. */
  currentUserId: string | null;
  profiles: FakeProfile[];
  /** Accounts without a profile (they exist, so requests to them are not refused). */
  accountsWithoutProfile: string[];
  relationships: FakeRelationship[];
  conversations: FakeConversation[];
  blocks: FakeBlock[];
  /** Who declined whom: the requester may not ask the same person again for 30 days. */
  declines: { requester: string; recipient: string }[];
  /** Requests each person created (all inside "today" for a test). */
  requestsCreated: Map<string, number>;
  /** Each user's invite version; no entry = no invite made yet. */
  inviteVersions: Map<string, number>;
  /** Notes the other side (related_user_id) keeps on a link: `${relationship id}:${user id}` → text. */
  relatedNotes: Map<string, string>;
  calls: RecordedCall[];
  callsTo(method: string, path: string): RecordedCall[];
  /** The user's current invite token (made on first use, as get_connect_invite does). */
  inviteTokenOf(userId: string): string;
  /** True when an accepted link joins a and b and neither blocked the other. */
  areConnected(a: string, b: string): boolean;
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

/** A token shaped like the real one (43 base64url characters) that changes with the version. */
function tokenFor(userId: string, version: number): string {
  const seed = `${userId}:${version}`;
  let out = '';
  let hash = 2166136261;
  while (out.length < 43) {
    for (const char of seed + out.length) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    out += hash.toString(36);
  }
  return out.slice(0, 43).replace(/[^A-Za-z0-9_-]/g, '_');
}

export function createFakeBackend(currentUserId: string | null): FakeBackend {
  const backend: FakeBackend = {
    currentUserId,
    profiles: [],
    accountsWithoutProfile: [],
    relationships: [],
    conversations: [],
    blocks: [],
    declines: [],
    requestsCreated: new Map(),
    inviteVersions: new Map(),
    relatedNotes: new Map(),
    calls: [],
    callsTo(method, path) {
      return backend.calls.filter((call) => call.method === method && call.path === path);
    },
    inviteTokenOf(userId) {
      if (!backend.inviteVersions.has(userId)) backend.inviteVersions.set(userId, 1);
      return tokenFor(userId, backend.inviteVersions.get(userId) ?? 1);
    },
    areConnected(a, b) {
      const link = pairLink(a, b);
      return link?.connection_state === 'accepted' && !blockedEitherWay(a, b);
    },
    handlers: [],
  };

  const me = () => backend.currentUserId;
  const exists = (id: string) => backend.profiles.some((p) => p.id === id) || backend.accountsWithoutProfile.includes(id);
  const pairLink = (a: string, b: string) =>
    backend.relationships.find((r) => (r.user_id === a && r.related_user_id === b) || (r.user_id === b && r.related_user_id === a));
  const hasBlocked = (blocker: string, blocked: string) => backend.blocks.some((b) => b.blocker_id === blocker && b.blocked_id === blocked);
  const blockedEitherWay = (a: string, b: string) => hasBlocked(a, b) || hasBlocked(b, a);
  const relatedTo = (user: string, other: string) =>
    pairLink(user, other) !== undefined ||
    hasBlocked(user, other) ||
    backend.conversations.some(
      (c) => (c.user_id === user && c.partner_user_id === other) || (c.user_id === other && c.partner_user_id === user),
    );
  const visibleRelationships = () => backend.relationships.filter((r) => r.user_id === me() || r.related_user_id === me());
  // A participant who left no longer sees the thread (contract: leave_conversation).
  const visibleConversations = () =>
    backend.conversations.filter(
      (c) => (c.user_id === me() && c.user_left_at === null) || (c.partner_user_id === me() && c.partner_left_at === null),
    );
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
      ? HttpResponse.json(projectRows(rows, select) as JsonBodyType, { status })
      : new HttpResponse(null, { status: status === 200 ? 204 : status });

  const notSignedIn = (what: string) => postgrestError('42501', `permission denied for ${what}`, 401);

  /** Block: the row, and every link between the two is gone (contract). */
  const block = (blocker: string, blocked: string) => {
    if (!hasBlocked(blocker, blocked)) backend.blocks.push({ blocker_id: blocker, blocked_id: blocked, created_at: nextTimestamp() });
    backend.relationships = backend.relationships.filter(
      (r) => !((r.user_id === blocker && r.related_user_id === blocked) || (r.user_id === blocked && r.related_user_id === blocker)),
    );
  };

  const insertRelationship = (user: string, body: Partial<FakeRelationship>) => {
    const other = String(body.related_user_id);
    if (other === user) return postgrestError('23514', REFUSALS.self);
    // An unknown id and a person who blocked me look the same.
    if (!exists(other) || hasBlocked(other, user)) return postgrestError('P0001', REFUSALS.notFound);
    if (hasBlocked(user, other)) return postgrestError('P0001', REFUSALS.youBlocked);
    if (pairLink(user, other)) return postgrestError('23505', REFUSALS.alreadyConnected);
    if (backend.declines.some((d) => d.requester === user && d.recipient === other)) return postgrestError('P0001', REFUSALS.declined);
    const created = backend.requestsCreated.get(user) ?? 0;
    if (created >= DAILY_REQUEST_LIMIT) return postgrestError('P0001', REFUSALS.dailyLimit);
    backend.requestsCreated.set(user, created + 1);
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
      // A typed-in link is always a request, whatever the client sends.
      connection_state: 'requested',
      created_at: nextTimestamp(),
    };
    backend.relationships.push(row);
    return row;
  };

  /** The refusal for a change, or null when it may be applied. */
  const refuseChange = (user: string, row: FakeRelationship, change: Partial<FakeRelationship>) => {
    const { connection_state: state, ...fields } = change;
    if (row.connection_state === 'accepted' && state !== undefined && state !== 'accepted') {
      return postgrestError('P0001', 'An accepted connection cannot be turned back into a request.');
    }
    if (row.connection_state === 'requested') {
      // Only the recipient accepts; nothing else of a request changes while it waits (but each
      // side's own notes, which are not shared).
      const acceptsOthers = state === 'accepted' && row.related_user_id !== user;
      const shared = Object.keys(fields).filter((field) => field !== 'notes');
      if (acceptsOthers || shared.length > 0) return postgrestError('P0001', REFUSALS.stillWaiting);
    }
    return null;
  };

  const rpc = (name: string, handler: (user: string, args: Record<string, unknown>) => Response) =>
    http.post(`${REST}/rpc/${name}`, async ({ request }) => {
      const call = await record(request);
      const user = me();
      if (!user) return notSignedIn(`function ${name}`);
      return handler(user, (call.body ?? {}) as Record<string, unknown>);
    });

  backend.handlers = [
    http.all(`${REST}/relationships`, async ({ request }) => {
      const call = await record(request);
      const user = me();
      const select = call.params.get('select');
      // The shared row never holds notes: each side reads its own through relationship_notes.
      const shown = (rows: FakeRelationship[]) => rows.map((row) => ({ ...row, notes: null }));
      if (request.method === 'GET') return reply(request, 200, shown(queryRows(visibleRelationships(), call.params)), select);
      if (!user) return notSignedIn('table relationships');
      if (request.method === 'POST') {
        const body = (Array.isArray(call.body) ? call.body[0] : call.body) as Partial<FakeRelationship>;
        if (body.user_id !== user) return postgrestError('42501', 'new row violates row-level security policy for table "relationships"');
        const created = insertRelationship(user, body);
        return created instanceof Response ? created : reply(request, 201, shown([created]), select);
      }
      if (request.method === 'PATCH') {
        const targets = queryRows(visibleRelationships(), call.params);
        const change = call.body as Partial<FakeRelationship>;
        for (const row of targets) {
          const refusal = refuseChange(user, row, change);
          if (refusal) return refusal;
        }
        for (const row of targets) {
          const { notes, ...fields } = change;
          Object.assign(row, fields);
          // Notes sent on the row become the sender's own.
          if (notes !== undefined && row.user_id === user) row.notes = notes || null;
          else if (notes !== undefined) {
            if (notes) backend.relatedNotes.set(`${row.id}:${user}`, notes);
            else backend.relatedNotes.delete(`${row.id}:${user}`);
          }
        }
        return reply(request, 200, shown(targets), select);
      }
      if (request.method === 'DELETE') {
        const targets = queryRows(visibleRelationships(), call.params);
        for (const row of targets) {
          // The recipient deleting a request is a decline.
          if (row.connection_state === 'requested' && row.related_user_id === user) {
            backend.declines.push({ requester: row.user_id, recipient: user });
          }
        }
        backend.relationships = backend.relationships.filter((row) => !targets.includes(row));
        return reply(request, 200, targets, select);
      }
      return postgrestError('PGRST000', 'method not supported by the fake', 405);
    }),

    // Own notes only, whatever the query asks for (RLS).
    http.get(`${REST}/relationship_notes`, async ({ request }) => {
      const call = await record(request);
      const user = me();
      if (!user) return notSignedIn('table relationship_notes');
      const own = visibleRelationships().flatMap((row) => {
        const notes = row.user_id === user ? row.notes : (backend.relatedNotes.get(`${row.id}:${user}`) ?? null);
        return notes ? [{ relationship_id: row.id, user_id: user, notes }] : [];
      });
      return reply(request, 200, queryRows(own, call.params), call.params.get('select'));
    }),

    http.all(`${REST}/blocks`, async ({ request }) => {
      const call = await record(request);
      const user = me();
      if (!user) return notSignedIn('table blocks');
      const mine = () => backend.blocks.filter((b) => b.blocker_id === user);
      const select = call.params.get('select');
      if (request.method === 'GET') return reply(request, 200, queryRows(mine(), call.params), select);
      if (request.method === 'POST') {
        const body = (Array.isArray(call.body) ? call.body[0] : call.body) as Partial<FakeBlock>;
        const blocked = String(body.blocked_id);
        if ((body.blocker_id ?? user) !== user) return postgrestError('42501', 'new row violates row-level security policy for table "blocks"');
        if (!exists(blocked)) return postgrestError('P0001', REFUSALS.notFound);
        if (blocked === user) return postgrestError('23514', 'You cannot block yourself.');
        if (hasBlocked(user, blocked)) return postgrestError('23505', 'You have already blocked this person.');
        block(user, blocked);
        return reply(request, 201, mine().filter((b) => b.blocked_id === blocked), select);
      }
      if (request.method === 'DELETE') {
        const targets = queryRows(mine(), call.params);
        backend.blocks = backend.blocks.filter((b) => !targets.includes(b));
        return reply(request, 200, targets, select);
      }
      return postgrestError('PGRST000', 'method not supported by the fake', 405);
    }),

    http.all(`${REST}/conversations`, async ({ request }) => {
      const call = await record(request);
      const user = me();
      if (request.method === 'GET') {
        return reply(request, 200, queryRows(visibleConversations(), call.params), call.params.get('select'));
      }
      if (request.method === 'POST') {
        const body = (Array.isArray(call.body) ? call.body[0] : call.body) as Partial<FakeConversation>;
        const partner = body.partner_user_id ?? null;
        if (!user || body.user_id !== user || (partner !== null && !backend.areConnected(user, partner))) {
          return postgrestError('42501', 'new row violates row-level security policy for table "conversations"', user ? 403 : 401);
        }
        const row: FakeConversation = {
          id: nextId(),
          user_id: user,
          partner_user_id: partner,
          title: body.title ?? 'Private chat',
          updated_at: nextTimestamp(),
          user_left_at: null,
          partner_left_at: null,
        };
        backend.conversations.push(row);
        return reply(request, 201, [row], call.params.get('select'));
      }
      return postgrestError('PGRST000', 'method not supported by the fake', 405);
    }),

    rpc('get_related_display_names', (user, args) => {
      const ids = (args.ids ?? []) as string[];
      const rows = backend.profiles
        // Related = any link (a pending request too), a shared thread, or my block of them; a
        // person who blocked me stays nameless.
        .filter((p) => ids.includes(p.id) && (p.id === user || (!hasBlocked(p.id, user) && relatedTo(user, p.id))))
        .map((p) => ({ id: p.id, display_name: nameOf(p) }));
      return HttpResponse.json(rows);
    }),

    rpc('get_connection_profile_info', (user, args) => {
      const id = String(args.user_id);
      const invite = typeof args.invite === 'string' ? args.invite : null;
      if (blockedEitherWay(user, id)) return HttpResponse.json([]);
      const valid = invite !== null && backend.inviteVersions.has(id) && invite === backend.inviteTokenOf(id);
      const rows = backend.profiles
        .filter((p) => p.id === id)
        .map(({ display_name, first_name, last_name }) => ({ display_name, first_name, last_name, invite_valid: valid }));
      return HttpResponse.json(rows);
    }),

    rpc('get_connect_invite', (user) => HttpResponse.json(backend.inviteTokenOf(user))),

    rpc('renew_connect_invite', (user) => {
      backend.inviteVersions.set(user, (backend.inviteVersions.get(user) ?? 1) + 1);
      return HttpResponse.json(backend.inviteTokenOf(user));
    }),

    rpc('connect_with_invite', (user, args) => {
      const inviter = String(args.inviter);
      const invite = String(args.invite);
      if (inviter === user) return postgrestError('23514', REFUSALS.self);
      const valid = exists(inviter) && backend.inviteVersions.has(inviter) && invite === backend.inviteTokenOf(inviter);
      if (!valid || blockedEitherWay(user, inviter)) return postgrestError('P0001', REFUSALS.inviteInvalid);
      const existing = pairLink(user, inviter);
      if (existing?.connection_state === 'accepted') return postgrestError('23505', REFUSALS.alreadyConnected);
      if (existing) {
        existing.connection_state = 'accepted';
        return HttpResponse.json(existing.id);
      }
      const row: FakeRelationship = {
        id: nextId(),
        user_id: user,
        related_user_id: inviter,
        relation_type: typeof args.relation_type === 'string' ? args.relation_type : 'spouse',
        status: typeof args.status === 'string' ? args.status : null,
        notes: null,
        rabbi_involved: null,
        beit_din_involved: null,
        relationship_status: null,
        connection_state: 'accepted',
        created_at: nextTimestamp(),
      };
      backend.relationships.push(row);
      return HttpResponse.json(row.id);
    }),

    rpc('list_blocked_people', (user) => {
      const rows = backend.blocks
        .filter((b) => b.blocker_id === user)
        .sort((a, b) => (a.created_at < b.created_at ? 1 : -1))
        .map((b) => {
          const profile = backend.profiles.find((p) => p.id === b.blocked_id);
          return { user_id: b.blocked_id, display_name: profile ? nameOf(profile) : null, blocked_at: b.created_at };
        });
      return HttpResponse.json(rows);
    }),

    rpc('block_person', (user, args) => {
      const person = String(args.person);
      if (!exists(person)) return postgrestError('P0001', REFUSALS.notFound);
      if (person === user) return postgrestError('23514', 'You cannot block yourself.');
      block(user, person);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return backend;
}
