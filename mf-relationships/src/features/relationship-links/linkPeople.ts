import type { ShalomSupabaseClient } from '@shalom/shared';
import { DataError, UNIQUE_VIOLATION, toDataError } from './dataError';
import { insertRelationship, isLinked, type NewRelationship } from './relationshipsApi';

export type LinkOutcome = { kind: 'linked' } | { kind: 'already-connected' } | { kind: 'failed'; error: DataError };

/**
 * Creates a link unless the pair is already linked in either direction. The check gives the
 * friendly answer up front; the database's unique index (23505) still decides when two people
 * connect at the same moment.
 */
export async function linkPeople(client: ShalomSupabaseClient, link: NewRelationship): Promise<LinkOutcome> {
  try {
    if (await isLinked(client, link.userId, link.relatedUserId)) return { kind: 'already-connected' };
    await insertRelationship(client, link);
    return { kind: 'linked' };
  } catch (caught) {
    const error = toDataError(caught);
    if (error.code === UNIQUE_VIOLATION) return { kind: 'already-connected' };
    return { kind: 'failed', error };
  }
}
