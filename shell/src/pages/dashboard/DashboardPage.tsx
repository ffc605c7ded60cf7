import type { ReactNode } from 'react';
import { FlaskConical, MessageSquareText, MessagesSquare, Sparkles, UserPen, Users } from 'lucide-react';
import { StaticPageLinks } from '../common/StaticPageLinks';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { SupportProjectBox } from '../donation/SupportProjectBox';
import type { DonationConfig } from '../donation/DonationConfig';
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
};

/** Spec §2 Dashboard: cards to these six screens, in this order. */
export const dashboardDestinations: DashboardDestination[] = [
  {
    to: '/ai',
    title: 'AI Guidance',
    description:
      'Ask the AI guide privately or draft a message to your partner. Answers come with Torah sources and halachic awareness.',
    icon: Sparkles,
  },
  {
    to: '/relationships',
    title: 'Relationships',
    description: 'Link your spouse and family members, so guidance fits your family and you can message each other.',
    icon: Users,
  },
  {
    to: '/messages',
    title: 'Messages',
    description: 'Private conversations with your partner and family, including AI replies you chose to share.',
    icon: MessagesSquare,
  },
  {
    to: '/feedback',
    title: 'Feedback',
    description: "Tell us what helps and what doesn't. You can send feedback anonymously.",
    icon: MessageSquareText,
  },
  {
    to: '/test-chat',
    title: 'Test Chat',
    description: 'Compare how the AI models answer the same question from a male and a female perspective.',
    icon: FlaskConical,
  },
  {
    to: '/onboarding',
    title: 'Edit Profile',
    description: 'Update your details so guidance reflects your stage of life, family and observance.',
    icon: UserPen,
  },
];

export function DashboardPage({ donation, notificationControls }: DashboardPageProps) {
  useDocumentTitle('Dashboard');

  return (
    <div className="bg-background text-foreground">
      <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
        <header>
          <p className="text-sm text-muted-foreground">
            <span lang="he" dir="rtl" className="font-serif text-base font-semibold text-accent">
              ברוכים הבאים
            </span>{' '}
            · Welcome back
          </p>
          <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">Dashboard</h1>
          <p className="mt-3 max-w-2xl text-base leading-7 text-muted-foreground">
            Everything for your marriage and family in one place. Where would you like to begin today?
          </p>
        </header>

        <nav aria-label="Dashboard" className="mt-8">
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
          <section aria-label="Notifications" className="mt-8">
            {notificationControls}
          </section>
        ) : null}

        <SupportProjectBox donation={donation} className="mt-8" />

        <div className="mt-8 flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-foreground">Learn more about Shalom Bayit</p>
          <StaticPageLinks ariaLabel="About Shalom Bayit" />
        </div>
      </div>
    </div>
  );
}
