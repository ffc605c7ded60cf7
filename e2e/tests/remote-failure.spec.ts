import { expect, test, type Page } from '@playwright/test';
import { THROWING_MOUNT_CONTAINER } from '../fixtures/throwingMountContainer';
import { documentMarker, markDocument, moveRemotes } from '../support/runtimeConfig';

// Failure isolation (issue 2 item 5): a remote that cannot load or mount shows a fallback with
// Retry in its own area; the header and the other routes keep working. One that could not load is
// also loaded again when the browser is back online.

const FALLBACK = 'This section could not load';

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('a remote that cannot be loaded', () => {
  test('a remote listed at a dead URL shows the fallback while the rest of the app works', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await moveRemotes(page, { 'mf-auth-onboarding': '/remotes/moved-away/mf-manifest.json' });

    await page.goto('/auth');
    // The prerendered sign-in screen starts the app on the visitor's first use of it.
    await page.mouse.move(1, 1);
    await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(errors.some((text) => text.includes('mf-auth-onboarding'))).toBe(true);

    // The header and the shell's own routes are unaffected.
    await markDocument(page);
    await page.getByRole('link', { name: 'Shalom Bayit home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/strengthen/i);
    await page.getByRole('link', { name: 'Terms of Service' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(await documentMarker(page)).toBe('same-document');
  });

  test('Retry goes back to the network, and the remote appears once it is reachable again', async ({ page }) => {
    let reachable = false;
    let manifestRequests = 0;
    await moveRemotes(page, { 'mf-auth-onboarding': '/remotes/flaky-auth/mf-manifest.json' });
    // The moved remote is the real build behind a path that fails until `reachable` is set.
    await page.route('**/remotes/flaky-auth/**', async (route) => {
      const url = route.request().url();
      if (url.endsWith('/mf-manifest.json')) manifestRequests += 1;
      if (!reachable) return route.fulfill({ status: 503, body: 'Service unavailable' });
      return route.continue({ url: url.replace('/remotes/flaky-auth/', '/remotes/mf-auth-onboarding/') });
    });

    await page.goto('/auth');
    // The prerendered sign-in screen starts the app on the visitor's first use of it.
    await page.mouse.move(1, 1);
    await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
    const requestsBeforeRetry = manifestRequests;
    expect(requestsBeforeRetry).toBeGreaterThanOrEqual(1);

    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
    await expect.poll(() => manifestRequests).toBeGreaterThan(requestsBeforeRetry);

    reachable = true;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
  });

  test('a remote that could not be loaded loads by itself when the browser is back online, one attempt per online event while it still cannot', async ({
    page,
    context,
  }) => {
    const failedAttempts: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[remotes] mf-auth-onboarding is unavailable')) failedAttempts.push(message.text());
    });
    let reachable = false;
    await moveRemotes(page, { 'mf-auth-onboarding': '/remotes/flaky-auth/mf-manifest.json' });
    // The moved remote is the real build behind a path that fails until `reachable` is set.
    await page.route('**/remotes/flaky-auth/**', async (route) => {
      if (!reachable) return route.fulfill({ status: 503, body: 'Service unavailable' });
      return route.continue({ url: route.request().url().replace('/remotes/flaky-auth/', '/remotes/mf-auth-onboarding/') });
    });

    await page.goto('/auth');
    // The prerendered sign-in screen starts the app on the visitor's first use of it.
    await page.mouse.move(1, 1);
    const fallback = page.getByRole('alert').filter({ hasText: FALLBACK });
    await expect(fallback.getByRole('heading', { name: FALLBACK })).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeEnabled();
    const fallbackText = await fallback.textContent();
    await expect.poll(() => failedAttempts.length).toBe(1);

    // The browser says it is online again, but the remote still cannot be fetched: one more
    // attempt (the retry plugin's tries within it), and the same fallback with the same words.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => failedAttempts.length).toBe(2);
    await expect(fallback).toHaveText(fallbackText ?? '');
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeEnabled();

    // Back online for real: the remote appears without a click on Retry.
    reachable = true;
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
    // Two online events, two attempts after the first: never a loop while it could not load.
    expect(failedAttempts).toHaveLength(2);
  });

  test('a manifest that fails once is retried on the network layer without a fallback', async ({ page }) => {
    let manifestRequests = 0;
    await page.route('**/remotes/mf-auth-onboarding/mf-manifest.json', async (route) => {
      manifestRequests += 1;
      if (manifestRequests === 1) return route.fulfill({ status: 503, body: 'Service unavailable' });
      return route.continue();
    });
    await page.goto('/auth');
    // The prerendered sign-in screen starts the app on the visitor's first use of it.
    await page.mouse.move(1, 1);
    // The live form has taken the prerendered one's place.
    await expect(page.locator('[data-prerendered="auth"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(manifestRequests).toBe(2);
  });

  test('a remote entry script that fails shows the fallback, and Retry recovers', async ({ page }) => {
    let broken = true;
    await page.route('**/remotes/mf-auth-onboarding/remoteEntry.js', (route) =>
      broken ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    await page.goto('/auth');
    // The prerendered sign-in screen starts the app on the visitor's first use of it.
    await page.mouse.move(1, 1);
    await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible({ timeout: 20_000 });

    broken = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  test('a remote whose mount throws shows the fallback, and Retry recovers', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    let brokenDeploy = true;
    await page.route('**/remotes/mf-auth-onboarding/remoteEntry.js', (route) =>
      brokenDeploy
        ? route.fulfill({ status: 200, contentType: 'text/javascript', body: THROWING_MOUNT_CONTAINER })
        : route.continue(),
    );
    await page.goto('/auth');
    // The prerendered sign-in screen starts the app on the visitor's first use of it.
    await page.mouse.move(1, 1);
    await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
    expect(errors.some((text) => text.includes('failed while mounting'))).toBe(true);
    await expect(page.getByRole('link', { name: 'Shalom Bayit home' })).toBeVisible();

    brokenDeploy = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});
