import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchOnboardingRequired, type ProfileReader, type ShalomSupabaseClient } from '@shalom/shared';
import { destinationAfterSignIn } from '../common/returnPath';

/**
 * Sends a signed-in user where they belong: /onboarding while the profile is incomplete, else
 * `next` or /dashboard. Called both after a sign-in on this page and when a signed-in visitor
 * opens /auth; the ref makes sure only the first call navigates.
 */
export function useGoHomeAfterSignIn(supabase: ShalomSupabaseClient | null, next: string | null) {
  const navigate = useNavigate();
  const started = useRef(false);
  const [redirecting, setRedirecting] = useState(false);

  const goHome = useCallback(
    async (userId: string) => {
      if (started.current || !supabase) return;
      started.current = true;
      setRedirecting(true);
      // Only the profiles read is used; the generated Database types are wider than ProfileReader.
      const required = await fetchOnboardingRequired(supabase as unknown as ProfileReader, userId);
      navigate(destinationAfterSignIn(required, next), { replace: true });
    },
    [navigate, next, supabase],
  );

  return { goHome, redirecting };
}
