import { act, render, screen, waitFor } from '@testing-library/react';
import { NotificationBellSlot } from './NotificationBellSlot';

function FakeBell({ userId }: { userId: string }) {
  return <button type="button">Notifications of {userId}</button>;
}
const loadHeaderWidget = jest.fn(async (..._args: unknown[]) => ({ NotificationBell: FakeBell }));
jest.mock('../remotes/headerWidgets', () => ({ loadHeaderWidget: (...args: unknown[]) => loadHeaderWidget(...args) }));

const config = { supabaseUrl: 'http://backend.test', supabaseAnonKey: 'anon', remotes: { 'mf-messages': 'http://cdn.test/mf-manifest.json' } };
const mockPlatform = { phase: 'ready', config, supabase: {}, bus: {} };
const mockSession = { status: 'signed-in', user: { id: 'user-a', email: null } };
let mockPainted = false;
jest.mock('../platform/platform', () => ({
  usePlatform: () => mockPlatform,
  useShellSession: () => mockSession,
  useFirstPaintDone: () => mockPainted,
}));

beforeEach(() => {
  jest.clearAllMocks();
  mockPainted = false;
});

/** The slot is in the header from the first render, at the bell's size, so the bell moves nothing. */
function slotOf(container: HTMLElement): HTMLElement {
  const slot = container.querySelector<HTMLElement>('[data-slot="notification-bell"]');
  if (!slot) throw new Error('no bell slot');
  return slot;
}

describe('NotificationBellSlot', () => {
  it('holds a slot of the bell size at once, and loads the bell only after the first paint, when idle', async () => {
    const { container, rerender } = render(<NotificationBellSlot />);
    expect(slotOf(container).className).toContain('size-9');
    expect(slotOf(container).className).toContain('sm:size-10');
    expect(slotOf(container)).toBeEmptyDOMElement();
    await act(async () => undefined);
    expect(loadHeaderWidget).not.toHaveBeenCalled();

    mockPainted = true;
    rerender(<NotificationBellSlot />);
    expect(loadHeaderWidget).not.toHaveBeenCalled();
    await waitFor(() => expect(loadHeaderWidget).toHaveBeenCalledWith('mf-messages', './notification-bell', config));
    const bell = await screen.findByRole('button', { name: 'Notifications of user-a' });
    expect(slotOf(container)).toContainElement(bell);
  });

  it('leaves the slot empty (and the header working) when mf-messages cannot load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadHeaderWidget.mockRejectedValueOnce(new Error('manifest 404'));
    mockPainted = true;
    const { container } = render(<NotificationBellSlot />);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[shell] the notification bell is unavailable', expect.any(Error)));
    expect(slotOf(container)).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
    warn.mockRestore();
  });
});
