import { render, screen } from '@testing-library/react';
import { Router, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';

// The visitor is signed out; the gate reads nothing else for a 'signed-in' route.
const mockSession = { status: 'signed-out' };
const mockAccess = { onboarding: 'unknown', staff: 'unknown' };
jest.mock('../platform/platform', () => ({ useShellSession: () => mockSession }));
jest.mock('./shellAccess', () => ({
  shellAccess: { subscribe: () => () => undefined, getSnapshot: () => mockAccess, ensureStaffChecked() {} },
}));

const { ProtectedGate } = jest.requireActual<typeof import('./ProtectedGate')>('./ProtectedGate');

/** The gate rendered for `rendered` while the history is at `history` (a location change still rendering). */
function renderGate(rendered: string, historyAt: string) {
  const history = createMemoryHistory({ initialEntries: [historyAt] });
  render(
    <Router location={rendered} navigator={history}>
      <ProtectedGate access="signed-in">
        <p>the dashboard</p>
      </ProtectedGate>
    </Router>,
  );
  return history;
}

describe('ProtectedGate when the session ends', () => {
  it('sends a signed-out visitor of the screen on show to /auth, with the way back', () => {
    const history = renderGate('/dashboard', '/dashboard');
    expect(history.location.pathname).toBe('/auth');
    expect(history.location.search).toBe('?next=%2Fdashboard');
    expect(screen.queryByText('the dashboard')).toBeNull();
  });

  it('keeps Loading on a screen the history has already left, so the next screen is not undone', () => {
    // Deleting an account: the dashboard leaves for / and then signs out, while / still renders.
    const history = renderGate('/dashboard', '/');
    expect(history.location.pathname).toBe('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('the dashboard')).toBeNull();
  });
});
