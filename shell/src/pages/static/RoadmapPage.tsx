import { Link } from 'react-router-dom';
import { Compass, Hammer, Milestone, Sprout } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { MessageIdOf } from '@shalom/shared/i18n';
import { Trans } from '@shalom/shared/i18n/trans';
import { pagesCatalog } from '../i18n/catalog';
import { ProseParagraph, ProseSection } from './Prose';
import { StaticPageLayout } from './StaticPageLayout';

type MessageId = MessageIdOf<typeof pagesCatalog>;
type PhaseStatus = 'inDevelopment' | 'next' | 'planned' | 'exploring';

type Phase = {
  number: number;
  title: MessageId;
  status: PhaseStatus;
  icon: LucideIcon;
  summary: MessageId;
  items: MessageId[];
};

const { msg, useT } = pagesCatalog;

const phases: Phase[] = [
  {
    number: 1,
    title: msg('roadmap.p1.title'),
    status: 'inDevelopment',
    icon: Hammer,
    summary: msg('roadmap.p1.summary'),
    items: [
      msg('roadmap.p1.accounts'),
      msg('roadmap.p1.linking'),
      msg('roadmap.p1.guide'),
      msg('roadmap.p1.messaging'),
      msg('roadmap.p1.features'),
      msg('roadmap.p1.languages'),
      msg('roadmap.p1.feedback'),
    ],
  },
  {
    number: 2,
    title: msg('roadmap.p2.title'),
    status: 'next',
    icon: Sprout,
    summary: msg('roadmap.p2.summary'),
    items: [msg('roadmap.p2.notifications'), msg('roadmap.p2.install'), msg('roadmap.p2.speed')],
  },
  {
    number: 3,
    title: msg('roadmap.p3.title'),
    status: 'planned',
    icon: Milestone,
    summary: msg('roadmap.p3.summary'),
    items: [msg('roadmap.p3.milestones'), msg('roadmap.p3.languages'), msg('roadmap.p3.sources'), msg('roadmap.p3.family')],
  },
  {
    number: 4,
    title: msg('roadmap.p4.title'),
    status: 'exploring',
    icon: Compass,
    summary: msg('roadmap.p4.summary'),
    items: [msg('roadmap.p4.rabbis'), msg('roadmap.p4.learning'), msg('roadmap.p4.resources')],
  },
];

const statusLabels: Record<PhaseStatus, MessageId> = {
  inDevelopment: msg('roadmap.status.inDevelopment'),
  next: msg('roadmap.status.next'),
  planned: msg('roadmap.status.planned'),
  exploring: msg('roadmap.status.exploring'),
};

const statusStyles: Record<PhaseStatus, string> = {
  inDevelopment: 'bg-primary text-primary-foreground',
  next: 'bg-accent text-accent-foreground',
  planned: 'bg-accent-soft text-accent-foreground',
  exploring: 'bg-muted text-muted-foreground',
};

export function RoadmapPage() {
  const t = useT();
  return (
    <StaticPageLayout eyebrow={t('roadmap.eyebrow')} title={t('roadmap.title')} intro={<p>{t('roadmap.intro')}</p>}>
      <ol className="space-y-6">
        {phases.map(({ number, title, status, icon: Icon, summary, items }) => (
          <li key={number}>
            <section
              aria-labelledby={`phase-${number}`}
              className="rounded-card border border-border bg-surface p-6 shadow-card sm:p-7"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-control bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h2 id={`phase-${number}`} className="font-serif text-xl font-semibold text-foreground sm:text-2xl">
                    {t('roadmap.phase', { number, title: t(title) })}
                  </h2>
                </div>
                <span className={`rounded-full px-3 py-1 text-xs font-semibold ${statusStyles[status]}`}>{t(statusLabels[status])}</span>
              </div>
              <p className="mt-3 text-base leading-7 text-muted-foreground">{t(summary)}</p>
              <ul className="mt-4 space-y-2 text-[15px] leading-7 text-foreground/85">
                {items.map((item) => (
                  <li key={item} className="flex gap-2.5">
                    <span aria-hidden="true" className="mt-[0.65rem] size-1.5 shrink-0 rounded-full bg-accent" />
                    {t(item)}
                  </li>
                ))}
              </ul>
            </section>
          </li>
        ))}
      </ol>

      <ProseSection title={t('roadmap.help.title')}>
        <ProseParagraph>
          <Trans catalog={pagesCatalog}
            id="roadmap.help.body"
            components={{ 0: <Link to="/feedback" className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover" /> }}
          />
        </ProseParagraph>
      </ProseSection>
    </StaticPageLayout>
  );
}
