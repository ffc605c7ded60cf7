// Hostile input at /auth/v1: malformed JSON, wrong types, huge or odd strings, forged tokens and
// headers. Whatever arrives, the answer is a 4xx JSON error (or a success), never a 5xx, and
// the server and its data stay intact.
import fc from 'fast-check';
import { startBackend, type SignedUpUser, type TestBackend } from '../../test/harness';

let backend: TestBackend;
let sentinel: SignedUpUser;

beforeAll(async () => {
  backend = await startBackend({
    env: { AUTH_RATE_LIMIT_SIGNIN_PER_IP: '100000', AUTH_RATE_LIMIT_SIGNUP_PER_IP: '100000' },
  });
  sentinel = await backend.signUpUser();
});

afterAll(async () => {
  await backend?.stop();
});

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    "' or 1=1 --",
    "'); drop table auth.users; --",
    '\u0000',
    'a\u0000b@example.com',
    '\ud800',
    '${jndi:ldap://x}',
    '<script>alert(1)</script>',
    'x'.repeat(70_000),
    '@',
    'a@b.c',
    '../../etc/passwd',
    'null',
  ),
);

const fieldValue = fc.oneof(hostileString, fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));

const body = fc.oneof(
  fc.record(
    {
      email: fieldValue,
      password: fieldValue,
      refresh_token: fieldValue,
      data: fieldValue,
      token_hash: fieldValue,
      type: fieldValue,
      user_metadata: fieldValue,
      email_confirm: fieldValue,
    },
    { requiredKeys: [] },
  ).map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  hostileString,
  fc.constantFrom('{', '{"email":', '[]', 'null', '"str"', '{"a":'.repeat(2000), '['.repeat(5000)),
);

const path = fc.oneof(
  fc.constantFrom(
    '/auth/v1/signup',
    '/auth/v1/token?grant_type=password',
    '/auth/v1/token?grant_type=refresh_token',
    '/auth/v1/token?grant_type=%00',
    '/auth/v1/token',
    '/auth/v1/user',
    '/auth/v1/logout?scope=local',
    '/auth/v1/logout?scope=%27',
    '/auth/v1/verify',
    '/auth/v1/verify?token=abc&type=signup&redirect_to=javascript:alert(1)',
    '/auth/v1/admin/users',
    '/auth/v1/admin/users/not-a-uuid',
    '/auth/v1/admin/users/00000000-0000-0000-0000-000000000000',
    '/auth/v1/admin/users?page=-1&per_page=999999999',
    '/auth/v1/settings',
  ),
  hostileString.map((tail) => `/auth/v1/${encodeURIComponent(tail.replace(/[\ud800-\udfff]/g, ''))}`),
);

const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH');

type KeyChoice = 'anon' | 'service' | 'user' | 'none' | 'garbage' | 'forged';
const credential = fc.constantFrom<KeyChoice>('anon', 'service', 'user', 'none', 'garbage', 'forged');

function token(choice: KeyChoice, garbage: string): string | undefined {
  switch (choice) {
    case 'anon':
      return backend.anonKey;
    case 'service':
      return backend.serviceRoleKey;
    case 'user':
      return sentinel.session.access_token;
    case 'none':
      return undefined;
    case 'garbage':
      return garbage;
    case 'forged': {
      const [header, payload] = sentinel.session.access_token.split('.');
      return `${header}.${payload}.${Buffer.from(garbage).toString('base64url')}`;
    }
  }
}

it('answers every hostile request with a JSON 4xx (or a success), never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(path, method, body, credential, credential, hostileString, async (p, m, b, apikey, bearer, garbage) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const key = token(apikey, garbage);
      const auth = token(bearer, garbage);
      // fetch refuses header values it cannot encode; those never reach a server anyway.
      const safe = (value: string) => /^[\t\x20-\x7e]*$/.test(value);
      if (key && safe(key)) headers.apikey = key;
      if (auth && safe(auth)) headers.authorization = `Bearer ${auth}`;
      const response = await fetch(`${backend.url}${p}`, {
        method: m,
        headers,
        body: m === 'GET' ? undefined : b,
        redirect: 'manual',
      });
      expect(response.status).toBeLessThan(500);
      // 431: Node's HTTP parser refuses headers (URL included) over 16 KB before any app code runs.
      if (response.status >= 400 && response.status !== 431) {
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        const parsed = (await response.json()) as { message?: unknown };
        expect(typeof parsed.message).toBe('string');
      } else {
        await response.arrayBuffer();
      }
    }),
    { numRuns: 300 },
  );

  // Still up, auth tables intact, the sentinel user still signs in.
  expect((await fetch(`${backend.url}/health`)).status).toBe(200);
  const signIn = await backend.client().auth.signInWithPassword({ email: sentinel.email, password: sentinel.password });
  expect(signIn.error).toBeNull();
  expect((await backend.sql('select count(*)::int as n from auth.users')).rows[0]?.n).toBeGreaterThanOrEqual(1);
});
