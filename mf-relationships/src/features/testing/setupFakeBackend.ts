import { setupServer } from 'msw/node';
import { createFakeBackend, type FakeBackend } from './fakeSupabaseBackend';
import { ME, PROFILES } from './people';

/**
 * One msw server per test file with a fresh fake backend before every test (the people of
 * people.ts, signed in as `user`). Read `harness.backend` inside tests, not at module level.
 */
export function setupFakeBackend(user: string = ME) {
  const server = setupServer();
  let current: FakeBackend = createFakeBackend(user);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    current = createFakeBackend(user);
    current.profiles.push(...PROFILES);
    server.resetHandlers(...current.handlers);
  });
  afterAll(() => server.close());
  return {
    server,
    get backend(): FakeBackend {
      return current;
    },
  };
}
