import { appStartScripts, preloadAppFiles, startAppWhenDue } from './appStart';

// When index.html fetches and starts the app: at once for every visit but the prerendered sign-in
// screen, which fetches after its paint and starts on the visitor's first sign of use.

const ENTRY = '/main.0123abcd.js';
const FILES = [ENTRY, '/7470.fe36ebeb.js', '/first-paint.c3e82143.js'];

const hrefs = (rel: string) => Array.from(document.head.querySelectorAll(`link[rel="${rel}"]`)).map((link) => link.getAttribute('href'));
const entryScripts = () => document.querySelectorAll(`script[src="${ENTRY}"]`).length;

/** jsdom has no paint timing: a PerformanceObserver that reports a first contentful paint when told. */
let paint: () => void;
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }, observer: FakePaintObserver) => void) {}
  observe() {
    paint = () => this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, this);
  }
  disconnect() {
    paint = () => undefined;
  }
}

function visit(marks: Record<string, string>) {
  document.documentElement.getAttributeNames().filter((name) => name.startsWith('data-')).forEach((name) => document.documentElement.removeAttribute(name));
  for (const [name, value] of Object.entries(marks)) document.documentElement.setAttribute(name, value);
  document.head.replaceChildren();
  document.body.innerHTML = '<div id="root"><form><input name="email"></form><a href="/">Home</a></div>';
}

// Each test's listeners go when it ends, so a use in one test starts nothing left by another.
const added: Array<[EventTarget, string, EventListenerOrEventListenerObject, boolean]> = [];
const recorded = (add: EventTarget['addEventListener']) =>
  function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    if (listener) added.push([this, type, listener, typeof options === 'boolean' ? options : Boolean(options?.capture)]);
    add.call(this, type, listener, options);
  };
const addToNodes = EventTarget.prototype.addEventListener;
const addToWindow = window.addEventListener;
beforeAll(() => {
  EventTarget.prototype.addEventListener = recorded(addToNodes);
  window.addEventListener = recorded(addToWindow);
});
afterAll(() => {
  EventTarget.prototype.addEventListener = addToNodes;
  window.addEventListener = addToWindow;
});

beforeEach(() => {
  jest.useFakeTimers();
  paint = () => undefined;
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
});

afterEach(() => {
  for (const [target, type, listener, capture] of added.splice(0)) target.removeEventListener(type, listener, capture);
  jest.useRealTimers();
});

describe('the landing (a prerendered page the app hydrates)', () => {
  beforeEach(() => visit({ 'data-prerender-page': 'landing', 'data-prerender-variant': 'en' }));

  it('preloads the app at once and runs the entry in a task after the first paint', () => {
    preloadAppFiles(document, FILES);
    expect(hrefs('preload')).toEqual(FILES);
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('as')).toBe('script');
    startAppWhenDue(document, window, ENTRY, FILES);
    jest.advanceTimersByTime(500);
    expect(entryScripts()).toBe(0);
    paint();
    expect(entryScripts()).toBe(0);
    jest.advanceTimersByTime(0);
    expect(entryScripts()).toBe(1);
    expect(hrefs('prefetch')).toEqual([]);
  });

  it('runs the entry anyway when no paint is reported within a second', () => {
    startAppWhenDue(document, window, ENTRY, FILES);
    jest.advanceTimersByTime(1001);
    expect(entryScripts()).toBe(1);
    paint();
    jest.runAllTimers();
    expect(entryScripts()).toBe(1);
  });
});

describe('a visit the prerender does not fit', () => {
  it('preloads and runs the entry at once: the app paints it', () => {
    visit({ 'data-prerender-skip': '' });
    preloadAppFiles(document, FILES);
    expect(hrefs('preload')).toEqual(FILES);
    startAppWhenDue(document, window, ENTRY, FILES);
    expect(entryScripts()).toBe(1);
  });

  it('the same when the variant switch found no template for the chosen sign-in screen', () => {
    visit({ 'data-prerender-page': 'auth', 'data-prerender-variant': 'he', 'data-prerender-skip': '' });
    preloadAppFiles(document, FILES);
    startAppWhenDue(document, window, ENTRY, FILES);
    expect(hrefs('preload')).toEqual(FILES);
    expect(entryScripts()).toBe(1);
  });
});

describe('the prerendered sign-in screen', () => {
  beforeEach(() => visit({ 'data-prerender-page': 'auth', 'data-prerender-variant': 'en' }));

  const startedBy = (use: () => void) => {
    preloadAppFiles(document, FILES);
    startAppWhenDue(document, window, ENTRY, FILES);
    paint();
    jest.runAllTimers();
    expect(entryScripts()).toBe(0);
    use();
    expect(entryScripts()).toBe(1);
    // Every file is asked for at once, with the entry.
    expect(hrefs('preload')).toEqual(FILES);
    // Any later use starts nothing more.
    use();
    document.dispatchEvent(new Event('keydown'));
    expect(entryScripts()).toBe(1);
    expect(hrefs('preload')).toEqual(FILES);
  };

  it('preloads nothing before its paint, prefetches the app after it, and runs nothing until used', () => {
    preloadAppFiles(document, FILES);
    expect(hrefs('preload')).toEqual([]);
    startAppWhenDue(document, window, ENTRY, FILES);
    expect(hrefs('prefetch')).toEqual([]);
    paint();
    expect(hrefs('prefetch')).toEqual(FILES);
    jest.advanceTimersByTime(60_000);
    expect(entryScripts()).toBe(0);
    expect(hrefs('preload')).toEqual([]);
    expect(hrefs('prefetch')).toEqual(FILES);
  });

  it('prefetches after a second when no paint is reported', () => {
    startAppWhenDue(document, window, ENTRY, FILES);
    jest.advanceTimersByTime(1000);
    expect(hrefs('prefetch')).toEqual(FILES);
    expect(entryScripts()).toBe(0);
  });

  it.each<[string, () => void]>([
    ['a pointer pressed', () => document.getElementById('root')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['a pointer moving', () => document.body.dispatchEvent(new Event('pointermove', { bubbles: true }))],
    ['a touch', () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['a wheel', () => document.body.dispatchEvent(new Event('wheel', { bubbles: true }))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
    ['the focus entering a field', () => document.querySelector('input')!.focus()],
    ['a link noted by the form guard', () => document.dispatchEvent(new Event('prerender-navigate'))],
    ['another tab signing in', () => window.dispatchEvent(new Event('storage'))],
  ])('runs the entry on %s', (_name, use) => startedBy(use));

  it('runs the entry at once when the focus is already in the page', () => {
    document.querySelector('input')!.focus();
    startAppWhenDue(document, window, ENTRY, FILES);
    expect(entryScripts()).toBe(1);
  });

  it('waits for use in a hidden tab too', () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startAppWhenDue(document, window, ENTRY, FILES);
    jest.runAllTimers();
    expect(entryScripts()).toBe(0);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(entryScripts()).toBe(1);
    visibility.mockRestore();
  });
});

describe('appStartScripts', () => {
  it('inlines both functions with the entry and the files, runnable as they are', () => {
    visit({ 'data-prerender-page': 'auth', 'data-prerender-variant': 'en' });
    const { head, afterRoot } = appStartScripts(ENTRY, FILES);
    expect(head).toContain(JSON.stringify(FILES));
    expect(afterRoot).toContain(JSON.stringify(ENTRY));
    // Self-contained: evaluated with nothing but the page's globals.
    new Function(head)();
    new Function(afterRoot)();
    paint();
    expect(hrefs('prefetch')).toEqual(FILES);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(entryScripts()).toBe(1);
  });
});
