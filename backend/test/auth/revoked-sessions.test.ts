// A signed-out, password-changed, banned or deleted session stops working everywhere a token is
// accepted (REST, storage...), not only on /auth/v1, and not an hour later when the access token
// expires: resolveCaller checks that the token's session still exists.
import { isAuthSessionMissingError } from '@supabase/supabase-js';
import { createHash } from 'node:crypto';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';

const FIXTURE = `${__dirname}/../fixtures/supabase`;

let backend: TestBackend;

beforeAll(async () => {
  // The default check TTL (30 s): whatever is refused below within a test was dropped at once.
  backend = await startBackend({ supabaseDir: FIXTURE });
});

afterAll(async () => {
  await backend?.stop();
});

/** Reads the caller's notes through supabase-js with this access token. */
async function readNotes(accessToken: string) {
  return backend.client({ accessToken }).from('notes').select('body');
}

async function expectRefusedOnRest(accessToken: string) {
  const { data, error, status } = await readNotes(accessToken);
  expect(data).toBeNull();
  expect(status).toBe(401);
  expect(error).toMatchObject({ code: 'PGRST301', message: 'Session from session_id claim in JWT does not exist' });
}

async function expectWorksOnRest(accessToken: string, bodies: string[] = ['mine']) {
  const { data, error } = await readNotes(accessToken);
  expect(error).toBeNull();
  expect(data?.map((row) => row.body)).toEqual(bodies);
}

async function userWithNote(): Promise<SignedUpUser> {
  const user = await backend.signUpUser();
  const { error } = await user.client.from('notes').insert({ body: 'mine' });
  expect(error).toBeNull();
  return user;
}

async function userEndpoint(accessToken: string) {
  const response = await fetch(`${backend.url}/auth/v1/user`, {
    headers: { apikey: backend.anonKey, authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

describe('a revoked session’s access token', () => {
  it('is refused on REST, storage and /auth/v1/user as soon as the user signs out everywhere', async () => {
    const user = await userWithNote();
    const token = user.session.access_token;
    await expectWorksOnRest(token);
    expect((await backend.client({ accessToken: token }).storage.listBuckets()).error).toBeNull();

    expect((await user.client.auth.signOut({ scope: 'global' })).error).toBeNull();

    await expectRefusedOnRest(token);
    const storage = await backend.client({ accessToken: token }).storage.listBuckets();
    expect(storage.error).not.toBeNull();
    expect(await userEndpoint(token)).toEqual({
      status: 403,
      body: { code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' },
    });
  });

  it('local sign-out ends only that session on REST', async () => {
    const user = await userWithNote();
    const second = backend.client();
    const secondSession = (await second.auth.signInWithPassword({ email: user.email, password: user.password })).data.session!;
    await expectWorksOnRest(user.session.access_token);
    await expectWorksOnRest(secondSession.access_token);

    expect((await user.client.auth.signOut({ scope: 'local' })).error).toBeNull();

    await expectRefusedOnRest(user.session.access_token);
    await expectWorksOnRest(secondSession.access_token);
  });

  it('a password change ends the user’s other sessions on REST, and keeps the one that changed it', async () => {
    const user = await userWithNote();
    const stolen = (await backend.client().auth.signInWithPassword({ email: user.email, password: user.password })).data.session!;
    await expectWorksOnRest(stolen.access_token);

    expect((await user.client.auth.updateUser({ password: 'Another-Strong-Passphrase-7' })).error).toBeNull();

    await expectRefusedOnRest(stolen.access_token);
    expect(isAuthSessionMissingError((await backend.client().auth.getUser(stolen.access_token)).error)).toBe(true);
    await expectWorksOnRest(user.session.access_token);
  });

  it('a deleted user’s token is refused', async () => {
    const user = await userWithNote();
    await expectWorksOnRest(user.session.access_token);
    expect((await backend.client({ key: 'service_role' }).auth.admin.deleteUser(user.user.id)).error).toBeNull();
    await expectRefusedOnRest(user.session.access_token);
    expect((await userEndpoint(user.session.access_token)).status).toBe(403);
  });

  it('a banned user’s token is refused', async () => {
    const user = await userWithNote();
    await expectWorksOnRest(user.session.access_token);
    const banned = await backend.client({ key: 'service_role' }).auth.admin.updateUserById(user.user.id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    await expectRefusedOnRest(user.session.access_token);
  });

  it('a session revoked for refresh-token reuse is refused', async () => {
    const user = await userWithNote();
    await expectWorksOnRest(user.session.access_token);
    // A rotated token comes back after its reuse window: the session is revoked.
    const rotated = await backend.client().auth.refreshSession({ refresh_token: user.session.refresh_token });
    expect(rotated.error).toBeNull();
    await backend.sql("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token_hash = $1", [
      createHash('sha256').update(user.session.refresh_token).digest('hex'),
    ]);
    const replay = await backend.client().auth.refreshSession({ refresh_token: user.session.refresh_token });
    expect(replay.error).toMatchObject({ code: 'refresh_token_already_used' });
    await expectRefusedOnRest(user.session.access_token);
    await expectRefusedOnRest(rotated.data.session!.access_token);
  });
});

describe('tokens without a session', () => {
  it('the anon and service keys keep working', async () => {
    const anon = await backend.client().from('notes').select('body');
    expect(anon.error).toBeNull();
    expect(anon.data).toEqual([]);
    const service = await backend.client({ key: 'service_role' }).from('notes').select('body').limit(1);
    expect(service.error).toBeNull();
  });
});

describe('a session ended outside this process', () => {
  it('is refused once the check’s TTL has passed', async () => {
    const short = await startBackend({ supabaseDir: FIXTURE, env: { AUTH_SESSION_CHECK_TTL_SECONDS: '1' } });
    try {
      const user = await short.signUpUser();
      const token = user.session.access_token;
      expect((await short.client({ accessToken: token }).from('notes').select('body')).error).toBeNull();
      // As another process (or an operator's SQL) would: the row goes, this process is not told.
      await short.sql('delete from auth.sessions where user_id = $1', [user.user.id]);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const after = await short.client({ accessToken: token }).from('notes').select('body');
      expect(after.status).toBe(401);
      expect(after.error).toMatchObject({ code: 'PGRST301' });
    } finally {
      await short.stop();
    }
  });

  it('AUTH_SESSION_CHECK_TTL_SECONDS cannot exceed a minute', async () => {
    await expect(startBackend({ env: { AUTH_SESSION_CHECK_TTL_SECONDS: '61' } })).rejects.toThrow(/AUTH_SESSION_CHECK_TTL_SECONDS/);
  });
});
