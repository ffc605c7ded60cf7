/** The look every text-like control shares (input, textarea, select trigger, picker triggers). */
export const controlClassName =
  'flex w-full min-w-0 rounded-control border border-border bg-surface px-3 text-base text-foreground shadow-xs ' +
  'placeholder:text-muted-foreground transition-colors sm:text-sm ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background ' +
  'disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground ' +
  'aria-[invalid=true]:border-destructive';

/** Height of single-line controls: 44 px touch target on phones, 40 px from `sm`. */
export const controlHeightClassName = 'h-11 sm:h-10';
