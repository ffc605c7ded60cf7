import { http, HttpResponse, type JsonBodyType } from 'msw';
import { queryRows, projectRows, type Row } from '@shalom/shared/testing/postgrest';
import { createFakeRealtime, type FakeRealtime } from '@shalom/shared/testing/realtime';

/**
 * An in-memory stand-in for what /messages calls, speaking the wire formats supabase-js expects
 * (shared/reference/supabase-wire-protocol.md): PostgREST for conversations, messages, AI
 * communications and get_related_display_names (with the participant RLS, client ids, 23505 on a
 * repeated id, the edit/delete/seen refusals of the database), the tone-coach function, and the
 * Realtime websocket (Phoenix 2.0.0 frames, postgres_changes with the join's bindings and filters).
 * Tests drive the real supabase-js client against it, cut its sockets, and read `calls`.
 */

export const SUPABASE_URL = 'http://backend.test';
const REST = `${SUPABASE_URL}/rest/v1`;
const REALTIME = 'ws://backend.test/realtime/v1/websocket';

export interface FakeConversation {
  id: string;
  user_id: string;
  partner_user_id: string | null;
  title: string;
  updated_at: string;
  user_left_at: string | null;
  partner_left_at: string | null;
}

export interface FakeMessage {
  id: string;
  conversation_id: string;
  sender_type: 'user' | 'ai';
  sender_user_id: string | null;
  content: string;
  created_at: string;
  updated_at: string;
  metadata: Record<string, unknown>;
}

export interface FakeAiCommunication {
  id: string;
  from_user_id: string;
  to_user_id: string;
  ai_message: string;
  trigger_type: string;
  delivered_at: string | null;
  deliver_after?: string | null;
}

export interface RecordedCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

/** A refusal the next matching call gets instead of running. */
export interface InjectedFailure {
  status: number;
  code: string;
  message: string;
}

let lastTime = 0;
/** Strictly increasing server times near the real clock (the 2-hour rule reads the real clock). */
export function serverNow(): string {
  lastTime = Math.max(Date.now(), lastTime + 1);
  return new Date(lastTime).toISOString();
}

let sequence = 0;
export function fakeId(prefix = '00000000'): string {
  sequence += 1;
  return `${prefix}-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

function refusal(failure: InjectedFailure) {
  return HttpResponse.json({ code: failure.code, details: null, hint: null, message: failure.message }, { status: failure.status });
}

const flag = (metadata: Record<string, unknown>, key: string) => metadata[key] === true;
const TWO_HOURS = 2 * 60 * 60 * 1000;

export interface FakeMessagingBackend {
  me: string;
  names: Map<string, string | null>;
  conversations: FakeConversation[];
  messages: FakeMessage[];
  aiCommunications: FakeAiCommunication[];
  /** How far `me` has read each conversation (conversation_reads.read_at). */
  reads: Map<string, string>;
  /** People `me` is connected with (accepted links), for New conversation. */
  connected: string[];
  calls: RecordedCall[];
  callsTo(method: string, path: string): RecordedCall[];
  /** The next call of this method to this table (e.g. 'POST messages') fails with this. */
  failNext(call: string, failure: InjectedFailure, times?: number): void;
  /**
   * The next call (e.g. 'POST rpc/unread_messages') is answered with what the server held when it
   * was asked, but only once the returned function is called: a slow answer racing the live stream.
   */
  holdNext(call: string): () => void;
  /** A reply to tone-coach: the body, or a status with an error body. */
  toneCoach: { status: number; body: JsonBodyType };
  /** Starts a thread between two people. */
  conversation(fields: Partial<FakeConversation> & Pick<FakeConversation, 'user_id' | 'partner_user_id'>): FakeConversation;
  /** Stores a message as the server would (and tells realtime unless `silent`). */
  message(fields: Partial<FakeMessage> & Pick<FakeMessage, 'conversation_id' | 'sender_user_id' | 'content'>, options?: { silent?: boolean }): FakeMessage;
  /** Changes a stored message (an edit, a delete or "seen" by someone else) and tells realtime. */
  change(id: string, fields: Partial<FakeMessage>, options?: { silent?: boolean }): FakeMessage;
  /** Stores an AI note (or changes a stored one, e.g. releases a held note) and tells realtime. */
  aiNote(fields: Partial<FakeAiCommunication> & Pick<FakeAiCommunication, 'id'>): FakeAiCommunication;
  /** `me` read the conversation up to `readAt` elsewhere (another device): stored and told over realtime. */
  markRead(conversationId: string, readAt: string): void;
  /** Closes every open realtime socket, as a network drop does. */
  dropRealtime(): void;
  /** Channels currently joined (topics). */
  joinedTopics(): string[];
  handlers: Array<ReturnType<typeof http.all> | FakeRealtime['handler']>;
}

export function createFakeMessagingBackend(me: string): FakeMessagingBackend {
  const calls: RecordedCall[] = [];
  const failures = new Map<string, InjectedFailure[]>();
  const holds = new Map<string, Promise<void>>();
  const realtime = createFakeRealtime(REALTIME);

  const visibleConversation = (c: FakeConversation) =>
    (c.user_id === backend.me && c.user_left_at === null) || (c.partner_user_id === backend.me && c.partner_left_at === null);
  const visibleConversationIds = () => new Set(backend.conversations.filter(visibleConversation).map((c) => c.id));

  function takeFailure(call: string): InjectedFailure | undefined {
    const queue = failures.get(call);
    return queue?.shift();
  }

  // RLS: the sender sees a note at once, the recipient once it is delivered (held notes wait).
  const aiNoteVisible = (row: FakeAiCommunication) => row.from_user_id === backend.me || (row.to_user_id === backend.me && row.delivered_at !== null);

  function broadcast(type: 'INSERT' | 'UPDATE', record: FakeMessage, old: FakeMessage | null) {
    // RLS: only participants of the conversation receive the change.
    if (!visibleConversationIds().has(record.conversation_id)) return;
    realtime.emit({ table: 'messages', type, record: record as unknown as Row, old: old as unknown as Row | null, commitTimestamp: serverNow() });
  }

  const backend: FakeMessagingBackend = {
    me,
    names: new Map(),
    conversations: [],
    messages: [],
    aiCommunications: [],
    reads: new Map(),
    connected: [],
    calls,
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path),
    failNext(call, failure, times = 1) {
      failures.set(call, [...(failures.get(call) ?? []), ...Array.from({ length: times }, () => failure)]);
    },
    holdNext(call) {
      let release = () => {};
      holds.set(call, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    toneCoach: { status: 200, body: { rewrite: '' } },
    conversation(fields) {
      const row: FakeConversation = { id: fakeId('c0000000'), title: 'Private chat', updated_at: serverNow(), user_left_at: null, partner_left_at: null, ...fields };
      backend.conversations.push(row);
      return row;
    },
    message(fields, options = {}) {
      const at = serverNow();
      const row: FakeMessage = { id: fakeId('a0000000'), sender_type: 'user', created_at: at, updated_at: at, metadata: {}, ...fields };
      backend.messages.push(row);
      const conversation = backend.conversations.find((c) => c.id === row.conversation_id);
      if (conversation && conversation.updated_at < row.created_at) conversation.updated_at = row.created_at;
      if (!options.silent) broadcast('INSERT', row, null);
      return row;
    },
    change(id, fields, options = {}) {
      const row = backend.messages.find((message) => message.id === id);
      if (!row) throw new Error(`fake backend: no message ${id}`);
      const old = { ...row, metadata: { ...row.metadata } };
      Object.assign(row, fields, { updated_at: serverNow() });
      if (!options.silent) broadcast('UPDATE', row, old);
      return row;
    },
    aiNote(fields) {
      const existing = backend.aiCommunications.find((row) => row.id === fields.id);
      const row: FakeAiCommunication = existing
        ? Object.assign(existing, fields)
        : { from_user_id: '', to_user_id: '', ai_message: '', trigger_type: 'emotional_bridging', delivered_at: serverNow(), deliver_after: null, ...fields };
      if (!existing) backend.aiCommunications.push(row);
      if (aiNoteVisible(row)) realtime.emit({ table: 'ai_partner_communications', type: existing ? 'UPDATE' : 'INSERT', record: { ...row }, commitTimestamp: serverNow() });
      return row;
    },
    markRead(conversationId, readAt) {
      const before = backend.reads.get(conversationId);
      if (before && before >= readAt) return;
      backend.reads.set(conversationId, readAt);
      const record = { user_id: backend.me, conversation_id: conversationId, read_at: readAt, updated_at: serverNow() };
      realtime.emit({ table: 'conversation_reads', type: before ? 'UPDATE' : 'INSERT', record, commitTimestamp: serverNow() });
    },
    dropRealtime: () => realtime.dropAll(),
    joinedTopics: () => realtime.joinedTopics(),
    handlers: [],
  };

  async function record(request: Request, path: string): Promise<{ params: URLSearchParams; body: unknown }> {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    calls.push({ method: request.method, path, params: url.searchParams, body });
    return { params: url.searchParams, body };
  }

  // The database's unread rule (issue 33): from the other person, not seen or deleted, newer than
  // how far `me` read — and, for the header, than its stored last-seen time.
  const unreadFor = (conversation: FakeConversation, since: string | null) =>
    backend.messages.filter(
      (m) =>
        m.conversation_id === conversation.id &&
        m.sender_type === 'user' &&
        m.sender_user_id !== backend.me &&
        !flag(m.metadata, 'seen_by_partner') &&
        !flag(m.metadata, 'deleted') &&
        m.created_at > (backend.reads.get(conversation.id) ?? '') &&
        (since === null || Date.parse(m.created_at) > Date.parse(since)),
    );
  const byUpdate = (a: FakeConversation, b: FakeConversation) => (a.updated_at < b.updated_at ? 1 : -1);

  backend.handlers = [
    http.post(`${REST}/rpc/list_conversations`, async ({ request }) => {
      await record(request, 'rpc/list_conversations');
      const failure = takeFailure('POST rpc/list_conversations');
      if (failure) return refusal(failure);
      const rows = backend.conversations
        .filter((c) => visibleConversation(c) && c.partner_user_id !== null)
        .sort(byUpdate)
        .slice(0, 50)
        .map((c) => {
          const other = c.user_id === backend.me ? c.partner_user_id : c.user_id;
          const last = backend.messages.filter((m) => m.conversation_id === c.id).sort((a, b) => (a.created_at < b.created_at ? 1 : -1))[0];
          return {
            id: c.id,
            user_id: c.user_id,
            partner_user_id: c.partner_user_id,
            updated_at: c.updated_at,
            other_user_id: other,
            other_name: other ? (backend.names.get(other) ?? null) : null,
            last_message_id: last?.id ?? null,
            last_message_content: last?.content ?? null,
            last_message_sender_user_id: last?.sender_user_id ?? null,
            last_message_at: last?.created_at ?? null,
            last_message_deleted: last ? flag(last.metadata, 'deleted') : false,
            unread: unreadFor(c, null).length,
          };
        });
      return HttpResponse.json(rows);
    }),
    http.post(`${REST}/rpc/unread_messages`, async ({ request }) => {
      const { body } = await record(request, 'rpc/unread_messages');
      const failure = takeFailure('POST rpc/unread_messages');
      if (failure) return refusal(failure);
      const since = (body as { since?: string } | null)?.since ?? null;
      const rows = backend.conversations
        .filter(visibleConversation)
        .sort(byUpdate)
        .slice(0, 50)
        .flatMap((c) => unreadFor(c, since))
        .sort((a, b) => (a.created_at < b.created_at ? -1 : 1))
        .map((m) => ({ id: m.id, conversation_id: m.conversation_id, created_at: m.created_at }));
      const hold = holds.get('POST rpc/unread_messages');
      if (hold) {
        holds.delete('POST rpc/unread_messages');
        await hold;
      }
      return HttpResponse.json(rows);
    }),
    http.post(`${REST}/rpc/mark_conversation_read`, async ({ request }) => {
      const { body } = await record(request, 'rpc/mark_conversation_read');
      const failure = takeFailure('POST rpc/mark_conversation_read');
      if (failure) return refusal(failure);
      const { conversation_id: conversationId, up_to: upTo } = body as { conversation_id: string; up_to: string };
      if (!visibleConversationIds().has(conversationId)) return refusal({ status: 400, code: 'P0001', message: 'Conversation not found.' });
      const shown = backend.messages.find((m) => m.id === upTo && m.conversation_id === conversationId);
      if (!shown) return refusal({ status: 400, code: 'P0001', message: 'That message is not in this conversation.' });
      backend.markRead(conversationId, shown.created_at);
      return HttpResponse.json(backend.reads.get(conversationId));
    }),
    http.get(`${REST}/relationships`, async ({ request }) => {
      const { params } = await record(request, 'relationships');
      const rows = backend.connected.map((other) => ({ user_id: backend.me, related_user_id: other, connection_state: 'accepted' }));
      return HttpResponse.json(projectRows(rows, params.get('select')));
    }),
    http.get(`${REST}/conversations`, async ({ request }) => {
      const { params } = await record(request, 'conversations');
      const failure = takeFailure('GET conversations');
      if (failure) return refusal(failure);
      return HttpResponse.json(projectRows(queryRows(backend.conversations.filter(visibleConversation), params), params.get('select')));
    }),
    http.post(`${REST}/conversations`, async ({ request }) => {
      const { params, body } = await record(request, 'conversations');
      const failure = takeFailure('POST conversations');
      if (failure) return refusal(failure);
      const input = (Array.isArray(body) ? body[0] : body) as Partial<FakeConversation>;
      if (input.user_id !== backend.me || !input.partner_user_id || !backend.names.has(input.partner_user_id)) {
        return refusal({ status: 403, code: '42501', message: 'new row violates row-level security policy for table "conversations"' });
      }
      const row = backend.conversation({ user_id: input.user_id, partner_user_id: input.partner_user_id });
      return HttpResponse.json(projectRows([row], params.get('select')), { status: 201 });
    }),
    http.get(`${REST}/messages`, async ({ request }) => {
      const { params } = await record(request, 'messages');
      const failure = takeFailure('GET messages');
      if (failure) return refusal(failure);
      const visible = visibleConversationIds();
      return HttpResponse.json(projectRows(queryRows(backend.messages.filter((m) => visible.has(m.conversation_id)), params), params.get('select')));
    }),
    http.post(`${REST}/messages`, async ({ request }) => {
      const { params, body } = await record(request, 'messages');
      const input = (Array.isArray(body) ? body[0] : body) as Partial<FakeMessage>;
      const failure = takeFailure('POST messages');
      if (failure) return refusal(failure);
      if (input.id && backend.messages.some((m) => m.id === input.id)) {
        return refusal({ status: 409, code: '23505', message: 'duplicate key value violates unique constraint "messages_pkey"' });
      }
      if (input.sender_user_id !== backend.me || !visibleConversationIds().has(String(input.conversation_id))) {
        return refusal({ status: 403, code: '42501', message: 'new row violates row-level security policy for table "messages"' });
      }
      if (!String(input.content ?? '').trim()) return refusal({ status: 400, code: 'P0001', message: 'A message cannot be empty.' });
      const row = backend.message({
        id: input.id,
        conversation_id: String(input.conversation_id),
        sender_user_id: backend.me,
        content: String(input.content),
        metadata: (input.metadata as Record<string, unknown>) ?? {},
      });
      return HttpResponse.json(projectRows([row], params.get('select')), { status: 201 });
    }),
    http.patch(`${REST}/messages`, async ({ request }) => {
      const { params, body } = await record(request, 'messages');
      const failure = takeFailure('PATCH messages');
      if (failure) return refusal(failure);
      const visible = visibleConversationIds();
      const targets = queryRows(backend.messages.filter((m) => visible.has(m.conversation_id)), params);
      const patch = body as Partial<FakeMessage>;
      const changed: FakeMessage[] = [];
      for (const target of targets) {
        if (target.sender_user_id === backend.me) {
          if (flag(target.metadata, 'deleted')) return refusal({ status: 400, code: 'P0001', message: 'This message was deleted and can no longer be changed.' });
          if (patch.metadata && flag(patch.metadata, 'seen_by_partner') !== flag(target.metadata, 'seen_by_partner')) {
            return refusal({ status: 403, code: '42501', message: 'Only the other participant can mark a message as seen.' });
          }
          if (flag(target.metadata, 'seen_by_partner') && Date.now() > Date.parse(target.created_at) + TWO_HOURS) {
            return refusal({ status: 400, code: 'P0001', message: 'A message your partner has seen can only be edited or deleted within 2 hours of sending.' });
          }
          const fields: Partial<FakeMessage> = { ...patch };
          if (patch.metadata && flag(patch.metadata, 'deleted')) fields.content = '(Message deleted)';
          else if (patch.content !== undefined && !patch.content.trim()) return refusal({ status: 400, code: 'P0001', message: 'A message cannot be empty.' });
          changed.push(backend.change(target.id, fields));
        } else {
          const onlySeen = patch.content === undefined && patch.metadata && flag(patch.metadata, 'seen_by_partner');
          if (!onlySeen) return refusal({ status: 403, code: '42501', message: 'Only the sender can change this message; you may only mark it as seen.' });
          changed.push(backend.change(target.id, { metadata: patch.metadata }));
        }
      }
      return HttpResponse.json(projectRows(changed, params.get('select')));
    }),
    http.get(`${REST}/ai_partner_communications`, async ({ request }) => {
      const { params } = await record(request, 'ai_partner_communications');
      const failure = takeFailure('GET ai_partner_communications');
      if (failure) return refusal(failure);
      const mine = backend.aiCommunications.filter(aiNoteVisible);
      return HttpResponse.json(projectRows(queryRows(mine, params), params.get('select')));
    }),
    http.post(`${REST}/rpc/get_related_display_names`, async ({ request }) => {
      const { body } = await record(request, 'rpc/get_related_display_names');
      const ids = ((body as { ids?: string[] }).ids ?? []).filter((id) => backend.names.has(id));
      return HttpResponse.json(ids.map((id) => ({ id, display_name: backend.names.get(id) ?? null })));
    }),
    http.post(`${SUPABASE_URL}/functions/v1/tone-coach`, async ({ request }) => {
      await record(request, 'functions/tone-coach');
      return HttpResponse.json(backend.toneCoach.body, { status: backend.toneCoach.status });
    }),
    realtime.handler,
  ];
  return backend;
}
