import { useSyncExternalStore } from 'react';
import type { DonationConfigOverride, EventBus, RuntimeConfig, SessionSnapshot, ShalomSupabaseClient } from '@shalom/shared';
import { shellNavigation } from '../routes/shellNavigation';
import type { ProfileLanguageClient } from './languagePreference';
import { mayBeSignedIn } from './storedSession';

/**
 * Start-up of the platform: load @shalom/shared (bus, rxjs, UI kit), read /config.json, create the
 * one supabase client and follow the session. It runs right after the first paint when this device
 * may hold a session, and otherwise only once a route needs it (see App.tsx): a signed-out
 * visitor reading the landing or static pages never downloads the client, the bus or rxjs.
 */
export type SharedModule = typeof import('@shalom/shared');

export type PlatformState =
  | { phase: 'starting' }
  | { phase: 'ready'; shared: SharedModule; bus: EventBus; config: RuntimeConfig; supabase: ShalomSupabaseClient }
  | { phase: 'failed'; error: Error };

const LOADING_SESSION: SessionSnapshot = { status: 'loading', user: null };
const SIGNED_OUT: SessionSnapshot = { status: 'signed-out', user: null };

/** Before the client has read it: 'loading' if the device may hold a session, else 'signed-out'. */
function sessionBeforeStart(): SessionSnapshot {
  return mayBeSignedIn() ? LOADING_SESSION : SIGNED_OUT;
}

let state: PlatformState = { phase: 'starting' };
let session: SessionSnapshot = sessionBeforeStart();
let firstPaintDone = false;
const listeners = new Set<() => void>();
let started = false;
let stopSession: (() => void) | undefined;
let busWired = false;

function notify() {
  for (const listener of [...listeners]) listener();
}

function setState(next: PlatformState) {
  state = next;
  notify();
}

function setSession(next: SessionSnapshot) {
  session = next;
  notify();
}

function wireBus(bus: EventBus) {
  if (busWired) return;
  busWired = true;
  bus.session$.subscribe(setSession);
  // Code outside any router (service worker messages, plain functions in remotes) navigates here.
  bus.on('navigate').subscribe(({ to, replace }) => {
    if (to.startsWith('/') && !to.startsWith('//')) shellNavigation.navigate(to, { replace });
  });
}

async function start(): Promise<void> {
  try {
    const shared = await import('@shalom/shared');
    const bus = shared.getEventBus();
    wireBus(bus);
    if (!bus.latest('session.changed')) bus.publish({ type: 'session.changed', session: sessionBeforeStart() });
    try {
      const config = await shared.fetchRuntimeConfig();
      const supabase = await shared.loadSupabaseClient(config);
      stopSession?.();
      stopSession = shared.connectSessionToBus(supabase, bus);
      // Only the profiles calls of ProfileLanguageClient are used; they exist on every client.
      const { startLanguageSync } = await import('./languagePreference');
      startLanguageSync(supabase as unknown as ProfileLanguageClient, bus);
      setState({ phase: 'ready', shared, bus, config, supabase });
    } catch (cause) {
      // Without config there is no session to wait for: public pages show their signed-out state.
      bus.publish({ type: 'session.changed', session: SIGNED_OUT });
      throw cause;
    }
  } catch (cause) {
    const error = cause instanceof Error ? cause : new Error(String(cause));
    console.error('[shell] start-up failed: the app runs without sign-in and remotes', error);
    if (session.status === 'loading') setSession(SIGNED_OUT);
    setState({ phase: 'failed', error });
  }
}

/** Called when the platform is needed (see App.tsx); later calls are no-ops. */
export function startPlatform(): void {
  if (started) return;
  started = true;
  performance.mark('shalom:platform-start');
  void start();
}

/** Try start-up again (the Retry of a section that needs config). */
export function restartPlatform(): void {
  setState({ phase: 'starting' });
  void start();
}

let visitorDonation: DonationConfigOverride | undefined;

/**
 * The donation target of /config.json for a page that runs without the platform (a visitor's
 * landing page): read with a plain fetch, so the form posts where the deployment says.
 */
export async function readDonationWithoutPlatform(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<void> {
  if (started) return;
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const raw = (await response.json()) as { donation?: Record<string, unknown> } | null;
    const donation: DonationConfigOverride = {};
    for (const key of ['url', 'business', 'itemName'] as const) {
      const value = raw?.donation?.[key];
      if (typeof value === 'string' && value !== '') donation[key] = value;
    }
    visitorDonation = donation;
    notify();
  } catch {
    // The build's default target stands; the platform reports a broken config when it starts.
  }
}

/** The donation override known before the platform is ready (see readDonationWithoutPlatform). */
export function getVisitorDonation(): DonationConfigOverride | undefined {
  return visitorDonation;
}

export function isPlatformStarted(): boolean {
  return started;
}

/** Marks the first contentful paint: the header's after-paint pieces may load from now on. */
export function markFirstPaint(): void {
  if (firstPaintDone) return;
  firstPaintDone = true;
  notify();
}

/** True once the page has painted (the language picker and the toaster load then). */
export function useFirstPaintDone(): boolean {
  return useSyncExternalStore(subscribePlatform, () => firstPaintDone, () => firstPaintDone);
}

export function getPlatformState(): PlatformState {
  return state;
}

export function subscribePlatform(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlatform(): PlatformState {
  return useSyncExternalStore(subscribePlatform, getPlatformState, getPlatformState);
}

export function getShellSession(): SessionSnapshot {
  return session;
}

/** The session as the shell sees it ('loading' until the platform has read it). */
export function useShellSession(): SessionSnapshot {
  return useSyncExternalStore(subscribePlatform, () => session, () => session);
}
