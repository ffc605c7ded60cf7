import type { Database, ShalomSupabaseClient } from '@shalom/shared';
import { DataError, toDataError } from './dataError';

type RelationshipTable = Database['public']['Tables']['relationships'];

/** The columns the screens read (spec §7). */
export const RELATIONSHIP_COLUMNS =
  'id, user_id, related_user_id, relation_type, status, notes, rabbi_involved, beit_din_involved, relationship_status, created_at';

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
  | 'created_at'
>;

/** The fields either side may change from the list (spec §7: update … by id). */
export type RelationshipChange = Partial<
  Pick<RelationshipTable['Update'], 'relation_type' | 'status' | 'rabbi_involved' | 'beit_din_involved'>
>;

export interface NewRelationship {
  userId: string;
  relatedUserId: string;
  relationType: string;
  status: string | null;
  notes: string | null;
  rabbiInvolved: boolean | null;
}

export interface ConnectionProfile {
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
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

/** Links where I am either side, newest first. */
export async function fetchRelationships(client: ShalomSupabaseClient, me: string): Promise<Relationship[]> {
  const rows = await run(() =>
    client
      .from('relationships')
      .select(RELATIONSHIP_COLUMNS)
      .or(`user_id.eq.${me},related_user_id.eq.${me}`)
      .order('created_at', { ascending: false }),
  );
  return rows ?? [];
}

/**
 * Display names of many people in ONE call (not one per row). A person without a name maps to
 * null; a person the server does not return is missing from the map.
 */
export async function fetchDisplayNames(client: ShalomSupabaseClient, ids: readonly string[]): Promise<Map<string, string | null>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await run(() => client.rpc('get_related_display_names', { ids: unique }));
  // The generated type says string, but the function returns null for a person without a name.
  return new Map((rows ?? []).map((row) => [row.id, (row.display_name as string | null) ?? null]));
}

/** True when a link between the two people exists in either direction. */
export async function isLinked(client: ShalomSupabaseClient, me: string, other: string): Promise<boolean> {
  const rows = await run(() =>
    client.from('relationships').select('id').or(eitherDirection(me, other, 'user_id', 'related_user_id')).limit(1),
  );
  return (rows ?? []).length > 0;
}

export async function insertRelationship(client: ShalomSupabaseClient, link: NewRelationship): Promise<void> {
  await run(() =>
    client.from('relationships').insert({
      user_id: link.userId,
      related_user_id: link.relatedUserId,
      relation_type: link.relationType,
      status: link.status,
      notes: link.notes,
      rabbi_involved: link.rabbiInvolved,
      // spec §3: beit_din_involved is sent null when adding.
      beit_din_involved: null,
    }),
  );
}

/** Saves one change and returns the row as the server now has it. */
export async function updateRelationship(
  client: ShalomSupabaseClient,
  id: string,
  change: RelationshipChange,
): Promise<Relationship> {
  const rows = await run(() => client.from('relationships').update(change).eq('id', id).select(RELATIONSHIP_COLUMNS));
  const [row] = rows ?? [];
  // Row-level security hides a row it refuses to update instead of failing; say so.
  if (!row) throw new DataError('This relationship could not be found. Reload the page and try again.');
  return row;
}

/**
 * The pair's human conversation: the most recently updated one in either direction (two rows may
 * exist, spec §3), else a new one started by me.
 */
export async function openPairConversation(client: ShalomSupabaseClient, me: string, other: string): Promise<string> {
  const found = await run(() =>
    client
      .from('conversations')
      .select('id')
      .or(eitherDirection(me, other, 'user_id', 'partner_user_id'))
      .order('updated_at', { ascending: false })
      .limit(1),
  );
  const [existing] = found ?? [];
  if (existing) return existing.id;
  const created = await run(() =>
    client.from('conversations').insert({ user_id: me, partner_user_id: other, title: 'Private chat' }).select('id'),
  );
  const [conversation] = created ?? [];
  if (!conversation) throw new DataError('The conversation was not created.');
  return conversation.id;
}

/** The names on a connect link's profile, or null when that person has no profile yet. */
export async function fetchConnectionProfile(client: ShalomSupabaseClient, userId: string): Promise<ConnectionProfile | null> {
  const rows = await run(() => client.rpc('get_connection_profile_info', { user_id: userId }));
  const [row] = rows ?? [];
  if (!row) return null;
  const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);
  return { displayName: text(row.display_name), firstName: text(row.first_name), lastName: text(row.last_name) };
}
