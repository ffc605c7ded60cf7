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

/** WCAG's contrast ratio of two `rgb(…)` colours as getComputedStyle gives them. */
function contrast(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const value = Number(part) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test('every kind of toast reads at WCAG contrast (4.5 : 1): error, success, info and warning', async ({ page, request }) => {
  const user = await signUpWithProfile(request, 'tovah', 'Tovah');
  await logIn(page, user.email);
  await page.goto('/relationships');
  await raiseMissingId(page);
  const error = page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: 'Missing ID' });
  await expect(error).toBeVisible();
  const shown = await error.evaluate((toast) => {
    const style = getComputedStyle(toast);
    return { color: style.color, background: style.backgroundColor };
  });
  expect(contrast(shown.color, shown.background)).toBeGreaterThanOrEqual(4.5);
  // The other kinds' colours, as the toaster resolves them for a toast of that kind.
  const kinds = await page.locator('[data-sonner-toaster]').first().evaluate((toaster) =>
    ['success', 'info', 'warning', 'error'].map((kind) => {
      const probe = document.createElement('div');
      probe.style.color = `var(--${kind}-text)`;
      probe.style.backgroundColor = `var(--${kind}-bg)`;
      toaster.appendChild(probe);
      const style = getComputedStyle(probe);
      const colours = { kind, color: style.color, background: style.backgroundColor };
      probe.remove();
      return colours;
    }),
  );
  for (const { kind, color, background } of kinds) {
    expect.soft(contrast(color, background), kind).toBeGreaterThanOrEqual(4.5);
  }
});
