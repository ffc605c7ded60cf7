import { usePlatform, useShellSession } from '../platform/platform';
import { IntroWalkthrough } from './IntroWalkthrough';

/** /intro-apk with the page's supabase client and session. */
export function IntroRoute() {
  const platform = usePlatform();
  const session = useShellSession();
  const supabase = platform.phase === 'ready' ? platform.supabase : null;
  const userId = session.status === 'signed-in' ? session.user.id : null;
  return <IntroWalkthrough services={{ supabase, userId }} />;
}
