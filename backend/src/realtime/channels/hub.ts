// Every joined channel of every socket, indexed for the two fan-outs: broadcast and presence by
// room (topic + privacy), postgres_changes by schema and table.
//
// With a relay (cluster/relay.ts: PostgreSQL, where other instances may serve the same project),
// every broadcast and presence change made here is also handed to the relay, and what other
// instances relay arrives through `receive`: their broadcasts go to this instance's channels of
// the room (each instance delivers to its own sockets only, so every socket gets a message once),
// and their presences are kept per instance, so a join here sees the whole room's state and an
// instance that goes away takes its presences with it (`forgetInstance`).
import { randomUUID } from 'node:crypto';
import type { BroadcastPayload } from '../protocol/serializer';
import type { Channel, PresenceEntry } from './channel';

/** What one instance tells the others about its rooms. */
export type RelayedEvent =
  | { kind: 'broadcast'; room: string; payload: BroadcastPayload }
  | { kind: 'presence'; room: string; joins: PresenceEntry[]; leaves: PresenceEntry[] }
  /** Every presence the instance holds, by room: replaces what was known of it. */
  | { kind: 'presence-state'; rooms: Record<string, PresenceEntry[]> };

export interface HubRelay {
  publish(event: RelayedEvent): void;
}

type PresenceDiff = Record<string, { metas: unknown[] }>;

function diffOf(entries: PresenceEntry[]): PresenceDiff {
  const diff: PresenceDiff = {};
  for (const entry of entries) (diff[entry.key] ??= { metas: [] }).metas.push(entry.meta);
  return diff;
}

function tableKey(schema: string, table: string | undefined): string {
  return `${schema}\u0000${table ?? '*'}`;
}

export class Hub {
  private readonly rooms = new Map<string, Set<Channel>>();
  private readonly tables = new Map<string, Set<Channel>>();
  private postgresChannels = 0;
  private relay: HubRelay | undefined;
  /** Presences tracked on other instances: instance id → room → phx_ref → entry. */
  private readonly remotePresences = new Map<string, Map<string, Map<string, PresenceEntry>>>();

  /** From now on, this instance's broadcasts and presence changes also go to the relay. */
  setRelay(relay: HubRelay | undefined): void {
    this.relay = relay;
  }

  add(channel: Channel): void {
    let room = this.rooms.get(channel.roomKey);
    if (!room) this.rooms.set(channel.roomKey, (room = new Set()));
    room.add(channel);
    const keys = new Set(channel.bindings.map((binding) => tableKey(binding.schema, binding.table)));
    for (const key of keys) {
      let set = this.tables.get(key);
      if (!set) this.tables.set(key, (set = new Set()));
      set.add(channel);
    }
    if (channel.bindings.length > 0) this.postgresChannels++;
  }

  remove(channel: Channel): void {
    const room = this.rooms.get(channel.roomKey);
    if (room?.delete(channel)) {
      if (room.size === 0) this.rooms.delete(channel.roomKey);
      if (channel.bindings.length > 0) this.postgresChannels--;
    }
    for (const binding of channel.bindings) {
      const key = tableKey(binding.schema, binding.table);
      const set = this.tables.get(key);
      if (set?.delete(channel) && set.size === 0) this.tables.delete(key);
    }
    if (channel.presence) this.untrack(channel);
  }

  hasPostgresSubscribers(): boolean {
    return this.postgresChannels > 0;
  }

  /** Channels with a binding on this table or on its whole schema. */
  postgresCandidates(schema: string, table: string): Channel[] {
    const exact = this.tables.get(tableKey(schema, table));
    const wide = this.tables.get(tableKey(schema, undefined));
    if (!wide) return exact ? [...exact] : [];
    if (!exact) return [...wide];
    return [...new Set([...exact, ...wide])];
  }

  /** To every channel of the room; to the sender too only when it joined with broadcast.self. */
  broadcast(from: Channel, payload: BroadcastPayload): void {
    const room = this.rooms.get(from.roomKey);
    for (const channel of room ?? []) {
      if (channel === from && !from.options.broadcastSelf) continue;
      if (!channel.canReadBroadcast) continue;
      channel.deliver('broadcast', payload);
    }
    this.relay?.publish({ kind: 'broadcast', room: from.roomKey, payload });
  }

  /**
   * A broadcast that comes from no socket (the REST broadcast API): to every channel of the room
   * that may read broadcasts. Returns how many channels of this instance it reached.
   */
  broadcastToRoom(topic: string, isPrivate: boolean, payload: BroadcastPayload): number {
    const room = `${isPrivate ? 'private' : 'public'}\u0000realtime:${topic}`;
    const reached = this.deliverToRoom(room, payload);
    this.relay?.publish({ kind: 'broadcast', room, payload });
    return reached;
  }

  private deliverToRoom(room: string, payload: BroadcastPayload): number {
    let reached = 0;
    for (const channel of this.rooms.get(room) ?? []) {
      if (!channel.canReadBroadcast) continue;
      if (channel.deliver('broadcast', payload)) reached++;
    }
    return reached;
  }

  /** presence_state for a channel that just joined: everyone tracked in its room, on every instance. */
  presenceState(channel: Channel): Record<string, { metas: unknown[] }> {
    const state: Record<string, { metas: unknown[] }> = {};
    if (!channel.canReadPresence) return state;
    for (const member of this.rooms.get(channel.roomKey) ?? []) {
      if (!member.presence) continue;
      const entry = (state[member.presence.key] ??= { metas: [] });
      entry.metas.push(member.presence.meta);
    }
    for (const rooms of this.remotePresences.values()) {
      for (const remote of rooms.get(channel.roomKey)?.values() ?? []) {
        (state[remote.key] ??= { metas: [] }).metas.push(remote.meta);
      }
    }
    return state;
  }

  /** Every presence tracked on this instance, by room (what a newly started instance asks for). */
  localPresences(): Record<string, PresenceEntry[]> {
    const rooms: Record<string, PresenceEntry[]> = {};
    for (const [key, room] of this.rooms) {
      for (const channel of room) {
        if (channel.presence) (rooms[key] ??= []).push(channel.presence);
      }
    }
    return rooms;
  }

  /** An event another instance relayed. */
  receive(instance: string, event: RelayedEvent): void {
    if (event.kind === 'broadcast') {
      this.deliverToRoom(event.room, event.payload);
      return;
    }
    let rooms = this.remotePresences.get(instance);
    if (!rooms) this.remotePresences.set(instance, (rooms = new Map()));
    if (event.kind === 'presence') {
      let entries = rooms.get(event.room);
      if (!entries) rooms.set(event.room, (entries = new Map()));
      for (const leave of event.leaves) entries.delete(leave.meta.phx_ref);
      for (const join of event.joins) entries.set(join.meta.phx_ref, join);
      if (entries.size === 0) rooms.delete(event.room);
      this.pushRoomDiff(event.room, diffOf(event.joins), diffOf(event.leaves));
      return;
    }
    // A whole state: what changed since what was known is told as a diff.
    const known = rooms;
    const next = new Map<string, Map<string, PresenceEntry>>();
    for (const [room, list] of Object.entries(event.rooms)) next.set(room, new Map(list.map((entry) => [entry.meta.phx_ref, entry])));
    this.remotePresences.set(instance, next);
    for (const room of new Set([...known.keys(), ...next.keys()])) {
      const before = known.get(room) ?? new Map<string, PresenceEntry>();
      const after = next.get(room) ?? new Map<string, PresenceEntry>();
      const joins = [...after.values()].filter((entry) => !before.has(entry.meta.phx_ref));
      const leaves = [...before.values()].filter((entry) => !after.has(entry.meta.phx_ref));
      if (joins.length || leaves.length) this.pushRoomDiff(room, diffOf(joins), diffOf(leaves));
    }
  }

  /** Another instance is gone (stopped, or silent too long): its presences leave. */
  forgetInstance(instance: string): void {
    const rooms = this.remotePresences.get(instance);
    if (!rooms) return;
    this.remotePresences.delete(instance);
    for (const [room, entries] of rooms) {
      if (entries.size > 0) this.pushRoomDiff(room, {}, diffOf([...entries.values()]));
    }
  }

  track(channel: Channel, payload: Record<string, unknown>): void {
    const previous = channel.presence;
    const meta = { ...payload, phx_ref: randomUUID() };
    channel.presence = { key: channel.options.presenceKey, meta };
    this.presenceChanged(channel.roomKey, [channel.presence], previous ? [previous] : []);
  }

  untrack(channel: Channel): void {
    const previous = channel.presence;
    if (!previous) return;
    channel.presence = undefined;
    this.presenceChanged(channel.roomKey, [], [previous]);
  }

  private presenceChanged(room: string, joins: PresenceEntry[], leaves: PresenceEntry[]): void {
    this.pushRoomDiff(room, diffOf(joins), diffOf(leaves));
    this.relay?.publish({ kind: 'presence', room, joins, leaves });
  }

  private pushRoomDiff(room: string, joins: PresenceDiff, leaves: PresenceDiff): void {
    for (const member of this.rooms.get(room) ?? []) {
      if (member.closed || !member.options.presenceEnabled || !member.canReadPresence) continue;
      member.deliver('presence_diff', { joins, leaves });
    }
  }

  get channelCount(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.size;
    return count;
  }
}
