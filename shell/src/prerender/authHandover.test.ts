import { followPrerenderedLinks, guardPrerenderedForms, takeOverPrerenderedAuth } from './authHandover';

// The prerendered sign-in screen before and at the take-over to the live app: the screens are the
// remote's templates (login, sign-up), chosen by the address; the live form is React's (a
// controlled input whose onChange is watched here through the input event it needs).

type Mode = 'login' | 'signup';
const TITLE: Record<Mode, string> = { login: 'Login', signup: 'Create your account' };
const SWITCH: Record<Mode, string> = { login: 'Sign up', signup: 'Log in' };
const other = (mode: Mode): Mode => (mode === 'login' ? 'signup' : 'login');

/** One screen as the remote draws it (`data-screen`, the link to the other screen, the busy label). */
const screen = (mode: Mode, name: string = mode) =>
  `<div data-screen="${name}"><section><h1>${TITLE[mode]}</h1><form><input type="email" name="email" id="auth-email" value=""><input type="password" name="password" id="auth-password" value="">` +
  `<button type="submit" data-busy-label="Please wait...">${TITLE[mode]}</button></form><p><a href="/auth?mode=${other(mode)}">${SWITCH[mode]}</a></p></section></div>`;

const layout = (area: string) =>
  `<div class="layout"><header><a href="/">Home</a><a href="#main">Skip</a><a href="https://example.org/">Elsewhere</a><a href="/terms" target="_blank">Terms</a></header>` +
  `<main><div data-remote="mf-auth-onboarding"><div>${area}</div></div></main></div>`;

/** The page as served: the remote's file (a template per screen) in the shell's area. */
const PRERENDERED = layout(`<template data-screen-template="login">${screen('login')}</template><template data-screen-template="signup">${screen('signup')}</template>`);
/** The live app's page showing `mode`'s screen. */
const LIVE = (mode: Mode, name?: string) => layout(screen(mode, name));

let prerendered: HTMLElement;
let live: HTMLElement;
let swapped: jest.Mock;
let stop: () => void;

const LINK_FALLBACK_MS = 10_000;
const followedNatively = jest.fn();
beforeAll(() => guardPrerenderedForms(document, LINK_FALLBACK_MS, followedNatively));

/** Opens the page at `address`, as the variant switch leaves it: the /auth page placed in #root. */
function open(address = '/auth') {
  window.history.replaceState(null, '', address);
  document.documentElement.removeAttribute('data-prerender-skip');
  document.body.innerHTML = `<div id="root" data-prerendered="auth" data-prerendered-locale="en">${PRERENDERED}</div>`;
  document.dispatchEvent(new Event('prerender-placed'));
  prerendered = document.getElementById('root') as HTMLElement;
  live = document.createElement('div');
  live.hidden = true;
  prerendered.after(live);
  swapped = jest.fn();
  stop = takeOverPrerenderedAuth(prerendered, live, swapped);
}

beforeEach(() => open());

afterEach(() => {
  stop();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-prerender-navigate');
});

/** Waits for the MutationObserver's callback (a microtask after the change). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const heading = () => document.querySelector('#root h1')?.textContent;
const linkNamed = (name: string, within: ParentNode = prerendered) => Array.from(within.querySelectorAll('a')).find((a) => a.textContent === name)!;
const field = (name: string, within: ParentNode = prerendered) => within.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** Clicks `link`; whether the browser would have followed it (jsdom is then kept from trying). */
function follows(link: Element, init: MouseEventInit = {}) {
  let followed = false;
  const observe = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', observe);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, detail: 1, ...init }));
  document.removeEventListener('click', observe);
  return followed;
}

function submitPrerendered() {
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  prerendered.querySelector('form')!.dispatchEvent(submit);
  return submit;
}

describe('the screen the address names, before the app runs', () => {
  it.each<[string, string]>([
    ['/auth', 'Login'],
    ['/auth?mode=login', 'Login'],
    ['/auth?mode=signup&next=%2Fmessages', 'Create your account'],
  ])('%s shows %s, and its link to the other screen keeps the rest of the address', (address, title) => {
    open(address);
    expect(heading()).toBe(title);
    expect(prerendered.querySelectorAll('[data-screen]')).toHaveLength(1);
    expect(document.documentElement.hasAttribute('data-prerender-skip')).toBe(false);
    if (address.includes('next')) expect(linkNamed('Log in').getAttribute('href')).toBe('/auth?mode=login&next=%2Fmessages');
  });

  it('a screen the remote did not prerender (or a page served without its screens) is no prerender', () => {
    open('/auth?mode=reset');
    expect(document.documentElement.hasAttribute('data-prerender-skip')).toBe(true);
    window.history.replaceState(null, '', '/auth');
    document.documentElement.removeAttribute('data-prerender-skip');
    document.body.innerHTML = `<div id="root" data-prerendered="auth">${layout('<!--remote-prerender:mf-auth-onboarding/auth.en.html-->')}</div>`;
    document.dispatchEvent(new Event('prerender-placed'));
    expect(document.documentElement.hasAttribute('data-prerender-skip')).toBe(true);
  });

  it('"Sign up" swaps the screen in place at once, keeps what was typed, and moves the address and the focus', () => {
    open('/auth?next=%2Fmessages');
    field('email').value = 'dana@test.local';
    expect(follows(linkNamed('Sign up'))).toBe(false);
    expect(heading()).toBe('Create your account');
    expect(field('email').value).toBe('dana@test.local');
    expect(window.location.pathname + window.location.search).toBe('/auth?mode=signup&next=%2Fmessages');
    expect(document.activeElement).toBe(linkNamed('Log in'));
    // Told to the app, which only has to bring its history up to the address already there.
    const navigate = jest.fn();
    followPrerenderedLinks(navigate)();
    expect(navigate.mock.calls).toEqual([['/auth?mode=signup&next=%2Fmessages', true]]);
  });

  it('the second click of a double click, on the other link in the same place, changes nothing', () => {
    follows(linkNamed('Sign up'));
    expect(follows(linkNamed('Log in'), { detail: 2 })).toBe(false);
    expect(heading()).toBe('Create your account');
    expect(window.location.search).toBe('?mode=signup');
  });

  it('Back before the app runs shows the screen of the address it returns to', () => {
    follows(linkNamed('Sign up'));
    window.history.replaceState(null, '', '/auth');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(heading()).toBe('Login');
  });
});

describe('a submit before the app runs', () => {
  it('is never sent natively, and says at once that it is being sent', () => {
    field('email').value = 'dana@test.local';
    expect(submitPrerendered().defaultPrevented).toBe(true);
    const button = prerendered.querySelector('button[type="submit"]')!;
    expect(button.textContent).toBe('Please wait...');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(prerendered.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    expect(field('email').readOnly).toBe(true);
    // What is being sent stays on screen: the other screen's link does nothing meanwhile.
    expect(follows(linkNamed('Sign up'))).toBe(false);
    expect(heading()).toBe('Login');
  });

  it('is made again, once, by the live form of the same screen, in the task of the swap', async () => {
    follows(linkNamed('Sign up'));
    field('email').value = 'dana@test.local';
    submitPrerendered();
    submitPrerendered();
    // The app is still at the old address for a moment: its login form is not what was submitted.
    live.innerHTML = LIVE('login');
    const onLogin = jest.fn((event: Event) => event.preventDefault());
    live.querySelector('form')!.addEventListener('submit', onLogin);
    await settled();
    expect(prerendered.isConnected).toBe(true);

    const submitted: string[] = [];
    live.innerHTML = LIVE('signup');
    live.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(`${heading()} ${field('email', live).value}`);
    });
    await settled();
    expect(prerendered.isConnected).toBe(false);
    expect(submitted).toEqual(['Create your account dana@test.local']);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('is not made by a live screen the prerender does not have (an invitation): that is shown as is', async () => {
    submitPrerendered();
    live.innerHTML = LIVE('signup', 'invitation-signup');
    const submitted = jest.fn((event: Event) => event.preventDefault());
    live.querySelector('form')!.addEventListener('submit', submitted);
    await settled();
    expect(prerendered.isConnected).toBe(false);
    expect(live.hidden).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe('takeOverPrerenderedAuth', () => {
  it('waits while the live app shows no form yet (its spinner)', async () => {
    live.innerHTML = '<div class="layout"><main><div role="status">Loading</div></main></div>';
    await settled();
    expect(prerendered.isConnected).toBe(true);
    expect(live.hidden).toBe(true);
    expect(swapped).not.toHaveBeenCalled();
  });

  it('swaps in the live form with the typed values, the focus and the caret', async () => {
    field('email').value = 'dana@test.local';
    field('password').value = 'secret-1';
    field('password').focus();
    field('password').setSelectionRange(3, 5);
    const typed: string[] = [];
    live.addEventListener('input', (event) => typed.push(`${(event.target as HTMLInputElement).name}=${(event.target as HTMLInputElement).value}`));

    live.innerHTML = LIVE('login');
    await settled();

    expect(prerendered.isConnected).toBe(false);
    expect([live.id, live.hidden]).toEqual(['root', false]);
    expect(swapped).toHaveBeenCalledTimes(1);
    expect(typed).toEqual(['email=dana@test.local', 'password=secret-1']);
    const livePassword = field('password', live);
    expect(document.activeElement).toBe(livePassword);
    expect([livePassword.selectionStart, livePassword.selectionEnd]).toEqual([3, 5]);
  });

  // jsdom has no PointerEvent: a MouseEvent of that type stands in (the guard reads only its target).
  it('lets a press on the prerender finish first: "Sign up" held down while the app arrives is still a click', async () => {
    const signUp = linkNamed('Sign up');
    signUp.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    live.innerHTML = LIVE('login');
    await settled();
    // Not swapped under the pressed button: its release and click land on the prerender.
    expect(prerendered.isConnected).toBe(true);
    signUp.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, button: 0 }));
    follows(signUp);
    expect(heading()).toBe('Create your account');
    await settled();
    // Then the take-over, once the live page follows the address (its history is told by the click).
    expect(prerendered.isConnected).toBe(true);
    live.innerHTML = LIVE('signup');
    await settled();
    expect(prerendered.isConnected).toBe(false);
    expect(heading()).toBe('Create your account');
  });

  it('shows a live failure as is (no form will come)', async () => {
    live.innerHTML = '<div class="layout"><main><section role="alert">Something went wrong</section></main></div>';
    await settled();
    expect(prerendered.isConnected).toBe(false);
    expect([live.id, live.hidden]).toEqual(['root', false]);
  });

  it('leaves the live form alone once the app has left /auth', async () => {
    window.history.replaceState(null, '', '/dashboard');
    live.innerHTML = '<div class="layout"><main>Dashboard</main></div>';
    await settled();
    expect(prerendered.isConnected).toBe(false);
    expect(live.textContent).toBe('Dashboard');
  });
});

describe('links to other pages clicked on the prerender', () => {
  const click = (name: string, init: MouseEventInit = {}) => follows(linkNamed(name), init);

  beforeEach(() => {
    jest.useFakeTimers();
    followedNatively.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('are not loaded as pages; one clicked before the app is its navigation as it starts', () => {
    expect(click('Home')).toBe(false);
    const navigate = jest.fn();
    const stopFollowing = followPrerenderedLinks(navigate);
    expect(navigate.mock.calls).toEqual([['/', false]]);
    stopFollowing();
  });

  it('one clicked while the app renders is its navigation at once, and only until it stops following', () => {
    const navigate = jest.fn();
    const stopFollowing = followPrerenderedLinks(navigate);
    expect(navigate).not.toHaveBeenCalled();
    click('Home');
    expect(navigate.mock.calls).toEqual([['/', false]]);
    stopFollowing();
    click('Home');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('are followed by the browser after all when the app never arrives to make them', () => {
    expect(click('Home')).toBe(false);
    jest.advanceTimersByTime(LINK_FALLBACK_MS - 1);
    expect(followedNatively).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(followedNatively.mock.calls).toEqual([['/']]);
    expect(document.documentElement.hasAttribute('data-prerender-navigate')).toBe(false);
  });

  it('say at once that they are on their way (the bar of styles.css); a screen swap, made at once, does not', () => {
    click('Sign up');
    expect(document.querySelectorAll('[data-prerender-following]')).toHaveLength(0);
    click('Home');
    expect(Array.from(document.querySelectorAll('[data-prerender-following]'), (link) => link.textContent)).toEqual(['Home']);
  });

  it('a screen swap is never followed by the browser: the screen is already the address\'s', () => {
    click('Sign up');
    jest.advanceTimersByTime(LINK_FALLBACK_MS);
    expect(followedNatively).not.toHaveBeenCalled();
  });

  it('are not followed by the browser as well once the app has made them', () => {
    click('Home');
    const stopFollowing = followPrerenderedLinks(jest.fn());
    jest.advanceTimersByTime(LINK_FALLBACK_MS);
    expect(followedNatively).not.toHaveBeenCalled();
    stopFollowing();
  });

  it("stay the browser's for a new tab, another site, an anchor on the page or a modified click", () => {
    const navigate = jest.fn();
    const stopFollowing = followPrerenderedLinks(navigate);
    expect(click('Terms')).toBe(true);
    expect(click('Elsewhere')).toBe(true);
    expect(click('Skip')).toBe(true);
    expect(click('Home', { ctrlKey: true })).toBe(true);
    expect(click('Home', { shiftKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    stopFollowing();
  });

  it('are left alone once the prerender is gone', async () => {
    jest.useRealTimers(); // the MutationObserver's callback, awaited by settled()
    live.innerHTML = LIVE('login');
    await settled();
    expect(follows(live.querySelector('a')!)).toBe(true);
    expect(document.documentElement.hasAttribute('data-prerender-navigate')).toBe(false);
  });
});
