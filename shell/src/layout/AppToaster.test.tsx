// Each file gets its own module registry: sonner is loaded at most once per page (here, per file).
import { act, render, screen } from '@testing-library/react';
import { getEventBus } from '@shalom/shared';
import { AppToaster } from './AppToaster';

// The platform hands out one stable state object, as the real store does.
const mockPlatform = { phase: 'ready', bus: undefined as unknown };
jest.mock('../platform/platform', () => ({
  usePlatform: () => {
    mockPlatform.bus ??= jest.requireActual('@shalom/shared').getEventBus();
    return mockPlatform;
  },
}));

const toasterRegion = () => screen.queryByRole('region', { name: /notifications/i });

describe('AppToaster', () => {
  it('shows a toast published on the bus before sonner has loaded, with its description and kind', async () => {
    render(<AppToaster />);
    // Nothing of sonner on the page until a toast (or an action) asks for it.
    expect(toasterRegion()).toBeNull();

    act(() => getEventBus().publish({ type: 'toast', title: 'Login failed', description: 'Invalid login credentials', variant: 'destructive' }));

    const title = await screen.findByText('Login failed');
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(toasterRegion()).toBeInTheDocument();
  });
});
