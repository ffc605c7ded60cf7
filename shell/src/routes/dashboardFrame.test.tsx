import '../pages/testing/jsdomPolyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, useLocation } from 'react-router-dom';

// A device that keeps a session: stored before the platform module reads it at import.
localStorage.setItem('sb-127-auth-token', '{"access_token":"expired"}');

// The page itself: it must never render while the guard has not let it.
const mockPageRendered = jest.fn();
jest.mock('../notifications/DashboardWithNotifications', () => ({
  DashboardWithNotifications: () => {
    mockPageRendered();
    return <p>dashboard page</p>;
  },
}));
jest.mock('../layout/AppLayout', () => ({ AppLayout: () => <Outlet /> }));
// Where a signed-out visitor is sent (/auth's remote area).
jest.mock('../remotes/RemoteArea', () => ({ RemoteArea: ({ remote }: { remote: string }) => <p>remote {remote}</p> }));

// Loaded after the mocks are in place. The guard (ProtectedGate) and the platform are the real ones.
const { ShellRoutes } = jest.requireActual<typeof import('./appRouter')>('./appRouter');
const { startPlatform } = jest.requireActual<typeof import('../platform/platform')>('../platform/platform');

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="path">{pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <ShellRoutes />
    </MemoryRouter>,
  );
}

const INTRO = 'Everything for your marriage and family in one place. Where would you like to begin today?';

// In this order: the platform starts (and fails) in the second test only.
describe("/dashboard on a device with a stored session, before the guard has decided", () => {
  it('paints the heading and intro at once and keeps them while the session is read, with nothing of the page', async () => {
    const { unmount } = renderAt('/dashboard');
    // The first render has the frame: it is the route's Suspense fallback, nothing to download.
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(INTRO)).toBeInTheDocument();
    // The greeting keeps its line but stays hidden until the profile is known.
    expect(screen.getByText('Welcome back').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    // The real guard arrives, finds the session still loading, and shows the same frame.
    await act(async () => {
      await import('../access/ProtectedGate');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(INTRO)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    expect(mockPageRendered).not.toHaveBeenCalled();
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard');
    unmount();
  });

  it('still sends the visitor to /auth when the session cannot be confirmed, without rendering the page', async () => {
    const failedStart = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    Object.assign(globalThis, { fetch: fetchMock });
    // jsdom has no User Timing marks; start-up sets one.
    if (typeof performance.mark !== 'function') Object.assign(performance, { mark: jest.fn() });
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    act(() => startPlatform());
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/auth'), { timeout: 10_000 });
    expect(await screen.findByText('remote mf-auth-onboarding')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByText(INTRO)).toBeNull();
    expect(mockPageRendered).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(failedStart).toHaveBeenCalledWith(expect.stringContaining('start-up failed'), expect.any(Error));
    failedStart.mockRestore();
  }, 15_000);
});
