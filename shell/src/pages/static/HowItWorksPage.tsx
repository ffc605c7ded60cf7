import { Link } from 'react-router-dom';
import { ArrowRight, BookOpen, HeartHandshake, MessagesSquare, Share2, UserPen, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { MessageIdOf } from '@shalom/shared/i18n';
import { Trans } from '@shalom/shared/i18n/trans';
import { pagesCatalog } from '../i18n/catalog';
import { ProseCallout, ProseParagraph, ProseSection } from './Prose';
import { StaticPageLayout } from './StaticPageLayout';

type MessageId = MessageIdOf<typeof pagesCatalog>;
type Step = { icon: LucideIcon; title: MessageId; body: MessageId; link?: { to: string; label: MessageId } };

const { msg, useT } = pagesCatalog;

const steps: Step[] = [
  { icon: UserPen, title: msg('how.profile.title'), body: msg('how.profile.body'), link: { to: '/onboarding', label: msg('how.profile.link') } },
  {
    icon: Users,
    title: msg('how.family.title'),
    body: msg('how.family.body'),
    link: { to: '/relationships', label: msg('how.family.link') },
  },
  { icon: BookOpen, title: msg('how.guide.title'), body: msg('how.guide.body'), link: { to: '/ai', label: msg('how.guide.link') } },
  { icon: Share2, title: msg('how.share.title'), body: msg('how.share.body') },
  {
    icon: MessagesSquare,
    title: msg('how.message.title'),
    body: msg('how.message.body'),
    link: { to: '/messages', label: msg('how.message.link') },
  },
  { icon: HeartHandshake, title: msg('how.outreach.title'), body: msg('how.outreach.body') },
];

export function HowItWorksPage() {
  const t = useT();
  return (
    <StaticPageLayout eyebrow={t('how.eyebrow')} title={t('how.title')} intro={<p>{t('how.intro')}</p>}>
      <ol className="space-y-0">
        {steps.map(({ icon: Icon, title, body, link }, index) => (
          <li key={title} className="relative flex gap-4 pb-10 last:pb-0 sm:gap-6">
            {/* The thin line joining the steps, hidden after the last one. */}
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className="absolute top-12 bottom-2 start-[1.375rem] w-px bg-border" />
            ) : null}
            <span className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-card">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="pt-1">
              <p className="text-sm font-semibold text-accent-strong">{t('how.step', { number: index + 1 })}</p>
              <h2 className="mt-0.5 font-serif text-xl font-semibold text-foreground sm:text-2xl">{t(title)}</h2>
              <p className="mt-2 text-base leading-7 text-foreground/85">{t(body)}</p>
              {link ? (
                <Link
                  to={link.to}
                  className="mt-3 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {t(link.label)}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ol>

      <ProseSection title={t('how.privacy.title')}>
        <ProseParagraph>
          <Trans catalog={pagesCatalog}
            id="how.privacy.body"
            components={{ 0: <Link to="/privacy" className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover" /> }}
          />
        </ProseParagraph>
      </ProseSection>

      <ProseCallout title={t('how.rabbi.title')} tone="primary">
        {t('how.rabbi.body')}
      </ProseCallout>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to="/auth"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('how.getStarted')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
        <Link
          to="/ai"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-border bg-surface px-5 py-2.5 text-sm font-semibold text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('how.tryAi')}
        </Link>
      </div>
    </StaticPageLayout>
  );
}
