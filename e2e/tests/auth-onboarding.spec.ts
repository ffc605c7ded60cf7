import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/logIn';
import { E2E_PASSWORD, signUpThroughApi, signUpWithProfile, uniqueEmail } from '../support/testUsers';

// Issue 6: sign-up, login and the onboarding profile against the real backend.

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('auth and onboarding', () => {
  test('sign up, onboard, keep the session on reload, log out and log in again', async ({ page }) => {
    const email = uniqueEmail('newcomer');

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByLabel('Password').press('Enter');

    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tell us about yourself' })).toBeVisible();

    // Saving an empty form names what is missing.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Required fields missing')).toBeVisible();
    await expect(
      page.getByText('Please fill in: Display name, First name, Last name, Gender, Date of birth, Marital status'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.getByRole('textbox', { name: 'Display name' }).fill('Miriam');
    await page.getByRole('textbox', { name: 'First name' }).fill('Miriam');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Adler');
    await choose(page, 'Gender', 'Female');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('3/9/1991');
    await choose(page, 'Marital status', 'Married');
    await page.getByRole('spinbutton', { name: 'Number of children' }).fill('1');
    await choose(page, 'Observance level', 'Other');
    await page.getByRole('textbox', { name: 'Please specify' }).fill('Sephardi traditional');
    await page.getByRole('button', { name: 'Languages' }).click();
    await page.getByRole('checkbox', { name: 'Hebrew' }).click();
    await page.getByRole('checkbox', { name: 'English' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Languages' })).toContainText('2 selected');
    await page.getByRole('checkbox', { name: 'I consent to anonymous use of my data to improve guidance.' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page).toHaveURL(/\/relationships$/);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Profile saved' })).toBeVisible();

    // The session survives a reload.
    await page.reload();
    await expect(page).toHaveURL(/\/relationships$/);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    // Update mode shows what was stored, including Other with its text.
    await page.goto('/onboarding');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Observance level' })).toContainText('Other');
    await expect(page.getByRole('textbox', { name: 'Please specify' })).toHaveValue('Sephardi traditional');
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('03/09/1991');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // Straight from the log-out, without reloading /auth.
    await logIn(page, email, { openAuthPage: false, landsOn: null });
    await expect(page).toHaveURL(/\/dashboard$/);
    // The toast (the dashboard has its own greeting text).
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome back' })).toContainText('Signed in successfully');

    // A signed-in visitor does not stay on /auth.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong password shows Login failed with the server message', async ({ page, request }) => {
    const email = uniqueEmail('wrong-password');
    await signUpThroughApi(request, email);
    await logIn(page, email, { password: 'not-the-password', landsOn: null });
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Login failed' })).toContainText('Invalid login credentials');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  });

  test('a half-finished profile is sent back to /onboarding from a protected route', async ({ page, request }) => {
    // Everything but the date of birth.
    const avi = await signUpWithProfile(request, 'half-finished', 'Avi', {
      last_name: 'Peretz',
      gender: 'male',
      birth_year: undefined,
      date_of_birth: undefined,
      marital_status: 'single',
      num_children: 0,
    });

    await logIn(page, avi.email, { landsOn: null });
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Avi');
    await expect(page.getByRole('textbox', { name: 'Display name' })).toBeDisabled();

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Please fill in: Date of birth')).toBeVisible();

    await page.getByRole('textbox', { name: 'Date of birth' }).fill('12/24/1985');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/relationships$/);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Profile updated' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
