import { useEffect, useRef } from 'react';
import { Bell, BellRing, Settings } from 'lucide-react';
import { Button } from '@shalom/shared';
import { notificationsCatalog } from './i18n/catalog';
import { useEnableNotifications, type NotificationServices } from './useEnableNotifications';

/** The dashboard's two notification controls (spec §2): Enable Notifications and Notification Settings. */
export function NotificationControls({
  services,
  onOpenSettings,
  focusSettings = false,
}: {
  services: NotificationServices;
  onOpenSettings(): void;
  /** Back from the settings view: the keyboard's focus returns to the button that opened it. */
  focusSettings?: boolean;
}) {
  const t = notificationsCatalog.useT();
  // The settings card (its one button is the one to focus; the shared Button takes no ref).
  const settingsCard = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only as the dashboard comes back from the settings view.
    if (focusSettings) settingsCard.current?.querySelector('button')?.focus();
  }, []);
  const { state, enable } = useEnableNotifications(services);
  const label = state === 'requesting' ? t('enable.busy') : state === 'granted' ? t('enable.done') : t('enable.button');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
        <p className="flex items-center gap-2 font-serif text-lg font-semibold">
          <BellRing aria-hidden="true" className="size-5 text-primary" />
          {t('enable.button')}
        </p>
        <p className="text-sm text-muted-foreground">{t('enable.description')}</p>
        <Button
          className="self-start"
          onClick={() => void enable()}
          disabled={state === 'requesting' || state === 'granted' || state === 'unsupported'}
        >
          <Bell aria-hidden="true" className="size-4" />
          {label}
        </Button>
      </div>
      <div ref={settingsCard} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
        <p className="flex items-center gap-2 font-serif text-lg font-semibold">
          <Settings aria-hidden="true" className="size-5 text-primary" />
          {t('settings.open')}
        </p>
        <p className="text-sm text-muted-foreground">{t('settings.openDescription')}</p>
        <Button variant="secondary" className="self-start" onClick={onOpenSettings}>
          {t('settings.open')}
        </Button>
      </div>
    </div>
  );
}
