import type { EventBus } from '../bus/eventBus';
import { isSameSession, toSessionSnapshot, type AuthSessionLike } from './sessionFromAuth';

/** The slice of supabase-js auth the shell needs to follow the session. */
export interface AuthStateSource {
  auth: {
    getSession(): Promise<{ data: { session: AuthSessionLike | null }; error: unknown }>;
    onAuthStateChange(callback: (event: string, session: AuthSessionLike | null) => void): {
      data: { subscription: { unsubscribe(): void } };
    };
  };
}

/**
 * Follows the auth session and publishes it on the bus; only the shell calls this (remotes never
 * write auth state). Other tabs are followed too: supabase-js broadcasts sign-in/out between tabs,
 * and a `storage` event on its key re-reads the session as a backstop.
 */
export function connectSessionToBus(client: AuthStateSource, bus: EventBus): () => void {
  let stopped = false;
  const publish = (session: AuthSessionLike | null) => {
    if (stopped) return;
    const snapshot = toSessionSnapshot(session);
    if (isSameSession(bus.latest('session.changed')?.session, snapshot)) return;
    bus.publish({ type: 'session.changed', session: snapshot });
  };

  const reread = () => {
    client.auth
      .getSession()
      .then(({ data, error }) => {
        if (error) console.error('[session] could not read the session', error);
        publish(data.session);
      })
      .catch((error: unknown) => {
        console.error('[session] could not read the session', error);
        publish(null);
      });
  };

  const { data } = client.auth.onAuthStateChange((_event, session) => publish(session));
  reread();

  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('sb-')) reread();
  };
  globalThis.addEventListener?.('storage', onStorage);

  return () => {
    stopped = true;
    data.subscription.unsubscribe();
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
