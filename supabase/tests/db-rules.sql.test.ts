// Server-side behaviour of the schema that is not a permission cell: the new-message notification,
// default notification preferences, thread ordering, consent expiry, idempotent migrations, the
// demo seed, and the contact-consent rules a single cell cannot show (daily request limit, decline
// cooldown, exact refusals, leaving then starting afresh, connect tokens, text caps).
// Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOBODY, ROW } from './rls/fixture';
import { SQL_PEOPLE, bootstrapSql, createSqlPeople, migrationFiles, repoRoot } from './rls/sql-runner';
import { scenario, type SqlSession } from './rls/sql-session';
import { applyMigrations, openFixtureDatabase, openTestDatabase, type TestDatabase } from './rls/test-database';

const P = SQL_PEOPLE;

const sendAs = (db: TestDatabase, sender: string, content: string) =>
  db.query(
    `insert into public.messages (conversation_id, sender_type, sender_user_id, content, metadata)
     values ($1, 'user', $2, $3, '{}') returning id`,
    [ROW.sharedConversation, sender, content],
  );

const notificationsOf = (db: TestDatabase, user: string) =>
  db.query(`select type, title, message, data, read from public.notifications where user_id = $1 and id <> $2 order by created_at`, [
    user,
    ROW.notification,
  ]);

describe('database rules and behaviour', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openFixtureDatabase(P);
  });

  afterAll(async () => {
    await db?.close();
  });

  test('every migration applies a second time without error (idempotent start)', async () => {
    for (const file of migrationFiles()) {
      await expect(db.exec(readFileSync(file, 'utf8'))).resolves.toBeUndefined();
    }
    const policies = await db.query(`select count(*)::int as n from pg_policies where schemaname = 'public'`);
    expect(policies.rows[0]?.n).toBeGreaterThan(20);
  });

  test('a new account gets notification preferences: all on except push', async () => {
    const id = 'c0000000-0000-4000-8000-0000000000ff';
    await db.query(`insert into auth.users (id, email) values ($1, 'fresh@rls.test')`, [id]);
    const prefs = await db.query(`select new_messages, ai_guidance, relationship_milestones, weekly_checkins, push_enabled, email_enabled from public.notification_preferences where user_id = $1`, [id]);
    expect(prefs.rows).toEqual([
      { new_messages: true, ai_guidance: true, relationship_milestones: true, weekly_checkins: true, push_enabled: false, email_enabled: true },
    ]);
  });

  test('a message in a shared thread notifies the other participant, named by display name', async () => {
    const result = await scenario(db, P, async (s) => {
      await s.as('owner');
      const sent = await sendAs(db, P.owner, 'Dinner at 7?');
      await s.asOwnerOfDatabase();
      return { id: sent.rows[0]?.id, partner: (await notificationsOf(db, P.partner)).rows, owner: (await notificationsOf(db, P.owner)).rows };
    });
    expect(result.partner).toEqual([
      {
        type: 'new_message',
        title: 'New Message from Owner Name',
        message: 'Dinner at 7?',
        data: { messageId: result.id, conversationId: ROW.sharedConversation },
        read: false,
      },
    ]);
    expect(result.owner).toEqual([]);
  });

  test('the sender is named by first and last name without a display name, else Someone', async () => {
    const titles = await scenario(db, P, async (s) => {
      await s.as('partner');
      await sendAs(db, P.partner, 'On my way');
      await s.asOwnerOfDatabase();
      await db.query(`delete from public.profiles where id = $1`, [P.partner]);
      await s.as('partner');
      await sendAs(db, P.partner, 'Again');
      await s.asOwnerOfDatabase();
      return (await notificationsOf(db, P.owner)).rows.map((r) => r.title);
    });
    expect(titles).toEqual(['New Message from Paul Partner', 'New Message from Someone']);
  });

  test("a recipient who chose Hebrew gets the title in Hebrew (a push or email shows it as written)", async () => {
    const titles = await scenario(db, P, async (s) => {
      await db.query(`update public.profiles set ui_language = 'he' where id = $1`, [P.owner]);
      await s.as('partner');
      await sendAs(db, P.partner, 'On my way');
      await s.asOwnerOfDatabase();
      await db.query(`delete from public.profiles where id = $1`, [P.partner]);
      await s.as('partner');
      await sendAs(db, P.partner, 'Again');
      await s.asOwnerOfDatabase();
      return (await notificationsOf(db, P.owner)).rows.map((r) => r.title);
    });
    expect(titles).toEqual(['הודעה חדשה מאת Paul Partner', 'הודעה חדשה מאת מישהו']);
  });

  test('the notification body stops at 500 characters plus an ellipsis', async () => {
    const long = 'שלום '.repeat(150); // 750 characters
    const exact = 'x'.repeat(500);
    const bodies = await scenario(db, P, async (s) => {
      await s.as('owner');
      await sendAs(db, P.owner, long);
      await sendAs(db, P.owner, exact);
      await s.asOwnerOfDatabase();
      return (await notificationsOf(db, P.partner)).rows.map((r) => String(r.message));
    });
    expect(bodies).toEqual([`${long.slice(0, 500)}…`, exact]);
  });

  test('no notification when the recipient turned new_messages off, nor for a private AI chat', async () => {
    const counts = await scenario(db, P, async (s) => {
      await db.query(`update public.notification_preferences set new_messages = false where user_id = $1`, [P.partner]);
      await s.as('owner');
      await sendAs(db, P.owner, 'Quiet please');
      await db.query(
        `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'user', $2, 'Just for me')`,
        [ROW.privateConversation, P.owner],
      );
      await s.asOwnerOfDatabase();
      return { partner: (await notificationsOf(db, P.partner)).rows.length, owner: (await notificationsOf(db, P.owner)).rows.length };
    });
    expect(counts).toEqual({ partner: 0, owner: 0 });
  });

  test("a new message moves its thread to the top, and its time is the server's", async () => {
    const result = await scenario(db, P, async (s) => {
      await s.as('partner');
      const sent = await db.query(
        `insert into public.messages (conversation_id, sender_type, sender_user_id, content, created_at)
         values ($1, 'user', $2, 'Hello from the future', '2099-01-01') returning created_at, now() as now`,
        [ROW.sharedConversation, P.partner],
      );
      const thread = await db.query(`select updated_at from public.conversations where id = $1`, [ROW.sharedConversation]);
      return { sent: sent.rows[0], threadUpdatedAt: thread.rows[0]?.updated_at };
    });
    expect(String(result.sent?.created_at)).toBe(String(result.sent?.now));
    expect(String(result.threadUpdatedAt)).toBe(String(result.sent?.now));
  });

  test("a partner's consent that has expired reads as all off", async () => {
    const consent = await scenario(db, P, async (s) => {
      await db.query(`update public.partner_communication_consent set temporal_consent_until = current_date - 1 where id = $1`, [
        ROW.consentOwnerToPartner,
      ]);
      await s.as('partner');
      return (await db.query(`select share_context, emotional_bridging, timing_optimization, conflict_mediation from public.get_partner_consent($1)`, [P.owner])).rows;
    });
    expect(consent).toEqual([{ share_context: false, emotional_bridging: false, timing_optimization: false, conflict_mediation: false }]);
  });

  test('relationship rules answer with human messages', async () => {
    const errors = await scenario(db, P, async (s) => {
      await s.as('owner');
      return {
        again: await s.attempt(`insert into public.relationships (user_id, related_user_id) values ($1, $2)`, [P.owner, P.partner]),
        reverse: await s.attempt(`insert into public.relationships (user_id, related_user_id) values ($1, $2)`, [P.partner, P.owner]),
        self: await s.attempt(`insert into public.relationships (user_id, related_user_id) values ($1, $1)`, [P.owner]),
      };
    });
    expect(errors).toEqual({
      again: { code: '23505', message: "You're already connected to this person." },
      // the partner's id as user_id is refused by RLS before anything else is said
      reverse: { code: '42501', message: 'new row violates row-level security policy for table "relationships"' },
      self: { code: '23514', message: 'You cannot connect to yourself.' },
    });
  });

  test('the demo seed loads into a fresh database and its passwords are bcrypt hashes of the documented one', async () => {
    const fresh = await openTestDatabase();
    try {
      await applyMigrations(fresh);
      await fresh.exec(readFileSync(join(repoRoot, 'supabase', 'seed.sql'), 'utf8'));
      const users = await fresh.query(
        `select email, extensions.crypt('ShalomBayit!2026', encrypted_password) = encrypted_password as password_ok, email_confirmed_at is not null as confirmed
         from auth.users where id <> private.deleted_account_id() order by email`,
      );
      expect(users.rows).toEqual([
        { email: 'david@demo.shalombayit.app', password_ok: true, confirmed: true },
        { email: 'rachel@demo.shalombayit.app', password_ok: true, confirmed: true },
        { email: 'sarah@demo.shalombayit.app', password_ok: true, confirmed: true },
        { email: 'staff@demo.shalombayit.app', password_ok: true, confirmed: true },
        { email: 'yossi@demo.shalombayit.app', password_ok: true, confirmed: true },
      ]);
      const world = await fresh.query(`select
          (select count(*)::int from public.profiles) as profiles,
          (select count(*)::int from public.relationships where relation_type = 'spouse' and connection_state = 'accepted') as spouses,
          (select count(*)::int from public.relationships where connection_state = 'requested') as requests,
          (select count(*)::int from public.blocks) as blocks,
          (select count(*)::int from public.messages m join public.conversations c on c.id = m.conversation_id where c.partner_user_id is not null) as shared_messages,
          (select count(*)::int from public.messages where sender_type = 'ai' and metadata ? 'torah_sources') as ai_replies,
          (select count(*)::int from public.partner_communication_consent where share_context) as consents,
          (select count(*)::int from public.staff_members) as staff,
          (select count(*)::int from public.notification_preferences) as preferences`);
      expect(world.rows[0]).toEqual({
        profiles: 5, spouses: 1, requests: 1, blocks: 1, shared_messages: 4, ai_replies: 2, consents: 2, staff: 1, preferences: 5,
      });
    } finally {
      await fresh.close();
    }
  });
  // ─── contact consent (issue 16, item 4) ──────────────────────────────────────────────────────

  const NOT_FOUND = "We couldn't find anyone with this ID. Check the ID and try again.";
  const CLOSED = 'You can no longer send messages in this conversation.';
  const INVITE_INVALID = 'This connect link is no longer valid. Ask for a new one.';
  const ask = (s: SqlSession, from: string, to: string) =>
    s.attempt(`insert into public.relationships (user_id, related_user_id) values ($1, $2)`, [from, to]);

  /** Accounts made inside a scenario (rolled back with it). */
  const makeUsers = async (n: number, tag: string): Promise<string[]> => {
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const id = `d0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
      await db.query(`insert into auth.users (id, email) values ($1, $2)`, [id, `${tag}-${i}@rls.test`]);
      ids.push(id);
    }
    return ids;
  };

  test('refusals of a request use the contract\'s words; a blocker is indistinguishable from an unknown id', async () => {
    const errors = await scenario(db, P, async (s) => {
      await s.as('blocked');
      const blockedAsksBlocker = await ask(s, P.blocked, P.owner);
      const blockedAsksNobody = await ask(s, P.blocked, NOBODY);
      await s.as('owner');
      return {
        blockedAsksBlocker,
        blockedAsksNobody,
        blockerAsksBlocked: await ask(s, P.owner, P.blocked),
        self: await ask(s, P.owner, P.owner),
        waitingTheOtherWay: await ask(s, P.owner, P.requester),
      };
    });
    expect(errors.blockedAsksBlocker).toEqual({ code: 'P0001', message: NOT_FOUND });
    expect(errors.blockedAsksNobody).toEqual(errors.blockedAsksBlocker);
    expect(errors).toMatchObject({
      blockerAsksBlocked: { code: 'P0001', message: 'You blocked this person. Unblock them first to connect.' },
      self: { code: '23514', message: 'You cannot connect to yourself.' },
      waitingTheOtherWay: { code: '23505', message: "You're already connected to this person." },
    });
  });

  test('20 requests a day: the 21st is refused, and cancelling one does not give the slot back', async () => {
    const result = await scenario(db, P, async (s) => {
      const targets = await makeUsers(22, 'target');
      await s.as('stranger');
      const first20: (string | undefined)[] = [];
      for (const target of targets.slice(0, 20)) first20.push((await ask(s, P.stranger, target))?.message);
      const twentyFirst = await ask(s, P.stranger, targets[20] as string);
      await db.query(`delete from public.relationships where user_id = $1 and related_user_id = $2`, [P.stranger, targets[0]]);
      const afterCancelling = await ask(s, P.stranger, targets[21] as string);
      // another person's allowance is their own
      await s.as('partner');
      const someoneElse = await ask(s, P.partner, targets[20] as string);
      // a day later the allowance is back
      await s.asOwnerOfDatabase();
      await db.query(`update private.connection_requests set created_at = created_at - interval '25 hours' where requester = $1`, [P.stranger]);
      await s.as('stranger');
      const nextDay = await ask(s, P.stranger, targets[21] as string);
      return { first20, twentyFirst, afterCancelling, someoneElse, nextDay };
    });
    expect(result.first20).toEqual(Array(20).fill(undefined));
    const limit = { code: 'P0001', message: "You've sent a lot of requests today. Please try again tomorrow." };
    expect(result.twentyFirst).toEqual(limit);
    expect(result.afterCancelling).toEqual(limit);
    expect(result.someoneElse).toBeNull();
    expect(result.nextDay).toBeNull();
  });

  test('a declined requester cannot ask again for 30 days; a cancelled request may be sent again at once', async () => {
    const result = await scenario(db, P, async (s) => {
      // the requester cancels their own request: not a decline
      await s.as('requester');
      await db.query(`delete from public.relationships where id = $1`, [ROW.pendingRequest]);
      const afterCancel = await ask(s, P.requester, P.owner);
      // the owner declines the new one
      await s.as('owner');
      const declined = await db.query(`delete from public.relationships where user_id = $1 and related_user_id = $2 returning connection_state`, [P.requester, P.owner]);
      await s.as('requester');
      const afterDecline = await ask(s, P.requester, P.owner);
      // the decliner may still ask the other way
      await s.as('owner');
      const declinerAsks = await ask(s, P.owner, P.requester);
      await db.query(`delete from public.relationships where user_id = $1 and related_user_id = $2`, [P.owner, P.requester]);
      // 31 days later
      await s.asOwnerOfDatabase();
      await db.query(`update private.connection_declines set declined_at = now() - interval '31 days' where requester = $1`, [P.requester]);
      await s.as('requester');
      const monthLater = await ask(s, P.requester, P.owner);
      return { afterCancel, declined: declined.rows, afterDecline, declinerAsks, monthLater };
    });
    expect(result.afterCancel).toBeNull();
    expect(result.declined).toEqual([{ connection_state: 'requested' }]);
    expect(result.afterDecline).toEqual({ code: 'P0001', message: "This person has declined your request. You can't send another one yet." });
    expect(result.declinerAsks).toBeNull();
    expect(result.monthLater).toBeNull();
  });

  test('accepting: only the recipient, only connection_state, and never back', async () => {
    const result = await scenario(db, P, async (s) => {
      await s.as('requester');
      const requesterAccepts = await s.attempt(`update public.relationships set connection_state = 'accepted' where id = $1`, [ROW.pendingRequest]);
      await s.as('owner');
      // (Notes are each side's own since issue 33, so a note may come with the accept; a status may not.)
      const acceptWithEdit = await s.attempt(`update public.relationships set connection_state = 'accepted', status = 'engaged' where id = $1`, [ROW.pendingRequest]);
      const accepted = await db.query(`update public.relationships set connection_state = 'accepted' where id = $1 returning connection_state`, [ROW.pendingRequest]);
      const thread = await s.attempt(`insert into public.conversations (user_id, partner_user_id) values ($1, $2)`, [P.owner, P.requester]);
      const back = await s.attempt(`update public.relationships set connection_state = 'requested' where id = $1`, [ROW.pendingRequest]);
      return { requesterAccepts, acceptWithEdit, accepted: accepted.rows, thread, back };
    });
    expect(result).toEqual({
      requesterAccepts: { code: 'P0001', message: 'This request is still waiting to be accepted.' },
      acceptWithEdit: { code: 'P0001', message: 'This request is still waiting to be accepted.' },
      accepted: [{ connection_state: 'accepted' }],
      thread: null,
      back: { code: 'P0001', message: 'An accepted connection cannot be turned back into a request.' },
    });
  });

  test('posting ends when the link is removed, with the contract\'s message; the history stays', async () => {
    const result = await scenario(db, P, async (s) => {
      await s.as('partner');
      await db.query(`delete from public.relationships where id = $1`, [ROW.relationship]);
      const partnerPosts = await s.attempt(
        `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'user', $2, 'Still there?')`,
        [ROW.sharedConversation, P.partner],
      );
      await s.as('owner');
      const ownerReads = await db.query(`select count(*)::int as n from public.messages where conversation_id = $1`, [ROW.sharedConversation]);
      const ownerPrivate = await s.attempt(
        `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'user', $2, 'Just for me')`,
        [ROW.privateConversation, P.owner],
      );
      return { partnerPosts, ownerReads: ownerReads.rows[0]?.n, ownerPrivate };
    });
    expect(result).toEqual({ partnerPosts: { code: 'P0001', message: CLOSED }, ownerReads: 6, ownerPrivate: null });
  });

  test('leaving: the leaver sees nothing more, nobody posts, and a fresh thread can then be started', async () => {
    const result = await scenario(db, P, async (s) => {
      await s.as('owner');
      await db.query(`select public.leave_conversation($1)`, [ROW.sharedConversation]);
      const ownerSees = await db.query(
        `select (select count(*)::int from public.conversations where id = $1) as threads,
                (select count(*)::int from public.messages where conversation_id = $1) as messages`,
        [ROW.sharedConversation],
      );
      const leaveAgain = await s.attempt(`select public.leave_conversation($1)`, [ROW.sharedConversation]);
      await s.as('partner');
      const partnerSees = await db.query(`select count(*)::int as n from public.messages where conversation_id = $1`, [ROW.sharedConversation]);
      const partnerPosts = await s.attempt(
        `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'user', $2, 'Hello?')`,
        [ROW.sharedConversation, P.partner],
      );
      await s.as('stranger');
      const strangerLeaves = await s.attempt(`select public.leave_conversation($1)`, [ROW.sharedConversation]);
      await s.as('owner');
      const fresh = await db.query(
        `insert into public.conversations (user_id, partner_user_id, title) values ($1, $2, 'Private chat') returning id, user_left_at, partner_left_at`,
        [P.owner, P.partner],
      );
      const freshId = fresh.rows[0]?.id as string;
      const postsInFresh = await s.attempt(
        `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'user', $2, 'A new start')`,
        [freshId, P.owner],
      );
      return {
        ownerSees: ownerSees.rows[0],
        leaveAgain,
        partnerSees: partnerSees.rows[0]?.n,
        partnerPosts,
        strangerLeaves,
        fresh: { user_left_at: fresh.rows[0]?.user_left_at, partner_left_at: fresh.rows[0]?.partner_left_at },
        postsInFresh,
      };
    });
    expect(result).toEqual({
      ownerSees: { threads: 0, messages: 0 },
      leaveAgain: null,
      partnerSees: 6,
      partnerPosts: { code: 'P0001', message: CLOSED },
      strangerLeaves: { code: 'P0001', message: 'Conversation not found.' },
      fresh: { user_left_at: null, partner_left_at: null },
      postsInFresh: null,
    });
  });

  test('no notification across a block, even for a message a trusted caller writes', async () => {
    const counts = await scenario(db, P, async () => {
      await db.query(
        `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'user', $2, 'From the blocked'), ($1, 'user', $3, 'From the blocker')`,
        [ROW.blockedConversation, P.blocked, P.owner],
      );
      return {
        owner: (await notificationsOf(db, P.owner)).rows.length,
        blocked: (await notificationsOf(db, P.blocked)).rows.length,
      };
    });
    expect(counts).toEqual({ owner: 0, blocked: 0 });
  });

  test('a block removes the accepted link, hides the blocker\'s consent, and AI communication stops even for the service role', async () => {
    const result = await scenario(db, P, async (s) => {
      await s.as('owner');
      await db.query(`select public.block_person($1)`, [P.partner]);
      await s.asOwnerOfDatabase();
      const links = await db.query(`select count(*)::int as n from public.relationships where id = $1`, [ROW.relationship]);
      await s.as('partner');
      const consent = await db.query(`select * from public.get_partner_consent($1)`, [P.owner]);
      await s.asOwnerOfDatabase();
      await db.query(`select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
      const ai = await s.attempt(
        `insert into public.ai_partner_communications (from_user_id, to_user_id, ai_message, trigger_type) values ($1, $2, 'x', 'emotional_bridging')`,
        [P.owner, P.partner],
      );
      return { links: links.rows[0]?.n, consent: consent.rows, ai };
    });
    expect(result).toEqual({
      links: 0,
      consent: [],
      ai: { code: 'P0001', message: 'AI communication needs an accepted connection between both people.' },
    });
  });

  test('a very long display name cannot stop a message: the notification title is cut at 300 characters', async () => {
    const titles = await scenario(db, P, async (s) => {
      await db.query(`update public.profiles set display_name = $2 where id = $1`, [P.owner, 'O'.repeat(400)]);
      await s.as('owner');
      await sendAs(db, P.owner, 'Hi');
      await s.asOwnerOfDatabase();
      return (await notificationsOf(db, P.partner)).rows.map((r) => String(r.title));
    });
    expect(titles).toHaveLength(1);
    expect(titles[0]).toHaveLength(300);
    expect(titles[0]?.startsWith('New Message from OOO')).toBe(true);
  });

  test('connect tokens: 43 characters of base64url, stable until renewed; a renewal kills the old link', async () => {
    const result = await scenario(db, P, async (s) => {
      await s.as('staff');
      const first = (await db.query(`select public.get_connect_invite() as t`)).rows[0]?.t as string;
      const again = (await db.query(`select public.get_connect_invite() as t`)).rows[0]?.t as string;
      const renewed = (await db.query(`select public.renew_connect_invite() as t`)).rows[0]?.t as string;
      const current = (await db.query(`select public.get_connect_invite() as t`)).rows[0]?.t as string;
      await s.as('stranger');
      const validity = await db.query(
        `select (select invite_valid from public.get_connection_profile_info($1, $2)) as old,
                (select invite_valid from public.get_connection_profile_info($1, $3)) as new,
                (select invite_valid from public.get_connection_profile_info($1, null)) as none`,
        [P.staff, first, renewed],
      );
      const withOld = await s.attempt(`select public.connect_with_invite($1, $2)`, [P.staff, first]);
      const withNew = await db.query(`select public.connect_with_invite($1, $2, 'friend') as id`, [P.staff, renewed]);
      const link = await db.query(`select user_id, related_user_id, relation_type, connection_state from public.relationships where id = $1`, [withNew.rows[0]?.id]);
      const twice = await s.attempt(`select public.connect_with_invite($1, $2)`, [P.staff, renewed]);
      const thread = await s.attempt(`insert into public.conversations (user_id, partner_user_id) values ($1, $2)`, [P.stranger, P.staff]);
      return { first, again, renewed, current, validity: validity.rows[0], withOld, link: link.rows, twice, thread };
    });
    expect(result.first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.again).toBe(result.first);
    expect(result.renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.renewed).not.toBe(result.first);
    expect(result.current).toBe(result.renewed);
    expect(result.validity).toEqual({ old: false, new: true, none: false });
    expect(result.withOld).toEqual({ code: 'P0001', message: INVITE_INVALID });
    expect(result.link).toEqual([{ user_id: P.stranger, related_user_id: P.staff, relation_type: 'friend', connection_state: 'accepted' }]);
    expect(result.twice).toEqual({ code: '23505', message: "You're already connected to this person." });
    expect(result.thread).toBeNull();
  });

  test('the invite secret, versions, declines and request log are readable by nobody but the owner role', async () => {
    const privileges = await db.query(
      `select t, r, has_table_privilege(r, 'private.' || t, 'select') as can_read
       from unnest(array['connect_invite_secret', 'connect_invites', 'connection_declines', 'connection_requests']) t,
            unnest(array['anon', 'authenticated', 'service_role']) r`,
    );
    expect(privileges.rows.filter((row) => row.can_read)).toEqual([]);
    const refused = await scenario(db, P, async (s) => {
      await s.as('owner');
      return s.attempt(`select secret from private.connect_invite_secret`);
    });
    expect(refused?.code).toBe('42501');
  });

  test('links that existed before the consent migration stay connected; a second run flips nothing', async () => {
    const fresh = await openTestDatabase();
    try {
      const consent = migrationFiles().findIndex((f) => f.endsWith('_contact_consent.sql'));
      await fresh.exec(bootstrapSql());
      for (const file of migrationFiles().slice(0, consent)) await fresh.exec(readFileSync(file, 'utf8'));
      await createSqlPeople(fresh, P);
      await fresh.query(`insert into public.relationships (user_id, related_user_id) values ($1, $2)`, [P.owner, P.partner]);
      for (const file of migrationFiles().slice(consent)) await fresh.exec(readFileSync(file, 'utf8'));
      await fresh.query(`insert into public.relationships (user_id, related_user_id) values ($1, $2)`, [P.requester, P.owner]);
      for (const file of migrationFiles().slice(consent)) await fresh.exec(readFileSync(file, 'utf8'));
      const states = await fresh.query(`select user_id, connection_state from public.relationships order by connection_state`);
      expect(states.rows).toEqual([
        { user_id: P.owner, connection_state: 'accepted' },
        { user_id: P.requester, connection_state: 'requested' },
      ]);
    } finally {
      await fresh.close();
    }
  });

  // ─── free-text caps (issue 16, item 2) ───────────────────────────────────────────────────────

  test('free text over its cap is refused with a clear 23514; text at the cap is stored', async () => {
    const over = (n: number) => 'x'.repeat(n + 1);
    const at = (n: number) => 'x'.repeat(n);
    const result = await scenario(db, P, async (s) => {
      await s.as('owner');
      const message = await s.attempt(
        `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'user', $2, $3)`,
        [ROW.sharedConversation, P.owner, over(10000)],
      );
      const messageAtCap = await s.attempt(
        `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'user', $2, $3)`,
        [ROW.sharedConversation, P.owner, at(10000)],
      );
      const edit = await s.attempt(`update public.messages set content = $2 where id = $1`, [ROW.msgUnseen, over(10000)]);
      const notes = await s.attempt(`update public.relationships set notes = $2 where id = $1`, [ROW.relationship, over(2000)]);
      const relationshipStatus = await s.attempt(`update public.relationships set relationship_status = $2 where id = $1`, [ROW.relationship, over(200)]);
      const info = await s.attempt(`update public.partner_info set info_data = jsonb_build_object('text', $2::text) where id = $1`, [ROW.partnerInfo, over(5000)]);
      const notificationTitle = await s.attempt(
        `insert into public.notifications (user_id, type, title, message) values ($1, 'ai_guidance', $2, 'x')`,
        [P.owner, over(300)],
      );
      const notificationMessage = await s.attempt(
        `insert into public.notifications (user_id, type, title, message) values ($1, 'ai_guidance', 'x', $2)`,
        [P.owner, over(1000)],
      );
      await s.as('anon');
      const feedback = (column: string, n: number) =>
        s.attempt(`insert into public.feedback (subject, message, ${column}) values ('s', 'm', $1)`, [over(n)]);
      const subject = await s.attempt(`insert into public.feedback (subject, message) values ($1, 'm')`, [over(200)]);
      const feedbackMessage = await s.attempt(`insert into public.feedback (subject, message) values ('s', $1)`, [over(5000)]);
      const name = await feedback('name', 200);
      const email = await feedback('email', 320);
      await s.as('staff');
      const adminNotes = await s.attempt(`update public.feedback set admin_notes = $2 where id = $1`, [ROW.feedback, over(5000)]);
      await s.asOwnerOfDatabase();
      await db.query(`select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
      const aiMessage = await s.attempt(
        `insert into public.ai_partner_communications (from_user_id, to_user_id, ai_message, trigger_type) values ($1, $2, $3, 'emotional_bridging')`,
        [P.owner, P.partner, over(5000)],
      );
      const partnerResponse = await s.attempt(`update public.ai_partner_communications set partner_response = $2 where id = $1`, [ROW.aiCommunication, over(5000)]);
      return {
        message, messageAtCap, edit, notes, relationshipStatus, info, notificationTitle, notificationMessage,
        subject, feedbackMessage, name, email, adminNotes, aiMessage, partnerResponse,
      };
    });
    const tooLong = (what: string, cap: string) => ({ code: '23514', message: `${what} too long (at most ${cap} characters).` });
    expect(result).toEqual({
      message: tooLong('Message is', '10,000'),
      messageAtCap: null,
      edit: tooLong('Message is', '10,000'),
      notes: tooLong('Notes are', '2,000'),
      relationshipStatus: tooLong('Relationship status is', '200'),
      info: tooLong('This note is', '5,000'),
      notificationTitle: tooLong('Notification title is', '300'),
      notificationMessage: tooLong('Notification message is', '1,000'),
      subject: tooLong('Subject is', '200'),
      feedbackMessage: tooLong('Message is', '5,000'),
      name: tooLong('Name is', '200'),
      email: tooLong('Email is', '320'),
      adminNotes: tooLong('Admin notes are', '5,000'),
      aiMessage: tooLong('AI message is', '5,000'),
      partnerResponse: tooLong('Response is', '5,000'),
    });
  });

  test('behind the messages, validated check constraints hold the caps for any writer', async () => {
    const constraints = await db.query(
      `select conrelid::regclass::text as tbl, conname, convalidated from pg_constraint
       where conname like '%\_max\_%\_chars' order by conname`,
    );
    // 13, and relationship_notes.notes since issue 33 (each side's notes on a link, own row).
    expect(constraints.rows).toHaveLength(14);
    expect(constraints.rows.every((row) => row.convalidated === true)).toBe(true);
    const bypass = await scenario(db, P, async (s) => {
      // Even with the message trigger out of the way (as the owner role could), the constraint refuses.
      await db.query(`alter table public.messages disable trigger messages_text_caps`);
      return s.attempt(
        `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'user', $2, $3)`,
        [ROW.sharedConversation, P.owner, 'x'.repeat(10001)],
      );
    });
    expect(bypass?.code).toBe('23514');
    expect(bypass?.message).toContain('messages_content_max_10000_chars');
  });
});
