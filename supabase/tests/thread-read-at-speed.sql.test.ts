// Issue 36, item 6: the messages read policy tests the caller's conversations once per statement
// since 20261201000500 (an array from private.readable_conversation_ids(), an initPlan), instead of
// a subquery over conversations run under conversations' own RLS. These tests hold that nobody
// reads anything else: every person — the fixture's owner and partner, a stranger, staff, a
// requester, a blocked person, a guest, each side of a thread one of them left — reads the same
// messages, row for row and byte for byte in the REST answer's JSON, as under the previous policy
// (20261123000100's, put back inside the test's transaction); the plan no longer runs a subplan
// per read and can use the (conversation_id, created_at) index; realtime's visibility check
// (realtime.visible_groups, which runs the same policies on row images) lets each person hear of
// the same messages as before; the function keeps to its rights.
// Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
import { captureSql } from '../../backend/src/realtime/capture/capture-sql';
import { ROW } from './rls/fixture';
import { SQL_PEOPLE } from './rls/sql-runner';
import { openFixtureDatabase, type TestDatabase } from './rls/test-database';
import { PAGE, THREAD_PAGE, actAs, previousMessagesReadPolicy } from './rls/thread-page';
import { DEFINER_FOR_SIGNED_IN_ONLY, functionRights } from './rls/function-rights';

const P = SQL_PEOPLE;
type Who = 'owner' | 'partner' | 'stranger' | 'staff' | 'requester' | 'blocked' | 'guest';
const PEOPLE: Who[] = ['owner', 'partner', 'stranger', 'staff', 'requester', 'blocked', 'guest'];

/** Threads beyond the fixture's: one the partner left (the other side keeps it), one a guest is in. */
const PARTNER_LEFT = 'a2000000-0000-4000-8000-0000000000f1';
const GUEST_THREAD = 'a2000000-0000-4000-8000-0000000000f2';
const THREADS = [
  ROW.sharedConversation, ROW.privateConversation, ROW.requesterConversation, ROW.blockedConversation,
  ROW.leftConversation, PARTNER_LEFT, GUEST_THREAD,
];

const BEFORE = previousMessagesReadPolicy();

/** A request's identity as the server sets it (thread-page.ts). */
const as = actAs;

describe('the thread read at speed (20261201000500): same messages for everyone, no subplan', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openFixtureDatabase(P);
    // The server's realtime SQL (visible_groups and its compiled tests), as it installs it at start.
    await db.exec(captureSql(db.kind));
    // The partner left a thread with the requester; a guest somehow holds a thread with the owner
    // (written by the owner of the database: a guest can create none).
    await db.query(
      `insert into public.conversations (id, user_id, partner_user_id, title, partner_left_at) values
         ($1, $3, $4, 'Partner left', now() - interval '1 hour'), ($2, $5, $6, 'Guest thread', null)`,
      [PARTNER_LEFT, GUEST_THREAD, P.requester, P.partner, P.guest, P.owner],
    );
    await db.query(
      `insert into public.messages (conversation_id, sender_type, sender_user_id, content, created_at)
       select t.id, 'user', t.sender, 'Words ' || n, now() - n * interval '1 minute'
       from (values ($1::uuid, $3::uuid), ($2::uuid, $4::uuid)) as t (id, sender), generate_series(1, 3) n`,
      [PARTNER_LEFT, GUEST_THREAD, P.requester, P.owner],
    );
  });

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(() => db.query('begin'));
  afterEach(() => db.query('rollback'));

  /** What each person reads of messages: all of it, each thread's page as rows and as the REST body. */
  async function readsOfEveryone(): Promise<Record<string, unknown>> {
    const seen: Record<string, unknown> = {};
    for (const who of [...PEOPLE, 'anon' as const]) {
      const attempt = async (name: string, sql: string, params: unknown[]) => {
        await db.query('savepoint reads');
        await as(db, who);
        try {
          seen[`${who} ${name}`] = (await db.query(sql, params)).rows;
        } catch (error) {
          seen[`${who} ${name}`] = { error: (error as { code?: string }).code };
        }
        await db.query('rollback to savepoint reads');
      };
      await attempt('all', 'select * from public.messages order by id', []);
      await attempt('count', 'select count(*)::int as n from public.messages', []);
      for (const thread of THREADS) {
        await attempt(`page ${thread}`, PAGE, [thread]);
        await attempt(`body ${thread}`, THREAD_PAGE, [thread]);
      }
    }
    await db.query('reset role');
    return seen;
  }

  test('every person reads the same messages, row for row and byte for byte, as under the previous policy', async () => {
    const now = await readsOfEveryone();
    await db.exec(BEFORE);
    const before = await readsOfEveryone();
    expect(now).toEqual(before);

    // The comparison is not empty, and says what the product promises.
    const ids = (who: Who) => new Set((now[`${who} all`] as { id: string }[]).map((row) => row.id));
    const threadsOf = (who: Who) => new Set((now[`${who} all`] as { conversation_id: string }[]).map((row) => row.conversation_id));
    // The owner: the shared thread, the private AI chat, the old threads with the requester and
    // the blocked person, the guest's — not the thread they left.
    expect(threadsOf('owner')).toEqual(
      new Set([ROW.sharedConversation, ROW.privateConversation, ROW.requesterConversation, ROW.blockedConversation, GUEST_THREAD]),
    );
    expect(ids('owner').has(ROW.msgInLeftThread)).toBe(false);
    // The partner: the shared thread and the one the owner left (the other side keeps its
    // history), not the owner's private chat nor the thread they left themselves.
    expect(threadsOf('partner')).toEqual(new Set([ROW.sharedConversation, ROW.leftConversation]));
    expect(ids('partner').has(ROW.msgPrivate)).toBe(false);
    // The requester keeps the thread the partner left; the blocked person keeps their old thread.
    expect(threadsOf('requester')).toEqual(new Set([ROW.requesterConversation, PARTNER_LEFT]));
    expect(threadsOf('blocked')).toEqual(new Set([ROW.blockedConversation]));
    // Staff, a stranger and a guest (even in a thread of their own) read none; nor does anon.
    for (const who of ['staff', 'stranger', 'guest'] as const) {
      expect(now[`${who} all`]).toEqual([]);
      const [page] = now[`${who} body ${GUEST_THREAD}`] as { page: unknown; body: string }[];
      expect([Number(page!.page), page!.body]).toEqual([0, '[]']);
    }
    expect(now['anon all']).toEqual([]);
    // The REST body of the shared thread is the owner's whole page, oldest first.
    const body = (now[`owner body ${ROW.sharedConversation}`] as { body: string }[])[0]!.body;
    expect((JSON.parse(body) as { id: string }[]).map((row) => row.id)).toEqual(
      (now[`owner page ${ROW.sharedConversation}`] as { id: string }[]).map((row) => row.id),
    );
    expect((JSON.parse(body) as unknown[]).length).toBe(6);
    expect(now[`partner body ${ROW.sharedConversation}`]).toEqual(now[`owner body ${ROW.sharedConversation}`]);
  });

  test("realtime's visibility check lets each person hear of the same messages as before, and as they read", async () => {
    /** For every person, which of all the messages' row images visible_groups lets through. */
    const heardByEveryone = async (): Promise<Record<string, string[]>> => {
      const { rows } = await db.query(
        `select 'public.messages'::regclass::oid as relid, jsonb_agg(to_jsonb(m) order by m.id) as images from public.messages m`,
      );
      const { relid, images } = rows[0] as { relid: number; images: { id: string }[] };
      const claimsOf = (who: Who) => ({ role: 'authenticated', sub: P[who], aud: 'authenticated', ...(who === 'guest' ? { is_anonymous: true } : {}) });
      const groups = PEOPLE.map((who) => ({ relid: Number(relid), claims: claimsOf(who), images }));
      const answer = (await db.query('select realtime.visible_groups($1::jsonb) as answer', [JSON.stringify(groups)])).rows[0]!.answer;
      const parsed = (typeof answer === 'string' ? JSON.parse(answer) : answer) as [number, number[]][];
      const heard: Record<string, string[]> = Object.fromEntries(PEOPLE.map((who) => [who, [] as string[]]));
      for (const [group, positions] of parsed) heard[PEOPLE[group]!] = positions.map((i) => images[i]!.id).sort();
      return heard;
    };
    const now = await heardByEveryone();
    const read = await readsOfEveryone();
    for (const who of PEOPLE) {
      expect(now[who]).toEqual((read[`${who} all`] as { id: string }[]).map((row) => row.id).sort());
    }
    expect(now.owner!.length).toBeGreaterThan(0);
    expect(now.partner!.length).toBeGreaterThan(0);
    expect(now.guest).toEqual([]);
    await db.exec(BEFORE);
    // (The event trigger forgets the compiled tests on a policy change where it could be made.)
    await db.query('select realtime.forget_visibility_tests()');
    expect(await heardByEveryone()).toEqual(now);
  });

  test('a thread read runs no subplan per statement and can use the (conversation_id, created_at) index', async () => {
    await as(db, 'owner');
    const plan = async () =>
      (await db.query(`explain (verbose, costs off) ${PAGE.replace('$1', `'${ROW.sharedConversation}'`)}`)).rows
        .map((row) => String(row['QUERY PLAN']))
        .join('\n');
    const now = await plan();
    expect(now).toMatch(/readable_conversation_ids/);
    expect(now).not.toMatch(/SubPlan/);
    expect(now).not.toMatch(/conversations/);
    // Where an index scan is chosen (a big table; here forced), the policy's test is part of it.
    await db.query('set local enable_seqscan = off');
    await db.query('set local enable_bitmapscan = off');
    const indexed = await plan();
    expect(indexed).toMatch(/Index Scan using messages_conversation_created_idx/);
    expect(indexed).toMatch(/Index Cond: \(\(messages\.conversation_id = ANY \(/);
    // The previous policy, for contrast: a hashed subplan over conversations.
    await db.query('reset role');
    await db.exec(BEFORE);
    await as(db, 'owner');
    await db.query('set local enable_seqscan = on');
    expect(await plan()).toMatch(/hashed SubPlan/);
  });

  test('the function answers the caller only, and keeps to its rights', async () => {
    const readable = async (who: Who) => {
      await as(db, who);
      const { rows } = await db.query(`select coalesce(array_to_json(private.readable_conversation_ids()), '[]')::text as ids`);
      await db.query('reset role');
      return new Set(JSON.parse(String(rows[0]!.ids)) as string[]);
    };
    expect(await readable('partner')).toEqual(new Set([ROW.sharedConversation, ROW.leftConversation]));
    expect(await readable('guest')).toEqual(new Set());
    expect(await readable('stranger')).toEqual(new Set());
    expect(await functionRights(db, 'private.readable_conversation_ids()')).toEqual(DEFINER_FOR_SIGNED_IN_ONLY);
    const policies = await db.query(
      `select policyname, permissive, cmd, roles::text[] as roles, qual from pg_policies
       where schemaname = 'public' and tablename = 'messages' and cmd in ('SELECT', 'ALL') order by policyname`,
    );
    expect(policies.rows).toEqual([
      { policyname: 'guests: registered users only', permissive: 'RESTRICTIVE', cmd: 'ALL', roles: ['authenticated'], qual: '(NOT ( SELECT private.is_guest() AS is_guest))' },
      {
        policyname: 'messages: participants read',
        permissive: 'PERMISSIVE',
        cmd: 'SELECT',
        roles: ['authenticated'],
        qual: '(conversation_id = ANY (( SELECT private.readable_conversation_ids() AS readable_conversation_ids)::uuid[]))',
      },
    ]);
  });
});
