import type { ReactElement } from 'react';
import { setupServer } from 'msw/node';
import { Route } from 'react-router-dom';
import { remoteTestClient, renderRemoteScreen } from '@shalom/shared/remote/testing';
import { createFakeAiBackend, SUPABASE_URL, type FakeAiBackend } from './fakeAiBackend';

export const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const SPOUSE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const SISTER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

export { findLocation } from '@shalom/shared/remote/testing';

const testClient = () => remoteTestClient(SUPABASE_URL);

/** msw with a fresh fake backend before every test: ME linked to SPOUSE (Yosef) and SISTER (Leah). */
export function setupFakeAi() {
  const server = setupServer();
  let current = createFakeAiBackend(ME);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    current = createFakeAiBackend(ME);
    current.names.set(SPOUSE, 'Yosef');
    current.names.set(SISTER, 'Leah');
    current.tables.relationships!.push(
      { id: 'r1', user_id: ME, related_user_id: SPOUSE, relation_type: 'spouse', connection_state: 'accepted', created_at: '2026-01-01T00:00:02Z' },
      { id: 'r2', user_id: SISTER, related_user_id: ME, relation_type: 'sibling', connection_state: 'accepted', created_at: '2026-01-01T00:00:01Z' },
    );
    server.resetHandlers(...(current.handlers as Parameters<typeof server.resetHandlers>));
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterEach(async () => {
    await testClient().removeAllChannels();
  });
  afterAll(() => server.close());
  return {
    server,
    get backend(): FakeAiBackend {
      return current;
    },
  };
}

export function renderAi(page: ReactElement, at: string, session: string | 'signed-out' = ME) {
  return renderRemoteScreen({ supabaseUrl: SUPABASE_URL, at, session, routes: <Route path={at} element={page} /> });
}

/** Makes matchMedia answer like a phone (< 768 px) or a desktop. */
export function setViewport(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width: 767px'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
