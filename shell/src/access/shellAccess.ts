import { getEventBus } from '@shalom/shared';
import { getPlatformState, subscribePlatform } from '../platform/platform';
import { shellNavigation } from '../routes/shellNavigation';
import { AccessStore, type AccessClient } from './accessStore';

/** Resolves with the supabase client once the platform is ready. */
function waitForClient(): Promise<AccessClient> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = getPlatformState();
      if (state.phase === 'ready') {
        unsubscribe();
        // Only the two calls of AccessClient are used; they exist on every supabase client whatever
        // the generated Database types say about tables and functions.
        resolve(state.supabase as unknown as AccessClient);
      } else if (state.phase === 'failed') {
        unsubscribe();
        reject(state.error);
      }
    };
    const unsubscribe = subscribePlatform(check);
    check();
  });
}

/** The shell's one access store (loaded with the first guarded route). */
export const shellAccess = new AccessStore(waitForClient, getEventBus());

// Leaving /onboarding (normally right after saving the profile): read the status again so the
// guards do not bounce the user back on stale data.
let previousPath = shellNavigation.getSnapshot().location.pathname;
shellNavigation.subscribe(() => {
  const path = shellNavigation.getSnapshot().location.pathname;
  if (previousPath === '/onboarding' && path !== '/onboarding' && shellAccess.getSnapshot().onboarding === 'required') {
    shellAccess.refreshOnboarding();
  }
  previousPath = path;
});
