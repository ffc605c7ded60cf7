import { useCallback, useEffect, useRef, useState } from 'react';
import { messagesCatalog } from '../../i18n/catalog';
import { fetchAiThreads, fetchConversations, fetchNames, fetchUnreadCounts, toMessagingError, type Conversation } from '../messaging/messagingApi';
import { nameOf } from '../messaging/displayName';
import type { MessagingServices } from '../messaging/useMessagingServices';

export type ListEntry =
  | { kind: 'human'; id: string; name: string; startedByMe: boolean; unread: number; updatedAt: string }
  | { kind: 'ai'; id: string; name: string; updatedAt: string };

export type ListState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; entries: ListEntry[] };

/**
 * Spec §3: a pair may have two rows (one per direction); they show as one thread, the most
 * recently updated winning. Rows come newest first, so the first row of each pair wins.
 */
export function mergePairs(conversations: Conversation[]): Conversation[] {
  const seen = new Set<string>();
  const merged: Conversation[] = [];
  for (const conversation of conversations) {
    const pair = [conversation.user_id, conversation.partner_user_id].sort().join('|');
    if (seen.has(pair)) continue;
    seen.add(pair);
    merged.push(conversation);
  }
  return merged;
}

const REFRESH_DEBOUNCE_MS = 1000;

/** The list of /messages: human threads and AI threads, newest first, with unread badges, live. */
export function useConversationList(services: MessagingServices, openConversationId: string | null = null) {
  const { me, client, toast } = services;
  const [state, setState] = useState<ListState>({ status: 'loading' });
  // The thread on screen marks its new messages seen within a second: its badge does not rise.
  const open = useRef(openConversationId);
  open.current = openConversationId;
  const generation = useRef(0);
  const shown = useRef(state);
  shown.current = state;

  const load = useCallback(
    async (quiet: boolean) => {
      if (!me) return;
      const run = ++generation.current;
      try {
        const supabase = client();
        const [conversations, aiThreads] = await Promise.all([
          fetchConversations(supabase).then(mergePairs),
          // AI communications are an extra: a failure there must not hide the human threads.
          fetchAiThreads(supabase, me).catch((error: unknown) => {
            console.warn('[mf-messages] AI threads could not load', error);
            return [];
          }),
        ]);
        const others = conversations.map((c) => (c.user_id === me ? c.partner_user_id : c.user_id)).filter((id): id is string => Boolean(id));
        const [names, unread] = await Promise.all([
          fetchNames(supabase, [...new Set([...others, ...aiThreads.map((thread) => thread.other)])]).catch(() => new Map<string, string | null>()),
          fetchUnreadCounts(supabase, me, conversations.map((c) => c.id)),
        ]);
        if (run !== generation.current) return;
        const entries: ListEntry[] = [
          ...conversations.map((c): ListEntry => {
            const other = c.user_id === me ? c.partner_user_id : c.user_id;
            return { kind: 'human', id: c.id, name: nameOf(names, other), startedByMe: c.user_id === me, unread: unread.get(c.id) ?? 0, updatedAt: c.updated_at };
          }),
          ...aiThreads.map((thread): ListEntry => ({ kind: 'ai', id: thread.other, name: nameOf(names, thread.other), updatedAt: thread.latest })),
        ].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
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

  // New messages anywhere move threads up and raise badges. A message in a thread already listed
  // is applied here; anything else (a new thread, a changed "seen" flag) refetches, debounced, so a
  // busy conversation does not cost the server a full list per message.
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
    const onInsert = (payload: { new: Record<string, unknown> }) => {
      const row = payload.new as { conversation_id?: string; sender_user_id?: string | null; created_at?: string };
      const listed = shown.current.status === 'ready' && shown.current.entries.some((entry) => entry.kind === 'human' && entry.id === row.conversation_id);
      if (!listed) {
        refresh();
        return;
      }
      setState((current) => {
        if (current.status !== 'ready') return current;
        const entry = current.entries.find((candidate) => candidate.kind === 'human' && candidate.id === row.conversation_id);
        if (!entry || entry.kind !== 'human') return current;
        const fromPartner = Boolean(row.sender_user_id) && row.sender_user_id !== me;
        const readingIt = row.conversation_id === open.current && document.visibilityState !== 'hidden';
        const moved: ListEntry = { ...entry, unread: entry.unread + (fromPartner && !readingIt ? 1 : 0), updatedAt: row.created_at ?? new Date().toISOString() };
        return { status: 'ready', entries: [moved, ...current.entries.filter((candidate) => candidate !== entry)] };
      });
    };
    const channel = supabase
      .channel(`messages-list:${me}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, onInsert)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages' }, refresh)
      // A note the AI sends (or a held one released after havdalah) adds or moves its 'AI + {name}' row.
      .on('postgres_changes', { event: '*', schema: 'public', table: 'ai_partner_communications' }, refresh)
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') refresh();
      });
    return () => {
      window.clearTimeout(timer);
      void supabase.removeChannel(channel);
    };
  }, [client, load, me]);

  return { state, reload: () => load(false) };
}
