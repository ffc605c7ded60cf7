import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from '../../support/layoutChecks';
import { logIn } from '../../support/logIn';
import { signUpWithProfile } from '../../support/testUsers';

// Issue 18 screenshots, for people to look at, of the screens changed for contrast, target size and
// layout: into SCREENS_18_DIR when set (e.g. /work/notes/screens-18), else test-results/screens-18.
// Each step also checks that its screen rendered, so a run proves the screens still open.

const OUT = process.env.SCREENS_18_DIR ?? 'test-results/screens-18';

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} px`, () => {
    test.use({ locale: 'en-US', viewport: { width: viewport.width, height: viewport.height } });

    test('static pages, intro dots, dashboard greeting, notification settings', async ({ page, request }) => {
      for (const path of ['/how-it-works', '/terms']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shot(page, `${viewport.name}-${path.slice(1)}`, false);
      }
      await page.goto('/intro-apk');
      await page.getByRole('button', { name: 'Go to step 2' }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await shot(page, `${viewport.name}-intro-dots-focused`);

      const sarah = await signUpWithProfile(request, 'screens-18', 'Sarah');
      await logIn(page, sarah.email);
      await shot(page, `${viewport.name}-dashboard`, false);
      await page.getByRole('button', { name: 'Notification Settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible();
      await expect(page.getByRole('switch').first()).toBeVisible();
      await shot(page, `${viewport.name}-notification-settings`);
    });
  });
}
