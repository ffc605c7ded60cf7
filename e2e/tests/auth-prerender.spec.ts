import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axeScan';
import { APP_ENTRY_SCRIPT, holdResponses } from '../support/heldResponses';
import { layoutShift } from '../support/layoutChecks';
import { watchConsole } from '../support/quietConsole';
import { E2E_PASSWORD, signUpWithProfile } from '../support/testUsers';

// Issue 18 §2: index.html carries the /auth sign-in screen prerendered (English and Hebrew), so it
// paints before any script. The app renders beside it and takes over once the live form is there:
// what the visitor typed, focused or submitted in the meantime carries over, and nothing moves.

/** Holds the app's entry script until `release()`: the prerendered screen is all there is until then. */
const holdTheApp = async (page: Page) => (await holdResponses(page, APP_ENTRY_SCRIPT)).release;

const prerendered = (page: Page) => page.locator('[data-prerendered="auth"]');
const card = (page: Page) => page.locator('main section[aria-labelledby]');

test.describe('the prerendered sign-in screen', () => {
  test('paints without the app; typed values, focus and caret carry into the live form without a shift', async ({ page, context, request }) => {
    const console = watchConsole(context);
    const person = await signUpWithProfile(request, 'prerender-typist', 'Dana');
    const release = await holdTheApp(page);
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });

    // Only HTML and CSS so far: the real header, card and form, in English.
    await expect(prerendered(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByText('Welcome back. Sign in with your email and password.')).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll('#root ~ div').length)).toBe(0);
    const before = await card(page).boundingBox();
    expect(before).not.toBeNull();

    await page.getByLabel('Email').pressSequentially(person.email);
    await page.getByLabel('Password').pressSequentially(E2E_PASSWORD);
    await page.getByLabel('Password').press('ArrowLeft');
    await page.getByLabel('Password').press('ArrowLeft');

    release();
    await expect(prerendered(page)).toHaveCount(0);
    // The live remote's form, with the visitor's input, the focus and the caret where they were.
    await expect(page.locator('[data-remote="mf-auth-onboarding"] form')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    await expect(page.getByLabel('Password')).toHaveValue(E2E_PASSWORD);
    await expect(page.getByLabel('Password')).toBeFocused();
    expect(await page.getByLabel('Password').evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
      E2E_PASSWORD.length - 2,
      E2E_PASSWORD.length - 2,
    ]);
    expect(await card(page).boundingBox()).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
    await expectNoAxeViolations(page, '/auth after the take-over');

    // The values are React's own: signing in with them works.
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    console.expectQuiet();
  });

  test('a submit made before the app runs never leaves the page, and is made again by the live form', async ({ page, context, request }) => {
    const console = watchConsole(context);
    const person = await signUpWithProfile(request, 'prerender-early-enter', 'Noa');
    const release = await holdTheApp(page);
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    await expect(prerendered(page)).toBeVisible();

    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    // No native GET submission: the password never reaches a URL. The form says at once that it is being sent.
    await expect(prerendered(page)).toBeVisible();
    expect(page.url()).not.toContain('password');
    await expect(prerendered(page).getByRole('button', { name: 'Please wait...' })).toBeVisible();
    await expect(page.getByLabel('Password')).not.toBeEditable();

    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    console.expectQuiet();
  });

  test('a Hebrew visitor gets the Hebrew screen right to left, and it is taken over in place', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'he-IL' });
    const console = watchConsole(context);
    const page = await context.newPage();
    const release = await holdTheApp(page);
    await page.goto('/auth?next=%2Fmessages', { waitUntil: 'domcontentloaded' });

    await expect(prerendered(page)).toBeVisible();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['he', 'rtl']);
    await expect(page.getByRole('heading', { level: 1, name: 'כניסה' })).toBeVisible();
    const before = await card(page).boundingBox();
    await page.getByLabel('דוא״ל').fill('someone@test.local');

    release();
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.locator('[data-remote="mf-auth-onboarding"] form')).toBeVisible();
    await expect(page.getByLabel('דוא״ל')).toHaveValue('someone@test.local');
    expect(await card(page).boundingBox()).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['he', 'rtl']);
    await expectNoAxeViolations(page, '/auth in Hebrew after the take-over');
    console.expectQuiet();
    await context.close();
  });

  test('"Sign up" clicked before the app runs is the sign-up screen at once, and the live form stays on it', async ({ page, context }) => {
    const console = watchConsole(context);
    const release = await holdTheApp(page);
    await page.goto('/auth?next=%2Fmessages', { waitUntil: 'domcontentloaded' });
    await expect(prerendered(page)).toBeVisible();
    await page.getByLabel('Email').fill('someone@test.local');
    // A real link, answered on the prerender: the screen and the address change now, what was typed stays.
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth?mode=signup&next=%2Fmessages');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(prerendered(page).getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=signup&next=%2Fmessages$/);
    await expect(page.getByLabel('Email')).toHaveValue('someone@test.local');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeFocused();

    release();
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.locator('[data-remote="mf-auth-onboarding"] [data-screen="signup"] form')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('someone@test.local');
    // The app's history is the address's: Back is the login screen, in the app.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?next=%2Fmessages$/);
    console.expectQuiet();
  });

  test('/auth?mode=signup is prerendered too, in English and Hebrew', async ({ browser }) => {
    for (const [locale, title] of [['en-US', 'Create your account'], ['he-IL', 'יצירת חשבון']] as const) {
      const context = await browser.newContext({ locale });
      const console = watchConsole(context);
      const page = await context.newPage();
      const release = await holdTheApp(page);
      await page.goto('/auth?mode=signup', { waitUntil: 'domcontentloaded' });
      await expect(prerendered(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
      release();
      await page.mouse.move(10, 10);
      await expect(prerendered(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      console.expectQuiet();
      await context.close();
    }
  });

  test('a link clicked before the app runs is the app\'s own navigation once it runs, with no page load', async ({ page, context }) => {
    const console = watchConsole(context);
    const release = await holdTheApp(page);
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    await expect(prerendered(page)).toBeVisible();
    await page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
    await page.getByRole('link', { name: 'Shalom Bayit home' }).click();
    // The browser does not load "/": the prerender stays until the app makes the navigation.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    // Issue 33 §1: it says at once that it is on its way — the link waits and a bar runs along the top.
    await expect(page.getByRole('link', { name: 'Shalom Bayit home' })).toHaveAttribute('data-prerender-following', '');
    expect(await prerendered(page).evaluate((root) => {
      const bar = getComputedStyle(root, '::before');
      return { position: bar.position, top: bar.top, height: bar.height };
    })).toEqual({ position: 'fixed', top: '0px', height: '3px' });

    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/strengthen/i);
    await expect(prerendered(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // One history: Back returns to the sign-in screen, now the live one.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.locator('[data-remote="mf-auth-onboarding"]')).toHaveCount(1);
    console.expectQuiet();
  });

  test('the app is fetched after the paint and starts only when the visitor starts using the screen', async ({ page, context }) => {
    const console = watchConsole(context);
    await page.goto('/auth', { waitUntil: 'networkidle' });
    await expect(prerendered(page)).toBeVisible();
    // Fetched at the lowest priority once painted (prefetch: an unused file is no console warning) ...
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(fetched).toContainEqual(expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/));
    expect(await page.locator('head link[rel="prefetch"]').count()).toBeGreaterThan(1);
    expect(await page.locator('link[rel="preload"][as="script"]').count()).toBe(0);
    // ... but not run: no entry script, nothing rendering beside the prerender, no remote, no client.
    expect(await page.locator('script[src]').count()).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('#root ~ div').length)).toBe(0);
    expect(fetched.filter((path) => path.startsWith('/remotes/') || path === '/config.json')).toEqual([]);

    // The pointer moving over the page is use: the app starts and takes over.
    await page.mouse.move(200, 200);
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.locator('[data-remote="mf-auth-onboarding"] form')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language · שפה' })).toBeVisible();
    console.expectQuiet();
  });

  test('the focus entering a field starts the app; what is typed meanwhile carries over', async ({ page, context }) => {
    const console = watchConsole(context);
    await page.goto('/auth', { waitUntil: 'networkidle' });
    await expect(prerendered(page)).toBeVisible();
    expect(await page.locator('script[src]').count()).toBe(0);
    await page.getByLabel('Email').focus();
    await page.keyboard.type('someone@test.local');
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue('someone@test.local');
    console.expectQuiet();
  });

  test('a visit the prerender does not fit renders as before: another /auth state, a stored session', async ({ page }) => {
    const gateSaid = async (url: string) => {
      const release = await holdTheApp(page);
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const skipped = await page.evaluate(() => document.documentElement.hasAttribute('data-prerender-skip'));
      release();
      // The app renders the screen itself, as before.
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      await expect(prerendered(page)).toHaveCount(0);
      await page.unrouteAll({ behavior: 'wait' });
      return skipped;
    };
    expect(await gateSaid('/auth?mode=other')).toBe(true);

    // A session key of another project: the gate cannot tell, so the app renders fresh (signed out here).
    await page.addInitScript(() => localStorage.setItem('sb-elsewhere-auth-token', '{"access_token":"x"}'));
    expect(await gateSaid('/auth')).toBe(true);
  });
});
