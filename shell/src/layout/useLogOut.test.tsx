// Log out shows spec §8's toasts through the toaster sonner loads on demand (useLogOut no longer
// bundles sonner into the signed-in header).
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppToaster } from './AppToaster';
import { useLogOut } from './useLogOut';

const mockSignOut = jest.fn();
const mockPlatform = { phase: 'ready', bus: undefined as unknown, supabase: { auth: { signOut: () => mockSignOut() } } };
jest.mock('../platform/platform', () => ({
  usePlatform: () => {
    mockPlatform.bus ??= jest.requireActual('@shalom/shared').getEventBus();
    return mockPlatform;
  },
}));

function LogOutButton() {
  const { logOut } = useLogOut();
  return (
    <button type="button" onClick={() => void logOut()}>
      out
    </button>
  );
}

function renderAt() {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AppToaster />
      <Routes>
        <Route path="/dashboard" element={<LogOutButton />} />
        <Route path="/auth" element={<p>auth page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useLogOut', () => {
  it('says the user is signed out and opens /auth', async () => {
    mockSignOut.mockResolvedValue({ error: null });
    renderAt();
    await act(async () => screen.getByRole('button', { name: 'out' }).click());
    expect(await screen.findByText('auth page')).toBeInTheDocument();
    const toast = (await screen.findByText(/signed out/i)).closest('[data-sonner-toast]');
    expect(toast).toBeInTheDocument();
  });

  it("shows the server's message when signing out fails, and stays", async () => {
    mockSignOut.mockResolvedValue({ error: new Error('network down') });
    renderAt();
    await act(async () => screen.getAllByRole('button', { name: 'out' })[0]?.click());
    expect(await screen.findByText('network down')).toBeInTheDocument();
    expect(screen.queryByText('auth page')).toBeNull();
  });
});
