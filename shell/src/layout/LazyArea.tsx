import type { ReactNode } from 'react';
import { useLocale } from '@shalom/shared/i18n';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { shellCatalog } from '../i18n/catalog';
import { PendingSpinner } from './PendingSpinner';
import { RetryingSuspense } from './RetryingSuspense';

/**
 * Plain lookups, never Suspense: the shell's messages are loaded before its first paint, and this
 * must render even when nothing more can be downloaded.
 */
function SectionLoadFailure({ onRetry }: { onRetry(): void }) {
  useLocale();
  const { t } = shellCatalog;
  return (
    <section
      role="alert"
      className="mx-auto my-10 flex w-[calc(100%-2rem)] max-w-md flex-col items-center gap-4 rounded-card border border-border bg-surface px-6 py-8 text-center shadow-card"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-foreground">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h2 className="font-serif text-xl font-semibold">{t('sectionFailed.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('sectionFailed.body')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex h-10 items-center gap-2 rounded-control bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <RotateCw aria-hidden="true" className="size-4" />
        {t('sectionFailed.retry')}
      </button>
    </section>
  );
}

const showSectionFailure = (retry: () => void) => <SectionLoadFailure onRetry={retry} />;

/**
 * Suspense plus an error boundary for code the shell loads on demand (pages, guards, the remote
 * area). If a chunk cannot be fetched the area shows the section fallback; its Retry fetches it
 * again, and so does the browser coming back online, once (RetryingSuspense, retryableLazy). The
 * fallback is plain markup on purpose: it must render when nothing more can be downloaded.
 */
export function LazyArea({ children, fallback }: { children: ReactNode; /** While loading (default: the Loading spinner). */ fallback?: ReactNode }) {
  return (
    <RetryingSuspense fallback={fallback ?? <PendingSpinner />} failure={showSectionFailure} failureLog="[shell] a section failed to load or render">
      {children}
    </RetryingSuspense>
  );
}
