/**
 * The prerendered sign-in screen (/auth, issues 18 and 33) is plain HTML until mf-auth-onboarding
 * runs: a visitor may already type, focus a field, follow "Sign up" or submit on it. Its markup is
 * the remote's own (its build's dist/prerender/, put into the page by the server), one <template>
 * per screen the address can choose (`data-screen-template`: login, sign-up). It must never say
 * one thing and do another, so before any of the app's code runs:
 *
 * - the screen on view is the one the address names (`?mode=`), chosen before the first paint;
 * - "Sign up" / "Log in" are real links: followed on the prerender they swap the screen in place at
 *   once (what was typed stays), update the address and tell the app, which follows that address;
 *   the second click of a double click, which lands on the other link in the same place, does nothing;
 * - a submit never goes out natively (a GET with the password in the URL): the form says at once
 *   that it is being sent (the button's `data-busy-label`, the fields read-only), and the live form
 *   makes exactly that request once it is there — only if it shows the same screen (`data-screen`).
 *
 * The app is not hydrated into it (the form belongs to the remote's own React root, mounted by
 * single-spa), so bootstrap.tsx renders the app into a hidden container beside it and
 * `takeOverPrerenderedAuth` swaps the two, in one task, once the live form shows the same screen:
 * every field the visitor filled carries its value into the live form (React's onChange sees it),
 * the focused element's counterpart takes the focus and the caret, and a noted submit is made again
 * on the live form in that same task, so its own "Please wait..." is the next thing painted. Both
 * render the same components with the same catalogs and stylesheet, so nothing moves.
 */

/** The remote that owns /auth; its area in the layout is `[data-remote="…"]` (ParcelHost). */
const AUTH_REMOTE = 'mf-auth-onboarding';
/** Set by the inline guard on a prerendered form the visitor submitted (Enter or the button). */
export const PRERENDER_SUBMITTED_ATTRIBUTE = 'data-prerender-submitted';
/** Names the screen a prerendered or live /auth screen shows (the remote's markup carries it). */
export const SCREEN_ATTRIBUTE = 'data-screen';
/** Dispatched on document by the variant switch (landingGate.ts) once #root holds the /auth page. */
export const PRERENDER_PLACED_EVENT = 'prerender-placed';
/** Set by the inline guard on <html> while a pointer pressed on the prerender is down (and its click to come). */
export const PRERENDER_PRESSED_ATTRIBUTE = 'data-prerender-pressed';
/** Dispatched on document by the inline guard once that press is over. */
export const PRERENDER_RELEASED_EVENT = 'prerender-released';

/**
 * Inlined into index.html's <head> (as source text: self-contained, no imports): picks and swaps
 * the prerendered /auth screen by the address, answers a submit at once without sending it
 * natively, and notes it and the links followed for the take-over (see the comment above).
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
  const prerenderedArea = () => document.querySelector('[data-prerendered="auth"] [data-remote]');
  /** The screen an address names: its `mode`, else the first one (the screen without a mode). */
  const screenAt = (search: string) => new URLSearchParams(search).get('mode');
  const templateOf = (area: Element, screen: string | null) =>
    Array.prototype.find.call(area.querySelectorAll('template[data-screen-template]'), (template: Element) => screen === null || template.getAttribute('data-screen-template') === screen) as HTMLTemplateElement | undefined;
  /** The current address with `mode` set to `screen` (first, as the remote writes it): where its link leads from here. */
  const addressOf = (screen: string) => {
    const search = new URLSearchParams({ mode: screen });
    new URLSearchParams(window.location.search).forEach((value, key) => {
      if (key !== 'mode') search.append(key, value);
    });
    return window.location.pathname + '?' + search.toString() + window.location.hash;
  };
  /** Another screen of this page that a link leads to, if the prerender has it. */
  const screenLinkedBy = (link: HTMLAnchorElement, area: Element): string | null => {
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return null;
    const screen = url.searchParams.get('mode');
    return screen !== null && templateOf(area, screen) ? screen : null;
  };
  /**
   * Shows `screen` in the area (in place of the one shown, whose typed values it keeps), its links
   * to the other screens leading from the current address. False when the prerender has no such screen.
   */
  const showScreen = (area: Element, screen: string | null): boolean => {
    const template = templateOf(area, screen);
    if (!template) return false;
    const holder = template.parentElement as Element;
    const shown = Array.prototype.filter.call(holder.children, (child: Element) => child.tagName !== 'TEMPLATE') as Element[];
    const next = (template.content.cloneNode(true) as DocumentFragment).firstElementChild;
    if (!next) return false;
    for (const field of Array.prototype.slice.call(area.querySelectorAll('input[name]')) as HTMLInputElement[]) {
      const counterpart = next.querySelector('input[name="' + field.name + '"]') as HTMLInputElement | null;
      if (counterpart && field.value) counterpart.value = field.value;
    }
    holder.insertBefore(next, holder.firstChild);
    for (const old of shown) old.remove();
    for (const link of Array.prototype.slice.call(next.querySelectorAll('a[href]')) as HTMLAnchorElement[]) {
      const linked = screenLinkedBy(link, area);
      if (linked !== null) link.setAttribute('href', addressOf(linked));
    }
    return true;
  };
  // The variant switch has put the /auth page into #root: the address's screen, or none fits.
  document.addEventListener('prerender-placed', () => {
    const area = prerenderedArea();
    if (!area || !showScreen(area, screenAt(window.location.search))) document.documentElement.setAttribute('data-prerender-skip', '');
  });
  // A press on the prerender (a mouse button held on "Sign up") is let finish before the take-over:
  // the browser makes a click of a press and release on the same element, and the take-over in
  // between would put the release on the live page's copy, leaving no click at all. Released after
  // the click that follows the release has been dispatched (a task later).
  const html = document.documentElement;
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (inPrerender(event.target, '*')) html.setAttribute('data-prerender-pressed', '');
    },
    true,
  );
  const release = (event: Event) => {
    // The window losing the focus ends a press (its release may come elsewhere); an element's blur does not.
    if (event.type === 'blur' && event.target !== window) return;
    setTimeout(() => {
      if (!html.hasAttribute('data-prerender-pressed')) return;
      html.removeAttribute('data-prerender-pressed');
      document.dispatchEvent(new Event('prerender-released'));
    }, 0);
  };
  for (const type of ['pointerup', 'pointercancel', 'blur']) window.addEventListener(type, release, true);
  // Back and Forward between the screens before the app runs: the screen follows the address.
  window.addEventListener('popstate', () => {
    const area = prerenderedArea();
    if (area) showScreen(area, screenAt(window.location.search));
  });
  document.addEventListener(
    'submit',
    (event) => {
      const form = inPrerender(event.target, 'form') as HTMLFormElement | null;
      if (!form) return;
      event.preventDefault();
      if (form.hasAttribute('data-prerender-submitted')) return;
      form.setAttribute('data-prerender-submitted', '');
      // Being sent, visibly, at once: what the live form shows while its request runs.
      form.setAttribute('aria-busy', 'true');
      for (const field of Array.prototype.slice.call(form.querySelectorAll('input')) as HTMLInputElement[]) field.readOnly = true;
      const button = form.querySelector('button[type="submit"]');
      if (button) {
        button.setAttribute('aria-disabled', 'true');
        const busy = button.getAttribute('data-busy-label');
        if (busy) button.textContent = busy;
      }
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const link = inPrerender(event.target, 'a[href]');
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.hasAttribute('download')) return;
      if ((link.getAttribute('target') || '_self') !== '_self') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      const area = prerenderedArea();
      const screen = area ? screenLinkedBy(link, area) : null;
      let href = url.pathname + url.search + url.hash;
      if (area && screen !== null) {
        // Another screen of this page: shown here and now. Not the double click's second click,
        // nor once a submit is on its way (the screen shows what is being sent).
        if (event.detail > 1 || area.querySelector('form[data-prerender-submitted]')) return;
        href = addressOf(screen);
        showScreen(area, screen);
        window.history.pushState(window.history.state, '', href);
        // The keyboard stays where it was: on the link in the same place, to the other screen.
        const counterpart = (Array.prototype.slice.call(area.querySelectorAll('a[href]')) as HTMLAnchorElement[]).find((other) => screenLinkedBy(other, area) !== null);
        if (counterpart) counterpart.focus({ preventScroll: true });
      }
      // A link to another page of the app (the header's logo, the footer) is the app's client-side
      // navigation once it runs: the page is not loaded again (the app would start from scratch),
      // and the navigation is made as soon as the app is there. A screen swap is told to the app
      // the same way, so its history follows the address (bootstrap's followPrerenderedLinks).
      document.documentElement.setAttribute('data-prerender-navigate', href);
      document.dispatchEvent(new Event('prerender-navigate'));
      if (screen !== null) return;
      // Another page is made once the app is there — a second or two on a slow phone — so the link
      // says at once that it is on its way (styles.css: a bar along the top); the prerender, and
      // the mark with it, is gone when the app shows that page.
      link.setAttribute('data-prerender-following', '');
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
 * that route, which the take-over shows as is. A screen swap the guard already made the address of
 * (`replace`: the address is there) only brings the app's history up to it.
 */
export function followPrerenderedLinks(navigate: (href: string, replace: boolean) => void): () => void {
  const follow = () => {
    const href = document.documentElement.getAttribute(PRERENDER_NAVIGATE_ATTRIBUTE);
    if (href === null) return;
    document.documentElement.removeAttribute(PRERENDER_NAVIGATE_ATTRIBUTE);
    const { pathname, search, hash } = window.location;
    navigate(href, href === pathname + search + hash);
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

/** The screen an /auth area shows (`data-screen` on the remote's markup), if any. */
const screenIn = (area: Element | null) => area?.querySelector(`[${SCREEN_ATTRIBUTE}]`)?.getAttribute(SCREEN_ATTRIBUTE) ?? null;

/**
 * What the live app shows: the sign-in form of the screen on view in the prerender; one of the
 * prerender's other screens (the app's history is still catching up with the address: wait);
 * anything else (a load failure, another route, a screen the prerender does not have); or nothing yet.
 */
function liveState(prerendered: HTMLElement, live: HTMLElement): 'form' | 'other' | 'pending' {
  if (window.location.pathname !== '/auth') return 'other';
  const liveArea = remoteArea(live);
  if (liveArea?.querySelector('form input[name="password"]')) {
    const prerenderedArea = remoteArea(prerendered);
    const screen = screenIn(liveArea);
    if (screen !== null && screen === screenIn(prerenderedArea)) return 'form';
    const another = screen !== null && prerenderedArea?.querySelector(`template[data-screen-template="${CSS.escape(screen)}"]`);
    return another ? 'pending' : 'other';
  }
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

/**
 * A submit made on the prerender, made again on the live form of the same screen. In the task of
 * the swap: the carried values are React's already (each input event's update is rendered before
 * it returns: a controlled input is restored at the end of its event), and the live form's own
 * busy state is what the next frame shows.
 */
function replaySubmit(prerenderedArea: Element, liveArea: Element): void {
  const submitted = prerenderedArea.querySelector(`form[${PRERENDER_SUBMITTED_ATTRIBUTE}]`);
  const liveForm = submitted ? counterpartOf(submitted, prerenderedArea, liveArea) : null;
  if (liveForm instanceof HTMLFormElement && liveForm.isConnected) liveForm.requestSubmit();
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
    // A press on the prerender finishes there first (the guard's comment): checked again on release.
    if (document.documentElement.hasAttribute(PRERENDER_PRESSED_ATTRIBUTE)) return;
    const state = liveState(prerendered, live);
    if (state === 'pending') return;
    done = true;
    observer.disconnect();
    document.removeEventListener(PRERENDER_RELEASED_EVENT, check);
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
    if (state === 'form' && prerenderedArea && liveArea) replaySubmit(prerenderedArea, liveArea);
  }
  observer.observe(live, { childList: true, subtree: true });
  document.addEventListener(PRERENDER_RELEASED_EVENT, check);
  return () => {
    done = true;
    observer.disconnect();
    document.removeEventListener(PRERENDER_RELEASED_EVENT, check);
  };
}
