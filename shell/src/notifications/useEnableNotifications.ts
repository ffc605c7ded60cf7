import { useCallback, useEffect, useState } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { currentPermission, requestPermission, showTestNotification, subscribeToPush, type PermissionState } from './browserNotifications';
import { notificationsCatalog } from './i18n/catalog';
import { updatePreferences } from './preferencesApi';
import { lazyToast as toast } from '../layout/lazySonner';

export interface NotificationServices {
  supabase: ShalomSupabaseClient | null;
  userId: string | null;
}

const { msg } = notificationsCatalog;

/** The label of a permission state (spec §2 intro step 6). */
export function permissionLabelId(state: PermissionState) {
  switch (state) {
    case 'granted':
      return msg('status.granted');
    case 'denied':
      return msg('status.denied');
    case 'unsupported':
      return msg('status.unsupported');
    case 'requesting':
      return msg('status.requesting');
    default:
      return msg('status.notEnabled');
  }
}

/**
 * Spec §2 'Enable Notifications': asks the browser's permission, shows a test notification, and for
 * a signed-in user subscribes this device to push and turns push on (spec §4: only with permission).
 * The request is disabled while requesting, once granted, and where unsupported (spec §4).
 */
export function useEnableNotifications({ supabase, userId }: NotificationServices) {
  const [state, setState] = useState<PermissionState>('idle');
  const t = notificationsCatalog.useT();

  useEffect(() => {
    setState(currentPermission());
  }, []);

  const enable = useCallback(async (): Promise<PermissionState> => {
    const now = currentPermission();
    if (now === 'unsupported') {
      setState('unsupported');
      toast.error(t('toast.unsupported'));
      return 'unsupported';
    }
    setState('requesting');
    let answer: 'granted' | 'denied' | 'prompt';
    try {
      answer = await requestPermission();
    } catch (error) {
      setState('error');
      toast.error(t('toast.requestFailed'), { description: error instanceof Error ? error.message : undefined });
      return 'error';
    }
    if (answer !== 'granted') {
      setState(answer);
      if (answer === 'denied') toast.error(t('toast.denied'));
      return answer;
    }
    try {
      if (supabase && userId) {
        await subscribeToPush(supabase, userId);
        await updatePreferences(supabase, userId, { push_enabled: true });
      }
      await showTestNotification(t('test.title'), t('test.body'));
      setState('granted');
      toast.success(t('toast.enabled'));
      return 'granted';
    } catch (error) {
      // Permission is granted even though push could not be set up; the settings can retry.
      setState('granted');
      toast.error(t('toast.enableFailed'), { description: error instanceof Error ? error.message : undefined });
      return 'error';
    }
  }, [supabase, userId, t]);

  return { state, enable, setState };
}
