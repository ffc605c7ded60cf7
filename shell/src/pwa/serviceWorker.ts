// The page's side of the service worker: registers /sw.js (production builds only), offers the
// update when a new worker waits, follows the worker's NAVIGATE / NOTIFICATION_CLICK messages
// (spec §7) through the router, and closes the app's shown notifications when the page becomes
// visible (spec §9). Loaded after the first paint; the worker is registered once the page is idle.
import { Workbox } from 'workbox-window';
import { showToast } from '../layout/lazySonner';
import { shellNavigation } from '../routes/shellNavigation';
import { pwaCatalog } from './i18n/catalog';
import { isWorkerNavigation, sameOriginPath } from './sw/notificationTarget';

let started = false;

export function followWorkerMessages(container: ServiceWorkerContainer, origin: string): void {
  container.addEventListener('message', (event: MessageEvent) => {
    if (!isWorkerNavigation(event.data)) return;
    const path = sameOriginPath(event.data.url, origin);
    if (path) shellNavigation.navigate(path);
  });
}

async function closeShownNotifications(container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.getRegistration();
  for (const notification of (await registration?.getNotifications()) ?? []) notification.close();
}

function offerUpdate(workbox: Workbox): void {
  // sonner loads with the first toast (see lazySonner.ts), and this may be the first.
  void showToast((toast) =>
    toast(pwaCatalog.t('update.title'), {
      duration: Infinity,
      action: {
        label: pwaCatalog.t('update.reload'),
        onClick: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    }),
  );
}

export function startServiceWorker(): void {
  if (started || !('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  started = true;
  const container = navigator.serviceWorker;
  followWorkerMessages(container, window.location.origin);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void closeShownNotifications(container);
  });
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => offerUpdate(workbox));
  // Installing the worker precaches the whole build: it waits until the page has loaded and the
  // browser is idle, so it never competes with what the screen is still fetching.
  whenPageIdle(() => {
    // Without a worker the app still works online (only offline start and push are missing), and a
    // browser that refuses workers (private modes, policies, a test run that blocks them) is not an
    // error the user can act on: say so quietly.
    workbox.register({ immediate: true }).catch((error: unknown) => console.info('[pwa] no service worker:', error));
  });
}

/** After the load event, at the browser's next idle period (at most a few seconds later). */
function whenPageIdle(run: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
