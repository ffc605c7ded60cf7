import { render } from '@testing-library/react';
import { createClient } from '@supabase/supabase-js';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  RemoteServicesProvider,
  getEventBus,
  type BusEventOf,
  type Database,
  type SessionSnapshot,
  type ShalomSupabaseClient,
} from '@shalom/shared';

/** Origin the tests' supabase-js client talks to; msw answers there. */
export const TEST_SUPABASE_URL = 'http://supabase.test';
export const TEST_USER_ID = '11111111-2222-4333-8444-555555555555';

let clientCount = 0;

export function createTestSupabase(): ShalomSupabaseClient {
  clientCount += 1;
  return createClient<Database>(TEST_SUPABASE_URL, 'test-anon-key', {
    // Own storage key per test client: no "multiple GoTrueClient instances" noise.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `sb-test-${clientCount}` },
  });
}

export function publishSession(session: SessionSnapshot): void {
  getEventBus().publish({ type: 'session.changed', session });
}

export const signedInAsTestUser: SessionSnapshot = {
  status: 'signed-in',
  user: { id: TEST_USER_ID, email: 'newcomer@test.local' },
};

/** Shows where the router went, so tests can assert navigation like a user sees the address bar. */
function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a page at `path` with the real services (bus + a real supabase-js client pointed at
 * msw) and collects the toasts it publishes.
 */
export function renderPage(page: ReactElement, { path, route }: { path: string; route: string }) {
  const toasts: BusEventOf<'toast'>[] = [];
  const profileChanges: string[] = [];
  const bus = getEventBus();
  const subscriptions = [
    bus.on('toast').subscribe((toast) => toasts.push(toast)),
    bus.on('profile.changed').subscribe((event) => profileChanges.push(event.userId)),
  ];
  const supabase = createTestSupabase();
  const view = render(
    <RemoteServicesProvider services={{ bus, supabase }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </RemoteServicesProvider>,
  );
  const cleanup = () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  return { ...view, toasts, profileChanges, supabase, stopCollecting: cleanup };
}
