// Clearing the private AI history (issue 35): the RPCs of migration 20261130000500, which run with
// the caller's own rights (RLS and the message rules decide), through an untyped client like the
// rest of this feature's calls (the generated database types predate them).
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseProjectOfPage, type ShalomSupabaseClient } from '@shalom/shared';
import { AiDataError } from './aiGuidanceApi';

const db = (client: ShalomSupabaseClient): SupabaseClient => client as unknown as SupabaseClient;

/** A copy of one of these answers that the person shared into a partner's thread. */
export interface SharedCopy {
  message_id: string;
  conversation_id: string;
  partner_user_id: string;
  content: string;
  created_at: string;
  /** False once the partner saw it more than 2 hours ago (spec §5's window): it stays there. */
  can_unshare: boolean;
}

/** What a clearing removes: these private chats (null = all of them) and these shared copies. */
export interface HistoryClearing {
  conversationIds: string[] | null;
  unshareIds: string[];
}

export async function loadSharedCopies(client: ShalomSupabaseClient, conversationIds: string[] | null): Promise<SharedCopy[]> {
  const { data, error } = await db(client).rpc('ai_history_shared_copies', { conversation_ids: conversationIds });
  if (error) throw new AiDataError(error.message, error.code ?? null);
  return (data ?? []) as SharedCopy[];
}

function rpcBody(clearing: HistoryClearing) {
  return { conversation_ids: clearing.conversationIds, unshare_message_ids: clearing.unshareIds };
}

export async function clearHistory(client: ShalomSupabaseClient, clearing: HistoryClearing): Promise<void> {
  const { error } = await db(client).rpc('clear_ai_history', rpcBody(clearing));
  if (error) throw new AiDataError(error.message, error.code ?? null);
}

/**
 * The same call as a keepalive request, for a page being closed while the undo toast still shows:
 * it goes on after the page is gone. False when it could not be sent (no project or token).
 */
export function clearHistoryOnTheWayOut(accessToken: string | null, clearing: HistoryClearing): boolean {
  const project = supabaseProjectOfPage();
  if (!project || !accessToken) return false;
  void fetch(`${project.url}/rest/v1/rpc/clear_ai_history`, {
    method: 'POST',
    keepalive: true,
    headers: { apikey: project.anonKey, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(rpcBody(clearing)),
  }).catch(() => undefined);
  return true;
}
