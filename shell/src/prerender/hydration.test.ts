import { canHydrateLanding, canTakeOverAuth, canTakeOverDashboard, discardPrerender } from './hydration';

// bootstrap.tsx hydrates #root only when what is on screen is what the app's first render draws:
// the prerendered variant in the language the app decided on (initialLocale), else it renders fresh.

function prerenderedRoot(locale: string, page = 'landing'): HTMLElement {
  document.body.innerHTML = `<div id="root" data-prerendered="${page}" data-prerendered-locale="${locale}"><h1>x</h1></div>`;
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-prerender-skip');
  document.documentElement.removeAttribute('data-prerender-variant');
  document.body.replaceChildren();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('canHydrateLanding', () => {
  it.each([
    ['en', 'en', true],
    ['he', 'he', true],
    ['he', 'en', false],
    ['en', 'he', false],
  ] as const)('the %s variant on screen, the app deciding %s: hydrates %s', (onScreen, locale, hydrates) => {
    expect(canHydrateLanding(prerenderedRoot(onScreen), locale)).toBe(hydrates);
  });

  it('renders fresh when the gate hid the landing, a session appeared or the path is another', () => {
    document.documentElement.setAttribute('data-prerender-skip', '');
    expect(canHydrateLanding(prerenderedRoot('he'), 'he')).toBe(false);
    document.documentElement.removeAttribute('data-prerender-skip');
    localStorage.setItem('sb-abc-auth-token', '{"access_token":"x"}');
    expect(canHydrateLanding(prerenderedRoot('he'), 'he')).toBe(false);
    localStorage.clear();
    window.history.replaceState(null, '', '/terms');
    expect(canHydrateLanding(prerenderedRoot('he'), 'he')).toBe(false);
  });

  it('renders fresh without a prerendered root', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(canHydrateLanding(document.getElementById('root') as HTMLElement, 'en')).toBe(false);
  });
});

describe('canTakeOverAuth', () => {
  it('takes over the sign-in screen at /auth in the language on screen only', () => {
    window.history.replaceState(null, '', '/auth?next=%2Fmessages');
    expect(canTakeOverAuth(prerenderedRoot('he', 'auth'), 'he')).toBe(true);
    expect(canTakeOverAuth(prerenderedRoot('he', 'auth'), 'en')).toBe(false);
    // The landing is never taken over as the sign-in screen, nor the sign-in screen hydrated as the landing.
    expect(canTakeOverAuth(prerenderedRoot('en', 'landing'), 'en')).toBe(false);
    window.history.replaceState(null, '', '/');
    expect(canHydrateLanding(prerenderedRoot('en', 'auth'), 'en')).toBe(false);
  });

  it('renders fresh when a session appeared, the state of /auth is another, or the gate said no', () => {
    window.history.replaceState(null, '', '/auth?mode=signup&email=a%40b.c');
    expect(canTakeOverAuth(prerenderedRoot('en', 'auth'), 'en')).toBe(false);
    window.history.replaceState(null, '', '/auth?next=%2Fconnect%2F1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b');
    expect(canTakeOverAuth(prerenderedRoot('en', 'auth'), 'en')).toBe(false);
    // The sign-up screen is one of the prerendered ones.
    window.history.replaceState(null, '', '/auth?mode=signup');
    expect(canTakeOverAuth(prerenderedRoot('en', 'auth'), 'en')).toBe(true);
    window.history.replaceState(null, '', '/auth');
    localStorage.setItem('sb-abc-auth-token', '{"access_token":"x"}');
    expect(canTakeOverAuth(prerenderedRoot('en', 'auth'), 'en')).toBe(false);
    localStorage.clear();
    document.documentElement.setAttribute('data-prerender-skip', '');
    expect(canTakeOverAuth(prerenderedRoot('en', 'auth'), 'en')).toBe(false);
  });
});

describe('canTakeOverDashboard', () => {
  it('takes over the frame at /dashboard on a device with a session, in the language on screen only', () => {
    window.history.replaceState(null, '', '/dashboard');
    localStorage.setItem('sb-abc-auth-token', '{"access_token":"x"}');
    expect(canTakeOverDashboard(prerenderedRoot('he', 'dashboard'), 'he')).toBe(true);
    expect(canTakeOverDashboard(prerenderedRoot('he', 'dashboard'), 'en')).toBe(false);
    expect(canTakeOverDashboard(prerenderedRoot('en', 'landing'), 'en')).toBe(false);
    expect(canTakeOverAuth(prerenderedRoot('en', 'dashboard'), 'en')).toBe(false);
  });

  it('renders fresh when the session is gone, the path is another, or the gate said no', () => {
    window.history.replaceState(null, '', '/dashboard');
    expect(canTakeOverDashboard(prerenderedRoot('en', 'dashboard'), 'en')).toBe(false);
    localStorage.setItem('sb-abc-auth-token', '{"access_token":"x"}');
    window.history.replaceState(null, '', '/messages');
    expect(canTakeOverDashboard(prerenderedRoot('en', 'dashboard'), 'en')).toBe(false);
    window.history.replaceState(null, '', '/dashboard');
    document.documentElement.setAttribute('data-prerender-skip', '');
    expect(canTakeOverDashboard(prerenderedRoot('en', 'dashboard'), 'en')).toBe(false);
  });
});

describe('discardPrerender', () => {
  it("empties #root and drops the gate's marks", () => {
    document.documentElement.setAttribute('data-prerender-variant', 'he');
    const root = prerenderedRoot('he');
    discardPrerender(root);
    expect([root.childNodes.length, root.hasAttribute('data-prerendered-locale'), document.documentElement.hasAttribute('data-prerender-variant')]).toEqual([0, false, false]);
  });
});
