// Row-level security end to end through supabase-js: each request runs as its caller; the
// fixture's owner policies decide; the service role bypasses them, as on Supabase.
import { startBackend, type SignedUpUser, type TestBackend } from '../test/harness';

const FIXTURE = `${__dirname}/../test/fixtures/supabase`;

let backend: TestBackend;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: FIXTURE });
  alice = await backend.signUpUser();
  bob = await backend.signUpUser();
  const inserted = await alice.client.from('notes').insert({ body: 'alice only' });
  expect(inserted.error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

it('authenticated users see only their own rows', async () => {
  const own = await alice.client.from('notes').select('body, owner_id');
  expect(own.error).toBeNull();
  expect(own.data).toEqual([{ body: 'alice only', owner_id: alice.user.id }]);
  const other = await bob.client.from('notes').select('body');
  expect(other.error).toBeNull();
  expect(other.data).toEqual([]);
});

it('anon sees nothing', async () => {
  const anon = await backend.client().from('notes').select('body');
  expect(anon.error).toBeNull();
  expect(anon.data).toEqual([]);
});

it('the service role bypasses RLS', async () => {
  const all = await backend.client({ key: 'service_role' }).from('notes').select('body').order('body');
  expect(all.error).toBeNull();
  expect(all.data).toEqual([{ body: 'alice only' }, { body: 'seeded note' }]);
});

it('a forbidden insert gets PostgREST’s 42501 error', async () => {
  const forged = await bob.client.from('notes').insert({ body: 'as alice', owner_id: alice.user.id });
  expect(forged.error).toMatchObject({
    code: '42501',
    message: 'new row violates row-level security policy for table "notes"',
  });
  expect(forged.status).toBe(403);
});
