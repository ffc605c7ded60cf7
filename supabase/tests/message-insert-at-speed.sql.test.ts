// Issue 36, item 7: since 20261201000700 a message's insert runs its triggers with fewer function
// calls (is_trusted_caller and jsonb_flag inlined, auth.uid() read once by the guard, one AFTER
// INSERT trigger in place of the notification's and the thread touch's). These tests hold that it
// writes exactly what it wrote before, for everyone: every person of the fixture (owner, partner,
// stranger, staff, requester, blocked, guest), anon and the service role, inserting into every
// thread (open, closed, left by either side, blocked, a guest's, private AI chats, one whose
// recipient turned message notifications off, one whose recipient reads Hebrew) as every kind of
// sender, with the app's REST statement and with plain inserts (a flagged, an empty, a long, a
// backdated and a future-dated message, two in one statement, two in one transaction), each
// rolled back — the answer (rows, or error code and message) and every row the triggers touch:
// the message, every conversation, the new notifications with their delivery rows, the unread
// messages of every person — are compared with the definitions before 20261201000700 (put back
// inside the test's transaction). Runs on in-memory PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set.
import type { Person } from './rls/fixture';
import { ROW } from './rls/fixture';
import { SEND, previousMessageInsertTriggers } from './rls/message-insert';
import { GUEST_AI_CHAT, GUEST_THREAD, LEFT_AI_CHAT, PARTNER_LEFT, insertExtraThreads } from './rls/extra-threads';
import { SQL_PEOPLE } from './rls/sql-runner';
import { openFixtureDatabase, type TestDatabase } from './rls/test-database';
import { actAs } from './rls/thread-page';

const P = SQL_PEOPLE;
const PEOPLE: Person[] = ['owner', 'partner', 'stranger', 'staff', 'requester', 'blocked', 'guest'];
type Who = Person | 'anon' | 'service';

// Threads beyond the fixture's (rls/extra-threads.ts), and one open thread whose recipient
// turned message notifications off: staff and the partner, connected.
const STAFF_THREAD = 'a2000000-0000-4000-8000-0000000000f5';
const STAFF_LINK = 'a1000000-0000-4000-8000-0000000000f5';
const THREADS = [
  ROW.sharedConversation, ROW.privateConversation, ROW.requesterConversation, ROW.blockedConversation,
  ROW.leftConversation, PARTNER_LEFT, GUEST_THREAD, LEFT_AI_CHAT, GUEST_AI_CHAT, STAFF_THREAD,
];

const LONG = `${'A long message, longer than a notification shows. '.repeat(12)}The end.`;
/** What a person may put in the app's body, besides the plain words. */
const CONTENTS: { content: string; metadata: Record<string, unknown> }[] = [
  { content: 'Hello', metadata: {} },
  { content: LONG, metadata: {} },
  { content: '   ', metadata: {} },
  { content: 'Seen already?', metadata: { seen_by_partner: true } },
  { content: 'Deleted already?', metadata: { deleted: true } },
  { content: 'Other flags', metadata: { seen_by_partner: false, deleted: 'true', note: 1 } },
];

describe('message insert at speed (20261201000700): the same rows written for everyone', () => {
  let db: TestDatabase;
  let messageIds: string[];
  let notificationIds: string[];

  beforeAll(async () => {
    db = await openFixtureDatabase(P);
    await db.query(
      `insert into public.relationships (id, user_id, related_user_id, relation_type, status, connection_state) values ($1, $2, $3, 'friend', null, 'accepted')`,
      [STAFF_LINK, P.staff, P.partner],
    );
    await insertExtraThreads(db, P);
    await db.query(
      `insert into public.conversations (id, user_id, partner_user_id, title, partner_left_at, user_left_at) values
         ($1, $2, $3, 'Staff and partner', null, null)`,
      [STAFF_THREAD, P.staff, P.partner],
    );
    // The partner reads Hebrew; staff turned message notifications off.
    await db.query(`update public.profiles set ui_language = 'he' where id = $1`, [P.partner]);
    await db.query(`update public.notification_preferences set new_messages = false where user_id = $1`, [P.staff]);
    messageIds = (await db.query(`select id from public.messages`)).rows.map((row) => String(row.id));
    notificationIds = (await db.query(`select id from public.notifications`)).rows.map((row) => String(row.id));
  });

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(() => db.query('begin'));
  afterEach(() => db.query('rollback'));

  async function becomeService(): Promise<void> {
    await db.query(`select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
  }

  /** Everything a message insert may have touched, read as the database's owner. */
  async function rowsAfter(): Promise<unknown> {
    const { rows } = await db.query(
      `select json_build_object(
         'messages', (select coalesce(json_agg(json_build_object('conversation_id', m.conversation_id, 'sender_type', m.sender_type,
                        'sender_user_id', m.sender_user_id, 'content', m.content, 'created_at', m.created_at, 'updated_at', m.updated_at,
                        'metadata', m.metadata) order by m.conversation_id, m.created_at, m.content), '[]')
                      from public.messages m where not (m.id = any($1::uuid[]))),
         'conversations', (select json_agg(c order by c.id) from public.conversations c),
         'notifications', (select coalesce(json_agg(json_build_object('user_id', n.user_id, 'type', n.type, 'title', n.title,
                        'message', n.message, 'data', n.data - 'messageId', 'read', n.read, 'created_at', n.created_at,
                        'updated_at', n.updated_at,
                        'of_the_new_message', (n.data ->> 'messageId')::uuid in (select m.id from public.messages m where not (m.id = any($1::uuid[]))),
                        'delivery', (select to_jsonb(d) - 'notification_id' from public.notification_deliveries d where d.notification_id = n.id))
                        order by n.user_id, n.message, n.title), '[]')
                      from public.notifications n where not (n.id = any($2::uuid[]))),
         'delivery_rows', (select count(*) from public.notification_deliveries)
       )::text as rows`,
      [messageIds, notificationIds],
    );
    const after = JSON.parse(String(rows[0]!.rows)) as Record<string, unknown>;
    // What each person's badge counts (the app's rpc, as that person).
    const unread: Record<string, unknown> = {};
    for (const who of PEOPLE) {
      await db.query('savepoint unread');
      await actAs(db, who);
      try {
        unread[who] = (await db.query(`select count(*)::int as n from public.unread_messages()`)).rows[0]!.n;
      } catch (error) {
        unread[who] = { error: (error as { code?: string }).code };
      }
      await db.query('rollback to savepoint unread');
      await db.query('reset role');
    }
    return { ...after, unread };
  }

  /**
   * Statements as a person, in a savepoint rolled back after: the last one's rows (a generated id
   * replaced by its kind), or the first error's code and message; and the rows after them.
   */
  async function attempt(who: Who, statements: [string, unknown[]][]): Promise<unknown> {
    await db.query('savepoint try');
    if (who === 'service') await becomeService();
    else await actAs(db, who);
    let answer: unknown;
    try {
      for (const [sql, params] of statements) answer = (await db.query(sql, params)).rows;
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      answer = { error: code, message };
      await db.query('rollback to savepoint try');
    }
    await db.query('reset role');
    const outcome = { answer: JSON.parse(JSON.stringify(answer ?? null).replace(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g, (id) =>
      Object.values(P).includes(id) || THREADS.includes(id) ? id : 'generated-id')), rows: await rowsAfter() };
    await db.query('rollback to savepoint try');
    await db.query('reset role');
    return outcome;
  }

  const body = (thread: string, kind: string, sender: string | null, content: string, metadata: Record<string, unknown>) =>
    JSON.stringify({ conversation_id: thread, sender_user_id: sender, content, sender_type: kind, metadata });

  /** Every person's inserts into every thread, and the service role's. */
  async function insertsOfEveryone(): Promise<Record<string, unknown>> {
    const seen: Record<string, unknown> = {};
    for (const who of [...PEOPLE, 'anon' as const]) {
      const self = who === 'anon' ? null : P[who];
      for (const thread of THREADS) {
        // As oneself, with each kind of body; as someone else; as nobody; an AI reply.
        for (const [i, { content, metadata }] of CONTENTS.entries()) {
          seen[`${who} sends ${i} in ${thread}`] = await attempt(who, [[SEND, [body(thread, 'user', self, content, metadata)]]]);
        }
        seen[`${who} sends as the owner in ${thread}`] = await attempt(who, [[SEND, [body(thread, 'user', P.owner, 'Hello', {})]]]);
        seen[`${who} sends as nobody in ${thread}`] = await attempt(who, [[SEND, [body(thread, 'user', null, 'Hello', {})]]]);
        seen[`${who} saves an AI reply in ${thread}`] = await attempt(who, [
          [`insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'ai', null, 'A reply')`, [thread]],
        ]);
      }
    }
    const plain = `insert into public.messages (conversation_id, sender_type, sender_user_id, content, metadata, created_at) values ($1, $2, $3, $4, $5, now() + $6::interval) returning content`;
    for (const thread of THREADS) {
      for (const [kind, sender] of [['user', P.owner], ['user', P.partner], ['user', P.stranger], ['ai', null]] as const) {
        for (const shift of ['0', '-1 day', '1 hour']) {
          seen[`service writes ${kind} ${sender} at ${shift} in ${thread}`] = await attempt('service', [
            [plain, [thread, kind, sender, LONG, null, shift]],
          ]);
        }
      }
      seen[`service writes a flagged message in ${thread}`] = await attempt('service', [[plain, [thread, 'user', P.owner, ' ', '{"deleted": true}', '0']]]);
    }
    // Two messages in one statement, and two in one transaction (the second touch finds the
    // thread already at the transaction's time).
    for (const [who, thread] of [['owner', ROW.sharedConversation], ['partner', ROW.sharedConversation], ['staff', STAFF_THREAD], ['owner', ROW.privateConversation]] as const) {
      seen[`${who} sends two at once in ${thread}`] = await attempt(who, [
        [`insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'user', $2, 'One'), ($1, 'user', $2, 'Two') returning content`, [thread, P[who]]],
      ]);
      seen[`${who} sends twice in ${thread}`] = await attempt(who, [
        [SEND, [body(thread, 'user', P[who], 'First', {})]],
        [SEND, [body(thread, 'user', P[who], 'Second', {})]],
      ]);
    }
    return seen;
  }

  test('every insert answers the same and leaves the same message, threads, notifications, deliveries and unread counts', async () => {
    const now = await insertsOfEveryone();
    await db.exec(previousMessageInsertTriggers());
    const before = await insertsOfEveryone();
    expect(Object.keys(now).length).toBeGreaterThan(700);
    for (const key of Object.keys(before)) expect({ [key]: now[key] }).toEqual({ [key]: before[key] });

    // The comparison is not empty, and says what the product promises.
    type Outcome = { answer: unknown; rows: { messages: unknown[]; conversations: { id: string; updated_at: string }[]; notifications: Record<string, unknown>[]; unread: Record<string, unknown> } };
    const at = (key: string) => now[key] as Outcome;
    const sent = at(`owner sends 0 in ${ROW.sharedConversation}`);
    expect(sent.rows.messages).toHaveLength(1);
    expect(sent.rows.notifications).toEqual([
      expect.objectContaining({ user_id: P.partner, type: 'new_message', title: 'הודעה חדשה מאת Owner Name', message: 'Hello', of_the_new_message: true, delivery: expect.objectContaining({ user_id: P.partner, state: 'pending' }) }),
    ]);
    expect(sent.rows.unread.partner).toBe((at(`owner sends 2 in ${ROW.sharedConversation}`).rows.unread.partner as number) + 1);
    const untouched = at(`owner sends 2 in ${ROW.sharedConversation}`).rows.conversations.find((c) => c.id === ROW.sharedConversation)!;
    expect(sent.rows.conversations.find((c) => c.id === ROW.sharedConversation)!.updated_at).not.toBe(untouched.updated_at);
    // A long message's notification shows its first 500 characters.
    expect((at(`partner sends 1 in ${ROW.sharedConversation}`).rows.notifications[0]!.message as string)).toBe(`${LONG.slice(0, 500)}…`);
    expect(at(`partner sends 0 in ${ROW.sharedConversation}`).rows.notifications[0]!.title).toBe('New Message from Paul Partner');
    // Staff turned message notifications off: the thread moves, no notification.
    expect(at(`partner sends 0 in ${STAFF_THREAD}`).rows.messages).toHaveLength(1);
    expect(at(`partner sends 0 in ${STAFF_THREAD}`).rows.notifications).toEqual([]);
    expect(at(`staff sends 0 in ${STAFF_THREAD}`).rows.notifications).toHaveLength(1);
    // The guard's refusals, with their own words.
    expect(at(`owner sends 2 in ${ROW.sharedConversation}`).answer).toEqual({ error: 'P0001', message: 'A message cannot be empty.' });
    expect(at(`owner sends 3 in ${ROW.sharedConversation}`).answer).toEqual({ error: '42501', message: 'Only the other participant can mark a message as seen.' });
    expect(at(`owner sends 4 in ${ROW.sharedConversation}`).answer).toEqual({ error: 'P0001', message: 'A new message cannot be marked as deleted.' });
    expect(at(`owner sends 0 in ${ROW.blockedConversation}`).answer).toEqual({ error: 'P0001', message: 'You can no longer send messages in this conversation.' });
    expect(at(`stranger sends 0 in ${ROW.sharedConversation}`).answer).toMatchObject({ error: '42501' });
    // An AI reply in one's own chat: no notification, the chat moves.
    const reply = at(`owner saves an AI reply in ${ROW.privateConversation}`);
    expect(reply.rows.messages).toHaveLength(1);
    expect(reply.rows.notifications).toEqual([]);
    // The service role: a backdated message does not move its thread, a future one does; a
    // sender without a profile is "Someone".
    const thread = (key: string) => at(key).rows.conversations.find((c) => c.id === ROW.sharedConversation)!.updated_at;
    expect(thread(`service writes user ${P.owner} at -1 day in ${ROW.sharedConversation}`)).toBe(untouched.updated_at);
    expect(thread(`service writes user ${P.owner} at 1 hour in ${ROW.sharedConversation}`)).not.toBe(untouched.updated_at);
    expect(at(`service writes user ${P.stranger} at 0 in ${ROW.sharedConversation}`).rows.notifications[0]).toMatchObject({ user_id: P.owner, title: 'New Message from Someone' });
    expect(at(`service writes a flagged message in ${ROW.sharedConversation}`).rows.messages).toEqual([expect.objectContaining({ content: ' ', metadata: { deleted: true } })]);
    expect(at(`owner sends two at once in ${ROW.sharedConversation}`).rows.notifications).toHaveLength(2);
  });

  test('the helpers are inlined, one AFTER INSERT trigger remains, and the rights are unchanged', async () => {
    const plan = async (sql: string) =>
      (await db.query(`explain (verbose, costs off) ${sql}`)).rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    await actAs(db, 'owner');
    const trusted = await plan(`select private.is_trusted_caller(), private.jsonb_flag('{"deleted": true}'::jsonb, 'deleted')`);
    await db.query('reset role');
    expect(trusted).not.toMatch(/is_trusted_caller|jsonb_flag/);
    const functions = await db.query(
      `select p.proname, l.lanname, p.provolatile, p.prosecdef, p.proconfig,
              has_function_privilege('anon', p.oid, 'execute') as anon, has_function_privilege('authenticated', p.oid, 'execute') as authenticated
       from pg_proc p join pg_language l on l.oid = p.prolang
       where p.pronamespace = 'private'::regnamespace and p.proname in ('is_trusted_caller', 'jsonb_flag', 'messages_guard_insert', 'messages_after_insert')
       order by p.proname`,
    );
    const before = await (async () => {
      await db.exec(previousMessageInsertTriggers());
      return db.query(
        `select p.proname, p.provolatile, has_function_privilege('anon', p.oid, 'execute') as anon, has_function_privilege('authenticated', p.oid, 'execute') as authenticated
         from pg_proc p where p.pronamespace = 'private'::regnamespace and p.proname in ('is_trusted_caller', 'jsonb_flag') order by p.proname`,
      );
    })();
    expect(functions.rows).toEqual([
      { proname: 'is_trusted_caller', lanname: 'sql', provolatile: 's', prosecdef: false, proconfig: null, ...before.rows[0], },
      { proname: 'jsonb_flag', lanname: 'sql', provolatile: 'i', prosecdef: false, proconfig: null, ...before.rows[1] },
      { proname: 'messages_after_insert', lanname: 'plpgsql', provolatile: 'v', prosecdef: true, proconfig: ['search_path=""'], anon: true, authenticated: true },
      { proname: 'messages_guard_insert', lanname: 'plpgsql', provolatile: 'v', prosecdef: false, proconfig: ['search_path=""'], anon: true, authenticated: true },
    ]);
    await db.query('rollback');
    await db.query('begin');
    const triggers = await db.query(
      `select t.tgname, pg_get_triggerdef(t.oid) as definition from pg_trigger t
       where t.tgrelid = 'public.messages'::regclass and not t.tgisinternal and t.tgname not like 'realtime%' order by t.tgname`,
    );
    expect(triggers.rows.map((row) => row.tgname)).toEqual([
      'messages_after_insert', 'messages_guard_delete', 'messages_guard_insert', 'messages_guard_update', 'messages_set_updated_at', 'messages_text_caps',
    ]);
    expect(triggers.rows[0]!.definition).toBe(
      'CREATE TRIGGER messages_after_insert AFTER INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION private.messages_after_insert()',
    );
  });
});
