import { configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route } from 'react-router-dom';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { remoteTestClient, renderRemoteScreen } from '@shalom/shared/remote/testing';
import { AiCommunicationsPage, ConversationPage, MessagesPage } from '../conversations/MessagesPages';
import { SUPABASE_URL, createFakeMessagingBackend, type FakeMessagingBackend } from './fakeMessagingBackend';

// A wait limit, not a speed check: two cores shared by several suites can take over a second to
// deliver a realtime frame or a first render.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

export const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const SPOUSE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const SISTER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const NAMELESS = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const STRANGER = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
/** A thread between two other people. */
export const STRANGER_CONVERSATION = { user_id: SPOUSE, partner_user_id: STRANGER };

export { currentLocation } from '@shalom/shared/remote/testing';

/** The file's one supabase-js client (tests also subscribe with it directly). */
export const testClient = (): ShalomSupabaseClient => remoteTestClient(SUPABASE_URL);

/** msw with a fresh fake backend before every test (names of people.ts; signed in as ME). */
export function setupFakeMessaging() {
  const server = setupServer();
  let current = createFakeMessagingBackend(ME);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    current = createFakeMessagingBackend(ME);
    current.names.set(ME, 'Rivka');
    current.names.set(SPOUSE, 'Yosef');
    current.names.set(SISTER, 'Leah Katz');
    current.names.set(NAMELESS, null);
    server.resetHandlers(...current.handlers);
  });
  afterEach(async () => {
    // Each test's channels leave, so the next test's joins start clean.
    await testClient().removeAllChannels();
  });
  afterAll(() => server.close());
  return {
    get backend(): FakeMessagingBackend {
      return current;
    },
  };
}

/** Renders the remote's pages as the shell would: its services, a router, the session on the bus. */
export function renderMessaging(at: string, session: string = ME) {
  return renderRemoteScreen({
    supabaseUrl: SUPABASE_URL,
    at,
    session,
    locationProbe: 'always',
    routes: (
      <>
        <Route path="/messages" element={<MessagesPage />} />
        <Route path="/messages/:id" element={<ConversationPage />} />
        <Route path="/messages/ai/:id" element={<AiCommunicationsPage />} />
      </>
    ),
  });
}
