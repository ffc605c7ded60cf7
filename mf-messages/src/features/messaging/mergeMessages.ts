import type { Message } from './messagingApi';

const TIMESTAMP = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d(?::?\d\d)?)?$/;

/**
 * A timestamp as microseconds since 1970. Postgres keeps microseconds (Date.parse would drop
 * them, and two messages in one millisecond would then sort differently than the server sorts
 * them), and REST and realtime spell the same time differently ('T' or ' ', '+00:00' or '+00').
 */
export function timeKey(value: string): number {
  const match = TIMESTAMP.exec(value);
  if (!match) return Date.parse(value) * 1000;
  const [, date, time, fraction = '', zone = 'Z'] = match;
  const offset = zone === 'Z' ? 'Z' : zone.length === 3 ? `${zone}:00` : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const micros = Number(fraction.padEnd(6, '0').slice(0, 6));
  return Date.parse(`${date}T${time}${offset}`) * 1000 + micros;
}

/** created_at, then id: the order the server sorts by, so every browser agrees, even for equal times. */
export function compareMessages(a: Message, b: Message): number {
  const byTime = timeKey(a.created_at) - timeKey(b.created_at);
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
    if (!current || timeKey(message.updated_at) >= timeKey(current.updated_at)) byId.set(message.id, message);
  }
  return [...byId.values()].sort(compareMessages);
}

/** The newest updated_at held: catch-up starts from here (minus a margin, see useThread). */
export function newestUpdate(messages: readonly Message[]): string | null {
  let newest: number | null = null;
  for (const message of messages) {
    const at = timeKey(message.updated_at);
    if (newest === null || at > newest) newest = at;
  }
  return newest === null ? null : new Date(Math.floor(newest / 1000)).toISOString();
}

/** Spec §5: own, not deleted, and if seen by the partner only within 2 hours of sending. */
export const EDIT_WINDOW_MS = 2 * 60 * 60 * 1000;

export function canChange(message: Message, me: string | null, now: number): boolean {
  if (!me || message.sender_user_id !== me || message.sender_type !== 'user') return false;
  if (message.metadata.deleted) return false;
  if (message.metadata.seen_by_partner) return now - Date.parse(message.created_at) <= EDIT_WINDOW_MS;
  return true;
}
