// A bearer token /rest/v1 refuses gets PostgREST's own answer for that reason (its JwtDecodeErr /
// JwtClaimsErr: code, message, details, and WWW-Authenticate), the cases of PostgREST's ErrorSpec
// "JWT Errors" and AuthSpec, through fetch with exact bodies. Other APIs keep their own shapes.
import { SignJWT } from 'jose';
import { startBackend, type TestBackend } from '../harness';

const FIXTURE = `${__dirname}/../fixtures/supabase`;
let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: FIXTURE });
});

afterAll(async () => {
  await backend?.stop();
});

const now = () => Math.floor(Date.now() / 1000);
const sign = (claims: Record<string, unknown>, secret = backend.context().config.jwtSecret) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));

/** Status, body and WWW-Authenticate of a read of notes with this Authorization header. */
async function refusal(authorization: string) {
  const response = await fetch(`${backend.url}/rest/v1/notes?select=body`, { headers: { apikey: backend.anonKey, authorization } });
  return { status: response.status, body: await response.json(), authenticate: response.headers.get('www-authenticate') };
}

const invalidToken = (code: string, message: string, details: string | null = null) => ({
  status: 401,
  body: { code, details, hint: null, message },
  authenticate: `Bearer error="invalid_token", error_description="${message}"`,
});

describe('a refused bearer token, as PostgREST answers it', () => {
  it('empty', async () => {
    expect(await refusal('Bearer ')).toEqual(invalidToken('PGRST301', 'Empty JWT is sent in Authorization header'));
  });

  it('not three parts', async () => {
    expect(await refusal('Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.bm90IGFuIG9iamVjdA')).toEqual(invalidToken('PGRST301', 'Expected 3 parts in JWT; got 2'));
    expect(await refusal('Bearer not-a-jwt')).toEqual(invalidToken('PGRST301', 'Expected 3 parts in JWT; got 1'));
  });

  it('three parts of random characters', async () => {
    expect(await refusal('Bearer quifquirndsjagnrgniur.fonvoienqhhdj.iuqvnvhojah')).toEqual(invalidToken('PGRST301', 'JWT cryptographic operation failed'));
  });

  it('signed with another secret', async () => {
    const forged = await sign({ role: 'service_role' }, 'not-the-project-secret-but-long-enough-to-sign');
    expect(await refusal(`Bearer ${forged}`)).toEqual(invalidToken('PGRST301', 'No suitable key or wrong key type', 'None of the keys was able to decode the JWT'));
  });

  it("alg 'none'", async () => {
    expect(await refusal('Bearer eyJ0eXAiOiJKV1QiLCJhbGciOiJub25lIn0.e30.yOBhlOIqn56T-4NvyEXCjfi3UmyQZ-BzXtePMO2NgRI')).toEqual(
      invalidToken('PGRST301', 'Wrong or unsupported encoding algorithm', "JWT is unsecured but expected 'alg' was not 'none'"),
    );
  });

  it('expired, not yet valid, or with a claim that is not a number', async () => {
    expect(await refusal(`Bearer ${await sign({ role: 'authenticated', exp: now() - 3600 })}`)).toEqual(invalidToken('PGRST303', 'JWT expired'));
    expect(await refusal(`Bearer ${await sign({ role: 'authenticated', nbf: now() + 3600 })}`)).toEqual(invalidToken('PGRST303', 'JWT not yet valid'));
    expect(await refusal(`Bearer ${await sign({ role: 'authenticated', exp: 'invalid' })}`)).toEqual(invalidToken('PGRST303', "The JWT 'exp' claim must be a number"));
    expect(await refusal(`Bearer ${await sign({ role: 'authenticated', nbf: 'invalid' })}`)).toEqual(invalidToken('PGRST303', "The JWT 'nbf' claim must be a number"));
    expect(await refusal(`Bearer ${await sign({ role: 'authenticated', iat: 'invalid' })}`)).toEqual(invalidToken('PGRST303', "The JWT 'iat' claim must be a number"));
  });

  it('a role that is not one of the API roles', async () => {
    expect(await refusal(`Bearer ${await sign({ role: 'postgres' })}`)).toEqual(
      invalidToken('PGRST301', 'The JWT role claim must be anon, authenticated or service_role'),
    );
  });

  it('a valid token still reads (nothing for a user without notes)', async () => {
    const user = await backend.signUpUser();
    const response = await fetch(`${backend.url}/rest/v1/notes?select=body`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${user.session.access_token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});
