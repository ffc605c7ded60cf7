import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How many times an error boundary has asked for failed imports to be tried again. */
let retries = 0;

/**
 * For an error boundary's retry (RetryingSuspense: LazyArea's Retry button, back online): every
 * lazy component whose import failed imports again the next time it renders.
 */
export function retryFailedImports(): void {
  retries += 1;
}

/**
 * React.lazy remembers a failed import forever. This one imports again after a failure, but only
 * once a boundary has asked (retryFailedImports): React renders a failed component once more
 * before it gives up, and a fresh import at that render would start over each time it fails, a
 * download loop for as long as the network is down.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  /** `retries` when the current import failed; undefined while it has not failed. */
  let failedAt: number | undefined;
  const make = () => {
    failedAt = undefined;
    current = lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedAt = retries;
          throw error;
        },
      ),
    );
  };
  make();
  function RetryableLazy(props: P) {
    if (failedAt !== undefined && failedAt !== retries) make();
    return createElement(current, props);
  }
  return RetryableLazy;
}
