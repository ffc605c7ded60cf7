import { expect, test, type Route } from '@playwright/test';
import { logIn } from '../support/logIn';
import { signUpWithProfile } from '../support/testUsers';

// Remotes show toasts by publishing them on the event bus; the shell's toaster is a lazy chunk
// that can arrive after a remote's form already answers a click (CI under load did exactly that).
test('a toast a remote publishes before the toaster has loaded is shown once it has', async ({ page, request }) => {
  const gila = await signUpWithProfile(request, 'gila', 'Gila');
  await logIn(page, gila.email);

  // A fresh page load in which the toaster's chunk is held back until the toast was asked for.
  let releaseToaster: () => void = () => undefined;
  const toasterHeld = new Promise<void>((resolve) => {
    releaseToaster = resolve;
  });
  let toasterRequested = false;
  await page.route(/\/visitor-toaster\.[0-9a-f]+\.js$/, async (route: Route) => {
    toasterRequested = true;
    await toasterHeld;
    await route.continue();
  });
  await page.goto('/relationships');
  const addForm = page.getByRole('form', { name: 'Add a relationship' });
  await addForm.getByRole('button', { name: 'Add' }).click();
  // Nothing can be shown yet: the toaster is still on its way.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect.poll(() => toasterRequested).toBe(true);

  releaseToaster();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Missing ID' })).toBeVisible();
});
