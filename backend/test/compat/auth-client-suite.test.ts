// Auth gaps that auth-js's own suite found (backend/compat/run-client-suites.ts), each proved here
// through the stock client: GoTrue's words for a refused code, its email format check on the
// admin API, listUsers newest first and bad paging refused, the admin MFA API, and GoTrue's
// refusals for the sign-in kinds this server does not offer (instead of a missing route).
import { startBackend, type TestBackend } from '../harness';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({
    supabaseDir: 'test/fixtures/supabase',
    env: { AUTH_EMAIL_MIN_INTERVAL_SECONDS: '0', AUTH_ANONYMOUS_SIGN_INS: 'true' },
  });
});

afterAll(async () => {
  await backend?.stop();
});

const INVALID = 'xx:;x@x.x';
const newEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('verifyOtp', () => {
  it('a wrong token_hash is refused as GoTrue words it on POST: 403 otp_expired "Token has expired or is invalid"', async () => {
    const { error } = await backend.client().auth.verifyOtp({ token_hash: 'not-a-real-token', type: 'email' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('a phone code: the number\'s format is checked first, then no code is valid (no phone sign-in here)', async () => {
    const bad = await backend.client().auth.verifyOtp({ phone: '+1555555-0100', type: 'sms', token: '123456' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' });
    const unknown = await backend.client().auth.verifyOtp({ phone: '+15555550100', type: 'sms', token: '123456' });
    expect(unknown.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });
});

describe('admin API', () => {
  it('refuses an address GoTrue\'s format check refuses, on createUser, inviteUserByEmail and generateLink', async () => {
    const admin = backend.client({ key: 'service_role' }).auth.admin;
    const expected = { status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' };
    const created = await admin.createUser({ email: INVALID, password: 'a-long-unusual-passphrase-42' });
    expect(created.error).toMatchObject(expected);
    expect(created.data.user).toBeNull();
    expect((await admin.inviteUserByEmail(INVALID)).error).toMatchObject(expected);
    expect((await admin.generateLink({ type: 'signup', email: INVALID, password: 'a-long-unusual-passphrase-42' })).error).toMatchObject(expected);
    // Ordinary addresses (plus tags, subdomains) still pass.
    const fine = await admin.createUser({ email: `ok+tag-${Date.now()}@mail.example.co.il` });
    expect(fine.error).toBeNull();
  });

  it('generateLink email_change_current / email_change_new: a link that moves the account to the new address', async () => {
    const admin = backend.client({ key: 'service_role' }).auth.admin;
    const { client, email } = await backend.signUpUser(newEmail('before'));
    const target = newEmail('after');
    for (const type of ['email_change_current', 'email_change_new'] as const) {
      const { data, error } = await admin.generateLink({ type, email, newEmail: target });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ email, new_email: target });
      expect(data.properties).toMatchObject({ verification_type: 'email_change', hashed_token: expect.any(String) });
      expect(data.properties!.action_link).toMatch(/\?token=.*type=email_change/);
    }
    // The last link issued moves the account (each new one replaces the one before).
    const { data } = await admin.generateLink({ type: 'email_change_new', email, newEmail: target });
    const verified = await client.auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect((await admin.getUserById(data.user!.id)).data.user?.email).toBe(target);
    // Taken addresses are refused.
    const other = await backend.signUpUser(newEmail('other'));
    const taken = await admin.generateLink({ type: 'email_change_current', email: other.email, newEmail: target });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('listUsers lists the newest first and refuses a negative page', async () => {
    const admin = backend.client({ key: 'service_role' }).auth.admin;
    const first = await backend.signUpUser(newEmail('older'));
    const second = await backend.signUpUser(newEmail('newer'));
    const listed = await admin.listUsers({ page: 1, perPage: 2 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.id)).toEqual([second.user.id, first.user.id]);

    // No paging given: auth-js sends empty values, which mean the defaults.
    const defaults = await admin.listUsers();
    expect(defaults.error).toBeNull();
    expect(defaults.data.users[0]!.id).toBe(second.user.id);

    const bad = await admin.listUsers({ page: -1, perPage: 10 });
    expect(bad.error).toMatchObject({ status: 400, message: 'Bad Pagination Parameters' });
    expect(bad.data.users).toEqual([]);
  });

  it('admin.mfa.listFactors and deleteFactor: an administrator removes a user\'s factor', async () => {
    const { client, user } = await backend.signUpUser();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'lost phone' });
    expect(enrolled.error).toBeNull();
    const admin = backend.client({ key: 'service_role' }).auth.admin;

    const listed = await admin.mfa.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([
      expect.objectContaining({ id: enrolled.data!.id, friendly_name: 'lost phone', factor_type: 'totp', status: 'unverified' }),
    ]);
    const deleted = await admin.mfa.deleteFactor({ userId: user.id, id: enrolled.data!.id });
    expect(deleted.error).toBeNull();
    expect((deleted.data as unknown as { data: { id: string } }).data.id).toBe(enrolled.data!.id);
    expect((await admin.mfa.listFactors({ userId: user.id })).data!.factors).toEqual([]);
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);

    const again = await admin.mfa.deleteFactor({ userId: user.id, id: enrolled.data!.id });
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    // Only the service role may.
    const asUser = await client.auth.admin.mfa.listFactors({ userId: user.id });
    expect(asUser.error).not.toBeNull();
  });
});

describe('reauthenticate', () => {
  const lastCode = async (email: string): Promise<string> => {
    const mails = (await backend.outbox()).filter((m) => m.to === email && m.type === 'reauthentication');
    return mails.at(-1)!.code!;
  };

  it('sends a code to the confirmed address; updateUser takes it once as the nonce; a wrong one is refused and kills it', async () => {
    const { client, email, password } = await backend.signUpUser(newEmail('reauth'));
    const sent = await client.auth.reauthenticate();
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null });
    const code = await lastCode(email);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await client.auth.updateUser({ password: `${password}-new-1`, nonce: wrong });
    expect(refused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });
    // The wrong try used the code up.
    expect((await client.auth.updateUser({ password: `${password}-new-1`, nonce: code })).error).toMatchObject({ code: 'reauthentication_not_valid' });

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const fresh = await lastCode(email);
    const changed = await client.auth.updateUser({ password: `${password}-new-2`, nonce: fresh });
    expect(changed.error).toBeNull();
    expect((await backend.client().auth.signInWithPassword({ email, password: `${password}-new-2` })).error).toBeNull();
    // Used once.
    expect((await client.auth.updateUser({ data: { again: true }, nonce: fresh })).error).toMatchObject({ code: 'reauthentication_not_valid' });
  });

  it('a user with no email (anonymous) is told why, in GoTrue\'s words; without a session auth-js refuses', async () => {
    const anon = backend.client();
    expect((await anon.auth.signInAnonymously()).error).toBeNull();
    const res = await anon.auth.reauthenticate();
    expect(res.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Reauthentication requires the user to have an email or a phone number' });
    expect((await backend.client().auth.reauthenticate()).error).not.toBeNull();
  });
});

describe('sign-in kinds not offered here are refused in GoTrue\'s words', () => {
  it('linkIdentity / unlinkIdentity: "Manual linking is disabled"', async () => {
    const { client } = await backend.signUpUser();
    const linked = await client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(linked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    const identities = await client.auth.getUserIdentities();
    const unlinked = await client.auth.unlinkIdentity(identities.data!.identities[0]!);
    expect(unlinked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
  });

  it('signInWithSSO: "SAML 2.0 is disabled"; signInWithIdToken: provider not enabled; signInWithWeb3: "Web3 provider is disabled"', async () => {
    const auth = backend.client().auth;
    const sso = await auth.signInWithSSO({ domain: 'example.com', options: { skipBrowserRedirect: true } });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    const idToken = await auth.signInWithIdToken({ provider: 'google', token: 'not-a-token' });
    expect(idToken.error).toMatchObject({ status: 400, code: 'provider_disabled' });
    expect(idToken.error!.message).toContain('not enabled');
    expect(idToken.data.session).toBeNull();
    const web3 = await auth.signInWithWeb3({ chain: 'solana', message: 'sign in', signature: new Uint8Array([1, 2, 3]) });
    expect(web3.error).toMatchObject({ status: 400, code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
  });
});
