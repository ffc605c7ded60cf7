import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createClient } from '@supabase/supabase-js';
import { RemoteServicesProvider, getEventBus, type Database, type ShalomSupabaseClient, type ToastVariant } from '@shalom/shared';

/** Who is signed in for a rendered screen: a user id, or one of the session states without a user. */
export type TestSession = string | 'signed-out' | 'loading';

export interface SeenToast {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

const clients = new Map<string, ShalomSupabaseClient>();
let toastSubscription: Subscription | undefined;

/**
 * One real supabase-js client per test file and backend URL, as a page has one (a second GoTrue
 * client would warn). Realtime reconnects at once, so a socket a test cuts heals quickly.
 */
export function remoteTestClient(supabaseUrl: string): ShalomSupabaseClient {
  let client = clients.get(supabaseUrl);
  if (!client) {
    client = createClient<Database>(supabaseUrl, 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { reconnectAfterMs: () => 20 },
    });
    clients.set(supabaseUrl, client);
  }
  return client;
}

/** Publishes the session on the bus, as the shell does when it learns who is signed in. */
export function publishTestSession(session: TestSession): void {
  const bus = getEventBus();
  if (session === 'signed-out') bus.publish({ type: 'session.changed', session: { status: 'signed-out', user: null } });
  else if (session === 'loading') bus.publish({ type: 'session.changed', session: { status: 'loading', user: null } });
  else bus.publish({ type: 'session.changed', session: { status: 'signed-in', user: { id: session, email: null } } });
}

/** Where the router is now, rendered like an address bar the tests can read. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderRemoteScreenOptions {
  /** The msw backend's origin the screen's supabase-js client talks to. */
  supabaseUrl: string;
  /** The address to start at. */
  at: string;
  session: TestSession;
  /** The remote's `<Route>` elements under test. */
  routes: ReactNode;
  /**
   * 'when-left' (default): the location probe renders only once the app navigates off the routes
   * under test; 'always': it renders beside them, for screens that change their own address.
   */
  locationProbe?: 'when-left' | 'always';
  /** For fake timers: how user-event advances them. */
  advanceTimers?: (ms: number) => void;
}

/**
 * Renders a remote's screen as the shell mounts it: its services (the bus and a real supabase-js
 * client aimed at the msw backend), a router, and the session published on the bus. Toasts sent
 * to the shell's toaster are collected in `toasts`.
 */
export function renderRemoteScreen({ supabaseUrl, at, session, routes, locationProbe = 'when-left', advanceTimers }: RenderRemoteScreenOptions) {
  const bus = getEventBus();
  publishTestSession(session);
  const supabase = remoteTestClient(supabaseUrl);
  const toasts: SeenToast[] = [];
  toastSubscription?.unsubscribe();
  toastSubscription = bus.on('toast').subscribe(({ title, description, variant }) => toasts.push({ title, description, variant }));
  // No artificial delay between keystrokes: a 36-character id would otherwise take seconds to type.
  const user = userEvent.setup({ delay: null, ...(advanceTimers ? { advanceTimers } : {}) });
  const alwaysProbe = locationProbe === 'always';
  const view = render(
    <RemoteServicesProvider services={{ bus, supabase }}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          {routes}
          <Route path="*" element={alwaysProbe ? null : <LocationProbe />} />
        </Routes>
        {alwaysProbe && <LocationProbe />}
      </MemoryRouter>
    </RemoteServicesProvider>,
  );
  return { ...view, user, toasts, bus, supabase };
}

/** The path (and query) the app navigated to; waits for the probe when it renders on leaving. */
export async function findLocation(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}

/** The path (and query) now, or null while the screen under test still shows. */
export function currentLocation(): string | null {
  return screen.queryByTestId('location')?.textContent ?? null;
}
