// WebAuthn MFA factors through auth-js's mfa API with a software authenticator (real P-256 keys,
// CBOR and signatures): enroll, the registration ceremony (challenge `create`, verify → aal2),
// the authentication ceremony (challenge `request` naming the credential, verify → aal2), the
// signature counter, the relying party from config.toml's [auth.webauthn] (not the request's),
// one attempt per challenge, and GoTrue's errors.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { startBackend, type TestBackend } from '../harness';
import { SoftwareAuthenticator, type SoftwareCredential } from './webauthn-authenticator';

const RP_ID = 'localhost';
const ORIGIN = 'http://localhost:5173';

let backend: TestBackend;
let projectDir: string;

beforeAll(async () => {
  projectDir = mkdtempSync(join(tmpdir(), 'shalom-webauthn-'));
  mkdirSync(join(projectDir, 'migrations'));
  writeFileSync(
    join(projectDir, 'config.toml'),
    `[auth.mfa.web_authn]
enroll_enabled = true
verify_enabled = true

[auth.webauthn]
rp_display_name = "Shalom Bayit tests"
rp_id = "${RP_ID}"
rp_origins = ["${ORIGIN}"]
`,
  );
  backend = await startBackend({ supabaseDir: projectDir });
});

afterAll(async () => {
  await backend?.stop();
  rmSync(projectDir, { recursive: true, force: true });
});

type Options = { challenge: ArrayBuffer; rp?: { id: string; name: string }; user?: { name: string }; allowCredentials?: { id: ArrayBuffer }[] };

async function challenge(client: SupabaseClient, factorId: string, rpId = RP_ID) {
  const result = await client.auth.mfa.challenge({ factorId, webauthn: { rpId, rpOrigins: [ORIGIN] } });
  expect(result.error).toBeNull();
  const data = result.data as unknown as {
    id: string;
    type: string;
    expires_at: number;
    webauthn: { type: 'create' | 'request'; credential_options: { publicKey: Options } };
  };
  return data;
}

function verify(client: SupabaseClient, factorId: string, challengeId: string, type: 'create' | 'request', credential: SoftwareCredential) {
  return client.auth.mfa.verify({
    factorId,
    challengeId,
    webauthn: { type, rpId: RP_ID, rpOrigins: [ORIGIN], credential_response: credential as never },
  } as never);
}

/** Enrolls and registers a factor; the authenticator holding its credential. */
async function registered(client: SupabaseClient, friendlyName: string) {
  const { data: factor } = await client.auth.mfa.webauthn.enroll({ friendlyName });
  const authenticator = new SoftwareAuthenticator();
  const begun = await challenge(client, factor!.id);
  const credential = authenticator.create({ challenge: begun.webauthn.credential_options.publicKey.challenge, rpId: RP_ID, origin: ORIGIN });
  const verified = await verify(client, factor!.id, begun.id, 'create', credential);
  expect(verified.error).toBeNull();
  return { factorId: factor!.id, authenticator };
}

it('enrolls a WebAuthn factor, registers a credential into an aal2 session, then signs in with it', async () => {
  const { client, email, password } = await backend.signUpUser();
  const enrolled = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Security key' });
  expect(enrolled.error).toBeNull();
  expect(enrolled.data).toEqual({ id: expect.any(String), type: 'webauthn', friendly_name: 'Security key' });
  const factorId = enrolled.data!.id;
  expect((await client.auth.mfa.listFactors()).data?.all).toEqual([
    expect.objectContaining({ id: factorId, factor_type: 'webauthn', status: 'unverified' }),
  ]);

  // The relying party is config.toml's, whatever rpId the page sends.
  const begun = await challenge(client, factorId, 'evil.example');
  expect(begun).toMatchObject({ type: 'webauthn', expires_at: expect.any(Number), webauthn: { type: 'create' } });
  const creation = begun.webauthn.credential_options.publicKey;
  expect(creation.rp).toEqual({ id: RP_ID, name: 'Shalom Bayit tests' });
  expect(creation.user?.name).toBe(email);
  expect(creation).toMatchObject({ attestation: 'none' });
  expect(creation.challenge.byteLength).toBeGreaterThanOrEqual(16);

  const authenticator = new SoftwareAuthenticator();
  const registration = authenticator.create({ challenge: creation.challenge, rpId: RP_ID, origin: ORIGIN });
  const verified = await verify(client, factorId, begun.id, 'create', registration);
  expect(verified.error).toBeNull();
  const claims = decodeJwt(verified.data!.access_token);
  expect(claims.aal).toBe('aal2');
  expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['mfa/webauthn', 'password']);
  // GoTrue's factor fields: the authenticator's AAGUID (all zeros for this one) and the last challenge.
  expect((await client.auth.mfa.listFactors()).data?.webauthn).toEqual([
    expect.objectContaining({
      id: factorId,
      factor_type: 'webauthn',
      status: 'verified',
      web_authn_aaguid: '00000000-0000-0000-0000-000000000000',
      last_challenged_at: expect.any(String),
    }),
  ]);

  // A new sign-in with the password alone is aal1 and must pass the authentication ceremony.
  const device = backend.client();
  await device.auth.signInWithPassword({ email, password });
  expect((await device.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  const login = await challenge(device, factorId);
  expect(login.webauthn.type).toBe('request');
  const request = login.webauthn.credential_options.publicKey;
  expect(request.allowCredentials?.map((allowed) => Buffer.from(allowed.id).toString('base64url'))).toEqual([
    authenticator.credentialId.toString('base64url'),
  ]);
  const assertion = authenticator.get({ challenge: request.challenge, rpId: RP_ID, origin: ORIGIN });
  const signedIn = await verify(device, factorId, login.id, 'request', assertion);
  expect(signedIn.error).toBeNull();
  expect(decodeJwt(signedIn.data!.access_token).aal).toBe('aal2');
  expect((await device.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2' });
});

it('refuses an assertion whose signature counter did not move forward (a cloned authenticator)', async () => {
  const { client } = await backend.signUpUser();
  const { factorId, authenticator } = await registered(client, 'key');
  const first = await challenge(client, factorId);
  const ok = await verify(client, factorId, first.id, 'request', authenticator.get({ challenge: first.webauthn.credential_options.publicKey.challenge, rpId: RP_ID, origin: ORIGIN }));
  expect(ok.error).toBeNull();

  const second = await challenge(client, factorId);
  const clone = authenticator.get(
    { challenge: second.webauthn.credential_options.publicKey.challenge, rpId: RP_ID, origin: ORIGIN },
    { advanceCounter: false },
  );
  const refused = await verify(client, factorId, second.id, 'request', clone);
  expect(refused.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed', message: 'Credential verification failed' });

  const third = await challenge(client, factorId);
  const moved = await verify(client, factorId, third.id, 'request', authenticator.get({ challenge: third.webauthn.credential_options.publicKey.challenge, rpId: RP_ID, origin: ORIGIN }));
  expect(moved.error).toBeNull();
});

it('refuses a response for another origin, another challenge, another key, and a challenge used twice', async () => {
  const { client } = await backend.signUpUser();
  const { data: factor } = await client.auth.mfa.webauthn.enroll({ friendlyName: '' });
  const authenticator = new SoftwareAuthenticator();

  const phishing = await challenge(client, factor!.id);
  const fromElsewhere = authenticator.create({ challenge: phishing.webauthn.credential_options.publicKey.challenge, rpId: RP_ID, origin: 'https://evil.example' });
  expect((await verify(client, factor!.id, phishing.id, 'create', fromElsewhere)).error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
  // That challenge was spent by the attempt.
  const again = authenticator.create({ challenge: phishing.webauthn.credential_options.publicKey.challenge, rpId: RP_ID, origin: ORIGIN });
  expect((await verify(client, factor!.id, phishing.id, 'create', again)).error).toMatchObject({ status: 404, code: 'mfa_challenge_not_found' });

  const other = await challenge(client, factor!.id);
  const wrongChallenge = authenticator.create({ challenge: new Uint8Array(32).fill(7).buffer, rpId: RP_ID, origin: ORIGIN });
  expect((await verify(client, factor!.id, other.id, 'create', wrongChallenge)).error).toMatchObject({ code: 'webauthn_verification_failed' });
  const wrongRp = await challenge(client, factor!.id);
  const forOtherRp = authenticator.create({ challenge: wrongRp.webauthn.credential_options.publicKey.challenge, rpId: 'evil.example', origin: ORIGIN });
  expect((await verify(client, factor!.id, wrongRp.id, 'create', forOtherRp)).error).toMatchObject({ code: 'webauthn_verification_failed' });
  expect((await client.auth.mfa.listFactors()).data?.all).toEqual([expect.objectContaining({ id: factor!.id, status: 'unverified' })]);

  const { factorId, authenticator: owner } = await registered(client, 'owned');
  const login = await challenge(client, factorId);
  const forged = owner.get(
    { challenge: login.webauthn.credential_options.publicKey.challenge, rpId: RP_ID, origin: ORIGIN },
    { signWith: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey },
  );
  expect((await verify(client, factorId, login.id, 'request', forged)).error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
  // The other, pending WebAuthn factor went when this one was registered (as GoTrue).
  expect((await client.auth.mfa.listFactors()).data?.all.map((f) => f.id)).toEqual([factorId]);

  // A second factor's registration excludes the registered credential, and the same
  // authenticator cannot be registered twice; a response for the other ceremony is refused.
  const { data: second } = await client.auth.mfa.webauthn.enroll({ friendlyName: 'spare' });
  const registration = await challenge(client, second!.id);
  const excluded = (registration.webauthn.credential_options.publicKey as { excludeCredentials?: { id: ArrayBuffer }[] }).excludeCredentials;
  expect(excluded?.map((entry) => Buffer.from(entry.id).toString('base64url'))).toEqual([owner.credentialId.toString('base64url')]);
  const sameKey = owner.create({ challenge: registration.webauthn.credential_options.publicKey.challenge, rpId: RP_ID, origin: ORIGIN });
  expect((await verify(client, second!.id, registration.id, 'create', sameKey)).error).toMatchObject({
    status: 422,
    code: 'webauthn_credential_exists',
  });
  const mismatch = await challenge(client, second!.id);
  const assertion = owner.get({ challenge: mismatch.webauthn.credential_options.publicKey.challenge, rpId: RP_ID, origin: ORIGIN });
  expect((await verify(client, second!.id, mismatch.id, 'request', assertion)).error).toMatchObject({
    status: 400,
    code: 'validation_failed',
    message: 'WebAuthn type must be create for this challenge',
  });
});

it('answers malformed verification bodies with GoTrue\'s validation errors, keeping the challenge', async () => {
  const { client, session } = await backend.signUpUser();
  const { data: factor } = await client.auth.mfa.webauthn.enroll({ friendlyName: 'key' });
  const begun = await challenge(client, factor!.id);
  const post = async (body: unknown) => {
    const response = await fetch(`${backend.url}/auth/v1/factors/${factor!.id}/verify`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code: string; msg?: string; message?: string } };
  };
  expect(await post({ challenge_id: begun.id })).toMatchObject({ status: 400, body: { code: 'validation_failed', message: 'WebAuthn config required' } });
  expect(await post({ challenge_id: begun.id, webauthn: { type: 'sign' } })).toMatchObject({
    status: 400,
    body: { code: 'validation_failed', message: 'WebAuthn type must be create or request' },
  });
  expect(await post({ challenge_id: begun.id, webauthn: { type: 'create' } })).toMatchObject({
    status: 400,
    body: { code: 'validation_failed', message: 'credential_response required' },
  });
  expect(await post({ challenge_id: begun.id, webauthn: { type: 'create', credential_response: { id: 'a+b', type: 'public-key' } } })).toMatchObject({
    status: 400,
    body: { code: 'validation_failed', message: 'Invalid credential_response' },
  });
  // None of those spent the challenge.
  const credential = new SoftwareAuthenticator().create({ challenge: begun.webauthn.credential_options.publicKey.challenge, rpId: RP_ID, origin: ORIGIN });
  expect((await verify(client, factor!.id, begun.id, 'create', credential)).error).toBeNull();
});

it('keeps GoTrue\'s rules: unenroll a verified factor only at aal2; an aal1 session cannot add a factor', async () => {
  const { client, email, password } = await backend.signUpUser();
  const { factorId } = await registered(client, 'key');
  const aal1 = backend.client();
  await aal1.auth.signInWithPassword({ email, password });
  expect((await aal1.auth.mfa.webauthn.enroll({ friendlyName: 'thief' })).error).toMatchObject({ status: 422, code: 'insufficient_aal' });
  expect((await aal1.auth.mfa.unenroll({ factorId })).error).toMatchObject({ status: 422, code: 'insufficient_aal' });
  expect((await client.auth.mfa.webauthn.enroll({ friendlyName: 'key' })).error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
  expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
});
