// Anonymous feedback is limited per sender (migration 20261125000200), in SQL as PostgREST runs a
// request: role anon, and the sender's address in request.headers' x-forwarded-for (which backend/
// sets from the socket; feedback-submissions.test.ts proves a client cannot choose it).
import { applyMigrations, openTestDatabase, type TestDatabase } from './rls/test-database';

const TOO_MUCH = 'Too much feedback is arriving right now. Please try again in a few minutes.';

let db: TestDatabase;

/** One anonymous submission from `forwardedFor` (no header when null); the refusal's message, or null. */
async function submit(forwardedFor: string | null, subject = 'S'): Promise<string | null> {
  await db.query('begin');
  try {
    await db.query(
      `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
              set_config('request.headers', $1, true)`,
      [JSON.stringify(forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor })],
    );
    await db.query(`insert into public.feedback (subject, message) values ($1, 'M')`, [subject]);
    await db.query('commit');
    return null;
  } catch (error) {
    await db.query('rollback');
    return (error as Error).message;
  }
}

async function submitMany(forwardedFor: string | null, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) expect(await submit(forwardedFor, `S${i}`)).toBeNull();
}

beforeAll(async () => {
  db = await openTestDatabase();
  await applyMigrations(db);
});

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await db.query('delete from public.feedback');
});

test('one sender gets 30 rows in 10 minutes; another sender is not held up by it', async () => {
  await submitMany('198.51.100.7', 30);
  expect(await submit('198.51.100.7')).toBe(TOO_MUCH);
  expect(await submit('203.0.113.9')).toBeNull();
  // Rows older than 10 minutes no longer count.
  await db.query(`update public.feedback set created_at = now() - interval '11 minutes'`);
  expect(await submit('198.51.100.7')).toBeNull();
});

test('the first entry of a forwarded chain is the sender', async () => {
  await submitMany('198.51.100.7, 10.0.0.1', 30);
  expect(await submit('198.51.100.7')).toBe(TOO_MUCH);
  expect(await submit('10.0.0.1')).toBeNull();
});

test('an IPv6 sender is its /64: fresh addresses in one network share its 30', async () => {
  for (let i = 0; i < 30; i += 1) expect(await submit(`2001:db8:1:2::${(i + 1).toString(16)}`)).toBeNull();
  expect(await submit('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(TOO_MUCH);
  expect(await submit('2001:db8:1:3::1')).toBeNull();
});

test('an IPv4 client seen through a dual-stack socket (::ffff:a.b.c.d) is that IPv4 sender', async () => {
  await submitMany('::ffff:198.51.100.7', 30);
  expect(await submit('198.51.100.7')).toBe(TOO_MUCH);
  expect(await submit('::ffff:198.51.100.8')).toBeNull();
});

test('without a usable address the request is one sender, "unknown"', async () => {
  await submitMany(null, 15);
  await submitMany('not an address', 15);
  expect(await submit(null)).toBe(TOO_MUCH);
  expect(await submit('198.51.100.7')).toBeNull();
});

test('all anonymous rows together stop at 300 per 10 minutes', async () => {
  // 300 anonymous rows already in (written by the owner, so no sender limit applied to them).
  await db.query(`insert into public.feedback (subject, message) select 'S' || n, 'M' from generate_series(1, 300) n`);
  expect(await submit('192.0.2.44')).toBe(TOO_MUCH);
  await db.query(`update public.feedback set created_at = now() - interval '11 minutes'`);
  expect(await submit('192.0.2.44')).toBeNull();
});

test('a signed-in user\'s rows do not count as anyone\'s anonymous rows', async () => {
  const { rows } = await db.query(
    `insert into auth.users (id, aud, role, email) values (gen_random_uuid(), 'authenticated', 'authenticated', 'ada@senders.test') returning id`,
  );
  const ada = rows[0]!.id as string;
  await db.query(`insert into public.feedback (user_id, subject, message) select $1, 'S', 'M' from generate_series(1, 40)`, [ada]);
  expect(await submit('198.51.100.7')).toBeNull();
});
