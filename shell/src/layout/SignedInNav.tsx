import { useState } from 'react';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@shalom/shared';
import { usePlatform } from '../platform/platform';
import { MessageIndicatorSlot } from './MessageIndicatorSlot';

/** Header controls of a signed-in user. Log out follows spec §8 (toasts, then /auth). */
export function SignedInNav() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function logOut() {
    if (platform.phase !== 'ready') return;
    setSigningOut(true);
    try {
      const { error } = await platform.supabase.auth.signOut();
      if (error) throw error;
      toast('Signed out', { description: 'You have been logged out.' });
      navigate('/auth');
    } catch (error) {
      toast.error('Logout failed', { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
      <MessageIndicatorSlot />
      <Link
        to="/dashboard"
        aria-label="Dashboard"
        className="inline-flex h-10 items-center gap-2 rounded-control px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <LayoutDashboard aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Dashboard</span>
      </Link>
      <Button variant="secondary" onClick={logOut} disabled={signingOut} aria-label="Log out">
        <LogOut aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Log out</span>
      </Button>
    </nav>
  );
}
