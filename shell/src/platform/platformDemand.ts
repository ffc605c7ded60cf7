import { matchPath } from 'react-router-dom';
import type { ShellNavigation } from '@shalom/shared';
import { REMOTE_ROUTES, SHELL_ROUTES, type RemoteKey } from '../routes/routeTable';
import { needsPlatform } from './platformRoutes';
import { getPlatformState, getShellSession, readDonationWithoutPlatform, startPlatform, subscribePlatform } from './platform';
import { isSessionStorageKey, mayBeSignedIn } from './storedSession';

export { PLATFORM_FREE_PATHS, needsPlatform } from './platformRoutes';

/** The remote a click on `pathname` opens for this user (a guarded one sends a visitor to /auth). */
export function remoteOpenedBy(pathname: string, signedIn: boolean): RemoteKey | null {
  const group = REMOTE_ROUTES.find((candidate) => candidate.paths.some((path) => matchPath(path, pathname)));
  if (group) return group.access === 'public' || signedIn ? group.remote : 'mf-auth-onboarding';
  // The dashboard is the shell's own; a visitor who opens it is sent to sign in.
  return pathname === SHELL_ROUTES.dashboard.path && !signedIn ? 'mf-auth-onboarding' : null;
}

export interface PlatformDemandOptions {
  navigation: Pick<ShellNavigation, 'getSnapshot' | 'subscribe'>;
  /** Whether the platform is needed whatever the route (installed app). */
  always?: boolean;
  start?: () => void;
  preloadRemote?: (remote: RemoteKey) => void;
  win?: Window;
}

/** Loads the remote's code (manifest, remote entry, exposed module) once the platform is ready. */
function preloadRemoteWhenReady(remote: RemoteKey): void {
  const run = () => {
    const state = getPlatformState();
    if (state.phase === 'starting') return false;
    if (state.phase === 'ready') {
      void import('../remotes/shellRemotes')
        .then(({ getShellRemoteRegistry }) => getShellRemoteRegistry(state.config).load(remote))
        .catch(() => undefined); // the route shows its own failure state if the click follows
    }
    return true;
  };
  if (run()) return;
  const unsubscribe = subscribePlatform(() => {
    if (run()) unsubscribe();
  });
}

/**
 * Starts the platform as soon as this page needs it: at once when the device may hold a session
 * (a signed-in user gets the header's controls as before), else when the visitor opens a route
 * that needs it, when another tab signs in, or when the pointer or focus is on a link to such a
 * route (then the remote that link opens is fetched too, so the click finds it loaded).
 * Returns the function that stops listening.
 */
export function startPlatformOnDemand({
  navigation,
  always = false,
  start = startPlatform,
  preloadRemote = preloadRemoteWhenReady,
  win = window,
}: PlatformDemandOptions): () => void {
  const stops: Array<() => void> = [];
  const needed = () => always || mayBeSignedIn() || needsPlatform(navigation.getSnapshot().location.pathname);
  if (needed()) start();
  else {
    void readDonationWithoutPlatform();
    // start() is a no-op once the platform runs, so these may fire as often as they like.
    stops.push(
      navigation.subscribe(() => {
        if (needsPlatform(navigation.getSnapshot().location.pathname)) start();
      }),
    );
    const onStorage = (event: StorageEvent) => {
      if (isSessionStorageKey(event.key) && event.newValue) start();
    };
    win.addEventListener('storage', onStorage);
    stops.push(() => win.removeEventListener('storage', onStorage));
  }

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== win.location.origin) return;
    if (!needsPlatform(link.pathname)) return;
    start();
    const remote = remoteOpenedBy(link.pathname, getShellSession().status === 'signed-in');
    if (remote) preloadRemote(remote);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    win.document.addEventListener(type, onIntent, { capture: true, passive: true });
    stops.push(() => win.document.removeEventListener(type, onIntent, { capture: true }));
  }
  return () => {
    for (const stop of stops) stop();
  };
}
