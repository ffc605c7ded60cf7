import { useCallback, useEffect, useRef, useState } from 'react';
import { messagesCatalog } from '../../i18n/catalog';
import { fetchAiThreads, fetchConversationSummaries, fetchNames, toMessagingError, type Conversation } from '../messaging/messagingApi';
import { nameOf } from '../messaging/displayName';
import type { MessagingServices } from '../messaging/useMessagingServices';
import { useReadSignals } from '../messaging/useReadSignals';

/** What a row shows under the name: the last message (issue 33, item 6). */
export interface LastMessage {
  content: string;
  /** Written by the reader ("You: …"). */
  mine: boolean;
  deleted: boolean;
  at: string;
}

export type ListEntry =
  | { kind: 'human'; id: string; name: string; startedByMe: boolean; unread: number; updatedAt: string; last: LastMessage | null }
  | { kind: 'ai'; id: string; name: string; updatedAt: string; last: LastMessage | null };

export type ListState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; entries: ListEntry[] };

/**
 * Spec §3: a pair may have two rows (one per direction); they show as one thread, the most
 * recently updated winning. Rows come newest first, so the first row of each pair wins.
 */
export function mergePairs<Row extends Conversation>(conversations: Row[]): Row[] {
  const seen = new Set<string>();
  const merged: Row[] = [];
  for (const conversation of conversations) {
    const pair = [conversation.user_id, conversation.partner_user_id].sort().join('|');
    if (seen.has(pair)) continue;
    seen.add(pair);
    merged.push(conversation);
  }
  return merged;
}

const newestFirst = (a: ListEntry, b: ListEntry) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);

const REFRESH_DEBOUNCE_MS = 1000;

/**
 * The list of /messages: human threads and AI threads, newest first, each with the other person's
 * name, the last message and its time, and the unread badge — live. A badge drops as soon as its
 * thread is read in any tab (read signals) or on any device (conversation_reads), and does not rise
 * for a message arriving in a thread on screen in a visible tab.
 */
export function useConversationList(services: MessagingServices, openConversationId: string | null = null) {
  const { me, client, toast } = services;
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const open = useRef(openConversationId);
  open.current = openConversationId;
  const generation = useRef(0);
  const shown = useRef(state);
  shown.current = state;
  const signals = useReadSignals(me);
  const signalsRef = useRef(signals);
  signalsRef.current = signals;

  const load = useCallback(
    async (quiet: boolean) => {
      if (!me) return;
      const run = ++generation.current;
      try {
        const supabase = client();
        const [conversations, aiThreads] = await Promise.all([
          fetchConversationSummaries(supabase).then(mergePairs),
          // AI communications are an extra: a failure there must not hide the human threads.
          fetchAiThreads(supabase, me).catch((error: unknown) => {
            console.warn('[mf-messages] AI threads could not load', error);
            return [];
          }),
        ]);
        const known = new Map(conversations.map((c) => [c.other_user_id, c.other_name] as const));
        const unnamed = aiThreads.map((thread) => thread.other).filter((id) => !known.has(id));
        const names = new Map([...known, ...(await fetchNames(supabase, [...new Set(unnamed)]).catch(() => new Map<string, string | null>()))]);
        if (run !== generation.current) return;
        const entries: ListEntry[] = [
          ...conversations.map(
            (c): ListEntry => ({
              kind: 'human',
              id: c.id,
              name: nameOf(names, c.other_user_id),
              startedByMe: c.user_id === me,
              unread: c.unread,
              updatedAt: c.updated_at,
              last:
                c.last_message_id && c.last_message_at
                  ? { content: c.last_message_content ?? '', mine: c.last_message_sender_user_id === me, deleted: c.last_message_deleted, at: c.last_message_at }
                  : null,
            }),
          ),
          ...aiThreads.map(
            (thread): ListEntry => ({
              kind: 'ai',
              id: thread.other,
              name: nameOf(names, thread.other),
              updatedAt: thread.latest,
              last: { content: thread.message, mine: thread.fromMe, deleted: false, at: thread.latest },
            }),
          ),
        ].sort(newestFirst);
        setState({ status: 'ready', entries });
      } catch (error) {
        if (run !== generation.current) return;
        const message = toMessagingError(error).message;
        if (!quiet) {
          setState({ status: 'error', message });
          toast(messagesCatalog.t('error.loadConversations'), message, 'destructive');
        } else console.warn('[mf-messages] list refresh failed', error);
      }
    },
    [client, me, toast],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  // New messages anywhere move threads up, change their last line and raise badges. A message in a
  // thread already listed is applied here; anything else (a new thread, an edit, a "seen" flag)
  // refetches, debounced, so a busy conversation does not cost the server a full list per message.
  useEffect(() => {
    if (!me) return;
    let supabase;
    try {
      supabase = client();
    } catch {
      return;
    }
    let timer: number | undefined;
    const refresh = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void load(true), REFRESH_DEBOUNCE_MS);
    };
    const listed = (id: string | undefined) =>
      shown.current.status === 'ready' && shown.current.entries.some((entry) => entry.kind === 'human' && entry.id === id);

    const onInsert = (payload: { new: Record<string, unknown> }) => {
      const row = payload.new as { conversation_id?: string; sender_user_id?: string | null; created_at?: string; content?: string };
      if (!listed(row.conversation_id)) return refresh();
      setState((current) => {
        if (current.status !== 'ready') return current;
        const entry = current.entries.find((candidate) => candidate.kind === 'human' && candidate.id === row.conversation_id);
        if (!entry || entry.kind !== 'human') return current;
        const fromPartner = Boolean(row.sender_user_id) && row.sender_user_id !== me;
        const beingRead =
          (row.conversation_id === open.current && document.visibilityState !== 'hidden') || Boolean(signalsRef.current?.viewed(entry.id));
        const at = row.created_at ?? new Date().toISOString();
        const moved: ListEntry = {
          ...entry,
          unread: entry.unread + (fromPartner && !beingRead ? 1 : 0),
          updatedAt: at,
          last: { content: row.content ?? '', mine: !fromPartner, deleted: false, at },
        };
        return { status: 'ready', entries: [moved, ...current.entries.filter((candidate) => candidate !== entry)] };
      });
    };

    // A thread read up to `readAt` (here, in another tab, on another device): its badge drops when
    // that covers its last message; otherwise the server says what is left.
    const onRead = (conversationId: string, readAt: string) => {
      let partly = false;
      setState((current) => {
        if (current.status !== 'ready') return current;
        const entries = current.entries.map((entry) => {
          if (entry.kind !== 'human' || entry.id !== conversationId || entry.unread === 0) return entry;
          if (entry.last && Date.parse(entry.last.at) <= Date.parse(readAt)) return { ...entry, unread: 0 };
          partly = true;
          return entry;
        });
        return { status: 'ready', entries };
      });
      if (partly) refresh();
    };

    const channel = supabase
      .channel(`messages-list:${me}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, onInsert)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages' }, refresh)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_reads', filter: `user_id=eq.${me}` }, (payload) => {
        const row = payload.new as { conversation_id?: string; read_at?: string };
        if (row?.conversation_id && row.read_at) onRead(row.conversation_id, row.read_at);
      })
      // A note the AI sends (or a held one released after havdalah) adds or moves its 'AI + {name}' row.
      .on('postgres_changes', { event: '*', schema: 'public', table: 'ai_partner_communications' }, refresh)
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') refresh();
      });
    readHandler.current = onRead;
    return () => {
      window.clearTimeout(timer);
      readHandler.current = null;
      void supabase.removeChannel(channel);
    };
  }, [client, load, me]);

  // Reads in this browser's tabs reach the list at once, through the same handler.
  const readHandler = useRef<((conversationId: string, readAt: string) => void) | null>(null);
  useEffect(() => signals?.onRead((conversationId, readAt) => readHandler.current?.(conversationId, readAt)), [signals]);

  return { state, reload: () => load(false) };
}
