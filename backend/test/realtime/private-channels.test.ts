// Realtime Authorization (issue 16, item 5): a `private: true` channel is joined only when the
// project's RLS policies on realtime.messages let the caller read its topic, and broadcast and
// presence are sent only with write permission, as on Supabase. The fixture's policies
// (test/fixtures/realtime/migrations/*_realtime_authorization.sql): an authenticated user may read
// and write `room:<own id>` and the topics listed for them in public.room_members (read only when
// can_write is false); nobody else, anon included.
//
// "Receives nothing" is shown without waiting on a clock: the same sockets also join a public
// sentinel channel, and a sentinel broadcast is sent after the message under test on the same
// socket. The server handles a socket's messages in order and writes each recipient's frames in
// order, so once the sentinel has arrived anything sent before it would have arrived first.
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { startRealtimeBackend, waitFor, type RealtimeBackend, type TestUser } from './realtime-backend';

type Row = Record<string, unknown>;

const readRefusal = (topic: string) => `You do not have permissions to read from this Channel topic: ${topic}`;

interface Joined {
  client: SupabaseClient;
  channel: RealtimeChannel;
  broadcasts: Row[];
  systems: Row[];
  statuses: string[];
  errors: string[];
  /** The presence keys this channel currently sees. */
  presenceKeys(): string[];
}

describe('private realtime channels (Realtime Authorization)', () => {
  let backend: RealtimeBackend;
  let ann: TestUser;
  let ben: TestUser;
  let reader: TestUser;
  let stranger: TestUser;
  const clients: SupabaseClient[] = [];

  /** A family room Ann and Ben may read and write, a read-only member may only read. */
  async function familyRoom(): Promise<string> {
    const topic = `room:family-${randomUUID()}`;
    await backend.sql(
      'insert into public.room_members (topic, user_id, can_write) values ($1, $2, true), ($1, $3, true), ($1, $4, false)',
      [topic, ann.id, ben.id, reader.id],
    );
    return topic;
  }

  function newClient(token?: string | (() => string)): SupabaseClient {
    const client = backend.client(token);
    clients.push(client);
    return client;
  }

  /** Subscribes and resolves at the first SUBSCRIBED or CHANNEL_ERROR. */
  async function join(
    client: SupabaseClient,
    topic: string,
    options: { private?: boolean; presenceKey?: string; ack?: boolean } = {},
  ): Promise<Joined> {
    // supabase-js hands realtime its token asynchronously after createClient; without this the
    // first join could go out with the anon key.
    await client.realtime.setAuth();
    const channel = client.channel(topic, {
      config: {
        private: options.private ?? true,
        broadcast: { ack: options.ack ?? false },
        presence: { key: options.presenceKey ?? '' },
      },
    });
    const joined: Joined = {
      client,
      channel,
      broadcasts: [],
      systems: [],
      statuses: [],
      errors: [],
      presenceKeys: () => Object.keys(channel.presenceState()),
    };
    channel.on('broadcast', { event: '*' }, (message: Row) => joined.broadcasts.push(message));
    channel.on('presence', { event: 'sync' }, () => undefined);
    channel.on('system', {}, (message: Row) => joined.systems.push(message));
    channel.subscribe((status, error) => {
      joined.statuses.push(status);
      if (error) joined.errors.push(error.message);
    });
    await waitFor(() => joined.statuses.includes('SUBSCRIBED') || joined.statuses.includes('CHANNEL_ERROR'), `join of ${topic}`);
    return joined;
  }

  /** A public channel on the same socket, used to prove that nothing else is still on its way. */
  async function sentinel(client: SupabaseClient, name: string): Promise<Joined> {
    const joined = await join(client, `sentinel:${name}`, { private: false });
    expect(joined.statuses).toEqual(['SUBSCRIBED']);
    return joined;
  }

  async function flush(from: Joined, to: Joined[], mark = randomUUID()): Promise<void> {
    await from.channel.send({ type: 'broadcast', event: 'sentinel', payload: { mark } });
    await waitFor(() => to.every((joined) => joined.broadcasts.some((m) => (m.payload as Row)?.mark === mark)), 'the sentinel');
  }

  beforeAll(async () => {
    backend = await startRealtimeBackend();
    [ann, ben, reader, stranger] = [await backend.createUser(), await backend.createUser(), await backend.createUser(), await backend.createUser()];
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
    await Promise.all(clients.map((client) => client.realtime.disconnect()));
    await backend.stop();
  });

  it('lets a member join and receive broadcast and presence from another member', async () => {
    const topic = await familyRoom();
    const annSide = await join(newClient(ann.accessToken), topic, { presenceKey: 'ann' });
    const benSide = await join(newClient(ben.accessToken), topic, { presenceKey: 'ben', ack: true });
    expect(annSide.statuses).toEqual(['SUBSCRIBED']);
    expect(benSide.statuses).toEqual(['SUBSCRIBED']);

    await expect(benSide.channel.track({ name: 'Ben' })).resolves.toBe('ok');
    await expect(benSide.channel.send({ type: 'broadcast', event: 'typing', payload: { who: 'Ben' } })).resolves.toBe('ok');

    await waitFor(() => annSide.broadcasts.length === 1, 'the broadcast at Ann');
    expect(annSide.broadcasts[0]).toMatchObject({ type: 'broadcast', event: 'typing', payload: { who: 'Ben' } });
    await waitFor(() => annSide.presenceKeys().includes('ben'), "Ben's presence at Ann");
    expect(annSide.channel.presenceState().ben).toEqual([expect.objectContaining({ name: 'Ben' })]);

    // Each user's own room works without a membership row.
    const own = await join(newClient(ann.accessToken), `room:${ann.id}`);
    expect(own.statuses).toEqual(['SUBSCRIBED']);
    // The checks' probe rows were rolled back.
    expect((await backend.sql<{ n: number }>('select count(*)::int as n from realtime.messages')).rows[0]!.n).toBe(0);
  });

  it("refuses a stranger's join with Supabase's reason, and the stranger receives nothing", async () => {
    const topic = `room:${ann.id}`;
    const strangerClient = newClient(stranger.accessToken);
    const strangerSide = await join(strangerClient, topic, { presenceKey: 'stranger' });
    expect(strangerSide.statuses[0]).toBe('CHANNEL_ERROR');
    expect(strangerSide.errors[0]).toBe(`Unauthorized: ${readRefusal(topic)}`);
    const strangerSentinel = await sentinel(strangerClient, topic);

    const annClient = newClient(ann.accessToken);
    const annSide = await join(annClient, topic, { presenceKey: 'ann' });
    const annSentinel = await sentinel(annClient, topic);
    expect(annSide.statuses).toEqual(['SUBSCRIBED']);
    await annSide.channel.track({ name: 'Ann', status: 'online' });
    await annSide.channel.send({ type: 'broadcast', event: 'secret', payload: { text: 'only for me' } });
    await flush(annSentinel, [strangerSentinel]);

    expect(strangerSide.broadcasts).toEqual([]);
    expect(strangerSide.presenceKeys()).toEqual([]);
    // Nor does the stranger appear to Ann.
    expect(annSide.presenceKeys()).not.toContain('stranger');
    await strangerClient.removeChannel(strangerSide.channel);
  });

  it('refuses an anonymous join', async () => {
    const topic = `room:${ann.id}`;
    const anonSide = await join(newClient(), topic);
    expect(anonSide.statuses[0]).toBe('CHANNEL_ERROR');
    expect(anonSide.errors[0]).toBe(`Unauthorized: ${readRefusal(topic)}`);
    await anonSide.client.removeChannel(anonSide.channel);
  });

  it('lets a read-only member join and receive, but relays none of its broadcasts or presence', async () => {
    const topic = await familyRoom();
    const annClient = newClient(ann.accessToken);
    const readerClient = newClient(reader.accessToken);
    const annSide = await join(annClient, topic, { presenceKey: 'ann' });
    const annSentinel = await sentinel(annClient, topic);
    const readerSide = await join(readerClient, topic, { presenceKey: 'reader', ack: true });
    const readerSentinel = await sentinel(readerClient, topic);
    expect(readerSide.statuses).toEqual(['SUBSCRIBED']);

    // Reading works: Ann's broadcast and presence reach the read-only member.
    await annSide.channel.track({ name: 'Ann' });
    await annSide.channel.send({ type: 'broadcast', event: 'hello', payload: { from: 'Ann' } });
    await waitFor(() => readerSide.broadcasts.length === 1, 'the broadcast at the reader');
    await waitFor(() => readerSide.presenceKeys().includes('ann'), "Ann's presence at the reader");

    // Writing is refused, and said so to the sender.
    await expect(readerSide.channel.send({ type: 'broadcast', event: 'hello', payload: { from: 'reader' } })).resolves.toBe('error');
    await expect(readerSide.channel.track({ name: 'Reader' })).resolves.toBe('error');
    await flush(readerSentinel, [annSentinel]);
    expect(annSide.broadcasts).toEqual([]);
    expect(annSide.presenceKeys()).toEqual(['ann']);
  });

  it('keeps public channels open to anyone, apart from the private room of the same name', async () => {
    const topic = `room:${ann.id}`;
    const anonClient = newClient();
    const anonSide = await join(anonClient, topic, { private: false });
    const anonSentinel = await sentinel(anonClient, topic);
    const strangerSide = await join(newClient(stranger.accessToken), topic, { private: false });
    const annClient = newClient(ann.accessToken);
    const annPrivate = await join(annClient, topic);
    const annSentinel = await sentinel(annClient, topic);
    expect([anonSide.statuses, strangerSide.statuses, annPrivate.statuses]).toEqual([['SUBSCRIBED'], ['SUBSCRIBED'], ['SUBSCRIBED']]);

    await anonSide.channel.send({ type: 'broadcast', event: 'wave', payload: { from: 'anon' } });
    await strangerSide.channel.send({ type: 'broadcast', event: 'wave', payload: { from: 'stranger' } });
    await waitFor(() => strangerSide.broadcasts.length === 1 && anonSide.broadcasts.length === 1, 'the public broadcasts');
    expect(strangerSide.broadcasts[0]).toMatchObject({ event: 'wave', payload: { from: 'anon' } });
    expect(anonSide.broadcasts[0]).toMatchObject({ event: 'wave', payload: { from: 'stranger' } });

    // The private room of the same name is another room.
    await annPrivate.channel.send({ type: 'broadcast', event: 'private', payload: { from: 'Ann' } });
    await flush(annSentinel, [anonSentinel]);
    expect(anonSide.broadcasts.map((m) => m.event)).toEqual(['wave']);
    expect(annPrivate.broadcasts).toEqual([]);
  });

  it('re-authorizes when the token changes: a member token lets the refused client in', async () => {
    const topic = await familyRoom();
    let token = stranger.accessToken;
    const switching = newClient(() => token);
    const side = await join(switching, topic);
    expect(side.statuses[0]).toBe('CHANNEL_ERROR');

    token = ben.accessToken;
    await switching.realtime.setAuth();
    // realtime-js retries a refused join on its own, now with Ben's token.
    await waitFor(() => side.statuses.includes('SUBSCRIBED'), 'the rejoin with a member token');

    const annSide = await join(newClient(ann.accessToken), topic);
    await annSide.channel.send({ type: 'broadcast', event: 'welcome', payload: {} });
    await waitFor(() => side.broadcasts.length === 1, 'the broadcast after re-authorization');
  });

  it("re-authorizes when the token changes: a stranger's token ends a member's channel", async () => {
    const topic = await familyRoom();
    let token = ben.accessToken;
    const switching = newClient(() => token);
    const side = await join(switching, topic);
    const switchingSentinel = await sentinel(switching, topic);
    expect(side.statuses).toEqual(['SUBSCRIBED']);

    token = stranger.accessToken;
    await switching.realtime.setAuth();
    await waitFor(() => side.statuses.includes('CLOSED'), 'the channel closed by the server');
    expect(side.systems).toContainEqual(
      expect.objectContaining({ extension: 'system', status: 'error', message: readRefusal(topic) }),
    );

    const annClient = newClient(ann.accessToken);
    const annSide = await join(annClient, topic);
    const annSentinel = await sentinel(annClient, topic);
    await annSide.channel.send({ type: 'broadcast', event: 'after', payload: {} });
    await flush(annSentinel, [switchingSentinel]);
    expect(side.broadcasts).toEqual([]);
  });

  it('refuses the join when a policy fails, and keeps serving', async () => {
    const topic = 'boom:x';
    // Raises division_by_zero for this topic only (at run time, not when planned), false elsewhere.
    await backend.sql(`create policy "fails for boom" on realtime.messages for select to authenticated
      using (case when realtime.topic() = 'boom:x' then 1 / (length(realtime.topic()) - 6) = 1 else false end)`);
    try {
      const side = await join(newClient(ann.accessToken), topic);
      expect(side.statuses[0]).toBe('CHANNEL_ERROR');
      expect(side.errors[0]).toBe(`Unauthorized: ${readRefusal(topic)}`);
      await side.client.removeChannel(side.channel);
      const own = await join(newClient(ann.accessToken), `room:${ann.id}`);
      expect(own.statuses).toEqual(['SUBSCRIBED']);
    } finally {
      await backend.sql('drop policy "fails for boom" on realtime.messages');
    }
  });

  it('keeps postgres_changes on a private channel under per-row RLS, and refuses strangers', async () => {
    const received: Record<string, Row[]> = { ann: [], ben: [] };
    const listen = async (user: TestUser, name: string) => {
      const client = newClient(user.accessToken);
      await client.realtime.setAuth();
      const channel = client.channel(`room:${user.id}`, { config: { private: true } });
      channel.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, (payload) =>
        received[name]!.push(payload.new as Row),
      );
      const statuses: string[] = [];
      channel.subscribe((status) => statuses.push(status));
      await waitFor(() => statuses.includes('SUBSCRIBED') || statuses.includes('CHANNEL_ERROR'), `${name} joining`);
      return { client, channel, statuses };
    };
    const annListening = await listen(ann, 'ann');
    const benListening = await listen(ben, 'ben');
    expect([annListening.statuses, benListening.statuses]).toEqual([['SUBSCRIBED'], ['SUBSCRIBED']]);

    await backend.asUser(ann, "insert into public.notes (body) values ('ann only')");
    await backend.asUser(ben, "insert into public.notes (body) values ('ben only')");
    await waitFor(() => received.ann!.length === 1 && received.ben!.length === 1, 'each note at its owner');
    expect(received.ann!.map((row) => row.body)).toEqual(['ann only']);
    expect(received.ben!.map((row) => row.body)).toEqual(['ben only']);

    const strangerClient = newClient(stranger.accessToken);
    await strangerClient.realtime.setAuth();
    const strangerChannel = strangerClient.channel(`room:${ann.id}`, { config: { private: true } });
    strangerChannel.on('postgres_changes', { event: '*', schema: 'public', table: 'notes' }, () => undefined);
    const errors: string[] = [];
    strangerChannel.subscribe((status, error) => {
      if (status === 'CHANNEL_ERROR' && error) errors.push(error.message);
    });
    await waitFor(() => errors.length > 0, "the stranger's refusal");
    expect(errors[0]).toBe(`Unauthorized: ${readRefusal(`room:${ann.id}`)}`);
    await strangerClient.removeChannel(strangerChannel);
  });
});
