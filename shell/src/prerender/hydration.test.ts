import { canHydrateLanding, discardPrerender } from './hydration';

// bootstrap.tsx hydrates #root only when what is on screen is what the app's first render draws:
// the prerendered variant in the language the app decided on (initialLocale), else it renders fresh.

function prerenderedRoot(locale: string): HTMLElement {
  document.body.innerHTML = `<div id="root" data-prerendered="landing" data-prerendered-locale="${locale}"><h1>x</h1></div>`;
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

describe('discardPrerender', () => {
  it("empties #root and drops the gate's marks", () => {
    document.documentElement.setAttribute('data-prerender-variant', 'he');
    const root = prerenderedRoot('he');
    discardPrerender(root);
    expect([root.childNodes.length, root.hasAttribute('data-prerendered-locale'), document.documentElement.hasAttribute('data-prerender-variant')]).toEqual([0, false, false]);
  });
});
