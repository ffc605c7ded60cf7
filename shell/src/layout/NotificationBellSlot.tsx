import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { useFirstPaintDone, usePlatform, useShellSession } from '../platform/platform';
import { loadHeaderWidget } from '../remotes/headerWidgets';
import { shellNavigation } from '../routes/shellNavigation';
import { whenIdle } from './whenIdle';

/** What mf-messages exposes as './notification-bell'. */
interface NotificationBellModule {
  NotificationBell: ComponentType<{ supabase: ShalomSupabaseClient; userId: string; navigate(to: string): void }>;
}

const navigate = (to: string) => shellNavigation.navigate(to);

/**
 * The header's notification centre (issue 14), owned by mf-messages. It loads once the page has
 * painted and the browser is idle, for a signed-in user, into a slot of the bell's own size that is
 * there from the start, so nothing in the header moves when it arrives. Nothing shows in the slot
 * if mf-messages cannot load: the rest of the header keeps working.
 */
export function NotificationBellSlot() {
  const platform = usePlatform();
  const userId = useShellSession().user?.id ?? null;
  const painted = useFirstPaintDone();
  const [Bell, setBell] = useState<NotificationBellModule['NotificationBell'] | null>(null);

  useEffect(() => {
    if (platform.phase !== 'ready' || !userId || !painted) return;
    let left = false;
    const cancel = whenIdle(() => {
      loadHeaderWidget<NotificationBellModule>('mf-messages', './notification-bell', platform.config).then(
        (widget) => {
          // Not urgent: the bell renders without holding up what the user is doing.
          if (!left) startTransition(() => setBell(() => widget.NotificationBell));
        },
        (error: unknown) => console.warn('[shell] the notification bell is unavailable', error),
      );
    });
    return () => {
      left = true;
      cancel();
    };
  }, [platform, userId, painted]);

  return (
    <span data-slot="notification-bell" className="inline-flex size-9 shrink-0 sm:size-10">
      {Bell && platform.phase === 'ready' && userId ? <Bell key={userId} supabase={platform.supabase} userId={userId} navigate={navigate} /> : null}
    </span>
  );
}
