import { useCallback, useEffect, useState } from 'react';
import type { RealtimeChannel } from '@supabase/supabase-js';
import {
  deleteSharedMessage,
  ensureSharedConversation,
  findSharedConversation,
  insertMessage,
  loadMessages,
  ShareError,
  touchConversation,
  type ChatMessage,
} from './aiGuidanceApi';
import type { AiServices } from './useAiServices';
import { useGuideT } from './userGender';

export interface SharedThread {
  conversationId: string | null;
  messages: ChatMessage[];
  share(message: ChatMessage, partnerName: string): Promise<void>;
  unshare(message: ChatMessage): Promise<void>;
}

function byCreated(a: ChatMessage, b: ChatMessage): number {
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;
}

/** Merges by id (a later copy replaces an earlier one); AI rows never show in a shared thread. */
function merge(held: ChatMessage[], rows: ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((row) => [row.id, row]));
  for (const row of rows) if (row.sender_type !== 'ai') byId.set(row.id, row);
  return [...byId.values()].sort(byCreated);
}

/**
 * The human thread with the partner as the "With {partner}" tab shows it. Realtime is only a
 * signal (as in mf-messages' thread sync): every (re)join reloads the thread, inserts and updates
 * merge by id, and a DELETE (an unshare — it carries only the id, so it cannot be filtered by
 * conversation) drops the row if held.
 */
export function useSharedThread(services: AiServices, me: string | null, partner: string | null): SharedThread {
  const { client, toast } = services;
  const t = useGuideT();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);

  useEffect(() => {
    setConversationId(null);
    setMessages([]);
    if (!me || !partner) return;
    let cancelled = false;
    const supabase = client();
    // No thread yet: the partner's first share creates one. Conversations are not in the realtime
    // publication, but the message that comes with it is, and RLS already lets me see it.
    const lookAgain = () =>
      findSharedConversation(supabase, me, partner)
        .then((id) => {
          if (!cancelled && id) setConversationId((held) => held ?? id);
        })
        .catch((error: unknown) => console.warn('[mf-ai-guidance] shared thread', error));
    const channel: RealtimeChannel = supabase
      .channel(`ai-shared-new:${me}:${partner}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `sender_user_id=eq.${partner}` }, () => void lookAgain())
      .subscribe((state) => {
        // Created while the channel was joining: look again.
        if (state === 'SUBSCRIBED') void lookAgain();
      });
    return () => {
      cancelled = true;
      void supabase.removeChannel(channel);
    };
  }, [client, me, partner]);

  useEffect(() => {
    if (!conversationId) return;
    const supabase = client();
    let stopped = false;
    const reload = () => {
      loadMessages(supabase, conversationId, true)
        .then((rows) => {
          if (!stopped) setMessages(rows);
        })
        .catch((error: unknown) => console.warn('[mf-ai-guidance] shared thread reload', error));
    };
    const filter = `conversation_id=eq.${conversationId}`;
    const onRow = (payload: { new: Record<string, unknown> }) => setMessages((held) => merge(held, [payload.new as unknown as ChatMessage]));
    const channel: RealtimeChannel = supabase
      .channel(`ai-shared:${conversationId}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter }, onRow)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages', filter }, onRow)
      .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'messages' }, (payload: { old: Record<string, unknown> }) => {
        const id = payload.old.id;
        setMessages((held) => held.filter((row) => row.id !== id));
      })
      .subscribe((state) => {
        if (state === 'SUBSCRIBED') reload();
      });
    const wake = () => {
      if (document.visibilityState === 'visible') reload();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
    return () => {
      stopped = true;
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
      void supabase.removeChannel(channel);
    };
  }, [client, conversationId]);

  const share = useCallback(
    async (message: ChatMessage, partnerName: string) => {
      if (!me || !partner) {
        toast({ title: t('toast.selectPartnerFirst'), description: t('toast.selectPartnerFirstBody'), variant: 'destructive' });
        return;
      }
      try {
        const id = await ensureSharedConversation(client(), me, partner);
        const saved = await insertMessage(client(), {
          conversation_id: id,
          sender_type: 'user',
          sender_user_id: me,
          content: message.content,
          metadata: {
            shared_from_ai: message.sender_type === 'ai',
            from_conversation_id: message.conversation_id,
            relationship_context_used: message.metadata?.relationship_context_used === true,
          },
        });
        await touchConversation(client(), id).catch((error: unknown) => console.warn('[mf-ai-guidance] touch shared', error));
        setConversationId(id);
        setMessages((held) => merge(held, [saved]));
        toast({ title: t('toast.shared'), description: t('toast.sharedBody', { partner: partnerName }) });
      } catch (error) {
        const description =
          error instanceof ShareError ? (error.step === 'find' ? t('toast.shareFindFailed') : t('toast.shareCreateFailed')) : t('toast.shareFailedBody');
        toast({ title: t('toast.shareFailed'), description, variant: 'destructive' });
      }
    },
    [client, me, partner, t, toast],
  );

  const unshare = useCallback(
    async (message: ChatMessage) => {
      if (!conversationId) {
        toast({ title: t('toast.error'), description: t('toast.noSharedConversation'), variant: 'destructive' });
        return;
      }
      try {
        await deleteSharedMessage(client(), message.id, conversationId);
        setMessages((held) => held.filter((row) => row.id !== message.id));
        toast({ title: t('toast.unshared'), description: t('toast.unsharedBody') });
      } catch (error) {
        console.warn('[mf-ai-guidance] unshare', error);
        toast({ title: t('toast.unshareFailed'), variant: 'destructive' });
      }
    },
    [client, conversationId, t, toast],
  );

  return { conversationId, messages, share, unshare };
}
