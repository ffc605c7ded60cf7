// /auth/v1 driven by the unmodified supabase-js client, as the app uses it.
import { AuthApiError, isAuthSessionMissingError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { DEFAULT_TEST_PASSWORD, startBackend, type TestBackend } from '../../test/harness';

const FIXTURE = `${__dirname}/../../test/fixtures/supabase`;

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: FIXTURE });
});

afterAll(async () => {
  await backend?.stop();
});

const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2)}@example.com`;

describe('sign up', () => {
  it('returns a session and a GoTrue user when email confirmation is off', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await backend.client().auth.signUp({
      email,
      password: DEFAULT_TEST_PASSWORD,
      options: { data: { display_name: 'Sarah' }, emailRedirectTo: 'http://localhost:8080/' },
    });
    expect(error).toBeNull();
    const { user, session } = data;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { display_name: 'Sarah' },
      is_anonymous: false,
    });
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.email_confirmed_at).toEqual(expect.any(String));
    expect(user?.identities).toHaveLength(1);
    expect(user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: user?.id, identity_data: { email, sub: user?.id } });
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: user?.id } });
    expect(session?.refresh_token).toEqual(expect.any(String));
    expect(session!.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
  });

  it('issues an HS256 access token carrying all of Supabase’s claims', async () => {
    const { session, user } = await backend.signUpUser();
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: user.email,
      phone: '',
      aal: 'aal1',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
      iss: `${new URL(backend.url).protocol}//localhost:${new URL(backend.url).port}/auth/v1`,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const header = JSON.parse(Buffer.from(session.access_token.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('refuses an address that is already registered', async () => {
    const { email } = await backend.signUpUser();
    const { data, error } = await backend.client().auth.signUp({ email, password: DEFAULT_TEST_PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('refuses a password shorter than 8 characters with weak_password', async () => {
    const { error } = await backend.client().auth.signUp({ email: uniqueEmail('short'), password: 'Ab1!x' });
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 8 characters.' });
    expect(isAuthWeakPasswordError(error) && error.reasons).toEqual(['length']);
  });

  it('refuses a password from the common-password list with weak_password', async () => {
    const { error } = await backend.client().auth.signUp({ email: uniqueEmail('common'), password: 'password123' });
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    });
    expect(isAuthWeakPasswordError(error) && error.reasons).toEqual(['pwned']);
  });

  it('refuses an invalid email address', async () => {
    const { error } = await backend.client().auth.signUp({ email: 'not-an-email', password: DEFAULT_TEST_PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });
});

describe('password sign-in', () => {
  it('signs in with the right password', async () => {
    const { email, password, user } = await backend.signUpUser();
    const client = backend.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email });
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect((await client.auth.getSession()).data.session?.user.id).toBe(user.id);
  });

  it('matches the address case-insensitively', async () => {
    const { email, password, user } = await backend.signUpUser();
    const { data } = await backend.client().auth.signInWithPassword({ email: email.toUpperCase(), password });
    expect(data.user?.id).toBe(user.id);
  });

  it('answers a wrong password with AuthApiError "Invalid login credentials" (400 invalid_credentials)', async () => {
    const { email } = await backend.signUpUser();
    const { data, error } = await backend.client().auth.signInWithPassword({ email, password: 'Not-The-Password-1' });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' });
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const { error } = await backend.client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'Whatever-Password-1' });
    expect(error).toMatchObject({ message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' });
  });

  it('signs in a user whose bcrypt password was created by seed.sql, then keeps working after the upgrade to argon2id', async () => {
    const credentials = { email: 'seeded@example.com', password: 'Seeded-Password-42' };
    const first = await backend.client().auth.signInWithPassword(credentials);
    expect(first.error).toBeNull();
    expect(first.data.user).toMatchObject({ id: '11111111-1111-4111-8111-111111111111', user_metadata: { name: 'Seeded' } });
    const stored = await backend.sql<{ encrypted_password: string }>(
      "select encrypted_password from auth.users where email = 'seeded@example.com'",
    );
    expect(stored.rows[0]?.encrypted_password).toMatch(/^\$argon2id\$/);
    const again = await backend.client().auth.signInWithPassword(credentials);
    expect(again.error).toBeNull();
    const wrong = await backend.client().auth.signInWithPassword({ ...credentials, password: 'Seeded-Password-43' });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('error responses carry X-Supabase-Api-Version and GoTrue’s JSON body', async () => {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('raw'), password: 'Whatever-Password-1' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('stores refresh tokens only as hashes', async () => {
    const { session, user } = await backend.signUpUser();
    const rows = await backend.sql<{ token_hash: string }>('select token_hash from auth.refresh_tokens where user_id = $1', [user.id]);
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toBe(session.refresh_token);
    }
  });
});

describe('refresh', () => {
  it('rotates the refresh token and returns a new session', async () => {
    const { client, session } = await backend.signUpUser();
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toEqual(expect.any(String));
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    const next = await client.auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(next.error).toBeNull();
  });

  it('lets a just-rotated token be used again within the grace interval (parallel tabs)', async () => {
    const { session } = await backend.signUpUser();
    const first = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    const second = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(second.data.session?.user.id).toBe(session.user.id);
  });

  it('answers an unknown refresh token with refresh_token_not_found', async () => {
    const { error } = await backend.client().auth.refreshSession({ refresh_token: 'not-a-real-token' });
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});

describe('the current user', () => {
  it('getUser returns the bare user for the session’s access token', async () => {
    const { client, user } = await backend.signUpUser();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, aud: 'authenticated' });
  });

  it('getUser refuses a token that is not a user’s (the anon key) and a forged one', async () => {
    const anon = await backend.client().auth.getUser(backend.anonKey);
    expect(anon.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const { session } = await backend.signUpUser();
    const [header, payload] = session.access_token.split('.');
    const forged = await backend.client().auth.getUser(`${header}.${payload}.AAAA`);
    expect(forged.error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('updateUser merges metadata', async () => {
    const { client } = await backend.signUpUser();
    await client.auth.updateUser({ data: { display_name: 'Rivka', city: 'Haifa' } });
    const { data, error } = await client.auth.updateUser({ data: { city: null, children: 3 } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ display_name: 'Rivka', children: 3 });
    expect((await client.auth.getUser()).data.user?.user_metadata).toEqual({ display_name: 'Rivka', children: 3 });
  });

  it('updateUser changes the password: the new one signs in, the old one no longer does', async () => {
    const { client, email, password } = await backend.signUpUser();
    const newPassword = 'Another-Strong-Passphrase-7';
    expect((await client.auth.updateUser({ password: newPassword })).error).toBeNull();
    expect((await backend.client().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await backend.client().auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
  });

  it('updateUser refuses a weak or unchanged password', async () => {
    const { client, password } = await backend.signUpUser();
    const weak = await client.auth.updateUser({ password: 'qwerty123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
  });

  it('updateUser changes the email at once when confirmation is off', async () => {
    const { client, password } = await backend.signUpUser();
    const email = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect((await backend.client().auth.signInWithPassword({ email, password })).error).toBeNull();
  });
});

describe('sign out', () => {
  it('local scope ends only this session', async () => {
    const { client, email, password } = await backend.signUpUser();
    const other = backend.client();
    const otherSession = (await other.auth.signInWithPassword({ email, password })).data.session!;
    const current = (await client.auth.getSession()).data.session!;

    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    expect((await backend.client().auth.refreshSession({ refresh_token: current.refresh_token })).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    // On the wire: 403 session_not_found, which auth-js turns into AuthSessionMissingError.
    expect(isAuthSessionMissingError((await backend.client().auth.getUser(current.access_token)).error)).toBe(true);
    const raw = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${current.access_token}` },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    expect((await other.auth.getUser()).error).toBeNull();
    expect((await backend.client().auth.refreshSession({ refresh_token: otherSession.refresh_token })).error).toBeNull();
  });

  it('global scope ends every session of the user', async () => {
    const { client, email, password } = await backend.signUpUser();
    const other = backend.client();
    await other.auth.signInWithPassword({ email, password });
    expect((await client.auth.signOut()).error).toBeNull();
    expect(isAuthSessionMissingError((await other.auth.getUser()).error)).toBe(true);
  });

  it('others scope keeps only this session', async () => {
    const { client, email, password } = await backend.signUpUser();
    const other = backend.client();
    await other.auth.signInWithPassword({ email, password });
    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect(isAuthSessionMissingError((await other.auth.getUser()).error)).toBe(true);
  });
});

describe('admin API (service role)', () => {
  it('creates, reads, lists, updates and deletes users', async () => {
    const admin = backend.client({ key: 'service_role' }).auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: DEFAULT_TEST_PASSWORD,
      email_confirm: true,
      user_metadata: { display_name: 'Leah' },
      app_metadata: { plan: 'free' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { display_name: 'Leah' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'free' },
    });
    expect(created.data.user?.email_confirmed_at).toEqual(expect.any(String));

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.data.users.map((u) => u.id)).toContain(id);

    const updated = await admin.updateUserById(id, { user_metadata: { display_name: 'Leah B.' } });
    expect(updated.data.user?.user_metadata).toEqual({ display_name: 'Leah B.' });

    const signedIn = await backend.client().auth.signInWithPassword({ email, password: DEFAULT_TEST_PASSWORD });
    expect(signedIn.error).toBeNull();

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await backend.client().auth.signInWithPassword({ email, password: DEFAULT_TEST_PASSWORD })).error).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it('refuses a duplicate address', async () => {
    const { email } = await backend.signUpUser();
    const { error } = await backend.client({ key: 'service_role' }).auth.admin.createUser({ email, password: DEFAULT_TEST_PASSWORD });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('refuses the anon key and user tokens', async () => {
    const anon = await backend.client().auth.admin.createUser({ email: uniqueEmail('x'), password: DEFAULT_TEST_PASSWORD });
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const { session } = await backend.signUpUser();
    const asUser = await backend.client({ accessToken: session.access_token }).auth.admin.listUsers();
    expect(asUser.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('API key', () => {
  it('is required on auth endpoints, as Supabase’s gateway requires it', async () => {
    const missing = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const forged = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: `${backend.anonKey.slice(0, -4)}AAAA` },
      body: '{}',
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'invalid_api_key', message: 'Invalid API key' });
  });
});
