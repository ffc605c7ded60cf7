import './domPolyfills';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from 'rxjs';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createClient } from '@supabase/supabase-js';
import { RemoteServicesProvider, getEventBus, type Database, type ShalomSupabaseClient, type ToastVariant } from '@shalom/shared';
import { SUPABASE_URL, createFakeFeedbackBackend, type FakeFeedbackBackend } from './fakeFeedbackBackend';

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
  });
  return client;
}

/** One msw server per file, a fresh fake backend before each test. Read `harness.backend` in tests. */
export function setupFakeFeedbackBackend() {
  const server = setupServer();
  let current: FakeFeedbackBackend = createFakeFeedbackBackend();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    current = createFakeFeedbackBackend();
    server.resetHandlers(...current.handlers);
  });
  afterAll(() => server.close());
  return {
    get backend(): FakeFeedbackBackend {
      return current;
    },
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders a page as the shell mounts it: services on the bus, a router, the session published. */
export function renderFeature(page: ReactElement, { path, session, advanceTimers }: { path: string; session: string | 'signed-out'; advanceTimers?: (ms: number) => void }) {
  const bus = getEventBus();
  if (session === 'signed-out') bus.publish({ type: 'session.changed', session: { status: 'signed-out', user: null } });
  else bus.publish({ type: 'session.changed', session: { status: 'signed-in', user: { id: session, email: null } } });
  const supabase = testClient();
  const toasts: SeenToast[] = [];
  toastSubscription?.unsubscribe();
  toastSubscription = bus.on('toast').subscribe(({ title, description, variant }) => toasts.push({ title, description, variant }));
  const user = userEvent.setup({ delay: null, ...(advanceTimers ? { advanceTimers } : {}) });
  const view = render(
    <RemoteServicesProvider services={{ bus, supabase }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </RemoteServicesProvider>,
  );
  return { ...view, user, toasts };
}

export function currentLocation(): string | null {
  return screen.queryByTestId('location')?.textContent ?? null;
}
