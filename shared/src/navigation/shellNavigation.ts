import { useSyncExternalStore } from 'react';

/**
 * One browser history for every React root. The shell's router owns window.history; a remote
 * renders its routes from the shell's location and navigates through the shell, so a link in a
 * remote updates the address bar and the shell, shell links update the remote, and back/forward
 * reach everyone — with no page reload and no competing history listeners.
 */
export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface ShellNavigationSnapshot {
  location: ShellLocation;
  action: NavigationAction;
}

export type ShellTo = string | { pathname?: string; search?: string; hash?: string };

export interface ShellNavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface ShellNavigation {
  /** Same object until the location changes (safe for useSyncExternalStore). */
  getSnapshot(): ShellNavigationSnapshot;
  subscribe(listener: () => void): () => void;
  navigate(to: ShellTo, options?: ShellNavigateOptions): void;
  go(delta: number): void;
  createHref(to: ShellTo): string;
}

/** Subscribes a component to the shell's location. */
export function useShellNavigation(navigation: ShellNavigation): ShellNavigationSnapshot {
  return useSyncExternalStore(navigation.subscribe, navigation.getSnapshot, navigation.getSnapshot);
}

/**
 * A react-router `Navigator` (structurally) that forwards to the shell, for a remote's
 * `<Router location navigator navigationType>`. Kept free of react-router imports because each
 * remote bundles its own router version.
 */
export function toRouterNavigator(navigation: ShellNavigation): {
  createHref(to: ShellTo): string;
  go(delta: number): void;
  push(to: ShellTo, state?: unknown): void;
  replace(to: ShellTo, state?: unknown): void;
} {
  return {
    createHref: (to) => navigation.createHref(to),
    go: (delta) => navigation.go(delta),
    push: (to, state) => navigation.navigate(to, { state }),
    replace: (to, state) => navigation.navigate(to, { replace: true, state }),
  };
}
