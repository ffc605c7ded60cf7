import type { ShalomSupabaseClient } from '@shalom/shared';

/** Postgres / PostgREST codes this remote reacts to (supabase/README.md). */
export const UNIQUE_VIOLATION = '23505';
/** Row-level security refused the row (e.g. a conversation with someone not connected). */
export const INSUFFICIENT_PRIVILEGE = '42501';
/** A value the column's type cannot hold (e.g. a partner user ID that is not a UUID). */
export const INVALID_TEXT_REPRESENTATION = '22P02';

/** A failed call, with the server's message and code (shown as they come). */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a conversation or user id from an address or the New box can be an id at all. Anything
 * else is not sent: PostgreSQL would only refuse it (22P02, 'invalid input syntax for type uuid').
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function toMessagingError(error: unknown): MessagingError {
  if (error instanceof MessagingError) return error;
  if (typeof error === 'object' && error !== null) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    return new MessagingError(typeof message === 'string' ? message : String(error), typeof code === 'string' ? code : null);
  }
  return new MessagingError(String(error));
}

// supabase-js reports most failures as `error`, but a broken network can also throw: both become
// one MessagingError so screens handle one thing.
async function run<T>(call: () => PromiseLike<{ data: T | null; error: unknown }>): Promise<T | null> {
  let result: { data: T | null; error: unknown };
  try {
    result = await call();
  } catch (error) {
    throw toMessagingError(error);
  }
  if (result.error) throw toMessagingError(result.error);
  return result.data;
}

export interface MessageMetadata {
  seen_by_partner?: boolean;
  deleted?: boolean;
  [key: string]: unknown;
}

export interface Message {
  id: string;
  conversation_id: string;
  sender_type: string;
  sender_user_id: string | null;
  content: string;
  created_at: string;
  updated_at: string;
  metadata: MessageMetadata;
}

export interface Conversation {
  id: string;
  user_id: string;
  partner_user_id: string | null;
  updated_at: string;
}

export interface AiCommunication {
  id: string;
  from_user_id: string;
  to_user_id: string;
  ai_message: string;
  trigger_type: string;
  /** null while the note is held over the recipient's Shabbat or Yom Tov (only its sender sees it then). */
  delivered_at: string | null;
  /** When a held note will be delivered (after havdalah at the recipient's place). */
  deliver_after: string | null;
}

/** When a note reached, or will reach, its recipient. */
export const deliveryTime = (item: Pick<AiCommunication, 'delivered_at' | 'deliver_after'>): string | null =>
  item.delivered_at ?? item.deliver_after;

const MESSAGE_COLUMNS = 'id, conversation_id, sender_type, sender_user_id, content, created_at, updated_at, metadata';
const CONVERSATION_COLUMNS = 'id, user_id, partner_user_id, updated_at';

export function asMessage(row: Record<string, unknown>): Message {
  const metadata = row.metadata;
  return {
    id: String(row.id),
    conversation_id: String(row.conversation_id),
    sender_type: String(row.sender_type ?? 'user'),
    sender_user_id: (row.sender_user_id as string | null) ?? null,
    content: String(row.content ?? ''),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at ?? row.created_at),
    metadata: typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata) ? (metadata as MessageMetadata) : {},
  };
}

function eitherDirection(a: string, b: string): string {
  return `and(user_id.eq.${a},partner_user_id.eq.${b}),and(user_id.eq.${b},partner_user_id.eq.${a})`;
}

/** One conversation the caller can see, or null (not theirs, left, or no such id: RLS hides all three alike). */
export async function fetchConversation(client: ShalomSupabaseClient, id: string): Promise<Conversation | null> {
  const rows = await run(() => client.from('conversations').select(CONVERSATION_COLUMNS).eq('id', id).limit(1));
  return ((rows ?? [])[0] as Conversation | undefined) ?? null;
}

/** Spec §4: reuse the pair's open conversation in either direction, else create one. */
export async function openPairConversation(client: ShalomSupabaseClient, me: string, partner: string): Promise<string> {
  const found = await run(() =>
    client
      .from('conversations')
      .select('id')
      .or(eitherDirection(me, partner))
      .is('user_left_at', null)
      .is('partner_left_at', null)
      .order('updated_at', { ascending: false })
      .limit(1),
  );
  const existing = (found ?? [])[0];
  if (existing) return existing.id;
  const created = await run(() => client.from('conversations').insert({ user_id: me, partner_user_id: partner, title: 'Private chat' }).select('id'));
  const conversation = (created ?? [])[0];
  if (!conversation) throw new MessagingError('');
  return conversation.id;
}

/** Display names of the people given (null name → the caller shows 'Unknown User'). */
export async function fetchNames(client: ShalomSupabaseClient, ids: string[]): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>();
  if (ids.length === 0) return names;
  const rows = await run(() => client.rpc('get_related_display_names', { ids }));
  for (const row of (rows ?? []) as Array<{ id: string; display_name: string | null }>) names.set(row.id, row.display_name);
  return names;
}

/** A thread's messages, oldest first. */
export async function fetchMessages(client: ShalomSupabaseClient, conversationId: string): Promise<Message[]> {
  const rows = await run(() =>
    client.from('messages').select(MESSAGE_COLUMNS).eq('conversation_id', conversationId).order('created_at', { ascending: true }).order('id', { ascending: true }),
  );
  return ((rows ?? []) as Array<Record<string, unknown>>).map(asMessage);
}

/** Messages created or changed at or after `since` (a reconnect's catch-up). */
export async function fetchChangedSince(client: ShalomSupabaseClient, conversationId: string, since: string): Promise<Message[]> {
  const rows = await run(() =>
    client.from('messages').select(MESSAGE_COLUMNS).eq('conversation_id', conversationId).gte('updated_at', since).order('created_at', { ascending: true }),
  );
  return ((rows ?? []) as Array<Record<string, unknown>>).map(asMessage);
}

/**
 * Inserts a message with the client's id. A retry of a send whose first attempt reached the
 * server gets 23505 for that id: the message is there, so that counts as sent (and it is read back).
 */
export async function insertMessage(
  client: ShalomSupabaseClient,
  message: { id: string; conversation_id: string; sender_user_id: string; content: string },
): Promise<Message | null> {
  try {
    const rows = await run(() => client.from('messages').insert({ ...message, sender_type: 'user', metadata: {} }).select(MESSAGE_COLUMNS));
    const row = (rows ?? [])[0] as Record<string, unknown> | undefined;
    return row ? asMessage(row) : null;
  } catch (error) {
    const failure = toMessagingError(error);
    if (failure.code !== UNIQUE_VIOLATION) throw failure;
    const rows = await run(() => client.from('messages').select(MESSAGE_COLUMNS).eq('id', message.id).limit(1));
    const row = (rows ?? [])[0] as Record<string, unknown> | undefined;
    return row ? asMessage(row) : null;
  }
}

export async function updateMessageContent(client: ShalomSupabaseClient, id: string, content: string): Promise<Message | null> {
  const rows = await run(() => client.from('messages').update({ content }).eq('id', id).select(MESSAGE_COLUMNS));
  const row = (rows ?? [])[0] as Record<string, unknown> | undefined;
  return row ? asMessage(row) : null;
}

/** Spec §4 soft delete: content '(Message deleted)', metadata deleted true. */
export async function softDeleteMessage(client: ShalomSupabaseClient, message: Message): Promise<Message | null> {
  const rows = await run(() =>
    client
      .from('messages')
      .update({ content: '(Message deleted)', metadata: { ...message.metadata, deleted: true } })
      .eq('id', message.id)
      .select(MESSAGE_COLUMNS),
  );
  const row = (rows ?? [])[0] as Record<string, unknown> | undefined;
  return row ? asMessage(row) : null;
}

/** The recipient marks a message seen: the old metadata plus seen_by_partner, nothing else. */
export async function markSeen(client: ShalomSupabaseClient, message: Message): Promise<void> {
  await run(() => client.from('messages').update({ metadata: { ...message.metadata, seen_by_partner: true } }).eq('id', message.id));
}

/** AI communications between the caller and one person, oldest first. */
export async function fetchAiCommunications(client: ShalomSupabaseClient, me: string, other: string): Promise<AiCommunication[]> {
  const rows = await run(() =>
    client
      .from('ai_partner_communications')
      .select('id, from_user_id, to_user_id, ai_message, trigger_type, delivered_at, deliver_after')
      .or(`and(from_user_id.eq.${me},to_user_id.eq.${other}),and(from_user_id.eq.${other},to_user_id.eq.${me})`)
      // Held notes (no delivery yet) come last, in the order they will be delivered.
      .order('delivered_at', { ascending: true, nullsFirst: false })
      .order('deliver_after', { ascending: true }),
  );
  return (rows ?? []) as AiCommunication[];
}

/** Who the caller has AI communications with (newest first), for the list's 'AI + {name}' rows, with the latest note. */
export async function fetchAiThreads(
  client: ShalomSupabaseClient,
  me: string,
): Promise<Array<{ other: string; latest: string; message: string; fromMe: boolean }>> {
  const rows = await run(() =>
    client
      .from('ai_partner_communications')
      .select('from_user_id, to_user_id, ai_message, delivered_at, deliver_after')
      .order('delivered_at', { ascending: false, nullsFirst: false })
      .limit(200),
  );
  const latest = new Map<string, { other: string; latest: string; message: string; fromMe: boolean }>();
  for (const row of (rows ?? []) as Array<Pick<AiCommunication, 'from_user_id' | 'to_user_id' | 'ai_message' | 'delivered_at' | 'deliver_after'>>) {
    const other = row.from_user_id === me ? row.to_user_id : row.from_user_id;
    const at = deliveryTime(row);
    if (at && !latest.has(other)) latest.set(other, { other, latest: at, message: row.ai_message, fromMe: row.from_user_id === me });
  }
  return [...latest.values()];
}

/** One row of the /messages list (the list_conversations RPC: issue 33, item 6). */
export interface ConversationSummary extends Conversation {
  /** The other person, and their name (null: unknown, or they blocked the caller). */
  other_user_id: string;
  other_name: string | null;
  last_message_id: string | null;
  last_message_content: string | null;
  last_message_sender_user_id: string | null;
  last_message_at: string | null;
  last_message_deleted: boolean;
  /** The caller's unread messages in it (from the other person, not yet read or seen). */
  unread: number;
}

/** The caller's human threads with who, the last message and the unread count, newest first. */
export async function fetchConversationSummaries(client: ShalomSupabaseClient): Promise<ConversationSummary[]> {
  const rows = await run(() => client.rpc('list_conversations'));
  return (rows ?? []) as ConversationSummary[];
}

/**
 * The thread was on screen up to this message (the newest it showed): the server stores the read
 * time, which only moves forward, and returns it. Issue 33: unread means not yet on screen.
 */
export async function markConversationRead(client: ShalomSupabaseClient, conversationId: string, upTo: string): Promise<string | null> {
  const readAt = await run(() => client.rpc('mark_conversation_read', { conversation_id: conversationId, up_to: upTo }));
  return typeof readAt === 'string' ? readAt : null;
}

/** The people the caller is connected with (accepted links, either direction), by name, for New. */
export async function fetchConnectedPeople(client: ShalomSupabaseClient, me: string): Promise<Array<{ id: string; name: string | null }>> {
  const rows = await run(() =>
    client.from('relationships').select('user_id, related_user_id').eq('connection_state', 'accepted').or(`user_id.eq.${me},related_user_id.eq.${me}`),
  );
  const ids = [...new Set(((rows ?? []) as Array<{ user_id: string; related_user_id: string }>).map((row) => (row.user_id === me ? row.related_user_id : row.user_id)))];
  const names = await fetchNames(client, ids);
  return ids.map((id) => ({ id, name: names.get(id) ?? null }));
}
