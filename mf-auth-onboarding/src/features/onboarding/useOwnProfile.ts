import { useCallback, useEffect, useState } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { authOnboardingCatalog } from '../../i18n/catalog';
import { errorMessage } from '../common/errorMessage';
import { loadOwnProfile } from './profileApi';
import type { ProfileRow } from './profileForm';

export type OwnProfileState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  /** profile null: no row yet (create mode). */
  | { status: 'loaded'; profile: ProfileRow | null };

/** The signed-in user's profile row, read once per user; `reload` retries after a failure. */
export function useOwnProfile(supabase: ShalomSupabaseClient | null, userId: string | null) {
  const [state, setState] = useState<OwnProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    if (!supabase) {
      setState({ status: 'failed', message: authOnboardingCatalog.t('onboarding.unreachable') });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    loadOwnProfile(supabase, userId).then(
      (profile) => current && setState({ status: 'loaded', profile }),
      (error: unknown) => {
        console.error('[onboarding] profile read failed', error);
        if (current) setState({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [supabase, userId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
