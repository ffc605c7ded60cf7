import { useCallback, useEffect, useRef, useState } from 'react';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { messagesCatalog } from '../../i18n/catalog';
import {
  asMessage,
  fetchChangedSince,
  fetchConversation,
  fetchMessages,
  fetchNames,
  insertMessage,
  markSeen,
  softDeleteMessage,
  toMessagingError,
  updateMessageContent,
  type Conversation,
  type Message,
} from '../messaging/messagingApi';
import { mergeMessages, newestUpdate } from '../messaging/mergeMessages';
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
// Postgres' now() is the start of each writer's transaction, so a row can commit a moment after
// a later-stamped one; the catch-up looks this far behind the newest row held (merging drops doubles).
const CATCH_UP_MARGIN_MS = 5000;

export function useThread(conversationId: string, services: MessagingServices) {
  const { me, client, toast } = services;
  const [state, setState] = useState<ThreadState>({ status: 'loading' });
  const [messages, setMessages] = useState<Message[]>([]);
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const messagesRef = useRef<Message[]>([]);
  const seenRequested = useRef(new Set<string>());

  const apply = useCallback((incoming: Message[]) => {
    const relevant = incoming.filter((message) => message.conversation_id === conversationId);
    if (relevant.length === 0) return;
    messagesRef.current = mergeMessages(messagesRef.current, relevant);
    setMessages(messagesRef.current);
    const stored = new Set(relevant.map((message) => message.id));
    setOutgoing((current) => (current.some((message) => stored.has(message.id)) ? current.filter((message) => !stored.has(message.id)) : current));
  }, [conversationId]);

  // First load: the conversation (RLS hides one the caller is not in) and its messages.
  useEffect(() => {
    if (!me) return;
    let cancelled = false;
    messagesRef.current = [];
    setMessages([]);
    setOutgoing([]);
    setState({ status: 'loading' });
    (async () => {
      try {
        const conversation = await fetchConversation(client(), conversationId);
        if (cancelled) return;
        if (!conversation) {
          setState({ status: 'not-found' });
          return;
        }
        const partner = conversation.user_id === me ? conversation.partner_user_id : conversation.user_id;
        const [rows, names] = await Promise.all([fetchMessages(client(), conversationId), fetchNames(client(), partner ? [partner] : []).catch(() => new Map<string, string | null>())]);
        if (cancelled) return;
        apply(rows);
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
    };
  }, [apply, client, conversationId, me, toast]);

  // Catch up on what the stream may have missed: everything created or changed since the newest
  // row held (or the whole thread when nothing is held yet). Realtime promises no delivery.
  const catchUp = useCallback(async () => {
    try {
      const newest = newestUpdate(messagesRef.current);
      const rows = newest
        ? await fetchChangedSince(client(), conversationId, new Date(Date.parse(newest) - CATCH_UP_MARGIN_MS).toISOString())
        : await fetchMessages(client(), conversationId);
      apply(rows);
    } catch (error) {
      console.warn('[mf-messages] catch-up after reconnect failed', error);
    }
  }, [apply, client, conversationId]);

  const ready = state.status === 'ready';
  // Live inserts and updates for this conversation; each (re)join runs the catch-up first.
  useEffect(() => {
    if (!ready) return;
    let channel: RealtimeChannel | undefined;
    const supabase = client();
    const filter = `conversation_id=eq.${conversationId}`;
    const onRow = (payload: { new: Record<string, unknown> }) => apply([asMessage(payload.new)]);
    channel = supabase
      .channel(`messages:${conversationId}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter }, onRow)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages', filter }, onRow)
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void catchUp();
      });
    // A laptop waking up or a network coming back may not have noticed the socket died yet.
    const wake = () => {
      if (document.visibilityState === 'visible') void catchUp();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
    return () => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
      if (channel) void supabase.removeChannel(channel);
      channel = undefined;
    };
  }, [apply, catchUp, client, conversationId, ready]);

  // Mark the partner's messages seen once the thread has been open for about a second.
  useEffect(() => {
    if (!ready || !me) return;
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
  }, [apply, client, me, messages, ready]);

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
      if (!text.trim() || !ready) return false;
      const message: OutgoingMessage = { id: crypto.randomUUID(), content: text, status: 'pending' };
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

  return { state, messages, outgoing, send, retry, edit, remove };
}
