// How tokens leave /auth/v1: never cached by a browser or proxy, and a refresh token presented
// twice within the reuse window yields the one child already issued (GoTrue), not a second chain.
import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { startBackend, type TestBackend } from '../harness';

let backend: TestBackend;

beforeAll(async () => {
  // The reuse window is GoTrue's default, 10 s; "after the window" is arranged by ageing the row.
  backend = await startBackend({ env: { AUTH_REFRESH_REUSE_INTERVAL: '10' } });
});

afterAll(async () => {
  await backend?.stop();
});

const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2)}@example.com`;

async function call(method: string, path: string, body?: unknown, bearer?: string) {
  return fetch(`${backend.url}/auth/v1${path}`, {
    method,
    redirect: 'manual',
    headers: {
      apikey: backend.anonKey,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function expectNotStored(response: Response) {
  expect(response.headers.get('cache-control')).toMatch(/\bno-store\b/);
  expect(response.headers.get('pragma')).toBe('no-cache');
}

interface TokenBody {
  access_token: string;
  refresh_token: string;
}

async function refresh(refreshToken: string): Promise<{ status: number; body: TokenBody & { code?: string } }> {
  const response = await call('POST', '/token?grant_type=refresh_token', { refresh_token: refreshToken });
  return { status: response.status, body: (await response.json()) as TokenBody & { code?: string } };
}

const sessionIdOf = (accessToken: string) => decodeJwt(accessToken).session_id as string;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

describe('Cache-Control: no-store on every auth response', () => {
  it('marks the token-bearing answers of signup, the password grant and the refresh grant', async () => {
    const email = uniqueEmail('cache');
    const password = 'Correct-Horse-Battery-9';
    const signUp = await call('POST', '/signup', { email, password });
    expect(signUp.status).toBe(200);
    expectNotStored(signUp);
    const signIn = await call('POST', '/token?grant_type=password', { email, password });
    expect(signIn.status).toBe(200);
    expectNotStored(signIn);
    const session = (await signIn.json()) as TokenBody;
    const refreshed = await call('POST', '/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    expectNotStored(refreshed);
    const user = await call('GET', '/user', undefined, session.access_token);
    expect(user.status).toBe(200);
    expectNotStored(user);
  });

  it('marks /verify (whose redirect carries tokens) and refusals too', async () => {
    expectNotStored(await call('POST', '/verify', { type: 'signup', token_hash: 'not-a-token' }));
    expectNotStored(await call('GET', '/verify?type=signup&token=not-a-token'));
    expectNotStored(await call('POST', '/token?grant_type=password', { email: uniqueEmail('nobody'), password: 'Whatever-Password-1' }));
  });
});

describe('refresh token reuse within the window', () => {
  it('answers a second use of the same token with the child already issued', async () => {
    const { session } = await backend.signUpUser();
    const first = await refresh(session.refresh_token);
    const second = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).toBe(first.body.refresh_token);
    expect(sessionIdOf(second.body.access_token)).toBe(sessionIdOf(session.access_token));
    // One chain: the session holds exactly one live refresh token.
    const live = await backend.sql('select 1 from auth.refresh_tokens where session_id = $1 and not revoked', [
      sessionIdOf(session.access_token),
    ]);
    expect(live.rows).toHaveLength(1);
  });

  it('gives parallel refreshes with one token the same child', async () => {
    const { session } = await backend.signUpUser();
    const answers = await Promise.all([1, 2, 3].map(() => refresh(session.refresh_token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.refresh_token)).size).toBe(1);
  });

  it('answers an older token of the chain with the chain’s current token, so only one chain continues', async () => {
    const { session } = await backend.signUpUser();
    const child = await refresh(session.refresh_token);
    const grandchild = await refresh(child.body.refresh_token);
    expect(grandchild.status).toBe(200);
    const late = await refresh(session.refresh_token);
    expect(late.status).toBe(200);
    expect(late.body.refresh_token).toBe(grandchild.body.refresh_token);
    const next = await refresh(grandchild.body.refresh_token);
    expect(next.status).toBe(200);
    const live = await backend.sql('select 1 from auth.refresh_tokens where session_id = $1 and not revoked', [
      sessionIdOf(session.access_token),
    ]);
    expect(live.rows).toHaveLength(1);
  });

  it('after the window, a reused token revokes the whole session', async () => {
    const { session, user } = await backend.signUpUser();
    const child = await refresh(session.refresh_token);
    // The parent was rotated a minute ago: its reuse window is over.
    await backend.sql("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token_hash = $1", [
      hashOf(session.refresh_token),
    ]);
    const replay = await refresh(session.refresh_token);
    expect(replay).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
    expect((await refresh(child.body.refresh_token)).body.code).toBe('refresh_token_not_found');
    expect((await backend.sql('select 1 from auth.sessions where user_id = $1', [user.id])).rows).toHaveLength(0);
  });
});
