import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from 'rxjs';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createClient } from '@supabase/supabase-js';
import { RemoteServicesProvider, getEventBus, type Database, type ShalomSupabaseClient, type ToastVariant } from '@shalom/shared';
import { createFakeAiBackend, SUPABASE_URL, type FakeAiBackend } from './fakeAiBackend';

export const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const SPOUSE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const SISTER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

export interface SeenToast {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

let client: ShalomSupabaseClient | undefined;
let toastSubscription: Subscription | undefined;

function testClient(): ShalomSupabaseClient {
  client ??= createClient<Database>(SUPABASE_URL, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { reconnectAfterMs: () => 20 },
  });
  return client;
}

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

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderAi(page: ReactElement, at: string, session: string | 'signed-out' = ME) {
  const bus = getEventBus();
  if (session === 'signed-out') bus.publish({ type: 'session.changed', session: { status: 'signed-out', user: null } });
  else bus.publish({ type: 'session.changed', session: { status: 'signed-in', user: { id: session, email: null } } });
  const supabase = testClient();
  const toasts: SeenToast[] = [];
  toastSubscription?.unsubscribe();
  toastSubscription = bus.on('toast').subscribe(({ title, description, variant }) => toasts.push({ title, description, variant }));
  const user = userEvent.setup({ delay: null });
  const view = render(
    <RemoteServicesProvider services={{ bus, supabase }}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={at} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </RemoteServicesProvider>,
  );
  return { ...view, user, toasts };
}

export async function findLocation(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
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
