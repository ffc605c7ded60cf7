import type { NavigationAction, ShellNavigation, ShellNavigationSnapshot, ShellTo } from '@shalom/shared';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

/**
 * The browser history the shell renders from. The shell uses react-router's declarative router on
 * this history instead of its data router (`createBrowserRouter`): no route of the shell has a
 * loader or action, and the data router is about 17 KB gz of a visitor's first download.
 */
type BrowserHistory = ReturnType<typeof createBrowserHistory>;

let history: BrowserHistory | undefined;
let snapshot: ShellNavigationSnapshot | undefined;
const listeners = new Set<() => void>();

function currentHistory(): BrowserHistory {
  if (!history) {
    // v5Compat: every push, replace and pop is reported, like the data router did.
    history = createBrowserHistory({ v5Compat: true });
    snapshot = { location: history.location, action: history.action as NavigationAction };
    // A history allows one listener; the router, the guards and the remotes all subscribe here.
    history.listen(({ action, location }) => {
      snapshot = { location, action: action as NavigationAction };
      for (const listener of [...listeners]) listener();
    });
  }
  return history;
}

/** An absolute path for `to`, resolved against the current location like a link would be. */
function toHref(to: ShellTo): string {
  const href = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  const { pathname, search, hash } = currentHistory().location;
  const url = new URL(href, `http://shell${pathname}${search}${hash}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The history as react-router's `navigator` (what <Link> and useNavigate call). */
export function shellHistory(): BrowserHistory {
  return currentHistory();
}

/**
 * The shell's history as a ShellNavigation: the one history every remote renders from and
 * navigates through (passed to remotes as the `navigation` custom prop).
 */
export const shellNavigation: ShellNavigation = {
  getSnapshot() {
    currentHistory();
    return snapshot as ShellNavigationSnapshot;
  },
  subscribe(listener) {
    currentHistory();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  navigate(to, options) {
    const target = toHref(to);
    if (options?.replace) currentHistory().replace(target, options?.state);
    else currentHistory().push(target, options?.state);
  },
  go(delta) {
    currentHistory().go(delta);
  },
  createHref(to) {
    return currentHistory().createHref(toHref(to));
  },
};
