import { initialLocale, type Locale } from '@shalom/shared/i18n';
import { hasAuthResultInUrl, hasStoredSession, mayBeSignedIn } from '../platform/storedSession';
import { isInstalledMode } from '../pwa/installedMode';
import { landingGate, landingGateScript, prerenderGate, prerenderedPageAt, showLandingVariant } from './landingGate';

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

/** What the app's own modules say of /auth: the sign-in screen in this language first, or none. */
function prerenderedAuthOfTheFirstRender(): Locale | null {
  return prerenderedPageAt(window.location) === 'auth' && !mayBeSignedIn() && !isInstalledMode() ? initialLocale() : null;
}

const authCases: Array<[string, () => void]> = [
  ['a fresh visitor', () => window.history.replaceState(null, '', '/auth')],
  ['a visitor sent from a guarded page', () => window.history.replaceState(null, '', '/auth?next=%2Fmessages')],
  ['a Hebrew visitor', () => {
    languages = ['he-IL'];
    window.history.replaceState(null, '', '/auth');
  }],
  ['a stored session', () => {
    localStorage.setItem('sb-abc-auth-token', '{"access_token":"x"}');
    window.history.replaceState(null, '', '/auth');
  }],
  ['a PKCE code', () => window.history.replaceState(null, '', '/auth?code=abc')],
  ['the sign-up screen', () => window.history.replaceState(null, '', '/auth?mode=signup&next=%2Fmessages')],
  ['another query', () => window.history.replaceState(null, '', '/auth?mode=signup&email=a%40b.c')],
  ['an invitation (its screen names the inviter)', () => window.history.replaceState(null, '', '/auth?next=%2Fconnect%2F1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b%3Finvite%3Dx')],
  ['a hash', () => window.history.replaceState(null, '', '/auth#access_token=x')],
  ['/auth/', () => window.history.replaceState(null, '', '/auth/')],
  ['/onboarding', () => window.history.replaceState(null, '', '/onboarding')],
  ['an installed launch', () => window.history.replaceState(null, '', '/auth?source=pwa')],
];

describe('prerenderGate on /auth', () => {
  it.each(authCases)('agrees with the first render for %s', (_name, arrange) => {
    arrange();
    const first = prerenderedAuthOfTheFirstRender();
    expect(prerenderGate(window)).toEqual(first === null ? null : { page: 'auth', locale: first });
    expect(landingGate(window)).toBeNull();
  });

  it('shows the sign-in screen to a signed-out visitor, in their language', () => {
    window.history.replaceState(null, '', '/auth?next=%2Fdashboard');
    expect(prerenderGate(window)).toEqual({ page: 'auth', locale: 'en' });
    languages = ['he'];
    expect(prerenderGate(window)).toEqual({ page: 'auth', locale: 'he' });
  });
});

/** What the app's own modules say of /dashboard: its frame in this language first, or none. */
function prerenderedDashboardOfTheFirstRender(): Locale | null {
  return prerenderedPageAt(window.location) === 'dashboard' && hasStoredSession() && !hasAuthResultInUrl() && !isInstalledMode() ? initialLocale() : null;
}

const SESSION = ['sb-abc-auth-token', '{"access_token":"x"}'] as const;

const dashboardCases: Array<[string, () => void]> = [
  ['a device with a session', () => {
    localStorage.setItem(...SESSION);
    window.history.replaceState(null, '', '/dashboard');
  }],
  ['a Hebrew device with a session', () => {
    languages = ['he-IL'];
    localStorage.setItem(...SESSION);
    window.history.replaceState(null, '', '/dashboard');
  }],
  ['Hebrew chosen on a device with a session', () => {
    localStorage.setItem('shalom-bayit.ui-language', 'he');
    localStorage.setItem(...SESSION);
    window.history.replaceState(null, '', '/dashboard?tab=x');
  }],
  ['a visitor without a session', () => window.history.replaceState(null, '', '/dashboard')],
  ['an empty stored session key', () => {
    localStorage.setItem('sb-abc-auth-token', '');
    window.history.replaceState(null, '', '/dashboard');
  }],
  ['a sign-in result in the URL', () => {
    localStorage.setItem(...SESSION);
    window.history.replaceState(null, '', '/dashboard#access_token=a&refresh_token=b');
  }],
  ['a PKCE code with no session yet', () => window.history.replaceState(null, '', '/dashboard?code=abc')],
  ['/dashboard/', () => {
    localStorage.setItem(...SESSION);
    window.history.replaceState(null, '', '/dashboard/');
  }],
  ['another signed-in page', () => {
    localStorage.setItem(...SESSION);
    window.history.replaceState(null, '', '/messages');
  }],
  ['the installed app', () => {
    localStorage.setItem(...SESSION);
    window.history.replaceState(null, '', '/dashboard?source=pwa');
  }],
];

describe('prerenderGate on /dashboard', () => {
  it.each(dashboardCases)('agrees with the first render for %s', (_name, arrange) => {
    arrange();
    const first = prerenderedDashboardOfTheFirstRender();
    expect(prerenderGate(window)).toEqual(first === null ? null : { page: 'dashboard', locale: first });
    expect(landingGate(window)).toBeNull();
  });

  it('shows the frame only with a stored session, in the language of the device', () => {
    window.history.replaceState(null, '', '/dashboard');
    expect(prerenderGate(window)).toBeNull();
    localStorage.setItem(...SESSION);
    expect(prerenderGate(window)).toEqual({ page: 'dashboard', locale: 'en' });
    languages = ['he'];
    expect(prerenderGate(window)).toEqual({ page: 'dashboard', locale: 'he' });
  });
});

describe('the inlined gate and variant switch', () => {
  const html = document.documentElement;
  const landing = { en: { title: 'English title', dir: 'ltr' }, he: { title: 'כותרת', dir: 'rtl' } } as const;
  const variants = { landing, auth: { en: { dir: 'ltr' }, he: { dir: 'rtl' } } } as const;

  afterEach(() => {
    for (const name of ['data-prerender-skip', 'data-prerender-variant', 'data-prerender-page']) html.removeAttribute(name);
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
    new Function(landingGateScript({ landing: { en: landing.en } }, 'Usual'))();
    expect(html.hasAttribute('data-prerender-skip')).toBe(true);
    html.removeAttribute('data-prerender-skip');
    html.setAttribute('data-prerender-variant', 'he');
    html.setAttribute('data-prerender-page', 'landing');
    document.body.innerHTML = '<div id="root" data-prerendered="landing" data-prerendered-locale="en"></div>';
    showLandingVariant(document);
    expect(html.hasAttribute('data-prerender-skip')).toBe(true);
  });

  it("puts a Hebrew device's dashboard frame into #root on /dashboard, and never a visitor's", () => {
    const withDashboard = { ...variants, dashboard: { en: { dir: 'ltr' }, he: { dir: 'rtl' } } } as const;
    const body =
      '<div id="root" data-prerendered="landing" data-prerendered-locale="en"><h1>Hello</h1></div>' +
      '<template id="prerendered-dashboard-en"><h1>Dashboard</h1></template>' +
      '<template id="prerendered-dashboard-he"><h1>לוח הבקרה</h1></template>';
    window.history.replaceState(null, '', '/dashboard');
    new Function(landingGateScript(withDashboard, 'Usual'))();
    expect(html.hasAttribute('data-prerender-skip')).toBe(true);
    html.removeAttribute('data-prerender-skip');
    languages = ['he-IL'];
    localStorage.setItem('sb-abc-auth-token', '{"access_token":"x"}');
    new Function(landingGateScript(withDashboard, 'Usual'))();
    expect([html.lang, html.dir, document.title, html.getAttribute('data-prerender-page')]).toEqual(['he', 'rtl', 'Usual', 'dashboard']);
    document.body.innerHTML = body;
    const root = document.getElementById('root') as HTMLElement;
    showLandingVariant(document);
    expect([root.getAttribute('data-prerendered'), root.getAttribute('data-prerendered-locale'), root.textContent]).toEqual(['dashboard', 'he', 'לוח הבקרה']);
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it("puts a Hebrew visitor's sign-in screen into #root on /auth, with the usual title", () => {
    languages = ['he-IL'];
    window.history.replaceState(null, '', '/auth');
    new Function(landingGateScript(variants, 'Usual'))();
    expect([html.lang, html.dir, document.title, html.getAttribute('data-prerender-page')]).toEqual(['he', 'rtl', 'Usual', 'auth']);
    document.body.innerHTML =
      '<div id="root" data-prerendered="landing" data-prerendered-locale="en"><h1>Hello</h1></div>' +
      '<template id="prerendered-landing-he"><h1>שלום</h1></template>' +
      '<template id="prerendered-auth-en"><h1>Login</h1></template>' +
      '<template id="prerendered-auth-he"><h1>כניסה</h1></template>';
    const root = document.getElementById('root') as HTMLElement;
    // The form guard (authHandover.ts) is told, to show the screen the address names.
    const placed = jest.fn(() => expect(root.getAttribute('data-prerendered')).toBe('auth'));
    document.addEventListener('prerender-placed', placed);
    showLandingVariant(document);
    document.removeEventListener('prerender-placed', placed);
    expect([root.getAttribute('data-prerendered'), root.getAttribute('data-prerendered-locale'), root.textContent]).toEqual(['auth', 'he', 'כניסה']);
    expect(document.querySelectorAll('template')).toHaveLength(0);
    expect(placed).toHaveBeenCalledTimes(1);
  });
});
