import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

/** The shell registers its worker in automated browsers only when a run asks for it (see shell/src/pwa/serviceWorker.ts). */
export async function allowServiceWorker(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('shalom-bayit.sw-under-automation', '1');
    } catch {
      // opaque origins (about:blank) have no storage
    }
  });
}

/** Waits until /sw.js is active and controls the page. */
export async function waitForServiceWorkerControl(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** Emulates an installed app: `(display-mode: standalone)` matches, as in a launched PWA window. */
export async function emulateStandalone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'display-mode', value: 'standalone' }] });
  return cdp;
}
