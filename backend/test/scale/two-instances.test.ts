// Two backends on one PostgreSQL, as behind any load balancer: a session made through one works
// on the other and ends on both, and a write through instance 1 reaches a realtime subscriber
// on instance 2 (and one on instance 1) exactly once. PostgreSQL only: PGlite is one process's
// embedded database, so there is no second instance to talk to.
import { createClient, type RealtimePostgresChangesPayload, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { RunningServer } from '../../src/server';
import { createTestDatabase, DEFAULT_TEST_PASSWORD } from '../harness';
import { REALTIME_FIXTURE, waitFor } from '../realtime/realtime-backend';
import { TestInstances } from './instances';

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
const onPostgres = adminUrl ? describe : describe.skip;
if (!adminUrl) {
  // Said once, so a PGlite run shows why these tests did not run.
  console.info('two-instances: skipped on PGlite (needs TEST_DATABASE_URL: scripts/with-postgres.sh)');
}

const JWT_SECRET = 'two-instances-test-secret-at-least-32-characters';

type Row = Record<string, unknown>;

onPostgres('two backends on one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let instances: TestInstances;
  const clients: SupabaseClient[] = [];

  const client = (server: RunningServer, accessToken?: string): SupabaseClient => {
    const made = createClient(server.url, server.ctx.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
      global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
    });
    clients.push(made);
    return made;
  };

  let one: RunningServer;
  let two: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl!);
    instances = new TestInstances({
      databaseUrl: database.url,
      jwtSecret: JWT_SECRET,
      supabaseDir: REALTIME_FIXTURE,
      // Ask the database on every request, so "ended on both" needs no waiting for a cache.
      env: { AUTH_SESSION_CHECK_TTL_SECONDS: '0' },
    });
    one = await instances.start();
    two = await instances.start();
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.realtime.disconnect()));
    await instances?.stopAll();
    await database?.drop();
  });

  async function signUp(server: RunningServer) {
    const email = `two-${Math.random().toString(36).slice(2)}@example.test`;
    const admin = createClient(server.url, server.ctx.config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const created = await admin.auth.admin.createUser({ email, password: DEFAULT_TEST_PASSWORD, email_confirm: true });
    if (created.error) throw created.error;
    const userClient = client(server);
    const signedIn = await userClient.auth.signInWithPassword({ email, password: DEFAULT_TEST_PASSWORD });
    if (signedIn.error) throw signedIn.error;
    return { client: userClient, user: signedIn.data.user, session: signedIn.data.session };
  }

  it('issues the same keys on both, so one client configuration fits every instance', () => {
    expect(two.ctx.config.anonKey).toBe(one.ctx.config.anonKey);
    expect(two.ctx.config.serviceRoleKey).toBe(one.ctx.config.serviceRoleKey);
  });

  it('accepts a session made on instance 1 on instance 2, refreshes it there, and ends it on both', async () => {
    const ann = await signUp(one);
    const onTwo = client(two, ann.session.access_token);
    const inserted = await onTwo.from('notes').insert({ body: 'written through two' }).select('body, owner_id').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ body: 'written through two', owner_id: ann.user.id });
    const readOnOne = await ann.client.from('notes').select('body');
    expect(readOnOne.data).toEqual([{ body: 'written through two' }]);

    // The refresh token of instance 1's session works on instance 2, and its new token on 1.
    const refresher = client(two);
    const refreshed = await refresher.auth.refreshSession({ refresh_token: ann.session.refresh_token });
    expect(refreshed.error).toBeNull();
    const fresh = refreshed.data.session!;
    expect((await client(one, fresh.access_token).from('notes').select('body')).data).toEqual([{ body: 'written through two' }]);

    // Signing out on instance 1 ends the session on instance 2 as well.
    expect((await ann.client.auth.signOut()).error).toBeNull();
    const after = await client(two, fresh.access_token).from('notes').select('body');
    expect(after.error).toMatchObject({ code: 'PGRST301' });
    expect(after.status).toBe(401);
  });

  it('delivers a write through instance 1 to subscribers on instance 2 and on instance 1, exactly once each', async () => {
    const ann = await signUp(one);
    const subscribe = async (server: RunningServer) => {
      const sub = client(server, ann.session.access_token);
      await sub.realtime.setAuth(ann.session.access_token);
      const changes: RealtimePostgresChangesPayload<Row>[] = [];
      const statuses: string[] = [];
      sub
        .channel(`notes-${Math.random().toString(36).slice(2)}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, (payload) => changes.push(payload))
        .subscribe((status) => statuses.push(status));
      await waitFor(() => statuses.includes('SUBSCRIBED'), 'SUBSCRIBED');
      return changes;
    };
    const onTwo = await subscribe(two);
    const onOne = await subscribe(one);

    const writer = client(one, ann.session.access_token);
    expect((await writer.from('notes').insert({ body: 'first' })).error).toBeNull();
    expect((await writer.from('notes').insert({ body: 'second' })).error).toBeNull();

    // Changes arrive in commit order: once "second" is in, "first" had its chance to be doubled.
    const bodies = (changes: RealtimePostgresChangesPayload<Row>[]) => changes.map((c) => (c.new as Row).body);
    await waitFor(() => bodies(onTwo).includes('second') && bodies(onOne).includes('second'), 'both deliveries');
    expect(bodies(onTwo)).toEqual(['first', 'second']);
    expect(bodies(onOne)).toEqual(['first', 'second']);

    // A third write, through instance 2 this time, after the first two: still once each.
    expect((await client(two, ann.session.access_token).from('notes').insert({ body: 'third' })).error).toBeNull();
    await waitFor(() => bodies(onTwo).includes('third') && bodies(onOne).includes('third'), 'third delivery');
    expect(bodies(onTwo)).toEqual(['first', 'second', 'third']);
    expect(bodies(onOne)).toEqual(['first', 'second', 'third']);
  });
});
