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

/** index.html parsed with its inline script run, as a browser does before it reaches the app's scripts. */
function open({ url = 'https://shalom.test/', storage = {}, languages = ['en-US', 'en'] }: Visit = {}) {
  return new JSDOM(html, {
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

  it('starts the app after the landing has painted, its entry fetched from the start', () => {
    const { document } = new JSDOM(html).window;
    // No script element with a src: a deferred entry would run before the first frame when it has
    // already arrived, holding the paint back.
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    const entry = document.querySelector('head link[rel="preload"][as="script"][href^="/main."]')?.getAttribute('href');
    expect(entry).toMatch(/^\/main\.[0-9a-f]+\.js$/);
    // After #root and the Hebrew template, which it may put into #root first.
    const loader = document.querySelector('#root ~ template ~ script');
    expect(loader?.tagName).toBe('SCRIPT');
    expect(loader?.textContent).toContain(JSON.stringify(entry));
    expect(loader?.textContent).toContain('first-contentful-paint');
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
    ['a Hebrew visitor on another path', { url: 'https://shalom.test/auth', languages: ['he-IL'] }],
    ['an email link carrying a sign-in result', { url: 'https://shalom.test/#access_token=a&refresh_token=b' }],
    ['another path answered with index.html', { url: 'https://shalom.test/auth' }],
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
