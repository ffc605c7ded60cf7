// JWT time claims with PostgREST's 30 s of clock skew (its Auth.Jwt: allowedSkewSeconds = 30): a
// token stays valid up to 30 s past exp and from 30 s before nbf, and one whose iat lies more than
// 30 s ahead is refused with 401 PGRST303 "JWT issued at future". Through the stock supabase-js
// (a client whose access token is the token) and fetch for the exact error and WWW-Authenticate.
// /auth/v1 keeps GoTrue's check (golang-jwt with no leeway: exp exact, iat not checked), and
// realtime Supabase Realtime's strict exp: a join with a token 10 s past exp is refused.
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, decodeJwt } from 'jose';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';

const FIXTURE = `${__dirname}/../fixtures/supabase`;
let backend: TestBackend;
let alice: SignedUpUser;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: FIXTURE });
  alice = await backend.signUpUser();
  const { error } = await alice.client.from('notes').insert({ body: 'mine' });
  expect(error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

const now = () => Math.floor(Date.now() / 1000);

/** A token for alice with these time claims (no session_id: like a token minted by a server). */
function token(times: { exp?: number; nbf?: number; iat?: number }): Promise<string> {
  return new SignJWT({ role: 'authenticated', aud: 'authenticated', sub: alice.user.id, ...times })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(backend.context().config.jwtSecret));
}

function clientWith(accessToken: string): SupabaseClient {
  return backend.client({ accessToken });
}

async function readWith(accessToken: string) {
  return clientWith(accessToken).from('notes').select('body');
}

/** The refusal as fetch sees it: status, body and WWW-Authenticate. */
async function refusal(accessToken: string) {
  const res = await fetch(`${backend.url}/rest/v1/notes?select=body`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${accessToken}` } });
  return { status: res.status, body: await res.json(), authenticate: res.headers.get('www-authenticate') };
}

const invalidToken = (message: string) => ({
  status: 401,
  body: { code: 'PGRST303', details: null, hint: null, message },
  authenticate: `Bearer error="invalid_token", error_description="${message}"`,
});

describe('JWT clock skew on /rest/v1, as PostgREST 13', () => {
  it('accepts a token up to 30 s past its exp, refuses it after', async () => {
    const recent = await readWith(await token({ exp: now() - 10 }));
    expect(recent.error).toBeNull();
    expect(recent.data).toEqual([{ body: 'mine' }]);
    const stale = await token({ exp: now() - 60 });
    const refused = await readWith(stale);
    expect(refused.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    expect(await refusal(stale)).toEqual(invalidToken('JWT expired'));
  });

  it('accepts a token from 30 s before its nbf, refuses it earlier', async () => {
    const soon = await readWith(await token({ nbf: now() + 10, exp: now() + 3600 }));
    expect(soon.error).toBeNull();
    expect(soon.data).toEqual([{ body: 'mine' }]);
    const later = await token({ nbf: now() + 120, exp: now() + 3600 });
    expect((await readWith(later)).error).toMatchObject({ code: 'PGRST303', message: 'JWT not yet valid' });
    expect(await refusal(later)).toEqual(invalidToken('JWT not yet valid'));
  });

  it('accepts an iat up to 30 s ahead, refuses one further ahead with "JWT issued at future"', async () => {
    const slightlyAhead = await readWith(await token({ iat: now() + 10, exp: now() + 3600 }));
    expect(slightlyAhead.error).toBeNull();
    expect(slightlyAhead.data).toEqual([{ body: 'mine' }]);
    const future = await token({ iat: now() + 120, exp: now() + 3600 });
    const refused = await readWith(future);
    expect(refused.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'PGRST303', message: 'JWT issued at future' });
    expect(await refusal(future)).toEqual(invalidToken('JWT issued at future'));
    // A write with it is refused too, and writes nothing.
    const write = await clientWith(future).from('notes').insert({ body: 'from the future' });
    expect(write.error).toMatchObject({ code: 'PGRST303' });
    const { data } = await alice.client.from('notes').select('body');
    expect(data).toEqual([{ body: 'mine' }]);
  });

  it('keeps refusing a token cached while valid once it is more than 30 s past exp', async () => {
    // Verified tokens are cached; the cache re-checks exp with the same skew. 4 s of room before
    // the first read: on a loaded CI machine signing and the first request once took over a second.
    const exp = now() - 26;
    const shortLived = await token({ exp });
    expect((await readWith(shortLived)).error).toBeNull();
    const pastSkew = (exp + 31) * 1000 + 100 - Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, pastSkew)));
    expect((await readWith(shortLived)).error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });
});

describe('/auth/v1 keeps GoTrue\'s exact exp and ignores iat', () => {
  /** Alice's own access token (its session, its claims) with other time claims, re-signed. */
  function sessionToken(times: { exp: number; iat: number }): Promise<string> {
    const claims = decodeJwt(alice.session.access_token);
    return new SignJWT({ ...claims, ...times })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(backend.context().config.jwtSecret));
  }

  it('refuses a token 10 s past exp with GoTrue\'s 403 bad_jwt, which REST still accepts', async () => {
    const recent = await sessionToken({ exp: now() - 10, iat: now() - 3600 });
    const user = await backend.client().auth.getUser(recent);
    expect(user.error).toMatchObject({ status: 403, code: 'bad_jwt', message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired' });
    expect((await readWith(recent)).error).toBeNull();
  });

  it('takes a token whose iat lies ahead, which REST refuses', async () => {
    const ahead = await sessionToken({ exp: now() + 3600, iat: now() + 120 });
    const user = await backend.client().auth.getUser(ahead);
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(alice.user.id);
    expect((await readWith(ahead)).error).toMatchObject({ code: 'PGRST303', message: 'JWT issued at future' });
  });
});

describe('realtime keeps a strict exp', () => {
  it('refuses to join with a token 10 s past exp', async () => {
    const expired = await token({ exp: now() - 10 });
    const client = clientWith(expired);
    await client.realtime.setAuth(expired);
    const errors: string[] = [];
    const channel = client.channel('skew');
    channel.on('postgres_changes', { event: '*', schema: 'public', table: 'notes' }, () => undefined);
    await new Promise<void>((resolve) => {
      channel.subscribe((status, error) => {
        if (status === 'CHANNEL_ERROR') {
          errors.push(error?.message ?? '');
          resolve();
        }
        if (status === 'SUBSCRIBED') resolve();
      });
    });
    expect(errors[0]).toMatch(/^Token has expired 1\d seconds ago$/);
    await client.removeAllChannels();
    client.realtime.disconnect();
  });
});
