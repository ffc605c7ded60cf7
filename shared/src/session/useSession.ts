import { useSyncExternalStore } from 'react';
import { getEventBus, type EventBus } from '../bus/eventBus';
import type { SessionSnapshot } from '../bus/busEvents';

const LOADING: SessionSnapshot = { status: 'loading', user: null };

/** The current session as published by the shell; 'loading' until the shell has read it. */
export function useSession(bus: EventBus = getEventBus()): SessionSnapshot {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = bus.on('session.changed').subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => bus.latest('session.changed')?.session ?? LOADING,
    () => LOADING,
  );
}
