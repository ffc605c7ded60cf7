// postgres_changes through the unmodified supabase-js client against the real server: RLS decides
// who hears what (an owner policy and a couple-membership policy), filters, commit order under
// bursts, reconnection after a restart, token expiry, and both serializers.
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { startRealtimeBackend, waitFor, type RealtimeBackend, type TestUser } from './realtime-backend';

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

interface Binding {
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  table: string;
  filter?: string;
}

interface Listener {
  channel: RealtimeChannel;
  changes: Change[];
  statuses: string[];
  system: Row[];
}

/** Subscribes with the given bindings plus one on bulletin (everyone sees it: the end marker). */
async function listen(client: SupabaseClient, bindings: Binding[], name = `t-${Math.random().toString(36).slice(2)}`): Promise<Listener> {
  // supabase-js hands realtime its token asynchronously after createClient; a join sent before
  // that would go out with the anon key (the app signs in long before it subscribes).
  await client.realtime.setAuth();
  const listener: Listener = { channel: client.channel(name), changes: [], statuses: [], system: [] };
  for (const binding of [...bindings, { event: 'INSERT' as const, table: 'bulletin' }]) {
    listener.channel.on('postgres_changes', { schema: 'public', ...binding }, (payload: Change) => listener.changes.push(payload));
  }
  listener.channel.on('system', {}, (payload: Row) => listener.system.push(payload));
  listener.channel.subscribe((status) => listener.statuses.push(status));
  await waitFor(() => listener.statuses.includes('SUBSCRIBED'), 'SUBSCRIBED');
  return listener;
}

let markerId = 1000;
/** Inserts a bulletin row and waits until every listener has it: all earlier changes are in. */
async function settle(backend: RealtimeBackend, listeners: Listener[]): Promise<void> {
  const id = markerId++;
  await backend.sql('insert into public.bulletin (id, title) values ($1, $2)', [id, 'marker']);
  await waitFor(
    () => listeners.every((l) => l.changes.some((c) => c.table === 'bulletin' && (c.new as Row).id === id)),
    `marker ${id}`,
  );
}

const ofTable = (listener: Listener, table: string) => listener.changes.filter((change) => change.table === table);

describe('postgres_changes', () => {
  let backend: RealtimeBackend;
  let ann: TestUser;
  let ben: TestUser;
  let cat: TestUser;
  let couple: string;
  const clients: SupabaseClient[] = [];
  const everyClient: SupabaseClient[] = [];
  const client = (token?: string | (() => string), options?: Parameters<RealtimeBackend['client']>[1]) => {
    const made = backend.client(token, options);
    clients.push(made);
    everyClient.push(made);
    return made;
  };

  beforeAll(async () => {
    backend = await startRealtimeBackend();
    [ann, ben, cat] = [await backend.createUser(), await backend.createUser(), await backend.createUser()];
    couple = (await backend.sql<{ id: string }>("insert into public.couples (name) values ('Ann & Ben') returning id")).rows[0]!.id;
    await backend.sql('insert into public.couple_members values ($1, $2), ($1, $3)', [couple, ann.id, ben.id]);
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()));
  });

  afterAll(async () => {
    await Promise.all(everyClient.map((c) => c.realtime.disconnect()));
    await backend.stop();
  });

  it('delivers INSERT, UPDATE and DELETE of a private table only to the owner', async () => {
    const bindings: Binding[] = [{ event: '*', table: 'notes' }];
    const [annL, benL, anonL] = await Promise.all([
      listen(client(ann.accessToken), bindings),
      listen(client(ben.accessToken), bindings),
      listen(client(), bindings),
    ]);
    const inserted = await backend.asUser<{ id: number }>(ann, "insert into public.notes (body, priority) values ('buy challah', 3) returning id");
    const id = inserted.rows[0]!.id;
    await backend.asUser(ann, 'update public.notes set done = true where id = $1', [id]);
    await backend.asUser(ann, 'delete from public.notes where id = $1', [id]);
    await backend.asUser(ben, "insert into public.notes (body) values ('ben only')");
    await settle(backend, [annL, benL, anonL]);

    const annNotes = ofTable(annL, 'notes');
    expect(annNotes.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    const [insert, update, remove] = annNotes as [Change, Change, Change];
    expect(insert).toMatchObject({
      schema: 'public',
      table: 'notes',
      eventType: 'INSERT',
      errors: null,
      new: { id, body: 'buy challah', priority: 3, done: false, owner_id: ann.id },
      old: {},
    });
    expect(new Date(insert.commit_timestamp).getTime()).not.toBeNaN();
    // Values arrive typed: numbers and booleans, not their text.
    expect(typeof (insert.new as Row).priority).toBe('number');
    expect(update).toMatchObject({ eventType: 'UPDATE', new: { id, done: true }, old: { id } });
    // Default replica identity: old_record carries the primary key only.
    expect(Object.keys(update.old)).toEqual(['id']);
    expect(remove).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
    expect(Object.keys(remove.old)).toEqual(['id']);

    expect(ofTable(benL, 'notes').map((c) => (c.new as Row).body)).toEqual(['ben only']);
    expect(ofTable(anonL, 'notes')).toEqual([]);
  });

  it("delivers a couple's shared rows to both partners and to no one else", async () => {
    const bindings: Binding[] = [{ event: '*', table: 'shared_messages' }];
    const [annL, benL, catL] = await Promise.all([
      listen(client(ann.accessToken), bindings),
      listen(client(ben.accessToken), bindings),
      listen(client(cat.accessToken), bindings),
    ]);
    const sent = await backend.asUser<{ id: number }>(ben, 'insert into public.shared_messages (couple_id, body) values ($1, $2) returning id', [
      couple,
      'שבת שלום',
    ]);
    const id = sent.rows[0]!.id;
    await backend.asUser(ann, "update public.shared_messages set body = 'seen' where id = $1", [id]);
    await backend.asUser(ben, 'delete from public.shared_messages where id = $1', [id]);
    await settle(backend, [annL, benL, catL]);

    for (const partner of [annL, benL]) {
      const events = ofTable(partner, 'shared_messages');
      expect(events.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
      expect(events[0]!.new).toMatchObject({ id, body: 'שבת שלום', couple_id: couple, sender_id: ben.id });
      expect(events[1]!.new).toMatchObject({ id, body: 'seen' });
      // A deleted row under RLS is announced by its primary key only.
      expect(events[2]!.old).toEqual({ id });
    }
    expect(ofTable(catL, 'shared_messages')).toEqual([]);
  });

  it('sorts one commit of several tables and subscribers out to each subscriber, in commit order', async () => {
    const bindings: Binding[] = [
      { event: 'INSERT', table: 'notes' },
      { event: 'INSERT', table: 'shared_messages' },
    ];
    const [annL, benL, catL] = await Promise.all([
      listen(client(ann.accessToken), bindings),
      listen(client(ben.accessToken), bindings),
      listen(client(cat.accessToken), bindings),
    ]);
    await backend.sql(`do $$ begin
      insert into public.notes (owner_id, body) values ('${ann.id}', 'mixed ann 1');
      insert into public.shared_messages (couple_id, sender_id, body) values ('${couple}', '${ann.id}', 'mixed couple 1');
      insert into public.notes (owner_id, body) values ('${cat.id}', 'mixed cat 1'), ('${ben.id}', 'mixed ben 1');
      insert into public.shared_messages (couple_id, sender_id, body) values ('${couple}', '${ben.id}', 'mixed couple 2');
      insert into public.notes (owner_id, body) values ('${ann.id}', 'mixed ann 2');
    end $$`);
    await settle(backend, [annL, benL, catL]);
    const bodies = (listener: Listener) =>
      listener.changes.filter((change) => change.table !== 'bulletin').map((change) => `${change.table}: ${(change.new as Row).body}`);
    expect(bodies(annL)).toEqual([
      'notes: mixed ann 1',
      'shared_messages: mixed couple 1',
      'shared_messages: mixed couple 2',
      'notes: mixed ann 2',
    ]);
    expect(bodies(benL)).toEqual(['shared_messages: mixed couple 1', 'notes: mixed ben 1', 'shared_messages: mixed couple 2']);
    expect(bodies(catL)).toEqual(['notes: mixed cat 1']);
  });

  it('sends full old rows for REPLICA IDENTITY FULL tables', async () => {
    const annL = await listen(client(ann.accessToken), [{ event: 'UPDATE', table: 'bulletin' }, { event: 'DELETE', table: 'bulletin' }]);
    await backend.sql("insert into public.bulletin (id, title) values (1, 'draft')");
    await backend.sql("update public.bulletin set title = 'final', pinned = true where id = 1");
    await backend.sql('delete from public.bulletin where id = 1');
    await settle(backend, [annL]);
    const updates = annL.changes.filter((c) => c.eventType !== 'INSERT');
    expect(updates.map((c) => [c.eventType, c.old])).toEqual([
      ['UPDATE', { id: 1, title: 'draft', pinned: false }],
      ['DELETE', { id: 1, title: 'final', pinned: true }],
    ]);
  });

  it('applies filters, as the client builds them, on top of RLS', async () => {
    const annL = await listen(client(ann.accessToken), [
      { event: 'INSERT', table: 'notes', filter: 'priority=gte.5' },
      { event: 'UPDATE', table: 'notes', filter: 'body=in.(alpha,"with, comma")' },
    ]);
    const insert = (body: string, priority: number) =>
      backend.asUser<{ id: number }>(ann, 'insert into public.notes (body, priority) values ($1, $2) returning id', [body, priority]);
    await insert('low', 1);
    await insert('high', 9);
    const alpha = (await insert('alpha', 0)).rows[0]!.id;
    const comma = (await insert('with, comma', 0)).rows[0]!.id;
    const other = (await insert('other', 0)).rows[0]!.id;
    for (const id of [alpha, comma, other]) await backend.asUser(ann, 'update public.notes set done = true where id = $1', [id]);
    // Ben's high-priority note passes the filter but not RLS.
    await backend.asUser(ben, "insert into public.notes (body, priority) values ('bens', 10)");
    await settle(backend, [annL]);

    expect(ofTable(annL, 'notes').map((c) => [c.eventType, (c.new as Row).body])).toEqual([
      ['INSERT', 'high'],
      ['UPDATE', 'alpha'],
      ['UPDATE', 'with, comma'],
    ]);
  });

  it('keeps commit order under 500 rapid inserts, and loses none under concurrent writers', async () => {
    const annL = await listen(client(ann.accessToken), [{ event: 'INSERT', table: 'shared_messages' }]);
    const benL = await listen(client(ben.accessToken), [{ event: 'INSERT', table: 'shared_messages' }]);
    for (let seq = 0; seq < 500; seq++) {
      await backend.asUser(ann, 'insert into public.shared_messages (couple_id, body, seq) values ($1, $2, $3)', [couple, 'burst', seq]);
    }
    await settle(backend, [annL, benL]);
    const expected = Array.from({ length: 500 }, (_, seq) => seq);
    for (const listener of [annL, benL]) {
      expect(ofTable(listener, 'shared_messages').map((c) => (c.new as Row).seq)).toEqual(expected);
    }

    annL.changes.length = 0;
    await Promise.all(
      Array.from({ length: 200 }, (_, seq) =>
        backend.asUser(seq % 2 === 0 ? ann : ben, 'insert into public.shared_messages (couple_id, body, seq) values ($1, $2, $3)', [
          couple,
          'parallel',
          seq,
        ]),
      ),
    );
    await settle(backend, [annL]);
    const parallel = ofTable(annL, 'shared_messages');
    expect(parallel.map((c) => (c.new as Row).seq).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 200 }, (_, i) => i));
    const stamps = parallel.map((c) => Date.parse(c.commit_timestamp));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  it('reconnects after a server restart; a refetch finds every row written meanwhile', async () => {
    const annL = await listen(client(ann.accessToken), [{ event: 'INSERT', table: 'notes' }]);
    await backend.restart();
    // Written while the client is still reconnecting.
    for (const body of ['during-1', 'during-2', 'during-3']) {
      await backend.asUser(ann, 'insert into public.notes (body) values ($1)', [body]);
    }
    await waitFor(() => annL.statuses.filter((s) => s === 'SUBSCRIBED').length >= 2, 'resubscription', 20_000);
    const refetched = await backend.asUser<{ body: string }>(ann, "select body from public.notes where body like 'during-%' order by id");
    expect(refetched.rows.map((r) => r.body)).toEqual(['during-1', 'during-2', 'during-3']);
    await backend.asUser(ann, "insert into public.notes (body) values ('after')");
    await waitFor(() => ofTable(annL, 'notes').some((c) => (c.new as Row).body === 'after'), 'delivery after restart');
  });

  it('stops delivering when the token expires, with a system error and a closed channel', async () => {
    const shortLived = await backend.tokenFor(ann, 3);
    const annL = await listen(client(shortLived), [{ event: 'INSERT', table: 'notes' }]);
    await backend.asUser(ann, "insert into public.notes (body) values ('while valid')");
    await waitFor(() => ofTable(annL, 'notes').length === 1, 'delivery while valid');

    await waitFor(() => annL.statuses.includes('CLOSED'), 'channel closed at expiry', 10_000);
    expect(annL.system).toContainEqual(expect.objectContaining({ extension: 'system', status: 'error', message: expect.stringMatching(/^Token has expired/) }));
    const watcher = await listen(client(ann.accessToken), [{ event: 'INSERT', table: 'notes' }]);
    await backend.asUser(ann, "insert into public.notes (body) values ('after expiry')");
    await settle(backend, [watcher]);
    expect(ofTable(watcher, 'notes').map((c) => (c.new as Row).body)).toEqual(['after expiry']);
    expect(ofTable(annL, 'notes').map((c) => (c.new as Row).body)).toEqual(['while valid']);
  });

  it('refuses to join with an expired token', async () => {
    const expired = await backend.tokenFor(ann, -10);
    const errors: string[] = [];
    const expiredClient = client(expired);
    await expiredClient.realtime.setAuth();
    const channel = expiredClient.channel('expired');
    channel.on('postgres_changes', { event: '*', schema: 'public', table: 'notes' }, () => undefined);
    channel.subscribe((status, error) => {
      if (status === 'CHANNEL_ERROR') errors.push(error?.message ?? '');
    });
    await waitFor(() => errors.length > 0, 'join error');
    expect(errors[0]).toMatch(/Token has expired/);
  });

  it('takes a refreshed token through setAuth and keeps delivering', async () => {
    let token = await backend.tokenFor(ann, 60);
    const supabase = client(() => token);
    const annL = await listen(supabase, [{ event: 'INSERT', table: 'notes' }]);
    token = await backend.tokenFor(ann, 3600);
    await supabase.realtime.setAuth();
    await backend.asUser(ann, "insert into public.notes (body) values ('after refresh')");
    await settle(backend, [annL]);
    expect(ofTable(annL, 'notes').map((c) => (c.new as Row).body)).toEqual(['after refresh']);
    expect(annL.statuses).not.toContain('CLOSED');
  });

  it('speaks serializer 1.0.0 as well', async () => {
    const annL = await listen(client(ann.accessToken, { realtime: { vsn: '1.0.0' } as never }), [{ event: 'INSERT', table: 'notes' }]);
    await backend.asUser(ann, "insert into public.notes (body) values ('over json')");
    await settle(backend, [annL]);
    expect(ofTable(annL, 'notes').map((c) => (c.new as Row).body)).toEqual(['over json']);
  });

  it('answers a bad filter with a channel error carrying the reason', async () => {
    const errors: string[] = [];
    const channel = client(ann.accessToken).channel('bad-filter');
    channel.on('postgres_changes', { event: '*', schema: 'public', table: 'notes', filter: 'priority=between.1' }, () => undefined);
    channel.subscribe((status, error) => {
      if (status === 'CHANNEL_ERROR') errors.push(error?.message ?? '');
    });
    await waitFor(() => errors.length > 0, 'join error');
    expect(errors[0]).toMatch(/unknown filter operator "between"/);
  });
});
