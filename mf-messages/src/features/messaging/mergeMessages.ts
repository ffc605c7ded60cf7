import type { Message } from './messagingApi';

/** created_at, then id: the one order both browsers agree on, even for equal timestamps. */
export function compareMessages(a: Message, b: Message): number {
  const byTime = Date.parse(a.created_at) - Date.parse(b.created_at);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Merges rows (from a fetch, a realtime event or a catch-up) into what is held: one entry per
 * id, the most recently updated version winning, in thread order. The stream and the catch-up
 * may both deliver a row; it still shows once.
 */
export function mergeMessages(held: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return held as Message[];
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of incoming) {
    const current = byId.get(message.id);
    if (!current || Date.parse(message.updated_at) >= Date.parse(current.updated_at)) byId.set(message.id, message);
  }
  return [...byId.values()].sort(compareMessages);
}

/** The newest updated_at held: catch-up starts from here (minus a margin, see useThread). */
export function newestUpdate(messages: readonly Message[]): string | null {
  let newest: number | null = null;
  for (const message of messages) {
    const at = Date.parse(message.updated_at);
    if (newest === null || at > newest) newest = at;
  }
  return newest === null ? null : new Date(newest).toISOString();
}

/** Spec §5: own, not deleted, and if seen by the partner only within 2 hours of sending. */
export const EDIT_WINDOW_MS = 2 * 60 * 60 * 1000;

export function canChange(message: Message, me: string | null, now: number): boolean {
  if (!me || message.sender_user_id !== me || message.sender_type !== 'user') return false;
  if (message.metadata.deleted) return false;
  if (message.metadata.seen_by_partner) return now - Date.parse(message.created_at) <= EDIT_WINDOW_MS;
  return true;
}
