import { RotateCw, TriangleAlert } from 'lucide-react';
import { useLocale } from '@shalom/shared/i18n';
import { Button } from './Button';
import { cn } from './cn';
import { sharedUiCatalog } from './i18n/catalog';

export interface ErrorFallbackProps {
  onRetry(): void;
  /** True while a retry is under way (the button then says so and is disabled). */
  retrying?: boolean;
  className?: string;
}

/** Shown in place of a section (a remote) that failed to load or render. */
export function ErrorFallback({ onRetry, retrying = false, className }: ErrorFallbackProps) {
  // Plain lookups, never Suspense: this must render when nothing more can be downloaded.
  useLocale();
  const { t } = sharedUiCatalog;
  return (
    <section
      role="alert"
      aria-labelledby="section-error-title"
      className={cn(
        'mx-auto my-10 flex w-[calc(100%-2rem)] max-w-md flex-col items-center gap-4 rounded-card border border-border bg-surface px-6 py-8 text-center shadow-card',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-foreground">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1">
        <h2 id="section-error-title" className="font-serif text-xl font-semibold text-foreground">
          {t('sectionFailed.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('sectionFailed.body')}
        </p>
      </div>
      <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RotateCw aria-hidden="true" className={cn('size-4', retrying && 'animate-spin')} />
        {retrying ? t('sectionFailed.retrying') : t('sectionFailed.retry')}
      </Button>
    </section>
  );
}
