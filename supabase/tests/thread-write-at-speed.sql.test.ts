// Issue 36, item 6: since 20261201000600 the messages update policy (both clauses) and the AI-reply
// branch of the insert policy test the caller's conversations once per statement (an array from
// private.readable_conversation_ids() / private.own_ai_chat_ids(), an initPlan) instead of a
// subquery over conversations run under conversations' own RLS. These tests hold that nobody may
// write anything else: for every person — the fixture's owner and partner, a stranger, staff, a
// requester, a blocked person, a guest, each side of a thread one of them left, someone who left
// their own AI chat (and anon, for the statements),
// - each changed clause (update `using`, update `with check`, insert `with check`) lets exactly the
//   same rows through as 20261123000100's policies (put back inside the test's transaction), row
//   by row: `using` on every message, `with check` on every message moved to every thread, the
//   insert on every thread for every kind of sender;
// - the statements the app sends (the REST edit of a message, marking one seen, deleting one,
//   saving an AI reply — without `returning`, so the read policy does not hide what the insert
//   policy let in —, sending a message), tried on every message or thread and rolled back,
//   answer the same, byte for byte or error code for error code, and leave the same row behind;
// the plan of an edit runs no subplan; the new function keeps to its rights.
// Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
import { ROW, type Person } from './rls/fixture';
import { GUEST_AI_CHAT, GUEST_THREAD, LEFT_AI_CHAT, PARTNER_LEFT, insertExtraThreads } from './rls/extra-threads';
import { SQL_PEOPLE } from './rls/sql-runner';
import { openFixtureDatabase, type TestDatabase } from './rls/test-database';
import { EDIT, actAs, previousMessagesWritePolicies } from './rls/thread-page';
import { DEFINER_FOR_SIGNED_IN_ONLY, functionRights } from './rls/function-rights';

const P = SQL_PEOPLE;
const PEOPLE: Person[] = ['owner', 'partner', 'stranger', 'staff', 'requester', 'blocked', 'guest'];

const THREADS = [
  ROW.sharedConversation, ROW.privateConversation, ROW.requesterConversation, ROW.blockedConversation,
  ROW.leftConversation, PARTNER_LEFT, GUEST_THREAD, LEFT_AI_CHAT, GUEST_AI_CHAT,
];

const BEFORE = previousMessagesWritePolicies();
/** The message as it is after a write (read as the database's owner): $1 its id. */
const AFTER = `select content, metadata from public.messages where id = $1`;

/** The clauses 20261201000600 changed, by policy and clause. */
const CLAUSES = [
  { policy: 'messages: participants update', clause: 'qual' },
  { policy: 'messages: participants update', clause: 'with_check' },
  { policy: 'messages: send as yourself', clause: 'with_check' },
] as const;

describe('message writes at speed (20261201000600): the same rights for everyone, no subplan', () => {
  let db: TestDatabase;
  /** Every message with every thread as its conversation: the rows the clauses are tried on. */
  let moved: { id: string; conversation_id: string; sender_type: string; sender_user_id: string | null; home: boolean }[];
  /** Every thread with every kind of sender: the rows an insert is tried with. */
  let inserts: { id: string; conversation_id: string; sender_type: string; sender_user_id: string | null; home: boolean }[];
  let messageIds: string[];

  beforeAll(async () => {
    db = await openFixtureDatabase(P);
    await insertExtraThreads(db, P);
    await db.query(
      `insert into public.messages (conversation_id, sender_type, sender_user_id, content, created_at)
       select t.id, t.kind, t.sender, 'Words ' || n, now() - n * interval '1 minute'
       from (values ($1::uuid, 'user', $5::uuid), ($2::uuid, 'user', $6::uuid), ($3::uuid, 'ai', null), ($4::uuid, 'ai', null))
              as t (id, kind, sender), generate_series(1, 2) n`,
      [PARTNER_LEFT, GUEST_THREAD, LEFT_AI_CHAT, GUEST_AI_CHAT, P.requester, P.owner],
    );
    const { rows } = await db.query(`select id, conversation_id, sender_type, sender_user_id from public.messages order by id`);
    messageIds = rows.map((row) => String(row.id));
    moved = rows.flatMap((row) =>
      THREADS.map((thread) => ({
        id: String(row.id),
        conversation_id: thread,
        sender_type: String(row.sender_type),
        sender_user_id: (row.sender_user_id as string | null) ?? null,
        home: thread === row.conversation_id,
      })),
    );
    const senders: [string, string | null][] = [['ai', null], ['user', null], ...Object.values(P).map((id): [string, string] => ['user', id])];
    inserts = THREADS.flatMap((thread) =>
      senders.map(([kind, sender], i) => ({ id: `${thread} ${i}`, conversation_id: thread, sender_type: kind, sender_user_id: sender, home: true })),
    );
  });

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(() => db.query('begin'));
  afterEach(() => db.query('rollback'));

  /**
   * One statement as a person, in a savepoint rolled back after: its rows, or its error's code;
   * with `after`, also what that query (as the database's owner) reads once the statement is done.
   */
  async function attempt(who: Person | 'anon', sql: string, params: unknown[], after?: string): Promise<unknown> {
    await db.query('savepoint try');
    await actAs(db, who);
    let outcome: unknown;
    try {
      const rows = (await db.query(sql, params)).rows;
      await db.query('reset role');
      outcome = after === undefined ? rows : { rows, after: (await db.query(after, params.slice(0, 1))).rows };
    } catch (error) {
      outcome = { error: (error as { code?: string }).code };
    }
    await db.query('rollback to savepoint try');
    await db.query('reset role');
    return outcome;
  }

  /**
   * For each person and changed clause, the rows the clause as it stands lets through: its
   * expression (from pg_policies) evaluated as that person on each candidate row, with
   * conversations' RLS in force as in the policy itself. `using` is tried on each message where it
   * is; `with check` on each message moved to each thread; the insert's on each thread with each
   * kind of sender.
   */
  async function clausesOfEveryone(): Promise<Record<string, unknown>> {
    const seen: Record<string, unknown> = {};
    for (const { policy, clause } of CLAUSES) {
      const { rows } = await db.query(`select ${clause} as expression from pg_policies where schemaname = 'public' and tablename = 'messages' and policyname = $1`, [policy]);
      const expression = String(rows[0]!.expression);
      const isInsert = policy === 'messages: send as yourself';
      const candidates = (isInsert ? inserts : moved).filter((row) => clause === 'with_check' || row.home);
      // (The policies are for `authenticated` only: anon never meets them.)
      for (const who of PEOPLE) {
        seen[`${who} ${policy} ${clause}`] = await attempt(
          who,
          `select c.id, c.conversation_id from json_to_recordset($1::json) as c (id text, conversation_id uuid, sender_type text, sender_user_id uuid)
           where (${expression}) order by 1, 2`,
          [JSON.stringify(candidates)],
        );
      }
    }
    return seen;
  }

  /** What each person's writes answer: the app's statements on every message and every thread. */
  async function writesOfEveryone(): Promise<Record<string, unknown>> {
    const seen: Record<string, unknown> = {};
    for (const who of [...PEOPLE, 'anon' as const]) {
      for (const id of messageIds) {
        seen[`${who} edits ${id}`] = await attempt(who, EDIT, [id, JSON.stringify({ content: 'Edited words' })], AFTER);
        seen[`${who} marks seen ${id}`] = await attempt(
          who,
          `update public.messages set metadata = metadata || '{"seen_by_partner": true}' where id = $1 returning id, metadata`,
          [id],
        );
        // A delete of one's own message is mostly a soft delete: an update made by the delete's
        // trigger as the caller, under the update policy; so the row after it is compared too.
        seen[`${who} deletes ${id}`] = await attempt(who, `delete from public.messages where id = $1 returning id`, [id], AFTER);
      }
      for (const thread of THREADS) {
        seen[`${who} saves an AI reply in ${thread}`] = await attempt(
          who,
          `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'ai', null, 'A reply')`,
          [thread],
          `select count(*)::int as n from public.messages where conversation_id = $1 and content = 'A reply'`,
        );
        if (who !== 'anon') {
          seen[`${who} sends in ${thread}`] = await attempt(
            who,
            `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'user', $2, 'Hello') returning conversation_id, content`,
            [thread, P[who]],
          );
        }
      }
    }
    return seen;
  }

  test('each changed clause lets every person through on exactly the same rows as the previous policies', async () => {
    const now = await clausesOfEveryone();
    await db.exec(BEFORE);
    const before = await clausesOfEveryone();
    expect(now).toEqual(before);

    // The comparison is not empty, and says what the product promises.
    const through = (who: Person, policy: string, clause: string) => now[`${who} ${policy} ${clause}`] as { id: string; conversation_id: string }[];
    const threadsOf = (rows: { conversation_id: string }[]) => new Set(rows.map((row) => row.conversation_id));
    // The owner may update messages of the threads they read — not the one they left — and move
    // none into a thread they cannot read (the guard refuses any move; RLS would too).
    expect(threadsOf(through('owner', 'messages: participants update', 'qual'))).toEqual(
      new Set([ROW.sharedConversation, ROW.privateConversation, ROW.requesterConversation, ROW.blockedConversation, GUEST_THREAD]),
    );
    expect(threadsOf(through('owner', 'messages: participants update', 'with_check'))).toEqual(
      new Set([ROW.sharedConversation, ROW.privateConversation, ROW.requesterConversation, ROW.blockedConversation, GUEST_THREAD]),
    );
    expect(threadsOf(through('partner', 'messages: participants update', 'qual'))).toEqual(new Set([ROW.sharedConversation, ROW.leftConversation]));
    expect(threadsOf(through('requester', 'messages: participants update', 'with_check'))).toEqual(new Set([ROW.requesterConversation, PARTNER_LEFT]));
    // An AI reply only into one's own private AI chat, not one left; a guest has none.
    const aiInto = (who: Person) =>
      threadsOf(through(who, 'messages: send as yourself', 'with_check').filter((row) => inserts.find((c) => c.id === row.id)!.sender_type === 'ai'));
    expect(aiInto('owner')).toEqual(new Set([ROW.privateConversation]));
    expect(aiInto('requester')).toEqual(new Set());
    expect(aiInto('guest')).toEqual(new Set());
    for (const who of ['stranger', 'staff', 'guest'] as const) {
      expect(now[`${who} messages: participants update qual`]).toEqual([]);
      expect(now[`${who} messages: participants update with_check`]).toEqual([]);
    }
  });

  test("every person's edits, seen marks, deletes, AI replies and messages answer the same as under the previous policies", async () => {
    const now = await writesOfEveryone();
    await db.exec(BEFORE);
    const before = await writesOfEveryone();
    expect(now).toEqual(before);

    // The comparison is not empty, and says what the product promises.
    const edit = (now[`owner edits ${ROW.msgUnseen}`] as { rows: { page: unknown; body: string }[] }).rows;
    expect(Number(edit[0]!.page)).toBe(1);
    expect((JSON.parse(edit[0]!.body) as { content: string }[])[0]!.content).toBe('Edited words');
    expect(now[`partner edits ${ROW.msgUnseen}`]).toEqual({ error: '42501' });
    expect(now[`partner marks seen ${ROW.msgUnseen}`]).toEqual([{ id: ROW.msgUnseen, metadata: { seen_by_partner: true } }]);
    // A thread one left: no row to edit (an empty answer), as for a stranger.
    const pageOf = (key: string) => Number((now[key] as { rows: { page: unknown }[] }).rows[0]!.page);
    expect(pageOf(`stranger edits ${ROW.msgUnseen}`)).toBe(0);
    expect(pageOf(`owner edits ${ROW.msgInLeftThread}`)).toBe(0);
    expect(now[`owner saves an AI reply in ${ROW.privateConversation}`]).toEqual({ rows: [], after: [{ n: 1 }] });
    for (const [who, thread] of [['requester', LEFT_AI_CHAT], ['guest', GUEST_AI_CHAT], ['partner', ROW.privateConversation], ['owner', ROW.sharedConversation]] as const) {
      expect(now[`${who} saves an AI reply in ${thread}`]).toEqual({ error: '42501' });
    }
    expect(now[`owner sends in ${ROW.sharedConversation}`]).toEqual([{ conversation_id: ROW.sharedConversation, content: 'Hello' }]);
    // The owner's delete becomes the soft delete (the trigger's update passed the update policy);
    // a shared copy is really removed; the partner's delete touches nothing.
    expect(now[`owner deletes ${ROW.msgUnseen}`]).toEqual({ rows: [], after: [{ content: '(Message deleted)', metadata: { deleted: true } }] });
    expect(now[`owner deletes ${ROW.msgSharedCopy}`]).toEqual({ rows: [{ id: ROW.msgSharedCopy }], after: [] });
    expect(now[`partner deletes ${ROW.msgUnseen}`]).toEqual({ rows: [], after: [{ content: 'Unseen hello', metadata: {} }] });
  });

  test('an edit runs no subplan over conversations', async () => {
    const plan = async () => {
      await actAs(db, 'owner');
      const text = (await db.query(`explain (verbose, costs off) ${EDIT.replace('$1', `'${ROW.msgUnseen}'`).replace('$2', `'{"content": "Edited"}'`)}`)).rows
        .map((row) => String(row['QUERY PLAN']))
        .join('\n');
      await db.query('reset role');
      return text;
    };
    const now = await plan();
    expect(now).toMatch(/readable_conversation_ids/);
    expect(now).not.toMatch(/SubPlan/);
    expect(now).not.toMatch(/conversations/);
    // The previous policies, for contrast: the update's subquery over conversations.
    await db.exec(BEFORE);
    expect(await plan()).toMatch(/SubPlan/);
  });

  test('the new function answers the caller only, and keeps to its rights; the policies are as written', async () => {
    const ownAiChats = async (who: Person) => {
      await actAs(db, who);
      const { rows } = await db.query(`select coalesce(array_to_json(private.own_ai_chat_ids()), '[]')::text as ids`);
      await db.query('reset role');
      return new Set(JSON.parse(String(rows[0]!.ids)) as string[]);
    };
    expect(await ownAiChats('owner')).toEqual(new Set([ROW.privateConversation]));
    expect(await ownAiChats('requester')).toEqual(new Set());
    expect(await ownAiChats('guest')).toEqual(new Set());
    expect(await functionRights(db, 'private.own_ai_chat_ids()')).toEqual(DEFINER_FOR_SIGNED_IN_ONLY);
    const policies = await db.query(
      `select policyname, permissive, cmd, roles::text[] as roles, qual, with_check from pg_policies
       where schemaname = 'public' and tablename = 'messages' and cmd in ('UPDATE', 'INSERT') order by policyname`,
    );
    const readable = '(conversation_id = ANY (( SELECT private.readable_conversation_ids() AS readable_conversation_ids)::uuid[]))';
    expect(policies.rows).toEqual([
      {
        policyname: 'messages: participants update',
        permissive: 'PERMISSIVE',
        cmd: 'UPDATE',
        roles: ['authenticated'],
        qual: readable,
        with_check: readable,
      },
      {
        policyname: 'messages: send as yourself',
        permissive: 'PERMISSIVE',
        cmd: 'INSERT',
        roles: ['authenticated'],
        qual: null,
        with_check:
          "(((sender_type = 'user'::text) AND (sender_user_id = ( SELECT auth.uid() AS uid)) AND (private.conversation_access(conversation_id, ( SELECT auth.uid() AS uid)) = 'open'::text)) OR ((sender_type = 'ai'::text) AND (sender_user_id IS NULL) AND (conversation_id = ANY (( SELECT private.own_ai_chat_ids() AS own_ai_chat_ids)::uuid[]))))",
      },
    ]);
  });
});
