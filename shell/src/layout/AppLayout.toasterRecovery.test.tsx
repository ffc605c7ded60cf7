// The layout's toaster and header pieces, when their chunks could not be fetched at first paint
// (the visitor was offline, the network blipped): they come back without a reload, and a toast
// raised meanwhile is shown, not lost. Each file gets its own module registry (sonner's toasts
// and the loaded chunks are per page).
import { act, screen, waitFor } from '@testing-library/react';
import { getEventBus } from '@shalom/shared';
import { showBusToasts } from '../platform/busToasts';
import { renderAppLayout } from './renderAppLayout.testing';

/** Whether the toaster's and the language picker's chunks can be fetched. */
const mockNetwork = { up: false };
const mockChunk = (path: string) => {
  if (!mockNetwork.up) throw new Error(`Loading chunk failed: ${path}`);
  return jest.requireActual(path);
};
jest.mock('./AppToaster', () => mockChunk('./AppToaster'));
jest.mock('./LanguageSwitcher', () => mockChunk('./LanguageSwitcher'));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The failed chunks are logged; these tests fail them on purpose.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const loggedWith = (message: string) => consoleError.mock.calls.filter(([first]) => first === message).length;
const PIECE_FAILED = '[shell] could not load a header or toaster piece';
const TOAST_UNSHOWN = '[shell] a toast could not be shown: the toaster did not load';

describe('the layout after its toaster and language picker could not load', () => {
  it('shows them again when the browser is back online, and a toast raised while they were missing, once', async () => {
    renderAppLayout();
    expect(screen.getByText('the page')).toBeInTheDocument();
    // Both pieces failed (toaster and picker), and nothing of theirs shows.
    await waitFor(() => expect(loggedWith(PIECE_FAILED)).toBe(2));
    expect(screen.queryByRole('combobox')).toBeNull();

    // A remote publishes a toast while still offline: sonner keeps it, the toaster is asked for
    // again, still cannot load, and the toast is reported instead of silently dropped.
    const stop = showBusToasts(getEventBus());
    act(() => getEventBus().publish({ type: 'toast', title: 'Missing ID', description: 'Enter an ID', variant: 'destructive' }));
    await waitFor(() => expect(loggedWith(TOAST_UNSHOWN)).toBe(1));
    expect(loggedWith(PIECE_FAILED)).toBe(3);
    expect(screen.queryByText('Missing ID')).toBeNull();

    mockNetwork.up = true;
    act(() => void window.dispatchEvent(new Event('online')));

    expect(await screen.findByRole('combobox')).toBeInTheDocument();
    const title = await screen.findByText('Missing ID');
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
    stop();
  });
});
