import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { failScriptsBuiltFrom, holdScriptsBuiltFrom } from '../support/heldResponses';
import { screenshotForReview } from '../support/layoutChecks';
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

/**
 * Issue 33 §7: a toast never covers the header's controls — the language picker, and on a phone
 * the header's icons. Every interactive element of the header is measured against every toast.
 */
async function expectHeaderUncovered(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.first()).toBeVisible();
  // Kept on screen while it is measured (sonner pauses a toast under the pointer), and settled
  // where it stays: sonner slides a toast in (a CSS transition once it is mounted).
  await toasts.first().hover();
  await expect(page.locator('[data-sonner-toast][data-mounted="true"]').first()).toBeVisible();
  for (const toast of await toasts.all()) await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const header = await page.locator('header').first().boundingBox();
  expect(header).not.toBeNull();
  const controls = await page.locator('header').first().locator('a, button, [role="combobox"], select').evaluateAll((elements) =>
    elements.map((element) => ({ name: element.getAttribute('aria-label') ?? element.textContent ?? '', box: element.getBoundingClientRect().toJSON() as DOMRect })).filter(({ box }) => box.width > 0),
  );
  expect(controls.length).toBeGreaterThan(1);
  for (const toast of await toasts.all()) {
    const box = (await toast.boundingBox())!;
    expect(box.y, 'a toast opens below the header').toBeGreaterThanOrEqual(header!.y + header!.height);
    for (const { name, box: control } of controls) {
      const overlaps = box.x < control.right && control.left < box.x + box.width && box.y < control.bottom && control.top < box.y + box.height;
      expect(overlaps, `the toast covers "${name}"`).toBe(false);
    }
  }
}

test('English, 1280 px: a toast on /auth opens below the header and its language picker', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody@test.local');
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Login failed' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language · שפה' })).toBeVisible();
  await expectHeaderUncovered(page);
  await screenshotForReview(page, 'toast-below-header-en-1280', { fullPage: false });
});

test('Hebrew, 390 px: the sign-in toast on the dashboard leaves every header icon free', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'he-IL', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const yael = await signUpWithProfile(request, 'toast-yael', 'יעל');
  await logIn(page, yael.email, { language: 'hebrew' });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'ברוכים השבים' })).toBeVisible();
  await expectHeaderUncovered(page);
  await screenshotForReview(page, 'toast-below-header-he-390', { fullPage: false });
  // The bell's panel, opened while the welcome is still up, is above the toasts (which open where it does).
  await page.getByRole('banner').getByRole('button', { name: /^התראות/ }).click();
  const panel = page.getByRole('dialog', { name: 'התראות' });
  await expect(panel).toBeVisible();
  // Compared as the page stacks them: the panel's positioned wrapper (its stacking context) and the toaster.
  const layers = await panel.evaluate((element) => ({
    panel: Number(getComputedStyle(element.closest('[data-radix-popper-content-wrapper]')!).zIndex),
    toasts: Number(getComputedStyle(document.querySelector('[data-sonner-toaster]')!).zIndex),
  }));
  expect(layers.panel).toBeGreaterThan(layers.toasts);
  await screenshotForReview(page, 'toast-under-bell-he-390', { fullPage: false });
  await context.close();
});

test('English, 390 px and Hebrew, 1280 px: the same below the header', async ({ browser, request }) => {
  const dov = await signUpWithProfile(request, 'toast-dov', 'Dov');
  for (const [locale, width, language] of [['en-US', 390, 'english'], ['he-IL', 1280, 'hebrew']] as const) {
    const context = await browser.newContext({ locale, viewport: { width, height: 800 }, ...(width === 390 ? { isMobile: true, hasTouch: true } : {}) });
    const page = await context.newPage();
    await logIn(page, dov.email, { language });
    await expectHeaderUncovered(page);
    await screenshotForReview(page, `toast-below-header-${locale.slice(0, 2)}-${width}`, { fullPage: false });
    await context.close();
  }
});
