import { expect, test } from '@playwright/test';
import { emulateStandalone } from '../support/pwa';
import { logIn } from '../support/logIn';
import { watchConsole } from '../support/quietConsole';
import { signUpWithProfile } from '../support/testUsers';

// Session 13's audit of the shell's own screens against the spec (§2): what needed the real app.

test('/protocol with a link whose path begins with // goes home instead of crashing the screen', async ({ page, context }) => {
  const console = watchConsole(context);
  for (const url of ['/.//evil.example/login', 'web+shalom:/.//evil.example']) {
    await page.goto(`/protocol?url=${encodeURIComponent(url)}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Strengthen the relationships that matter most' })).toBeVisible();
    await expect(page.getByText('This section could not load')).toHaveCount(0);
  }
  await page.goto(`/protocol?url=${encodeURIComponent('web+shalom://how-it-works')}`);
  await expect(page).toHaveURL(/\/how-it-works$/);
  console.expectQuiet();
});

test("installed app, before the intro is done: step 7's Donate Now opens /donate, whose Back returns to step 7", async ({ page, context }) => {
  const console = watchConsole(context);
  await emulateStandalone(page);
  await page.goto('/intro-apk');
  await page.getByRole('button', { name: 'Go to step 7' }).click();
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await expect(page).toHaveURL(/\/donate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support This Project' })).toBeVisible();
  await expect(page).toHaveTitle('Support This Project · Shalom Bayit');
  const form = page.getByRole('form', { name: 'Donate to Shalom Bayit' });
  await expect(form).toHaveAttribute('target', '_blank');
  await expect(form.locator('input[name="currency_code"]')).toHaveValue('USD');
  await expect(form.locator('input[name="no_recurring"]')).toHaveValue('1');
  await page.getByRole('button', { name: 'Back to the introduction' }).click();
  await expect(page).toHaveURL(/\/intro-apk$/);
  await expect(page.getByText('Step 7 of 8')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Support this project' })).toBeVisible();
  console.expectQuiet();
});

test("a remote's screen after the dashboard does not keep the dashboard's tab title", async ({ page, context, request }) => {
  const console = watchConsole(context);
  const person = await signUpWithProfile(request, 'audit-title', 'Naomi');
  await logIn(page, person.email);
  await expect(page).toHaveTitle('Dashboard · Shalom Bayit');
  await page.getByRole('main').getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('No conversations yet.')).toBeVisible();
  await expect(page).toHaveTitle('Shalom Bayit');
  console.expectQuiet();
});

test.describe('in Hebrew', () => {
  test.use({ locale: 'he-IL' });

  test('the shell screens without a title of their own are named in Hebrew in the tab', async ({ page, context }) => {
    const console = watchConsole(context);
    await page.goto('/share-target?text=shalom');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/ · שלום בית$/);
    await page.goto('/intro-apk');
    await expect(page.getByRole('heading', { level: 1, name: 'ברוכים הבאים לשלום בית' })).toBeVisible();
    await expect(page).toHaveTitle('סיור פתיחה · שלום בית');
    await page.goto('/donate');
    await expect(page.getByRole('heading', { level: 1, name: 'תמיכה בפרויקט' })).toBeVisible();
    await expect(page).toHaveTitle('תמיכה בפרויקט · שלום בית');
    console.expectQuiet();
  });
});
