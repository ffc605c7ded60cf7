import type { Locale } from '@shalom/shared/i18n';

/**
 * Which landing page prerendered at build time (signed out, in a browser tab; English or Hebrew)
 * this visit shows first, or null when none fits. It runs twice: inlined in index.html's <head>
 * before the body is parsed (so a visit sees only the variant it fits, in its language and
 * direction, from the first paint), and, through the mark it leaves, in bootstrap.tsx before hydrating.
 *
 * It is inlined as source text (`landingGate.toString()`), so it must stay self-contained: no
 * imports, no module-level constants. The rules mirror the modules that decide the first render,
 * and `landingGate.test.ts` checks that they agree:
 * - the path is "/" (index.html also answers every other path of the app);
 * - no session: supabase-js's `sb-<ref>-auth-token` key, or a sign-in result in the URL
 *   (platform/storedSession.ts);
 * - not the installed app (pwa/installedMode.ts), whose header differs;
 * - the language: chosen on this device, else the browser's (@shalom/shared/i18n `initialLocale`).
 */
export function landingGate(win: Window): Locale | null {
  try {
    const { location, localStorage, sessionStorage, navigator, document } = win;
    if (location.pathname !== '/') return null;
    const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
    const search = new URLSearchParams(location.search);
    if (hash.has('access_token') || hash.has('error_description') || search.has('code') || search.has('error_description')) return null;
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key !== null && /^sb-.+-auth-token$/.test(key) && localStorage.getItem(key)) return null;
    }
    const installedModes = ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'];
    if (installedModes.some((mode) => win.matchMedia?.(`(display-mode: ${mode})`).matches)) return null;
    if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return null;
    if (document.referrer.startsWith('android-app://')) return null;
    if (search.get('source') === 'pwa' || sessionStorage.getItem('shalom-bayit.installed-launch') === '1') return null;
    const remembered = localStorage.getItem('shalom-bayit.ui-language');
    if (remembered === 'en' || remembered === 'he') return remembered;
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    for (const tag of languages.filter(Boolean)) {
      const primary = tag.toLowerCase().split(/[-_]/)[0];
      if (primary === 'iw' || primary === 'he') return 'he';
      if (primary === 'en') return 'en';
    }
    return 'en';
  } catch {
    // Storage refused or anything unexpected: the app renders as it would without the prerender.
    return null;
  }
}

/** Set on <html> by the inlined gate when no prerendered landing may show (see index.html). */
export const PRERENDER_SKIP_ATTRIBUTE = 'data-prerender-skip';
/** Set on <html> by the inlined gate: the language of the prerendered landing this visit shows. */
export const PRERENDER_VARIANT_ATTRIBUTE = 'data-prerender-variant';
/** Set on #root when it holds the prerendered landing. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on #root: the language of the prerendered landing it holds. */
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-prerendered-locale';
/** The id of the inert <template> after #root that carries the landing in `locale`. */
export const prerenderTemplateId = (locale: Locale) => `prerendered-landing-${locale}`;

/** What <head> needs of each prerendered variant to show it before paint. */
export interface LandingVariantHead {
  title: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The inline <head> script (before minification): decides the variant, then sets <html lang dir>
 * and the tab title of that variant before the body is parsed, or marks <html> so #root stays
 * hidden and the page keeps its usual title until the app's screen sets one.
 */
export function landingGateScript(variants: Partial<Record<Locale, LandingVariantHead>>, usualTitle: string): string {
  return `(function(locale,variants,usualTitle){var html=document.documentElement;var variant=locale&&variants[locale];if(!variant){html.setAttribute('${PRERENDER_SKIP_ATTRIBUTE}','');document.title=usualTitle;return}html.setAttribute('${PRERENDER_VARIANT_ATTRIBUTE}',locale);html.lang=locale;html.dir=variant.dir;document.title=variant.title})((${landingGate.toString()})(window),${JSON.stringify(variants)},${JSON.stringify(usualTitle)})`;
}

/**
 * Runs inline right after #root and the templates (before the entry loader): puts the variant the
 * gate chose into #root when #root holds another one. Self-contained for the same reason as the
 * gate. A chosen variant that is missing hides #root, as any visit the prerender does not fit.
 */
export function showLandingVariant(document: Document): void {
  const html = document.documentElement;
  const root = document.getElementById('root');
  const locale = html.getAttribute('data-prerender-variant');
  if (root && locale && root.getAttribute('data-prerendered-locale') !== locale) {
    const template = document.getElementById(`prerendered-landing-${locale}`) as HTMLTemplateElement | null;
    if (template) {
      root.replaceChildren(template.content);
      root.setAttribute('data-prerendered-locale', locale);
    } else {
      html.setAttribute('data-prerender-skip', '');
    }
  }
  // The inactive variants are never shown: drop them.
  document.querySelectorAll('template[id^="prerendered-landing-"]').forEach((template) => template.remove());
}

/** The inline script after #root (before minification) that calls `showLandingVariant`. */
export function showLandingVariantScript(): string {
  return `(${showLandingVariant.toString()})(document)`;
}

/**
 * The inline <head> style: #root hidden once the gate has said no, and while it holds a variant
 * other than the chosen one (until the script after it swaps them, before any paint of it).
 */
export const LANDING_GATE_STYLE = `html[${PRERENDER_SKIP_ATTRIBUTE}] #root,html[${PRERENDER_VARIANT_ATTRIBUTE}="he"] #root:not([${PRERENDERED_LOCALE_ATTRIBUTE}="he"]){display:none}`;
