// Lone UTF-16 surrogates ("\ud800" in JSON) are valid JSON but not valid Unicode: Postgres' jsonb
// refuses them and argon2 would hash them as U+FFFD. Every auth endpoint must refuse them with
// GoTrue's 4xx shape instead of a 500, and keep accepting well-formed text (astral characters too).
import { DEFAULT_TEST_PASSWORD, startBackend, type SignedUpUser, type TestBackend } from '../harness';

let backend: TestBackend;
let user: SignedUpUser;

beforeAll(async () => {
  backend = await startBackend({ env: { AUTH_RATE_LIMIT_SIGNUP_PER_IP: '1000' } });
  user = await backend.signUpUser();
});

afterAll(async () => {
  await backend?.stop();
});

const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2)}@example.com`;

type Method = 'POST' | 'PUT';

async function send(method: Method, path: string, body: unknown, bearer?: string) {
  const response = await fetch(`${backend.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    // JSON.stringify writes a lone surrogate as the escape \udXXX, exactly what a hostile client sends.
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { unparsable: text };
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** A GoTrue validation refusal: 400 or 422, {code, message}, and the API version header. */
function expectRefusal(answer: Awaited<ReturnType<typeof send>>, code = 'validation_failed') {
  expect([400, 422]).toContain(answer.status);
  expect(answer.body).toMatchObject({ code, message: expect.any(String) });
  expect(answer.headers.get('x-supabase-api-version')).toBe('2024-01-01');
}

describe('lone surrogates', () => {
  it('refuses a lone-surrogate email at sign-up with GoTrue’s invalid-format error', async () => {
    for (const email of ['a\ud800@example.com', 'a\udfff@example.com', `x@example.com\ud83d`]) {
      const answer = await send('POST', '/signup', { email, password: DEFAULT_TEST_PASSWORD });
      expectRefusal(answer);
      expect(answer.body).toEqual({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
    }
  });

  it('refuses lone surrogates in the password and the metadata of a sign-up', async () => {
    expectRefusal(await send('POST', '/signup', { email: uniqueEmail('pw'), password: 'Correct-Horse-\ud800-Battery' }));
    expectRefusal(await send('POST', '/signup', { email: uniqueEmail('meta'), password: DEFAULT_TEST_PASSWORD, data: { name: 'Sarah\udc00' } }));
    expectRefusal(await send('POST', '/signup', { email: uniqueEmail('key'), password: DEFAULT_TEST_PASSWORD, data: { '\ud800': 1 } }));
    expectRefusal(
      await send('POST', '/signup', { email: uniqueEmail('deep'), password: DEFAULT_TEST_PASSWORD, data: { a: [{ b: ['\udbff'] }] } }),
    );
  });

  it('refuses them in the password and refresh-token grants and in POST /verify', async () => {
    expectRefusal(await send('POST', '/token?grant_type=password', { email: 'a\ud800@example.com', password: DEFAULT_TEST_PASSWORD }));
    expectRefusal(await send('POST', '/token?grant_type=password', { email: user.email, password: `${user.password}\ud800` }));
    expectRefusal(await send('POST', '/token?grant_type=refresh_token', { refresh_token: `${user.session.refresh_token}\ud800` }));
    expectRefusal(await send('POST', '/verify', { type: 'signup', token_hash: '\ud800' }));
  });

  it('refuses them in updateUser (email, password, metadata)', async () => {
    const token = user.session.access_token;
    expectRefusal(await send('PUT', '/user', { email: '\ud800@example.com' }, token));
    expectRefusal(await send('PUT', '/user', { password: 'Another-Strong-\udc00-Passphrase' }, token));
    expectRefusal(await send('PUT', '/user', { data: { city: 'Haifa\ud800' } }, token));
  });

  it('refuses them in the admin API', async () => {
    const admin = backend.serviceRoleKey;
    expectRefusal(await send('POST', '/admin/users', { email: 'b\ud800@example.com', password: DEFAULT_TEST_PASSWORD }, admin));
    expectRefusal(
      await send('POST', '/admin/users', { email: uniqueEmail('admin'), user_metadata: { n: '\ud800' } }, admin),
    );
    expectRefusal(await send('POST', '/admin/users', { email: uniqueEmail('admin'), app_metadata: { '\udc00x': true } }, admin));
    expectRefusal(await send('PUT', `/admin/users/${user.user.id}`, { user_metadata: { n: '\ud800' } }, admin));
    expectRefusal(await send('PUT', `/admin/users/${user.user.id}`, { password: 'Yet-Another-\ud800-Passphrase' }, admin));
  });

  it('still accepts well-formed text, astral characters included, and keeps serving', async () => {
    const email = uniqueEmail('emoji');
    const answer = await send('POST', '/signup', { email, password: 'Shalom-\u{1F54A}-Bayit-2026', data: { name: 'Sarah \u{1F600} שרה' } });
    expect(answer.status).toBe(200);
    expect((answer.body.user as { user_metadata: unknown }).user_metadata).toEqual({ name: 'Sarah \u{1F600} שרה' });
    const signIn = await send('POST', '/token?grant_type=password', { email, password: 'Shalom-\u{1F54A}-Bayit-2026' });
    expect(signIn.status).toBe(200);
  });
});
