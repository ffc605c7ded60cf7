import type { Database, ShalomSupabaseClient } from '@shalom/shared';
import { DataError, toDataError } from './dataError';
import { linkText } from './linkMessages';

type RelationshipTable = Database['public']['Tables']['relationships'];

/**
 * The columns the screens read (spec §7, plus the contract's connection_state). Not notes: since
 * issue 33 each side's notes are its own (relationship_notes), and the shared row holds none.
 */
export const RELATIONSHIP_COLUMNS =
  'id, user_id, related_user_id, relation_type, status, rabbi_involved, beit_din_involved, relationship_status, connection_state, created_at, wedding_date, anniversary_calendar';

export type Relationship = Pick<
  RelationshipTable['Row'],
  | 'id'
  | 'user_id'
  | 'related_user_id'
  | 'relation_type'
  | 'status'
  | 'notes'
  | 'rabbi_involved'
  | 'beit_din_involved'
  | 'relationship_status'
  | 'connection_state'
  | 'created_at'
  | 'wedding_date'
  | 'anniversary_calendar'
>;

/** A link as the server sends it back after a change: everything but the reader's own notes. */
export type SavedRelationship = Omit<Relationship, 'notes'>;

/** The fields either side may change on an accepted link (spec §7: update … by id). */
export type RelationshipChange = Partial<
  Pick<RelationshipTable['Update'], 'relation_type' | 'status' | 'rabbi_involved' | 'beit_din_involved' | 'wedding_date' | 'anniversary_calendar'>
>;

export interface NewRequest {
  userId: string;
  relatedUserId: string;
  relationType: string;
  status: string | null;
  notes: string | null;
  rabbiInvolved: boolean | null;
}

/** An existing link between me and someone, as far as the "already linked?" checks need it. */
export type ExistingLink = Pick<Relationship, 'id' | 'user_id' | 'related_user_id' | 'connection_state'>;

export interface ConnectionProfile {
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The invite token in the link is this person's current one. */
  inviteValid: boolean;
}

export interface BlockedPerson {
  userId: string;
  displayName: string | null;
  blockedAt: string;
}

/** The person on the other side of a link (spec §3). */
export function otherParty(relationship: Pick<Relationship, 'user_id' | 'related_user_id'>, me: string): string {
  return relationship.user_id === me ? relationship.related_user_id : relationship.user_id;
}

/** PostgREST filter for "a and b linked, in either direction". Only ever called with checked uuids. */
function eitherDirection(a: string, b: string, left: string, right: string): string {
  return `and(${left}.eq.${a},${right}.eq.${b}),and(${left}.eq.${b},${right}.eq.${a})`;
}

// supabase-js reports most failures as `error`, but a broken client or network can also throw:
// every call funnels both into a DataError so screens have one thing to handle.
async function run<T>(call: () => PromiseLike<{ data: T | null; error: unknown }>): Promise<T | null> {
  let result: { data: T | null; error: unknown };
  try {
    result = await call();
  } catch (error) {
    throw toDataError(error);
  }
  if (result.error) throw toDataError(result.error);
  return result.data;
}

const trimmedOrNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * Links where I am either side, in every state, newest first, each with MY notes on it (issue 33:
 * relationship_notes, where RLS returns only the caller's own — never the other side's).
 */
export async function fetchRelationships(client: ShalomSupabaseClient, me: string): Promise<Relationship[]> {
  const [rows, notes] = await Promise.all([
    run(() =>
      client
        .from('relationships')
        .select(RELATIONSHIP_COLUMNS)
        .or(`user_id.eq.${me},related_user_id.eq.${me}`)
        .order('created_at', { ascending: false }),
    ),
    run(() => client.from('relationship_notes').select('relationship_id, notes').eq('user_id', me)),
  ]);
  const mine = new Map((notes ?? []).map((row) => [row.relationship_id, row.notes] as const));
  return (rows ?? []).map((row) => ({ ...row, notes: mine.get(row.id) ?? null }));
}

/**
 * Display names of many people in ONE call (not one per row). A person without a name maps to
 * null; a person the server does not return (no link, or they blocked me) is missing from the map.
 */
export async function fetchDisplayNames(client: ShalomSupabaseClient, ids: readonly string[]): Promise<Map<string, string | null>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await run(() => client.rpc('get_related_display_names', { ids: unique }));
  // The generated type says string, but the function returns null for a person without a name.
  return new Map((rows ?? []).map((row) => [row.id, trimmedOrNull(row.display_name as string | null)]));
}

/** The link between me and the other person in either direction and any state, or null. */
export async function findLink(client: ShalomSupabaseClient, me: string, other: string): Promise<ExistingLink | null> {
  const rows = await run(() =>
    client
      .from('relationships')
      .select('id, user_id, related_user_id, connection_state')
      .or(eitherDirection(me, other, 'user_id', 'related_user_id'))
      .limit(1),
  );
  return rows?.[0] ?? null;
}

/** Asks the other person to connect: the database stores every typed-in link as 'requested'. */
export async function sendRequest(client: ShalomSupabaseClient, request: NewRequest): Promise<void> {
  await run(() =>
    client.from('relationships').insert({
      user_id: request.userId,
      related_user_id: request.relatedUserId,
      relation_type: request.relationType,
      status: request.status,
      notes: request.notes,
      rabbi_involved: request.rabbiInvolved,
      // spec §3: beit_din_involved is sent null when adding.
      beit_din_involved: null,
    }),
  );
}

/** The recipient accepts a request; returns the row as the server now has it. */
export async function acceptRequest(client: ShalomSupabaseClient, id: string): Promise<SavedRelationship> {
  const rows = await run(() =>
    client
      .from('relationships')
      .update({ connection_state: 'accepted' })
      .eq('id', id)
      .select(RELATIONSHIP_COLUMNS),
  );
  const [row] = rows ?? [];
  // The requester withdrew it meanwhile (RLS hides a row that is gone instead of failing).
  if (!row) throw new DataError(linkText.requestGone);
  return row;
}

/**
 * Decline, Cancel request and Remove link are all a delete of the row. A row that is already
 * gone (the other side got there first) is not an error: the link is gone either way.
 */
export async function deleteRelationship(client: ShalomSupabaseClient, id: string): Promise<void> {
  await run(() => client.from('relationships').delete().eq('id', id).select('id'));
}

/** Saves one change and returns the row as the server now has it. */
export async function updateRelationship(client: ShalomSupabaseClient, id: string, change: RelationshipChange): Promise<SavedRelationship> {
  const rows = await run(() => client.from('relationships').update(change).eq('id', id).select(RELATIONSHIP_COLUMNS));
  const [row] = rows ?? [];
  // Row-level security hides a row it refuses to update instead of failing; say so.
  if (!row) throw new DataError(linkText.relationshipGone);
  return row;
}

/**
 * The pair's human conversation that both are still in: the most recently updated one in either
 * direction (two rows may exist, spec §3), else a new one started by me. A thread either side has
 * left is never reused (contract: nobody can post in it any more).
 */
export async function openPairConversation(client: ShalomSupabaseClient, me: string, other: string): Promise<string> {
  const found = await run(() =>
    client
      .from('conversations')
      .select('id')
      .or(eitherDirection(me, other, 'user_id', 'partner_user_id'))
      .is('user_left_at', null)
      .is('partner_left_at', null)
      .order('updated_at', { ascending: false })
      .limit(1),
  );
  const [existing] = found ?? [];
  if (existing) return existing.id;
  const created = await run(() =>
    client.from('conversations').insert({ user_id: me, partner_user_id: other, title: 'Private chat' }).select('id'),
  );
  const [conversation] = created ?? [];
  if (!conversation) throw new DataError(linkText.conversationNotCreated);
  return conversation.id;
}

/**
 * The names on a connect link's profile and whether its invite is the current one, or null when
 * there is no profile to show (no profile yet, or a block either way: the two look the same).
 */
export async function fetchConnectionProfile(
  client: ShalomSupabaseClient,
  userId: string,
  invite: string | null,
): Promise<ConnectionProfile | null> {
  const args = invite ? { user_id: userId, invite } : { user_id: userId };
  const rows = await run(() => client.rpc('get_connection_profile_info', args));
  const [row] = rows ?? [];
  if (!row) return null;
  return {
    // The generated types say string; a profile may leave these empty (null).
    displayName: trimmedOrNull(row.display_name as string | null),
    firstName: trimmedOrNull(row.first_name as string | null),
    lastName: trimmedOrNull(row.last_name as string | null),
    inviteValid: row.invite_valid === true,
  };
}

export interface InviteConnection {
  inviter: string;
  invite: string;
  relationType: string;
  status: string | null;
}

/** Connects at once through the inviter's current invite; returns the relationship id. */
export async function connectWithInvite(client: ShalomSupabaseClient, connection: InviteConnection): Promise<string> {
  const args = {
    inviter: connection.inviter,
    invite: connection.invite,
    relation_type: connection.relationType,
    ...(connection.status ? { status: connection.status } : {}),
  };
  const id = await run(() => client.rpc('connect_with_invite', args));
  return id ?? '';
}

/** My current invite token (the server creates it on first use). */
export async function fetchConnectInvite(client: ShalomSupabaseClient): Promise<string> {
  const token = await run(() => client.rpc('get_connect_invite'));
  if (!token) throw new DataError(linkText.inviteMissing);
  return token;
}

/** A new invite token: every older link stops working. */
export async function renewConnectInvite(client: ShalomSupabaseClient): Promise<string> {
  const token = await run(() => client.rpc('renew_connect_invite'));
  if (!token) throw new DataError(linkText.inviteMissing);
  return token;
}

/** The people I blocked, newest first. */
export async function fetchBlockedPeople(client: ShalomSupabaseClient): Promise<BlockedPerson[]> {
  const rows = await run(() => client.rpc('list_blocked_people'));
  // The generated type says string; a person without a name comes back as null.
  return (rows ?? []).map((row) => ({ userId: row.user_id, displayName: trimmedOrNull(row.display_name as string | null), blockedAt: row.blocked_at }));
}

/** Blocks a person: the database also removes every link between us. */
export async function blockPerson(client: ShalomSupabaseClient, person: string): Promise<void> {
  await run(() => client.rpc('block_person', { person }));
}

/** Lifts my block. It does not bring back any link. */
export async function unblockPerson(client: ShalomSupabaseClient, me: string, person: string): Promise<void> {
  await run(() => client.from('blocks').delete().eq('blocker_id', me).eq('blocked_id', person));
}
