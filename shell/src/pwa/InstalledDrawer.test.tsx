import '../pages/testing/jsdomPolyfills';
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { InstalledDrawer, SELECTED_PARTNER_KEY } from './InstalledDrawer';
import { resetApp } from './resetApp';

const session = { status: 'signed-out' as 'signed-out' | 'signed-in', user: null as null | { id: string } };
jest.mock('../platform/platform', () => ({
  useShellSession: () => session,
  usePlatform: () => ({ phase: 'starting' }),
}));

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderDrawer(at = '/dashboard') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[at]}>
      <InstalledDrawer />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

beforeEach(() => {
  session.status = 'signed-out';
  session.user = null;
  sessionStorage.clear();
  localStorage.clear();
});

test('the menu lists the app places, the secondary pages and Reset App (spec §2)', async () => {
  const user = renderDrawer();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  const main = within(within(drawer).getByRole('navigation', { name: 'Main' }));
  expect(main.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Messages', 'Relationships', 'AI Guidance']);
  const more = within(within(drawer).getByRole('navigation', { name: 'More' }));
  expect(more.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['How It Works', '/how-it-works'],
    ['Roadmap', '/roadmap'],
    ['Feedback', '/feedback'],
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
  ]);
  expect(within(drawer).getByRole('button', { name: 'Reset App' })).toBeInTheDocument();
  // Log out only for a signed-in user.
  expect(within(drawer).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
});

test('a link goes there and closes the drawer', async () => {
  const user = renderDrawer();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(screen.getByRole('link', { name: 'Relationships' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/relationships');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('AI Guidance clears the stored selected partner before opening /ai', async () => {
  sessionStorage.setItem(SELECTED_PARTNER_KEY, 'someone');
  const user = renderDrawer();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(screen.getByRole('button', { name: 'AI Guidance' }));
  expect(sessionStorage.getItem(SELECTED_PARTNER_KEY)).toBeNull();
  expect(screen.getByTestId('where')).toHaveTextContent('/ai');
});

test('signed in: Log out is offered', async () => {
  session.status = 'signed-in';
  session.user = { id: 'u1' };
  const user = renderDrawer();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
});

test('Reset App clears cookies, storage and caches, then opens the first launch page', async () => {
  localStorage.setItem('pwa-install-dismissed', '1');
  sessionStorage.setItem(SELECTED_PARTNER_KEY, 'x');
  document.cookie = 'leftover=1; path=/';
  const deleted: string[] = [];
  const assign = jest.fn();
  // The page's own window, with the two parts jsdom lacks or will not let a test replace.
  const win = Object.create(window, {
    caches: { value: { keys: async () => ['shalom-entries', 'shalom-chunks'], delete: async (name: string) => deleted.push(name) } },
    location: { value: { assign } },
  }) as Window;
  await resetApp(win);
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(document.cookie).not.toContain('leftover');
  expect(deleted).toEqual(['shalom-entries', 'shalom-chunks']);
  expect(assign).toHaveBeenCalledWith('/?source=pwa&first-launch=1');
});
