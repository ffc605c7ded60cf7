import { Link } from 'react-router-dom';
import { ArrowRight, BookOpen, HeartHandshake, MessagesSquare, Share2, UserPen, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProseCallout, ProseParagraph, ProseSection } from './Prose';
import { StaticPageLayout } from './StaticPageLayout';

type Step = { icon: LucideIcon; title: string; body: ReactNode; link?: { to: string; label: string } };

const steps: Step[] = [
  {
    icon: UserPen,
    title: 'Create your profile',
    body: (
      <>
        Tell us a little about yourself: your stage of life, family, languages and observance. It takes a few
        minutes and lets the guidance speak to your situation rather than to everyone at once.
      </>
    ),
    link: { to: '/onboarding', label: 'Set up your profile' },
  },
  {
    icon: Users,
    title: 'Link your family',
    body: (
      <>
        Connect with your spouse or a family member by sharing your personal link or your user ID. Once you are
        linked, you can message each other and the guide can take your relationship into account.
      </>
    ),
    link: { to: '/relationships', label: 'Link a relationship' },
  },
  {
    icon: BookOpen,
    title: 'Talk privately with the AI guide',
    body: (
      <>
        Ask about communication, family tension, parenting or anything weighing on you, or let the guide help you
        draft a message to your partner. It answers with halachic awareness, brings Torah sources, and tells you
        when a question is one to ask your rabbi. Only you can see this conversation.
      </>
    ),
    link: { to: '/ai', label: 'Open AI Guidance' },
  },
  {
    icon: Share2,
    title: 'Share the replies you choose',
    body: (
      <>
        When a reply says something you want your partner to read, share it into your shared conversation with one
        tap. Nothing else from your private space goes with it, and you can unshare it later.
      </>
    ),
  },
  {
    icon: MessagesSquare,
    title: 'Message your partner',
    body: (
      <>
        Talk one-to-one in a private thread. Before sending something difficult, the Tone Coach can suggest a
        gentler way to say it; you decide whether to use the suggestion.
      </>
    ),
    link: { to: '/messages', label: 'Go to Messages' },
  },
  {
    icon: HeartHandshake,
    title: 'Optional: consent-based AI outreach',
    body: (
      <>
        If you and your partner both agree, the AI can reach out to your partner on your behalf: emotional bridging
        to help feelings travel between you, timing optimization so a message arrives at a good moment, and conflict
        mediation to calm a tense exchange. Each feature is off until you both switch it on, and either of you can
        switch it off at any time.
      </>
    ),
  },
];

export function HowItWorksPage() {
  return (
    <StaticPageLayout
      eyebrow="Getting started"
      title="How It Works"
      intro={
        <p>
          Shalom Bayit brings together a private AI guide rooted in Torah values and a quiet place to talk with the
          people closest to you. Here is the journey, step by step.
        </p>
      }
    >
      <ol className="space-y-0">
        {steps.map(({ icon: Icon, title, body, link }, index) => (
          <li key={title} className="relative flex gap-4 pb-10 last:pb-0 sm:gap-6">
            {/* The thin line joining the steps, hidden after the last one. */}
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className="absolute top-12 bottom-2 left-[1.375rem] w-px bg-border" />
            ) : null}
            <span className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-card">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="pt-1">
              <p className="text-sm font-semibold text-accent">Step {index + 1}</p>
              <h2 className="mt-0.5 font-serif text-xl font-semibold text-foreground sm:text-2xl">{title}</h2>
              <p className="mt-2 text-base leading-7 text-foreground/85">{body}</p>
              {link ? (
                <Link
                  to={link.to}
                  className="mt-3 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ol>

      <ProseSection title="Privacy at every step">
        <ProseParagraph>
          Your private conversations stay private. Anything that reaches a partner does so because you sent it, you
          shared it, or you both gave explicit consent to an AI feature. Read the details in our{' '}
          <Link to="/privacy" className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover">
            Privacy Policy
          </Link>
          .
        </ProseParagraph>
      </ProseSection>

      <ProseCallout title="A guide, alongside your rabbi" tone="primary">
        The AI guide can help you think, find words and learn what our sources say. For practical halachic
        questions, and for serious difficulties in a marriage, it will point you to your rabbi or a qualified
        counsellor, and so do we.
      </ProseCallout>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to="/auth"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Get started
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link
          to="/ai"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-border bg-surface px-5 py-2.5 text-sm font-semibold text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Try AI Guidance
        </Link>
      </div>
    </StaticPageLayout>
  );
}
