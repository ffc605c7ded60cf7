// Server-side behaviour of the schema that is not a permission cell: the new-message notification,
// default notification preferences, thread ordering, consent expiry, idempotent migrations and the
// demo seed. Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetFixture, ROW } from './rls/fixture';
import { SQL_PEOPLE, createSqlPeople, migrationFiles, repoRoot } from './rls/sql-runner';
import { applyMigrations, openTestDatabase, type TestDatabase } from './rls/test-database';

const P = SQL_PEOPLE;

interface Scenario {
  /** Continue as this person (or anon), like a PostgREST request with their JWT. */
  as(who: keyof typeof P | 'anon'): Promise<void>;
  /** Continue as the database owner (no RLS), to arrange or inspect. */
  asOwnerOfDatabase(): Promise<void>;
  /** Runs a statement that may fail, keeping the transaction usable; returns the error or null. */
  attempt(sql: string, params?: unknown[]): Promise<{ code?: string; message?: string } | null>;
}

/** Runs steps in one transaction that is always rolled back, so scenarios do not leak. */
async function scenario<T>(db: TestDatabase, steps: (s: Scenario) => Promise<T>): Promise<T> {
  await db.query('begin');
  const s: Scenario = {
    async as(who) {
      const claims = who === 'anon' ? { role: 'anon' } : { sub: P[who], role: 'authenticated' };
      await db.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
        who === 'anon' ? 'anon' : 'authenticated',
        JSON.stringify(claims),
      ]);
    },
    async asOwnerOfDatabase() {
      await db.query('reset role');
    },
    async attempt(sql, params) {
      await db.query('savepoint attempt');
      try {
        await db.query(sql, params);
        await db.query('release savepoint attempt');
        return null;
      } catch (error) {
        await db.query('rollback to savepoint attempt');
        const e = error as { code?: string; message?: string };
        return { code: e.code, message: e.message };
      }
    },
  };
  try {
    return await steps(s);
  } finally {
    await db.query('rollback');
  }
}

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
    db = await openTestDatabase();
    await applyMigrations(db);
    await createSqlPeople(db, P);
    await resetFixture(db, P);
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
    const result = await scenario(db, async (s) => {
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
    const titles = await scenario(db, async (s) => {
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

  test('the notification body stops at 500 characters plus an ellipsis', async () => {
    const long = 'שלום '.repeat(150); // 750 characters
    const exact = 'x'.repeat(500);
    const bodies = await scenario(db, async (s) => {
      await s.as('owner');
      await sendAs(db, P.owner, long);
      await sendAs(db, P.owner, exact);
      await s.asOwnerOfDatabase();
      return (await notificationsOf(db, P.partner)).rows.map((r) => String(r.message));
    });
    expect(bodies).toEqual([`${long.slice(0, 500)}…`, exact]);
  });

  test('no notification when the recipient turned new_messages off, nor for a private AI chat', async () => {
    const counts = await scenario(db, async (s) => {
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
    const result = await scenario(db, async (s) => {
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
    const consent = await scenario(db, async (s) => {
      await db.query(`update public.partner_communication_consent set temporal_consent_until = current_date - 1 where id = $1`, [
        ROW.consentOwnerToPartner,
      ]);
      await s.as('partner');
      return (await db.query(`select share_context, emotional_bridging, timing_optimization, conflict_mediation from public.get_partner_consent($1)`, [P.owner])).rows;
    });
    expect(consent).toEqual([{ share_context: false, emotional_bridging: false, timing_optimization: false, conflict_mediation: false }]);
  });

  test('relationship rules answer with human messages', async () => {
    const errors = await scenario(db, async (s) => {
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
         from auth.users order by email`,
      );
      expect(users.rows).toEqual([
        { email: 'david@demo.shalombayit.app', password_ok: true, confirmed: true },
        { email: 'sarah@demo.shalombayit.app', password_ok: true, confirmed: true },
        { email: 'staff@demo.shalombayit.app', password_ok: true, confirmed: true },
      ]);
      const world = await fresh.query(`select
          (select count(*)::int from public.profiles) as profiles,
          (select count(*)::int from public.relationships where relation_type = 'spouse') as spouses,
          (select count(*)::int from public.messages m join public.conversations c on c.id = m.conversation_id where c.partner_user_id is not null) as shared_messages,
          (select count(*)::int from public.messages where sender_type = 'ai' and metadata ? 'torah_sources') as ai_replies,
          (select count(*)::int from public.partner_communication_consent where share_context) as consents,
          (select count(*)::int from public.staff_members) as staff,
          (select count(*)::int from public.notification_preferences) as preferences`);
      expect(world.rows[0]).toEqual({ profiles: 3, spouses: 1, shared_messages: 4, ai_replies: 2, consents: 2, staff: 1, preferences: 3 });
    } finally {
      await fresh.close();
    }
  });
});
