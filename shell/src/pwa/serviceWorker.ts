// The page's side of the service worker: registers /sw.js (production builds only), offers the
// update when a new worker waits, follows the worker's NAVIGATE / NOTIFICATION_CLICK messages
// (spec §7) through the router, and closes the app's shown notifications when the page becomes
// visible (spec §9). Loaded after the first paint.
import { Workbox } from 'workbox-window';
import { toast } from 'sonner';
import { shellNavigation } from '../routes/shellNavigation';
import { pwaCatalog } from './i18n/catalog';
import { isWorkerNavigation, sameOriginPath } from './sw/notificationTarget';

let started = false;

/**
 * Automated browsers (Playwright, WebDriver) get no worker unless the run asks for one: a page whose
 * requests a worker serves hides them from request interception, which the other end-to-end suites
 * rely on. The suites about the worker set this key before the page loads.
 */
export const SERVICE_WORKER_UNDER_AUTOMATION_KEY = 'shalom-bayit.sw-under-automation';

function workerWanted(): boolean {
  if (!navigator.webdriver) return true;
  try {
    return localStorage.getItem(SERVICE_WORKER_UNDER_AUTOMATION_KEY) === '1';
  } catch {
    return false;
  }
}

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
  toast(pwaCatalog.t('update.title'), {
    duration: Infinity,
    action: {
      label: pwaCatalog.t('update.reload'),
      onClick: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    },
  });
}

export function startServiceWorker(): void {
  if (started || !('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production' || !workerWanted()) return;
  started = true;
  const container = navigator.serviceWorker;
  followWorkerMessages(container, window.location.origin);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void closeShownNotifications(container);
  });
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => offerUpdate(workbox));
  workbox.register().catch((error: unknown) => console.error('[pwa] service worker registration failed', error));
}
