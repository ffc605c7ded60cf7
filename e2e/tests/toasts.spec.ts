import { expect, test } from '@playwright/test';
import { holdResponses, holdScriptsWhere } from '../support/heldResponses';
import { logIn } from '../support/logIn';
import { signUpWithProfile } from '../support/testUsers';

/** The shell's toaster chunk (layout/AppToaster.tsx, named by the build). */
const TOASTER_CHUNK = /\/visitor-toaster\.[0-9a-f]+\.js$/;
/** sonner's own code, in a chunk the build names by its hash alone: its toaster's list attribute. */
const SONNER_CODE = 'data-sonner-toaster';

// Remotes show toasts by publishing them on the event bus; the shell's toaster is lazy code that
// can arrive after a remote's form already answers a click (CI under load did exactly that).
test('a toast a remote publishes before the toaster has loaded is shown once it has', async ({ page, request }) => {
  const gila = await signUpWithProfile(request, 'gila', 'Gila');
  // The toaster is held back from the test's first page on. Holding its named chunk alone holds
  // nothing: the build also puts AppToaster.tsx into the chunks of the signed-in header and the
  // service worker (they import loadSonner from it), and any of them installs the toaster's chunk;
  // the toast showed at once and sonner closed it before the release. What no toast can do
  // without is sonner, so its chunk is held too. (The later route answers its URLs first.)
  const sonner = await holdScriptsWhere(page, (_url, code) => code.includes(SONNER_CODE));
  const toasterChunk = await holdResponses(page, TOASTER_CHUNK);
  await logIn(page, gila.email);
  // Not 'load': a held chunk may be one of the scripts the load event waits for.
  await page.goto('/relationships', { waitUntil: 'domcontentloaded' });
  const toasts = page.locator('[data-sonner-toast]');
  // sonner loads with a page's first toast or first action, so this page has not asked for it yet.
  const askedBefore = sonner.requestCount();
  // The form is the remote's own render, so its handler is there once the button is: the click
  // publishes the toast in the same task.
  const addForm = page.getByRole('form', { name: 'Add a relationship' });
  await addForm.getByRole('button', { name: 'Add' }).click();
  // The page is fetching the toaster's code for this toast, and nothing can be shown meanwhile.
  await expect.poll(sonner.requestCount).toBeGreaterThan(askedBefore);
  await expect(toasts).toHaveCount(0);

  toasterChunk.release();
  sonner.release();
  const missingId = toasts.filter({ hasText: 'Missing ID' });
  await expect(missingId).toBeVisible();
  await expect(missingId).toContainText("Enter the related user's ID.");
  // Shown once: not again when the toaster mounts and sonner replays what it kept.
  await expect(toasts).toHaveCount(1);
});
