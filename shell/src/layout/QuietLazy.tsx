import type { ReactNode } from 'react';
import { RetryingSuspense } from './RetryingSuspense';

interface QuietLazyProps {
  children: ReactNode;
  /**
   * When else to try a piece that could not load (besides the browser coming back online):
   * subscribes `retry`, returns the unsubscribe.
   */
  retryWhen?: (retry: () => void) => () => void;
  /** Told each time the piece could not load (or render). */
  onFailure?: (error: Error) => void;
}

const nothing = () => null;

/**
 * For small on-demand pieces of chrome (header controls, the toaster): render nothing while they
 * load or if they cannot load, so the page around them is never blanked. A piece that failed (the
 * visitor was offline, the network blipped) is tried again when the browser is back online, and
 * whenever `retryWhen` asks (RetryingSuspense); its lazy component must import again then
 * (retryableLazy does).
 */
export function QuietLazy({ children, retryWhen, onFailure }: QuietLazyProps) {
  return (
    <RetryingSuspense
      fallback={null}
      failure={nothing}
      retryWhen={retryWhen}
      failureLog="[shell] could not load a header or toaster piece"
      onFailure={onFailure}
    >
      {children}
    </RetryingSuspense>
  );
}
