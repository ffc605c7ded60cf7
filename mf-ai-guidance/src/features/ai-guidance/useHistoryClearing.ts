import { useCallback, useEffect, useRef, useState } from 'react';
import { clearHistory, clearHistoryOnTheWayOut, type HistoryClearing } from './aiHistoryApi';
import type { AiServices } from './useAiServices';

/** How long the undo toast gives before the history is really deleted. */
export const UNDO_MS = 8_000;

export interface PendingClearing extends HistoryClearing {
  /** "all" or the one conversation shown. */
  scope: 'this' | 'all';
}

export interface HistoryClearingState {
  pending: PendingClearing | null;
  /** Hides the history at once; it is deleted when the undo time is up (or the page goes). */
  start(clearing: PendingClearing): void;
  undo(): void;
}

/**
 * The clear-with-undo of issue 35: nothing is deleted while the undo toast shows. When the time is
 * up (or the person leaves the screen) the deletion goes to the server; a page being closed sends
 * it as a keepalive request. `onDone` reloads the chat; `onFailed` says so and shows it again.
 */
export function useHistoryClearing(services: AiServices, onDone: () => void, onFailed: () => void): HistoryClearingState {
  const { client } = services;
  const [pending, setPending] = useState<PendingClearing | null>(null);
  const current = useRef<PendingClearing | null>(null);
  const token = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ onDone, onFailed });
  latest.current = { onDone, onFailed };

  const commit = useCallback(async () => {
    clearTimeout(timer.current);
    const clearing = current.current;
    if (!clearing) return;
    current.current = null;
    try {
      await clearHistory(client(), clearing);
      latest.current.onDone();
    } catch (error) {
      console.warn('[mf-ai-guidance] clear history', error);
      latest.current.onFailed();
    } finally {
      setPending(null);
    }
  }, [client]);

  const start = useCallback(
    (clearing: PendingClearing) => {
      current.current = clearing;
      setPending(clearing);
      void client()
        .auth.getSession()
        .then(({ data }) => {
          token.current = data.session?.access_token ?? null;
        });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void commit(), UNDO_MS);
    },
    [client, commit],
  );

  const undo = useCallback(() => {
    clearTimeout(timer.current);
    current.current = null;
    setPending(null);
  }, []);

  useEffect(() => {
    const onPageHide = () => {
      const clearing = current.current;
      if (clearing && clearHistoryOnTheWayOut(token.current, clearing)) {
        clearTimeout(timer.current);
        current.current = null;
      }
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving /ai inside the app: the undo time ends with the screen.
      void commit();
    };
  }, [commit]);

  return { pending, start, undo };
}
