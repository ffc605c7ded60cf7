import type { ShalomSupabaseClient } from '@shalom/shared';
import { DataError, UNIQUE_VIOLATION, toDataError } from './dataError';
import { findLink, sendRequest, type ExistingLink, type NewRequest } from './relationshipsApi';

export type RequestOutcome =
  | { kind: 'sent' }
  | { kind: 'already-connected' }
  /** I asked them before; it is still waiting. */
  | { kind: 'already-requested' }
  /** They asked me; their request waits for my answer. */
  | { kind: 'they-asked' }
  | { kind: 'failed'; error: DataError };

/** What an existing link between us means for a new request. */
export function outcomeOfExisting(link: ExistingLink, me: string): RequestOutcome {
  if (link.connection_state === 'accepted') return { kind: 'already-connected' };
  return link.user_id === me ? { kind: 'already-requested' } : { kind: 'they-asked' };
}

/**
 * Sends a request unless we are linked already in either direction. The check gives the exact
 * answer up front (which side asked); the database still decides when two people ask at the same
 * moment (23505).
 */
export async function requestLink(client: ShalomSupabaseClient, request: NewRequest): Promise<RequestOutcome> {
  try {
    const existing = await findLink(client, request.userId, request.relatedUserId);
    if (existing) return outcomeOfExisting(existing, request.userId);
    await sendRequest(client, request);
    return { kind: 'sent' };
  } catch (caught) {
    const error = toDataError(caught);
    if (error.code === UNIQUE_VIOLATION) return { kind: 'already-connected' };
    return { kind: 'failed', error };
  }
}
