// Weak passwords are refused by a strength estimate (zxcvbn-ts), not only by a list: repeated
// characters, blanks, common words, and the user's own email address or its local part.
import { isAuthWeakPasswordError, type AuthError } from '@supabase/supabase-js';
import { loadConfig } from '../../src/config';
import { DEFAULT_TEST_PASSWORD, startBackend, type TestBackend } from '../harness';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ env: { AUTH_RATE_LIMIT_SIGNUP_PER_IP: '1000' } });
});

afterAll(async () => {
  await backend?.stop();
});

const uniqueLocal = (label: string) => `${label}.${Math.random().toString(36).slice(2, 8)}`;

function expectWeak(error: AuthError | null) {
  expect(isAuthWeakPasswordError(error)).toBe(true);
  expect(error).toMatchObject({ status: 422, code: 'weak_password' });
  expect(error?.message).toMatch(/^Password is too weak: add more words or characters that are hard to guess\./);
  expect(isAuthWeakPasswordError(error) && error.reasons.length).toBeGreaterThan(0);
}

describe('sign-up refuses guessable passwords', () => {
  it.each(['aaaaaaaa', '        ', 'weakpass', 'letmein!', 'Aaaaaaaa1', 'zxcvbnm,./', 'P@ssw0rd2024', 'Summer2024!'])('refuses %j', async (password) => {
    const { data, error } = await backend.client().auth.signUp({ email: `${uniqueLocal('weak')}@example.com`, password });
    expectWeak(error);
    expect(data.session).toBeNull();
  });

  it('refuses the email address itself and its local part, and says why', async () => {
    const local = uniqueLocal('sarah.levi');
    const email = `${local}@example.com`;
    for (const password of [email, local, `${local}!1`, email.toUpperCase()]) {
      const { error } = await backend.client().auth.signUp({ email, password });
      expectWeak(error);
      expect(error?.message).toContain('email address');
    }
  });

  it('answers in GoTrue’s wire shape, with the estimator’s warning', async () => {
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${uniqueLocal('wire')}@example.com`, password: 'aaaaaaaa' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'weak_password',
      message: expect.stringMatching(/^Password is too weak: .+ Repeated characters like "aaa" are easy to guess\./),
      weak_password: { reasons: ['characters'] },
    });
  });

  it('keeps refusing short and listed passwords with their own reasons', async () => {
    const short = await backend.client().auth.signUp({ email: `${uniqueLocal('short')}@example.com`, password: 'Ab1!x' });
    expect(isAuthWeakPasswordError(short.error) && short.error.reasons).toEqual(['length']);
    const listed = await backend.client().auth.signUp({ email: `${uniqueLocal('listed')}@example.com`, password: 'password123' });
    expect(isAuthWeakPasswordError(listed.error) && listed.error.reasons).toEqual(['pwned']);
  });

  // The demo accounts' password and those the repo's tests sign up with.
  it.each(['ShalomBayit!2026', DEFAULT_TEST_PASSWORD, 'Shalom-e2e-2026!', 'Another-Strong-Passphrase-7', 'Str0ng-pass!', 'Shalom-\u{1F54A}-Bayit-2026'])(
    'accepts %j',
    async (password) => {
      const { data, error } = await backend.client().auth.signUp({ email: `${uniqueLocal('strong')}@example.com`, password });
      expect(error).toBeNull();
      expect(data.session?.access_token).toEqual(expect.any(String));
    },
  );
});

describe('the same rule everywhere a password is set', () => {
  it('updateUser refuses a guessable new password and the email’s local part', async () => {
    const local = uniqueLocal('rivka.cohen');
    const { client } = await backend.signUpUser(`${local}@example.com`);
    expectWeak((await client.auth.updateUser({ password: 'letmein!' })).error);
    expectWeak((await client.auth.updateUser({ password: local })).error);
    expect((await client.auth.updateUser({ password: 'Another-Strong-Passphrase-7' })).error).toBeNull();
  });

  it('the admin API refuses them too', async () => {
    const admin = backend.client({ key: 'service_role' }).auth.admin;
    const email = `${uniqueLocal('admin')}@example.com`;
    expectWeak((await admin.createUser({ email, password: 'weakpass' })).error);
    const created = await admin.createUser({ email, password: DEFAULT_TEST_PASSWORD });
    expect(created.error).toBeNull();
    expectWeak((await admin.updateUserById(created.data.user!.id, { password: email })).error);
  });
});

describe('AUTH_PASSWORD_MIN_SCORE', () => {
  it('defaults to 3 and accepts 0 to 4 only', () => {
    const dataDir = backend.dataDir;
    expect(loadConfig({ DATA_DIR: dataDir }).auth.minPasswordScore).toBe(3);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_PASSWORD_MIN_SCORE: '4' }).auth.minPasswordScore).toBe(4);
    expect(() => loadConfig({ DATA_DIR: dataDir, AUTH_PASSWORD_MIN_SCORE: '5' })).toThrow(/AUTH_PASSWORD_MIN_SCORE/);
  });

  it('is what the server applies', async () => {
    const lenient = await startBackend({ env: { AUTH_PASSWORD_MIN_SCORE: '0' } });
    try {
      const { error } = await lenient.client().auth.signUp({ email: `${uniqueLocal('lenient')}@example.com`, password: 'aaaaaaaa' });
      expect(error).toBeNull();
    } finally {
      await lenient.stop();
    }
  });
});
