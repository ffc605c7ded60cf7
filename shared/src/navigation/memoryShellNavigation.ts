import type { ShellLocation, ShellNavigation, ShellNavigationSnapshot, ShellTo } from './shellNavigation';

function parse(to: ShellTo, from: ShellLocation, key: string, state: unknown): ShellLocation {
  const href = typeof to === 'string' ? to : `${to.pathname ?? from.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  const url = new URL(href, `http://memory${from.pathname}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

/**
 * An in-memory ShellNavigation with a real back/forward stack: for component tests of remotes and
 * for previews, where no shell router exists.
 */
export function createMemoryShellNavigation(initialPath = '/'): ShellNavigation & { entries(): string[] } {
  let counter = 0;
  const root: ShellLocation = { pathname: '/', search: '', hash: '', state: null, key: 'initial' };
  const stack: ShellLocation[] = [parse(initialPath, root, 'initial', null)];
  let index = 0;
  let snapshot: ShellNavigationSnapshot = { location: stack[0] as ShellLocation, action: 'POP' };
  const listeners = new Set<() => void>();

  const publish = (action: ShellNavigationSnapshot['action']) => {
    snapshot = { location: stack[index] as ShellLocation, action };
    for (const listener of [...listeners]) listener();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options) {
      const next = parse(to, snapshot.location, `k${++counter}`, options?.state ?? null);
      if (options?.replace) {
        stack[index] = next;
        publish('REPLACE');
      } else {
        stack.splice(index + 1, stack.length, next);
        index = stack.length - 1;
        publish('PUSH');
      }
    },
    go(delta) {
      const target = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (target === index) return;
      index = target;
      publish('POP');
    },
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
    entries: () => stack.map((entry) => `${entry.pathname}${entry.search}${entry.hash}`),
  };
}
