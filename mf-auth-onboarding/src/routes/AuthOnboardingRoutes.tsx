import { Route, Routes } from 'react-router-dom';
import { AuthPage } from '../features/auth/AuthPage';
import { OnboardingPage } from '../features/onboarding/OnboardingPage';
import { OwnedRoutesIndex } from '@shalom/shared/remote';

/** Paths this remote owns (the shell's route table mounts it on exactly these). */
export const OWNED_PATHS = ['/auth', '/onboarding'] as const;

export function AuthOnboardingRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/onboarding" element={<OnboardingPage />} />
      {/* Only reachable when running alone: the shell mounts this remote on its own paths. */}
      <Route path="*" element={<OwnedRoutesIndex remoteName="mf-auth-onboarding" paths={OWNED_PATHS} />} />
    </Routes>
  );
}
