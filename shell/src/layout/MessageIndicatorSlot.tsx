import { useEffect, useRef, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { getEventBus, type EventBus, type ShalomSupabaseClient } from '@shalom/shared';
import { accountCatalog } from './i18n/catalog';
import { useFirstPaintDone, usePlatform, useShellSession } from '../platform/platform';
import { loadHeaderWidget } from '../remotes/headerWidgets';
import { whenIdle } from './whenIdle';

/** Badge text for an unread count (spec §4: the count, or 9+ above 9). */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** What mf-messages exposes as './unread-indicator'. */
interface UnreadIndicatorModule {
  startUnreadIndicator(options: { supabase: ShalomSupabaseClient; bus: EventBus; userId: string }): { markSeen(): void; stop(): void };
}

/**
 * The header's message indicator slot. It shows the unread count that mf-messages publishes on
 * the bus (`unread.count`); counting, resetting and last-seen bookkeeping belong to mf-messages,
 * whose small indicator module is loaded here once the header is on screen (after first paint).
 * If mf-messages cannot load, the icon still links to /messages, without a count.
 */
export function MessageIndicatorSlot() {
  const [count, setCount] = useState(() => getEventBus().latest('unread.count')?.count ?? 0);
  const platform = usePlatform();
  const userId = useShellSession().user?.id ?? null;
  const painted = useFirstPaintDone();
  const indicator = useRef<{ markSeen(): void; stop(): void } | null>(null);

  useEffect(() => {
    const subscription = getEventBus()
      .on('unread.count')
      .subscribe((event) => setCount(event.count));
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    if (platform.phase !== 'ready' || !userId || !painted) return;
    let left = false;
    // The count arrives once the page has painted and the browser is idle: the icon is already there.
    const cancel = whenIdle(() => {
      loadHeaderWidget<UnreadIndicatorModule>('mf-messages', './unread-indicator', platform.config).then(
        (widget) => {
          if (left) return;
          indicator.current = widget.startUnreadIndicator({ supabase: platform.supabase, bus: platform.bus, userId });
        },
        (error: unknown) => console.warn('[shell] the unread indicator is unavailable', error),
      );
    });
    return () => {
      left = true;
      cancel();
      indicator.current?.stop();
      indicator.current = null;
      // Another account (or none) must not inherit this one's count.
      platform.bus.publish({ type: 'unread.count', count: 0 });
    };
  }, [platform, userId, painted]);

  const badge = unreadBadgeText(count);
  const t = accountCatalog.useT();
  return (
    <Link
      to="/messages"
      onClick={() => indicator.current?.markSeen()}
      aria-label={badge ? t('account.messagesUnread', { count }) : t('account.messages')}
      className="relative inline-flex size-10 items-center justify-center rounded-control text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {badge && (
        <span className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-5 text-destructive-foreground">
          {badge}
        </span>
      )}
    </Link>
  );
}
