import type { EventBus, RuntimeConfig, SessionSnapshot } from '@shalom/shared';
import { preloadRemoteOfRoute } from '../remotes/routeRemotePreload';
import { shellNavigation } from '../routes/shellNavigation';
import { showBusToasts } from './busToasts';
import { startLanguageSync, type ProfileLanguageClient } from './profileLanguageSync';
import { SIGNED_OUT, type PlatformState, type SharedModule } from './platform';

/** What start-up may change in the platform's state (platform.ts owns it). */
export interface PlatformControl {
  setState(next: PlatformState): void;
  setSession(next: SessionSnapshot): void;
  sessionBeforeStart(): SessionSnapshot;
}

/**
 * Opens the connection to the API while supabase-js still downloads: its first request (the
 * session's user, the profile) then finds the connection ready. Cross-origin only; supabase-js
 * fetches without credentials, hence `crossorigin` (an uncredentialed connection).
 */
export function preconnectTo(url: string, doc: Document = document): void {
  let origin: string;
  try {
    origin = new URL(url, doc.baseURI).origin;
  } catch {
    return; // a malformed URL fails later, with the client's own error
  }
  if (origin === 'null' || origin === new URL(doc.baseURI).origin) return;
  const present = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].some((link) => link.href.replace(/\/$/, '') === origin);
  if (present) return;
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  doc.head.appendChild(link);
}

/** Resolves in a new task: the browser may paint and answer input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let busWired = false;
let stopSession: (() => void) | undefined;

function wireBus(bus: EventBus, control: PlatformControl) {
  if (busWired) return;
  busWired = true;
  bus.session$.subscribe((next) => control.setSession(next));
  showBusToasts(bus);
  // Code outside any router (service worker messages, plain functions in remotes) navigates here.
  bus.on('navigate').subscribe(({ to, replace }) => {
    if (to.startsWith('/') && !to.startsWith('//')) shellNavigation.navigate(to, { replace });
  });
}

/**
 * Start-up (loaded only when the platform starts, see platform.ts): wires the bus, reads
 * /config.json, creates the one supabase client and follows the session. Throws what fails; the
 * caller turns it into the 'failed' phase.
 */
export async function startUp(
  shared: SharedModule,
  control: PlatformControl,
  preloadRemote: (config: RuntimeConfig) => void = preloadRemoteOfRoute,
): Promise<void> {
  const bus = shared.getEventBus();
  wireBus(bus, control);
  if (!bus.latest('session.changed')) bus.publish({ type: 'session.changed', session: control.sessionBeforeStart() });
  try {
    const config = await shared.fetchRuntimeConfig();
    preconnectTo(config.supabaseUrl);
    // The route's remote downloads beside supabase-js instead of after it.
    preloadRemote(config);
    // supabase-js is the page's largest module graph: it is evaluated in a task of its own, the
    // client is made in the next, the session followed in the one after, and the screens that
    // waited for the platform render in a fourth, so no one task holds the main thread for two.
    await import('@supabase/supabase-js');
    await nextTask();
    const supabase = await shared.loadSupabaseClient(config);
    await nextTask();
    stopSession?.();
    stopSession = shared.connectSessionToBus(supabase, bus);
    // Only the profiles calls of ProfileLanguageClient are used; they exist on every client.
    startLanguageSync(supabase as unknown as ProfileLanguageClient, bus);
    await nextTask();
    control.setState({ phase: 'ready', shared, bus, config, supabase });
  } catch (cause) {
    // Without config there is no session to wait for: public pages show their signed-out state.
    bus.publish({ type: 'session.changed', session: SIGNED_OUT });
    throw cause;
  }
}
