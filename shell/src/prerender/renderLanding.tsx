/**
 * Build-time entry (bundled for Node by build/prerenderLanding.ts, never shipped): the landing page
 * as a signed-out visitor's first render draws it in one language (English, Hebrew), for
 * index.html. It runs with a fresh jsdom window as the browser globals (no stored session, the
 * browser's language that one), so every module decides exactly as it does on that visitor's first
 * render, and hydration finds the same markup.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router, createPath, type To } from 'react-router-dom';
import { activateLocale, textDirectionOf, type Locale } from '@shalom/shared/i18n';
import { ShellRoutes } from '../routes/appRouter';
import { shellCatalog } from '../i18n/catalog';
import { documentTitleOf } from '../pages/common/useDocumentTitle';
import { LANDING_GATE_STYLE, landingGateScript, showLandingVariantScript, type LandingVariantHead } from './landingGate';

// The inline scripts and style, from the same compiled module the app ships (build/prerenderLanding.ts).
export { LANDING_GATE_STYLE, landingGateScript, showLandingVariantScript };

export interface PrerenderedLanding extends LandingVariantHead {
  locale: Locale;
  /** The markup of #root. */
  html: string;
  /** The landing's tab title (useDocumentTitle sets the same once React runs). */
  title: string;
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
  // A boundary that suspended would be rendered again on the client, with a hydration error.
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) {
    throw new Error('the prerendered landing page suspended: its first render must not wait for lazy code');
  }
  const { t } = shellCatalog;
  return { locale, html, title: documentTitleOf(t('landing.documentTitle'), t('brand.name')), dir: textDirectionOf(locale) };
}
