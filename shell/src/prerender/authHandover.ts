/**
 * The prerendered sign-in screen (/auth, issue 18) is plain HTML until mf-auth-onboarding runs: a
 * visitor may already type, focus a field, press Enter or click "Sign up" on it. The app is not
 * hydrated into it (the form belongs to the remote's own React root, mounted by single-spa), so
 * bootstrap.tsx renders the app into a hidden container beside it and `takeOverPrerenderedAuth`
 * swaps the two, in one task, once the live form is there: every field the visitor filled carries
 * its value into the live form (React's onChange sees it), the focused element's counterpart takes
 * the focus and the caret, and a submit or a click made on the prerender is made again on the live
 * form. Both render the same components with the same catalogs and stylesheet, so nothing moves.
 */

/** The remote that owns /auth; its area in the layout is `[data-remote="…"]` (ParcelHost). */
const AUTH_REMOTE = 'mf-auth-onboarding';
/** Set by the inline guard on a prerendered form the visitor submitted (Enter or the button). */
export const PRERENDER_SUBMITTED_ATTRIBUTE = 'data-prerender-submitted';
/** Set by the inline guard on a prerendered button: how many times the visitor clicked it. */
export const PRERENDER_CLICKS_ATTRIBUTE = 'data-prerender-clicks';

/**
 * Inlined into index.html's <head> (as source text: self-contained, no imports): a form in the
 * prerendered sign-in screen never submits natively (that would put the password in the URL of a
 * GET request); the submit and clicks on its buttons are noted on the elements for the take-over.
 */
export function guardPrerenderedForms(
  document: Document,
  // If the app never arrives (its script failed to load) a noted link is still followed, by the
  // browser, this long after the click: a dead link is worse than a page load.
  linkFallbackMs = 10_000,
  followNatively = (href: string) => window.location.assign(href),
): void {
  const inPrerender = (target: EventTarget | null, selector: string): Element | null => {
    const element = target instanceof Element ? target.closest(selector) : null;
    return element && element.closest('[data-prerendered="auth"]') ? element : null;
  };
  document.addEventListener(
    'submit',
    (event) => {
      const form = inPrerender(event.target, 'form');
      if (!form) return;
      event.preventDefault();
      form.setAttribute('data-prerender-submitted', '');
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = inPrerender(event.target, 'button[type="button"]');
      if (button) button.setAttribute('data-prerender-clicks', String(Number(button.getAttribute('data-prerender-clicks') ?? 0) + 1));
      // A plain click on a link to another page of the app (the header's logo, "Forgot password",
      // the footer) is the app's client-side navigation once it runs: the page is not loaded again
      // (the app would start from scratch), and the navigation is made as soon as the app is there.
      // A new tab or window, a download, another site or an anchor on this page stays the browser's.
      const link = inPrerender(event.target, 'a[href]');
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.hasAttribute('download')) return;
      if ((link.getAttribute('target') || '_self') !== '_self') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      const href = url.pathname + url.search + url.hash;
      document.documentElement.setAttribute('data-prerender-navigate', href);
      document.dispatchEvent(new Event('prerender-navigate'));
      setTimeout(() => {
        if (document.documentElement.getAttribute('data-prerender-navigate') !== href) return;
        document.documentElement.removeAttribute('data-prerender-navigate');
        followNatively(href);
      }, linkFallbackMs);
    },
    true,
  );
}

/** Set by the inline guard on <html>: where a link clicked on the prerender leads (path, query, hash). */
export const PRERENDER_NAVIGATE_ATTRIBUTE = 'data-prerender-navigate';
/** Dispatched on document by the inline guard when it notes such a link. */
export const PRERENDER_NAVIGATE_EVENT = 'prerender-navigate';

/**
 * Makes the navigation of a link the visitor clicked on the prerendered screen (noted by the inline
 * guard) with `navigate` (the shell's history): one noted before the app started, at once, and any
 * later one as it is clicked, until the returned stop function is called. The live page then shows
 * that route, which the take-over shows as is.
 */
export function followPrerenderedLinks(navigate: (href: string) => void): () => void {
  const follow = () => {
    const href = document.documentElement.getAttribute(PRERENDER_NAVIGATE_ATTRIBUTE);
    if (href === null) return;
    document.documentElement.removeAttribute(PRERENDER_NAVIGATE_ATTRIBUTE);
    navigate(href);
  };
  follow();
  document.addEventListener(PRERENDER_NAVIGATE_EVENT, follow);
  return () => document.removeEventListener(PRERENDER_NAVIGATE_EVENT, follow);
}

/** The inline <head> script (before minification) that calls `guardPrerenderedForms`. */
export function guardPrerenderedFormsScript(): string {
  return `(${guardPrerenderedForms.toString()})(document)`;
}

/** The element at the same place under `to` as `element` is under `from` (same tag), if any. */
function counterpartOf(element: Element, from: Element, to: Element): Element | null {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== from; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  let found: Element | undefined = to;
  for (const index of path) found = found?.children[index];
  return found && found.tagName === element.tagName ? found : null;
}

const remoteArea = (root: ParentNode) => root.querySelector(`[data-remote="${AUTH_REMOTE}"]`);

/** What the live app shows: the sign-in form, anything else (a failure, another route), or nothing yet. */
function liveState(live: HTMLElement): 'form' | 'other' | 'pending' {
  if (window.location.pathname !== '/auth') return 'other';
  if (remoteArea(live)?.querySelector('form input[name="password"]')) return 'form';
  // A load or start-up failure (the section fallbacks are alerts; the form's own alert is inside it).
  if (Array.from(live.querySelectorAll('[role="alert"]')).some((alert) => !alert.closest('form'))) return 'other';
  return 'pending';
}

/** Sets a form control's value as typing does, so React's onChange runs. */
function typeInto(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The visitor's input on the prerendered form, put into the live one. */
function carryOverFields(prerenderedArea: Element, liveArea: Element): void {
  for (const field of Array.from(prerenderedArea.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]'))) {
    const live = counterpartOf(field, prerenderedArea, liveArea);
    if (!(live instanceof HTMLInputElement || live instanceof HTMLTextAreaElement) || live.name !== field.name) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (live instanceof HTMLInputElement && live.checked !== field.checked) live.click();
    } else if (live.value !== field.value) {
      typeInto(live, field.value);
    }
  }
}

/** Focus (and the caret or selection) moves to the same control in the live page. */
function carryOverFocus(prerendered: HTMLElement, live: HTMLElement): void {
  const active = document.activeElement;
  if (!active || !prerendered.contains(active)) return;
  const target = counterpartOf(active, prerendered, live);
  if (!(target instanceof HTMLElement)) return;
  target.focus({ preventScroll: true });
  if ((active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && target instanceof (active instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement)) {
    try {
      (target as HTMLInputElement).setSelectionRange(active.selectionStart, active.selectionEnd, active.selectionDirection ?? undefined);
    } catch {
      // email and some other input types have no selection API: the focus is what carries over.
    }
  }
}

/** Clicks and a submit made on the prerender, made again on the live form once React has the values. */
function replayActions(prerenderedArea: Element, liveArea: Element): void {
  const clicks: HTMLElement[] = [];
  for (const button of Array.from(prerenderedArea.querySelectorAll(`[${PRERENDER_CLICKS_ATTRIBUTE}]`))) {
    const live = counterpartOf(button, prerenderedArea, liveArea);
    const times = Number(button.getAttribute(PRERENDER_CLICKS_ATTRIBUTE));
    if (live instanceof HTMLElement) for (let n = 0; n < times; n += 1) clicks.push(live);
  }
  const submitted = prerenderedArea.querySelector(`form[${PRERENDER_SUBMITTED_ATTRIBUTE}]`);
  const liveForm = submitted ? counterpartOf(submitted, prerenderedArea, liveArea) : null;
  if (clicks.length === 0 && !(liveForm instanceof HTMLFormElement)) return;
  // After the input events' state updates have rendered, so the handlers read the carried values.
  setTimeout(() => {
    for (const button of clicks) button.click();
    if (liveForm instanceof HTMLFormElement && liveForm.isConnected) liveForm.requestSubmit();
  }, 0);
}

/**
 * Swaps the prerendered screen (`prerendered`, #root) for the app rendering into `live` (hidden,
 * after it) as soon as the live page shows the sign-in form, carrying the visitor's input over; or
 * shows whatever else the live page comes to show instead (a failure, another route), as is.
 * `onSwap` runs right after the swap (bootstrap drops the gate's marks there). Returns a stop function.
 */
export function takeOverPrerenderedAuth(prerendered: HTMLElement, live: HTMLElement, onSwap: () => void): () => void {
  let done = false;
  const observer = new MutationObserver(() => check());
  function check() {
    if (done) return;
    const state = liveState(live);
    if (state === 'pending') return;
    done = true;
    observer.disconnect();
    const prerenderedArea = remoteArea(prerendered);
    const liveArea = remoteArea(live);
    if (state === 'form' && prerenderedArea && liveArea) carryOverFields(prerenderedArea, liveArea);
    const id = prerendered.id;
    prerendered.removeAttribute('id');
    live.id = id;
    live.hidden = false;
    onSwap();
    if (state === 'form') carryOverFocus(prerendered, live);
    prerendered.remove();
    if (state === 'form' && prerenderedArea && liveArea) replayActions(prerenderedArea, liveArea);
  }
  observer.observe(live, { childList: true, subtree: true });
  return () => {
    done = true;
    observer.disconnect();
  };
}
