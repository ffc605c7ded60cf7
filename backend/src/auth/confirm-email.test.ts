// AUTH_CONFIRM_EMAIL=true: sign-up gives no session; the link in the local outbox confirms.
import { startBackend, DEFAULT_TEST_PASSWORD, type TestBackend } from '../../test/harness';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ env: { AUTH_CONFIRM_EMAIL: 'true', AUTH_SITE_URL: 'http://localhost:8080' } });
});

afterAll(async () => {
  await backend?.stop();
});

async function linkFor(email: string): Promise<URL> {
  const message = (await backend.outbox()).filter((m) => m.to === email).at(-1);
  expect(message).toMatchObject({ to: email, type: 'signup', subject: 'Confirm your signup' });
  return new URL(message!.link);
}

it('sign-up returns the bare user without a session and writes the confirmation link to the outbox', async () => {
  const email = `confirm-${Date.now()}@example.com`;
  const { data, error } = await backend.client().auth.signUp({
    email,
    password: DEFAULT_TEST_PASSWORD,
    options: { emailRedirectTo: 'http://localhost:8080/' },
  });
  expect(error).toBeNull();
  expect(data.session).toBeNull();
  expect(data.user).toMatchObject({ email, aud: 'authenticated' });
  expect(data.user?.email_confirmed_at).toBeUndefined();
  expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));

  const link = await linkFor(email);
  expect(`${link.origin}${link.pathname}`).toBe(`${backend.url.replace('127.0.0.1', 'localhost')}/auth/v1/verify`);
  expect(link.searchParams.get('type')).toBe('signup');
  expect(link.searchParams.get('redirect_to')).toBe('http://localhost:8080/');
});

it('refuses sign-in until the email is confirmed, then the link confirms it and signs the user in', async () => {
  const email = `verify-${Date.now()}@example.com`;
  await backend.client().auth.signUp({ email, password: DEFAULT_TEST_PASSWORD });
  const before = await backend.client().auth.signInWithPassword({ email, password: DEFAULT_TEST_PASSWORD });
  expect(before.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

  const link = await linkFor(email);
  const opened = await fetch(link.toString().replace('localhost', '127.0.0.1'), { redirect: 'manual' });
  expect(opened.status).toBe(303);
  // The redirect carries the session's tokens in its Location: no cache may keep it.
  expect(opened.headers.get('cache-control')).toMatch(/\bno-store\b/);
  const location = new URL(opened.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe('http://localhost:8080/');
  const fragment = new URLSearchParams(location.hash.slice(1));
  expect(fragment.get('token_type')).toBe('bearer');
  expect(fragment.get('type')).toBe('signup');
  const accessToken = fragment.get('access_token')!;
  const user = await backend.client().auth.getUser(accessToken);
  expect(user.data.user).toMatchObject({ email });
  expect(user.data.user?.email_confirmed_at).toEqual(expect.any(String));

  const after = await backend.client().auth.signInWithPassword({ email, password: DEFAULT_TEST_PASSWORD });
  expect(after.error).toBeNull();

  // A link works once.
  const again = await fetch(link.toString().replace('localhost', '127.0.0.1'), { redirect: 'manual' });
  const failed = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
  expect(failed.get('error_code')).toBe('otp_expired');
});

it('verifyOtp with the link’s token returns a session', async () => {
  const email = `otp-${Date.now()}@example.com`;
  await backend.client().auth.signUp({ email, password: DEFAULT_TEST_PASSWORD });
  const token = (await linkFor(email)).searchParams.get('token')!;
  const client = backend.client();
  const { data, error } = await client.auth.verifyOtp({ token_hash: token, type: 'signup' });
  expect(error).toBeNull();
  expect(data.session?.user.email).toBe(email);
  const bad = await backend.client().auth.verifyOtp({ token_hash: token, type: 'signup' });
  expect(bad.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
});

it('never redirects a link to a foreign site', async () => {
  const email = `redirect-${Date.now()}@example.com`;
  await backend.client().auth.signUp({ email, password: DEFAULT_TEST_PASSWORD, options: { emailRedirectTo: 'https://evil.example/' } });
  const link = await linkFor(email);
  expect(link.searchParams.get('redirect_to')).toBe('http://localhost:8080');
});
