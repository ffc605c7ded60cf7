import type { Page, Route } from '@playwright/test';

interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<string, string>;
}

/**
 * Serves the real /config.json with some remotes moved, the way a deployer would edit it. Browser
 * interception keeps the server's own config untouched for the other tests.
 */
export async function moveRemotes(page: Page, moved: Record<string, string>): Promise<void> {
  await page.route('**/config.json', async (route: Route) => {
    const response = await route.fetch();
    const config = (await response.json()) as RuntimeConfig;
    await route.fulfill({ response, json: { ...config, remotes: { ...config.remotes, ...moved } } });
  });
}

/** Marks the current document, so a test can tell a client-side navigation from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { __shalomE2eMarker?: string }).__shalomE2eMarker = 'same-document';
  });
}

export async function documentMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as Window & { __shalomE2eMarker?: string }).__shalomE2eMarker);
}
