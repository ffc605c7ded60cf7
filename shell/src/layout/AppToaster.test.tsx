// Each file gets its own module registry: sonner is loaded at most once per page (here, per file).
import { act, render, screen } from '@testing-library/react';
import { getEventBus } from '@shalom/shared';
import { showBusToasts } from '../platform/busToasts';
import { AppToaster } from './AppToaster';

const toasterRegion = () => screen.queryByRole('region', { name: /notifications/i });

describe('toasts published on the bus', () => {
  it('are shown when published before the toaster (or sonner) has loaded, with description and kind', async () => {
    // Start-up subscribes as it makes the bus; the toaster's lazy chunk may arrive much later.
    const stop = showBusToasts(getEventBus());
    act(() => getEventBus().publish({ type: 'toast', title: 'Missing ID', description: 'Enter an ID', variant: 'destructive' }));
    // Let sonner load and take the toast while no toaster is mounted yet.
    await act(() => import('./lazySonner').then(({ loadSonner }) => loadSonner()));
    expect(toasterRegion()).toBeNull();

    render(<AppToaster />);

    const title = await screen.findByText('Missing ID');
    expect(screen.getByText('Enter an ID')).toBeInTheDocument();
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(toasterRegion()).toBeInTheDocument();
    stop();
  });

  it('are no longer shown once the subscription is stopped', async () => {
    const stop = showBusToasts(getEventBus());
    stop();
    render(<AppToaster />);
    act(() => getEventBus().publish({ type: 'toast', title: 'Nobody listens' }));
    await act(() => import('./lazySonner').then(({ loadSonner }) => loadSonner()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Nobody listens')).toBeNull();
  });
});
