import type { Page, Route } from '@playwright/test';

/** The app's entry script (main.<hash>.js). */
export const APP_ENTRY_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/**
 * Holds every response matching `pattern` until `release()`: what the page shows meanwhile is all
 * it has without them (a prerendered screen before the app's script).
 */
export async function holdResponses(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    // A request of a document left meanwhile has no one to answer.
    await route.continue().catch(() => undefined);
  });
  return { release };
}
