import { initialLocale, type Locale } from '@shalom/shared/i18n';
import { mayBeSignedIn } from '../platform/storedSession';
import { isInstalledMode } from '../pwa/installedMode';
import { landingGate, landingGateScript, showLandingVariant } from './landingGate';

// The gate is inlined into index.html as source text, so it repeats the rules of the modules that
// decide the first render. These cases hold it to them.

/** What the app's own modules say: the first render is the prerendered landing in this language, or none. */
function prerenderedLandingOfTheFirstRender(): Locale | null {
  return window.location.pathname === '/' && !mayBeSignedIn() && !isInstalledMode() ? initialLocale() : null;
}

let languages: string[] = ['en-US'];

beforeEach(() => {
  languages = ['en-US'];
  jest.spyOn(window.navigator, 'languages', 'get').mockImplementation(() => languages);
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const cases: Array<[string, () => void]> = [
  ['a fresh English visitor', () => undefined],
  ['a browser without a language the app speaks', () => (languages = ['fr-FR', 'de'])],
  ['a Hebrew browser', () => (languages = ['he-IL', 'en'])],
  ['an iw browser', () => (languages = ['iw'])],
  ['a French-then-Hebrew browser', () => (languages = ['fr', 'he'])],
  ['Hebrew chosen on this device', () => localStorage.setItem('shalom-bayit.ui-language', 'he')],
  ['English chosen on a Hebrew browser', () => {
    languages = ['he'];
    localStorage.setItem('shalom-bayit.ui-language', 'en');
  }],
  ['a stored session', () => localStorage.setItem('sb-abc-auth-token', '{"access_token":"x"}')],
  ['an empty stored session key', () => localStorage.setItem('sb-abc-auth-token', '')],
  ['a PKCE code in the URL', () => window.history.replaceState(null, '', '/?code=abc')],
  ['an OAuth error in the hash', () => window.history.replaceState(null, '', '/#error=x&error_description=expired')],
  ['another path', () => window.history.replaceState(null, '', '/terms')],
  ['an installed launch', () => window.history.replaceState(null, '', '/?source=pwa')],
  ['an installed launch earlier in this tab', () => sessionStorage.setItem('shalom-bayit.installed-launch', '1')],
];

describe('landingGate', () => {
  it.each(cases)('agrees with the first render for %s', (_name, arrange) => {
    arrange();
    expect(landingGate(window)).toBe(prerenderedLandingOfTheFirstRender());
  });

  it('picks Hebrew for a Hebrew visitor and English for an English one (not only "no")', () => {
    expect(landingGate(window)).toBe('en');
    languages = ['he-IL', 'en'];
    expect(landingGate(window)).toBe('he');
  });

  it('says no when storage cannot be read, so the app renders as without a prerender', () => {
    const refusing = { location: window.location, get localStorage(): Storage { throw new Error('denied'); } } as unknown as Window;
    expect(landingGate(refusing)).toBeNull();
  });
});

describe('the inlined gate and variant switch', () => {
  const html = document.documentElement;
  const variants = { en: { title: 'English title', dir: 'ltr' }, he: { title: 'כותרת', dir: 'rtl' } } as const;

  afterEach(() => {
    for (const name of ['data-prerender-skip', 'data-prerender-variant']) html.removeAttribute(name);
    html.lang = 'en';
    html.dir = '';
    document.body.replaceChildren();
    document.title = '';
  });

  /** index.html's body as the build writes it: English in #root, Hebrew in a template after it. */
  function prerenderedBody() {
    document.body.innerHTML =
      '<div id="root" data-prerendered="landing" data-prerendered-locale="en"><h1>Hello</h1></div>' +
      '<template id="prerendered-landing-he"><h1>שלום</h1></template>';
    return document.getElementById('root') as HTMLElement;
  }

  it('runs self-contained from its source text: another path is marked and keeps the usual title', () => {
    window.history.replaceState(null, '', '/terms');
    new Function(landingGateScript(variants, 'Usual'))();
    expect(html.hasAttribute('data-prerender-skip')).toBe(true);
    expect(document.title).toBe('Usual');
  });

  it("sets a Hebrew visitor's lang, direction and title before paint, and puts the Hebrew landing in #root", () => {
    languages = ['he-IL'];
    new Function(landingGateScript(variants, 'Usual'))();
    expect([html.lang, html.dir, document.title, html.getAttribute('data-prerender-variant')]).toEqual(['he', 'rtl', 'כותרת', 'he']);
    const root = prerenderedBody();
    showLandingVariant(document);
    expect(root.getAttribute('data-prerendered-locale')).toBe('he');
    expect(root.textContent).toBe('שלום');
    expect(document.querySelector('template')).toBeNull();
    expect(html.hasAttribute('data-prerender-skip')).toBe(false);
  });

  it('leaves the English landing in #root for an English visitor', () => {
    new Function(landingGateScript(variants, 'Usual'))();
    expect([html.lang, html.dir, document.title]).toEqual(['en', 'ltr', 'English title']);
    const root = prerenderedBody();
    showLandingVariant(document);
    expect([root.getAttribute('data-prerendered-locale'), root.textContent]).toEqual(['en', 'Hello']);
  });

  it('hides #root when the chosen variant is missing from the page', () => {
    languages = ['he-IL'];
    new Function(landingGateScript({ en: variants.en }, 'Usual'))();
    expect(html.hasAttribute('data-prerender-skip')).toBe(true);
    html.removeAttribute('data-prerender-skip');
    html.setAttribute('data-prerender-variant', 'he');
    document.body.innerHTML = '<div id="root" data-prerendered="landing" data-prerendered-locale="en"></div>';
    showLandingVariant(document);
    expect(html.hasAttribute('data-prerender-skip')).toBe(true);
  });
});
