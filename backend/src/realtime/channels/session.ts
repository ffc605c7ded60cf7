// One WebSocket connection speaking the Phoenix channel protocol as realtime-js uses it:
// heartbeat on topic "phoenix"; phx_join / phx_leave; access_token refreshes; broadcast and
// presence pushes. Messages are handled one at a time in arrival order, so a join that is still
// verifying its token is finished before the next message for that channel is looked at.
// Private channels (config.private) are authorized by the project's RLS policies on
// realtime.messages at join and on every token change (authorization.ts); public ones are open.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type WebSocket from 'ws';
import type { BackendContext, JwtClaims } from '../../context';
import { BindingError, parseBindings } from '../postgres-changes/bindings';
import {
  decodeFrame,
  encodeFrame,
  FrameError,
  type BroadcastPayload,
  type PhoenixMessage,
  type SerializerVersion,
} from '../protocol/serializer';
import { authorizeChannel, readRefusedMessage, writeRefusedMessage, type ChannelPolicies } from './authorization';
import { Channel, type ChannelTransport } from './channel';
import type { Hub } from './hub';
import { checkToken, isExpired } from './token';

/** setTimeout's ceiling; longer expiries are re-armed when the timer fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Payload = Record<string, unknown>;

function asObject(value: unknown): Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Payload) : {};
}

export class Session implements ChannelTransport {
  private readonly channels = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    readonly vsn: SerializerVersion,
    private readonly apiKey: string,
    private readonly ctx: BackendContext,
    private readonly hub: Hub,
    private readonly log: Logger,
  ) {
    socket.on('message', (data, isBinary) => {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      this.queue = this.queue.then(() => this.receive(bytes, isBinary));
    });
    socket.on('close', () => this.dispose());
    socket.on('error', (error) => {
      this.log.debug({ err: error }, 'realtime: socket error');
      this.dispose();
    });
  }

  send(message: PhoenixMessage): boolean {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return false;
    const frame = encodeFrame(this.vsn, message);
    if (frame === null) return false;
    this.socket.send(frame, { binary: typeof frame !== 'string' });
    return true;
  }

  sendText(frame: string): boolean {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return false;
    this.socket.send(frame);
    return true;
  }

  shutdown(channel: Channel, message: string): void {
    if (channel.closed) return;
    channel.push('system', { extension: 'system', status: 'error', message, channel: channel.subTopic });
    this.closeChannel(channel, true);
  }

  private async receive(data: Buffer, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    let message: PhoenixMessage;
    try {
      message = decodeFrame(this.vsn, data, isBinary);
    } catch (error) {
      if (error instanceof FrameError) {
        this.log.debug({ reason: error.message }, 'realtime: dropped malformed frame');
        return;
      }
      throw error;
    }
    try {
      await this.handle(message);
    } catch (error) {
      this.log.error({ err: error, topic: message.topic, event: message.event }, 'realtime: channel crashed');
      const channel = this.channels.get(message.topic);
      if (channel) {
        channel.push('phx_error', {}, channel.joinRef);
        this.closeChannel(channel, false);
      }
    }
  }

  private reply(message: PhoenixMessage, status: 'ok' | 'error', response: unknown): void {
    this.send({ join_ref: message.join_ref, ref: message.ref, topic: message.topic, event: 'phx_reply', payload: { status, response } });
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {});
      return;
    }
    if (message.event === 'phx_join') {
      await this.join(message);
      return;
    }
    const channel = this.channels.get(message.topic);
    if (!channel || (message.join_ref !== null && message.join_ref !== channel.joinRef)) {
      // Phoenix answers pushes to a topic this socket has not joined (or an old join) like this.
      if (message.ref !== null) this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (message.event) {
      case 'phx_leave':
        this.reply(message, 'ok', {});
        this.closeChannel(channel, false);
        return;
      case 'access_token':
        await this.updateToken(channel, asObject(message.payload).access_token);
        return;
      case 'broadcast':
        this.broadcast(channel, message);
        return;
      case 'presence':
        this.presence(channel, message);
        return;
      default:
        // Supabase ignores unknown events; the client's push then times out on its own.
        return;
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const payload = asObject(message.payload);
    const config = asObject(payload.config);
    const topic = message.topic;
    if (!/^realtime:./i.test(topic)) {
      this.reply(message, 'error', { reason: 'You must provide a topic name' });
      return;
    }
    // A second join of the same topic replaces the first, as in Phoenix.
    const existing = this.channels.get(topic);
    if (existing) this.closeChannel(existing, true);

    const accessToken = typeof payload.access_token === 'string' && payload.access_token !== '' ? payload.access_token : this.apiKey;
    const check = await checkToken(this.ctx, this.apiKey, accessToken);
    if (!check.ok) {
      this.reply(message, 'error', { reason: check.message });
      return;
    }
    let bindings;
    try {
      bindings = parseBindings(config.postgres_changes);
    } catch (error) {
      if (error instanceof BindingError) {
        this.reply(message, 'error', { reason: error.message });
        return;
      }
      throw error;
    }
    const broadcast = asObject(config.broadcast);
    const presence = asObject(config.presence);
    const presenceKey = typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID();
    const channel = new Channel(this, topic, message.join_ref, check.claims, check.token, {
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
      isPrivate: config.private === true,
      presenceKey,
      presenceEnabled: presence.enabled === true,
    });
    channel.bindings = bindings;
    if (channel.options.isPrivate) {
      const authorized = await this.authorize(channel, check.claims, check.token);
      if (!authorized.ok) {
        this.reply(message, 'error', { reason: authorized.joinReason });
        return;
      }
      channel.policies = authorized.policies;
    }
    if (this.closed) return;
    this.channels.set(topic, channel);
    this.hub.add(channel);
    this.armExpiry(channel);

    this.reply(message, 'ok', { postgres_changes: bindings.map((binding) => binding.echo) });
    if (bindings.length > 0) {
      channel.push('system', {
        channel: channel.subTopic,
        extension: 'postgres_changes',
        message: 'Subscribed to PostgreSQL',
        status: 'ok',
      });
    }
    if (channel.options.presenceEnabled && channel.canReadPresence) channel.deliver('presence_state', this.hub.presenceState(channel));
  }

  /**
   * A private channel's permissions for these claims. Joining, and staying joined after a token
   * change, needs read on broadcast, as on Supabase.
   */
  private async authorize(
    channel: Channel,
    claims: JwtClaims,
    token: string,
  ): Promise<{ ok: true; policies: ChannelPolicies } | { ok: false; joinReason: string; closeMessage: string }> {
    const outcome = await authorizeChannel(this.ctx, claims, token, channel.subTopic, this.log);
    if (!outcome.ok) return { ok: false, joinReason: outcome.message, closeMessage: outcome.message };
    if (!outcome.policies.broadcast.read) {
      const message = readRefusedMessage(channel.subTopic);
      return { ok: false, joinReason: `Unauthorized: ${message}`, closeMessage: message };
    }
    return { ok: true, policies: outcome.policies };
  }

  private async updateToken(channel: Channel, token: unknown): Promise<void> {
    if (typeof token !== 'string' || token === '' || token === channel.token) return;
    const check = await checkToken(this.ctx, this.apiKey, token);
    if (channel.closed) return;
    if (!check.ok) {
      this.shutdown(channel, check.message);
      return;
    }
    if (channel.options.isPrivate) {
      const authorized = await this.authorize(channel, check.claims, check.token);
      if (channel.closed) return;
      if (!authorized.ok) {
        this.shutdown(channel, authorized.closeMessage);
        return;
      }
      channel.policies = authorized.policies;
    }
    channel.claims = check.claims;
    channel.token = check.token;
    this.armExpiry(channel);
  }

  /** Ends the channel when its token expires, as Supabase does: system error, then phx_close. */
  private armExpiry(channel: Channel): void {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    channel.expiryTimer = undefined;
    const claims: JwtClaims = channel.claims;
    if (typeof claims.exp !== 'number') return;
    const delay = claims.exp * 1000 - Date.now();
    const timer = setTimeout(
      () => {
        channel.expiryTimer = undefined;
        if (channel.closed) return;
        if (isExpired(channel.claims)) this.shutdown(channel, `Token has expired ${Math.max(0, Math.floor(Date.now() / 1000) - (channel.claims.exp ?? 0))} seconds ago`);
        else this.armExpiry(channel);
      },
      Math.max(0, Math.min(delay, MAX_TIMER_MS)),
    );
    timer.unref();
    channel.expiryTimer = timer;
  }

  private broadcast(channel: Channel, message: PhoenixMessage): void {
    if (!channel.canWriteBroadcast) {
      // Supabase drops it silently; saying so lets an ack-ing sender see 'error' at once.
      if (message.ref !== null) this.reply(message, 'error', { reason: writeRefusedMessage(channel.subTopic, 'broadcast') });
      return;
    }
    const payload = asObject(message.payload);
    if (typeof payload.event === 'string') {
      const broadcast: BroadcastPayload = { type: 'broadcast', event: payload.event, payload: payload.payload ?? {} };
      const meta = asObject(payload.meta);
      if (Object.keys(meta).length > 0) broadcast.meta = meta;
      this.hub.broadcast(channel, broadcast);
    }
    if (channel.options.broadcastAck && message.ref !== null) this.reply(message, 'ok', {});
  }

  private presence(channel: Channel, message: PhoenixMessage): void {
    const payload = asObject(message.payload);
    if (payload.event === 'track' && !channel.canWritePresence) {
      if (message.ref !== null) this.reply(message, 'error', { reason: writeRefusedMessage(channel.subTopic, 'presence') });
      return;
    }
    if (payload.event === 'track') this.hub.track(channel, asObject(payload.payload));
    else if (payload.event === 'untrack') this.hub.untrack(channel);
    if (message.ref !== null) this.reply(message, 'ok', {});
  }

  /** Removes the channel; with notify, tells the client (phx_close) as a server-side stop does. */
  private closeChannel(channel: Channel, notify: boolean): void {
    if (channel.closed) return;
    if (notify) channel.push('phx_close', {}, channel.joinRef);
    channel.closed = true;
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    channel.expiryTimer = undefined;
    this.hub.remove(channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  private dispose(): void {
    if (this.closed) return;
    for (const channel of [...this.channels.values()]) this.closeChannel(channel, false);
    this.closed = true;
  }

  /** Server shutdown: close the socket so clients reconnect to the next server. */
  terminate(code = 1001, reason = 'server shutting down'): void {
    this.dispose();
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) {
      this.socket.close(code, reason);
    }
  }
}
