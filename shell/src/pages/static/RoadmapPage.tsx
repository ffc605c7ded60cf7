import { Link } from 'react-router-dom';
import { Compass, Hammer, Milestone, Sprout } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { ProseParagraph, ProseSection } from './Prose';
import { StaticPageLayout } from './StaticPageLayout';

type Phase = {
  number: number;
  title: string;
  status: 'In development' | 'Next' | 'Planned' | 'Exploring';
  icon: LucideIcon;
  summary: string;
  items: string[];
};

const phases: Phase[] = [
  {
    number: 1,
    title: 'Foundations',
    status: 'In development',
    icon: Hammer,
    summary: 'The core of Shalom Bayit: a private guide and a safe place for couples and families to talk.',
    items: [
      'Accounts and a profile that shapes your guidance',
      'Linking spouses and family members',
      'A private AI guide with Torah sources, halachic awareness and clear pointers to your rabbi',
      'One-to-one messaging with the Tone Coach, and sharing chosen AI replies',
      'Consent-based AI partner features: emotional bridging, timing optimization, conflict mediation',
      'A feedback form read by our team',
    ],
  },
  {
    number: 2,
    title: 'Staying connected',
    status: 'Next',
    icon: Sprout,
    summary: 'Making the app part of daily life, on every device, without being intrusive.',
    items: [
      'Notifications for new messages and guidance, by push or email, with simple controls',
      'An installable app for phones and computers, with a short introduction on first launch',
      'Faster loading on slow connections',
    ],
  },
  {
    number: 3,
    title: 'Deeper guidance',
    status: 'Planned',
    icon: Milestone,
    summary: 'Guidance that grows with your family over time.',
    items: [
      'Relationship milestones and gentle weekly check-ins',
      'A Hebrew interface and more languages',
      'Richer source references, in the original Hebrew alongside translation',
      'Guidance for wider family ties: parents and adult children, siblings, in-laws',
    ],
  },
  {
    number: 4,
    title: 'Community and care',
    status: 'Exploring',
    icon: Compass,
    summary: 'Connecting families with people who can help in person.',
    items: [
      'Finding rabbis and counsellors who choose to take part, when you want more than an app',
      'Learning programmes for engaged and newly married couples',
      'Resources for those who support couples in their communities',
    ],
  },
];

const statusStyles: Record<Phase['status'], string> = {
  'In development': 'bg-primary text-primary-foreground',
  Next: 'bg-accent text-accent-foreground',
  Planned: 'bg-accent-soft text-accent-foreground',
  Exploring: 'bg-muted text-muted-foreground',
};

export function RoadmapPage() {
  return (
    <StaticPageLayout
      eyebrow="Where we are going"
      title="Roadmap"
      intro={
        <p>
          Shalom Bayit is built step by step, with the couples and families who use it. These are the phases we are
          working through. Plans can change as we learn what helps most.
        </p>
      }
    >
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
                    Phase {number}: {title}
                  </h2>
                </div>
                <span className={`rounded-full px-3 py-1 text-xs font-semibold ${statusStyles[status]}`}>{status}</span>
              </div>
              <p className="mt-3 text-base leading-7 text-muted-foreground">{summary}</p>
              <ul className="mt-4 space-y-2 text-[15px] leading-7 text-foreground/85">
                {items.map((item) => (
                  <li key={item} className="flex gap-2.5">
                    <span aria-hidden="true" className="mt-[0.65rem] size-1.5 shrink-0 rounded-full bg-accent" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          </li>
        ))}
      </ol>

      <ProseSection title="Help shape what comes next">
        <ProseParagraph>
          Tell us what would make the biggest difference in your home through the{' '}
          <Link to="/feedback" className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover">
            feedback form
          </Link>
          . We read every message.
        </ProseParagraph>
      </ProseSection>
    </StaticPageLayout>
  );
}
