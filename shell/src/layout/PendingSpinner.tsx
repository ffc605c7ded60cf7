import { Loader2 } from 'lucide-react';
import { useLocale } from '@shalom/shared/i18n';
import { shellCatalog } from '../i18n/catalog';

/**
 * The Loading spinner of the shell's first paint. It mirrors the shared Spinner but lives here so
 * the landing page paints without waiting for @shalom/shared (bus, rxjs, form kit).
 */
export function PendingSpinner() {
  // A plain lookup, never Suspense: this is the Suspense fallback itself.
  useLocale();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] w-full items-center justify-center gap-2 text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span className="text-sm font-medium">{shellCatalog.t('loading')}</span>
    </div>
  );
}
