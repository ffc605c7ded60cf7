import { startTransition, useEffect, useState } from 'react';

/**
 * A store's value for a component, like `useSyncExternalStore`, except that a change renders as a
 * transition: React renders the components that read it in slices that yield to the browser and
 * commits them together, instead of at once in the task that changed the store (a
 * `useSyncExternalStore` update is always rendered synchronously). The platform's stores change in
 * start-up's tasks (the client made, the session read, the page painted, the profile read); each
 * such render was a long task of its own at a phone's speed (issue 18 §2).
 *
 * `subscribe` and `getSnapshot` must keep their identity (module-level functions). The first render
 * reads the store directly (a hydrated landing sees what its prerender saw); a change between that
 * render and the subscription is caught up at once.
 */
export function useStoreInTransition<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T): T {
  const [value, setValue] = useState(getSnapshot);
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => getSnapshot()));
    const stop = subscribe(update);
    // `value` is what the first render read.
    if (!Object.is(getSnapshot(), value)) update();
    return stop;
  }, [subscribe, getSnapshot]);
  return value;
}
