// The server's frames against realtime-js's own serializer: what the client encodes we decode,
// and what we encode the client decodes to the same message.
import ClientSerializer from '@supabase/realtime-js/dist/main/lib/serializer';
import { decodeFrame, encodeFrame, encodeRawPayloadFrame, FrameError, type PhoenixMessage } from './serializer';

interface ClientMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

const client = new ClientSerializer();

function clientEncode(message: ClientMessage): string | ArrayBuffer {
  return client.encode(message as never, (encoded: string | ArrayBuffer) => encoded) as string | ArrayBuffer;
}

function clientDecode(frame: string | Uint8Array): ClientMessage {
  const raw = typeof frame === 'string' ? frame : frame.buffer.slice(frame.byteOffset, frame.byteOffset + frame.byteLength);
  return client.decode(raw as never, (decoded: ClientMessage) => decoded) as ClientMessage;
}

function serverDecode(encoded: string | ArrayBuffer): PhoenixMessage {
  return typeof encoded === 'string' ? decodeFrame('2.0.0', encoded, false) : decodeFrame('2.0.0', new Uint8Array(encoded), true);
}

describe('serializer 2.0.0', () => {
  it('decodes the join the client sends, payload included', () => {
    const join: ClientMessage = {
      join_ref: '6',
      ref: '6',
      topic: 'realtime:room1',
      event: 'phx_join',
      payload: { config: { broadcast: { ack: false, self: false }, postgres_changes: [] }, access_token: 'jwt' },
    };
    expect(serverDecode(clientEncode(join))).toEqual(join);
  });

  it('decodes a JSON broadcast the client sends as a kind 3 binary frame, with multi-byte text', () => {
    const push: ClientMessage = {
      join_ref: '1',
      ref: '2',
      topic: 'realtime:שלום-room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'typing ✍️', payload: { who: 'אבא', at: 1 } },
    };
    const encoded = clientEncode(push);
    expect(encoded).toBeInstanceOf(ArrayBuffer);
    expect(serverDecode(encoded)).toEqual(push);
  });

  it('decodes a raw-bytes broadcast (encoding 0) as bytes', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const encoded = clientEncode({
      join_ref: '1',
      ref: null,
      topic: 'realtime:bin',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'blob', payload: bytes.buffer },
    });
    const decoded = serverDecode(encoded);
    expect(decoded.ref).toBeNull();
    expect(decoded.payload).toEqual({ type: 'broadcast', event: 'blob', payload: bytes });
  });

  it('sends broadcasts as kind 4 frames the client decodes to the same broadcast', () => {
    const message: PhoenixMessage = {
      join_ref: null,
      ref: null,
      topic: 'realtime:room1',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'typing', payload: { user: 'שרה' } },
    };
    const frame = encodeFrame('2.0.0', message);
    expect(frame).toBeInstanceOf(Uint8Array);
    expect(clientDecode(frame!)).toEqual(message);
  });

  it('sends raw-bytes broadcasts as kind 4 frames with binary encoding', () => {
    const bytes = new Uint8Array([9, 8, 7]);
    const frame = encodeFrame('2.0.0', {
      join_ref: null,
      ref: null,
      topic: 'realtime:bin',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'blob', payload: bytes },
    });
    const decoded = clientDecode(frame!) as { payload: { payload: ArrayBuffer } };
    expect(new Uint8Array(decoded.payload.payload)).toEqual(bytes);
  });

  it('sends replies as JSON arrays the client decodes', () => {
    const reply: PhoenixMessage = {
      join_ref: '6',
      ref: '9',
      topic: 'realtime:room1',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    };
    const frame = encodeFrame('2.0.0', reply);
    expect(typeof frame).toBe('string');
    expect(JSON.parse(frame as string)).toEqual(['6', '9', 'realtime:room1', 'phx_reply', { status: 'ok', response: {} }]);
    expect(clientDecode(frame!)).toEqual(reply);
  });

  it('builds change frames around pre-serialised payloads', () => {
    const frame = encodeRawPayloadFrame('2.0.0', { join_ref: null, ref: null, topic: 'realtime:a"b', event: 'postgres_changes' }, '{"ids":[1]}');
    expect(JSON.parse(frame)).toEqual([null, null, 'realtime:a"b', 'postgres_changes', { ids: [1] }]);
  });

  it.each([
    ['not JSON', '{'],
    ['an object instead of an array', '{"topic":"x"}'],
    ['a short array', '["1","1","t"]'],
    ['a numeric topic', '[null,null,5,"e",{}]'],
  ])('refuses %s', (_name, text) => {
    expect(() => decodeFrame('2.0.0', text, false)).toThrow(FrameError);
  });

  it('refuses truncated and unknown binary frames', () => {
    expect(() => decodeFrame('2.0.0', new Uint8Array([3, 5, 0, 0, 0, 0, 1]), true)).toThrow(FrameError);
    expect(() => decodeFrame('2.0.0', new Uint8Array([7, 0]), true)).toThrow(FrameError);
    expect(() => decodeFrame('2.0.0', new Uint8Array([]), true)).toThrow(FrameError);
    expect(() => decodeFrame('2.0.0', new Uint8Array([3, 0, 0, 0, 0, 0, 9]), true)).toThrow(FrameError);
  });
});

describe('serializer 1.0.0', () => {
  it('reads and writes JSON objects', () => {
    const message = decodeFrame('1.0.0', '{"join_ref":"1","ref":"2","topic":"realtime:x","event":"phx_join","payload":{"a":1}}', false);
    expect(message).toEqual({ join_ref: '1', ref: '2', topic: 'realtime:x', event: 'phx_join', payload: { a: 1 } });
    const frame = encodeFrame('1.0.0', { ...message, event: 'phx_reply', payload: { status: 'ok', response: {} } });
    expect(JSON.parse(frame as string)).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:x',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
  });

  it('sends broadcasts as JSON text, and cannot carry raw bytes', () => {
    const json = encodeFrame('1.0.0', {
      join_ref: null,
      ref: null,
      topic: 'realtime:x',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'e', payload: { a: 1 } },
    });
    expect(JSON.parse(json as string).payload).toEqual({ type: 'broadcast', event: 'e', payload: { a: 1 } });
    const bytes = encodeFrame('1.0.0', {
      join_ref: null,
      ref: null,
      topic: 'realtime:x',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'e', payload: new Uint8Array([1]) },
    });
    expect(bytes).toBeNull();
    expect(encodeRawPayloadFrame('1.0.0', { join_ref: null, ref: null, topic: 't', event: 'e' }, '{"x":1}')).toBe(
      '{"join_ref":null,"ref":null,"topic":"t","event":"e","payload":{"x":1}}',
    );
  });

  it('refuses arrays and binary frames', () => {
    expect(() => decodeFrame('1.0.0', '[null,null,"t","e",{}]', false)).toThrow(FrameError);
    expect(() => decodeFrame('1.0.0', new Uint8Array([3]), true)).toThrow(FrameError);
  });
});
