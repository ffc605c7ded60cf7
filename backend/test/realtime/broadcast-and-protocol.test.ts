// Broadcast through supabase-js (self, ack, raw bytes, both serializers) and the Phoenix protocol
// seen by a raw WebSocket: heartbeat, replies, join reply shape, unmatched topics, malformed
// frames, bad API keys.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startRealtimeBackend, waitFor, type RealtimeBackend } from './realtime-backend';

type Row = Record<string, unknown>;

describe('broadcast and the Phoenix protocol', () => {
  let backend: RealtimeBackend;
  const clients: SupabaseClient[] = [];
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    backend = await startRealtimeBackend();
  });

  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await Promise.all(clients.map((c) => c.realtime.disconnect()));
    await backend.stop();
  });

  async function join(
    config: { self?: boolean; ack?: boolean },
    received: Row[],
    options?: Parameters<RealtimeBackend['client']>[1],
    topic = 'typing-room',
  ): Promise<RealtimeChannel> {
    const supabase = backend.client(undefined, options);
    clients.push(supabase);
    const channel = supabase.channel(topic, { config: { broadcast: { self: config.self ?? false, ack: config.ack ?? false } } });
    channel.on('broadcast', { event: '*' }, (message: Row) => received.push(message));
    let subscribed = false;
    channel.subscribe((status) => {
      if (status === 'SUBSCRIBED') subscribed = true;
    });
    await waitFor(() => subscribed, 'SUBSCRIBED');
    return channel;
  }

  it('fans a broadcast out to the others, echoes it to the sender only with self, and acks with ack', async () => {
    const selfReceived: Row[] = [];
    const quietReceived: Row[] = [];
    const partnerReceived: Row[] = [];
    const selfSender = await join({ self: true, ack: true }, selfReceived);
    const quietSender = await join({}, quietReceived);
    await join({}, partnerReceived, { realtime: { vsn: '1.0.0' } as never });

    await expect(selfSender.send({ type: 'broadcast', event: 'typing', payload: { who: 'אבא', typing: true } })).resolves.toBe('ok');
    await quietSender.send({ type: 'broadcast', event: 'stopped', payload: { who: 'אמא' } });
    await waitFor(() => partnerReceived.length === 2, 'both broadcasts at the 1.0.0 partner');

    expect(partnerReceived).toEqual([
      { type: 'broadcast', event: 'typing', payload: { who: 'אבא', typing: true } },
      { type: 'broadcast', event: 'stopped', payload: { who: 'אמא' } },
    ]);
    await waitFor(() => selfReceived.length === 2, 'the self sender sees both');
    expect(selfReceived.map((m) => m.event)).toEqual(['typing', 'stopped']);
    // The quiet sender gets the other's broadcast but not its own.
    await waitFor(() => quietReceived.length === 1, 'the quiet sender sees one');
    expect(quietReceived.map((m) => m.event)).toEqual(['typing']);
  });

  it('carries raw bytes between 2.0.0 clients', async () => {
    const received: Row[] = [];
    const sender = await join({}, [], undefined, 'bytes-room');
    await join({}, received, undefined, 'bytes-room');
    await sender.send({ type: 'broadcast', event: 'blob', payload: new Uint8Array([1, 2, 250]).buffer });
    await waitFor(() => received.length === 1, 'the bytes');
    expect(new Uint8Array(received[0]!.payload as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 250]));
  });

  function rawSocket(vsn = '2.0.0', apikey = backend.anonKey): Promise<{ socket: WebSocket; frames: unknown[] }> {
    const url = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=${vsn}`;
    const socket = new WebSocket(url);
    sockets.push(socket);
    const frames: unknown[] = [];
    socket.on('message', (data, isBinary) => frames.push(isBinary ? data : JSON.parse(String(data))));
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve({ socket, frames }));
      socket.once('error', reject);
    });
  }

  it('answers heartbeats, joins and leaves as realtime-js expects', async () => {
    const { socket, frames } = await rawSocket();
    socket.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    socket.send('not json at all');
    socket.send(JSON.stringify(['2', '3', 'realtime:never-joined', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]));
    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'notes', filter: 'done=eq.false' },
      { event: '*', schema: 'public', table: 'notes' },
    ];
    socket.send(JSON.stringify(['6', '6', 'realtime:room1', 'phx_join', { config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes: bindings, private: false } }]));
    socket.send(JSON.stringify(['6', '9', 'realtime:room1', 'phx_leave', {}]));
    await waitFor(() => frames.length >= 5, 'five frames');

    expect(frames[0]).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    expect(frames[1]).toEqual(['2', '3', 'realtime:never-joined', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }]);
    const [joinRef, ref, topic, event, payload] = frames[2] as [string, string, string, string, { status: string; response: { postgres_changes: Row[] } }];
    expect([joinRef, ref, topic, event, payload.status]).toEqual(['6', '6', 'realtime:room1', 'phx_reply', 'ok']);
    // Echoed in order, unchanged, each with an integer id.
    expect(payload.response.postgres_changes.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    for (const binding of payload.response.postgres_changes) expect(Number.isInteger(binding.id)).toBe(true);
    expect(frames[3]).toEqual([
      '6',
      null,
      'realtime:room1',
      'system',
      { channel: 'room1', extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' },
    ]);
    expect(frames[4]).toEqual(['6', '9', 'realtime:room1', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it('speaks 1.0.0 object frames to a raw socket', async () => {
    const { socket, frames } = await rawSocket('1.0.0');
    socket.send(JSON.stringify({ join_ref: null, ref: '1', topic: 'phoenix', event: 'heartbeat', payload: {} }));
    await waitFor(() => frames.length === 1, 'heartbeat reply');
    expect(frames[0]).toEqual({ join_ref: null, ref: '1', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } });
  });

  it('closes a channel whose token is replaced by an invalid one', async () => {
    const { socket, frames } = await rawSocket();
    socket.send(JSON.stringify(['1', '1', 'realtime:tok', 'phx_join', { config: {} }]));
    await waitFor(() => frames.length === 1, 'join reply');
    socket.send(JSON.stringify(['1', '2', 'realtime:tok', 'access_token', { access_token: 'not-a-jwt' }]));
    await waitFor(() => frames.length === 3, 'system error and close');
    expect(frames[1]).toEqual(['1', null, 'realtime:tok', 'system', { extension: 'system', status: 'error', message: 'Invalid JWT Token', channel: 'tok' }]);
    expect(frames[2]).toEqual(['1', '1', 'realtime:tok', 'phx_close', {}]);
  });

  it('refuses the upgrade with a bad API key or serializer version', async () => {
    await expect(rawSocket('2.0.0', 'forged')).rejects.toThrow(/401/);
    await expect(rawSocket('3.0.0')).rejects.toThrow(/400/);
  });
});
