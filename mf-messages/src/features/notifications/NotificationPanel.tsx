import { useRef, type RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { CheckCheck } from 'lucide-react';
import { formatDate, useLocale } from '@shalom/shared/i18n';
import { Trans } from '@shalom/shared/i18n/trans';
import { notificationCentreCatalog } from './i18n/catalog';
import { UNNAMED_SENDER, newMessageSender, notificationTarget, type NotificationItem } from './notificationsApi';
import type { NotificationCentre } from './useNotificationCentre';

export interface NotificationPanelProps {
  /** The id the bell's aria-controls names. */
  id: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The bell: the panel opens beside it, and focus returns to it. */
  anchor: RefObject<HTMLButtonElement | null>;
  centre: NotificationCentre;
  navigate(to: string): void;
}

/** A new-message title in the reader's language (the database stores it in English), else as stored. */
function NotificationTitle({ item }: { item: NotificationItem }) {
  const t = notificationCentreCatalog.useT();
  const sender = newMessageSender(item);
  if (sender === null) return <>{item.title}</>;
  return (
    <Trans
      catalog={notificationCentreCatalog}
      id="bell.newMessageFrom"
      values={{ sender: sender === UNNAMED_SENDER ? t('bell.someone') : sender }}
      // The name keeps its own direction inside the sentence.
      components={{ 0: <bdi /> }}
    />
  );
}

/**
 * The notification centre's list (issue 14) in a popover beside the bell: the latest 50, newest
 * first; a click marks one read and opens its target; Mark all as read. With Radix's popover it is
 * most of the bell's code, so it loads when the user first reaches for the bell (NotificationBell).
 */
export function NotificationPanel({ id, open, onOpenChange, anchor, centre, navigate }: NotificationPanelProps) {
  const t = notificationCentreCatalog.useT();
  const { dir } = useLocale();
  const { items, unread, failed, readOne, readAll } = centre;
  const interactedOutside = useRef(false);
  const setOpen = onOpenChange;

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          dir={dir}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('bell.title')}
          onInteractOutside={(event) => {
            // The bell itself toggles the panel (its own click); anywhere else closes it.
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            // As Radix does for its own trigger: focus goes back to the bell, unless the user went elsewhere.
            event.preventDefault();
            if (!interactedOutside.current) anchor.current?.focus();
            interactedOutside.current = false;
          }}
          className="z-50 flex max-h-[min(32rem,80dvh)] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-card border border-border bg-surface text-foreground shadow-card focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
            <h2 className="font-serif text-lg font-semibold">{t('bell.title')}</h2>
            <button
              type="button"
              onClick={() => void readAll()}
              disabled={unread === 0}
              className="inline-flex items-center gap-1.5 rounded-control px-2 py-1 text-sm font-medium text-primary hover:bg-muted disabled:cursor-not-allowed disabled:text-muted-foreground disabled:opacity-60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('bell.readAll')}
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {items === null ? (
              <p className="px-4 py-6 text-center text-sm text-muted-foreground">{failed ? t('bell.loadFailed') : t('bell.loading')}</p>
            ) : items.length === 0 ? (
              <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t('bell.empty')}</p>
            ) : (
              <ul aria-label={t('bell.title')} className="divide-y divide-border">
                {items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => {
                        setOpen(false);
                        if (!item.read) void readOne(item.id);
                        navigate(notificationTarget(item, window.location.origin));
                      }}
                      className={`flex w-full gap-3 px-4 py-3 text-start transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none ${
                        item.read ? '' : 'bg-primary/5'
                      }`}
                    >
                      <span
                        aria-hidden="true"
                        className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-primary'}`}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium" dir="auto">
                          <NotificationTitle item={item} />
                          {!item.read && <span className="sr-only"> · {t('bell.unread')}</span>}
                        </span>
                        <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground" dir="auto">
                          {item.message}
                        </span>
                        <span className="mt-1 block text-xs text-muted-foreground">
                          {formatDate(new Date(item.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
