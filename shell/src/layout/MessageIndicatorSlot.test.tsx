import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getEventBus } from '@shalom/shared';
import { MessageIndicatorSlot, unreadBadgeText } from './MessageIndicatorSlot';

const widget = { markSeen: jest.fn(), stop: jest.fn() };
const startUnreadIndicator = jest.fn((_options: unknown) => widget);
const loadHeaderWidget = jest.fn(async (..._args: unknown[]) => ({ startUnreadIndicator }));

jest.mock('../remotes/headerWidgets', () => ({ loadHeaderWidget: (...args: unknown[]) => loadHeaderWidget(...args) }));

const config = { supabaseUrl: 'http://backend.test', supabaseAnonKey: 'anon', remotes: { 'mf-messages': 'http://cdn.test/mf-manifest.json' } };
const supabase = { marker: 'the page client' };
// The platform hands out one stable state object, as the real store does.
const mockPlatform = { phase: 'ready', config, supabase, bus: undefined as unknown };
const mockSession = { status: 'signed-in', user: { id: 'user-a', email: null } };
jest.mock('../platform/platform', () => ({
  usePlatform: () => {
    mockPlatform.bus ??= jest.requireActual('@shalom/shared').getEventBus();
    return mockPlatform;
  },
  useShellSession: () => mockSession,
  useFirstPaintDone: () => true,
}));

function renderSlot() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<MessageIndicatorSlot />} />
        <Route path="/messages" element={<p>Messages page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  getEventBus().publish({ type: 'unread.count', count: 0 });
});

describe('MessageIndicatorSlot', () => {
  it("starts mf-messages' indicator for the signed-in user and shows the count it publishes", async () => {
    renderSlot();
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    // The icon is there at once; the indicator module waits for an idle moment.
    expect(loadHeaderWidget).not.toHaveBeenCalled();
    await waitFor(() => expect(loadHeaderWidget).toHaveBeenCalledWith('mf-messages', './unread-indicator', config));
    await act(async () => undefined);
    expect(startUnreadIndicator).toHaveBeenCalledWith(expect.objectContaining({ userId: 'user-a', supabase }));
    act(() => getEventBus().publish({ type: 'unread.count', count: 3 }));
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toHaveTextContent('3');
    act(() => getEventBus().publish({ type: 'unread.count', count: 12 }));
    expect(screen.getByRole('link', { name: 'Messages, 12 unread' })).toHaveTextContent('9+');
  });

  it('a click stores last seen through the indicator and goes to /messages', async () => {
    renderSlot();
    await waitFor(() => expect(startUnreadIndicator).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('link', { name: 'Messages' }));
    expect(widget.markSeen).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Messages page')).toBeInTheDocument();
    expect(widget.stop).toHaveBeenCalled();
  });

  it('still links to /messages when mf-messages cannot load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadHeaderWidget.mockRejectedValueOnce(new Error('manifest 404'));
    renderSlot();
    await waitFor(() => expect(loadHeaderWidget).toHaveBeenCalled());
    await act(async () => undefined);
    expect(startUnreadIndicator).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[shell] the unread indicator is unavailable', expect.any(Error));
    await userEvent.click(screen.getByRole('link', { name: 'Messages' }));
    expect(await screen.findByText('Messages page')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('caps the badge at 9+', () => {
    expect([0, 1, 9, 10].map(unreadBadgeText)).toEqual([null, '1', '9', '9+']);
  });
});
