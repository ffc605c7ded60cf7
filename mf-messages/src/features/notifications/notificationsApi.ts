// notifications (spec §3, §7): the own latest 50, read one, read all unread, and realtime changes.
import type { ShalomSupabaseClient } from '@shalom/shared';

export const NOTIFICATIONS_LIMIT = 50;

export interface NotificationItem {
  id: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
  read: boolean;
  created_at: string;
}

const COLUMNS = 'id, type, title, message, data, read, created_at';

export async function loadLatestNotifications(supabase: ShalomSupabaseClient, userId: string): Promise<NotificationItem[]> {
  const { data, error } = await supabase
    .from('notifications')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(NOTIFICATIONS_LIMIT);
  if (error) throw new Error(error.message);
  return (data ?? []).map(toItem);
}

export async function markNotificationRead(supabase: ShalomSupabaseClient, id: string): Promise<void> {
  const { error } = await supabase.from('notifications').update({ read: true }).eq('id', id);
  if (error) throw new Error(error.message);
}

export async function markAllNotificationsRead(supabase: ShalomSupabaseClient, userId: string): Promise<void> {
  const { error } = await supabase.from('notifications').update({ read: true }).eq('user_id', userId).eq('read', false);
  if (error) throw new Error(error.message);
}

export function toItem(row: Record<string, unknown>): NotificationItem {
  return {
    id: String(row.id),
    type: String(row.type ?? ''),
    title: String(row.title ?? ''),
    message: String(row.message ?? ''),
    data: typeof row.data === 'object' && row.data !== null ? (row.data as Record<string, unknown>) : {},
    read: row.read === true,
    created_at: String(row.created_at ?? ''),
  };
}

/**
 * The titles the database writes for a new message (spec §9 'New Message from {sender}'), in the
 * recipient's chosen language (migration 20261128000100): English, or Hebrew for a Hebrew choice.
 */
const NEW_MESSAGE_TITLES = ['New Message from ', 'הודעה חדשה מאת '];
/** Its sender when no name is known (spec §7), as each title writes it. */
const UNNAMED_SENDERS = ['Someone', 'מישהו'];
export const UNNAMED_SENDER = 'Someone';

/**
 * The sender named in a new-message notification's stored title, so the bell can say it in the
 * reader's language whichever language it was stored in (UNNAMED_SENDER for no name); null for
 * any other notification (shown as stored).
 */
export function newMessageSender(item: Pick<NotificationItem, 'type' | 'title'>): string | null {
  if (item.type !== 'new_message') return null;
  const prefix = NEW_MESSAGE_TITLES.find((candidate) => item.title.startsWith(candidate));
  if (prefix === undefined) return null;
  const sender = item.title.slice(prefix.length);
  if (!sender.trim()) return null;
  return UNNAMED_SENDERS.includes(sender) ? UNNAMED_SENDER : sender;
}

/**
 * What a notification says, so the bell can say it in the reader's language whatever language it
 * was stored in (issue 33): a new message (its sender, read from the stored title), a request to
 * connect, an accepted request or a used connect link, an AI note (each naming data.actorName);
 * null for anything else, which is shown as stored. `name` is UNNAMED_SENDER when none is known.
 */
export type NotificationKind =
  | { kind: 'new_message'; name: string }
  | { kind: 'connection_request'; name: string }
  | { kind: 'connection_accepted'; name: string; via: 'request' | 'invite' }
  | { kind: 'ai_communication'; name: string };

export function notificationKind(item: Pick<NotificationItem, 'type' | 'title' | 'data'>): NotificationKind | null {
  if (item.type === 'new_message') {
    const sender = newMessageSender(item);
    return sender === null ? null : { kind: 'new_message', name: sender };
  }
  const actor = item.data.actorName;
  const name = typeof actor === 'string' && actor.trim() ? actor : UNNAMED_SENDER;
  if (item.type === 'connection_request') return { kind: 'connection_request', name };
  if (item.type === 'connection_accepted') return { kind: 'connection_accepted', name, via: item.data.via === 'invite' ? 'invite' : 'request' };
  if (item.type === 'ai_communication') return { kind: 'ai_communication', name };
  return null;
}

/**
 * A milestone note's own words in the language on screen (data.inLanguage, written beside the
 * stored title and body since 20261201000400), or null: its title and body were stored in the
 * language the reader had when it was made, and the reader may have switched since.
 */
export function wordsInLanguage(item: Pick<NotificationItem, 'data'>, locale: string): { title: string; body: string } | null {
  const all = item.data.inLanguage;
  if (typeof all !== 'object' || all === null) return null;
  const words = (all as Record<string, unknown>)[locale];
  if (typeof words !== 'object' || words === null) return null;
  const { title, body } = words as Record<string, unknown>;
  return typeof title === 'string' && title && typeof body === 'string' ? { title, body } : null;
}

/**
 * Where a click leads (spec §7): a same-origin url in the data, the conversation, else /messages.
 * A path that begins with "//" ("/.//host" parses to one) is another site to the router, which
 * refuses to go there: such a url counts as foreign, as in the shell's worker.
 */
export function notificationTarget(item: Pick<NotificationItem, 'data'>, origin: string): string {
  const url = item.data.url;
  if (typeof url === 'string' && url) {
    try {
      const parsed = new URL(url, origin);
      if (parsed.origin === origin && !parsed.pathname.startsWith('//')) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    } catch {
      // fall back below
    }
  }
  const conversationId = item.data.conversationId;
  if (typeof conversationId === 'string' && conversationId) return `/messages?c=${encodeURIComponent(conversationId)}`;
  return '/messages';
}

/** The latest 50 without one that was removed (an answered request's). */
export function removeItem(list: NotificationItem[], id: string): NotificationItem[] {
  return list.some((item) => item.id === id) ? list.filter((item) => item.id !== id) : list;
}

/** The latest 50 with a change applied: an insert goes on top, an update replaces its row. */
export function applyChange(list: NotificationItem[], item: NotificationItem): NotificationItem[] {
  const without = list.filter((existing) => existing.id !== item.id);
  const next = list.some((existing) => existing.id === item.id)
    ? list.map((existing) => (existing.id === item.id ? item : existing))
    : [item, ...without];
  return next.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, NOTIFICATIONS_LIMIT);
}
