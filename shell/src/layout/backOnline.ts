/**
 * Calls `retry` each time the browser reports it is back online (`online`); returns the
 * unsubscribe. Where the shell's failure screens listen for it (RetryingSuspense's boundary,
 * RemoteOutlet's remote that could not load): each one decides whether it has something to try
 * again, so one event is at most one attempt, and nothing is fetched while the browser stays offline.
 */
export function onBackOnline(retry: () => void): () => void {
  window.addEventListener('online', retry);
  return () => window.removeEventListener('online', retry);
}
