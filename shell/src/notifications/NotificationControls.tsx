import { Bell, BellRing, Settings } from 'lucide-react';
import { Button } from '@shalom/shared';
import { notificationsCatalog } from './i18n/catalog';
import { useEnableNotifications, type NotificationServices } from './useEnableNotifications';

/** The dashboard's two notification controls (spec §2): Enable Notifications and Notification Settings. */
export function NotificationControls({ services, onOpenSettings }: { services: NotificationServices; onOpenSettings(): void }) {
  const t = notificationsCatalog.useT();
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
      <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
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
