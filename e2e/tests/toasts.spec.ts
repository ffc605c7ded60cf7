import { expect, test } from '@playwright/test';
import { holdScriptsBuiltFrom } from '../support/heldResponses';
import { logIn } from '../support/logIn';
import { signUpWithProfile } from '../support/testUsers';

/** The shell's toaster (the <Toaster/> mount and the code that shows the bus's toasts) and sonner. */
const TOASTER_SOURCES = /\/src\/layout\/AppToaster\.tsx$|\/node_modules\/sonner\//;

// Remotes show toasts by publishing them on the event bus; the shell's toaster is lazy code that
// can arrive after a remote's form already answers a click (CI under load did exactly that).
test('a toast a remote publishes before the toaster has loaded is shown once it has', async ({ page, request }) => {
  const gila = await signUpWithProfile(request, 'gila', 'Gila');
  // The toaster is held back from the test's first page on. Not by its chunk's name alone: the
  // build also puts AppToaster.tsx into other chunks (the signed-in header's, the service
  // worker's: they import loadSonner from it), and any of them installs the toaster's chunk, so
  // holding visitor-toaster.<hash>.js held nothing (the toast showed at once, and sonner closed it
  // before the release). Every script built from AppToaster.tsx or sonner waits here.
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
