// What GoTrue does around MFA challenges and enrolments, beyond the happy path (mfa-totp.test.ts):
// a challenge is answered only from the address that asked for it (behind a trusted proxy, the
// client X-Forwarded-For names), an expired one is removed, an abandoned enrolment does not linger,
// and verifying one TOTP factor removes the user's other pending ones.
import { Secret, TOTP } from 'otpauth';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: 'test/fixtures/supabase', env: { TRUSTED_PROXIES: '127.0.0.1/32, ::1' } });
});

afterAll(async () => {
  await backend?.stop();
});

const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), period: 30 }).generate();

/** POST to the auth API as the user, from `from` (the client the trusted proxy names). */
async function post(user: SignedUpUser, path: string, from: string, body: unknown = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${backend.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${user.session.access_token}`,
      'content-type': 'application/json',
      'x-forwarded-for': from,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function enrollTotp(user: SignedUpUser, friendlyName?: string): Promise<{ id: string; secret: string }> {
  const { data, error } = await user.client.auth.mfa.enroll({ factorType: 'totp', ...(friendlyName ? { friendlyName } : {}) });
  if (error) throw error;
  return { id: data.id, secret: data.totp.secret };
}

const MISMATCH = { code: 'mfa_ip_address_mismatch', message: 'Challenge and verify IP addresses mismatch.' };

it('answers a challenge only from the address that asked for it, and keeps it for that address', async () => {
  const user = await backend.signUpUser();
  const factor = await enrollTotp(user);
  const challenge = await post(user, `/factors/${factor.id}/challenge`, '198.51.100.7');
  expect(challenge.status).toBe(200);
  const challengeId = challenge.body.id as string;

  const elsewhere = await post(user, `/factors/${factor.id}/verify`, '203.0.113.9', { challenge_id: challengeId, code: codeFor(factor.secret) });
  expect(elsewhere).toMatchObject({ status: 422, body: MISMATCH });

  const here = await post(user, `/factors/${factor.id}/verify`, '198.51.100.7', { challenge_id: challengeId, code: codeFor(factor.secret) });
  expect(here.status).toBe(200);
  expect(here.body.access_token).toEqual(expect.any(String));
  // Used: refused in the same words, from anywhere.
  const again = await post(user, `/factors/${factor.id}/verify`, '198.51.100.7', { challenge_id: challengeId, code: codeFor(factor.secret) });
  expect(again).toMatchObject({ status: 422, body: MISMATCH });
});

it('removes a challenge that has expired when it is answered', async () => {
  const user = await backend.signUpUser();
  const factor = await enrollTotp(user);
  const challenge = await post(user, `/factors/${factor.id}/challenge`, '198.51.100.8');
  const challengeId = challenge.body.id as string;
  await backend.sql("update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1", [challengeId]);
  const late = await post(user, `/factors/${factor.id}/verify`, '198.51.100.8', { challenge_id: challengeId, code: codeFor(factor.secret) });
  expect(late).toMatchObject({ status: 422, body: { code: 'mfa_challenge_expired' } });
  expect(late.body.message).toBe(`MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`);
  expect((await backend.sql('select 1 from auth.mfa_challenges where id = $1', [challengeId])).rows).toHaveLength(0);
  const gone = await post(user, `/factors/${factor.id}/verify`, '198.51.100.8', { challenge_id: challengeId, code: codeFor(factor.secret) });
  expect(gone).toMatchObject({ status: 404, body: { code: 'mfa_challenge_not_found' } });
});

it('an enrolment abandoned for more than 5 minutes, never challenged, goes at the next enrolment', async () => {
  const user = await backend.signUpUser();
  const abandoned = await enrollTotp(user, 'old phone');
  const challenged = await enrollTotp(user, 'tablet');
  const recent = await enrollTotp(user, 'new phone');
  await post(user, `/factors/${challenged.id}/challenge`, '198.51.100.9');
  await backend.sql("update auth.mfa_factors set created_at = now() - interval '301 seconds' where id = any($1::uuid[])", [
    [abandoned.id, challenged.id],
  ]);
  const next = await enrollTotp(user, 'laptop');
  const left = await backend.sql<{ id: string }>('select id from auth.mfa_factors where user_id = $1 order by friendly_name', [user.user.id]);
  // laptop, new phone, tablet: the abandoned one is gone, and its name is free again.
  expect(left.rows.map((row) => row.id)).toEqual([next.id, recent.id, challenged.id]);
  expect((await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'old phone' })).error).toBeNull();
});

it("verifying one TOTP factor removes the user's other pending TOTP enrolments, not other users'", async () => {
  const user = await backend.signUpUser();
  const other = await backend.signUpUser();
  const pending = await enrollTotp(user, 'spare');
  const othersPending = await enrollTotp(other, 'spare');
  const factor = await enrollTotp(user, 'main');
  const challenge = await post(user, `/factors/${factor.id}/challenge`, '198.51.100.10');
  const verified = await post(user, `/factors/${factor.id}/verify`, '198.51.100.10', { challenge_id: challenge.body.id, code: codeFor(factor.secret) });
  expect(verified.status).toBe(200);
  const mine = await backend.sql<{ id: string; status: string }>('select id, status::text from auth.mfa_factors where user_id = $1', [user.user.id]);
  expect(mine.rows).toEqual([{ id: factor.id, status: 'verified' }]);
  expect((await backend.sql('select 1 from auth.mfa_factors where id = $1', [othersPending.id])).rows).toHaveLength(1);
  expect(pending.id).not.toBe(factor.id);
});

it("a verification ends the user's sessions still at aal1 (a stolen password's), not the verifying one", async () => {
  const user = await backend.signUpUser();
  const elsewhere = backend.client();
  expect((await elsewhere.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
  const factor = await enrollTotp(user);
  const challenge = await post(user, `/factors/${factor.id}/challenge`, '198.51.100.11');
  const verified = await post(user, `/factors/${factor.id}/verify`, '198.51.100.11', { challenge_id: challenge.body.id, code: codeFor(factor.secret) });
  expect(verified.status).toBe(200);

  const refusedRefresh = await elsewhere.auth.refreshSession();
  expect(refusedRefresh.error).toMatchObject({ status: 400 });
  const sessions = await backend.sql<{ aal: string }>('select aal::text from auth.sessions where user_id = $1', [user.user.id]);
  expect(sessions.rows).toEqual([{ aal: 'aal2' }]);
  const ownRefresh = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: verified.body.refresh_token }),
  });
  expect(ownRefresh.status).toBe(200);
});
