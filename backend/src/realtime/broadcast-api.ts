// Supabase Realtime's REST broadcast, for senders without a socket:
// - POST /realtime/v1/api/broadcast with {"messages":[{"topic","event","payload","private"?}]}
//   (realtime-js's channel.send() before the socket is connected, and server-side senders);
// - POST /realtime/v1/api/broadcast/<topic>/events/<event>[?private=true] with the payload as the
//   body (channel.httpSend()): JSON, or raw bytes as application/octet-stream, which subscribers
//   get as a binary broadcast (serializer 2.0.0's kind 4 frame with raw encoding), as Supabase
//   Realtime delivers them. A 1.0.0 (JSON-only) socket cannot carry bytes and does not get them.
// Both answer 202 once the messages are handed to the sockets of this process. A private topic
// needs the caller's write permission from the RLS policies on realtime.messages, exactly as a
// socket's broadcast does (channels/authorization.ts); a public one any valid API key.
import { Hono, type Context } from 'hono';
import { limitBody } from '../http/body-limit';
import { CallerError, type BackendContext, type Caller } from '../context';
import { authorizeChannel, writeRefusedMessage } from './channels/authorization';
import type { Hub } from './channels/hub';

/** The largest REST broadcast body, as the socket's largest frame. */
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_MESSAGES = 100;

interface OutgoingMessage {
  topic: string;
  event: string;
  payload: unknown;
  isPrivate: boolean;
}

class BroadcastRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 413 | 415 | 422 | 503,
    message: string,
  ) {
    super(message);
  }
}

function refuse(c: Context, error: BroadcastRefusal): Response {
  return c.json({ message: error.message }, error.status);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseBatch(body: unknown): OutgoingMessage[] {
  if (!isObject(body) || !Array.isArray(body.messages) || body.messages.length === 0) {
    throw new BroadcastRefusal(422, 'messages must be a non-empty list of {topic, event, payload}');
  }
  if (body.messages.length > MAX_MESSAGES) throw new BroadcastRefusal(422, `at most ${MAX_MESSAGES} messages per request`);
  return body.messages.map((message: unknown, index: number) => {
    if (!isObject(message) || typeof message.topic !== 'string' || message.topic === '' || typeof message.event !== 'string' || message.event === '') {
      throw new BroadcastRefusal(422, `messages[${index}] needs a topic and an event (non-empty strings)`);
    }
    if (message.private !== undefined && typeof message.private !== 'boolean') {
      throw new BroadcastRefusal(422, `messages[${index}].private must be true or false`);
    }
    return { topic: message.topic, event: message.event, payload: message.payload ?? {}, isPrivate: message.private === true };
  });
}

const JSON_TYPE = /^application\/json\b/i;
const BINARY_TYPE = /^application\/octet-stream\b/i;

async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type !== '' && !JSON_TYPE.test(type)) {
    throw new BroadcastRefusal(415, 'Only JSON payloads can be broadcast through this API (Content-Type: application/json)');
  }
  return parseJsonText(await c.req.text());
}

/** One event's payload: JSON, or bytes (kept as a Uint8Array, which the sockets send as binary). */
async function readPayload(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (BINARY_TYPE.test(type)) return new Uint8Array(await c.req.arrayBuffer());
  if (type !== '' && !JSON_TYPE.test(type)) {
    throw new BroadcastRefusal(
      415,
      'Only JSON (application/json) or binary (application/octet-stream) payloads can be broadcast through this API',
    );
  }
  return parseJsonText(await c.req.text());
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BroadcastRefusal(400, 'The body is not valid JSON');
  }
}

export function broadcastRoutes(ctx: BackendContext, hub: Hub): Hono {
  const log = ctx.log.child({ module: 'realtime-broadcast-api' });
  const app = new Hono();
  app.use(
    '*',
    limitBody({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: `Request body too large: at most ${MAX_BODY_BYTES} bytes are accepted` }, 413, { Connection: 'close' }),
    }),
  );

  const caller = async (c: Context): Promise<Caller> => {
    try {
      return await ctx.resolveCaller(c.req.raw);
    } catch (error) {
      if (error instanceof CallerError) throw new BroadcastRefusal(error.status, error.message);
      throw error;
    }
  };

  /** All or nothing: every private topic is checked before any message goes out. */
  const send = async (who: Caller, messages: OutgoingMessage[]): Promise<void> => {
    const privateTopics = new Set(messages.filter((m) => m.isPrivate).map((m) => m.topic));
    for (const topic of privateTopics) {
      const outcome = await authorizeChannel(ctx, who.claims, who.token, topic, log);
      if (!outcome.ok) throw new BroadcastRefusal(503, outcome.message);
      if (!outcome.policies.broadcast.write) throw new BroadcastRefusal(403, writeRefusedMessage(topic, 'broadcast'));
    }
    for (const message of messages) {
      hub.broadcastToRoom(message.topic, message.isPrivate, { type: 'broadcast', event: message.event, payload: message.payload });
    }
  };

  const handle = (parse: (c: Context) => Promise<OutgoingMessage[]>) => async (c: Context) => {
    try {
      const who = await caller(c);
      await send(who, await parse(c));
      return c.body(null, 202);
    } catch (error) {
      if (error instanceof BroadcastRefusal) return refuse(c, error);
      throw error;
    }
  };

  app.post(
    '/broadcast',
    handle(async (c) => parseBatch(await readJson(c))),
  );
  app.post(
    '/broadcast/:topic/events/:event',
    handle(async (c) => {
      if (c.req.query('persist') !== undefined || c.req.query('persist[ttl]') !== undefined) {
        throw new BroadcastRefusal(422, 'Storing broadcasts for replay is not supported by this server');
      }
      const payload = await readPayload(c);
      return [{ topic: c.req.param('topic') ?? '', event: c.req.param('event') ?? '', payload, isPrivate: c.req.query('private') === 'true' }];
    }),
  );
  return app;
}
