import type { Locale } from '@shalom/shared/i18n';
import { hasAuthResultInUrl, hasStoredSession, mayBeSignedIn } from '../platform/storedSession';
import { isInstalledMode } from '../pwa/installedMode';
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_LOCALE_ATTRIBUTE,
  PRERENDER_PAGE_ATTRIBUTE,
  PRERENDER_SKIP_ATTRIBUTE,
  PRERENDER_VARIANT_ATTRIBUTE,
  prerenderedPageAt,
  type PrerenderedPage,
} from './landingGate';

/**
 * Whether #root holds the prerendered `page` the app's first render draws: it is there, the
 * inlined gate let it show, it is in the language the app decided on (`locale`, initialLocale:
 * English or Hebrew), and the modules that decide the first render still see the visit it was made
 * for (its path, signed out — or, for the dashboard, a stored session —, a browser tab): storage
 * may have changed since the page was parsed.
 */
function holdsPrerendered(page: PrerenderedPage, container: HTMLElement, locale: Locale): boolean {
  const sessionFits = page === 'dashboard' ? hasStoredSession() && !hasAuthResultInUrl() : !mayBeSignedIn();
  return (
    container.getAttribute(PRERENDERED_ATTRIBUTE) === page &&
    container.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE) === locale &&
    !document.documentElement.hasAttribute(PRERENDER_SKIP_ATTRIBUTE) &&
    prerenderedPageAt(window.location) === page &&
    sessionFits &&
    !isInstalledMode()
  );
}

/**
 * Whether React may hydrate the landing page prerendered into #root. Anything else (a stored
 * session, another path, a language other than the one on screen) renders fresh.
 */
export function canHydrateLanding(container: HTMLElement, locale: Locale): boolean {
  return holdsPrerendered('landing', container, locale);
}

/**
 * Whether #root shows the prerendered sign-in screen the app is about to draw, so the app may
 * render beside it and take over from it (authHandover.ts) instead of clearing it first.
 */
export function canTakeOverAuth(container: HTMLElement, locale: Locale): boolean {
  return holdsPrerendered('auth', container, locale);
}

/**
 * Whether #root shows the prerendered dashboard frame (/dashboard on a device with a stored
 * session) that the app's first render draws again, so the app may render into #root without
 * clearing it first: it stays on screen until React's first commit replaces it (`keepUntilFirstCommit`).
 */
export function canTakeOverDashboard(container: HTMLElement, locale: Locale): boolean {
  return holdsPrerendered('dashboard', container, locale);
}

/**
 * Leaves the prerendered screen in `container` until the app's first commit replaces its content
 * (React empties the container of a new root in that commit, in the same task, so no frame is
 * painted without either), then drops the prerender's marks. Returns a stop function.
 */
export function keepUntilFirstCommit(container: HTMLElement): () => void {
  const prerendered = Array.from(container.childNodes);
  const observer = new MutationObserver(() => {
    if (prerendered.some((node) => node.parentNode === container)) return;
    observer.disconnect();
    // The marks first: while #root still says what it holds, the gate's style never hides it.
    dropPrerenderMarks();
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    container.removeAttribute(PRERENDERED_LOCALE_ATTRIBUTE);
  });
  observer.observe(container, { childList: true });
  return () => observer.disconnect();
}

/** Drops the gate's marks on <html> (its style would hide a #root without the prerender). */
export function dropPrerenderMarks(): void {
  for (const name of [PRERENDER_SKIP_ATTRIBUTE, PRERENDER_VARIANT_ATTRIBUTE, PRERENDER_PAGE_ATTRIBUTE]) document.documentElement.removeAttribute(name);
}

/** Drops the prerendered screen (and the gate's marks) before a fresh render. */
export function discardPrerender(container: HTMLElement): void {
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  container.removeAttribute(PRERENDERED_LOCALE_ATTRIBUTE);
  dropPrerenderMarks();
}
