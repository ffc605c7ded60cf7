import { initialLocale } from '@shalom/shared/i18n';
import { mayBeSignedIn } from '../platform/storedSession';
import { isInstalledMode } from '../pwa/installedMode';
import { landingGate, landingGateScript } from './landingGate';

// The gate is inlined into index.html as source text, so it repeats the rules of the modules that
// decide the first render. These cases hold it to them.

/** What the app's own modules say: the first render would be the prerendered one. */
function firstRenderIsThePrerenderedLanding(): boolean {
  return window.location.pathname === '/' && !mayBeSignedIn() && !isInstalledMode() && initialLocale() === 'en';
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
    expect(landingGate(window)).toBe(firstRenderIsThePrerenderedLanding());
  });

  it('says no when storage cannot be read, so the app renders as without a prerender', () => {
    const refusing = { location: window.location, get localStorage(): Storage { throw new Error('denied'); } } as unknown as Window;
    expect(landingGate(refusing)).toBe(false);
  });

  it('is self-contained, so its source text runs inlined in index.html', () => {
    document.documentElement.removeAttribute('data-prerender-skip');
    window.history.replaceState(null, '', '/terms');
    new Function(landingGateScript())();
    expect(document.documentElement.hasAttribute('data-prerender-skip')).toBe(true);
    document.documentElement.removeAttribute('data-prerender-skip');
  });
});
