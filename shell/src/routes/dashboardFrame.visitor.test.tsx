import '../pages/testing/jsdomPolyfills';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, useLocation } from 'react-router-dom';

// A device without a session (nothing in storage): the guard sends it to /auth at once.
jest.mock('../notifications/DashboardWithNotifications', () => ({ DashboardWithNotifications: () => <p>dashboard page</p> }));
jest.mock('../layout/AppLayout', () => ({ AppLayout: () => <Outlet /> }));
jest.mock('../remotes/RemoteArea', () => ({ RemoteArea: ({ remote }: { remote: string }) => <p>remote {remote}</p> }));

const { ShellRoutes } = jest.requireActual<typeof import('./appRouter')>('./appRouter');

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="path">{pathname}</p>;
}

describe('/dashboard for a visitor without a stored session', () => {
  it('shows no frame of the dashboard, only the Loading spinner, then /auth', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Where />
        <ShellRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/auth'), { timeout: 10_000 });
    expect(await screen.findByText('remote mf-auth-onboarding')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByText('dashboard page')).toBeNull();
  }, 15_000);
});
