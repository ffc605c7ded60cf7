import { Link } from 'react-router-dom';
import { ArrowRight, BookOpen, HeartHandshake, LayoutDashboard, LogIn, MessagesSquare, ShieldCheck, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { LoadingSpinner } from '../common/LoadingSpinner';
import { StaticPageLinks } from '../common/StaticPageLinks';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { SupportProjectBox } from '../donation/SupportProjectBox';
import type { DonationConfig } from '../donation/DonationConfig';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

type LandingPageProps = {
  sessionStatus: SessionStatus;
  donation: DonationConfig;
};

const primaryAction =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-primary px-6 py-3 text-base font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const secondaryAction =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-control border border-border bg-surface px-6 py-3 text-base font-semibold text-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function LandingPage({ sessionStatus, donation }: LandingPageProps) {
  useDocumentTitle('Strengthen Your Relationships');

  return (
    <div className="bg-background text-foreground">
      <Hero sessionStatus={sessionStatus} />
      <Features />
      <SageQuote />
      <div className="mx-auto max-w-6xl px-5 pb-16 sm:px-8 sm:pb-20">
        <SupportProjectBox donation={donation} />
      </div>
      <LandingFooter />
    </div>
  );
}

function Hero({ sessionStatus }: { sessionStatus: SessionStatus }) {
  return (
    <section aria-labelledby="landing-title" className="relative overflow-hidden">
      {/* Soft warm light behind the hero: candle-gold on parchment, never loud. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-linear-to-b from-accent-soft/70 via-background to-background" />
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-accent/15 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute top-48 -left-40 size-80 rounded-full bg-accent/10 blur-3xl" />

      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 pt-10 pb-10 sm:px-8 sm:pt-20 sm:pb-16 lg:grid-cols-[1.15fr_0.85fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-accent/40 bg-surface/80 px-3.5 py-1.5 text-sm text-muted-foreground shadow-sm">
            <span lang="he" dir="rtl" className="font-serif text-base font-semibold text-accent-foreground">
              שלום בית
            </span>
            <span aria-hidden="true" className="text-accent">·</span>
            <span>Peace in the home</span>
          </p>

          <h1
            id="landing-title"
            className="mt-6 font-serif text-4xl leading-[1.1] font-semibold tracking-tight text-foreground sm:text-5xl lg:text-6xl"
          >
            Strengthen the relationships that matter most
          </h1>

          <p className="mt-6 max-w-xl text-lg leading-8 text-muted-foreground">
            Shalom Bayit is a private companion for Jewish couples and families: an AI guide that answers with
            Torah sources and halachic awareness, a quiet place to talk with your partner, and gentle tools
            for building peace at home.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <SessionAction sessionStatus={sessionStatus} />
            <Link to="/ai" className={secondaryAction}>
              <Sparkles aria-hidden="true" className="size-5 text-accent" />
              Try AI Guidance
            </Link>
          </div>

          <p className="mt-6 flex items-start gap-2 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            Private by default. Nothing reaches your partner without consent from both of you.
          </p>
        </div>

        <ConversationPreview />
      </div>
    </section>
  );
}

/** The one place the landing page depends on the session (spec §2). */
function SessionAction({ sessionStatus }: { sessionStatus: SessionStatus }) {
  if (sessionStatus === 'loading') {
    return <LoadingSpinner className="min-h-12 justify-center px-2 sm:justify-start" />;
  }
  if (sessionStatus === 'signed-in') {
    return (
      <Link to="/dashboard" className={primaryAction}>
        <LayoutDashboard aria-hidden="true" className="size-5" />
        Dashboard
      </Link>
    );
  }
  return (
    <Link to="/auth" className={primaryAction}>
      <LogIn aria-hidden="true" className="size-5" />
      Login / Sign Up
    </Link>
  );
}

/** An illustration of a private conversation, so a first-time visitor sees the tone of the guide. */
function ConversationPreview() {
  return (
    <figure
      aria-label="Example of a private conversation with the AI guide"
      className="relative mx-auto hidden w-full max-w-md lg:block"
    >
      <div aria-hidden="true" className="absolute -inset-3 -rotate-2 rounded-[1.5rem] bg-primary/5" />
      <div className="relative space-y-4 rounded-card border border-border bg-surface p-6 shadow-card">
        <div className="flex items-center justify-between border-b border-border pb-3">
          <span className="text-sm font-semibold text-foreground">Private guidance</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1 text-xs text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Only you
          </span>
        </div>
        <p className="ms-auto max-w-[85%] rounded-2xl rounded-br-md bg-primary px-4 py-3 text-sm leading-6 text-primary-foreground">
          We keep arguing about where to spend Shabbat. How do we stop it turning into a fight every week?
        </p>
        <div className="max-w-[92%] space-y-3 rounded-2xl rounded-bl-md bg-muted px-4 py-3 text-sm leading-6 text-foreground">
          <p>
            It may help to plan the next few weeks together, calmly, before Friday arrives, rather than deciding
            under pressure. Aharon HaKohen was known as one who loved peace and pursued it.
          </p>
          <p className="border-s-2 border-accent ps-3 text-muted-foreground">
            <span lang="he" dir="rtl" className="font-serif text-base text-foreground">
              בַּקֵּשׁ שָׁלוֹם וְרָדְפֵהוּ
            </span>
            <br />
            Seek peace and pursue it (Tehillim 34:15)
          </p>
          <div className="flex flex-wrap gap-2">
            <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
              Torah sources
            </span>
            <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
              Ask your rabbi for a ruling
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
}

type Feature = { icon: LucideIcon; title: string; body: string };

const features: Feature[] = [
  {
    icon: BookOpen,
    title: 'An AI guide with Torah sources',
    body:
      'Ask privately about communication, family tension, parenting or everyday stress. Answers draw on Torah sources with halachic awareness, and say plainly when a question belongs with your rabbi.',
  },
  {
    icon: MessagesSquare,
    title: 'Private messaging',
    body:
      'Talk one-to-one with your spouse or a family member in a private space. Share only the AI replies you choose, and let the Tone Coach help you say hard things gently.',
  },
  {
    icon: HeartHandshake,
    title: 'Consent-based AI bridging',
    body:
      'If you both agree, the AI can help carry feelings across, pick a good moment to talk, or calm a tense exchange. It is off by default and either of you can switch it off at any time.',
  },
];

function Features() {
  return (
    <section aria-labelledby="healthy-relationships" className="mx-auto max-w-6xl px-5 pt-10 pb-16 sm:px-8 sm:pt-12 sm:pb-20">
      <div className="max-w-2xl">
        <h2 id="healthy-relationships" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
          Healthy relationships, rooted in Torah values
        </h2>
        <p className="mt-4 text-lg leading-8 text-muted-foreground">
          Good marriages and close families are built in small moments: a kind word, a well-timed
          conversation, an apology that lands. Shalom Bayit helps with those moments, with respect for
          halacha and for each person's privacy.
        </p>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {features.map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-card border border-border bg-surface p-6 shadow-card">
            <span className="flex size-11 items-center justify-center rounded-control bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-5 font-serif text-xl font-semibold">{title}</h3>
            <p className="mt-2 text-[15px] leading-7 text-muted-foreground">{body}</p>
          </li>
        ))}
      </ul>
      <Link
        to="/how-it-works"
        className="mt-8 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        See how it works
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

function SageQuote() {
  return (
    <section aria-label="A word from our sages" className="px-5 pb-16 sm:px-8 sm:pb-20">
      <figure className="mx-auto max-w-3xl rounded-card bg-primary px-6 py-10 text-center text-primary-foreground shadow-card sm:px-12">
        <blockquote>
          <p lang="he" dir="rtl" className="font-serif text-2xl leading-relaxed sm:text-3xl">
            אִישׁ וְאִשָּׁה זָכוּ, שְׁכִינָה בֵּינֵיהֶם
          </p>
          <p className="mt-4 text-lg leading-8 text-primary-foreground/85">
            “A husband and wife who are worthy: the Divine Presence dwells between them.”
          </p>
        </blockquote>
        <figcaption className="mt-4 text-sm tracking-wide text-accent-soft">Talmud, Sotah 17a</figcaption>
      </figure>
    </section>
  );
}

function LandingFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-10 sm:px-8 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-serif text-lg font-semibold text-foreground">
            Shalom Bayit{' '}
            <span lang="he" dir="rtl" className="text-accent">
              שלום בית
            </span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Guidance for Jewish couples and families. Not a substitute for your rabbi or a counsellor.
          </p>
        </div>
        <StaticPageLinks ariaLabel="Footer" />
      </div>
    </footer>
  );
}
