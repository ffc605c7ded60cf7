import { useCallback, useEffect, useState } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import {
  applyChange,
  loadLatestNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  toItem,
  type NotificationItem,
} from './notificationsApi';

/**
 * The signed-in user's latest 50 notifications, live: realtime inserts and updates of their rows
 * (RLS lets only their own through), reloaded from the server on every (re)join.
 */
export function useNotificationCentre(supabase: ShalomSupabaseClient, userId: string) {
  const [items, setItems] = useState<NotificationItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setItems(await loadLatestNotifications(supabase, userId));
      setFailed(false);
    } catch (error) {
      console.warn('[mf-messages] notifications could not load', error);
      setFailed(true);
    }
  }, [supabase, userId]);

  useEffect(() => {
    const channel = supabase
      .channel(`notification-centre:${userId}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, (payload) => {
        setItems((list) => applyChange(list ?? [], toItem(payload.new as Record<string, unknown>)));
      })
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, (payload) => {
        setItems((list) => applyChange(list ?? [], toItem(payload.new as Record<string, unknown>)));
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
