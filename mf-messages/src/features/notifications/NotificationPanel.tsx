import { useRef, type RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Bot, CheckCheck, MessageCircle, UserCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { formatDate, useLocale } from '@shalom/shared/i18n';
import { Trans } from '@shalom/shared/i18n/trans';
import { notificationCentreCatalog } from './i18n/catalog';
import { UNNAMED_SENDER, notificationKind, notificationTarget, wordsInLanguage, type NotificationItem, type NotificationKind } from './notificationsApi';
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

/** What each kind is about, at a glance. */
const KIND_ICONS: Record<NotificationKind['kind'], LucideIcon> = {
  new_message: MessageCircle,
  connection_request: UserPlus,
  connection_accepted: UserCheck,
  ai_communication: Bot,
};

/**
 * The title in the reader's language (the database writes it in the recipient's chosen language,
 * which may not be the one on screen now), else as stored. The name keeps its own direction.
 */
function NotificationTitle({ item, kind }: { item: NotificationItem; kind: NotificationKind | null }) {
  const t = notificationCentreCatalog.useT();
  const { locale } = useLocale();
  if (kind === null) return <>{wordsInLanguage(item, locale)?.title ?? item.title}</>;
  const values = { sender: kind.name === UNNAMED_SENDER ? t('bell.someone') : kind.name, name: kind.name === UNNAMED_SENDER ? t('bell.someone') : kind.name };
  const components = { 0: <bdi /> };
  switch (kind.kind) {
    case 'new_message':
      return <Trans catalog={notificationCentreCatalog} id="bell.newMessageFrom" values={values} components={components} />;
    case 'connection_request':
      return <Trans catalog={notificationCentreCatalog} id="bell.connectionRequest" values={values} components={components} />;
    case 'connection_accepted':
      return kind.via === 'invite' ? (
        <Trans catalog={notificationCentreCatalog} id="bell.invitationUsed" values={values} components={components} />
      ) : (
        <Trans catalog={notificationCentreCatalog} id="bell.connectionAccepted" values={values} components={components} />
      );
    case 'ai_communication':
      return <Trans catalog={notificationCentreCatalog} id="bell.aiNote" values={values} components={components} />;
  }
}

/** The line under the title: the message or note itself, else what to do, in the reader's language. */
function NotificationBody({ item, kind }: { item: NotificationItem; kind: NotificationKind | null }) {
  const t = notificationCentreCatalog.useT();
  const { locale } = useLocale();
  if (kind?.kind === 'connection_request') return <>{t('bell.connectionRequestBody')}</>;
  if (kind?.kind === 'connection_accepted') return <>{t('bell.connectedBody', { name: kind.name === UNNAMED_SENDER ? t('bell.someone') : kind.name })}</>;
  return <>{(kind === null ? wordsInLanguage(item, locale)?.body : null) ?? item.message}</>;
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
          // Above the toasts (sonner's layer is 999999999): opened from the header, the panel is a
          // header control, and a toast that opens below the header (the sign-in's welcome) hid it.
          // Inline, not a utility class: the page may hold only the shell's sheet, built without it.
          style={{ zIndex: 1_000_000_000 }}
          className="flex max-h-[min(32rem,80dvh)] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-card border border-border bg-surface text-foreground shadow-card focus:outline-none"
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
                {items.map((item) => {
                  const kind = notificationKind(item);
                  const Icon = kind ? KIND_ICONS[kind.kind] : null;
                  return (
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
                      {Icon && <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />}
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium" dir="auto">
                          <NotificationTitle item={item} kind={kind} />
                          {!item.read && <span className="sr-only"> · {t('bell.unread')}</span>}
                        </span>
                        <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground" dir="auto">
                          <NotificationBody item={item} kind={kind} />
                        </span>
                        <span className="mt-1 block text-xs text-muted-foreground">
                          {formatDate(new Date(item.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
                        </span>
                      </span>
                    </button>
                  </li>
                  );
                })}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
