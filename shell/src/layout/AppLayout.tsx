import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { shellCatalog } from '../i18n/catalog';
import { usePlatform } from '../platform/platform';
import { HEADERLESS_PATHS, SHELL_ROUTES } from '../routes/routeTable';
import { introSeen } from '../notifications/introFlag';
import { isInstalledMode } from '../pwa/installedMode';
import { Header } from './Header';
import { QuietLazy } from './QuietLazy';
import { retryableLazy } from './retryableLazy';

// sonner and the bus bridge load right after the first paint; nothing toasts before that.
const AppToaster = retryableLazy(() => import('./AppToaster').then((m) => m.AppToaster));
const InstallPrompt = retryableLazy(() => import('../pwa/InstallPrompt').then((m) => m.InstallPrompt));

const INTRO_EXEMPT_PATHS: readonly string[] = [
  SHELL_ROUTES.introApk.path,
  SHELL_ROUTES.shareTarget.path,
  SHELL_ROUTES.openFile.path,
  SHELL_ROUTES.protocol.path,
];

/** Header on top, the current screen (shell page or remote) below, one toaster for everyone. */
export function AppLayout() {
  const { pathname } = useLocation();
  const showHeader = !HEADERLESS_PATHS.includes(pathname);
  // Mounted once start-up has run (after the first paint): nothing can toast before that.
  const platformStarted = usePlatform().phase !== 'starting';
  const t = shellCatalog.useT();
  // Spec §2: an installed or native app shows the intro until it has been completed once (v1).
  // Content handed to the app (share, files, links) opens as asked.
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
      {platformStarted && (
        <QuietLazy>
          <AppToaster />
        </QuietLazy>
      )}
      {platformStarted && showHeader && (
        <QuietLazy>
          <InstallPrompt />
        </QuietLazy>
      )}
      <ScrollRestoration />
    </div>
  );
}
