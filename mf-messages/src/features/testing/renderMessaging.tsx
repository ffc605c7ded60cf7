import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from 'rxjs';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createClient } from '@supabase/supabase-js';
import { RemoteServicesProvider, getEventBus, type Database, type ShalomSupabaseClient, type ToastVariant } from '@shalom/shared';
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

export interface SeenToast {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

let client: ShalomSupabaseClient | undefined;
let toastSubscription: Subscription | undefined;

/** One real supabase-js client per file; realtime reconnects at once so a cut socket heals quickly. */
export function testClient(): ShalomSupabaseClient {
  client ??= createClient<Database>(SUPABASE_URL, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { reconnectAfterMs: () => 20 },
  });
  return client;
}

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

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the remote's pages as the shell would: its services, a router, the session on the bus. */
export function renderMessaging(at: string, session: string = ME) {
  const bus = getEventBus();
  bus.publish({ type: 'session.changed', session: { status: 'signed-in', user: { id: session, email: null } } });
  const supabase = testClient();
  const toasts: SeenToast[] = [];
  toastSubscription?.unsubscribe();
  toastSubscription = bus.on('toast').subscribe(({ title, description, variant }) => toasts.push({ title, description, variant }));
  const user = userEvent.setup({ delay: null });
  const view = render(
    <RemoteServicesProvider services={{ bus, supabase }}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/messages" element={<MessagesPage />} />
          <Route path="/messages/:id" element={<ConversationPage />} />
          <Route path="/messages/ai/:id" element={<AiCommunicationsPage />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </RemoteServicesProvider>,
  );
  return { ...view, user, toasts, bus, supabase };
}

/** Where the router is now. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
