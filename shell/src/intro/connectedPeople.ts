// People the signed-in user is connected with (accepted links), with the names the database lets
// them see, for step 3 of the intro ("who is it about").
import type { ShalomSupabaseClient } from '@shalom/shared';

export interface ConnectedPerson {
  id: string;
  name: string | null;
}

export async function loadConnectedPeople(supabase: ShalomSupabaseClient, userId: string): Promise<ConnectedPerson[]> {
  const { data, error } = await supabase
    .from('relationships')
    .select('user_id, related_user_id, connection_state')
    .or(`user_id.eq.${userId},related_user_id.eq.${userId}`);
  if (error) throw new Error(error.message);
  const ids = [
    ...new Set(
      (data ?? [])
        .filter((row) => (row as { connection_state?: string }).connection_state !== 'requested')
        .map((row) => (row.user_id === userId ? row.related_user_id : row.user_id)),
    ),
  ];
  if (ids.length === 0) return [];
  const names = await supabase.rpc('get_related_display_names', { ids });
  const byId = new Map((names.data ?? []).map((row: { id: string; display_name: string | null }) => [row.id, row.display_name]));
  return ids.map((id) => ({ id, name: byId.get(id) ?? null }));
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** User ids are uuids: anything else never reaches the database (which answers with a type error). */
export function isUserId(value: string): boolean {
  return USER_ID.test(value);
}

/** A refusal of the database, with its code (PostgREST passes PostgreSQL's SQLSTATE on). */
export class ConnectionRefused extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ConnectionRefused';
  }
}

/**
 * Why a request was refused, for the ones the intro says in its own words (spec §5: a link that
 * exists in either direction is 'Already connected'); `null` for any other (its own message shows).
 */
export type Refusal = 'already-connected' | 'self' | 'not-found';

export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ConnectionRefused)) return null;
  if (error.code === '23505') return 'already-connected';
  if (error.code === '23514' && /connect to yourself/i.test(error.message)) return 'self';
  if (error.code === '23503' || (error.code === 'P0001' && /couldn.t find anyone/i.test(error.message))) return 'not-found';
  return null;
}

/** Step 5: a connection request (spec §7 relationships insert; the database makes it a request). */
export async function requestConnection(
  supabase: ShalomSupabaseClient,
  userId: string,
  relatedUserId: string,
  relationType: string,
  status: string | null,
): Promise<void> {
  const { error } = await supabase.from('relationships').insert({
    user_id: userId,
    related_user_id: relatedUserId,
    relation_type: relationType,
    status,
    notes: null,
    rabbi_involved: null,
    beit_din_involved: null,
  });
  if (error) throw new ConnectionRefused(error.message, error.code || undefined);
}
