import { useState } from 'react';
import { DashboardPage } from '../pages';
import type { DonationConfig } from '../pages/donation/DonationConfig';
import { usePlatform, useShellSession } from '../platform/platform';
import { NotificationControls } from './NotificationControls';
import { NotificationSettingsView } from './NotificationSettingsView';

/** /dashboard with its notification parts: the hub, or the settings view in its place (spec §2). */
export function DashboardWithNotifications({ donation, gender }: { donation: DonationConfig; gender: string | null }) {
  // 'back': the hub again, after the settings view (its button takes the focus back).
  const [view, setView] = useState<'hub' | 'settings' | 'back'>('hub');
  const platform = usePlatform();
  const session = useShellSession();
  const supabase = platform.phase === 'ready' ? platform.supabase : null;
  const userId = session.status === 'signed-in' ? session.user.id : null;

  if (view === 'settings' && userId) {
    return <NotificationSettingsView services={{ supabase, userId }} onBack={() => setView('back')} />;
  }
  return (
    <DashboardPage
      donation={donation}
      gender={gender}
      notificationControls={
        <NotificationControls services={{ supabase, userId }} onOpenSettings={() => setView('settings')} focusSettings={view === 'back'} />
      }
    />
  );
}
