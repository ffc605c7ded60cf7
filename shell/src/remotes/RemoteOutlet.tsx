import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ErrorFallback, Spinner, getEventBus, type RemoteMountProps, type RuntimeConfig, type ShalomSupabaseClient, type ShellNavigation } from '@shalom/shared';
import type { RemoteKey } from '../routes/routeTable';
import { ParcelHost } from './ParcelHost';
import type { RemoteRegistry } from './remoteRegistry';
import { getShellRemoteRegistry } from './shellRemotes';

export interface RemoteOutletProps {
  remote: RemoteKey;
  config: RuntimeConfig;
  supabase: ShalomSupabaseClient;
  navigation: ShellNavigation;
  /** Injected by tests; the shell uses the registry built from /config.json. */
  registry?: RemoteRegistry;
}

/**
 * Loads the remote that owns the current route and mounts it. Every failure — manifest or script
 * that will not load, a mount that throws, a render error reported by the remote — ends in the same
 * fallback, whose Retry loads the remote again from the network. A remote that could not be loaded
 * (still, after the retry plugin's own tries) is also loaded again when the browser is back online,
 * once per `online`; a mount or render failure is not — the network coming back does not fix it.
 * The network can also come back while a load is still failing (a blip of a few milliseconds, or
 * offline for the seconds the retry plugin tries): that load is tried once more when it fails.
 */
export default function RemoteOutlet({ remote, config, supabase, navigation, registry: injected }: RemoteOutletProps) {
  const registry = useMemo(() => injected ?? getShellRemoteRegistry(config), [injected, config]);
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => registry.subscribe(listener), [registry]),
    () => registry.getState(remote),
  );
  const [mountFailure, setMountFailure] = useState<{ remote: RemoteKey; attempt: number; error: unknown } | null>(null);

  useEffect(() => {
    void registry.load(remote);
  }, [registry, remote]);

  const attempt = state.status === 'idle' ? 0 : state.attempt;
  const failedToMount = mountFailure !== null && mountFailure.remote === remote && mountFailure.attempt === attempt;

  const reportFailure = useCallback(
    (error: unknown) => {
      console.error(`[remotes] ${remote} failed while mounting or rendering`, error);
      setMountFailure({ remote, attempt, error });
    },
    [remote, attempt],
  );

  const mountProps = useMemo<RemoteMountProps>(
    () => ({ bus: getEventBus(), supabase, navigation, remoteName: remote, reportError: reportFailure }),
    [supabase, navigation, remote, reportFailure],
  );

  const retry = useCallback(() => {
    void registry.retry(remote);
  }, [registry, remote]);

  const loadFailed = state.status === 'error';
  // The attempt on screen, and an attempt that was under way when the browser came back online.
  const shownAttempt = useRef(attempt);
  const onlineDuringAttempt = useRef<number | null>(null);
  useEffect(() => {
    shownAttempt.current = attempt;
  });
  const listensForOnline = state.status === 'loading' || loadFailed;
  useEffect(() => {
    if (!listensForOnline) return undefined;
    // Once per `online` and only while loading or failed, as RetryingSuspense does for the shell's
    // own chunks; only a remote still failed is loaded again (an outlet that has not re-rendered yet
    // may hear the event after another one's retry began or succeeded). A load under way when the
    // event came is remembered, not retried: it may still fail for the drop-out just ended, and then
    // no `online` would ever come to fetch it (CI went offline and back in one step and stayed on the
    // fallback). One started by this very event, by another outlet's listener, is not remembered.
    // Its own listener, not a helper shared with RetryingSuspense: the landing page's app graph
    // would carry that helper (+0.05 KB gz).
    const onOnline = () => {
      const current = registry.getState(remote);
      if (current.status === 'error') retry();
      else if (current.status === 'loading' && current.attempt === shownAttempt.current) onlineDuringAttempt.current = current.attempt;
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [listensForOnline, registry, remote, retry]);
  useEffect(() => {
    if (state.status !== 'error' || onlineDuringAttempt.current !== state.attempt) return;
    onlineDuringAttempt.current = null;
    retry();
  }, [state, retry]);

  if (loadFailed || failedToMount) {
    return <ErrorFallback onRetry={retry} />;
  }
  if (state.status !== 'ready') {
    return <Spinner fullArea />;
  }
  return (
    <ParcelHost
      key={`${remote}#${state.attempt}`}
      lifecycles={state.lifecycles}
      mountProps={mountProps}
      onMountError={reportFailure}
    />
  );
}
