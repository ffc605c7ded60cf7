// Every joined channel of every socket, indexed for the two fan-outs: broadcast and presence by
// room (topic + privacy), postgres_changes by schema and table.
import { randomUUID } from 'node:crypto';
import type { BroadcastPayload } from '../protocol/serializer';
import type { Channel } from './channel';

function tableKey(schema: string, table: string | undefined): string {
  return `${schema}\u0000${table ?? '*'}`;
}

export class Hub {
  private readonly rooms = new Map<string, Set<Channel>>();
  private readonly tables = new Map<string, Set<Channel>>();
  private postgresChannels = 0;

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
    if (!room) return;
    for (const channel of room) {
      if (channel === from && !from.options.broadcastSelf) continue;
      if (!channel.canReadBroadcast) continue;
      channel.deliver('broadcast', payload);
    }
  }

  /**
   * A broadcast that comes from no socket (the REST broadcast API): to every channel of the room
   * that may read broadcasts. Returns how many channels it reached.
   */
  broadcastToRoom(topic: string, isPrivate: boolean, payload: BroadcastPayload): number {
    let reached = 0;
    for (const channel of this.rooms.get(`${isPrivate ? 'private' : 'public'}\u0000realtime:${topic}`) ?? []) {
      if (!channel.canReadBroadcast) continue;
      if (channel.deliver('broadcast', payload)) reached++;
    }
    return reached;
  }

  /** presence_state for a channel that just joined: everyone tracked in its room. */
  presenceState(channel: Channel): Record<string, { metas: unknown[] }> {
    const state: Record<string, { metas: unknown[] }> = {};
    if (!channel.canReadPresence) return state;
    for (const member of this.rooms.get(channel.roomKey) ?? []) {
      if (!member.presence) continue;
      const entry = (state[member.presence.key] ??= { metas: [] });
      entry.metas.push(member.presence.meta);
    }
    return state;
  }

  track(channel: Channel, payload: Record<string, unknown>): void {
    const previous = channel.presence;
    const meta = { ...payload, phx_ref: randomUUID() };
    channel.presence = { key: channel.options.presenceKey, meta };
    const joins = { [channel.options.presenceKey]: { metas: [meta] } };
    const leaves = previous ? { [previous.key]: { metas: [previous.meta] } } : {};
    this.pushPresenceDiff(channel, joins, leaves);
  }

  untrack(channel: Channel): void {
    const previous = channel.presence;
    if (!previous) return;
    channel.presence = undefined;
    this.pushPresenceDiff(channel, {}, { [previous.key]: { metas: [previous.meta] } });
  }

  private pushPresenceDiff(channel: Channel, joins: object, leaves: object): void {
    for (const member of this.rooms.get(channel.roomKey) ?? []) {
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
