// The install offer (spec §2): the browser fires `beforeinstallprompt` once, early in the page's
// life, so it is caught here from the first-paint bundle (tiny, no @shalom/shared). The prompt is
// offered 5 s after the browser offers it (spec §9), unless the visitor dismissed it before
// (localStorage `pwa-install-dismissed`), and never once the app is installed.

export const INSTALL_PROMPT_DELAY_MS = 5000;
export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed';

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallPromptState =
  | { kind: 'none' }
  | { kind: 'waiting' }
  | { kind: 'offer'; event: BeforeInstallPromptEvent }
  | { kind: 'installed' };

let state: InstallPromptState = { kind: 'none' };
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setState(next: InstallPromptState) {
  state = next;
  for (const listener of [...listeners]) listener();
}

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

function onBeforeInstallPrompt(event: Event) {
  // Keep the browser's own mini-infobar away: the app offers installation in its own words.
  event.preventDefault();
  if (state.kind === 'installed' || dismissedBefore()) return;
  clearTimeout(timer);
  setState({ kind: 'waiting' });
  timer = setTimeout(() => setState({ kind: 'offer', event: event as BeforeInstallPromptEvent }), INSTALL_PROMPT_DELAY_MS);
}

function onAppInstalled() {
  clearTimeout(timer);
  setState({ kind: 'installed' });
}

/**
 * Where index.html's inline head script keeps an offer that came before the app's code: with the
 * landing prerendered, the entry starts only after the first paint, and the browser may offer
 * installation sooner (shell/build/prerenderLanding.ts inlines earlyInstallOfferScript()).
 */
export const EARLY_INSTALL_OFFER_KEY = '__shalomBayitInstallOffer';

/** The inline script: holds the browser's offer (and keeps its mini-infobar away) until the app starts. */
export function earlyInstallOfferScript(): string {
  const key = JSON.stringify(EARLY_INSTALL_OFFER_KEY);
  return `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window[${key}]=e})`;
}

let listening = false;
/** Starts listening (bootstrap calls it before the first render; later calls do nothing). */
export function captureInstallPrompt(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  target.addEventListener('appinstalled', onAppInstalled);
  const held = target as unknown as Record<string, Event | undefined>;
  const early = held[EARLY_INSTALL_OFFER_KEY];
  if (early) {
    delete held[EARLY_INSTALL_OFFER_KEY];
    onBeforeInstallPrompt(early);
  }
}

export function getInstallPromptState(): InstallPromptState {
  return state;
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "Not now": remembered on this device, the prompt is not offered again. */
export function dismissInstallPrompt(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // private mode: dismissed for this page only
  }
  clearTimeout(timer);
  setState({ kind: 'none' });
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function acceptInstallPrompt(): Promise<'accepted' | 'dismissed'> {
  if (state.kind !== 'offer') return 'dismissed';
  const { event } = state;
  setState({ kind: 'none' });
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') setState({ kind: 'installed' });
  return choice.outcome;
}

/** For tests: back to a fresh page. */
export function resetInstallPromptForTests(target: Window = window): void {
  clearTimeout(timer);
  target.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  target.removeEventListener('appinstalled', onAppInstalled);
  listening = false;
  state = { kind: 'none' };
  listeners.clear();
}
