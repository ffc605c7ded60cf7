import type { BrowserContext, Page } from '@playwright/test';

/**
 * Lets a test put a tab in the background. Headless Chromium reports every page as visible, so the
 * context's pages get document.visibilityState / document.hidden from a flag the test sets (kept in
 * sessionStorage, so a page loaded while hidden starts hidden); changing it fires visibilitychange,
 * as a real tab switch does. Call before the pages load.
 */
export async function controllableVisibility(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const KEY = 'e2e.page-hidden';
    let hidden = sessionStorage.getItem(KEY) === '1';
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    (window as unknown as { __e2eSetHidden(value: boolean): void }).__e2eSetHidden = (value: boolean) => {
      hidden = value;
      sessionStorage.setItem(KEY, value ? '1' : '0');
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

/** Puts the page in the background (or brings it back): it stays so across its navigations. */
export async function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => (window as unknown as { __e2eSetHidden(value: boolean): void }).__e2eSetHidden(value), hidden);
}
