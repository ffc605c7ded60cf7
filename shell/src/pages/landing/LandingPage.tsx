import { Link } from 'react-router-dom';
import { ArrowRight, BookOpen, HeartHandshake, LayoutDashboard, LogIn, MessagesSquare, ShieldCheck, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useLocale, type MessageIdOf } from '@shalom/shared/i18n';
import { shellCatalog } from '../../i18n/catalog';
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

const { useT, msg } = shellCatalog;

const primaryAction =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-primary px-6 py-3 text-base font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const secondaryAction =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-control border border-border bg-surface px-6 py-3 text-base font-semibold text-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The product's name in the other script (Hebrew beside English, English beside Hebrew), marked as such. */
function OtherScriptName({ className }: { className: string }) {
  const t = useT();
  const { locale } = useLocale();
  const other = locale === 'he' ? { lang: 'en', dir: 'ltr' as const } : { lang: 'he', dir: 'rtl' as const };
  return (
    <span lang={other.lang} dir={other.dir} className={className}>
      {t('brand.otherScript')}
    </span>
  );
}

export function LandingPage({ sessionStatus, donation }: LandingPageProps) {
  const t = useT();
  useDocumentTitle(t('landing.documentTitle'));

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
  const t = useT();
  return (
    <section aria-labelledby="landing-title" className="relative overflow-hidden">
      {/* Soft warm light behind the hero: candle-gold on parchment, never loud. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-linear-to-b from-accent-soft/70 via-background to-background" />
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -end-24 size-96 rounded-full bg-accent/15 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute top-48 -start-40 size-80 rounded-full bg-accent/10 blur-3xl" />

      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 pt-10 pb-10 sm:px-8 sm:pt-20 sm:pb-16 lg:grid-cols-[1.15fr_0.85fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-accent/40 bg-surface/80 px-3.5 py-1.5 text-sm text-muted-foreground shadow-sm">
            <OtherScriptName className="font-serif text-base font-semibold text-accent-foreground" />
            <span aria-hidden="true" className="text-accent">·</span>
            <span>{t('landing.eyebrow')}</span>
          </p>

          <h1
            id="landing-title"
            className="mt-6 font-serif text-4xl leading-[1.1] font-semibold tracking-tight text-foreground sm:text-5xl lg:text-6xl"
          >
            {t('landing.title')}
          </h1>

          <p className="mt-6 max-w-xl text-lg leading-8 text-muted-foreground">{t('landing.intro')}</p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <SessionAction sessionStatus={sessionStatus} />
            <Link to="/ai" className={secondaryAction}>
              <Sparkles aria-hidden="true" className="size-5 text-accent" />
              {t('landing.tryAi')}
            </Link>
          </div>

          <p className="mt-6 flex items-start gap-2 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {t('landing.privateByDefault')}
          </p>
        </div>

        <ConversationPreview />
      </div>
    </section>
  );
}

/** The one place the landing page depends on the session (spec §2). */
function SessionAction({ sessionStatus }: { sessionStatus: SessionStatus }) {
  const t = useT();
  if (sessionStatus === 'loading') {
    return <LoadingSpinner className="min-h-12 justify-center px-2 sm:justify-start" />;
  }
  if (sessionStatus === 'signed-in') {
    return (
      <Link to="/dashboard" className={primaryAction}>
        <LayoutDashboard aria-hidden="true" className="size-5" />
        {t('nav.dashboard')}
      </Link>
    );
  }
  return (
    <Link to="/auth" className={primaryAction}>
      <LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      {t('landing.signIn')}
    </Link>
  );
}

/** An illustration of a private conversation, so a first-time visitor sees the tone of the guide. */
function ConversationPreview() {
  const t = useT();
  return (
    <figure aria-label={t('landing.preview.label')} className="relative mx-auto hidden w-full max-w-md lg:block">
      <div aria-hidden="true" className="absolute -inset-3 -rotate-2 rounded-[1.5rem] bg-primary/5 rtl:rotate-2" />
      <div className="relative space-y-4 rounded-card border border-border bg-surface p-6 shadow-card">
        <div className="flex items-center justify-between border-b border-border pb-3">
          <span className="text-sm font-semibold text-foreground">{t('landing.preview.title')}</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1 text-xs text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {t('landing.preview.onlyYou')}
          </span>
        </div>
        <p className="ms-auto max-w-[85%] rounded-2xl rounded-ee-md bg-primary px-4 py-3 text-sm leading-6 text-primary-foreground">
          {t('landing.preview.question')}
        </p>
        <div className="max-w-[92%] space-y-3 rounded-2xl rounded-es-md bg-muted px-4 py-3 text-sm leading-6 text-foreground">
          <p>{t('landing.preview.answer')}</p>
          <p className="border-s-2 border-accent ps-3 text-muted-foreground">
            <span lang="he" dir="rtl" className="font-serif text-base text-foreground">
              {t('landing.preview.verseOriginal')}
            </span>
            <br />
            {t('landing.preview.verse')}
          </p>
          <div className="flex flex-wrap gap-2">
            <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
              {t('landing.preview.torahSources')}
            </span>
            <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
              {t('landing.preview.askRabbi')}
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
}

const features: { icon: LucideIcon; title: MessageIdOf<typeof shellCatalog>; body: MessageIdOf<typeof shellCatalog> }[] = [
  { icon: BookOpen, title: msg('landing.features.guide.title'), body: msg('landing.features.guide.body') },
  { icon: MessagesSquare, title: msg('landing.features.messaging.title'), body: msg('landing.features.messaging.body') },
  { icon: HeartHandshake, title: msg('landing.features.bridging.title'), body: msg('landing.features.bridging.body') },
];

function Features() {
  const t = useT();
  return (
    <section aria-labelledby="healthy-relationships" className="mx-auto max-w-6xl px-5 pt-10 pb-16 sm:px-8 sm:pt-12 sm:pb-20">
      <div className="max-w-2xl">
        <h2 id="healthy-relationships" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
          {t('landing.features.title')}
        </h2>
        <p className="mt-4 text-lg leading-8 text-muted-foreground">{t('landing.features.intro')}</p>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {features.map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-card border border-border bg-surface p-6 shadow-card">
            <span className="flex size-11 items-center justify-center rounded-control bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-5 font-serif text-xl font-semibold">{t(title)}</h3>
            <p className="mt-2 text-[15px] leading-7 text-muted-foreground">{t(body)}</p>
          </li>
        ))}
      </ul>
      <Link
        to="/how-it-works"
        className="mt-8 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {t('landing.seeHowItWorks')}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </section>
  );
}

function SageQuote() {
  const t = useT();
  return (
    <section aria-label={t('landing.quote.label')} className="px-5 pb-16 sm:px-8 sm:pb-20">
      <figure className="mx-auto max-w-3xl rounded-card bg-primary px-6 py-10 text-center text-primary-foreground shadow-card sm:px-12">
        <blockquote>
          <p lang="he" dir="rtl" className="font-serif text-2xl leading-relaxed sm:text-3xl">
            {t('landing.quote.original')}
          </p>
          <p className="mt-4 text-lg leading-8 text-primary-foreground/85">{t('landing.quote.translation')}</p>
        </blockquote>
        <figcaption className="mt-4 text-sm tracking-wide text-accent-soft">{t('landing.quote.source')}</figcaption>
      </figure>
    </section>
  );
}

function LandingFooter() {
  const t = useT();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-10 sm:px-8 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-serif text-lg font-semibold text-foreground">
            {t('brand.name')} <OtherScriptName className="text-accent-strong" />
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{t('landing.footer.tagline')}</p>
        </div>
        <StaticPageLinks ariaLabel={t('landing.footer.nav')} />
      </div>
    </footer>
  );
}
