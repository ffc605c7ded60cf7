import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import {
  applyChange,
  loadLatestNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  removeItem,
  toItem,
  type NotificationItem,
} from './notificationsApi';

/**
 * The signed-in user's latest 50 notifications, live: realtime inserts, updates and deletes of their rows
 * (RLS lets only their own through), reloaded from the server on every (re)join. A reload's answer
 * may be older than a live change that arrived while it was in flight, so the changes seen during
 * a reload are applied again on top of its answer instead of being overwritten by it.
 */
export function useNotificationCentre(supabase: ShalomSupabaseClient, userId: string) {
  const [items, setItems] = useState<NotificationItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  /** One record per reload in flight, collecting the live changes and removals that arrive meanwhile. */
  const liveDuringReloads = useRef(new Set<{ changed: NotificationItem[]; removed: Set<string> }>());

  const reload = useCallback(async () => {
    const liveMeanwhile = { changed: [] as NotificationItem[], removed: new Set<string>() };
    liveDuringReloads.current.add(liveMeanwhile);
    try {
      const fresh = await loadLatestNotifications(supabase, userId);
      const kept = fresh.filter((item) => !liveMeanwhile.removed.has(item.id));
      setItems(liveMeanwhile.changed.filter((item) => !liveMeanwhile.removed.has(item.id)).reduce(applyChange, kept));
      setFailed(false);
    } catch (error) {
      console.warn('[mf-messages] notifications could not load', error);
      setFailed(true);
    } finally {
      liveDuringReloads.current.delete(liveMeanwhile);
    }
  }, [supabase, userId]);

  useEffect(() => {
    const applyLive = (payload: { new: Record<string, unknown> }) => {
      const item = toItem(payload.new);
      for (const pending of liveDuringReloads.current) pending.changed.push(item);
      setItems((list) => applyChange(list ?? [], item));
    };
    const channel = supabase
      .channel(`notification-centre:${userId}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, applyLive)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, applyLive)
      // A request answered (accepted, declined, cancelled) takes its notification away.
      .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, (payload) => {
        const id = (payload.old as { id?: unknown } | null)?.id;
        if (typeof id !== 'string') return;
        for (const pending of liveDuringReloads.current) pending.removed.add(id);
        setItems((list) => (list ? removeItem(list, id) : list));
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void reload();
      });
    void reload();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [supabase, userId, reload]);

  const readOne = useCallback(
    async (id: string) => {
      setItems((list) => list?.map((item) => (item.id === id ? { ...item, read: true } : item)) ?? list);
      try {
        await markNotificationRead(supabase, id);
      } catch (error) {
        console.warn('[mf-messages] notification could not be marked read', error);
        void reload();
      }
    },
    [supabase, reload],
  );

  const readAll = useCallback(async () => {
    setItems((list) => list?.map((item) => ({ ...item, read: true })) ?? list);
    try {
      await markAllNotificationsRead(supabase, userId);
    } catch (error) {
      console.warn('[mf-messages] notifications could not be marked read', error);
      void reload();
    }
  }, [supabase, userId, reload]);

  const unread = items?.filter((item) => !item.read).length ?? 0;
  return { items, unread, failed, readOne, readAll };
}

/** What useNotificationCentre gives the bell and its panel. */
export type NotificationCentre = ReturnType<typeof useNotificationCentre>;
