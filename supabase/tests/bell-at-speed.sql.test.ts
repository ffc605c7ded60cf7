// Issue 36, item 6: the bell's check (private.notification_in_bell, in the notifications policy)
// runs inlined since 20261201000300 instead of as one call per row. These tests hold that nothing
// else moved: every person reads the same notifications, row for row, as under the previous
// definition (20261130001200, put back inside the test's transaction); no search_path the caller
// sets changes what the check means; the function keeps its rights. Runs on in-memory PGlite, or
// on PostgreSQL when TEST_DATABASE_URL is set.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SQL_PEOPLE, repoRoot } from './rls/sql-runner';
import { sqlSession } from './rls/sql-session';
import { openFixtureDatabase, type TestDatabase } from './rls/test-database';

const P = SQL_PEOPLE;
type Who = 'owner' | 'partner' | 'stranger' | 'staff' | 'requester' | 'blocked' | 'guest';
const PEOPLE: Who[] = ['owner', 'partner', 'stranger', 'staff', 'requester', 'blocked', 'guest'];

/** Every kind the product writes, the check-in's own, and near misses of the two kept out. */
const KINDS = [
  'new_message', 'connection_request', 'connection_accepted', 'ai_communication', 'anniversary_note',
  'checkin_invitation', 'checkin_reminder', 'checkin_first_checkin', 'checkin_milestone_10', 'checkin_anniversary',
  'Checkin_invitation', 'CHECKIN_REMINDER', 'checkin_invitation ', ' checkin_reminder', 'checkin_', 'checkin', '',
];

/** 20261130001200's definition, the one before the bell was made fast. */
const BEFORE = readFileSync(join(repoRoot, 'supabase', 'migrations', '20261130001200_checkin_milestones_in_the_bell.sql'), 'utf8');

/** What the app reads for the bell and writes from it (mf-messages notificationsApi). */
const BELL_READS = {
  latest: (me: string) =>
    [`select id, type, title, message, data, read, created_at from public.notifications
      where user_id = $1 order by created_at desc limit 50`, [me]] as const,
  all: () => [`select id, user_id, type, read from public.notifications order by created_at desc, id`, []] as const,
  unread: (me: string) => [`select count(*)::int as n from public.notifications where user_id = $1 and not read`, [me]] as const,
  markAllRead: (me: string) =>
    [`update public.notifications set read = true where user_id = $1 and read = false returning id, type`, [me]] as const,
  removeEach: () => [`delete from public.notifications returning id, type`, []] as const,
};

describe('the bell at speed (20261201000300): same rows, same rights', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openFixtureDatabase(P);
    // Each person but the guest gets one notification of every kind, read and unread, a minute apart.
    await db.query(
      `insert into public.notifications (user_id, type, title, message, read, created_at)
       select who.id, k.kind, 'Title ' || k.n, 'Message ' || k.n, r.read,
              now() - (k.n * 2 + r.read::int) * interval '1 minute' - who.n * interval '1 second'
       from unnest($1::uuid[]) with ordinality as who (id, n),
            unnest($2::text[]) with ordinality as k (kind, n),
            (values (false), (true)) as r (read)`,
      [PEOPLE.filter((who) => who !== 'guest').map((who) => P[who]), KINDS],
    );
  });

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(() => db.query('begin'));
  afterEach(() => db.query('rollback'));

  const session = sqlSession({ query: (sql, params) => db.query(sql, params) }, P);

  /** What each person reads and writes through the bell, each in a savepoint rolled back after. */
  async function bellOfEveryone(): Promise<Record<string, unknown>> {
    const seen: Record<string, unknown> = {};
    for (const who of PEOPLE) {
      for (const [name, statement] of Object.entries(BELL_READS)) {
        const [sql, params] = statement(P[who]);
        await db.query('savepoint bell');
        await session.as(who);
        seen[`${who} ${name}`] = (await db.query(sql, [...params])).rows;
        await db.query('rollback to savepoint bell');
      }
    }
    await session.asOwnerOfDatabase();
    return seen;
  }

  test('every person reads and changes the same notifications, row for row, as before', async () => {
    const now = await bellOfEveryone();
    await db.exec(BEFORE);
    const before = await bellOfEveryone();
    expect(now).toEqual(before);
    // The comparison is not empty: the owner sees every kind but the invitation and the reminder.
    // (The fixture gave the owner one more: a new message, unread.)
    const latest = (now['owner latest'] as { type: string; title: string }[]).filter((row) => row.title.startsWith('Title '));
    expect(latest).toHaveLength(2 * (KINDS.length - 2));
    expect(new Set(latest.map((row) => row.type))).toEqual(new Set(KINDS.filter((k) => k !== 'checkin_invitation' && k !== 'checkin_reminder')));
    expect(now['owner unread']).toEqual([{ n: KINDS.length - 2 + 1 }]);
    expect((now['owner markAllRead'] as unknown[]).length).toBe(KINDS.length - 2 + 1);
    // Nobody reads another's, and a guest reads none.
    expect((now['partner all'] as { user_id: string }[]).every((row) => row.user_id === P.partner)).toBe(true);
    expect(now['guest all']).toEqual([]);
  });

  test('the check answers as before for every kind, and null', async () => {
    const { rows } = await db.query(
      `select k.kind, private.notification_in_bell(k.kind) as bell from unnest($1::text[]) as k (kind) order by k.kind nulls first`,
      [[...KINDS, null]],
    );
    await db.exec(BEFORE);
    const before = await db.query(
      `select k.kind, private.notification_in_bell(k.kind) as bell from unnest($1::text[]) as k (kind) order by k.kind nulls first`,
      [[...KINDS, null]],
    );
    expect(rows).toEqual(before.rows);
    expect(rows.filter((row) => row.bell === false).map((row) => row.kind)).toEqual(['checkin_invitation', 'checkin_reminder']);
    expect(rows.find((row) => row.kind === null)?.bell).toBe(true);
  });

  test('the policy runs the check in place, not as a call per row', async () => {
    await session.as('owner');
    const { rows } = await db.query(
      `explain (verbose, costs off) select id from public.notifications where user_id = $1 order by created_at desc limit 50`,
      [P.owner],
    );
    const plan = rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    expect(plan).toMatch(/checkin_invitation,checkin_reminder/);
    expect(plan).not.toMatch(/notification_in_bell/);
  });

  test("a caller's search_path cannot change what the check means", async () => {
    // An operator that would let every check-in row through, if the check resolved `<>` by name.
    await db.query('create schema hostile');
    await db.query(`create function hostile.always(text, text) returns boolean language sql immutable as 'select true'`);
    await db.query('create operator hostile.<> (leftarg = text, rightarg = text, function = hostile.always)');
    await db.query('grant usage on schema hostile to authenticated');
    await db.query('grant execute on function hostile.always(text, text) to authenticated');
    const calm = await bellOfEveryone();
    await db.query(`select set_config('search_path', 'hostile, pg_catalog, public', true)`);
    const hostile = await bellOfEveryone();
    expect(hostile).toEqual(calm);
    // The operator is live for anything that names `<>` unqualified under this search_path.
    expect((await db.query(`select 'checkin_reminder'::text <> 'checkin_reminder'::text as differs`)).rows).toEqual([{ differs: true }]);
  });

  test('the function keeps its rights: immutable, not security definer, run by authenticated and service_role only', async () => {
    const { rows } = await db.query(
      `select p.provolatile as volatility, p.prosecdef as definer, p.prolang = (select oid from pg_language where lanname = 'sql') as sql,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              has_function_privilege('service_role', p.oid, 'execute') as service_role,
              exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE') as everyone
       from pg_proc p where p.oid = 'private.notification_in_bell(text)'::regprocedure`,
    );
    expect(rows).toEqual([{ volatility: 'i', definer: false, sql: true, anon: false, authenticated: true, service_role: true, everyone: false }]);
    // The policies are the ones 20261125000100 and 20261130001000 made, word for word.
    const policy = await db.query(
      `select cmd, roles::text[] as roles, qual, with_check from pg_policies
       where schemaname = 'public' and tablename = 'notifications' order by policyname`,
    );
    expect(policy.rows).toEqual([
      { cmd: 'ALL', roles: ['authenticated'], qual: '(NOT ( SELECT private.is_guest() AS is_guest))', with_check: '(NOT ( SELECT private.is_guest() AS is_guest))' },
      {
        cmd: 'ALL',
        roles: ['authenticated'],
        qual: '((user_id = ( SELECT auth.uid() AS uid)) AND private.notification_in_bell(type))',
        with_check: '(user_id = ( SELECT auth.uid() AS uid))',
      },
    ]);
  });
});
