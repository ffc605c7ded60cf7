import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createClient } from '@supabase/supabase-js';
import { RemoteServicesProvider, getEventBus, type Database, type ShalomSupabaseClient, type ToastVariant } from '@shalom/shared';
import { SUPABASE_URL } from './fakeSupabaseBackend';

export interface SeenToast {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

let client: ShalomSupabaseClient | undefined;
let toastSubscription: Subscription | undefined;

/** One real supabase-js client per test file, as the page has one (more would warn about GoTrue). */
function testClient(): ShalomSupabaseClient {
  client ??= createClient<Database>(SUPABASE_URL, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}

/** Where the router is now: the pages these screens lead to render this marker. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderFeatureOptions {
  /** The route pattern the page is mounted on, e.g. '/connect/:id'. */
  path: string;
  /** The address to start at. */
  at: string;
  /** The signed-in user, or 'signed-out' / 'loading'. */
  session: string | 'signed-out' | 'loading';
}

/**
 * Renders a page as the shell would: the remote's services (bus + a real supabase-js client aimed
 * at the msw backend), a router, and the session published on the bus. Toasts sent to the shell's
 * toaster are collected.
 */
export function renderFeature(page: ReactElement, { path, at, session }: RenderFeatureOptions) {
  const bus = getEventBus();
  if (session === 'signed-out') bus.publish({ type: 'session.changed', session: { status: 'signed-out', user: null } });
  else if (session === 'loading') bus.publish({ type: 'session.changed', session: { status: 'loading', user: null } });
  else bus.publish({ type: 'session.changed', session: { status: 'signed-in', user: { id: session, email: null } } });

  const supabase = testClient();

  const toasts: SeenToast[] = [];
  toastSubscription?.unsubscribe();
  toastSubscription = bus.on('toast').subscribe(({ title, description, variant }) => toasts.push({ title, description, variant }));

  // No artificial delay between keystrokes: a 36-character ID would otherwise take seconds to type.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <RemoteServicesProvider services={{ bus, supabase }}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </RemoteServicesProvider>,
  );
  return { ...view, user, toasts, bus, supabase };
}

/** The path the app navigated to (the probe renders once the page is left). */
export async function findLocation(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}

/** Opens a (Radix) select by its label and picks an option, the way a pointer user does. */
export async function chooseOption(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
