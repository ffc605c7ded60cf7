/**
 * @jest-environment node
 */
// The production index.html (built through turbo's cache) as a browser receives it: the landing
// page is already in it, painted by the HTML and the stylesheet alone, and the inline gate in its
// <head> hides it, before any paint, from every visit it does not fit.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
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
    const loader = document.getElementById('root')?.nextElementSibling;
    expect(loader?.tagName).toBe('SCRIPT');
    expect(loader?.textContent).toContain(JSON.stringify(entry));
    expect(loader?.textContent).toContain('first-contentful-paint');
  });

  it('shows it to an English visitor without a session at /', () => {
    const window = open();
    expect(shown(window)).toBe(true);
    expect(window.document.title).toBe('Strengthen Your Relationships · Shalom Bayit');
  });

  it.each<[string, Visit]>([
    ['a visitor whose browser prefers Hebrew', { languages: ['he-IL', 'en'] }],
    ['an old Android browser sending iw', { languages: ['iw'] }],
    ['a visitor who chose Hebrew on this device', { storage: { 'shalom-bayit.ui-language': 'he' } }],
    ['a device with a stored session', { storage: { 'sb-127-auth-token': '{"access_token":"x"}' } }],
    ['an email link carrying a sign-in result', { url: 'https://shalom.test/#access_token=a&refresh_token=b' }],
    ['another path answered with index.html', { url: 'https://shalom.test/auth' }],
    ['the installed app', { url: 'https://shalom.test/?source=pwa' }],
  ])('hides it before paint from %s, who keeps the usual title until the app renders', (_name, visit) => {
    const window = open(visit);
    expect(shown(window)).toBe(false);
    expect(window.getComputedStyle(window.document.getElementById('root') as HTMLElement).display).toBe('none');
    expect(window.document.title).toBe('Shalom Bayit — strengthen your marriage and family');
  });

  it('keeps it for an English choice made on a Hebrew browser', () => {
    expect(shown(open({ languages: ['he-IL'], storage: { 'shalom-bayit.ui-language': 'en' } }))).toBe(true);
  });
});
