import { Loader2 } from 'lucide-react';
import { cn } from './cn';

export interface SpinnerProps {
  /** Visible text next to the spinner; the spec's protected screens say "Loading". */
  label?: string;
  className?: string;
  /** Centre the spinner in a tall area (protected screens while the session loads). */
  fullArea?: boolean;
}

export function Spinner({ label = 'Loading', className, fullArea = false }: SpinnerProps) {
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
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
