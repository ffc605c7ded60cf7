import type { ReactNode } from 'react';
import { FlaskConical, MessageSquareText, MessagesSquare, Sparkles, UserPen, Users } from 'lucide-react';
import { useLocale } from '@shalom/shared/i18n';
import { StaticPageLinks } from '../common/StaticPageLinks';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { SupportProjectBox } from '../donation/SupportProjectBox';
import type { DonationConfig } from '../donation/DonationConfig';
import { pagesCatalog } from '../i18n/catalog';
import { DashboardCard } from './DashboardCard';
import type { DashboardDestination } from './DashboardCard';

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
  const { locale } = useLocale();
  useDocumentTitle(t('dashboard.title'));

  return (
    <div className="bg-background text-foreground">
      <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
        <header>
          <p className="text-sm text-muted-foreground">
            {/* In English the greeting also appears in Hebrew; in Hebrew once, inflected for the user. */}
            {locale !== 'he' && (
              <>
                <span lang="he" dir="rtl" className="font-serif text-base font-semibold text-accent-strong">
                  {t('dashboard.greetingHebrew')}
                </span>{' '}
                ·{' '}
              </>
            )}
            <span className={locale === 'he' ? 'font-serif text-base font-semibold text-accent-strong' : undefined}>
              {t('dashboard.greeting', { gender: gender ?? 'other' })}
            </span>
          </p>
          <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{t('dashboard.title')}</h1>
          <p className="mt-3 max-w-2xl text-base leading-7 text-muted-foreground">{t('dashboard.intro')}</p>
        </header>

        <nav aria-label={t('dashboard.title')} className="mt-8">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-5">
            {dashboardDestinations.map((destination) => (
              <li key={destination.to}>
                <DashboardCard {...destination} />
              </li>
            ))}
          </ul>
        </nav>

        {/* NOTIFICATIONS SLOT: the notifications issue passes its 'Enable Notifications' and
            'Notification Settings' controls in through `notificationControls`. */}
        {notificationControls ? (
          <section aria-label={t('dashboard.notifications')} className="mt-8">
            {notificationControls}
          </section>
        ) : null}

        <SupportProjectBox donation={donation} className="mt-8" />

        <div className="mt-8 flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-foreground">{t('dashboard.learnMore')}</p>
          <StaticPageLinks ariaLabel={t('dashboard.aboutNav')} />
        </div>
      </div>
    </div>
  );
}
