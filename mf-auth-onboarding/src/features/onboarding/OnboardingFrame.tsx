import type { ReactNode } from 'react';
import { PageIntro } from '@shalom/shared';
import { authOnboardingCatalog } from '../../i18n/catalog';

/**
 * /onboarding's heading and column. Small and loaded with /auth, so the screen shows it (with
 * "Loading") while the form's own chunk downloads, in the very place the form then renders: the
 * heading does not move when the page arrives.
 */
export function OnboardingFrame({ children }: { children: ReactNode }) {
  const t = authOnboardingCatalog.useT();
  return (
    <PageIntro title={t('onboarding.title')} description={t('onboarding.description')} className="max-w-3xl">
      {children}
    </PageIntro>
  );
}
