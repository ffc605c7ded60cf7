import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { messagesCatalog } from '../../i18n/catalog';
import {
  fetchConversation,
  fetchNames,
  insertMessage,
  isUuid,
  markConversationRead,
  markSeen,
  softDeleteMessage,
  toMessagingError,
  updateMessageContent,
  type Conversation,
  type Message,
} from '../messaging/messagingApi';
import { useReadSignals } from '../messaging/useReadSignals';
import { createThreadSync, type ThreadSync } from '../messaging/threadSync';
import { nameOf } from '../messaging/displayName';
import type { MessagingServices } from '../messaging/useMessagingServices';

/** A message this browser is sending: shown at once, then replaced by the stored row. */
export interface OutgoingMessage {
  id: string;
  content: string;
  status: 'pending' | 'failed';
}

export type ThreadState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; conversation: Conversation; partnerName: string };

/** Spec §4/§9: the recipient's "seen" is recorded about 1 s after the thread is open. */
export const SEEN_DELAY_MS = 1000;

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is on screen: a thread left open in a background tab has not been read. */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

export function useThread(conversationId: string, services: MessagingServices) {
  const { me, client, toast } = services;
  const [state, setState] = useState<ThreadState>({ status: 'loading' });
  const [messages, setMessages] = useState<Message[]>([]);
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const sync = useRef<ThreadSync | null>(null);
  /** Bumped by Retry after a failed load: the load runs again. */
  const [attempt, setAttempt] = useState(0);
  const seenRequested = useRef(new Set<string>());

  const apply = useCallback((rows: Message[]) => sync.current?.apply(rows), []);

  // First load: the conversation (RLS hides one the caller is not in) and its messages.
  useEffect(() => {
    if (!me) return;
    let cancelled = false;
    setMessages([]);
    setOutgoing([]);
    // A mistyped or cut address names no conversation: nothing to ask the server.
    if (!isUuid(conversationId)) {
      setState({ status: 'not-found' });
      return;
    }
    setState({ status: 'loading' });
    (async () => {
      try {
        const supabase = client();
        const thread = createThreadSync(supabase, conversationId, (held, changed) => {
          if (cancelled) return;
          setMessages(held);
          const stored = new Set(changed.map((message) => message.id));
          setOutgoing((current) => (current.some((message) => stored.has(message.id)) ? current.filter((message) => !stored.has(message.id)) : current));
        });
        sync.current = thread;
        const conversation = await fetchConversation(supabase, conversationId);
        if (cancelled) return;
        if (!conversation) {
          setState({ status: 'not-found' });
          return;
        }
        const partner = conversation.user_id === me ? conversation.partner_user_id : conversation.user_id;
        const [, names] = await Promise.all([thread.load(), fetchNames(supabase, partner ? [partner] : []).catch(() => new Map<string, string | null>())]);
        if (cancelled) return;
        setState({ status: 'ready', conversation, partnerName: nameOf(names, partner) });
      } catch (error) {
        if (cancelled) return;
        const message = toMessagingError(error).message;
        setState({ status: 'error', message });
        toast(messagesCatalog.t('error.loadMessages'), message, 'destructive');
      }
    })();
    return () => {
      cancelled = true;
      sync.current = null;
    };
  }, [attempt, client, conversationId, me, toast]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);

  const ready = state.status === 'ready';
  const visible = usePageVisible();
  // Live inserts and updates for this conversation, each (re)join caught up first.
  useEffect(() => {
    if (!ready || !sync.current) return;
    return sync.current.listen();
  }, [ready]);

  // Issue 33: what a visible thread shows is read, at once — the header's count and the list's
  // badges drop it in every tab (the read signals here, conversation_reads elsewhere), and while it
  // stays on screen a message arriving in it never counts as unread. A thread in a hidden tab
  // has not been read: it waits until the tab is shown.
  const signals = useReadSignals(me);
  const readUpTo = useRef<{ conversationId: string; at: number } | null>(null);
  useEffect(() => {
    if (!ready || !visible || !signals) return;
    signals.viewing(conversationId, true);
    return () => signals.viewing(conversationId, false);
  }, [conversationId, ready, signals, visible]);
  useEffect(() => {
    if (!ready || !visible || !signals) return;
    const newest = messages[messages.length - 1];
    if (!newest) return;
    const at = Date.parse(newest.created_at);
    const marked = readUpTo.current;
    if (marked && marked.conversationId === conversationId && marked.at >= at) return;
    readUpTo.current = { conversationId, at };
    markConversationRead(client(), conversationId, newest.id).then(
      (readAt) => signals.read(conversationId, readAt ?? newest.created_at),
      (error: unknown) => {
        // Not fatal: the next message shown, or the next visit, tries again.
        if (readUpTo.current?.conversationId === conversationId && readUpTo.current.at === at) readUpTo.current = null;
        console.warn('[mf-messages] could not record what was read', error);
      },
    );
  }, [client, conversationId, messages, ready, signals, visible]);

  // Mark the partner's messages seen once the thread has been on screen for about a second (a
  // thread open in a hidden tab waits until the tab is shown: "✓ Seen" must mean seen).
  useEffect(() => {
    if (!ready || !me || !visible) return;
    const unseen = messages.filter(
      (message) =>
        message.sender_type === 'user' &&
        message.sender_user_id !== me &&
        !message.metadata.seen_by_partner &&
        !message.metadata.deleted &&
        !seenRequested.current.has(message.id),
    );
    if (unseen.length === 0) return;
    const timer = window.setTimeout(() => {
      for (const message of unseen) {
        seenRequested.current.add(message.id);
        markSeen(client(), message).then(
          () => apply([{ ...message, metadata: { ...message.metadata, seen_by_partner: true } }]),
          // A closed thread does not record "seen"; nothing the reader must act on.
          (error: unknown) => console.warn('[mf-messages] could not mark a message seen', error),
        );
      }
    }, SEEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [apply, client, me, messages, ready, visible]);

  const deliver = useCallback(
    async (outgoingMessage: OutgoingMessage) => {
      if (!me) return;
      try {
        const stored = await insertMessage(client(), { id: outgoingMessage.id, conversation_id: conversationId, sender_user_id: me, content: outgoingMessage.content });
        if (stored) apply([stored]);
        else setOutgoing((current) => current.filter((message) => message.id !== outgoingMessage.id));
      } catch (error) {
        setOutgoing((current) => current.map((message) => (message.id === outgoingMessage.id ? { ...message, status: 'failed' } : message)));
        toast(messagesCatalog.t('error.send'), toMessagingError(error).message, 'destructive');
      }
    },
    [apply, client, conversationId, me, toast],
  );

  /** Sends with a client id, shown at once as pending; false when there is nothing to send. */
  const send = useCallback(
    (text: string): boolean => {
      // Spaces and blank lines around the text are not part of the message.
      const content = text.trim();
      if (!content || !ready) return false;
      const message: OutgoingMessage = { id: crypto.randomUUID(), content, status: 'pending' };
      setOutgoing((current) => [...current, message]);
      void deliver(message);
      return true;
    },
    [deliver, ready],
  );

  /** Sends a failed message again with the same id, so it can never arrive twice. */
  const retry = useCallback(
    (id: string) => {
      const message = outgoing.find((candidate) => candidate.id === id);
      if (!message) return;
      const pending: OutgoingMessage = { ...message, status: 'pending' };
      setOutgoing((current) => current.map((candidate) => (candidate.id === id ? pending : candidate)));
      void deliver(pending);
    },
    [deliver, outgoing],
  );

  const edit = useCallback(
    async (message: Message, content: string): Promise<boolean> => {
      try {
        const stored = await updateMessageContent(client(), message.id, content);
        if (stored) apply([stored]);
        toast(messagesCatalog.t('toast.updated'));
        return true;
      } catch (error) {
        toast(messagesCatalog.t('error.update'), toMessagingError(error).message, 'destructive');
        return false;
      }
    },
    [apply, client, toast],
  );

  const remove = useCallback(
    async (message: Message) => {
      try {
        const stored = await softDeleteMessage(client(), message);
        if (stored) apply([stored]);
        toast(messagesCatalog.t('toast.deleted'));
      } catch (error) {
        toast(messagesCatalog.t('error.delete'), toMessagingError(error).message, 'destructive');
      }
    },
    [apply, client, toast],
  );

  return { state, messages, outgoing, send, retry, edit, remove, reload };
}
