// REST broadcast (issue 17, item 4): POST /realtime/v1/api/broadcast, as supabase-js's
// channel.httpSend() and the socketless channel.send() use it. A public topic takes any valid API
// key; a private one needs broadcast write permission from the RLS policies on realtime.messages
// (the fixture: a user may write `room:<own id>`), exactly as a socket's broadcast does.
//
// "Received nothing" needs no clock: the server hands REST messages to the sockets before it
// answers 202, and each socket's frames go out in order, so once a later allowed message has
// arrived an earlier one would have arrived first.
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { startRealtimeBackend, waitFor, type RealtimeBackend, type TestUser } from './realtime-backend';

type Row = Record<string, unknown>;

describe('REST broadcast', () => {
  let backend: RealtimeBackend;
  let ann: TestUser;
  let stranger: TestUser;
  const clients: SupabaseClient[] = [];

  const newClient = (token?: string): SupabaseClient => {
    const client = backend.client(token);
    clients.push(client);
    return client;
  };

  async function subscribe(client: SupabaseClient, topic: string, isPrivate: boolean): Promise<Row[]> {
    await client.realtime.setAuth();
    const received: Row[] = [];
    const statuses: string[] = [];
    client
      .channel(topic, { config: { private: isPrivate } })
      .on('broadcast', { event: '*' }, (message: Row) => received.push(message))
      .subscribe((status) => statuses.push(status));
    await waitFor(() => statuses.includes('SUBSCRIBED'), `join of ${topic}`);
    return received;
  }

  /** A channel that is never joined: httpSend needs no socket. */
  async function sender(token: string | undefined, topic: string, isPrivate: boolean): Promise<RealtimeChannel> {
    const client = newClient(token);
    await client.realtime.setAuth();
    return client.channel(topic, { config: { private: isPrivate } });
  }

  beforeAll(async () => {
    backend = await startRealtimeBackend();
    [ann, stranger] = [await backend.createUser(), await backend.createUser()];
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
    await Promise.all(clients.map((client) => client.realtime.disconnect()));
    await backend.stop();
  });

  it('delivers httpSend on a public channel to its subscribers, with the event and payload', async () => {
    const topic = `lobby-${randomUUID()}`;
    const received = await subscribe(newClient(), topic, false);
    const channel = await sender(undefined, topic, false);
    await expect(channel.httpSend('greeting', { text: 'hello', n: 1 })).resolves.toEqual({ success: true });
    await waitFor(() => received.length === 1, 'the broadcast');
    expect(received[0]).toMatchObject({ type: 'broadcast', event: 'greeting', payload: { text: 'hello', n: 1 } });
  });

  it('takes a batch of messages on /api/broadcast, each to its own topic and privacy', async () => {
    const lobby = `lobby-${randomUUID()}`;
    const other = `lobby-${randomUUID()}`;
    const inLobby = await subscribe(newClient(), lobby, false);
    const inOther = await subscribe(newClient(), other, false);
    const response = await fetch(`${backend.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        messages: [
          { topic: lobby, event: 'a', payload: { n: 1 } },
          { topic: other, event: 'b', payload: { n: 2 } },
          { topic: lobby, event: 'c', payload: { n: 3 } },
          // Same name, but private: a public subscriber does not share its room.
          { topic: lobby, event: 'secret', payload: {}, private: true },
        ],
      }),
    });
    // anon may not write the private topic: nothing of the batch goes out.
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: `You do not have permissions to broadcast to this Channel topic: ${lobby}` });

    const allowed = await fetch(`${backend.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        messages: [
          { topic: lobby, event: 'a', payload: { n: 1 } },
          { topic: other, event: 'b', payload: { n: 2 } },
          { topic: lobby, event: 'c', payload: { n: 3 } },
        ],
      }),
    });
    expect(allowed.status).toBe(202);
    await waitFor(() => inLobby.length === 2 && inOther.length === 1, 'the batch');
    expect(inLobby.map((m) => m.event)).toEqual(['a', 'c']);
    expect(inOther).toEqual([expect.objectContaining({ event: 'b', payload: { n: 2 } })]);
  });

  it('sends on a private channel only with write permission from the RLS policies', async () => {
    const topic = `room:${ann.id}`;
    const received = await subscribe(newClient(ann.accessToken), topic, true);

    const intruder = await sender(stranger.accessToken, topic, true);
    await expect(intruder.httpSend('note', { from: 'stranger' })).rejects.toThrow(
      `You do not have permissions to broadcast to this Channel topic: ${topic}`,
    );
    const anonymous = await sender(undefined, topic, true);
    await expect(anonymous.httpSend('note', { from: 'anon' })).rejects.toThrow('You do not have permissions to broadcast');

    const owner = await sender(ann.accessToken, topic, true);
    await expect(owner.httpSend('note', { from: 'ann' })).resolves.toEqual({ success: true });
    await waitFor(() => received.length >= 1, 'the allowed broadcast');
    expect(received).toEqual([expect.objectContaining({ event: 'note', payload: { from: 'ann' } })]);
  });

  it('delivers a binary httpSend (application/octet-stream) as bytes to 2.0.0 subscribers, on public and private channels', async () => {
    const topic = `lobby-${randomUUID()}`;
    const received = await subscribe(newClient(), topic, false);
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const channel = await sender(undefined, topic, false);
    await expect(channel.httpSend('bytes', bytes)).resolves.toEqual({ success: true });
    await waitFor(() => received.length === 1, 'the binary broadcast');
    expect(received[0]).toMatchObject({ type: 'broadcast', event: 'bytes' });
    expect(new Uint8Array(received[0]!.payload as ArrayBuffer)).toEqual(bytes);

    // Private: the same write permission as JSON (supabase-js's own integration test sends here).
    const room = `room:${ann.id}`;
    const inRoom = await subscribe(newClient(ann.accessToken), room, true);
    const intruder = await sender(stranger.accessToken, room, true);
    await expect(intruder.httpSend('bytes', bytes)).rejects.toThrow('You do not have permissions to broadcast');
    const owner = await sender(ann.accessToken, room, true);
    await expect(owner.httpSend('bytes', bytes.buffer)).resolves.toEqual({ success: true });
    await waitFor(() => inRoom.length === 1, 'the private binary broadcast');
    expect(new Uint8Array(inRoom[0]!.payload as ArrayBuffer)).toEqual(bytes);
  });

  it('does not send bytes to a 1.0.0 (JSON-only) socket, which cannot carry them; JSON still reaches it', async () => {
    const topic = `lobby-${randomUUID()}`;
    const received = await subscribe(newClient(undefined), topic, false);
    const legacy = backend.client(undefined, { realtime: { vsn: '1.0.0' } });
    clients.push(legacy);
    const legacyReceived = await subscribe(legacy, topic, false);
    const channel = await sender(undefined, topic, false);
    await expect(channel.httpSend('bytes', new Uint8Array([7, 7]))).resolves.toEqual({ success: true });
    await expect(channel.httpSend('after', { n: 1 })).resolves.toEqual({ success: true });
    await waitFor(() => legacyReceived.length === 1 && received.length === 2, 'the JSON broadcast after the bytes');
    expect(legacyReceived.map((m) => m.event)).toEqual(['after']);
    expect(received.map((m) => m.event)).toEqual(['bytes', 'after']);
  });

  it('refuses what it cannot do in the shape realtime-js reads: bad keys, bad bodies, other content types, persist', async () => {
    const url = `${backend.url}/realtime/v1/api/broadcast`;
    const post = (body: string, headers: Record<string, string> = {}, path = '') =>
      fetch(`${url}${path}`, { method: 'POST', headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...headers }, body });

    const noKey = await fetch(url, { method: 'POST', body: '{}' });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ message: 'No API key found in request' });
    const badKey = await post('{"messages":[{"topic":"t","event":"e","payload":{}}]}', { apikey: 'nonsense' });
    expect(badKey.status).toBe(401);
    expect(await badKey.json()).toEqual({ message: 'Invalid API key' });

    const notJson = await post('{oops');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'The body is not valid JSON' });
    const noMessages = await post('{"messages":[]}');
    expect(noMessages.status).toBe(422);
    expect(await noMessages.json()).toEqual({ message: 'messages must be a non-empty list of {topic, event, payload}' });
    const noEvent = await post('{"messages":[{"topic":"t","payload":{}}]}');
    expect(noEvent.status).toBe(422);
    expect(await noEvent.json()).toEqual({ message: 'messages[0] needs a topic and an event (non-empty strings)' });

    // Bytes are taken as application/octet-stream only; another type is refused, body untouched.
    const plainText = await post('hello', { 'content-type': 'text/plain' }, `/lobby-${randomUUID()}/events/e`);
    expect(plainText.status).toBe(415);
    expect(await plainText.json()).toEqual({
      message: 'Only JSON (application/json) or binary (application/octet-stream) payloads can be broadcast through this API',
    });
    const batchOfBytes = await post('bytes', { 'content-type': 'application/octet-stream' });
    expect(batchOfBytes.status).toBe(415);
    const owned = await sender(ann.accessToken, `room:${ann.id}`, true);
    await expect(owned.httpSend('kept', { a: 1 }, { persist: true })).rejects.toThrow(
      'Storing broadcasts for replay is not supported by this server',
    );
  });
});
