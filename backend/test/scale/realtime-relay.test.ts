// Broadcast and presence between two backends on one PostgreSQL (src/realtime/cluster/relay.ts),
// through the stock supabase-js over WebSocket: a subscriber on instance 2 gets what a sender on
// instance 1 broadcasts exactly once; the sender gets its own message back only with
// broadcast.self, and once; private rooms stay apart from public ones of the same name; presence
// joins, leaves and the state a late joiner sees span both instances; and a crashed instance's
// presences leave. PostgreSQL only: on PGlite one process serves the data folder.
//
// "Exactly once" and "never" are shown without waiting on a clock: the notifications of the
// relay arrive in commit order, so once a later message (sent after the one under test was seen)
// has arrived, a duplicate or an echo of the earlier one would have arrived first.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { RunningServer } from '../../src/server';
import { createTestDatabase, DEFAULT_TEST_PASSWORD } from '../harness';
import { REALTIME_FIXTURE, waitFor } from '../realtime/realtime-backend';
import { TestInstances } from './instances';

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
const onPostgres = adminUrl ? describe : describe.skip;
if (!adminUrl) console.info('realtime-relay: skipped on PGlite (needs TEST_DATABASE_URL: scripts/with-postgres.sh)');

const JWT_SECRET = 'realtime-relay-test-secret-at-least-32-characters';

type Row = Record<string, unknown>;

interface Joined {
  channel: RealtimeChannel;
  /** Broadcast payloads received, in order. */
  received: Row[];
  /** The presence keys this channel sees now. */
  presenceKeys(): string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

onPostgres('broadcast and presence across two backends on one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let instances: TestInstances;
  const clients: SupabaseClient[] = [];
  let one: RunningServer;
  let two: RunningServer;

  const client = (url: string, key: string, accessToken?: string): SupabaseClient => {
    const made = createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
      global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
    });
    clients.push(made);
    return made;
  };

  const anon = (server: { url: string }): SupabaseClient => client(server.url, one.ctx.config.anonKey);

  const asUser = async (server: RunningServer, token: string): Promise<SupabaseClient> => {
    const made = client(server.url, server.ctx.config.anonKey, token);
    await made.realtime.setAuth(token);
    return made;
  };

  async function subscribe(
    supabase: SupabaseClient,
    topic: string,
    config: { self?: boolean; private?: boolean; presenceKey?: string } = {},
  ): Promise<Joined> {
    const received: Row[] = [];
    const statuses: string[] = [];
    const channel = supabase.channel(topic, {
      config: {
        broadcast: { self: config.self ?? false },
        private: config.private ?? false,
        ...(config.presenceKey ? { presence: { key: config.presenceKey } } : {}),
      },
    });
    channel.on('broadcast', { event: '*' }, (message) => received.push(message.payload as Row));
    channel.on('presence', { event: 'sync' }, () => undefined);
    channel.subscribe((status) => statuses.push(status));
    await waitFor(() => statuses.includes('SUBSCRIBED'), `SUBSCRIBED to ${topic}`);
    return { channel, received, presenceKeys: () => Object.keys(channel.presenceState()).sort() };
  }

  const texts = (joined: Joined): unknown[] => joined.received.map((payload) => payload.text);

  async function signIn(server: RunningServer): Promise<{ id: string; token: string }> {
    const email = `relay-${Math.random().toString(36).slice(2)}@example.test`;
    const admin = client(server.url, server.ctx.config.serviceRoleKey);
    const created = await admin.auth.admin.createUser({ email, password: DEFAULT_TEST_PASSWORD, email_confirm: true });
    if (created.error) throw created.error;
    const signedIn = await anon(server).auth.signInWithPassword({ email, password: DEFAULT_TEST_PASSWORD });
    if (signedIn.error) throw signedIn.error;
    return { id: signedIn.data.user.id, token: signedIn.data.session.access_token };
  }

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl!);
    instances = new TestInstances({ databaseUrl: database.url, jwtSecret: JWT_SECRET, supabaseDir: REALTIME_FIXTURE });
    one = await instances.start();
    two = await instances.start();
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.realtime.disconnect()));
    await instances?.stopAll();
    await database?.drop();
  });

  it('delivers a broadcast from instance 1 to a subscriber on instance 2 once, and back to the sender only with self', async () => {
    const topic = `relay-${Math.random().toString(36).slice(2)}`;
    const receiver = await subscribe(anon(two), topic);
    const quiet = await subscribe(anon(one), topic, { self: false });
    const echoing = await subscribe(anon(one), topic, { self: true });

    await quiet.channel.send({ type: 'broadcast', event: 'say', payload: { text: 'from quiet' } });
    await echoing.channel.send({ type: 'broadcast', event: 'say', payload: { text: 'from echoing' } });
    await waitFor(() => receiver.received.length >= 2, 'both messages on instance 2');
    // Sent from instance 2 after both arrived there: once it is back on instance 1, any echo of
    // the first two from the relay would have arrived before it.
    await receiver.channel.send({ type: 'broadcast', event: 'say', payload: { text: 'reply' } });
    await waitFor(() => texts(quiet).includes('reply') && texts(echoing).includes('reply'), 'the reply on instance 1');

    expect(texts(receiver)).toEqual(['from quiet', 'from echoing']);
    expect(texts(quiet)).toEqual(['from echoing', 'reply']);
    expect(texts(echoing)).toEqual(['from quiet', 'from echoing', 'reply']);
  });

  it('carries a payload larger than a NOTIFY can hold, intact and in order with the small ones', async () => {
    const topic = `relay-big-${Math.random().toString(36).slice(2)}`;
    const receiver = await subscribe(anon(two), topic);
    const sender = await subscribe(anon(one), topic);
    const big = 'שלום '.repeat(5000); // ~45,000 bytes of UTF-8
    await sender.channel.send({ type: 'broadcast', event: 'say', payload: { text: 'before' } });
    await sender.channel.send({ type: 'broadcast', event: 'say', payload: { text: big } });
    await sender.channel.send({ type: 'broadcast', event: 'say', payload: { text: 'after' } });
    await waitFor(() => texts(receiver).includes('after'), 'the message after the large one');
    expect(texts(receiver)).toEqual(['before', big, 'after']);
  });

  it('delivers a REST broadcast made through instance 1 to sockets on instance 2', async () => {
    const topic = `relay-rest-${Math.random().toString(36).slice(2)}`;
    const receiver = await subscribe(anon(two), topic);
    const response = await fetch(`${one.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: one.ctx.config.serviceRoleKey, authorization: `Bearer ${one.ctx.config.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic, event: 'say', payload: { text: 'over http' } }] }),
    });
    expect(response.status).toBe(202);
    await waitFor(() => receiver.received.length > 0, 'the REST broadcast on instance 2');
    expect(texts(receiver)).toEqual(['over http']);
  });

  it('keeps a private room apart from the public room of the same name across instances', async () => {
    const ann = await signIn(one);
    const topic = `room:${ann.id}`;
    const privateOnTwo = await subscribe(await asUser(two, ann.token), topic, { private: true });
    const publicOnTwo = await subscribe(anon(two), topic);
    const sender = await subscribe(await asUser(one, ann.token), topic, { private: true });
    const publicSender = await subscribe(anon(one), topic);

    await sender.channel.send({ type: 'broadcast', event: 'say', payload: { text: 'private' } });
    await publicSender.channel.send({ type: 'broadcast', event: 'say', payload: { text: 'public' } });
    await waitFor(() => texts(publicOnTwo).includes('public') && texts(privateOnTwo).includes('private'), 'both rooms');
    expect(texts(privateOnTwo)).toEqual(['private']);
    expect(texts(publicOnTwo)).toEqual(['public']);
  });

  it('shows presence joins, leaves and a late joiner\'s state across instances', async () => {
    const topic = `relay-presence-${Math.random().toString(36).slice(2)}`;
    const watcher = await subscribe(anon(two), topic, { presenceKey: 'watcher' });
    const tracker = await subscribe(anon(one), topic, { presenceKey: 'ann' });
    expect(await tracker.channel.track({ mood: 'happy' })).toBe('ok');
    await waitFor(() => watcher.presenceKeys().includes('ann'), 'ann on instance 2');
    expect((watcher.channel.presenceState().ann as Row[])[0]).toMatchObject({ mood: 'happy' });

    // One who joins instance 2 later gets ann in its first presence_state.
    const late = await subscribe(anon(two), topic, { presenceKey: 'late' });
    await waitFor(() => late.presenceKeys().includes('ann'), 'ann in the late joiner\'s state');

    // And the other way round: tracking on instance 2 shows on instance 1.
    expect(await watcher.channel.track({ mood: 'curious' })).toBe('ok');
    await waitFor(() => tracker.presenceKeys().includes('watcher'), 'watcher on instance 1');

    expect(await tracker.channel.untrack()).toBe('ok');
    await waitFor(() => !watcher.presenceKeys().includes('ann') && !late.presenceKeys().includes('ann'), 'ann leaving on instance 2');
    expect(watcher.presenceKeys()).toEqual(['watcher']);
  });

  it('drops the presences of an instance that crashed', async () => {
    const port = await freePort();
    const dataDir = instances.newDataDir();
    // Node itself with tsx's loader (not the tsx wrapper, whose child would outlive a SIGKILL).
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(__dirname, '..', '..'),
      env: { ...process.env, ...instances.envFor(dataDir), API_PORT: String(port), REALTIME_INSTANCE_HEARTBEAT_MS: '200' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitFor(() => output.includes('API: http://'), `the third instance to start (${output})`, 60_000);
      const third = { url: `http://127.0.0.1:${port}` };
      const topic = `relay-crash-${Math.random().toString(36).slice(2)}`;
      const watcher = await subscribe(anon(two), topic, { presenceKey: 'watcher' });
      const doomed = await subscribe(anon(third), topic, { presenceKey: 'doomed' });
      expect(await doomed.channel.track({})).toBe('ok');
      await waitFor(() => watcher.presenceKeys().includes('doomed'), 'the doomed presence on instance 2');

      // No goodbye, no leave: the process is gone.
      child.kill('SIGKILL');
      await waitFor(() => !watcher.presenceKeys().includes('doomed'), 'the crashed instance\'s presence leaving', 20_000);
      expect(watcher.presenceKeys()).toEqual([]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
