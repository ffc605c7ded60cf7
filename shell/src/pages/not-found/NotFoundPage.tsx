import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Compass, House } from 'lucide-react';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { pagesCatalog } from '../i18n/catalog';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = pagesCatalog.useT();
  useDocumentTitle(t('notFound.documentTitle'));

  // Spec §2: the unknown path is logged, so broken links show up in the console and in error reports.
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section
      aria-labelledby="not-found-title"
      className="flex min-h-[70vh] items-center justify-center bg-background px-5 py-16 text-foreground"
    >
      <div className="w-full max-w-md text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent">
          <Compass aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-6 font-serif text-7xl font-semibold tracking-tight text-primary">404</p>
        <h1 id="not-found-title" className="mt-3 text-xl font-semibold text-foreground">
          {t('notFound.title')}
        </h1>
        <p className="mt-3 text-[15px] leading-7 text-muted-foreground">
          {t('notFound.body')}
        </p>
        <Link
          to="/"
          className="mt-8 inline-flex min-h-11 items-center justify-center gap-2 rounded-control bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <House aria-hidden="true" className="size-4" />
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
