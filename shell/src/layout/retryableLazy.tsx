import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy remembers a failed import forever. This one starts over after a failure, so a Retry
 * (re-rendering after the error boundary resets) really fetches the chunk again.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          current = make();
          throw error;
        },
      ),
    );
  let current = make();
  function RetryableLazy(props: P) {
    return createElement(current, props);
  }
  return RetryableLazy;
}
