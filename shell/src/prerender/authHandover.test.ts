import { followPrerenderedLinks, guardPrerenderedForms, takeOverPrerenderedAuth } from './authHandover';

// The take-over from the prerendered sign-in screen to the live app: the live form is React's (a
// controlled input whose onChange is watched here through the input event it needs).

const SCREEN = `<div class="layout"><header><a href="/">Home</a><a href="#main">Skip</a><a href="https://example.org/">Elsewhere</a><a href="/terms" target="_blank">Terms</a></header><main><div data-remote="mf-auth-onboarding"><div>
  <section><h1>Login</h1><form><input type="email" name="email" id="auth-email" value=""><input type="password" name="password" id="auth-password" value="">
  <button type="submit">Login</button></form><p><button type="button">Sign up</button></p></section></div></div></main></div>`;

let prerendered: HTMLElement;
let live: HTMLElement;
let swapped: jest.Mock;
let stop: () => void;

const LINK_FALLBACK_MS = 10_000;
const followedNatively = jest.fn();
beforeAll(() => guardPrerenderedForms(document, LINK_FALLBACK_MS, followedNatively));

beforeEach(() => {
  window.history.replaceState(null, '', '/auth');
  document.body.innerHTML = `<div id="root" data-prerendered="auth" data-prerendered-locale="en">${SCREEN}</div>`;
  prerendered = document.getElementById('root') as HTMLElement;
  live = document.createElement('div');
  live.hidden = true;
  prerendered.after(live);
  swapped = jest.fn();
  stop = takeOverPrerenderedAuth(prerendered, live, swapped);
});

afterEach(() => {
  stop();
  document.body.replaceChildren();
});

/** Waits for the MutationObserver's callback (a microtask after the change). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('takeOverPrerenderedAuth', () => {
  it('waits while the live app shows no form yet (its spinner)', async () => {
    live.innerHTML = '<div class="layout"><main><div role="status">Loading</div></main></div>';
    await settled();
    expect(prerendered.isConnected).toBe(true);
    expect(live.hidden).toBe(true);
    expect(swapped).not.toHaveBeenCalled();
  });

  it('swaps in the live form with the typed values, the focus and the caret', async () => {
    const email = prerendered.querySelector<HTMLInputElement>('input[name="email"]')!;
    const password = prerendered.querySelector<HTMLInputElement>('input[name="password"]')!;
    email.value = 'dana@test.local';
    password.value = 'secret-1';
    password.focus();
    password.setSelectionRange(3, 5);
    const typed: string[] = [];
    live.addEventListener('input', (event) => typed.push(`${(event.target as HTMLInputElement).name}=${(event.target as HTMLInputElement).value}`));

    live.innerHTML = SCREEN;
    await settled();

    expect(prerendered.isConnected).toBe(false);
    expect([live.id, live.hidden]).toEqual(['root', false]);
    expect(swapped).toHaveBeenCalledTimes(1);
    expect(typed).toEqual(['email=dana@test.local', 'password=secret-1']);
    const livePassword = live.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(document.activeElement).toBe(livePassword);
    expect([livePassword.selectionStart, livePassword.selectionEnd]).toEqual([3, 5]);
  });

  it('makes a submit and clicks done on the prerender again on the live form', async () => {
    const form = prerendered.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    prerendered.querySelector<HTMLButtonElement>('button[type="button"]')!.click();

    live.innerHTML = SCREEN;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    const clicked = jest.fn();
    live.querySelector('form')!.addEventListener('submit', submitted);
    live.querySelector('button[type="button"]')!.addEventListener('click', clicked);
    await settled();
    await settled();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
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

describe('links clicked on the prerender', () => {
  /** Clicks `link`; whether the browser would have followed it (jsdom is then kept from trying). */
  const follows = (link: Element, init: MouseEventInit = {}) => {
    let followed = false;
    const observe = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', observe);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    document.removeEventListener('click', observe);
    return followed;
  };
  const click = (name: string, init: MouseEventInit = {}) =>
    follows(Array.from(prerendered.querySelectorAll('a')).find((a) => a.textContent === name)!, init);

  beforeEach(() => {
    jest.useFakeTimers();
    followedNatively.mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.removeAttribute('data-prerender-navigate');
  });

  it('are not loaded as pages; one clicked before the app is its navigation as it starts', () => {
    expect(click('Home')).toBe(false);
    const navigate = jest.fn();
    const stopFollowing = followPrerenderedLinks(navigate);
    expect(navigate.mock.calls).toEqual([['/']]);
    stopFollowing();
  });

  it('one clicked while the app renders is its navigation at once, and only until it stops following', () => {
    const navigate = jest.fn();
    const stopFollowing = followPrerenderedLinks(navigate);
    expect(navigate).not.toHaveBeenCalled();
    click('Home');
    expect(navigate.mock.calls).toEqual([['/']]);
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

  it('are not followed by the browser as well once the app has made them', () => {
    click('Home');
    const stopFollowing = followPrerenderedLinks(jest.fn());
    jest.advanceTimersByTime(LINK_FALLBACK_MS);
    expect(followedNatively).not.toHaveBeenCalled();
    stopFollowing();
  });

  it('stay the browser\'s for a new tab, another site, an anchor on the page or a modified click', () => {
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
    live.innerHTML = SCREEN;
    await settled();
    expect(follows(live.querySelector('a')!)).toBe(true);
    expect(document.documentElement.hasAttribute('data-prerender-navigate')).toBe(false);
  });
});
