// One joined channel of one socket: its topic, join_ref, the caller's verified token and the
// options and bindings it joined with.
import type { JwtClaims } from '../../context';
import type { PhoenixMessage, SerializerVersion } from '../protocol/serializer';
import type { PostgresBinding } from '../postgres-changes/bindings';
import type { ChannelPolicies } from './authorization';

/** What a channel needs of its socket. */
export interface ChannelTransport {
  readonly vsn: SerializerVersion;
  /** Encodes and sends; false when the socket is gone or the message cannot be encoded. */
  send(message: PhoenixMessage): boolean;
  /** Sends an already encoded text frame. */
  sendText(frame: string): boolean;
  /** Ends the channel from the server side: system error message, then phx_close. */
  shutdown(channel: Channel, message: string): void;
}

export interface PresenceEntry {
  key: string;
  meta: Record<string, unknown> & { phx_ref: string };
}

export class Channel {
  bindings: PostgresBinding[] = [];
  presence: PresenceEntry | undefined;
  expiryTimer: NodeJS.Timeout | undefined;
  closed = false;
  /** A private channel's permissions, evaluated at join and on each token change; undefined when public. */
  policies: ChannelPolicies | undefined;

  constructor(
    readonly transport: ChannelTransport,
    readonly topic: string,
    readonly joinRef: string | null,
    public claims: JwtClaims,
    public token: string,
    readonly options: {
      broadcastSelf: boolean;
      broadcastAck: boolean;
      isPrivate: boolean;
      presenceKey: string;
      presenceEnabled: boolean;
    },
  ) {}

  /** The topic without its `realtime:` prefix, as system messages name the channel. */
  get subTopic(): string {
    return this.topic.replace(/^realtime:/i, '');
  }

  /** Public channels may do everything; a private one what the policies allowed at its last check. */
  get canReadBroadcast(): boolean {
    return this.policies === undefined || this.policies.broadcast.read;
  }

  get canWriteBroadcast(): boolean {
    return this.policies === undefined || this.policies.broadcast.write;
  }

  get canReadPresence(): boolean {
    return this.policies === undefined || this.policies.presence.read;
  }

  get canWritePresence(): boolean {
    return this.policies === undefined || this.policies.presence.write;
  }

  /** Broadcast and presence are shared between channels of the same topic and privacy. */
  get roomKey(): string {
    return `${this.options.isPrivate ? 'private' : 'public'}\u0000${this.topic}`;
  }

  /** A message tied to this join (replies, system messages, phx_close). */
  push(event: string, payload: unknown, ref: string | null = null): boolean {
    return this.transport.send({ join_ref: this.joinRef, ref, topic: this.topic, event, payload });
  }

  /** A fan-out message (broadcast, presence diff, change): no join_ref, as Supabase sends them. */
  deliver(event: string, payload: unknown): boolean {
    return this.transport.send({ join_ref: null, ref: null, topic: this.topic, event, payload });
  }
}
