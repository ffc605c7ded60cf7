import { useId, useRef, useState, type ComponentType } from 'react';
import { Bell } from 'lucide-react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { notificationCentreCatalog } from './i18n/catalog';
import type { NotificationPanelProps } from './NotificationPanel';
import { useNotificationCentre } from './useNotificationCentre';

export interface NotificationBellProps {
  supabase: ShalomSupabaseClient;
  userId: string;
  /** The shell's navigation: a same-origin path. */
  navigate(to: string): void;
}

/** Badge text (the count, or 9+ above 9), as the message indicator shows it. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** The panel (Radix's popover and the list): most of the bell's code, loaded once. */
let panelLoading: Promise<ComponentType<NotificationPanelProps>> | undefined;
function loadPanel(): Promise<ComponentType<NotificationPanelProps>> {
  panelLoading ??= import(/* webpackChunkName: "notification-panel" */ './NotificationPanel').then(
    (module) => module.NotificationPanel,
    (error: unknown) => {
      panelLoading = undefined; // the next reach for the bell tries again
      throw error;
    },
  );
  return panelLoading;
}

/**
 * The notification centre (issue 14): a bell in the header with the unread count (live), whose
 * panel lists the latest notifications (NotificationPanel). The bell is a plain button; the panel's
 * code loads when the pointer or focus first reaches it (or on the click), so the header's first
 * download and work stay small.
 */
export function NotificationBell({ supabase, userId, navigate }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<NotificationPanelProps> | null>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const t = notificationCentreCatalog.useT();
  const centre = useNotificationCentre(supabase, userId);
  const badge = badgeText(centre.unread);

  const preparePanel = () =>
    loadPanel().then(
      (component) => {
        setPanel(() => component);
        return true;
      },
      (error: unknown) => {
        console.warn('[mf-messages] the notification list could not load', error);
        return false;
      },
    );

  return (
    <>
      <button
        ref={bell}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={centre.unread > 0 ? t('bell.labelUnread', { count: centre.unread }) : t('bell.label')}
        onPointerEnter={() => void preparePanel()}
        onFocus={() => void preparePanel()}
        onClick={() => {
          if (open) return setOpen(false);
          void preparePanel().then((ready) => ready && setOpen(true));
        }}
        className="relative inline-flex size-9 items-center justify-center rounded-control text-foreground transition-colors hover:bg-muted sm:size-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge && (
          <span
            data-testid="notification-badge"
            className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-5 text-destructive-foreground"
          >
            {badge}
          </span>
        )}
      </button>
      {Panel && <Panel id={panelId} open={open} onOpenChange={setOpen} anchor={bell} centre={centre} navigate={navigate} />}
    </>
  );
}
