// TOTP MFA through auth-js's mfa API: enroll, challenge, verify (the session becomes aal2 and the
// token says so), listFactors, getAuthenticatorAssuranceLevel, unenroll; a code is accepted once,
// and a verified factor is removed only from an aal2 session.
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { startBackend, type TestBackend } from '../harness';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: 'test/fixtures/supabase' });
});

afterAll(async () => {
  await backend?.stop();
});

const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), period: 30 }).generate();

it('enrolls a TOTP factor, verifies a code into an aal2 session, and refuses the same code again', async () => {
  const { client, email } = await backend.signUpUser();
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone', issuer: 'Shalom Bayit' });
  expect(enrolled.error).toBeNull();
  const factor = enrolled.data!;
  expect(factor).toMatchObject({ type: 'totp', friendly_name: 'phone' });
  expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/Shalom%20Bayit:/);
  expect(factor.totp.uri).toContain(encodeURIComponent(email));

  const unverified = await client.auth.mfa.listFactors();
  expect(unverified.data?.all).toEqual([expect.objectContaining({ id: factor.id, status: 'unverified', factor_type: 'totp' })]);

  const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
  expect(challenge.error).toBeNull();
  expect(challenge.data).toMatchObject({ type: 'totp', expires_at: expect.any(Number) });

  const code = codeFor(factor.totp.secret);
  const verified = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code });
  expect(verified.error).toBeNull();
  const claims = decodeJwt(verified.data!.access_token);
  expect(claims.aal).toBe('aal2');
  expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['totp', 'password']);

  const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  const factors = await client.auth.mfa.listFactors();
  expect(factors.data?.totp).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);

  // The same code, on a new challenge, is refused: an observed code cannot be replayed.
  const second = await client.auth.mfa.challenge({ factorId: factor.id });
  const replay = await client.auth.mfa.verify({ factorId: factor.id, challengeId: second.data!.id, code });
  expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

  // The refreshed session stays aal2.
  const refreshed = await client.auth.refreshSession();
  expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');
});

it('a wrong code is refused; a challenge is used once', async () => {
  const { client } = await backend.signUpUser();
  const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
  const challenge = await client.auth.mfa.challenge({ factorId: factor!.id });
  const right = codeFor(factor!.totp.secret);
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  const refused = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge.data!.id, code: wrong });
  expect(refused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
  const ok = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge.data!.id, code: right });
  expect(ok.error).toBeNull();
  const reused = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge.data!.id, code: right });
  // As GoTrue, a used challenge reads like one asked for elsewhere.
  expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
});

it('unenrolls a verified factor only from an aal2 session; another user cannot touch it', async () => {
  const { client, email, password } = await backend.signUpUser();
  const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
  const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
  await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: codeFor(factor!.totp.secret) });

  const other = await backend.signUpUser();
  const foreign = await other.client.auth.mfa.unenroll({ factorId: factor!.id });
  expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });

  const aal1 = backend.client();
  await aal1.auth.signInWithPassword({ email, password });
  const level = await aal1.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  const refused = await aal1.auth.mfa.unenroll({ factorId: factor!.id });
  expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

  const removed = await client.auth.mfa.unenroll({ factorId: factor!.id });
  expect(removed.error).toBeNull();
  expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
});

it('once a factor is verified, an aal1 session (a password alone) can neither enroll nor verify another', async () => {
  const { client, email, password } = await backend.signUpUser();
  const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'first' });
  const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
  await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: codeFor(factor!.totp.secret) });
  // The owner's aal2 session may add one (enrolments pending before the verification are gone:
  // mfa-challenges.test.ts).
  const spare = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'spare' });
  expect(spare.error).toBeNull();
  const pending = spare.data;

  const thief = backend.client();
  await thief.auth.signInWithPassword({ email, password });
  const enrolled = await thief.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'thief' });
  expect(enrolled.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
  const spareChallenge = await thief.auth.mfa.challenge({ factorId: pending!.id });
  const verified = await thief.auth.mfa.verify({
    factorId: pending!.id,
    challengeId: spareChallenge.data!.id,
    code: codeFor(pending!.totp.secret),
  });
  expect(verified.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
});

it('refuses phone factors with GoTrue\'s error', async () => {
  const { client } = await backend.signUpUser();
  const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
  expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
});

it('refuses WebAuthn factors with GoTrue\'s error while config.toml leaves [auth.mfa.web_authn] off', async () => {
  const { client } = await backend.signUpUser();
  const webauthn = await client.auth.mfa.webauthn.enroll({ friendlyName: 'key' });
  expect(webauthn.error).toMatchObject({ status: 422, code: 'mfa_webauthn_enroll_not_enabled' });
});
