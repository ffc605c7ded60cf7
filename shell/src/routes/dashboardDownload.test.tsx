import '../pages/testing/jsdomPolyfills';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet } from 'react-router-dom';

// The dashboard's module records that its download started; the guard never lets it render.
const mockDashboardRequested = jest.fn();
jest.mock('../notifications/DashboardWithNotifications', () => {
  mockDashboardRequested();
  return { DashboardWithNotifications: () => <p>dashboard page</p> };
});
jest.mock('../access/ProtectedGate', () => ({ ProtectedGate: () => <p>checking the profile</p> }));
jest.mock('../layout/AppLayout', () => ({ AppLayout: () => <Outlet /> }));

// Loaded after the mocks are in place.
const { ShellRoutes } = jest.requireActual<typeof import('./appRouter')>('./appRouter');

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellRoutes />
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

// In this order: the module's factory runs once per file, on its first import.
describe('a visitor without a session', () => {
  it('does not download the dashboard (the guard sends them to /auth)', async () => {
    renderAt('/dashboard');
    expect(await screen.findByText('checking the profile')).toBeInTheDocument();
    expect(mockDashboardRequested).not.toHaveBeenCalled();
  });
});

describe('the dashboard downloads while the guard reads the session and profile', () => {
  it('starts the page download before the guard lets it render, on a device with a session', async () => {
    localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');
    renderAt('/dashboard');
    expect(await screen.findByText('checking the profile')).toBeInTheDocument();
    await waitFor(() => expect(mockDashboardRequested).toHaveBeenCalled());
    expect(screen.queryByText('dashboard page')).toBeNull();
  });
});
