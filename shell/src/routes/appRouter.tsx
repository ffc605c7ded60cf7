import { useEffect, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../pages';
import { DashboardFrame } from '../pages/dashboard/DashboardFrame';
import { RouteGuard } from '../access/RouteGuard';
import { AppLayout } from '../layout/AppLayout';
import { LazyArea } from '../layout/LazyArea';
import { PendingSpinner } from '../layout/PendingSpinner';
import { retryableLazy } from '../layout/retryableLazy';
import type { DonationConfig } from '../pages/donation/DonationConfig';
import { donationConfigFrom } from '../platform/donation';
import { usePlatform, useShellSession } from '../platform/platform';
import { useProfileGender } from '../platform/profileGender';
import { mayBeSignedIn } from '../platform/storedSession';
import { REMOTE_ROUTES, SHELL_ROUTES, type RemoteKey } from './routeTable';

// Only the landing page is in the first download; everything else loads when its route opens.
const loadPages = () => import('../pages');
// The dashboard with its notification controls and settings view (issue 14).
const loadDashboard = () => import('../notifications/DashboardWithNotifications');
const DashboardPage = retryableLazy(() => loadDashboard().then((m) => m.DashboardWithNotifications));

/**
 * Starts the dashboard's download beside the guard's session and profile reads instead of after
 * them, on a device that keeps a session (a visitor is sent to /auth and downloads nothing). The
 * lazy page then finds the chunk loaded; a failed download here is forgotten by webpack, so the
 * page's own import (and its Retry) fetches it again as before.
 */
function DashboardDownloadWhileGuarded() {
  useEffect(() => {
    if (mayBeSignedIn()) void loadDashboard().catch(() => undefined);
  }, []);
  return null;
}
const TermsPage = retryableLazy(() => loadPages().then((m) => m.TermsPage));
const PrivacyPage = retryableLazy(() => loadPages().then((m) => m.PrivacyPage));
const HowItWorksPage = retryableLazy(() => loadPages().then((m) => m.HowItWorksPage));
const RoadmapPage = retryableLazy(() => loadPages().then((m) => m.RoadmapPage));
const NotFoundPage = retryableLazy(() => loadPages().then((m) => m.NotFoundPage));
// The intro's Donate Now (spec §2 step 7).
const DonatePage = retryableLazy<{ donation: DonationConfig }>(() => loadPages().then((m) => m.DonatePage));

const loadMinimalScreens = () => import('../minimal-screens');
// The 8-step intro walkthrough (issue 14).
const IntroApkPlaceholder = retryableLazy(() => import('../intro/IntroRoute').then((m) => m.IntroRoute));
const ShareTargetScreen = retryableLazy(() => loadMinimalScreens().then((m) => m.ShareTargetScreen));
const OpenFileScreen = retryableLazy(() => loadMinimalScreens().then((m) => m.OpenFileScreen));
const ProtocolRedirect = retryableLazy(() => loadMinimalScreens().then((m) => m.ProtocolRedirect));

// The remote loader (federation registry, retry plugin, single-spa) loads with the first remote route.
const RemoteArea = retryableLazy<{ remote: RemoteKey }>(() => import('../remotes/RemoteArea').then((m) => m.RemoteArea));

function LandingRoute() {
  const session = useShellSession();
  const platform = usePlatform();
  return <LandingPage sessionStatus={session.status} donation={donationConfigFrom(platform)} />;
}

/**
 * What /dashboard shows while its guard and page load. A device that keeps a session paints the
 * header and the dashboard's frame (heading and intro, nothing from the server) at once, with the
 * Loading status below it; the guard still decides, and an expired session still goes to /auth,
 * an incomplete profile to /onboarding. Without a stored session (sent to /auth at once): the
 * spinner, as on every other route.
 */
export function DashboardPending() {
  if (!mayBeSignedIn()) return <PendingSpinner />;
  return (
    <DashboardFrame>
      <PendingSpinner />
    </DashboardFrame>
  );
}

function DonateRoute() {
  return <DonatePage donation={donationConfigFrom(usePlatform())} />;
}

function DashboardRoute() {
  const platform = usePlatform();
  const gender = useProfileGender();
  return <DashboardPage donation={donationConfigFrom(platform)} gender={gender} />;
}

function page(path: string, element: ReactNode): RouteObject {
  return { path, element: <LazyArea>{element}</LazyArea> };
}

const remoteRoutes: RouteObject[] = REMOTE_ROUTES.map((group) => ({
  // A pathless parent per remote: moving between its paths keeps the remote mounted.
  element: (
    <LazyArea>
      <RouteGuard access={group.access}>
        <RemoteArea remote={group.remote} />
      </RouteGuard>
    </LazyArea>
  ),
  // The remote paints every one of its paths itself (it has its own <Routes>), so a leaf only claims
  // its path and renders nothing of its own: an explicit null element, where a missing one would
  // mean "render an empty <Outlet />", which the remote never shows.
  children: group.paths.map((path) => ({ path, element: null })),
}));

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: SHELL_ROUTES.landing.path, element: <LandingRoute /> },
      {
        path: SHELL_ROUTES.dashboard.path,
        element: (
          <LazyArea fallback={<DashboardPending />}>
            <DashboardDownloadWhileGuarded />
            <RouteGuard access={SHELL_ROUTES.dashboard.access} pending={<DashboardPending />}>
              <DashboardRoute />
            </RouteGuard>
          </LazyArea>
        ),
      },
      page(SHELL_ROUTES.terms.path, <TermsPage />),
      page(SHELL_ROUTES.privacy.path, <PrivacyPage />),
      page(SHELL_ROUTES.howItWorks.path, <HowItWorksPage />),
      page(SHELL_ROUTES.roadmap.path, <RoadmapPage />),
      page(SHELL_ROUTES.donate.path, <DonateRoute />),
      page(SHELL_ROUTES.introApk.path, <IntroApkPlaceholder />),
      page(SHELL_ROUTES.shareTarget.path, <ShareTargetScreen />),
      page(SHELL_ROUTES.openFile.path, <OpenFileScreen />),
      page(SHELL_ROUTES.protocol.path, <ProtocolRedirect />),
      ...remoteRoutes,
      page('*', <NotFoundPage />),
    ],
  },
];

/** The shell's routes, rendered under whichever <Router> holds the location (see ShellRouter). */
export function ShellRoutes() {
  return useRoutes(appRoutes);
}
