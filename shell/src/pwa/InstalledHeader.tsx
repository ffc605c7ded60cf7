import { Link } from 'react-router-dom';
import { MessageIndicatorSlot } from '../layout/MessageIndicatorSlot';
import { NotificationBellSlot } from '../layout/NotificationBellSlot';
import { HeaderQuickExit } from '../quick-exit/HeaderQuickExit';
import { useShellSession } from '../platform/platform';
import { pwaCatalog } from './i18n/catalog';
import { InstalledDrawer } from './InstalledDrawer';

/** Installed mode's header start (spec §2): the menu drawer and the banner logo. */
export function InstalledHeaderStart({ homeLabel, brand }: { homeLabel: string; brand: string }) {
  const t = pwaCatalog.useT();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <InstalledDrawer />
      <Link
        to="/"
        aria-label={homeLabel}
        className="flex min-w-0 items-center gap-2 rounded-control focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-serif text-lg font-bold text-primary-foreground shadow-sm"
        >
          ש
        </span>
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate font-serif text-lg font-semibold tracking-tight text-foreground">{brand}</span>
          <span className="truncate text-xs text-muted-foreground">{t('banner.tagline')}</span>
        </span>
      </Link>
    </div>
  );
}

/** Installed mode's header end: the message indicator for a signed-in user, no Dashboard or Log out. */
export function InstalledHeaderEnd() {
  const session = useShellSession();
  if (session.status !== 'signed-in') return null;
  return (
    <div className="flex items-center gap-1">
      {/* Quick exit (issue 35) on every signed-in screen of the installed app too. */}
      <HeaderQuickExit />
      <NotificationBellSlot />
      <MessageIndicatorSlot />
    </div>
  );
}
