// What the tabs of one browser tell each other about reading (issue 33, item 2), so the header's
// count and the list's badges change the moment a thread is read, in every tab, before the server's
// realtime event (conversation_reads) arrives — which still reaches other devices, and this browser
// when no BroadcastChannel exists. No React, no UI: the header's small indicator module uses it.
//
//   read     a thread was on screen up to readAt (the newest message it showed): those are read
//   viewing  a thread is (or is no longer) on screen in a visible tab: a message arriving there is
//            being read as it arrives, so it never counts as unread, not even for a moment
//   who      a tab that just started asks which threads are on screen now; those tabs answer

export type ReadSignal =
  | { kind: 'read'; conversationId: string; readAt: string }
  | { kind: 'viewing'; conversationId: string; tab: string; on: boolean }
  | { kind: 'who' };

export interface ReadSignals {
  /** This tab read the thread up to readAt (also delivered to this tab's own listeners). */
  read(conversationId: string, readAt: string): void;
  /** This tab shows (or stopped showing) the thread in a visible page. */
  viewing(conversationId: string, on: boolean): void;
  /** Threads on screen in a visible tab of this browser, this one included. */
  viewed(conversationId: string): boolean;
  /** Every read, from this tab or another; returns the stop. */
  onRead(listener: (conversationId: string, readAt: string) => void): () => void;
  close(): void;
}

/** One id per page: a tab that closes without a word leaves only its own entries behind. */
const TAB = Math.random().toString(36).slice(2);

const channelName = (userId: string) => `shalom-bayit.messages-read.${userId}`;

function isSignal(value: unknown): value is ReadSignal {
  if (typeof value !== 'object' || value === null) return false;
  const signal = value as Record<string, unknown>;
  if (signal.kind === 'who') return true;
  if (typeof signal.conversationId !== 'string') return false;
  if (signal.kind === 'read') return typeof signal.readAt === 'string' && !Number.isNaN(Date.parse(signal.readAt));
  return signal.kind === 'viewing' && typeof signal.tab === 'string' && typeof signal.on === 'boolean';
}

/**
 * The signals of one signed-in user (another account in the same browser has its own channel).
 * Several instances in one page (the header's indicator, the list, the thread) hear each other:
 * BroadcastChannel delivers to every other object of the same name, in this page too.
 */
export function createReadSignals(userId: string): ReadSignals {
  const Channel = typeof BroadcastChannel === 'undefined' ? null : BroadcastChannel;
  const channel = Channel ? new Channel(channelName(userId)) : null;
  /** conversation id → the tabs showing it. */
  const viewers = new Map<string, Set<string>>();
  /** What this instance itself shows (answered when a new tab asks). */
  const mine = new Set<string>();
  const readListeners = new Set<(conversationId: string, readAt: string) => void>();

  function setViewer(conversationId: string, tab: string, on: boolean) {
    const tabs = viewers.get(conversationId) ?? new Set<string>();
    if (on) tabs.add(tab);
    else tabs.delete(tab);
    if (tabs.size > 0) viewers.set(conversationId, tabs);
    else viewers.delete(conversationId);
  }

  function receive(signal: ReadSignal) {
    if (signal.kind === 'read') for (const listener of readListeners) listener(signal.conversationId, signal.readAt);
    else if (signal.kind === 'viewing') setViewer(signal.conversationId, signal.tab, signal.on);
    else for (const conversationId of mine) channel?.postMessage({ kind: 'viewing', conversationId, tab: TAB, on: true } satisfies ReadSignal);
  }

  const onMessage = (event: MessageEvent) => {
    if (isSignal(event.data)) receive(event.data);
  };
  let closed = false;
  const post = (signal: ReadSignal) => {
    // A component may say it stopped showing a thread after its signals closed (unmount order).
    if (closed) return;
    try {
      channel?.postMessage(signal);
    } catch (error) {
      console.warn('[mf-messages] could not tell the other tabs', error);
    }
  };
  // A page leaving (closed, or put in the back-forward cache) shows nothing any more; one that
  // comes back from that cache shows its threads again.
  const onPageHide = () => {
    for (const conversationId of mine) post({ kind: 'viewing', conversationId, tab: TAB, on: false });
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) for (const conversationId of mine) post({ kind: 'viewing', conversationId, tab: TAB, on: true });
  };
  const browser = typeof window !== 'undefined';
  channel?.addEventListener('message', onMessage);
  if (browser) {
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
  }
  post({ kind: 'who' });

  return {
    read(conversationId, readAt) {
      post({ kind: 'read', conversationId, readAt });
      for (const listener of readListeners) listener(conversationId, readAt);
    },
    viewing(conversationId, on) {
      if (on) mine.add(conversationId);
      else mine.delete(conversationId);
      setViewer(conversationId, TAB, on);
      post({ kind: 'viewing', conversationId, tab: TAB, on });
    },
    viewed: (conversationId) => viewers.has(conversationId),
    onRead(listener) {
      readListeners.add(listener);
      return () => readListeners.delete(listener);
    },
    close() {
      for (const conversationId of [...mine]) post({ kind: 'viewing', conversationId, tab: TAB, on: false });
      closed = true;
      mine.clear();
      channel?.removeEventListener('message', onMessage);
      if (browser) {
        window.removeEventListener('pagehide', onPageHide);
        window.removeEventListener('pageshow', onPageShow);
      }
      channel?.close();
      readListeners.clear();
    },
  };
}
