import { expect, test, type Page } from '@playwright/test';
import {
  VIEWPORTS,
  expectNoHorizontalScroll,
  expectNothingOverflows,
  expectRightToLeftOrder,
  expectSoundRightToLeftLayout,
  screenshotForReview,
} from '../support/layoutChecks';
import { moveRemotes } from '../support/runtimeConfig';
import { logIn } from '../support/logIn';
import { signUpThroughApi, signUpWithProfile, uniqueEmail } from '../support/testUsers';

// Issue 10: every screen that exists today in Hebrew, right to left, at a laptop and a phone width.
// A Hebrew-speaking browser (navigator.languages he-IL) gets Hebrew on its first visit.

const logo = (page: Page) => page.getByRole('link', { name: 'שלום בית, לדף הבית' });
const languagePicker = (page: Page) => page.getByRole('combobox', { name: 'שפה · Language' });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Hebrew, right to left', () => {
  test.use({ locale: 'he-IL' });

  for (const viewport of VIEWPORTS) {
    test.describe(`at ${viewport.name} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('landing page: Hebrew from the first visit, header from right to left, nothing overflowing', async ({ page }) => {
        const hebrewCatalogs: string[] = [];
        page.on('request', (request) => {
          if (/i18n-shell-he\.[0-9a-f]+\.js$/.test(request.url())) hebrewCatalogs.push(request.url());
        });
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1, name: 'לחזק את הקשרים החשובים לכם באמת' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'כניסה / הרשמה' })).toHaveAttribute('href', '/auth');
        await expect(languagePicker(page)).toHaveValue('he');
        await expectRightToLeftOrder([logo(page), languagePicker(page)]);
        await expectSoundRightToLeftLayout(page);
        expect(hebrewCatalogs).toHaveLength(1);
        await screenshotForReview(page, `landing-he-${viewport.name}`);
      });

      test('login and sign-up', async ({ page }) => {
        await page.goto('/auth');
        await expect(page.getByRole('heading', { level: 1, name: 'כניסה' })).toBeVisible();
        await expect(page.getByLabel('דוא״ל')).toHaveAttribute('dir', 'ltr');
        await expectSoundRightToLeftLayout(page);
        await screenshotForReview(page, `auth-login-he-${viewport.name}`);
        await page.getByRole('link', { name: 'להרשמה' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'יצירת חשבון' })).toBeVisible();
        await expectSoundRightToLeftLayout(page);
        await screenshotForReview(page, `auth-signup-he-${viewport.name}`);
      });

      test('page not found', async ({ page }) => {
        await page.goto('/no/such/page');
        await expect(page.getByRole('heading', { level: 1, name: 'אופס! הדף לא נמצא' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'חזרה לדף הבית' })).toHaveAttribute('href', '/');
        await expectSoundRightToLeftLayout(page);
        await screenshotForReview(page, `not-found-he-${viewport.name}`);
      });

      test("a remote that cannot load: the section's fallback in Hebrew", async ({ page }) => {
        await moveRemotes(page, { 'mf-auth-onboarding': '/remotes/moved-away/mf-manifest.json' });
        await page.goto('/auth');
        // The prerendered sign-in screen starts the app on the visitor's first use of it.
        await page.mouse.move(1, 1);
        await expect(page.getByRole('heading', { name: 'לא הצלחנו לטעון את החלק הזה' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'לנסות שוב' })).toBeEnabled();
        await expectSoundRightToLeftLayout(page);
        await screenshotForReview(page, `remote-fallback-he-${viewport.name}`);
      });

      test('terms, privacy, how it works and roadmap', async ({ page }) => {
        for (const [path, title, name] of [
          ['/terms', 'תנאי שימוש', 'terms'],
          ['/privacy', 'מדיניות פרטיות', 'privacy'],
          ['/how-it-works', 'איך זה עובד', 'how-it-works'],
          ['/roadmap', 'מפת דרכים', 'roadmap'],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          await expectSoundRightToLeftLayout(page);
          await screenshotForReview(page, `${name}-he-${viewport.name}`);
        }
        await expect(page.getByText('שלב 1: יסודות')).toBeVisible();
      });

      test('onboarding: fill the form with the calendar and save, then the dashboard greets her', async ({ page, request }) => {
        const email = uniqueEmail(`hebrew-onboarding-${viewport.name}`);
        const { config, accessToken, userId } = await signUpThroughApi(request, email);

        // No profile yet: the test checks it lands on /onboarding.
        await logIn(page, email, { language: 'hebrew', landsOn: null });
        await expect(page).toHaveURL(/\/onboarding$/);
        await expect(page.getByRole('heading', { level: 2, name: 'ספרו לנו על עצמכם' })).toBeVisible();
        await expectSoundRightToLeftLayout(page);
        await screenshotForReview(page, `onboarding-he-${viewport.name}`);

        await page.getByRole('textbox', { name: 'שם תצוגה' }).fill('מרים');
        await page.getByRole('textbox', { name: 'שם פרטי' }).fill('מרים');
        await page.getByRole('textbox', { name: 'שם משפחה' }).fill('Adler');
        await choose(page, 'מגדר', 'נקבה');

        // The calendar: right to left, Hebrew names, the week from Sunday; 4 May 1990.
        await page.getByRole('button', { name: 'בחירת תאריך לידה מלוח השנה' }).click();
        const calendar = page.locator('.rdp-root');
        await expect(calendar).toHaveAttribute('dir', 'rtl');
        await calendar.getByRole('combobox', { name: 'בחר את השנה' }).selectOption('1990');
        await calendar.getByRole('combobox', { name: 'בחר את החודש' }).selectOption('4');
        await expect(calendar.getByRole('grid')).toHaveAccessibleName(/מאי 1990/);
        await expect(calendar.locator('.rdp-weekday').first()).toHaveText(/א/);
        await expectSoundRightToLeftLayout(page);
        await screenshotForReview(page, `onboarding-calendar-he-${viewport.name}`);
        await calendar.getByRole('gridcell').getByRole('button', { name: /^4 |, 4 / }).click();
        await expect(page.getByRole('textbox', { name: 'תאריך לידה' })).toHaveValue('04/05/1990');

        await choose(page, 'מצב משפחתי', 'נשואה');
        await page.getByRole('spinbutton', { name: 'מספר ילדים' }).fill('2');
        await choose(page, 'רמת שמירת מצוות', 'מסורתית');
        await choose(page, 'שלב בחיים', 'משפחה צעירה');
        await page.getByRole('button', { name: 'שפות' }).click();
        await page.getByRole('checkbox', { name: 'עברית' }).click();
        await page.getByRole('checkbox', { name: 'אנגלית' }).click();
        await expectSoundRightToLeftLayout(page);
        await screenshotForReview(page, `onboarding-languages-he-${viewport.name}`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: 'שפות' })).toContainText('נבחרו שתי שפות');
        await choose(page, 'מיקום', 'ישראל');
        await page.getByRole('checkbox', { name: 'אני מסכימה לשימוש אנונימי במידע שלי לשיפור ההדרכה.' }).click();
        await expectSoundRightToLeftLayout(page);
        await screenshotForReview(page, `onboarding-filled-he-${viewport.name}`);
        await page.getByRole('button', { name: 'שמירה והמשך' }).click();

        await expect(page).toHaveURL(/\/relationships$/);
        await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'הפרופיל נשמר' })).toBeVisible();

        // Stored as the spec's values, whatever the language on screen.
        const stored = await request.get(`${config.supabaseUrl}/rest/v1/profiles?id=eq.${userId}&select=*`, {
          headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${accessToken}` },
        });
        expect(await stored.json()).toEqual([
          expect.objectContaining({
            display_name: 'מרים',
            gender: 'female',
            date_of_birth: '1990-05-04',
            marital_status: 'married',
            observance_level: 'traditional',
            life_stage: 'young_family',
            languages: ['English', 'Hebrew'],
            location: 'Israel',
            consent: true,
          }),
        ]);

        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { level: 1, name: 'לוח הבקרה' })).toBeVisible();
        await expect(page.getByText('ברוכה השבה')).toBeVisible();
        const account = page.getByRole('navigation', { name: 'חשבון' });
        await expectRightToLeftOrder([
          logo(page),
          languagePicker(page),
          account.getByRole('link', { name: 'הודעות' }),
          account.getByRole('link', { name: 'לוח הבקרה' }),
          account.getByRole('button', { name: 'התנתקות' }),
        ]);
        await expectSoundRightToLeftLayout(page);
        await screenshotForReview(page, `dashboard-he-${viewport.name}`);
      });
    });
  }
});

test.describe('an English visitor', () => {
  test.use({ locale: 'en-US' });

  for (const viewport of VIEWPORTS) {
    test(`never downloads a Hebrew catalog (${viewport.name} px)`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const hebrewChunks: string[] = [];
      page.on('request', (request) => {
        if (/-he\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) hebrewChunks.push(request.url());
      });
      for (const path of ['/', '/auth', '/terms', '/no/such/page']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
        await page.waitForLoadState('networkidle');
        await screenshotForReview(page, `${path === '/' ? 'landing' : path.slice(1).replace(/\//g, '-')}-en-${viewport.name}`);
      }
      expect(hebrewChunks).toEqual([]);
    });
  }

  test('a signed-in header still fits a 390 px phone, left to right', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dana = await signUpWithProfile(request, 'english-header', 'Dana', {
      last_name: 'Levi',
      gender: 'female',
      birth_year: undefined,
      date_of_birth: '1990-01-01',
      marital_status: 'married',
      num_children: 0,
    });
    // The test waits for the dashboard's heading itself.
    await logIn(page, dana.email, { landsOn: null });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const account = page.getByRole('navigation', { name: 'Account' });
    // Left to right this time: the last item given is the leftmost.
    await expectRightToLeftOrder([
      account.getByRole('button', { name: 'Log out' }),
      account.getByRole('link', { name: 'Dashboard' }),
      account.getByRole('link', { name: 'Messages' }),
      page.getByRole('combobox', { name: 'Language · שפה' }),
      page.getByRole('link', { name: 'Shalom Bayit home' }),
    ]);
    await expectNoHorizontalScroll(page);
    await expectNothingOverflows(page);
    await screenshotForReview(page, 'dashboard-en-390');
  });
});
