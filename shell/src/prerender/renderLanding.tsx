/**
 * Build-time entry (bundled for Node by build/prerenderLanding.ts, never shipped): the landing page
 * as a signed-out visitor's first render draws it in one language (English, Hebrew), for
 * index.html. It runs with a fresh jsdom window as the browser globals (no stored session, the
 * browser's language that one), so every module decides exactly as it does on that visitor's first
 * render, and hydration finds the same markup.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Router, Routes, createPath, type To } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { activateLocale, textDirectionOf, type Locale } from '@shalom/shared/i18n';
import { DashboardPending, ShellRoutes } from '../routes/appRouter';
import { REMOTE_ROUTES } from '../routes/routeTable';
import { shellCatalog } from '../i18n/catalog';
import { documentTitleOf } from '../pages/common/useDocumentTitle';
import { appStartScripts } from './appStart';
import { guardPrerenderedFormsScript } from './authHandover';
import { remotePrerenderSlot } from './remotePrerenderSlot';
import { LANDING_GATE_STYLE, landingGateScript, showLandingVariantScript, type LandingVariantHead, type PrerenderedPage } from './landingGate';

// The inline scripts and style, from the same compiled modules the app ships (build/prerenderLanding.ts).
export { LANDING_GATE_STYLE, appStartScripts, guardPrerenderedFormsScript, landingGateScript, showLandingVariantScript };

export interface PrerenderedLanding extends LandingVariantHead {
  page: PrerenderedPage;
  locale: Locale;
  /** The markup of #root. */
  html: string;
  /** The screen's tab title (the landing's useDocumentTitle sets the same once React runs). */
  title?: string;
}

/** One location, no history: what <App> renders through ShellRouter in the browser, minus its effects. */
const staticNavigator = {
  createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

export async function renderLanding(locale: Locale): Promise<PrerenderedLanding> {
  // As bootstrap.tsx does before its first render: every catalog loaded so far has its messages.
  await activateLocale(locale);
  // The same elements as bootstrap.tsx's <StrictMode><App /></StrictMode> for "/": App and
  // ShellRouter render no markup of their own, only this router around the routes.
  const html = renderToString(
    <StrictMode>
      <Router location="/" navigator={staticNavigator} static>
        <ShellRoutes />
      </Router>
    </StrictMode>,
  );
  notSuspended(html, 'landing page');
  const { t } = shellCatalog;
  return { page: 'landing', locale, html, title: documentTitleOf(t('landing.documentTitle'), t('brand.name')), dir: textDirectionOf(locale) };
}

/** A boundary that suspended would be rendered again on the client (a hydration error) or show a spinner. */
function notSuspended(html: string, what: string): void {
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) {
    throw new Error(`the prerendered ${what} suspended: its first render must not wait for lazy code`);
  }
}

/** The remote whose area /auth is (the route table's owner of the path). */
const AUTH_REMOTE = REMOTE_ROUTES.find((group) => group.paths.includes('/auth'))?.remote;

/**
 * /auth as a signed-out visitor's page shows it once the remote has mounted: the shell's layout
 * (header) around the area ParcelHost makes for mf-auth-onboarding (its element, then the element
 * the parcel renders into). What the remote draws there is the remote's own: this build leaves a
 * slot naming the remote's prerendered file for the language (its build writes
 * dist/prerender/auth.<locale>.html), which the page's server fills from the remote's deployed
 * folder when it serves the page (scripts/lib/remotePrerender.mjs). The app is not hydrated into
 * it: bootstrap.tsx renders beside it and takes over (authHandover.ts).
 */
export async function renderAuth(locale: Locale): Promise<PrerenderedLanding> {
  if (!AUTH_REMOTE) throw new Error('the route table names no remote for /auth');
  await activateLocale(locale);
  const area = (
    <div className="contents" data-remote={AUTH_REMOTE}>
      <div dangerouslySetInnerHTML={{ __html: remotePrerenderSlot(AUTH_REMOTE, `auth.${locale}.html`) }} />
    </div>
  );
  const html = renderToString(
    <StrictMode>
      <Router location="/auth" navigator={staticNavigator} static>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/auth" element={area} />
          </Route>
        </Routes>
      </Router>
    </StrictMode>,
  );
  notSuspended(html, 'sign-in screen');
  return { page: 'auth', locale, html, dir: textDirectionOf(locale) };
}

/** The storage key a fake session is kept under while the dashboard's frame renders (supabase-js's form). */
const PRERENDER_SESSION_KEY = 'sb-prerender-auth-token';

/**
 * /dashboard as a device with a stored session first draws it, before the guard has read the
 * session: the shell's layout (header without the signed-in controls, which wait for the session)
 * around the dashboard's frame with Loading (routes/appRouter.tsx `DashboardPending`, which the
 * route shows while its lazy guard loads and while the guard reads). The app renders into #root
 * over it (bootstrap.tsx): its first commit draws the same markup, so nothing moves. Nothing in it
 * comes from the server; the greeting's line is there but hidden, as in the app.
 */
export async function renderDashboard(locale: Locale): Promise<PrerenderedLanding> {
  await activateLocale(locale);
  // What the frame is decided by (platform/storedSession.ts): a session kept on this device.
  localStorage.setItem(PRERENDER_SESSION_KEY, '{}');
  try {
    const html = renderToString(
      <StrictMode>
        <Router location="/dashboard" navigator={staticNavigator} static>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="/dashboard" element={<DashboardPending />} />
            </Route>
          </Routes>
        </Router>
      </StrictMode>,
    );
    notSuspended(html, 'dashboard frame');
    return { page: 'dashboard', locale, html, dir: textDirectionOf(locale) };
  } finally {
    localStorage.removeItem(PRERENDER_SESSION_KEY);
  }
}
