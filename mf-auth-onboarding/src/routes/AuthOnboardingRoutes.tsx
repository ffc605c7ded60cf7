import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@shalom/shared';
import { OwnedRoutesIndex } from '@shalom/shared/remote';
import { AuthPage } from '../features/auth/AuthPage';
import { OnboardingFrame } from '../features/onboarding/OnboardingFrame';
import { loadOnboardingPage } from '../features/onboarding/loadOnboardingPage';

// Loaded when /onboarding opens (see loadOnboardingPage).
const OnboardingPage = lazy(() => loadOnboardingPage().then((m) => ({ default: m.OnboardingPage })));

/** Paths this remote owns (the shell's route table mounts it on exactly these). */
export const OWNED_PATHS = ['/auth', '/onboarding'] as const;

export function AuthOnboardingRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route
        path="/onboarding"
        element={
          // What the page itself shows while it reads the profile: heading, then "Loading".
          <Suspense
            fallback={
              <OnboardingFrame>
                <Spinner fullArea />
              </OnboardingFrame>
            }
          >
            <OnboardingPage />
          </Suspense>
        }
      />
      {/* Only reachable when running alone: the shell mounts this remote on its own paths. */}
      <Route path="*" element={<OwnedRoutesIndex remoteName="mf-auth-onboarding" paths={OWNED_PATHS} />} />
    </Routes>
  );
}
