import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { shellCatalog } from '../i18n/catalog';
import { useFirstPaintDone, usePlatform } from '../platform/platform';
import { HEADERLESS_PATHS, SHELL_ROUTES } from '../routes/routeTable';
import { introSeen } from '../notifications/introFlag';
import { getInstallPromptState, subscribeInstallPrompt } from '../pwa/installPromptCapture';
import { isInstalledMode } from '../pwa/installedMode';
import { Header } from './Header';
import { QuietLazy } from './QuietLazy';
import { retryableLazy } from './retryableLazy';
import { ScrollOnNavigate } from './ScrollOnNavigate';
import { onToasterWanted, toasterFailed } from './toasterMount';

// The toaster's own chunk loads right after the first paint; sonner waits for the first toast or
// the visitor's first action (AppToaster.tsx). A toast asked for before the toaster has mounted is
// kept by sonner and shown when it does; if the chunk fails, a toast asks for it again
// (toasterMount.ts), and one that still cannot be shown is reported.
const AppToaster = retryableLazy(() => import(/* webpackChunkName: "visitor-toaster" */ './AppToaster').then((m) => m.AppToaster));
// The prompt (with the UI kit of @shalom/shared) loads when the browser offers installation.
const InstallPrompt = retryableLazy(() => import('../pwa/InstallPrompt').then((m) => m.InstallPrompt));

const INTRO_EXEMPT_PATHS: readonly string[] = [
  SHELL_ROUTES.introApk.path,
  SHELL_ROUTES.shareTarget.path,
  SHELL_ROUTES.openFile.path,
  SHELL_ROUTES.protocol.path,
  SHELL_ROUTES.donate.path,
];

/** Header on top, the current screen (shell page or remote) below, one toaster for everyone. */
export function AppLayout() {
  const { pathname } = useLocation();
  const showHeader = !HEADERLESS_PATHS.includes(pathname);
  const painted = useFirstPaintDone();
  const platformStarted = usePlatform().phase !== 'starting';
  const installOffered = useSyncExternalStore(
    subscribeInstallPrompt,
    () => getInstallPromptState().kind === 'offer',
    // The prerendered landing page (and its hydration) shows no prompt: it comes after start-up.
    () => false,
  );
  const t = shellCatalog.useT();
  // Spec §2: an installed or native app shows the intro until it has been completed once (v1).
  // Content handed to the app (share, files, links) opens as asked, and so does the intro's Donate Now.
  if (isInstalledMode() && !introSeen() && !INTRO_EXEMPT_PATHS.includes(pathname)) {
    return <Navigate to={SHELL_ROUTES.introApk.path} replace />;
  }
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-50 focus:rounded-control focus:bg-surface focus:px-3 focus:py-2 focus:shadow-card"
      >
        {t('layout.skipToContent')}
      </a>
      {showHeader && <Header />}
      <main id="main" className="flex w-full flex-1 flex-col">
        <Outlet />
      </main>
      {painted && (
        <QuietLazy retryWhen={onToasterWanted} onFailure={toasterFailed}>
          <AppToaster />
        </QuietLazy>
      )}
      {(platformStarted || installOffered) && showHeader && (
        <QuietLazy>
          <InstallPrompt />
        </QuietLazy>
      )}
      <ScrollOnNavigate />
    </div>
  );
}
