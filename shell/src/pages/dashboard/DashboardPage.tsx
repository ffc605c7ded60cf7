import type { ReactNode } from 'react';
import { FlaskConical, MessageSquareText, MessagesSquare, Sparkles, UserPen, Users } from 'lucide-react';
import { StaticPageLinks } from '../common/StaticPageLinks';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { SupportProjectBox } from '../donation/SupportProjectBox';
import type { DonationConfig } from '../donation/DonationConfig';
import { pagesCatalog } from '../i18n/catalog';
import { shellCatalog } from '../../i18n/catalog';
import { DashboardCard } from './DashboardCard';
import { DashboardFrame } from './DashboardFrame';
import type { DashboardDestination } from './DashboardCard';
import { QuietLazy } from '../../layout/QuietLazy';
import { retryableLazy } from '../../layout/retryableLazy';

// Download my data, the quick-exit setting, delete my account (issue 35): below the fold, loaded after.
const PrivacyControls = retryableLazy(() => import('../../privacy/PrivacyControls').then((m) => m.PrivacyControls));
// The weekly check-in's "This week" card (issue 34): its own chunk, shown once the database answers,
// below the six cards so that nothing moves when it does.
const ThisWeekCard = retryableLazy(() => import('../../checkin/ThisWeekCard').then((m) => m.ThisWeekCard));

type DashboardPageProps = {
  donation: DonationConfig;
  /**
   * Slot for the notification controls of spec §2 ('Enable Notifications', 'Notification Settings').
   * They arrive with the notifications issue; until then nothing is rendered here, rather than
   * buttons that do nothing.
   */
  notificationControls?: ReactNode;
  /** The signed-in user's gender from their profile, for languages that inflect the greeting. */
  gender?: string | null;
};

const { msg } = pagesCatalog;

/** Spec §2 Dashboard: cards to these six screens, in this order. */
export const dashboardDestinations: DashboardDestination[] = [
  { to: '/ai', title: msg('dashboard.ai.title'), description: msg('dashboard.ai.description'), icon: Sparkles },
  {
    to: '/relationships',
    title: msg('dashboard.relationships.title'),
    description: msg('dashboard.relationships.description'),
    icon: Users,
  },
  { to: '/messages', title: msg('dashboard.messages.title'), description: msg('dashboard.messages.description'), icon: MessagesSquare },
  { to: '/feedback', title: msg('dashboard.feedback.title'), description: msg('dashboard.feedback.description'), icon: MessageSquareText },
  { to: '/test-chat', title: msg('dashboard.testChat.title'), description: msg('dashboard.testChat.description'), icon: FlaskConical },
  { to: '/onboarding', title: msg('dashboard.profile.title'), description: msg('dashboard.profile.description'), icon: UserPen },
];

export function DashboardPage({ donation, notificationControls, gender }: DashboardPageProps) {
  const t = pagesCatalog.useT();
  const title = shellCatalog.useT()('dashboard.title');
  useDocumentTitle(title);

  return (
    <DashboardFrame gender={gender ?? null}>
      <nav aria-label={title} className="mt-8">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-5">
          {dashboardDestinations.map((destination) => (
            <li key={destination.to}>
              <DashboardCard {...destination} />
            </li>
          ))}
        </ul>
      </nav>

      {/* After the six cards, not above them: it arrives with the database's answer, and above the
          cards it pushed them down under a finger already on its way (CLS 0.20 at 390 px). */}
      <QuietLazy>
        <ThisWeekCard />
      </QuietLazy>

      {/* NOTIFICATIONS SLOT: the notifications issue passes its 'Enable Notifications' and
          'Notification Settings' controls in through `notificationControls`. */}
      {notificationControls ? (
        <section aria-label={t('dashboard.notifications')} className="mt-8">
          {notificationControls}
        </section>
      ) : null}

      <QuietLazy>
        <PrivacyControls />
      </QuietLazy>

      <SupportProjectBox donation={donation} className="mt-8" />

      <div className="mt-8 flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-medium text-foreground">{t('dashboard.learnMore')}</p>
        <StaticPageLinks ariaLabel={t('dashboard.aboutNav')} />
      </div>
    </DashboardFrame>
  );
}
