import { Loader2 } from 'lucide-react';
import { useLocale } from '@shalom/shared/i18n';
import { cn } from './cn';
import { sharedUiCatalog } from './i18n/catalog';

export interface SpinnerProps {
  /** Visible text next to the spinner; by default "Loading" in the active language (spec §2). */
  label?: string;
  className?: string;
  /** Centre the spinner in a tall area (protected screens while the session loads). */
  fullArea?: boolean;
}

export function Spinner({ label, className, fullArea = false }: SpinnerProps) {
  // Never waits for a translation: a spinner is what shows while things load.
  useLocale();
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex items-center justify-center gap-2 text-muted-foreground',
        fullArea && 'min-h-[40vh] w-full',
        className,
      )}
    >
      <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span className="text-sm font-medium">{label ?? sharedUiCatalog.t('loading')}</span>
    </div>
  );
}
