import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from './lazySonner';
import { accountCatalog } from './i18n/catalog';
import { usePlatform } from '../platform/platform';

/** Log out as spec §8 says (toasts, then /auth); used by the header and the installed-mode drawer. */
export function useLogOut() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const t = accountCatalog.useT();

  async function logOut() {
    if (platform.phase !== 'ready') return;
    setSigningOut(true);
    try {
      const { error } = await platform.supabase.auth.signOut();
      if (error) throw error;
      const done = { title: t('signOut.done.title'), description: t('signOut.done.body') };
      // sonner loads on demand (lazySonner.ts); the log-out click has already started it.
      void showToast((toast) => toast(done.title, { description: done.description }));
      navigate('/auth');
    } catch (error) {
      const failed = { title: t('signOut.failed'), description: error instanceof Error ? error.message : String(error) };
      void showToast((toast) => toast.error(failed.title, { description: failed.description }));
    } finally {
      setSigningOut(false);
    }
  }
  return { logOut, signingOut };
}
