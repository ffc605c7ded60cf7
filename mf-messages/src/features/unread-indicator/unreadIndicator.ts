// The header's unread indicator (spec §4 "Unread count"). The shell loads this module after the
// first paint on every signed-in page, so it imports no React, no UI and no catalog: only types.
import type { EventBus, ShalomSupabaseClient } from '@shalom/shared';

export interface UnreadIndicatorOptions {
  supabase: ShalomSupabaseClient;
  bus: EventBus;
  userId: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => Date;
}

export interface UnreadIndicator {
  /** The indicator was clicked: store the time as last seen and show 0 (the link goes to /messages). */
  markSeen(): void;
  stop(): void;
}

/** Spec §3 local flag: the per-user last-seen-messages time. */
export function lastSeenKey(userId: string): string {
  return `shalom-bayit.last-seen-messages.${userId}`;
}

/** Spec §9: the indicator looks at the 50 most recently updated conversations. */
const CONVERSATION_LIMIT = 50;
const EPOCH = new Date(0).toISOString();

interface MessageRow {
  id: string;
  sender_user_id: string | null;
  created_at: string;
}

/**
 * Counts messages in the user's conversations newer than the stored last-seen time and not sent
 * by the user, adds each realtime insert from someone else, and publishes `unread.count`. The
 * count is a set of message ids, so a recount after a reconnect and the stream never count one
 * message twice.
 */
export function startUnreadIndicator({ supabase, bus, userId, storage = localStorage, now = () => new Date() }: UnreadIndicatorOptions): UnreadIndicator {
  /** The unread messages: id → created_at. */
  let unread = new Map<string, string>();
  let lastSeen = readLastSeen();
  let generation = 0;
  let stopped = false;

  function readLastSeen(): string {
    try {
      const stored = storage.getItem(lastSeenKey(userId));
      return stored && !Number.isNaN(Date.parse(stored)) ? stored : EPOCH;
    } catch {
      return EPOCH;
    }
  }

  function publish() {
    if (!stopped) bus.publish({ type: 'unread.count', count: unread.size });
  }

  function counts(row: MessageRow): boolean {
    return Boolean(row.sender_user_id) && row.sender_user_id !== userId && Date.parse(row.created_at) > Date.parse(lastSeen);
  }

  async function recount() {
    const run = ++generation;
    try {
      const { data: conversations, error } = await supabase.from('conversations').select('id').order('updated_at', { ascending: false }).limit(CONVERSATION_LIMIT);
      if (error) throw error;
      const ids = (conversations ?? []).map((row) => row.id);
      let rows: MessageRow[] = [];
      if (ids.length > 0) {
        const result = await supabase
          .from('messages')
          .select('id, created_at, sender_user_id, sender_type, conversation_id')
          .in('conversation_id', ids)
          .gt('created_at', lastSeen)
          .neq('sender_user_id', userId);
        if (result.error) throw result.error;
        rows = result.data ?? [];
      }
      if (run !== generation || stopped) return;
      for (const row of rows) if (counts(row)) unread.set(row.id, row.created_at);
      publish();
    } catch (error) {
      // Spec §8: unread load failures are only logged; the badge keeps what it had.
      console.warn('[mf-messages] unread count could not load', error);
    }
  }

  const channel = supabase
    .channel(`unread-indicator:${userId}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (payload) => {
      const row = payload.new as MessageRow;
      if (!row?.id || !counts(row) || unread.has(row.id)) return;
      unread.set(row.id, row.created_at);
      publish();
    })
    .subscribe((status) => {
      // Every (re)join recounts from the server: realtime does not promise delivery.
      if (status === 'SUBSCRIBED') void recount();
    });

  // The indicator clicked in another tab of this browser stored a newer last-seen time: this tab
  // drops what that click covered, so every open tab shows the same count.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== lastSeenKey(userId) || !event.newValue) return;
    const seenAt = Date.parse(event.newValue);
    if (Number.isNaN(seenAt) || seenAt <= Date.parse(lastSeen)) return;
    lastSeen = event.newValue;
    unread = new Map([...unread].filter(([, createdAt]) => Date.parse(createdAt) > seenAt));
    publish();
  };
  const browser = typeof window !== 'undefined';
  if (browser) window.addEventListener('storage', onStorage);

  publish();

  return {
    markSeen() {
      lastSeen = now().toISOString();
      try {
        storage.setItem(lastSeenKey(userId), lastSeen);
      } catch (error) {
        console.warn('[mf-messages] could not store the last-seen time', error);
      }
      generation++;
      unread = new Map();
      publish();
    },
    stop() {
      stopped = true;
      if (browser) window.removeEventListener('storage', onStorage);
      generation++;
      void supabase.removeChannel(channel);
    },
  };
}
