// The toaster's chunk could not be fetched at first paint, and the network is back without an
// `online` event (a blip): the next toast asks for the toaster again and is shown once it has
// mounted. Each file gets its own module registry (sonner's toasts and the loaded chunks are per page).
import { act, screen, waitFor } from '@testing-library/react';
import { renderAppLayout } from './renderAppLayout.testing';
import { lazyToast } from './lazySonner';

/** Whether the toaster's chunk can be fetched. */
const mockNetwork = { up: false };
jest.mock('./AppToaster', () => {
  if (!mockNetwork.up) throw new Error('Loading chunk visitor-toaster failed');
  return jest.requireActual('./AppToaster');
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The failed chunk is logged; this test fails it on purpose.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const loggedWith = (message: string) => consoleError.mock.calls.filter(([first]) => first === message).length;

describe('a toast while the toaster could not load', () => {
  it('loads the toaster again and is shown once, without a reload', async () => {
    renderAppLayout();
    await waitFor(() => expect(loggedWith('[shell] could not load a header or toaster piece')).toBe(1));
    expect(screen.queryByRole('region', { name: /notifications/i })).toBeNull();

    mockNetwork.up = true;
    act(() => lazyToast.success('Settings saved'));

    const title = await screen.findByText('Settings saved');
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
    expect(loggedWith('[shell] a toast could not be shown: the toaster did not load')).toBe(0);
  });
});
