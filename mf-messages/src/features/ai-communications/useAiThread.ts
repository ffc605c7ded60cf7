import { useCallback, useEffect, useState } from 'react';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { messagesCatalog } from '../../i18n/catalog';
import { fetchAiCommunications, fetchNames, isUuid, toMessagingError, type AiCommunication } from '../messaging/messagingApi';
import { nameOf } from '../messaging/displayName';
import type { MessagingServices } from '../messaging/useMessagingServices';

export type AiThreadState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; name: string; items: AiCommunication[] };

/**
 * The AI communications between the caller and one person, kept live: a new note, or a held note
 * released after havdalah (an UPDATE of delivered_at, which RLS only then shows the recipient),
 * reloads the list, and so does every (re)join of the channel, which catches up on what a dropped
 * socket missed. Reloading beats patching here: the list is short and its order (delivered, then
 * held by release time) is the server's.
 */
export function useAiThread(services: MessagingServices, otherUserId: string): { state: AiThreadState; reload(): void } {
  const { me, client, toast } = services;
  const [state, setState] = useState<AiThreadState>({ status: 'loading' });
  /** Bumped by Retry after a failed load: the load (and the live channel) start again. */
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!me) return;
    // A mistyped or cut address names nobody: nothing to ask the server.
    if (!isUuid(otherUserId)) {
      setState({ status: 'not-found' });
      return;
    }
    setState({ status: 'loading' });
    let stopped = false;
    let name: string | null = null;

    async function load(): Promise<void> {
      const [items, names] = await Promise.all([
        fetchAiCommunications(client(), me!, otherUserId),
        name === null ? fetchNames(client(), [otherUserId]).catch(() => new Map<string, string | null>()) : Promise.resolve(null),
      ]);
      if (names) name = nameOf(names, otherUserId);
      if (!stopped) setState({ status: 'ready', name: name ?? '', items });
    }

    function firstLoad() {
      load().catch((error: unknown) => {
        if (stopped) return;
        const message = toMessagingError(error).message;
        setState({ status: 'error', message });
        toast(messagesCatalog.t('ai.loadFailed'), message, 'destructive');
      });
    }

    // A failed refresh keeps what is on screen; the next event or rejoin tries again.
    const refresh = () => {
      load().catch((error: unknown) => console.info('[mf-messages] AI communications refresh failed', error));
    };

    firstLoad();
    let supabase: ReturnType<typeof client>;
    try {
      supabase = client();
    } catch {
      // No backend: the first load already shows why.
      return () => {
        stopped = true;
      };
    }
    const channel: RealtimeChannel = supabase.channel(`ai-communications:${otherUserId}`);
    channel
      .on('postgres_changes', { event: '*', schema: 'public', table: 'ai_partner_communications', filter: `from_user_id=eq.${otherUserId}` }, refresh)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'ai_partner_communications', filter: `to_user_id=eq.${otherUserId}` }, refresh)
      // Every join catches up: the first may land after the first load read, later ones follow a
      // dropped socket.
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') refresh();
      });
    return () => {
      stopped = true;
      void supabase.removeChannel(channel);
    };
  }, [attempt, client, me, otherUserId, toast]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);
  return { state, reload };
}
