import { useEffect, useState, type ComponentType } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { usePlatform, useShellSession } from '../platform/platform';
import { loadHeaderWidget } from '../remotes/headerWidgets';
import { shellNavigation } from '../routes/shellNavigation';

/** What mf-messages exposes as './notification-bell'. */
interface NotificationBellModule {
  NotificationBell: ComponentType<{ supabase: ShalomSupabaseClient; userId: string; navigate(to: string): void }>;
}

const navigate = (to: string) => shellNavigation.navigate(to);

/**
 * The header's notification centre (issue 14), owned by mf-messages and loaded after the first
 * paint for a signed-in user. Nothing shows if mf-messages cannot load: the rest of the header
 * keeps working.
 */
export function NotificationBellSlot() {
  const platform = usePlatform();
  const userId = useShellSession().user?.id ?? null;
  const [Bell, setBell] = useState<NotificationBellModule['NotificationBell'] | null>(null);

  useEffect(() => {
    if (platform.phase !== 'ready' || !userId) return;
    let left = false;
    loadHeaderWidget<NotificationBellModule>('mf-messages', './notification-bell', platform.config).then(
      (widget) => {
        if (!left) setBell(() => widget.NotificationBell);
      },
      (error: unknown) => console.warn('[shell] the notification bell is unavailable', error),
    );
    return () => {
      left = true;
    };
  }, [platform, userId]);

  if (!Bell || platform.phase !== 'ready' || !userId) return null;
  return <Bell key={userId} supabase={platform.supabase} userId={userId} navigate={navigate} />;
}
