import { useSyncExternalStore } from 'react';
import type { EventBus, RuntimeConfig, SessionSnapshot, ShalomSupabaseClient } from '@shalom/shared';
import { shellNavigation } from '../routes/shellNavigation';
import type { ProfileLanguageClient } from './languagePreference';

/**
 * Start-up of the page, run right after the first paint: load @shalom/shared (bus, rxjs, UI kit),
 * read /config.json, create the one supabase client and follow the session. The landing page
 * paints before all of this (with its Loading state), which keeps its JavaScript small.
 */
export type SharedModule = typeof import('@shalom/shared');

export type PlatformState =
  | { phase: 'starting' }
  | { phase: 'ready'; shared: SharedModule; bus: EventBus; config: RuntimeConfig; supabase: ShalomSupabaseClient }
  | { phase: 'failed'; error: Error };

const LOADING_SESSION: SessionSnapshot = { status: 'loading', user: null };
const SIGNED_OUT: SessionSnapshot = { status: 'signed-out', user: null };

let state: PlatformState = { phase: 'starting' };
let session: SessionSnapshot = LOADING_SESSION;
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
    if (!bus.latest('session.changed')) bus.publish({ type: 'session.changed', session: LOADING_SESSION });
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

/** Called once by bootstrap, after the first frame; later calls are no-ops. */
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
