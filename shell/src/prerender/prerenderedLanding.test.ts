/**
 * @jest-environment node
 */
// The production index.html (built through turbo's cache) as a browser receives it: the landing
// page is already in it, in English and in Hebrew, painted by the HTML and the stylesheet alone,
// and the inline gate in its <head> shows the visit's language and hides it, before any paint,
// from every visit it does not fit.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import he from '../i18n/he.json';
import { PRODUCTION_BUILD_TIMEOUT_MS, SHELL_DIST, buildShellForProduction } from '../../build/productionBuild';

let html: string;

beforeAll(() => {
  buildShellForProduction();
  html = fs.readFileSync(path.join(SHELL_DIST, 'index.html'), 'utf8');
}, PRODUCTION_BUILD_TIMEOUT_MS);

interface Visit {
  url?: string;
  storage?: Record<string, string>;
  languages?: string[];
}

/**
 * A remote's prerendered screens (mf-auth-onboarding's dist/prerender/auth.<locale>.html is one),
 * as the page's server puts them into the slots the shell's build leaves (scripts/lib/remotePrerender.mjs).
 */
const AUTH_SCREENS: Record<'en' | 'he', Record<'login' | 'signup', string>> = {
  en: { login: 'Login', signup: 'Create your account' },
  he: { login: 'כניסה', signup: 'יצירת חשבון' },
};
const authScreens = (locale: 'en' | 'he') =>
  (['login', 'signup'] as const)
    .map((mode) => `<template data-screen-template="${mode}"><div data-screen="${mode}"><h1>${AUTH_SCREENS[locale][mode]}</h1><form><input name="email"><input name="password" type="password"><button type="submit" data-busy-label="…">${mode}</button></form></div></template>`)
    .join('');
const served = (page: string) => page.replace(/<!--remote-prerender:mf-auth-onboarding\/auth\.(en|he)\.html-->/g, (_slot, locale: 'en' | 'he') => authScreens(locale));

/** index.html as served, parsed with its inline script run, as a browser does before it reaches the app's scripts. */
function open({ url = 'https://shalom.test/', storage = {}, languages = ['en-US', 'en'] }: Visit = {}, page = served(html)) {
  return new JSDOM(page, {
    url,
    runScripts: 'dangerously',
    beforeParse(window) {
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
      Object.defineProperty(window.navigator, 'languages', { value: languages });
    },
  }).window;
}

const shown = (window: { document: Document }) => !window.document.documentElement.hasAttribute('data-prerender-skip');
const rootOf = (window: { document: Document }) => window.document.getElementById('root') as HTMLElement;
const HEBREW_TITLE = `${he['landing.documentTitle']} · ${he['brand.name']}`;

describe('the prerendered landing page in index.html', () => {
  it("carries spec §2's landing for a signed-out visitor, with no script needed to read it", () => {
    // Parsed without running any script, as with JavaScript turned off.
    const { document } = new JSDOM(html).window;
    const root = document.getElementById('root') as HTMLElement;
    expect(root.getAttribute('data-prerendered')).toBe('landing');
    expect(root.querySelector('h1')?.textContent).toBe('Strengthen the relationships that matter most');
    expect(root.querySelector('h2#healthy-relationships')?.textContent).toMatch(/healthy relationships/i);
    const links = Object.fromEntries([...root.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]));
    expect(links).toMatchObject({
      'Login / Sign Up': '/auth',
      'Try AI Guidance': '/ai',
      'Terms of Service': '/terms',
      'Privacy Policy': '/privacy',
    });
    expect(links).not.toHaveProperty('Dashboard');
    // The session is known (no one is stored), so no Loading spinner is baked in.
    expect(root.textContent).not.toContain('Loading');
    const donate = root.querySelector('form[aria-label="Donate to Shalom Bayit"]');
    expect(donate?.getAttribute('method')).toBe('post');
    expect(donate?.getAttribute('target')).toBe('_blank');
    expect(document.title).toBe('Strengthen Your Relationships · Shalom Bayit');
    // Styled at first paint: the stylesheet is linked, not only preloaded.
    expect(document.querySelector('head link[rel="stylesheet"][href$=".css"]')).not.toBeNull();
  });

  it('starts the app after the landing has painted, its files fetched from the start', () => {
    const { document } = new JSDOM(html).window;
    // No script element with a src: a deferred entry would run before the first frame when it has
    // already arrived, holding the paint back.
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    // The files are preloaded by the inline <head> script, for every visit but the sign-in screen's.
    expect(document.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    const window = open();
    const preloaded = [...window.document.querySelectorAll('head link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));
    const entry = preloaded[0];
    expect(entry).toMatch(/^\/main\.[0-9a-f]+\.js$/);
    expect(preloaded).toContainEqual(expect.stringMatching(/^\/first-paint\.[0-9a-f]+\.js$/));
    // After #root and the Hebrew template, which it may put into #root first.
    const loader = document.querySelector('#root ~ template ~ script');
    expect(loader?.tagName).toBe('SCRIPT');
    expect(loader?.textContent).toContain(JSON.stringify(entry));
    expect(loader?.textContent).toContain('first-contentful-paint');
  });

  it('preloads the app at once for a visit the prerender does not fit, which the app paints', () => {
    const window = open({ url: 'https://shalom.test/dashboard' });
    expect(window.document.querySelectorAll('head link[rel="preload"][as="script"]').length).toBeGreaterThan(1);
  });

  it('carries the Hebrew landing from the Hebrew catalog, inert until a Hebrew visit', () => {
    const { document } = new JSDOM(html).window;
    const template = document.getElementById('prerendered-landing-he') as HTMLTemplateElement;
    expect(template.tagName).toBe('TEMPLATE');
    const content = template.content;
    expect(content.querySelector('h1')?.textContent).toBe(he['landing.title']);
    const authLinks = [...content.querySelectorAll('a[href="/auth"]')].map((link) => link.textContent);
    expect(authLinks).toContain(he['landing.signIn']);
    // Nothing of it is in the document a browser without script shows.
    expect(document.getElementById('root')?.textContent).not.toContain(he['landing.title']);
  });

  it('shows the English landing to an English visitor without a session at /', () => {
    const window = open();
    expect(shown(window)).toBe(true);
    expect(rootOf(window).getAttribute('data-prerendered-locale')).toBe('en');
    expect(rootOf(window).querySelector('h1')?.textContent).toBe('Strengthen the relationships that matter most');
    expect([window.document.documentElement.lang, window.document.documentElement.dir]).toEqual(['en', 'ltr']);
    expect(window.document.title).toBe('Strengthen Your Relationships · Shalom Bayit');
  });

  it.each<[string, Visit]>([
    ['a visitor whose browser prefers Hebrew', { languages: ['he-IL', 'en'] }],
    ['an old Android browser sending iw', { languages: ['iw'] }],
    ['a visitor who chose Hebrew on this device', { storage: { 'shalom-bayit.ui-language': 'he' } }],
  ])('shows the Hebrew landing, right to left, to %s', (_name, visit) => {
    const window = open(visit);
    const root = rootOf(window);
    expect(shown(window)).toBe(true);
    expect(window.getComputedStyle(root).display).not.toBe('none');
    expect(root.getAttribute('data-prerendered-locale')).toBe('he');
    expect(root.querySelector('h1')?.textContent).toBe(he['landing.title']);
    expect(root.textContent).not.toContain('Strengthen');
    expect([window.document.documentElement.lang, window.document.documentElement.dir]).toEqual(['he', 'rtl']);
    expect(window.document.title).toBe(HEBREW_TITLE);
    expect(window.document.querySelector('template')).toBeNull();
  });

  it.each<[string, Visit]>([
    ['a device with a stored session', { storage: { 'sb-127-auth-token': '{"access_token":"x"}' } }],
    ['a Hebrew device with a stored session', { languages: ['he-IL'], storage: { 'sb-127-auth-token': '{"access_token":"x"}' } }],
    ['a Hebrew visitor on another path', { url: 'https://shalom.test/terms', languages: ['he-IL'] }],
    ['a visitor at /auth with a stored session', { url: 'https://shalom.test/auth', storage: { 'sb-127-auth-token': '{"access_token":"x"}' } }],
    ['another state of /auth', { url: 'https://shalom.test/auth?mode=signup&email=a%40b.c' }],
    ['an invitation at /auth (its screen names the inviter)', { url: 'https://shalom.test/auth?next=%2Fconnect%2F1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b' }],
    ['a sign-in result at /auth', { url: 'https://shalom.test/auth#access_token=a&refresh_token=b' }],
    ['an email link carrying a sign-in result', { url: 'https://shalom.test/#access_token=a&refresh_token=b' }],
    ['another path answered with index.html', { url: 'https://shalom.test/dashboard' }],
    ['the installed app', { url: 'https://shalom.test/?source=pwa' }],
  ])('hides it before paint from %s, who keeps the usual title until the app renders', (_name, visit) => {
    const window = open(visit);
    expect(shown(window)).toBe(false);
    expect(window.getComputedStyle(window.document.getElementById('root') as HTMLElement).display).toBe('none');
    expect(window.document.title).toBe('Shalom Bayit — strengthen your marriage and family');
  });

  it('keeps the English landing for an English choice made on a Hebrew browser', () => {
    const window = open({ languages: ['he-IL'], storage: { 'shalom-bayit.ui-language': 'en' } });
    expect(shown(window)).toBe(true);
    expect(rootOf(window).getAttribute('data-prerendered-locale')).toBe('en');
    expect(window.document.documentElement.dir).toBe('ltr');
  });
});

describe('the prerendered sign-in screen (/auth) in index.html', () => {
  const USUAL_TITLE = 'Shalom Bayit — strengthen your marriage and family';

  it("carries the layout in English and in Hebrew, inert until a visit to /auth, with a slot for the remote's screens", () => {
    const { document } = new JSDOM(html).window;
    for (const locale of ['en', 'he'] as const) {
      const template = document.getElementById(`prerendered-auth-${locale}`) as HTMLTemplateElement;
      const area = template.content.querySelector('[data-remote="mf-auth-onboarding"] > div') as HTMLElement;
      expect(template.content.querySelector('header')?.textContent).toContain(locale === 'en' ? 'Shalom Bayit' : he['brand.name']);
      // Nothing of the remote is in the shell's build: the page's server puts its own file here.
      expect(area.innerHTML).toBe(`<!--remote-prerender:mf-auth-onboarding/auth.${locale}.html-->`);
    }
  });

  it.each<[string, Visit, 'en' | 'he', 'login' | 'signup']>([
    ['an English visitor', { url: 'https://shalom.test/auth' }, 'en', 'login'],
    ['a visitor sent from a guarded page', { url: 'https://shalom.test/auth?next=%2Fmessages' }, 'en', 'login'],
    ['a Hebrew visitor', { url: 'https://shalom.test/auth', languages: ['he-IL'] }, 'he', 'login'],
    ['a visitor following "Sign up"', { url: 'https://shalom.test/auth?mode=signup' }, 'en', 'signup'],
    ['a Hebrew visitor following "Sign up"', { url: 'https://shalom.test/auth?mode=signup&next=%2Fmessages', languages: ['he-IL'] }, 'he', 'signup'],
  ])('shows it before any script to %s, in their language and direction, with the usual title', (_name, visit, locale, mode) => {
    const window = open(visit);
    const root = rootOf(window);
    expect(shown(window)).toBe(true);
    expect(window.getComputedStyle(root).display).not.toBe('none');
    expect([root.getAttribute('data-prerendered'), root.getAttribute('data-prerendered-locale')]).toEqual(['auth', locale]);
    expect(root.querySelector('h1')?.textContent).toBe(AUTH_SCREENS[locale][mode]);
    expect(root.querySelectorAll('[data-screen]')).toHaveLength(1);
    expect(root.textContent).not.toContain('Strengthen');
    expect([window.document.documentElement.lang, window.document.documentElement.dir]).toEqual(locale === 'he' ? ['he', 'rtl'] : ['en', 'ltr']);
    expect(window.document.title).toBe(USUAL_TITLE);
    expect(window.document.querySelectorAll('template:not([data-screen-template])')).toHaveLength(0);
  });

  it.each<[string, Visit, boolean]>([
    ['a screen the remote has no prerender of', { url: 'https://shalom.test/auth?mode=reset' }, true],
    ["a page served without the remote's screens (another host, the worker's offline copy)", { url: 'https://shalom.test/auth' }, false],
  ])('shows nothing prerendered for %s: the app renders it', (_name, visit, withScreens) => {
    const window = open(visit, withScreens ? served(html) : html);
    expect(shown(window)).toBe(false);
    expect(window.getComputedStyle(rootOf(window)).display).toBe('none');
  });

  it('fetches none of the app before it has painted, and starts it on first use', () => {
    const window = open({ url: 'https://shalom.test/auth' });
    expect(window.document.querySelectorAll('link[rel="preload"], script[src]')).toHaveLength(0);
    const loader = window.document.querySelector('#root ~ script')?.textContent ?? '';
    for (const use of ['pointerdown', 'keydown', 'focusin', 'touchstart', 'prerender-navigate', 'storage', 'prefetch']) expect(loader).toContain(use);
  });

  it('never submits the prerendered form natively (the password would go into a URL)', () => {
    const window = open({ url: 'https://shalom.test/auth' });
    const form = rootOf(window).querySelector('form') as HTMLFormElement;
    const event = new window.Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-prerender-submitted')).toBe(true);
  });
});

describe("the dashboard's frame (/dashboard) in index.html", () => {
  const USUAL_TITLE = 'Shalom Bayit — strengthen your marriage and family';
  const SESSION = { 'sb-127-auth-token': '{"access_token":"x"}' };

  it('carries it in English and in Hebrew: header, heading, intro and Loading, nothing signed-in', () => {
    const { document } = new JSDOM(html).window;
    const english = (document.getElementById('prerendered-dashboard-en') as HTMLTemplateElement).content;
    expect(english.querySelector('h1')?.textContent).toBe('Dashboard');
    expect(english.textContent).toContain('Everything for your marriage and family in one place.');
    expect(english.querySelector('[role="status"]')?.textContent).toBe('Loading');
    expect(english.querySelector('header a[href="/"]')?.textContent).toContain('Shalom Bayit');
    // The greeting waits for the profile; no Dashboard / Log out before the session is read.
    expect(english.querySelector('p.invisible[aria-hidden="true"]')?.textContent).toContain('Welcome back');
    expect(english.querySelector('nav')).toBeNull();
    const hebrew = (document.getElementById('prerendered-dashboard-he') as HTMLTemplateElement).content;
    expect(hebrew.querySelector('h1')?.textContent).toBe(he['dashboard.title']);
    expect(hebrew.textContent).toContain(he['dashboard.intro']);
    expect(hebrew.querySelector('[role="status"]')?.textContent).toBe(he.loading);
  });

  it.each<[string, Visit, 'en' | 'he']>([
    ['an English device with a session', { url: 'https://shalom.test/dashboard', storage: SESSION }, 'en'],
    ['a Hebrew device with a session', { url: 'https://shalom.test/dashboard', storage: SESSION, languages: ['he-IL'] }, 'he'],
  ])('shows it before any script to %s, in its language and direction, and preloads the app', (_name, visit, locale) => {
    const window = open(visit);
    const root = rootOf(window);
    expect(shown(window)).toBe(true);
    expect(window.getComputedStyle(root).display).not.toBe('none');
    expect([root.getAttribute('data-prerendered'), root.getAttribute('data-prerendered-locale')]).toEqual(['dashboard', locale]);
    expect(root.querySelector('h1')?.textContent).toBe(locale === 'he' ? he['dashboard.title'] : 'Dashboard');
    expect(root.textContent).not.toContain('Strengthen');
    expect([window.document.documentElement.lang, window.document.documentElement.dir]).toEqual(locale === 'he' ? ['he', 'rtl'] : ['en', 'ltr']);
    expect(window.document.title).toBe(USUAL_TITLE);
    expect(window.document.querySelector('template')).toBeNull();
    expect(window.document.querySelectorAll('head link[rel="preload"][as="script"]').length).toBeGreaterThan(1);
  });

  it.each<[string, Visit]>([
    ['a visitor without a session', { url: 'https://shalom.test/dashboard' }],
    ['a Hebrew visitor without a session', { url: 'https://shalom.test/dashboard', languages: ['he-IL'] }],
    ['a sign-in result in the URL', { url: 'https://shalom.test/dashboard#access_token=a&refresh_token=b', storage: SESSION }],
    ['the installed app', { url: 'https://shalom.test/dashboard?source=pwa', storage: SESSION }],
  ])('never shows it to %s', (_name, visit) => {
    const window = open(visit);
    expect(shown(window)).toBe(false);
    expect(window.getComputedStyle(rootOf(window)).display).toBe('none');
    expect(rootOf(window).getAttribute('data-prerendered')).toBe('landing');
  });
});
