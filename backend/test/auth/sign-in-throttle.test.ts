// Wrong passwords slow down the client that sends them, not the account: an attacker guessing from
// one address cannot lock the owner out, who signs in at once from anywhere else. Only a far
// higher ceiling for the account as a whole (guessing from many addresses) slows every client, and
// even then the owner waits a bounded time instead of being locked out.
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';
import { postJsonFrom, type JsonAnswer } from './from-address';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({
    env: {
      AUTH_RATE_LIMIT_FAILED_SIGNIN_PER_EMAIL_CLIENT: '5',
      AUTH_RATE_LIMIT_FAILED_SIGNIN_PER_EMAIL: '8',
      // Long first wait, so "is slowed down" does not depend on how fast the machine is.
      AUTH_RATE_LIMIT_SIGNIN_SLOWDOWN_SECONDS: '40',
      AUTH_RATE_LIMIT_SIGNIN_MAX_SLOWDOWN_SECONDS: '50',
    },
  });
});

afterAll(async () => {
  await backend?.stop();
});

const ATTACKER = '127.0.0.1';
const OWNER = '127.0.0.2';

function signInFrom(address: string, email: string, password: string): Promise<JsonAnswer> {
  return postJsonFrom(address, `${backend.url}/auth/v1/token?grant_type=password`, { apikey: backend.anonKey }, { email, password });
}

function expectSlowedDown(answer: JsonAnswer, maxSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    code: 'over_request_rate_limit',
    message: expect.stringMatching(/^Too many sign-in attempts for this account\. Please try again in \d+ seconds\.$/),
  });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(answer.headers['x-supabase-api-version']).toBe('2024-01-01');
}

describe('failed sign-ins for one account', () => {
  let owner: SignedUpUser;

  beforeAll(async () => {
    owner = await backend.signUpUser();
  });

  it('slow down the attacker’s address after its budget, while the owner signs in at once from another', async () => {
    const answers: JsonAnswer[] = [];
    for (let attempt = 0; attempt < 12; attempt++) answers.push(await signInFrom(ATTACKER, owner.email, `Guess-${attempt}-Password!`));
    expect(answers.slice(0, 5).map((a) => a.body.code)).toEqual(Array(5).fill('invalid_credentials'));
    for (const answer of answers.slice(5)) expectSlowedDown(answer, 50);

    const signIn = await signInFrom(OWNER, owner.email, owner.password);
    expect(signIn.status).toBe(200);
    expect(signIn.body.access_token).toEqual(expect.any(String));
    expect(signIn.headers['cache-control']).toMatch(/no-store/);
  });

  it('a wrong password from the owner’s address does not spend the attacker’s budget or vice versa', async () => {
    const other = await backend.signUpUser();
    for (let attempt = 0; attempt < 5; attempt++) await signInFrom(ATTACKER, other.email, `Guess-${attempt}-Password!`);
    expect((await signInFrom(OWNER, other.email, 'Typo-In-The-Password-1')).body.code).toBe('invalid_credentials');
    expect((await signInFrom(OWNER, other.email, other.password)).status).toBe(200);
  });

  it('past the ceiling for the account from all addresses together, every address is slowed down, not locked out', async () => {
    const target = await backend.signUpUser();
    for (let attempt = 0; attempt < 5; attempt++) await signInFrom('127.0.0.3', target.email, `Guess-${attempt}-Password!`);
    for (let attempt = 0; attempt < 3; attempt++) await signInFrom('127.0.0.4', target.email, `Guess-${attempt}-Password!`);
    // Eight failures in all: the ceiling. A fresh address, the owner's, is asked to wait, boundedly.
    expectSlowedDown(await signInFrom('127.0.0.5', target.email, target.password), 50);
  });
});
