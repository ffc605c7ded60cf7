import type { RealtimeChannel } from '@supabase/supabase-js';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { asMessage, fetchChangedSince, fetchMessages, type Message } from './messagingApi';
import { mergeMessages, newestUpdate } from './mergeMessages';

// Postgres' now() is the start of each writer's transaction, so a row can commit a moment after
// a later-stamped one; the catch-up looks this far behind the newest row held (merging drops doubles).
export const CATCH_UP_MARGIN_MS = 5000;

export interface ThreadSync {
  /** What is held now: one entry per id, in thread order. */
  readonly messages: Message[];
  /** Merges rows from anywhere (a fetch, a send's answer, an event). */
  apply(rows: Message[]): void;
  /** The whole thread, oldest first. */
  load(): Promise<void>;
  /** Everything created or changed since the newest row held (or the whole thread if none). */
  catchUp(): Promise<void>;
  /** Live inserts and updates; every (re)join of the channel runs the catch-up. Returns the stop. */
  listen(): () => void;
}

/**
 * One conversation's messages kept in step with the server without React, so the screen and the
 * chaos test share it. Realtime is only a signal: Supabase promises no delivery, so each time the
 * channel (re)joins — after a socket drop, a backend restart, a sleeping laptop — it refetches what
 * changed before trusting the stream again, and merging by id keeps every message once, in order.
 */
export function createThreadSync(
  client: ShalomSupabaseClient,
  conversationId: string,
  onChange: (messages: Message[], changed: Message[]) => void,
): ThreadSync {
  let held: Message[] = [];

  function apply(rows: Message[]) {
    const relevant = rows.filter((message) => message.conversation_id === conversationId);
    if (relevant.length === 0) return;
    held = mergeMessages(held, relevant);
    onChange(held, relevant);
  }

  async function load() {
    apply(await fetchMessages(client, conversationId));
  }

  async function catchUp() {
    const newest = newestUpdate(held);
    apply(
      newest
        ? await fetchChangedSince(client, conversationId, new Date(Date.parse(newest) - CATCH_UP_MARGIN_MS).toISOString())
        : await fetchMessages(client, conversationId),
    );
  }

  function quietCatchUp() {
    catchUp().catch((error: unknown) => console.warn('[mf-messages] catch-up after reconnect failed', error));
  }

  function listen(): () => void {
    const filter = `conversation_id=eq.${conversationId}`;
    const onRow = (payload: { new: Record<string, unknown> }) => apply([asMessage(payload.new)]);
    const channel: RealtimeChannel = client
      .channel(`messages:${conversationId}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter }, onRow)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages', filter }, onRow)
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') quietCatchUp();
      });
    // A laptop waking up or a network coming back may not have noticed the socket died yet.
    const wake = () => {
      if (document.visibilityState === 'visible') quietCatchUp();
    };
    const browser = typeof window !== 'undefined' && typeof document !== 'undefined';
    if (browser) {
      window.addEventListener('online', wake);
      document.addEventListener('visibilitychange', wake);
    }
    return () => {
      if (browser) {
        window.removeEventListener('online', wake);
        document.removeEventListener('visibilitychange', wake);
      }
      void client.removeChannel(channel);
    };
  }

  return {
    get messages() {
      return held;
    },
    apply,
    load,
    catchUp,
    listen,
  };
}
