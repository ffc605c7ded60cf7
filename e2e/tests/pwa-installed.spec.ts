import { expect, test } from '@playwright/test';
import { emulateStandalone } from '../support/pwa';
import { logIn } from '../support/logIn';
import { signUpWithProfile } from '../support/testUsers';

// Installed / native mode (issue 14): the intro walkthrough and the drawer.

const STEP_TITLES = [
  'Welcome to Shalom Bayit',
  'Your partner, with consent',
  'Who is this about?',
  'Private or shared',
  'Connect with family',
  'Stay in touch',
  'Support this project',
  'You are all set',
];

test('the intro walks all 8 steps with dots, Back and Next, header hidden, and Complete goes to /auth', async ({ page }) => {
  await page.goto('/intro-apk');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Steps' }).getByRole('button')).toHaveCount(8);
  for (const [i, title] of STEP_TITLES.entries()) {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Step ${i + 1} of 8`)).toBeVisible();
    if (i === 0) await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    if (i === 5) await expect(page.getByText(/^Status: /)).toBeVisible();
    if (i < 7) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support this project' })).toBeVisible();
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('shalom-bayit.intro-seen'))).toBe('v1');
});

test('installed mode: sent to the intro until it is done, then the drawer replaces Dashboard and Log out', async ({ page, request }) => {
  const sarah = await signUpWithProfile(request, 'pwa-drawer', 'Sarah');
  await emulateStandalone(page);
  await page.goto('/how-it-works');
  await expect(page).toHaveURL(/\/intro-apk$/);
  await page.getByRole('button', { name: 'Go to step 8' }).click();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await logIn(page, sarah.email, { openAuthPage: false });
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  await header.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('listitem')).toHaveText([
    'Dashboard',
    'Messages',
    'Relationships',
    'AI Guidance',
  ]);
  for (const name of ['How It Works', 'Roadmap', 'Feedback', 'Terms of Service', 'Privacy Policy']) {
    await expect(drawer.getByRole('link', { name })).toBeVisible();
  }
  await expect(drawer.getByRole('button', { name: 'Reset App' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Roadmap' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();

  await header.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('Reset App clears the app and starts again at the first launch, which shows the intro', async ({ page, request }) => {
  const sarah = await signUpWithProfile(request, 'pwa-reset', 'Sarah');
  await emulateStandalone(page);
  await page.goto('/intro-apk');
  await page.evaluate(() => localStorage.setItem('shalom-bayit.intro-seen', 'v1'));
  await logIn(page, sarah.email);
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Reset App' }).click();
  // Storage is gone (session and intro flag included), so the first launch opens the intro.
  await expect(page).toHaveURL(/\/intro-apk$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
