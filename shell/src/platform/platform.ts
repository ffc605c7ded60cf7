import type { DonationConfigOverride, EventBus, RuntimeConfig, SessionSnapshot, ShalomSupabaseClient } from '@shalom/shared';
import { mayBeSignedIn } from './storedSession';
import { useStoreInTransition } from './useStoreInTransition';

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
export const SIGNED_OUT: SessionSnapshot = { status: 'signed-out', user: null };

/** Before the client has read it: 'loading' if the device may hold a session, else 'signed-out'. */
function sessionBeforeStart(): SessionSnapshot {
  return mayBeSignedIn() ? LOADING_SESSION : SIGNED_OUT;
}

let state: PlatformState = { phase: 'starting' };
let session: SessionSnapshot = sessionBeforeStart();
let firstPaintDone = false;
const listeners = new Set<() => void>();
let started = false;

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

/** `online` came while start-up was still under way: a download it began may fail for the drop-out just ended. */
let onlineDuringStart = false;

/**
 * Start-up that failed (offline at first paint, a blip while its code downloaded) is tried again
 * when the browser is back online, once per `online`; one under way when the network came back is
 * tried once more if it then fails, since no later `online` may ever come (CI went offline and back
 * in one step, and the page stayed without sign-in or remotes until a reload).
 */
function onOnline() {
  if (state.phase === 'failed') restartPlatform();
  else if (state.phase === 'starting') onlineDuringStart = true;
}

async function start(): Promise<void> {
  onlineDuringStart = false;
  window.addEventListener('online', onOnline);
  try {
    // The start-up code comes with @shalom/shared, in parallel: a visitor who never needs the
    // platform downloads neither.
    const [{ startUp }, shared] = await Promise.all([
      import(/* webpackChunkName: "platform-start" */ './platformStart'),
      import('@shalom/shared'),
    ]);
    await startUp(shared, { setState, sessionBeforeStart, setSession });
    window.removeEventListener('online', onOnline);
  } catch (cause) {
    const error = cause instanceof Error ? cause : new Error(String(cause));
    console.error('[shell] start-up failed: the app runs without sign-in and remotes', error);
    if (session.status === 'loading') setSession(SIGNED_OUT);
    setState({ phase: 'failed', error });
    if (onlineDuringStart) restartPlatform();
  }
}

/** Called when the platform is needed (see App.tsx); later calls are no-ops. */
export function startPlatform(): void {
  if (started) return;
  started = true;
  performance.mark('shalom:platform-start');
  void start();
}

/** Try start-up again (the Retry of a section that needs config, or the browser back online). */
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

const isFirstPaintDone = () => firstPaintDone;

/** True once the page has painted (the language picker and the toaster load then). */
export function useFirstPaintDone(): boolean {
  return useStoreInTransition(subscribePlatform, isFirstPaintDone);
}

export function getPlatformState(): PlatformState {
  return state;
}

export function subscribePlatform(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The platform's state; its changes render as a transition (useStoreInTransition). */
export function usePlatform(): PlatformState {
  return useStoreInTransition(subscribePlatform, getPlatformState);
}

export function getShellSession(): SessionSnapshot {
  return session;
}

/** The session as the shell sees it ('loading' until the platform has read it). */
export function useShellSession(): SessionSnapshot {
  return useStoreInTransition(subscribePlatform, getShellSession);
}
