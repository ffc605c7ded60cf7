import { expect, type Page } from '@playwright/test';

/** Waits until /sw.js is active and controls the page. */
export async function waitForServiceWorkerControl(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/**
 * Emulates an installed app: `(display-mode: standalone)` matches, as in a launched PWA window.
 * Chromium's media emulation does not cover display-mode, so the page's matchMedia answers it.
 */
export async function emulateStandalone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const result = original(query);
      if (!/display-mode:\s*standalone/.test(query)) return result;
      // A plain object: MediaQueryList's own `matches` is a getter that cannot be overridden.
      return {
        matches: true,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      } as MediaQueryList;
    };
  });
}

/**
 * This machine's Chromium reaches no push service (no network to FCM), so PushManager.subscribe is
 * answered by a local Web Push test service (web-push-testing) run by the test: the subscription
 * the page stores is a real one, which the backend can encrypt and send pushes to.
 */
export async function usePushTestService(page: Page, subscribe: (applicationServerKey: string) => Promise<unknown>): Promise<void> {
  await page.exposeFunction('__shalomTestPushSubscribe', subscribe);
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const toKey = (key: BufferSource | string | null | undefined): string => {
      if (typeof key === 'string') return key;
      if (!key) return '';
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer, key.byteOffset, key.byteLength);
      return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    };
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const json = (await (window as unknown as { __shalomTestPushSubscribe(key: string): Promise<PushSubscriptionJSON> }).__shalomTestPushSubscribe(
        toKey(options?.applicationServerKey),
      ));
      current = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => true } as unknown as PushSubscription;
      return current;
    };
  });
}
