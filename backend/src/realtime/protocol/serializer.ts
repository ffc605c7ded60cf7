// The Phoenix frame formats realtime-js speaks, chosen per socket by the `vsn` query parameter:
// - 1.0.0: every frame is a JSON object {join_ref, ref, topic, event, payload};
// - 2.0.0: text frames are JSON arrays [join_ref, ref, topic, event, payload], and user
//   broadcasts travel as binary frames: kind 3 (client -> server) and kind 4 (server -> client).
// Binary layouts (lengths are byte counts of UTF-8, one byte each):
//   kind 3: [3][joinRefLen][refLen][topicLen][userEventLen][metaLen][encoding] joinRef ref topic
//           userEvent meta payload
//   kind 4: [4][topicLen][userEventLen][metaLen][encoding] topic userEvent meta payload
// encoding 0 = raw bytes, 1 = JSON text.

export type SerializerVersion = '1.0.0' | '2.0.0';

export const SERIALIZER_VERSIONS: readonly SerializerVersion[] = ['1.0.0', '2.0.0'];

export interface PhoenixMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast as both serializers carry it in a message payload. */
export interface BroadcastPayload {
  type: 'broadcast';
  event: string;
  /** JSON value, or raw bytes when the sender sent binary. */
  payload: unknown;
  meta?: Record<string, unknown>;
}

export class FrameError extends Error {}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

function nullableRef(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new FrameError(`${field} must be a string or null`);
}

function checked(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): PhoenixMessage {
  if (typeof topic !== 'string') throw new FrameError('topic must be a string');
  if (typeof event !== 'string') throw new FrameError('event must be a string');
  return {
    join_ref: nullableRef(joinRef, 'join_ref'),
    ref: nullableRef(ref, 'ref'),
    topic,
    event,
    payload: payload === undefined ? {} : payload,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FrameError('frame is not valid JSON');
  }
}

function decodeText(vsn: SerializerVersion, text: string): PhoenixMessage {
  const value = parseJson(text);
  if (vsn === '2.0.0') {
    if (!Array.isArray(value) || value.length !== 5) throw new FrameError('expected [join_ref, ref, topic, event, payload]');
    const [joinRef, ref, topic, event, payload] = value as unknown[];
    return checked(joinRef, ref, topic, event, payload);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new FrameError('expected {join_ref, ref, topic, event, payload}');
  }
  const object = value as Record<string, unknown>;
  return checked(object.join_ref, object.ref, object.topic, object.event, object.payload);
}

function decodeUserBroadcastPush(bytes: Uint8Array): PhoenixMessage {
  const headerLength = 7;
  if (bytes.length < headerLength) throw new FrameError('binary frame too short');
  const lengths = [bytes[1]!, bytes[2]!, bytes[3]!, bytes[4]!, bytes[5]!];
  const encoding = bytes[6]!;
  let offset = headerLength;
  const strings: string[] = [];
  for (const length of lengths) {
    if (offset + length > bytes.length) throw new FrameError('binary frame truncated');
    try {
      strings.push(utf8.decode(bytes.subarray(offset, offset + length)));
    } catch {
      throw new FrameError('binary frame header is not UTF-8');
    }
    offset += length;
  }
  const [joinRef, ref, topic, userEvent, metaText] = strings as [string, string, string, string, string];
  const body = bytes.subarray(offset);
  let payload: unknown;
  if (encoding === ENCODING_JSON) {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      throw new FrameError('JSON payload is not UTF-8');
    }
    payload = parseJson(text);
  } else if (encoding === ENCODING_BINARY) {
    payload = Uint8Array.from(body);
  } else {
    throw new FrameError(`unknown payload encoding ${encoding}`);
  }
  const broadcast: BroadcastPayload = { type: 'broadcast', event: userEvent, payload };
  if (metaText !== '') {
    const meta = parseJson(metaText);
    if (typeof meta === 'object' && meta !== null && !Array.isArray(meta)) {
      broadcast.meta = meta as Record<string, unknown>;
    }
  }
  return {
    join_ref: joinRef === '' ? null : joinRef,
    ref: ref === '' ? null : ref,
    topic,
    event: 'broadcast',
    payload: broadcast,
  };
}

/** Decodes one WebSocket frame from a client. Throws FrameError for anything malformed. */
export function decodeFrame(vsn: SerializerVersion, data: Uint8Array | string, isBinary: boolean): PhoenixMessage {
  if (!isBinary) {
    const text = typeof data === 'string' ? data : utf8.decode(data);
    return decodeText(vsn, text);
  }
  if (vsn !== '2.0.0') throw new FrameError('binary frames need serializer 2.0.0');
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  if (bytes.length === 0) throw new FrameError('empty binary frame');
  if (bytes[0] === KIND_USER_BROADCAST_PUSH) return decodeUserBroadcastPush(bytes);
  throw new FrameError(`unsupported binary frame kind ${bytes[0]}`);
}

function isBroadcastPayload(payload: unknown): payload is BroadcastPayload {
  if (typeof payload !== 'object' || payload === null) return false;
  const candidate = payload as Record<string, unknown>;
  return candidate.type === 'broadcast' && typeof candidate.event === 'string';
}

function limitedBytes(text: string, field: string): Uint8Array {
  const bytes = encoder.encode(text);
  if (bytes.length > 255) throw new FrameError(`${field} longer than 255 bytes`);
  return bytes;
}

function encodeUserBroadcast(topic: string, broadcast: BroadcastPayload): Uint8Array {
  const topicBytes = limitedBytes(topic, 'topic');
  const eventBytes = limitedBytes(broadcast.event, 'event');
  const metaBytes = broadcast.meta && Object.keys(broadcast.meta).length > 0 ? limitedBytes(JSON.stringify(broadcast.meta), 'meta') : new Uint8Array(0);
  const binary = broadcast.payload instanceof Uint8Array;
  const body = binary ? (broadcast.payload as Uint8Array) : encoder.encode(JSON.stringify(broadcast.payload ?? {}));
  const frame = new Uint8Array(5 + topicBytes.length + eventBytes.length + metaBytes.length + body.length);
  frame[0] = KIND_USER_BROADCAST;
  frame[1] = topicBytes.length;
  frame[2] = eventBytes.length;
  frame[3] = metaBytes.length;
  frame[4] = binary ? ENCODING_BINARY : ENCODING_JSON;
  let offset = 5;
  for (const part of [topicBytes, eventBytes, metaBytes, body]) {
    frame.set(part, offset);
    offset += part.length;
  }
  return frame;
}

/**
 * Encodes a server message. Broadcasts go out as kind 4 binary frames under 2.0.0 (as the hosted
 * service sends them); everything else is text. Returns null when the message cannot be expressed
 * in the socket's serializer (raw bytes to a 1.0.0 client).
 */
export function encodeFrame(vsn: SerializerVersion, message: PhoenixMessage): string | Uint8Array | null {
  if (message.event === 'broadcast' && isBroadcastPayload(message.payload)) {
    if (vsn === '2.0.0') return encodeUserBroadcast(message.topic, message.payload);
    if (message.payload.payload instanceof Uint8Array) return null;
  }
  if (vsn === '2.0.0') {
    return JSON.stringify([message.join_ref, message.ref, message.topic, message.event, message.payload]);
  }
  return JSON.stringify({
    join_ref: message.join_ref,
    ref: message.ref,
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}

/**
 * Builds a text frame around a payload that is already JSON text, so a change serialised once can
 * be sent to many sockets without re-serialising it for each.
 */
export function encodeRawPayloadFrame(
  vsn: SerializerVersion,
  head: { join_ref: string | null; ref: string | null; topic: string; event: string },
  payloadJson: string,
): string {
  const joinRef = JSON.stringify(head.join_ref);
  const ref = JSON.stringify(head.ref);
  const topic = JSON.stringify(head.topic);
  const event = JSON.stringify(head.event);
  if (vsn === '2.0.0') return `[${joinRef},${ref},${topic},${event},${payloadJson}]`;
  return `{"join_ref":${joinRef},"ref":${ref},"topic":${topic},"event":${event},"payload":${payloadJson}}`;
}
