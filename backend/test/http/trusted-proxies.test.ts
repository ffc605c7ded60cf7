// TRUSTED_PROXIES through the real server: behind a trusted reverse proxy every API takes the
// client from X-Forwarded-For (the right-most entry that is not a trusted proxy), so clients
// behind one proxy are not one client to the rate limits and to SQL; without the setting, or from
// a peer that is not trusted, the header is ignored and the socket's peer is the client. The test
// client connects from 127.0.0.1, the "proxy" here. An edge function is told the same address as
// SQL, never the header the client sent.
import { join } from 'node:path';
import { startBackend, type TestBackend } from '../harness';

const FIXTURE = join(__dirname, '..', 'fixtures', 'client-address');
const SIGNUPS_PER_CLIENT = 2;

let behindProxy: TestBackend;
let direct: TestBackend;

beforeAll(async () => {
  const env = { AUTH_RATE_LIMIT_SIGNUP_PER_IP: String(SIGNUPS_PER_CLIENT) };
  behindProxy = await startBackend({ supabaseDir: FIXTURE, env: { ...env, TRUSTED_PROXIES: '127.0.0.1/32, ::1' } });
  direct = await startBackend({ supabaseDir: FIXTURE, env });
});

afterAll(async () => {
  await behindProxy?.stop();
  await direct?.stop();
});

/** The client address SQL sees (request.headers' x-forwarded-for) for a request with this header. */
async function addressSeenBySql(backend: TestBackend, forwardedFor?: string): Promise<string> {
  const response = await fetch(`${backend.url}/rest/v1/rpc/client_address`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as string;
}

/** The X-Forwarded-For an edge function is handed for a request with this header. */
async function addressSeenByFunction(backend: TestBackend, forwardedFor?: string): Promise<string | null> {
  const response = await fetch(`${backend.url}/functions/v1/client-address`, {
    method: 'POST',
    headers: { authorization: `Bearer ${backend.anonKey}`, ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { forwardedFor: string | null }).forwardedFor;
}

let signUps = 0;
async function signUp(backend: TestBackend, forwardedFor: string): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: `proxy-${++signUps}@example.test`, password: 'Correct-Horse-Battery-9' }),
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code };
}

describe('behind a trusted proxy', () => {
  it('SQL sees the client the proxy names, walking X-Forwarded-For from the right', async () => {
    expect(await addressSeenBySql(behindProxy, '198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeenBySql(behindProxy, '6.6.6.6, 198.51.100.7, 127.0.0.1')).toBe('198.51.100.7');
    expect(await addressSeenBySql(behindProxy, '2001:db8:1::7')).toBe('2001:db8:1::7');
    // Every hop a trusted proxy: the left-most one.
    expect(await addressSeenBySql(behindProxy, '::1, 127.0.0.1')).toBe('::1');
  });

  it('tells an edge function the same client, not the chain the request carried', async () => {
    expect(await addressSeenByFunction(behindProxy, '6.6.6.6, 198.51.100.7, 127.0.0.1')).toBe('198.51.100.7');
    expect(await addressSeenByFunction(behindProxy)).toBe('127.0.0.1');
  });

  it('falls back to the peer with no header or a malformed chain', async () => {
    expect(await addressSeenBySql(behindProxy)).toBe('127.0.0.1');
    expect(await addressSeenBySql(behindProxy, '198.51.100.7:5555')).toBe('127.0.0.1');
    expect(await addressSeenBySql(behindProxy, 'client.example, 127.0.0.1')).toBe('127.0.0.1');
  });

  it('gives each client behind the proxy its own auth rate limit', async () => {
    const first = Array.from({ length: SIGNUPS_PER_CLIENT }, () => signUp(behindProxy, '198.51.100.1'));
    expect((await Promise.all(first)).map((r) => r.status)).toEqual(Array(SIGNUPS_PER_CLIENT).fill(200));
    expect(await signUp(behindProxy, '198.51.100.1')).toEqual({ status: 429, code: 'over_request_rate_limit' });
    // Another client through the same proxy still has its whole allowance.
    expect((await signUp(behindProxy, '198.51.100.2')).status).toBe(200);
    // Naming another client further left does not escape: the proxy appended the real one.
    expect(await signUp(behindProxy, '203.0.113.99, 198.51.100.1')).toEqual({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('without TRUSTED_PROXIES', () => {
  it("ignores the client's X-Forwarded-For: SQL sees the socket's peer", async () => {
    expect(await addressSeenBySql(direct, '198.51.100.7')).toBe('127.0.0.1');
    expect(await addressSeenBySql(direct)).toBe('127.0.0.1');
  });

  it("hands an edge function the socket's peer, not the client's X-Forwarded-For", async () => {
    expect(await addressSeenByFunction(direct, '198.51.100.7')).toBe('127.0.0.1');
  });

  it('counts every request from the peer as one client, whatever it claims', async () => {
    for (let n = 0; n < SIGNUPS_PER_CLIENT; n++) expect((await signUp(direct, `198.51.100.${10 + n}`)).status).toBe(200);
    expect(await signUp(direct, '198.51.100.99')).toEqual({ status: 429, code: 'over_request_rate_limit' });
  });
});
