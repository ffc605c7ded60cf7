import { CLIENT_KEY, slotHolder } from '../supabase/clientSlot';
import { listenForTripleEscape, neutralPageFor, setSignOutOnQuickExit, signOutThisDevice, signsOutOnQuickExit } from './quickExit';

const escape = (init: KeyboardEventInit = {}) => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', ...init }));

describe('quick exit', () => {
  afterEach(() => {
    localStorage.clear();
    delete slotHolder()[CLIENT_KEY];
    jest.restoreAllMocks();
  });

  test('Escape three times calls it once; twice, a held key or other keys do not', () => {
    const onTriple = jest.fn();
    const stop = listenForTripleEscape(onTriple);
    escape();
    escape();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    escape({ repeat: true });
    expect(onTriple).not.toHaveBeenCalled();
    escape();
    expect(onTriple).toHaveBeenCalledTimes(1);
    escape();
    escape();
    expect(onTriple).toHaveBeenCalledTimes(1);
    stop();
    escape();
    expect(onTriple).toHaveBeenCalledTimes(1);
  });

  test('a dialog that stops Escape itself does not hide the presses (capture phase)', () => {
    const onTriple = jest.fn();
    const stop = listenForTripleEscape(onTriple);
    const dialog = document.createElement('div');
    document.body.append(dialog);
    dialog.addEventListener('keydown', (event) => event.stopPropagation());
    for (let press = 0; press < 3; press += 1) dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onTriple).toHaveBeenCalledTimes(1);
    stop();
    dialog.remove();
  });

  test('the sign-out setting is kept on this device', () => {
    expect(signsOutOnQuickExit()).toBe(false);
    setSignOutOnQuickExit(true);
    expect(signsOutOnQuickExit()).toBe(true);
    setSignOutOnQuickExit(false);
    expect(signsOutOnQuickExit()).toBe(false);
  });

  test('signing out removes the stored session at once and revokes it with a request that outlives the page', () => {
    slotHolder()[CLIENT_KEY] = { url: 'https://api.example.test', anonKey: 'anon-key', client: new Promise(() => undefined) };
    localStorage.setItem('sb-api-auth-token', JSON.stringify({ access_token: 'token-1', refresh_token: 'r' }));
    localStorage.setItem('sb-api-auth-token-code-verifier', 'v');
    localStorage.setItem('shalom-bayit.quick-exit.sign-out', '1');
    const fetched = jest.fn<Promise<unknown>, [string, RequestInit]>(() => Promise.resolve({ ok: true }));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetched as unknown as typeof fetch;
    signOutThisDevice();
    expect(Object.keys(localStorage)).toEqual(['shalom-bayit.quick-exit.sign-out']);
    expect(fetched).toHaveBeenCalledTimes(1);
    const [url, init] = fetched.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/auth/v1/logout?scope=local');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { apikey: 'anon-key', Authorization: 'Bearer token-1' } });
    globalThis.fetch = realFetch;
  });

  test('the neutral page follows the language shown', () => {
    expect(neutralPageFor('he')).toContain('hl=iw');
    expect(neutralPageFor('en')).toBe('https://www.google.com/search?q=weather');
    expect(neutralPageFor(null)).toBe('https://www.google.com/search?q=weather');
  });
});
