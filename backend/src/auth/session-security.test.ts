// Refresh-token reuse detection and sign-in rate limits, with the limits lowered for the test.
import { isAuthSessionMissingError } from '@supabase/supabase-js';
import { startBackend, type TestBackend } from '../../test/harness';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({
    env: {
      // No grace: any second use of a rotated refresh token counts as reuse.
      AUTH_REFRESH_REUSE_INTERVAL: '0',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '300',
      AUTH_RATE_LIMIT_FAILED_SIGNIN_PER_EMAIL_CLIENT: '3',
      AUTH_RATE_LIMIT_FAILED_SIGNIN_PER_EMAIL: '3',
      // A first wait far longer than the test, so "slowed down" never depends on the machine's speed.
      AUTH_RATE_LIMIT_SIGNIN_SLOWDOWN_SECONDS: '60',
      AUTH_RATE_LIMIT_SIGNIN_PER_IP: '25',
    },
  });
});

afterAll(async () => {
  await backend?.stop();
});

describe('refresh token rotation', () => {
  it('revokes the whole session when a rotated refresh token is used again', async () => {
    const { session, user } = await backend.signUpUser();
    const rotated = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(rotated.error).toBeNull();
    const newest = rotated.data.session!;

    // The old token comes back (stolen copy): GoTrue's refresh_token_already_used.
    const replay = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.data.session).toBeNull();
    expect(replay.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });

    // The legitimate holder's newest token is dead too, and so is the session's access token.
    const legit = await backend.client().auth.refreshSession({ refresh_token: newest.refresh_token });
    expect(legit.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(isAuthSessionMissingError((await backend.client().auth.getUser(newest.access_token)).error)).toBe(true);
    const sessions = await backend.sql('select 1 from auth.sessions where user_id = $1', [user.id]);
    expect(sessions.rows).toHaveLength(0);
  });

  it('leaves the user’s other sessions alone', async () => {
    const { session, email, password } = await backend.signUpUser();
    const other = backend.client();
    await other.auth.signInWithPassword({ email, password });
    await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect((await other.auth.getUser()).error).toBeNull();
  });
});

describe('sign-in rate limits', () => {
  it('answers 429 over_request_rate_limit after too many failed sign-ins for one address', async () => {
    const { email, password } = await backend.signUpUser();
    for (let attempt = 0; attempt < 3; attempt++) {
      const { error } = await backend.client().auth.signInWithPassword({ email, password: `Wrong-Password-${attempt}` });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const blocked = await backend.client().auth.signInWithPassword({ email, password });
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(blocked.error?.message).toMatch(/^Too many sign-in attempts for this account\. Please try again in \d+ (seconds|minutes)\.$/);

    const raw = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await raw.json()).toMatchObject({ code: 'over_request_rate_limit' });
  });

  it('does not lock out other addresses', async () => {
    const { email, password } = await backend.signUpUser();
    expect((await backend.client().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  // Last in this file: it exhausts the per-IP budget of every later sign-in from 127.0.0.1.
  it('answers 429 after too many sign-in attempts from one IP, whatever the address', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 429; attempt++) {
      const { error } = await backend.client().auth.signInWithPassword({
        email: `nobody-${attempt}@example.com`,
        password: 'Whatever-Password-1',
      });
      status = error?.status ?? 0;
      if (status === 429) {
        expect(error).toMatchObject({ code: 'over_request_rate_limit' });
        expect(error?.message).toMatch(/^Too many sign-in attempts\. Please try again in/);
      }
    }
    expect(status).toBe(429);
  });
});
