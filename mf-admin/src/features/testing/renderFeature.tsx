import './domPolyfills';
import type { ReactElement } from 'react';
import { setupServer } from 'msw/node';
import { Route } from 'react-router-dom';
import { renderRemoteScreen } from '@shalom/shared/remote/testing';
import { SUPABASE_URL, createFakeFeedbackBackend, type FakeFeedbackBackend } from './fakeFeedbackBackend';

export { currentLocation } from '@shalom/shared/remote/testing';

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

/** Renders a page as the shell mounts it: services on the bus, a router, the session published. */
export function renderFeature(page: ReactElement, { path, session, advanceTimers }: { path: string; session: string | 'signed-out'; advanceTimers?: (ms: number) => void }) {
  return renderRemoteScreen({ supabaseUrl: SUPABASE_URL, at: path, session, advanceTimers, routes: <Route path={path} element={page} /> });
}
