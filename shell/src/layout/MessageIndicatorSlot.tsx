import { useEffect, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { getEventBus } from '@shalom/shared';
import { accountCatalog } from './i18n/catalog';

/** Badge text for an unread count (spec §4: the count, or 9+ above 9). */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/**
 * The header's message indicator slot. It shows the unread count that mf-messages publishes on
 * the bus (`unread.count`); counting, resetting and last-seen bookkeeping belong to mf-messages.
 */
export function MessageIndicatorSlot() {
  const [count, setCount] = useState(() => getEventBus().latest('unread.count')?.count ?? 0);
  useEffect(() => {
    const subscription = getEventBus()
      .on('unread.count')
      .subscribe((event) => setCount(event.count));
    return () => subscription.unsubscribe();
  }, []);
  const badge = unreadBadgeText(count);
  const t = accountCatalog.useT();
  return (
    <Link
      to="/messages"
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
