// Quick exit (issue 35): someone reading about abuse must be able to hide the app at once, the way
// domestic-violence services put an exit button on every page. One press (or Escape three times):
//   1. the page is hidden before anything else happens;
//   2. if the person chose it (a setting kept on this device), the device is signed out: the stored
//      session is removed at once, and the server is told with a keepalive request that outlives
//      the page;
//   3. the tab goes back to the first entry of the app in its history and that entry is replaced by
//      a neutral page, so the Back button does not lead into the app. Browsers let no page remove
//      history entries: the entries after it stay reachable with Forward, and the browser's history
//      list keeps the visits (the privacy page says so, and suggests a private window).
// Entries of an earlier load of the app (before a reload) belong to another document: the exit
// leaves a note in this tab's sessionStorage, and the inline script at the top of the shell's
// index.html replaces that document before it paints (pageshow handles one restored from the
// back-forward cache).
import { CLIENT_KEY, slotHolder } from '../supabase/clientSlot';

/** localStorage: "1" when quick exit should also sign this device out. */
export const SIGN_OUT_ON_QUICK_EXIT_KEY = 'shalom-bayit.quick-exit.sign-out';
/** sessionStorage: the neutral address an earlier document of the app must replace itself with. */
export const QUICK_EXIT_PENDING_KEY = 'shalom-bayit.quick-exit';

/**
 * A weather search: harmless in a history list, useful on screen, in the person's language.
 * An outside site rather than a page of ours, whose address would still name the app. Offline the
 * browser shows its own "no connection" page at that address, which hides the app just as well.
 */
export const NEUTRAL_PAGES: Readonly<Record<'en' | 'he', string>> = {
  en: 'https://www.google.com/search?q=weather',
  he: 'https://www.google.com/search?q=%D7%9E%D7%96%D7%92+%D7%90%D7%95%D7%95%D7%99%D7%A8&hl=iw',
};

const AUTH_TOKEN_KEY = /^sb-.+-auth-token$/;

export function neutralPageFor(language: string | null | undefined): string {
  return language === 'he' ? NEUTRAL_PAGES.he : NEUTRAL_PAGES.en;
}

export function signsOutOnQuickExit(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_ON_QUICK_EXIT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSignOutOnQuickExit(on: boolean): void {
  try {
    if (on) localStorage.setItem(SIGN_OUT_ON_QUICK_EXIT_KEY, '1');
    else localStorage.removeItem(SIGN_OUT_ON_QUICK_EXIT_KEY);
  } catch {
    // storage refused (private mode quota): the setting simply does not stick
  }
}

/** Removes every stored session of this device now, and revokes it on the server on the way out. */
export function signOutThisDevice(): void {
  const project = slotHolder()[CLIENT_KEY];
  let keys: string[] = [];
  try {
    keys = Object.keys(localStorage).filter((key) => AUTH_TOKEN_KEY.test(key) || /^sb-.+-auth-token-/.test(key));
  } catch {
    return;
  }
  for (const key of keys) {
    let token: string | undefined;
    try {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token?: unknown } | null;
      token = typeof stored?.access_token === 'string' ? stored.access_token : undefined;
    } catch {
      token = undefined;
    }
    localStorage.removeItem(key);
    if (token && project) {
      // keepalive: the request goes on after the page is replaced.
      void fetch(`${project.url}/auth/v1/logout?scope=local`, {
        method: 'POST',
        keepalive: true,
        headers: { apikey: project.anonKey, Authorization: `Bearer ${token}` },
      }).catch(() => undefined);
    }
  }
}

interface HistoryEntry {
  key: string;
  sameDocument: boolean;
}
interface NavigationLike {
  currentEntry: HistoryEntry | null;
  entries(): HistoryEntry[];
  traverseTo(key: string): { committed: Promise<unknown> };
}

function hidePage(): void {
  document.documentElement.style.setProperty('visibility', 'hidden', 'important');
  document.title = '';
}

let leaving = false;

/** Hides the app and leaves for `neutralUrl`, taking the app's entries off the Back button. */
export function quickExit(neutralUrl: string): void {
  if (leaving) return;
  leaving = true;
  hidePage();
  try {
    // Session-scoped traces: the partner picked for the AI guide, scroll and draft state.
    sessionStorage.clear();
  } catch {
    // no storage: nothing to clear
  }
  if (signsOutOnQuickExit()) signOutThisDevice();

  const leave = () => window.location.replace(neutralUrl);
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  const first = navigation?.entries?.()[0];
  if (!navigation || !first || !navigation.currentEntry || first.key === navigation.currentEntry.key) {
    leave();
    return;
  }
  if (!first.sameDocument) {
    try {
      sessionStorage.setItem(QUICK_EXIT_PENDING_KEY, neutralUrl);
    } catch {
      leave();
      return;
    }
  }
  // On the way back the app's routers must not react (a redirect would push a new entry).
  window.addEventListener('popstate', (event) => event.stopImmediatePropagation(), { capture: true });
  try {
    navigation.traverseTo(first.key).committed.then(leave, leave);
  } catch {
    leave();
  }
}

/** A document of the app restored from the back-forward cache on the way out leaves too. */
export function leaveIfQuickExitPending(): void {
  let pending: string | null = null;
  try {
    pending = sessionStorage.getItem(QUICK_EXIT_PENDING_KEY);
    if (pending) sessionStorage.removeItem(QUICK_EXIT_PENDING_KEY);
  } catch {
    return;
  }
  if (pending && /^https:\/\//.test(pending)) {
    hidePage();
    window.location.replace(pending);
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaveIfQuickExitPending();
  });
}

/** Three presses of Escape within this time count as the quick-exit shortcut. */
export const TRIPLE_ESCAPE_WINDOW_MS = 1500;

/**
 * Counts Escape presses (capture phase, so a dialog that handles Escape itself still counts) and
 * calls onTriple on the third within TRIPLE_ESCAPE_WINDOW_MS. Returns the function that stops it.
 */
export function listenForTripleEscape(onTriple: () => void, target: Window = window): () => void {
  let presses: number[] = [];
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.repeat) return;
    const now = event.timeStamp || Date.now();
    presses = [...presses.filter((at) => now - at < TRIPLE_ESCAPE_WINDOW_MS), now];
    if (presses.length >= 3) {
      presses = [];
      onTriple();
    }
  };
  target.addEventListener('keydown', onKey, { capture: true });
  return () => target.removeEventListener('keydown', onKey, { capture: true });
}
