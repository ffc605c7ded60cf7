import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { failScriptsBuiltFrom, holdScriptsBuiltFrom } from '../support/heldResponses';
import { logIn } from '../support/logIn';
import { signUpWithProfile } from '../support/testUsers';

/** The shell's toaster (the <Toaster/> mount and the code that shows the bus's toasts) and sonner. */
const TOASTER_SOURCES = /\/src\/layout\/AppToaster\.tsx$|\/node_modules\/sonner\//;

// Remotes show toasts by publishing them on the event bus; the shell's toaster is lazy code that
// can arrive after a remote's form already answers a click (CI under load did exactly that).
test('a toast a remote publishes before the toaster has loaded is shown once it has', async ({ page, request }) => {
  const gila = await signUpWithProfile(request, 'gila', 'Gila');
  // The toaster is held back from the test's first page on: every script built from
  // AppToaster.tsx or sonner waits here, found by its source map rather than a chunk name (an
  // earlier build also put AppToaster.tsx into other chunks, and holding visitor-toaster.<hash>.js
  // alone held nothing).
  const toaster = await holdScriptsBuiltFrom(page, TOASTER_SOURCES);
  await logIn(page, gila.email);
  const askedBefore = toaster.requestCount();
  // Not 'load': a held chunk may be one of the scripts the load event waits for.
  await page.goto('/relationships', { waitUntil: 'domcontentloaded' });
  const toasts = page.locator('[data-sonner-toast]');
  // The form is the remote's own render, so its handler is there once the button is: the click
  // publishes the toast in the same task.
  const addForm = page.getByRole('form', { name: 'Add a relationship' });
  await addForm.getByRole('button', { name: 'Add' }).click();
  // This page is fetching the toaster's code, and nothing can be shown meanwhile.
  await expect.poll(toaster.requestCount).toBeGreaterThan(askedBefore);
  await expect(toasts).toHaveCount(0);

  toaster.release();
  const missingId = toasts.filter({ hasText: 'Missing ID' });
  await expect(missingId).toBeVisible();
  await expect(missingId).toContainText("Enter the related user's ID.");
  // Shown once: not again when the toaster mounts and sonner replays what it kept.
  await expect(toasts).toHaveCount(1);
});

/** The toaster's mount: the one chunk the layout fetches for it after the first paint. */
const TOASTER_MOUNT = /\/src\/layout\/AppToaster\.tsx$/;
const PIECE_FAILED = '[shell] could not load a header or toaster piece';

/**
 * Opens /relationships as a signed-in user while the toaster's chunk cannot be fetched (as when
 * the visitor was offline at first paint), and waits until the layout has given up on it.
 */
async function openWithoutToaster(page: Page, request: APIRequestContext, name: string) {
  const user = await signUpWithProfile(request, name.toLowerCase(), name);
  await logIn(page, user.email);
  const toaster = await failScriptsBuiltFrom(page, TOASTER_MOUNT);
  const toasterFailed = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().startsWith(PIECE_FAILED));
  await page.goto('/relationships', { waitUntil: 'domcontentloaded' });
  await toasterFailed;
  // One download failed and the layout gave up on it: not a download loop while offline.
  expect(toaster.requestCount()).toBe(1);
  return toaster;
}

/** Raises the remote's "Missing ID" toast (the bus's toasts go through the shell's toaster). */
async function raiseMissingId(page: Page) {
  await page.getByRole('form', { name: 'Add a relationship' }).getByRole('button', { name: 'Add' }).click();
}

test('a toaster that could not be fetched is fetched again when the browser is back online, and shows the next toast once', async ({ page, context, request }) => {
  const toaster = await openWithoutToaster(page, request, 'Hadas');
  const askedWhileOffline = toaster.requestCount();

  toaster.restore();
  await context.setOffline(true);
  await context.setOffline(false);
  // Back online, the page fetches the toaster by itself: before any toast asks for it.
  await expect.poll(toaster.requestCount).toBeGreaterThan(askedWhileOffline);

  await raiseMissingId(page);
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.filter({ hasText: 'Missing ID' })).toBeVisible();
  await expect(toasts).toHaveCount(1);
});

test('a toast raised after the toaster could not be fetched fetches it again and is shown once', async ({ page, request }) => {
  const toaster = await openWithoutToaster(page, request, 'Yael');
  const askedBefore = toaster.requestCount();

  // The network is back without an online event (a blip): the toast itself asks for the toaster.
  toaster.restore();
  await raiseMissingId(page);
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.filter({ hasText: 'Missing ID' })).toBeVisible();
  await expect(toasts).toHaveCount(1);
  expect(toaster.requestCount()).toBeGreaterThan(askedBefore);
});
