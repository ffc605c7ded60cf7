/**
 * Whether the landing page prerendered at build time (English, signed out, in a browser tab) is
 * what this visit shows first. It runs twice: inlined in index.html's <head> before the body is
 * parsed (so a visit it does not fit never paints it), and in bootstrap.tsx before hydrating.
 *
 * It is inlined as source text (`landingGate.toString()`), so it must stay self-contained: no
 * imports, no module-level constants. The rules mirror the modules that decide the first render,
 * and `landingGate.test.ts` checks that they agree:
 * - the path is "/" (index.html also answers every other path of the app);
 * - no session: supabase-js's `sb-<ref>-auth-token` key, or a sign-in result in the URL
 *   (platform/storedSession.ts);
 * - not the installed app (pwa/installedMode.ts), whose header differs;
 * - English: the language chosen on this device, else the browser's (@shalom/shared/i18n
 *   `initialLocale`).
 */
export function landingGate(win: Window): boolean {
  try {
    const { location, localStorage, sessionStorage, navigator, document } = win;
    if (location.pathname !== '/') return false;
    const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
    const search = new URLSearchParams(location.search);
    if (hash.has('access_token') || hash.has('error_description') || search.has('code') || search.has('error_description')) return false;
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key !== null && /^sb-.+-auth-token$/.test(key) && localStorage.getItem(key)) return false;
    }
    const installedModes = ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'];
    if (installedModes.some((mode) => win.matchMedia?.(`(display-mode: ${mode})`).matches)) return false;
    if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return false;
    if (document.referrer.startsWith('android-app://')) return false;
    if (search.get('source') === 'pwa' || sessionStorage.getItem('shalom-bayit.installed-launch') === '1') return false;
    const remembered = localStorage.getItem('shalom-bayit.ui-language');
    if (remembered === 'en' || remembered === 'he') return remembered === 'en';
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    for (const tag of languages.filter(Boolean)) {
      const primary = tag.toLowerCase().split(/[-_]/)[0];
      if (primary === 'iw' || primary === 'he') return false;
      if (primary === 'en') return true;
    }
    return true;
  } catch {
    // Storage refused or anything unexpected: the app renders as it would without the prerender.
    return false;
  }
}

/** Set on <html> by the inlined gate when the prerendered landing must not show (see index.html). */
export const PRERENDER_SKIP_ATTRIBUTE = 'data-prerender-skip';
/** Set on #root when it holds the prerendered landing. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The inline <head> script (before minification): marks <html> when the prerendered landing must not show. */
export function landingGateScript(): string {
  return `if(!(${landingGate.toString()})(window))document.documentElement.setAttribute('${PRERENDER_SKIP_ATTRIBUTE}','')`;
}

/** The inline <head> style that hides #root's prerendered landing once the gate has said no. */
export const LANDING_GATE_STYLE = `html[${PRERENDER_SKIP_ATTRIBUTE}] #root{display:none}`;
