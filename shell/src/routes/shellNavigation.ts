import type { NavigationAction, ShellNavigation, ShellNavigationSnapshot, ShellTo } from '@shalom/shared';
import type { createBrowserRouter } from 'react-router-dom';

type DataRouter = ReturnType<typeof createBrowserRouter>;

let router: DataRouter | undefined;
let snapshot: ShellNavigationSnapshot | undefined;
const listeners = new Set<() => void>();

function currentRouter(): DataRouter {
  if (!router) throw new Error('shell navigation used before the router exists');
  return router;
}

function toHref(to: ShellTo): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

function snapshotOf(state: DataRouter['state']): ShellNavigationSnapshot {
  return { location: state.location, action: state.historyAction as NavigationAction };
}

/**
 * The shell router as a ShellNavigation: the one history every remote renders from and navigates
 * through (passed to remotes as the `navigation` custom prop).
 */
export const shellNavigation: ShellNavigation = {
  getSnapshot() {
    snapshot ??= snapshotOf(currentRouter().state);
    return snapshot;
  },
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  navigate(to, options) {
    void currentRouter().navigate(toHref(to), { replace: options?.replace, state: options?.state });
  },
  go(delta) {
    void currentRouter().navigate(delta);
  },
  createHref(to) {
    return currentRouter().createHref(new URL(toHref(to), window.location.href));
  },
};

/** Connects the adapter to the router (called once, right after the router is created). */
export function bindShellNavigation(created: DataRouter): void {
  router = created;
  snapshot = snapshotOf(created.state);
  created.subscribe((state) => {
    if (snapshot && state.location === snapshot.location && state.historyAction === snapshot.action) return;
    snapshot = snapshotOf(state);
    for (const listener of [...listeners]) listener();
  });
}
