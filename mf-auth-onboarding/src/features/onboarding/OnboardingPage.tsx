import { RotateCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Spinner, useRemoteServices, useSession } from '@shalom/shared';
import { authOnboardingCatalog } from '../../i18n/catalog';
import { destinationAfterOnboarding, safeNextPath } from '../common/returnPath';
import { OnboardingFrame } from './OnboardingFrame';
import { ProfileForm } from './ProfileForm';
import { saveProfile, type OnboardingMode } from './profileApi';
import { emptyProfileForm, profileToForm, type ProfileFormValues } from './profileForm';
import { useOwnProfile } from './useOwnProfile';

const { msg } = authOnboardingCatalog;

const SAVED = {
  create: { title: msg('onboarding.saved.create.title'), description: msg('onboarding.saved.create.body') },
  update: { title: msg('onboarding.saved.update.title'), description: msg('onboarding.saved.update.body') },
} as const satisfies Record<OnboardingMode, unknown>;

export interface OnboardingPageProps {
  /** "Today" for the date-of-birth rules; tests pin it. */
  today?: Date;
}

/** /onboarding — create or update the profile (spec §2, §4 onboarding modes, §5, §7, §8). */
export function OnboardingPage({ today }: OnboardingPageProps = {}) {
  const { bus, supabase } = useRemoteServices();
  const session = useSession(bus);
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const { state, reload } = useOwnProfile(supabase, userId);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [saving, setSaving] = useState(false);
  const t = authOnboardingCatalog.useT();

  const profile = state.status === 'loaded' ? state.profile : null;
  const mode: OnboardingMode = profile ? 'update' : 'create';
  const initialValues = useMemo(() => (profile ? profileToForm(profile) : emptyProfileForm()), [profile]);

  if (session.status === 'signed-out') return <Navigate to="/auth" replace />;

  async function save(values: ProfileFormValues) {
    if (!supabase || !userId) return;
    setSaving(true);
    const result = await saveProfile(supabase, mode, userId, values, profile);
    if (!result.ok) {
      bus.publish({ type: 'toast', title: result.title, description: result.description, variant: 'destructive' });
      setSaving(false);
      return;
    }
    // The shell re-reads onboarding status before the next guarded screen decides anything.
    bus.publish({ type: 'profile.changed', userId });
    bus.publish({ type: 'toast', title: t(SAVED[mode].title), description: t(SAVED[mode].description), variant: 'success' });
    navigate(destinationAfterOnboarding(next));
  }

  function reportMissing(labels: string[]) {
    bus.publish({
      type: 'toast',
      title: t('onboarding.missing.title'),
      description: t('onboarding.missing.body', { fields: labels.join(', ') }),
      variant: 'destructive',
    });
  }

  return (
    <OnboardingFrame>
      {session.status === 'loading' || state.status === 'loading' ? (
        <Spinner fullArea />
      ) : state.status === 'failed' ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-border bg-surface p-6 shadow-card">
          <p className="font-medium text-foreground">{t('onboarding.loadFailed')}</p>
          <p dir="auto" className="text-sm text-muted-foreground">
            {state.message}
          </p>
          <Button variant="secondary" onClick={reload}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('onboarding.retry')}
          </Button>
        </div>
      ) : (
        <ProfileForm
          // A new key when the row arrives, so the form starts from the loaded values.
          key={profile ? `update-${profile.id}` : 'create'}
          mode={mode}
          initialValues={initialValues}
          storedNames={profile}
          saving={saving}
          onSubmit={(values) => void save(values)}
          onMissing={reportMissing}
          today={today}
        />
      )}
    </OnboardingFrame>
  );
}
