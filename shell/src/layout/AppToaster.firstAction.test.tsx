// Each file gets its own module registry: sonner is loaded at most once per page (here, per file).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppToaster } from './AppToaster';

const toasterRegion = () => screen.queryByRole('region', { name: /notifications/i });

describe('AppToaster', () => {
  it("mounts the toaster on the visitor's first key press, so a toast from shell code shows too", async () => {
    render(<AppToaster />);
    expect(toasterRegion()).toBeNull();
    fireEvent.keyDown(window, { key: 'Tab' });
    await screen.findByRole('region', { name: /notifications/i });

    const { toast } = await import('sonner');
    act(() => {
      toast('Signed out');
    });
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });
});
