import type { Locale } from '@shalom/shared/i18n';
import { mayBeSignedIn } from '../platform/storedSession';
import { isInstalledMode } from '../pwa/installedMode';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_LOCALE_ATTRIBUTE, PRERENDER_SKIP_ATTRIBUTE, PRERENDER_VARIANT_ATTRIBUTE } from './landingGate';

/**
 * Whether React may hydrate the landing page prerendered into #root: it is there, the inlined gate
 * let it show, it is in the language the app decided on (`locale`, initialLocale: English or
 * Hebrew), and the modules that decide the first render still see the visit it was made for ("/",
 * signed out, a browser tab): storage may have changed since the page was parsed. Anything else (a
 * stored session, another path, a language other than the one on screen) renders fresh.
 */
export function canHydrateLanding(container: HTMLElement, locale: Locale): boolean {
  return (
    container.hasAttribute(PRERENDERED_ATTRIBUTE) &&
    container.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE) === locale &&
    !document.documentElement.hasAttribute(PRERENDER_SKIP_ATTRIBUTE) &&
    window.location.pathname === '/' &&
    !mayBeSignedIn() &&
    !isInstalledMode()
  );
}

/** Drops the prerendered landing (and the gate's marks) before a fresh render. */
export function discardPrerender(container: HTMLElement): void {
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  container.removeAttribute(PRERENDERED_LOCALE_ATTRIBUTE);
  document.documentElement.removeAttribute(PRERENDER_SKIP_ATTRIBUTE);
  document.documentElement.removeAttribute(PRERENDER_VARIANT_ATTRIBUTE);
}
