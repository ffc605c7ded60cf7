import type { Locale } from '@shalom/shared/i18n';

/**
 * The screens index.html carries prerendered: the landing ("/") and the sign-in screen ("/auth")
 * for a signed-out visitor, and the dashboard's frame ("/dashboard") for a device with a session.
 */
export type PrerenderedPage = 'landing' | 'auth' | 'dashboard';

/** A prerendered screen in one language. */
export interface PrerenderVariant {
  page: PrerenderedPage;
  locale: Locale;
}

/**
 * The prerendered screen a location shows, if any: "/" the landing, "/auth" the sign-in screen as
 * a signed-out visitor opens it: `mode` names which of its screens (login, sign-up: the remote's
 * prerendered file has one per mode, and a mode it lacks is shown without a prerender, see
 * authHandover.ts), a `next` path to return to changes nothing on screen — except a connect link,
 * whose invitation names the inviter, which only the server knows; any other query or a hash is
 * another /auth state, or a sign-in result, and renders as without a prerender. "/dashboard"
 * (whatever its query) the dashboard's frame as a device with a session first draws it.
 * The inlined gate repeats this rule (it cannot import); `landingGate.test.ts` holds them together.
 */
export function prerenderedPageAt(location: Pick<Location, 'pathname' | 'search' | 'hash'>): PrerenderedPage | null {
  if (location.pathname === '/') return 'landing';
  if (location.pathname === '/dashboard') return 'dashboard';
  if (location.pathname !== '/auth' || location.hash.replace(/^#/, '') !== '') return null;
  const search = new URLSearchParams(location.search);
  if (!Array.from(search.keys()).every((key) => key === 'next' || key === 'mode')) return null;
  return (search.get('next') ?? '').startsWith('/connect/') ? null : 'auth';
}

/**
 * Which screen prerendered at build time (signed out, in a browser tab; English or Hebrew) this
 * visit shows first, or null when none fits. It runs twice: inlined in index.html's <head> before
 * the body is parsed (so a visit sees only the variant it fits, in its language and direction,
 * from the first paint), and, through the marks it leaves, in bootstrap.tsx before the app takes over.
 *
 * It is inlined as source text (`prerenderGate.toString()`), so it must stay self-contained: no
 * imports, no module-level constants. The rules mirror the modules that decide the first render,
 * and `landingGate.test.ts` checks that they agree:
 * - the path is "/", "/auth" with nothing but `mode` and `next` (not a connect link) in the query,
 *   or "/dashboard" (`prerenderedPageAt`); index.html also answers every other path of the app;
 * - no sign-in result in the URL, and for "/" and "/auth" no session: supabase-js's
 *   `sb-<ref>-auth-token` key (platform/storedSession.ts); "/dashboard" only WITH that key (the
 *   guard still reads it and sends an expired one to /auth; a visitor without one never sees the
 *   signed-in frame, not even for a frame);
 * - not the installed app (pwa/installedMode.ts), whose header differs;
 * - the language: chosen on this device, else the browser's (@shalom/shared/i18n `initialLocale`).
 */
export function prerenderGate(win: Window): { page: 'landing' | 'auth' | 'dashboard'; locale: 'en' | 'he' } | null {
  try {
    const { location, localStorage, sessionStorage, navigator, document } = win;
    const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
    const search = new URLSearchParams(location.search);
    let page: 'landing' | 'auth' | 'dashboard';
    if (location.pathname === '/') page = 'landing';
    else if (location.pathname === '/dashboard') page = 'dashboard';
    else if (
      location.pathname === '/auth' &&
      location.hash.replace(/^#/, '') === '' &&
      Array.from(search.keys()).every((key) => key === 'next' || key === 'mode') &&
      !(search.get('next') ?? '').startsWith('/connect/')
    )
      page = 'auth';
    else return null;
    if (hash.has('access_token') || hash.has('error_description') || search.has('code') || search.has('error_description')) return null;
    let session = false;
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key !== null && /^sb-.+-auth-token$/.test(key) && localStorage.getItem(key)) session = true;
    }
    if (session !== (page === 'dashboard')) return null;
    const installedModes = ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'];
    if (installedModes.some((mode) => win.matchMedia?.(`(display-mode: ${mode})`).matches)) return null;
    if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return null;
    if (document.referrer.startsWith('android-app://')) return null;
    if (search.get('source') === 'pwa' || sessionStorage.getItem('shalom-bayit.installed-launch') === '1') return null;
    const remembered = localStorage.getItem('shalom-bayit.ui-language');
    if (remembered === 'en' || remembered === 'he') return { page, locale: remembered };
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    for (const tag of languages.filter(Boolean)) {
      const primary = tag.toLowerCase().split(/[-_]/)[0];
      if (primary === 'iw' || primary === 'he') return { page, locale: 'he' };
      if (primary === 'en') return { page, locale: 'en' };
    }
    return { page, locale: 'en' };
  } catch {
    // Storage refused or anything unexpected: the app renders as it would without the prerender.
    return null;
  }
}

/** The language of the prerendered landing this visit shows, or null (see `prerenderGate`). */
export function landingGate(win: Window): Locale | null {
  const variant = prerenderGate(win);
  return variant?.page === 'landing' ? variant.locale : null;
}

/** Set on <html> by the inlined gate when no prerendered screen may show (see index.html). */
export const PRERENDER_SKIP_ATTRIBUTE = 'data-prerender-skip';
/** Set on <html> by the inlined gate: the language of the prerendered screen this visit shows. */
export const PRERENDER_VARIANT_ATTRIBUTE = 'data-prerender-variant';
/** Set on <html> by the inlined gate: which prerendered screen this visit shows (`PrerenderedPage`). */
export const PRERENDER_PAGE_ATTRIBUTE = 'data-prerender-page';
/** Set on #root when it holds a prerendered screen: which one (`PrerenderedPage`). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on #root: the language of the prerendered screen it holds. */
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-prerendered-locale';
/** The id of the inert <template> after #root that carries `page` in `locale`. */
export const prerenderTemplateId = (page: PrerenderedPage, locale: Locale) => `prerendered-${page}-${locale}`;

/** What <head> needs of each prerendered variant to show it before paint. */
export interface LandingVariantHead {
  /** The tab title; without one the page keeps its usual title (as /auth does). */
  title?: string;
  dir: 'ltr' | 'rtl';
}

/** The <head> facts of every variant index.html carries, by screen and language. */
export type PrerenderHeads = Partial<Record<PrerenderedPage, Partial<Record<Locale, LandingVariantHead>>>>;

/**
 * The inline <head> script (before minification): decides the variant, then sets <html lang dir>
 * and the tab title of that variant before the body is parsed, or marks <html> so #root stays
 * hidden and the page keeps its usual title until the app's screen sets one.
 */
export function landingGateScript(variants: PrerenderHeads, usualTitle: string): string {
  return `(function(chosen,variants,usualTitle){var html=document.documentElement;var variant=chosen&&variants[chosen.page]&&variants[chosen.page][chosen.locale];if(!variant){html.setAttribute('${PRERENDER_SKIP_ATTRIBUTE}','');document.title=usualTitle;return}html.setAttribute('${PRERENDER_PAGE_ATTRIBUTE}',chosen.page);html.setAttribute('${PRERENDER_VARIANT_ATTRIBUTE}',chosen.locale);html.lang=chosen.locale;html.dir=variant.dir;document.title=variant.title||usualTitle})((${prerenderGate.toString()})(window),${JSON.stringify(variants)},${JSON.stringify(usualTitle)})`;
}

/**
 * Runs inline right after #root and the templates (before the entry loader): puts the variant the
 * gate chose into #root when #root holds another one. Self-contained for the same reason as the
 * gate. A chosen variant that is missing hides #root, as any visit the prerender does not fit.
 */
export function showLandingVariant(document: Document): void {
  const html = document.documentElement;
  const root = document.getElementById('root');
  const page = html.getAttribute('data-prerender-page');
  const locale = html.getAttribute('data-prerender-variant');
  if (root && page && locale && (root.getAttribute('data-prerendered') !== page || root.getAttribute('data-prerendered-locale') !== locale)) {
    const template = document.getElementById(`prerendered-${page}-${locale}`) as HTMLTemplateElement | null;
    if (template) {
      root.replaceChildren(template.content);
      root.setAttribute('data-prerendered', page);
      root.setAttribute('data-prerendered-locale', locale);
    } else {
      html.setAttribute('data-prerender-skip', '');
    }
  }
  // The inactive variants are never shown: drop them.
  document.querySelectorAll('template[id^="prerendered-"]').forEach((template) => template.remove());
  // /auth's area holds the remote's screens: the form guard (authHandover.ts) shows the one the
  // address names, or marks the visit skipped when there is none (a page served without them).
  if (root && page === 'auth' && !html.hasAttribute('data-prerender-skip')) document.dispatchEvent(new Event('prerender-placed'));
}

/** The inline script after #root (before minification) that calls `showLandingVariant`. */
export function showLandingVariantScript(): string {
  return `(${showLandingVariant.toString()})(document)`;
}

/**
 * The inline <head> style: #root hidden once the gate has said no, and while it holds a variant
 * other than the chosen one (until the script after it swaps them, before any paint of it).
 */
export const LANDING_GATE_STYLE = [
  `html[${PRERENDER_SKIP_ATTRIBUTE}] #root`,
  `html[${PRERENDER_VARIANT_ATTRIBUTE}="he"] #root:not([${PRERENDERED_LOCALE_ATTRIBUTE}="he"])`,
  `html[${PRERENDER_PAGE_ATTRIBUTE}="auth"] #root:not([${PRERENDERED_ATTRIBUTE}="auth"])`,
  `html[${PRERENDER_PAGE_ATTRIBUTE}="dashboard"] #root:not([${PRERENDERED_ATTRIBUTE}="dashboard"])`,
].join(',') + '{display:none}';
