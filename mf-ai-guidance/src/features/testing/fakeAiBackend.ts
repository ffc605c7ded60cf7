import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { queryRows, projectRows, type Row } from '@shalom/shared/testing/postgrest';
import { createFakeRealtime } from '@shalom/shared/testing/realtime';

/**
 * An in-memory stand-in for what /ai and /test-chat call, in the PostgREST and Phoenix wire
 * formats supabase-js speaks (shared/reference/supabase-wire-protocol.md): generic tables with
 * the filters these screens send, the RPCs, the AI functions (answers set per test) and a realtime
 * socket that carries INSERT / UPDATE / DELETE of messages. `calls` records every request.
 */

export const SUPABASE_URL = 'http://backend.test';
const REST = `${SUPABASE_URL}/rest/v1`;
const FUNCTIONS = `${SUPABASE_URL}/functions/v1`;
const REALTIME = 'ws://backend.test/realtime/v1/websocket';

export type { Row };

export interface RecordedCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

export interface FunctionReply {
  status: number;
  body: unknown;
}

/** A function's answer: the same every time, or worked out from each request's body. */
export type FunctionAnswer = FunctionReply | ((body: unknown) => FunctionReply);

export interface FakeProposal {
  id: string;
  text: string;
  triggerType: string;
  manual: boolean;
  used: boolean;
  dismissed: boolean;
}

/**
 * ai-partner-communicator's two steps (supabase/functions/README.md), kept in memory: a request
 * without a proposal id proposes (or is refused with `refuse`), {proposalId, decision} sends once
 * or dismisses. `delivered` is what reached the partner.
 */
export interface FakeCommunicator {
  proposals: FakeProposal[];
  delivered: { proposalId: string; text: string }[];
  /** Set: every proposal is refused with this reason (boundary_keyword, safety_concern, …). */
  refuse: string | null;
  /** Set: Send answers with this instead (a 500, a refusal). */
  sendAnswer: FunctionReply | null;
  /** Milliseconds Send takes (to press it twice while it is on its way). */
  sendDelayMs: number;
}

let sequence = 0;
export function fakeId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

let clock = Date.parse('2026-01-01T00:00:00Z');
export function nextTimestamp(): string {
  clock += 1000;
  return new Date(clock).toISOString();
}

function respond(request: Request, rows: Row[], status = 200) {
  if ((request.headers.get('accept') ?? '').includes('vnd.pgrst.object')) {
    if (rows.length !== 1)
      return HttpResponse.json({ code: 'PGRST116', details: `The result contains ${rows.length} rows`, hint: null, message: 'JSON object requested, multiple (or no) rows returned' }, { status: 406 });
    return HttpResponse.json(rows[0], { status });
  }
  return HttpResponse.json(rows, { status });
}

export interface FakeAiBackend {
  me: string;
  tables: Record<string, Row[]>;
  /** Display names get_related_display_names answers with. */
  names: Map<string, string>;
  partnerConsent: Row | null;
  consentStatus: FunctionReply;
  /** Answers of the AI functions by name; a function not here answers 500. */
  functions: Map<string, FunctionAnswer>;
  /** Installs the in-memory ai-partner-communicator and returns it. */
  useCommunicator(): FakeCommunicator;
  /** "METHOD table" → an error the next such request answers with (status + PostgREST body). */
  failNext(call: string, status: number, body: Row): void;
  /** Every "METHOD table" request whose body passes `test` answers with this error. */
  failWhen(call: string, test: (body: unknown) => boolean, status: number, body: Row): void;
  calls: RecordedCall[];
  callsTo(method: string, path: string): RecordedCall[];
  /** Stores a message as another writer would and tells realtime. */
  insertFromElsewhere(row: Row): Row;
  /** The other person unshares: the row goes and realtime carries a DELETE with its id only. */
  removeFromElsewhere(id: string): void;
  /** Another person creates a conversation (not in the realtime publication: no event). */
  conversationFromElsewhere(fields: Row): Row;
  handlers: unknown[];
}

export function createFakeAiBackend(me: string): FakeAiBackend {
  const calls: RecordedCall[] = [];
  const failures = new Map<string, { status: number; body: Row }[]>();
  const conditional: { call: string; test: (body: unknown) => boolean; status: number; body: Row }[] = [];
  const realtime = createFakeRealtime(REALTIME);

  let communicator: FakeCommunicator | null = null;

  async function communicate(body: Record<string, unknown>): Promise<FunctionReply> {
    const fake = communicator!;
    if (typeof body.proposalId === 'string') {
      const proposal = fake.proposals.find((candidate) => candidate.id === body.proposalId);
      if (!proposal) return { status: 200, body: { success: false, reason: 'proposal_not_found' } };
      if (body.decision === 'dismiss') {
        if (proposal.used) return { status: 200, body: { success: false, reason: 'proposal_used' } };
        proposal.dismissed = true;
        return { status: 200, body: { success: true, reason: 'dismissed' } };
      }
      if (fake.sendDelayMs > 0) await delay(fake.sendDelayMs);
      if (fake.sendAnswer) return fake.sendAnswer;
      if (proposal.used) return { status: 200, body: { success: false, reason: 'proposal_used' } };
      if (proposal.dismissed) return { status: 200, body: { success: false, reason: 'proposal_dismissed' } };
      proposal.used = true;
      fake.delivered.push({ proposalId: proposal.id, text: proposal.text });
      return { status: 200, body: { success: true, reason: 'sent', held: false, communicationId: fakeId() } };
    }
    if (fake.refuse) return { status: 200, body: { success: false, reason: fake.refuse } };
    const triggerType = String(body.triggerType);
    const proposal: FakeProposal = {
      id: fakeId(),
      text: `Shalom Yosef,\n\nA note about ${triggerType} number ${fake.proposals.length + 1}.\n\nWith warmth, your Shalom Bayit guide.`,
      triggerType,
      manual: body.forceBypassLimits === true,
      used: false,
      dismissed: false,
    };
    fake.proposals.push(proposal);
    return {
      status: 200,
      body: { success: true, reason: 'proposed', proposal: { id: proposal.id, text: proposal.text, triggerType, expiresAt: '2026-01-01T00:30:00Z' } },
    };
  }

  const broadcast = (type: 'INSERT' | 'UPDATE' | 'DELETE', table: string, record: Row) => realtime.emit({ table, type, record });

  const backend: FakeAiBackend = {
    me,
    tables: { profiles: [], relationships: [], conversations: [], messages: [], partner_communication_consent: [], partner_info: [] },
    names: new Map(),
    partnerConsent: null,
    consentStatus: { status: 200, body: { selfConsent: false, partnerConsent: false, fullyEnabled: false } },
    functions: new Map(),
    useCommunicator() {
      const fake: FakeCommunicator = { proposals: [], delivered: [], refuse: null, sendAnswer: null, sendDelayMs: 0 };
      communicator = fake;
      return fake;
    },
    failNext(call, status, body) {
      failures.set(call, [...(failures.get(call) ?? []), { status, body }]);
    },
    failWhen(call, test, status, body) {
      conditional.push({ call, test, status, body });
    },
    calls,
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path),
    insertFromElsewhere(fields) {
      const row = { id: fakeId(), created_at: nextTimestamp(), metadata: {}, ...fields };
      backend.tables.messages!.push(row);
      broadcast('INSERT', 'messages', row);
      return row;
    },
    conversationFromElsewhere(fields) {
      // conversations are not in the realtime publication: no event.
      const row = { id: fakeId(), title: 'Private chat', updated_at: nextTimestamp(), ...fields };
      backend.tables.conversations!.push(row);
      return row;
    },
    removeFromElsewhere(id) {
      const row = backend.tables.messages!.find((message) => message.id === id);
      if (!row) throw new Error(`fake backend: no message ${id}`);
      backend.tables.messages = backend.tables.messages!.filter((message) => message !== row);
      broadcast('DELETE', 'messages', row);
    },
    handlers: [],
  };

  async function record(request: Request, path: string) {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    calls.push({ method: request.method, path, params: url.searchParams, body });
    return { params: url.searchParams, body };
  }

  function failure(call: string, requestBody: unknown = null) {
    const matching = conditional.find((entry) => entry.call === call && entry.test(requestBody));
    if (matching) return HttpResponse.json(matching.body, { status: matching.status });
    const next = failures.get(call)?.shift();
    return next ? HttpResponse.json(next.body, { status: next.status }) : null;
  }

  backend.handlers = [
    http.post(`${REST}/rpc/get_related_display_names`, async ({ request }) => {
      const { body } = await record(request, 'rpc/get_related_display_names');
      const ids = ((body as { ids: string[] }).ids ?? []) as string[];
      return HttpResponse.json(ids.filter((id) => backend.names.has(id)).map((id) => ({ id, display_name: backend.names.get(id) })));
    }),
    http.post(`${REST}/rpc/get_partner_consent`, async ({ request }) => {
      await record(request, 'rpc/get_partner_consent');
      return HttpResponse.json(backend.partnerConsent ? [backend.partnerConsent] : []);
    }),
    // Clearing AI history (issue 35): the copies of these private chats' answers in shared threads,
    // and the one-step delete (private chats of mine, the listed copies).
    http.post(`${REST}/rpc/ai_history_shared_copies`, async ({ request }) => {
      const { body } = await record(request, 'rpc/ai_history_shared_copies');
      const ids = (body as { conversation_ids: string[] | null }).conversation_ids;
      const mine = backend.tables.conversations!.filter((c) => c.user_id === me && c.partner_user_id === null && (ids === null || ids.includes(c.id as string)));
      const copies = backend.tables.messages!.filter((m) => mine.some((c) => c.id === (m.metadata as Row | undefined)?.from_conversation_id));
      return HttpResponse.json(
        copies.map((m) => {
          const thread = backend.tables.conversations!.find((c) => c.id === m.conversation_id);
          return { message_id: m.id, conversation_id: m.conversation_id, partner_user_id: thread?.user_id === me ? thread?.partner_user_id : thread?.user_id, content: m.content, created_at: m.created_at, can_unshare: true };
        }),
      );
    }),
    http.post(`${REST}/rpc/clear_ai_history`, async ({ request }) => {
      const { body } = await record(request, 'rpc/clear_ai_history');
      const { conversation_ids: ids, unshare_message_ids: unshare } = body as { conversation_ids: string[] | null; unshare_message_ids: string[] };
      const gone = backend.tables.conversations!.filter((c) => c.user_id === me && c.partner_user_id === null && (ids === null || ids.includes(c.id as string)));
      backend.tables.conversations = backend.tables.conversations!.filter((c) => !gone.includes(c));
      const removed = backend.tables.messages!.filter((m) => unshare.includes(m.id as string) || gone.some((c) => c.id === m.conversation_id));
      backend.tables.messages = backend.tables.messages!.filter((m) => !removed.includes(m));
      for (const row of removed) if (unshare.includes(row.id as string)) broadcast('DELETE', 'messages', row);
      return HttpResponse.json({ conversations: gone.length, unshared: unshare.length });
    }),
    http.get(`${REST}/:table`, async ({ request, params: route }) => {
      const table = String(route.table);
      const { params } = await record(request, table);
      const failed = failure(`GET ${table}`);
      if (failed) return failed;
      return respond(request, projectRows(queryRows(backend.tables[table] ?? [], params), params.get('select')));
    }),
    http.post(`${REST}/:table`, async ({ request, params: route }) => {
      const table = String(route.table);
      const { params, body } = await record(request, table);
      const failed = failure(`POST ${table}`, body);
      if (failed) return failed;
      const rows = backend.tables[table] ?? (backend.tables[table] = []);
      const incoming = (Array.isArray(body) ? body : [body]) as Row[];
      const conflict = params.get('on_conflict')?.split(',');
      const saved: Row[] = [];
      for (const fields of incoming) {
        const existing = conflict ? rows.find((row) => conflict.every((column) => row[column] === fields[column])) : undefined;
        if (existing) {
          Object.assign(existing, fields);
          saved.push(existing);
        } else {
          const row: Row = { id: fakeId(), created_at: nextTimestamp(), ...(table === 'conversations' ? { updated_at: nextTimestamp() } : {}), ...fields };
          rows.push(row);
          saved.push(row);
          if (table === 'messages') broadcast('INSERT', table, row);
        }
      }
      return respond(request, projectRows(saved, params.get('select')), 201);
    }),
    http.patch(`${REST}/:table`, async ({ request, params: route }) => {
      const table = String(route.table);
      const { params, body } = await record(request, table);
      const failed = failure(`PATCH ${table}`);
      if (failed) return failed;
      const matched = queryRows(backend.tables[table] ?? [], params);
      for (const row of matched) Object.assign(row, body as Row);
      return respond(request, projectRows(matched, params.get('select')));
    }),
    http.delete(`${REST}/:table`, async ({ request, params: route }) => {
      const table = String(route.table);
      const { params } = await record(request, table);
      const failed = failure(`DELETE ${table}`);
      if (failed) return failed;
      const matched = queryRows(backend.tables[table] ?? [], params);
      backend.tables[table] = (backend.tables[table] ?? []).filter((row) => !matched.includes(row));
      for (const row of matched) if (table === 'messages') broadcast('DELETE', table, row);
      return respond(request, []);
    }),
    http.post(`${FUNCTIONS}/consent-status`, async ({ request }) => {
      await record(request, 'functions/consent-status');
      return HttpResponse.json(backend.consentStatus.body as JsonBodyType, { status: backend.consentStatus.status });
    }),
    http.post(`${FUNCTIONS}/:name`, async ({ request, params: route }) => {
      const name = String(route.name);
      const { body } = await record(request, `functions/${name}`);
      const answer =
        name === 'ai-partner-communicator' && communicator && !backend.functions.has(name)
          ? await communicate((body ?? {}) as Record<string, unknown>)
          : (backend.functions.get(name) ?? { status: 500, body: { error: `no answer set for ${name}` } });
      const reply = typeof answer === 'function' ? answer(body) : answer;
      return HttpResponse.json(reply.body as JsonBodyType, { status: reply.status });
    }),
    realtime.handler,
  ];
  return backend;
}
