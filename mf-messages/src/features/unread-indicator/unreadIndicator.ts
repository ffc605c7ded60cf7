// The header's unread indicator (spec §4 "Unread count", issue 33 "Unread means unread"). The shell
// loads this module after the first paint on every signed-in page, so it imports no React, no UI
// and no catalog: only the calls and the tabs' read signals.
import type { EventBus, ShalomSupabaseClient } from '@shalom/shared';
import { fetchUnreadMessages } from '../messaging/unreadMessages';
import { createReadSignals, type ReadSignals } from '../messaging/readSignals';

export interface UnreadIndicatorOptions {
  supabase: ShalomSupabaseClient;
  bus: EventBus;
  userId: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => Date;
  /** The tabs' read signals (tests pass their own). */
  signals?: ReadSignals;
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

interface MessageRow {
  id: string;
  conversation_id: string;
  sender_user_id: string | null;
  sender_type?: string;
  created_at: string;
  metadata?: { seen_by_partner?: unknown; deleted?: unknown } | null;
}

interface Unread {
  conversationId: string;
  createdAt: number;
}

/**
 * A message counts until its thread has been on screen in a visible tab (conversation_reads, which
 * the thread writes and realtime carries to every tab and device, and the read signals between this
 * browser's tabs, which are faster) — and never if it was written before the stored last-seen time
 * (spec §4: a click on the indicator still clears everything up to that moment). The count is a map
 * of message ids, so a recount after a reconnect and the live stream never count one message twice;
 * it is published on the bus as `unread.count`.
 */
export function startUnreadIndicator({
  supabase,
  bus,
  userId,
  storage = localStorage,
  now = () => new Date(),
  signals = createReadSignals(userId),
}: UnreadIndicatorOptions): UnreadIndicator {
  let unread = new Map<string, Unread>();
  /** Messages the stream brought since the running recount asked the server (its answer may predate them). */
  let heardSinceAsked = new Map<string, Unread>();
  let asking = 0;
  /** Per conversation, the newest read time heard of (server rows, other tabs, this one). */
  const readUpTo = new Map<string, number>();
  let lastSeen = readLastSeen();
  let generation = 0;
  let stopped = false;

  function readLastSeen(): string | null {
    try {
      const stored = storage.getItem(lastSeenKey(userId));
      return stored && !Number.isNaN(Date.parse(stored)) ? stored : null;
    } catch {
      return null;
    }
  }

  function publish() {
    if (!stopped) bus.publish({ type: 'unread.count', count: unread.size });
  }

  /** Whether a new message from the stream counts now. */
  function counts(row: MessageRow): boolean {
    if (!row.sender_user_id || row.sender_user_id === userId || row.sender_type === 'ai') return false;
    const at = Date.parse(row.created_at);
    if (lastSeen && at <= Date.parse(lastSeen)) return false;
    if (at <= (readUpTo.get(row.conversation_id) ?? -Infinity)) return false;
    // Arriving in a thread on screen in a visible tab of this browser: it is being read.
    return !signals.viewed(row.conversation_id);
  }

  function read(conversationId: string, readAt: string) {
    const at = Date.parse(readAt);
    if (Number.isNaN(at) || at <= (readUpTo.get(conversationId) ?? -Infinity)) return;
    readUpTo.set(conversationId, at);
    const before = unread.size;
    unread = new Map([...unread].filter(([, message]) => message.conversationId !== conversationId || message.createdAt > at));
    if (unread.size !== before) publish();
  }

  function drop(id: string) {
    heardSinceAsked.delete(id);
    if (unread.delete(id)) publish();
  }

  async function recount() {
    const run = ++generation;
    heardSinceAsked = new Map();
    asking++;
    try {
      const rows = await fetchUnreadMessages(supabase, lastSeen);
      if (run !== generation || stopped) return;
      // The server's answer is the truth as of when it was asked; reads heard meanwhile still apply
      // on top, and so do messages the stream brought meanwhile — two sent at once while the answer
      // was on its way showed a count of 1 (CI, e2e "unread means unread" in Hebrew).
      const stillUnread = (message: Unread) => message.createdAt > (readUpTo.get(message.conversationId) ?? -Infinity) && (!lastSeen || message.createdAt > Date.parse(lastSeen));
      unread = new Map([
        ...rows
          .map((row): [string, Unread] => [row.id, { conversationId: row.conversation_id, createdAt: Date.parse(row.created_at) }])
          .filter(([, message]) => stillUnread(message)),
        ...[...heardSinceAsked].filter(([, message]) => stillUnread(message)),
      ]);
      publish();
    } catch (error) {
      // Spec §8: unread load failures are only logged; the badge keeps what it had.
      console.warn('[mf-messages] unread count could not load', error);
    } finally {
      asking--;
    }
  }

  const channel = supabase
    .channel(`unread-indicator:${userId}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (payload) => {
      const row = payload.new as MessageRow;
      if (!row?.id || unread.has(row.id) || !counts(row)) return;
      const message = { conversationId: row.conversation_id, createdAt: Date.parse(row.created_at) };
      unread.set(row.id, message);
      if (asking > 0) heardSinceAsked.set(row.id, message);
      publish();
    })
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages' }, (payload) => {
      // Seen by this reader on another device (before read times existed), or deleted by its sender.
      const row = payload.new as MessageRow;
      if (row?.metadata?.seen_by_partner === true || row?.metadata?.deleted === true) drop(row.id);
    })
    .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_reads', filter: `user_id=eq.${userId}` }, (payload) => {
      const row = payload.new as { conversation_id?: string; read_at?: string };
      if (row?.conversation_id && row.read_at) read(row.conversation_id, row.read_at);
    })
    .subscribe((status) => {
      // Every (re)join recounts from the server: realtime does not promise delivery.
      if (status === 'SUBSCRIBED') void recount();
    });

  const stopReads = signals.onRead(read);

  // The indicator clicked in another tab of this browser stored a newer last-seen time: this tab
  // drops what that click covered, so every open tab shows the same count.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== lastSeenKey(userId) || !event.newValue) return;
    const seenAt = Date.parse(event.newValue);
    if (Number.isNaN(seenAt) || (lastSeen && seenAt <= Date.parse(lastSeen))) return;
    lastSeen = event.newValue;
    unread = new Map([...unread].filter(([, message]) => message.createdAt > seenAt));
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
      stopReads();
      signals.close();
      generation++;
      void supabase.removeChannel(channel);
    },
  };
}
