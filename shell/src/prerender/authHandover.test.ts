import { guardPrerenderedForms, takeOverPrerenderedAuth } from './authHandover';

// The take-over from the prerendered sign-in screen to the live app: the live form is React's (a
// controlled input whose onChange is watched here through the input event it needs).

const SCREEN = `<div class="layout"><header><a href="/">Home</a></header><main><div data-remote="mf-auth-onboarding"><div>
  <section><h1>Login</h1><form><input type="email" name="email" id="auth-email" value=""><input type="password" name="password" id="auth-password" value="">
  <button type="submit">Login</button></form><p><button type="button">Sign up</button></p></section></div></div></main></div>`;

let prerendered: HTMLElement;
let live: HTMLElement;
let swapped: jest.Mock;
let stop: () => void;

beforeAll(() => guardPrerenderedForms(document));

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
