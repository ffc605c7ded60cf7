// The header's one call, on its own: the shell loads the indicator on every signed-in page, so it
// must not carry the rest of the messaging calls (messagingApi.ts) with it.
import type { ShalomSupabaseClient } from '@shalom/shared';

export interface UnreadMessage {
  id: string;
  conversation_id: string;
  created_at: string;
}

/**
 * The caller's unread messages, oldest first (issue 33: the other person's, not yet on screen in
 * their thread), newer than `since` when given (spec §4's stored last-seen time, the floor).
 */
export async function fetchUnreadMessages(client: ShalomSupabaseClient, since: string | null): Promise<UnreadMessage[]> {
  const { data, error } = await client.rpc('unread_messages', since ? { since } : {});
  if (error) throw error;
  return (data ?? []) as UnreadMessage[];
}
