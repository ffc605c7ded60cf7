// The RLS matrix (./rls/matrix.ts: actors × tables × select/insert/update/delete, the RPCs and the
// storage paths, with the attacks of issue 4) driven through supabase-js against the real backend
// on PGlite (or PostgreSQL with TEST_DATABASE_URL). The fixture is restored after every cell that
// writes. rls-matrix.sql.test.ts proves the same cells in SQL without the HTTP layer.
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type TestBackend } from '../../backend/test/harness';
import { fixtureImagePath, fixtureTokens, readRow, resetFixture, type Actor, type People, type SqlQueryable } from './rls/fixture';
import { judge } from './rls/judge';
import { describeCell, matrix, mutates, resolvePeople } from './rls/matrix';
import { BUCKET } from './rls/sql-runner';
import { PNG_BYTES, runCellWithSupabaseJs } from './rls/supabase-js-runner';

describe('RLS matrix through supabase-js and the backend', () => {
  let backend: TestBackend;
  let people: People;
  /** The people's ids and the owner's connect tokens, for the cells' placeholders. */
  let values: People;
  let clients: Record<Actor, SupabaseClient>;
  let ownerSql: SqlQueryable;
  let dirty = false;

  beforeAll(async () => {
    // Anonymous sign-in is off by default; on here so the guest actor exists (issue: guests are visitors).
    backend = await startBackend({ env: { AUTH_ANONYMOUS_SIGN_INS: 'true' } });
    ownerSql = { query: (sql, params) => backend.sql(sql, params) };
    const [owner, partner, stranger, staff, requester, blocked] = await Promise.all([
      backend.signUpUser(),
      backend.signUpUser(),
      backend.signUpUser(),
      backend.signUpUser(),
      backend.signUpUser(),
      backend.signUpUser(),
    ]);
    const guest = backend.client();
    const { data: guestSignIn, error: guestError } = await guest.auth.signInAnonymously();
    if (guestError || !guestSignIn.user) throw new Error(`anonymous sign-in failed: ${guestError?.message}`);
    people = {
      owner: owner.user.id,
      partner: partner.user.id,
      stranger: stranger.user.id,
      staff: staff.user.id,
      requester: requester.user.id,
      blocked: blocked.user.id,
      guest: guestSignIn.user.id,
    };
    clients = {
      anon: backend.client(),
      owner: owner.client,
      partner: partner.client,
      stranger: stranger.client,
      staff: staff.client,
      requester: requester.client,
      blocked: blocked.client,
      guest,
      service: backend.client({ key: 'service_role' }),
    };
    await resetFixture(ownerSql, people);
    values = { ...people, ...(await fixtureTokens(ownerSql, people)) };
    // The owner's feedback image that the "sign" cells ask for. A failure here is not thrown: only
    // the storage cells depend on it, and they then fail with the storage error themselves.
    await owner.client.storage
      .from(BUCKET)
      .upload(fixtureImagePath(people), new Blob([PNG_BYTES], { type: 'image/png' }), { contentType: 'image/png' });
  });

  afterAll(async () => {
    await backend?.stop();
  });

  test.each(matrix.map((c) => [describeCell(c), c] as const))('%s', async (_label, c) => {
    if (dirty) {
      await resetFixture(ownerSql, people);
      dirty = false;
    }
    const outcome = await runCellWithSupabaseJs(clients, c, values);
    dirty = mutates(c);
    const after = c.after ? await readRow(ownerSql, c.after.table, resolvePeople(c.after.id, values)) : undefined;
    expect(judge(c, outcome, after, values)).toBe('as expected');
  });
});
