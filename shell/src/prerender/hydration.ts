import type { Locale } from '@shalom/shared/i18n';
import { mayBeSignedIn } from '../platform/storedSession';
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
 * for (its path, signed out, a browser tab): storage may have changed since the page was parsed.
 */
function holdsPrerendered(page: PrerenderedPage, container: HTMLElement, locale: Locale): boolean {
  return (
    container.getAttribute(PRERENDERED_ATTRIBUTE) === page &&
    container.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE) === locale &&
    !document.documentElement.hasAttribute(PRERENDER_SKIP_ATTRIBUTE) &&
    prerenderedPageAt(window.location) === page &&
    !mayBeSignedIn() &&
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
