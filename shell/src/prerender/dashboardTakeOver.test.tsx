import '../pages/testing/jsdomPolyfills';
import { StrictMode, act, startTransition } from 'react';
import { waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { activateLocale } from '@shalom/shared/i18n';
import he from '../i18n/he.json';

// A device that keeps a session: stored before the platform module reads it at import.
localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');

// The page behind the guard (never reached here: the session is not read) with its own catalogs.
jest.mock('../notifications/DashboardWithNotifications', () => ({ DashboardWithNotifications: () => <p>dashboard page</p> }));

// Loaded after the session is stored. The routes, layout, frame and guard are the real ones.
const { ShellRoutes } = jest.requireActual<typeof import('../routes/appRouter')>('../routes/appRouter');
const { renderDashboard } = jest.requireActual<typeof import('./renderLanding')>('./renderLanding');
const { canTakeOverDashboard, keepUntilFirstCommit } = jest.requireActual<typeof import('./hydration')>('./hydration');

// index.html carries /dashboard's frame prerendered (build/prerenderLanding.ts) for a device with a
// session; bootstrap.tsx renders the app into #root over it. These hold the two together: the
// app's first commit draws exactly the prerendered markup (so nothing moves when it replaces it),
// and the prerender stays on screen until that commit.

const html = document.documentElement;

/** A DOM tree without comments and with adjacent text merged, as a browser lays it out. */
function laidOut(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const walker = document.createTreeWalker(holder, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  holder.normalize();
  return holder;
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  for (const name of ['data-prerender-page', 'data-prerender-variant', 'data-prerender-skip']) html.removeAttribute(name);
  window.history.replaceState(null, '', '/');
});

/** #root as index.html leaves it for the gate's `locale` variant of /dashboard. */
async function prerenderedRoot(locale: 'en' | 'he'): Promise<{ container: HTMLElement; prerendered: string }> {
  const { html: prerendered, page } = await renderDashboard(locale);
  // The prerender runs with a session of its own and takes it away again.
  expect(localStorage.getItem('sb-127-auth-token')).not.toBeNull();
  expect(localStorage.getItem('sb-prerender-auth-token')).toBeNull();
  html.setAttribute('data-prerender-page', page);
  html.setAttribute('data-prerender-variant', locale);
  document.body.innerHTML = `<div id="root" data-prerendered="${page}" data-prerendered-locale="${locale}">${prerendered}</div>`;
  return { container: document.getElementById('root') as HTMLElement, prerendered };
}

function renderAppInto(container: HTMLElement) {
  root = createRoot(container);
  // What the app's first commit draws at /dashboard: the layout and routes under its router.
  act(() =>
    root?.render(
      <StrictMode>
        <MemoryRouter initialEntries={['/dashboard']}>
          <ShellRoutes />
        </MemoryRouter>
      </StrictMode>,
    ),
  );
}

describe("/dashboard's prerendered frame", () => {
  it.each(['en', 'he'] as const)('is what the first render draws (%s), so the take-over moves nothing', async (locale) => {
    window.history.replaceState(null, '', '/dashboard');
    const { container, prerendered } = await prerenderedRoot(locale);
    await activateLocale(locale);
    const onScreen = Array.from(container.childNodes);
    expect(canTakeOverDashboard(container, locale)).toBe(true);
    keepUntilFirstCommit(container);

    renderAppInto(container);

    // The prerender's nodes are gone, replaced by the app's own, equal to them.
    expect(onScreen.some((node) => node.parentNode === container)).toBe(false);
    expect(laidOut(container.innerHTML).isEqualNode(laidOut(prerendered))).toBe(true);
    expect(container.querySelector('h1')?.textContent).toBe(locale === 'he' ? he['dashboard.title'] : 'Dashboard');
    expect(container.querySelector('[role="status"]')?.textContent).toBe(locale === 'he' ? he.loading : 'Loading');
    // Nothing signed-in before the session is read: no Dashboard / Log out controls, greeting hidden.
    expect(container.querySelector('header nav')).toBeNull();
    expect(container.querySelector('header p[aria-hidden="true"].invisible')).not.toBeNull();
    // The guard arrives (its catalogs with it) and, with the session still unread, draws the same.
    await act(async () => {
      await import('../access/ProtectedGate');
    });
    expect(laidOut(container.innerHTML).isEqualNode(laidOut(prerendered))).toBe(true);
    // Its marks are dropped once the app holds #root, so the gate's style can never hide it.
    expect(html.hasAttribute('data-prerender-page')).toBe(false);
    expect(html.hasAttribute('data-prerender-variant')).toBe(false);
    expect(container.hasAttribute('data-prerendered')).toBe(false);
    expect(container.hasAttribute('data-prerendered-locale')).toBe(false);
    await act(async () => activateLocale('en'));
  });

  it('stays on screen, marked, until the first commit', async () => {
    window.history.replaceState(null, '', '/dashboard');
    const { container } = await prerenderedRoot('en');
    const onScreen = container.firstChild;
    keepUntilFirstCommit(container);
    root = createRoot(container);
    // As bootstrap.tsx does: a transition, rendered in slices, not committed yet.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      startTransition(() =>
        root?.render(
          <MemoryRouter initialEntries={['/dashboard']}>
            <ShellRoutes />
          </MemoryRouter>,
        ),
      );
      await Promise.resolve();
      expect(container.firstChild).toBe(onScreen);
      expect(container.getAttribute('data-prerendered')).toBe('dashboard');
      expect(html.getAttribute('data-prerender-page')).toBe('dashboard');
      await waitFor(() => expect(container.firstChild).not.toBe(onScreen));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(container.querySelector('h1')?.textContent).toBe('Dashboard');
    await waitFor(() => expect(html.hasAttribute('data-prerender-page')).toBe(false));
  });

  it('is not taken over in another language, on another path, without a session or with a sign-in result', async () => {
    window.history.replaceState(null, '', '/dashboard');
    const { container } = await prerenderedRoot('en');
    expect(canTakeOverDashboard(container, 'he')).toBe(false);
    window.history.replaceState(null, '', '/dashboard#access_token=a&refresh_token=b');
    expect(canTakeOverDashboard(container, 'en')).toBe(false);
    window.history.replaceState(null, '', '/messages');
    expect(canTakeOverDashboard(container, 'en')).toBe(false);
    window.history.replaceState(null, '', '/dashboard');
    const stored = localStorage.getItem('sb-127-auth-token') as string;
    localStorage.removeItem('sb-127-auth-token');
    try {
      expect(canTakeOverDashboard(container, 'en')).toBe(false);
    } finally {
      localStorage.setItem('sb-127-auth-token', stored);
    }
    html.setAttribute('data-prerender-skip', '');
    expect(canTakeOverDashboard(container, 'en')).toBe(false);
  });
});
