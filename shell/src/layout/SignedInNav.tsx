import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@shalom/shared';
import { HeaderQuickExit } from '../quick-exit/HeaderQuickExit';
import { accountCatalog } from './i18n/catalog';
import { MessageIndicatorSlot } from './MessageIndicatorSlot';
import { NotificationBellSlot } from './NotificationBellSlot';
import { useLogOut } from './useLogOut';

/** Header controls of a signed-in user. Log out follows spec §8 (toasts, then /auth). */
export function SignedInNav() {
  const { logOut, signingOut } = useLogOut();
  const t = accountCatalog.useT();

  return (
    <nav aria-label={t('account.nav')} className="flex items-center gap-0.5 sm:gap-2">
      {/* Quick exit (issue 35) first: on every signed-in screen, in this chunk, off the landing page. */}
      <HeaderQuickExit />
      <NotificationBellSlot />
      <MessageIndicatorSlot />
      <Link
        to="/dashboard"
        aria-label={t('account.dashboard')}
        className="inline-flex h-10 items-center gap-2 rounded-control px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <LayoutDashboard aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t('account.dashboard')}</span>
      </Link>
      <Button variant="secondary" onClick={logOut} disabled={signingOut} aria-label={t('account.logOut')} className="w-10 px-0! sm:w-auto sm:px-4!">
        <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <span className="hidden sm:inline">{t('account.logOut')}</span>
      </Button>
    </nav>
  );
}
