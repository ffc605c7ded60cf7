import { expect, test, type Page } from '@playwright/test';
import { documentMarker, markDocument } from '../support/runtimeConfig';

// One browser history for the shell and the remotes it mounts (issue 2 item 4).

/**
 * The landing is prerendered: a link clicked before the app has taken it over is a plain page
 * load (the visitor still arrives). The language picker comes only with the running app.
 */
async function appRunning(page: Page): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Language · שפה' })).toBeVisible();
}

test.describe('navigation between the shell and a remote', () => {
  test('enters a remote from the shell and comes back with the back button, without a reload', async ({ page }) => {
    await page.goto('/');
    const landingTitle = page.getByRole('heading', { level: 1 });
    await expect(landingTitle).toContainText(/strengthen/i);
    await appRunning(page);
    await markDocument(page);

    await page.getByRole('link', { name: 'Login / Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.locator('[data-remote="mf-auth-onboarding"]')).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(landingTitle).toContainText(/strengthen/i);
    await expect(page.locator('[data-remote]')).toHaveCount(0);

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await documentMarker(page)).toBe('same-document');
  });

  test('a link inside the remote updates the address bar and the shell', async ({ page }) => {
    await page.goto('/');
    await appRunning(page);
    await markDocument(page);
    await page.getByRole('link', { name: 'Login / Sign Up', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

    // "Return to Home" is rendered by mf-auth-onboarding's own router.
    await page.locator('[data-remote="mf-auth-onboarding"]').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/strengthen/i);

    await page.goBack();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await documentMarker(page)).toBe('same-document');
  });

  test('protected screens send a visitor without a session to /auth', async ({ page }) => {
    for (const path of ['/dashboard', '/relationships', '/messages/ai/123', '/admin/feedback']) {
      await page.goto(path);
      // The wanted path rides along as ?next= so sign-in can return there.
      await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    }
  });

  test('the header logo leads home from inside a remote', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await markDocument(page);
    await page.getByRole('link', { name: 'Shalom Bayit home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/strengthen/i);
    expect(await documentMarker(page)).toBe('same-document');
  });
});
