import type { Locale } from '@shalom/shared/i18n';
import { mayBeSignedIn } from '../platform/storedSession';
import { isInstalledMode } from '../pwa/installedMode';
import { PRERENDERED_ATTRIBUTE, PRERENDER_SKIP_ATTRIBUTE } from './landingGate';

/**
 * Whether React may hydrate the landing page prerendered into #root: it is there, the inlined gate
 * let it show, and the modules that decide the first render still see the visit it was made for
 * (English, "/", signed out, a browser tab): storage may have changed since the page was parsed.
 * Anything else (a Hebrew visitor, a stored session, another path) renders fresh.
 */
export function canHydrateLanding(container: HTMLElement, locale: Locale): boolean {
  return (
    container.hasAttribute(PRERENDERED_ATTRIBUTE) &&
    !document.documentElement.hasAttribute(PRERENDER_SKIP_ATTRIBUTE) &&
    locale === 'en' &&
    window.location.pathname === '/' &&
    !mayBeSignedIn() &&
    !isInstalledMode()
  );
}

/** Drops the prerendered landing (and the gate's mark) before a fresh render. */
export function discardPrerender(container: HTMLElement): void {
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  document.documentElement.removeAttribute(PRERENDER_SKIP_ATTRIBUTE);
}
