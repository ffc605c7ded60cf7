import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { formatDate } from '@shalom/shared/i18n';
import { StaticPageLinks } from '../common/StaticPageLinks';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { pagesCatalog } from '../i18n/catalog';

type StaticPageLayoutProps = {
  /** Small label above the title that says what kind of page this is. */
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** Shown for legal pages, so readers know which version they agreed to. */
  lastUpdated?: Date;
  children: ReactNode;
};

/** Shared frame of /terms, /privacy, /how-it-works and /roadmap: a readable column of about 70 characters. */
export function StaticPageLayout({ eyebrow, title, intro, lastUpdated, children }: StaticPageLayoutProps) {
  useDocumentTitle(title);
  const t = pagesCatalog.useT();

  return (
    <div className="bg-background text-foreground">
      <div className="mx-auto max-w-3xl px-5 py-8 sm:px-8 sm:py-12">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-control px-1 text-sm font-medium text-muted-foreground transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('static.backHome')}
        </Link>

        <header className="mt-6 border-b border-border pb-8">
          <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">{eyebrow}</p>
          <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
          <div className="mt-4 text-base leading-7 text-muted-foreground sm:text-lg sm:leading-8">{intro}</div>
          {lastUpdated ? <p className="mt-4 text-sm text-muted-foreground">{t('static.lastUpdated', { date: formatDate(lastUpdated, { day: 'numeric', month: 'long', year: 'numeric' }) })}</p> : null}
        </header>

        <article className="mt-10 space-y-12">{children}</article>

        <footer className="mt-16 rounded-card border border-border bg-surface p-6 shadow-card">
          <p className="font-serif text-lg font-semibold">{t('static.more')}</p>
          <StaticPageLinks ariaLabel={t('static.more')} className="mt-3" />
        </footer>
      </div>
    </div>
  );
}
