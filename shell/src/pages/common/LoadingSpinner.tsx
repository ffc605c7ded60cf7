import { LoaderCircle } from 'lucide-react';
import { shellCatalog } from '../../i18n/catalog';

/** Spec §2: "a spinner with text Loading" while the session is being determined. */
export function LoadingSpinner({ className = '' }: { className?: string }) {
  const t = shellCatalog.useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className={`inline-flex items-center gap-2 text-sm font-medium text-muted-foreground ${className}`}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span>{t('loading')}</span>
    </div>
  );
}
