// auth-js's passwordless, recovery, invite, admin and anonymous flows through the stock
// supabase-js client: what GoTrue answers, with emails going to the local outbox.
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { DEFAULT_TEST_PASSWORD, startBackend, type TestBackend } from '../harness';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({
    supabaseDir: 'test/fixtures/supabase',
    env: { AUTH_ANONYMOUS_SIGN_INS: 'true', AUTH_CONFIRM_EMAIL: 'true' },
  });
});

afterAll(async () => {
  await backend?.stop();
});

const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

async function lastMail(to: string, type: string) {
  const mail = (await backend.outbox()).filter((m) => m.to === to && m.type === type).at(-1);
  if (!mail) throw new Error(`no ${type} email to ${to}`);
  return mail;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('anonymous sign-in', () => {
  it('gives a session whose token says role authenticated and is_anonymous, and the user can become permanent', async () => {
    const client = backend.client();
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { theme: 'dark' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, role: 'authenticated', user_metadata: { theme: 'dark' } });
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({ role: 'authenticated', is_anonymous: true, sub: data.user!.id });
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'anonymous' })]);

    // Through REST the anonymous user is an authenticated caller with its own uid.
    const whoami = await client.rpc('whoami');
    expect(whoami.data).toMatchObject({ uid: data.user!.id, role: 'authenticated' });

    // Linking an email (confirmation on): the change is pending until the link is opened.
    const email = newEmail('anon');
    const update = await client.auth.updateUser({ email });
    expect(update.error).toBeNull();
    const mail = await lastMail(email, 'email_change');
    const verified = await client.auth.verifyOtp({ token_hash: tokenOf(mail.link), type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email, is_anonymous: false });
    expect(decodeJwt(verified.data.session!.access_token).is_anonymous).toBe(false);
  });

  it('is refused with GoTrue\'s error when the project has it off', async () => {
    const off = await startBackend({ supabaseDir: 'test/fixtures/supabase' });
    try {
      const { data, error } = await off.client().auth.signInAnonymously();
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
    } finally {
      await off.stop();
    }
  });
});

describe('email OTP and magic link', () => {
  it('signInWithOtp creates the user and emails a code that verifyOtp turns into a session, once', async () => {
    const email = newEmail('otp');
    const client = backend.client();
    const sent = await client.auth.signInWithOtp({ email, options: { data: { name: 'Dana' } } });
    expect(sent.error).toBeNull();
    const mail = await lastMail(email, 'magiclink');
    expect(mail.code).toMatch(/^\d{6}$/);

    const verified = await client.auth.verifyOtp({ email, token: mail.code!, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email, user_metadata: { name: 'Dana' } });
    expect(verified.data.user!.email_confirmed_at).toEqual(expect.any(String));

    const again = await backend.client().auth.verifyOtp({ email, token: mail.code!, type: 'email' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('the emailed link signs in through /verify and lands on the app with the session in the fragment', async () => {
    const { email } = await backend.signUpUser(newEmail('link'));
    await backend.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const mail = await lastMail(email, 'magiclink');
    const response = await fetch(mail.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const fragment = new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
    expect(decodeJwt(fragment.get('access_token')!).email).toBe(email);
    expect(fragment.get('refresh_token')).toEqual(expect.any(String));
  });

  it('refuses to create a user when shouldCreateUser is false', async () => {
    const { error } = await backend.client().auth.signInWithOtp({ email: newEmail('nobody'), options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });

  it('five wrong codes kill the emailed code', async () => {
    const { email } = await backend.signUpUser(newEmail('guess'));
    await backend.client().auth.signInWithOtp({ email });
    const { code } = await lastMail(email, 'magiclink');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const { error } = await backend.client().auth.verifyOtp({ email, token: wrong, type: 'email' });
      expect(error).toMatchObject({ code: 'otp_expired' });
    }
    const right = await backend.client().auth.verifyOtp({ email, token: code!, type: 'email' });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('a second email to the same address within the interval is refused with over_email_send_rate_limit', async () => {
    const email = newEmail('twice');
    expect((await backend.client().auth.signInWithOtp({ email })).error).toBeNull();
    const second = await backend.client().auth.signInWithOtp({ email });
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });
});

describe('password recovery', () => {
  it('resetPasswordForEmail mails a recovery link; verifyOtp signs in and updateUser sets the new password', async () => {
    const { email } = await backend.signUpUser(newEmail('forgot'));
    const client = backend.client();
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:8080/reset' })).error).toBeNull();
    const mail = await lastMail(email, 'recovery');
    expect(new URL(mail.link).searchParams.get('redirect_to')).toBe('http://localhost:8080/reset');

    const verified = await client.auth.verifyOtp({ token_hash: tokenOf(mail.link), type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(decodeJwt(verified.data.session!.access_token).amr).toEqual([expect.objectContaining({ method: 'recovery' })]);
    const newPassword = 'Quiet-Lantern-Orchard-42';
    expect((await client.auth.updateUser({ password: newPassword })).error).toBeNull();
    const signIn = await backend.client().auth.signInWithPassword({ email, password: newPassword });
    expect(signIn.error).toBeNull();
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const email = newEmail('unknown');
    expect((await backend.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await backend.outbox()).some((m) => m.to === email)).toBe(false);
  });
});

describe('resend', () => {
  it('sends a new signup confirmation whose link confirms the account', async () => {
    const email = newEmail('resend');
    const signUp = await backend.client().auth.signUp({ email, password: DEFAULT_TEST_PASSWORD });
    expect(signUp.data.session).toBeNull();
    const first = await lastMail(email, 'signup');
    const resent = await backend.client().auth.resend({ type: 'signup', email });
    expect(resent.error).toBeNull();
    const mail = await lastMail(email, 'signup');
    expect(mail.link).not.toBe(first.link);
    // The new link replaced the first one.
    expect((await backend.client().auth.verifyOtp({ token_hash: tokenOf(first.link), type: 'signup' })).error).toMatchObject({
      code: 'otp_expired',
    });
    const confirmed = await backend.client().auth.verifyOtp({ token_hash: tokenOf(mail.link), type: 'signup' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user).toMatchObject({ email });

    const tooSoon = await backend.client().auth.resend({ type: 'signup', email });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });
});

describe('admin: invite and generate link', () => {
  it('inviteUserByEmail creates an invited user and mails a link that signs them in', async () => {
    const email = newEmail('invited');
    const admin = backend.client({ key: 'service_role' });
    const invited = await admin.auth.admin.inviteUserByEmail(email, { data: { invited_by: 'test' } });
    expect(invited.error).toBeNull();
    expect(invited.data.user).toMatchObject({ email, user_metadata: { invited_by: 'test' } });
    expect(invited.data.user!.invited_at).toEqual(expect.any(String));

    const mail = await lastMail(email, 'invite');
    const client = backend.client();
    const verified = await client.auth.verifyOtp({ token_hash: tokenOf(mail.link), type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email_confirmed_at).toEqual(expect.any(String));
    expect((await client.auth.updateUser({ password: 'Velvet-Harbor-Comet-17' })).error).toBeNull();
  });

  it('inviting a confirmed user is refused with email_exists, and only the service role may invite', async () => {
    const { email } = await backend.signUpUser(newEmail('exists'));
    const admin = backend.client({ key: 'service_role' });
    expect((await admin.auth.admin.inviteUserByEmail(email)).error).toMatchObject({ status: 422, code: 'email_exists' });
    const anon = await backend.client().auth.admin.inviteUserByEmail(newEmail('x'));
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('generateLink returns the link and code without sending them; both work', async () => {
    const { email } = await backend.signUpUser(newEmail('gen'));
    const admin = backend.client({ key: 'service_role' });
    const before = (await backend.outbox()).length;
    const { data, error } = await admin.auth.admin.generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email });
    expect(data.properties).toMatchObject({
      verification_type: 'magiclink',
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.any(String),
      action_link: expect.stringContaining('/auth/v1/verify?'),
    });
    expect((await backend.outbox()).length).toBe(before);
    const verified = await backend.client().auth.verifyOtp({ email, token: data.properties!.email_otp, type: 'magiclink' });
    expect(verified.error).toBeNull();

    const signupEmail = newEmail('gen-signup');
    const signup = await admin.auth.admin.generateLink({ type: 'signup', email: signupEmail, password: DEFAULT_TEST_PASSWORD });
    expect(signup.error).toBeNull();
    const confirmed = await backend.client().auth.verifyOtp({ token_hash: signup.data.properties!.hashed_token, type: 'signup' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user).toMatchObject({ email: signupEmail });

    const missing = await admin.auth.admin.generateLink({ type: 'recovery', email: newEmail('missing') });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});

describe('admin listUsers paging', () => {
  it('pages with page/perPage and gives total, nextPage and lastPage from the headers', async () => {
    const admin = backend.client({ key: 'service_role' });
    for (let i = 0; i < 3; i++) await backend.signUpUser(newEmail('page'));
    const all = await admin.auth.admin.listUsers({ page: 1, perPage: 1000 });
    const total = all.data.users.length;
    expect(total).toBeGreaterThanOrEqual(3);

    const first = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(2);
    expect(first.data).toMatchObject({ total, nextPage: 2, lastPage: Math.ceil(total / 2) });
    const second = await admin.auth.admin.listUsers({ page: 2, perPage: 2 });
    expect(second.data.users.map((u) => u.id)).not.toContain(first.data.users[0]!.id);
    expect(second.data.users.map((u) => u.id)).toEqual(all.data.users.slice(2, 4).map((u) => u.id));
  });
});
