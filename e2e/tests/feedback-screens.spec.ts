import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { STAFF, feedbackFixture, fillFeedbackForm } from '../support/feedbackForm';
import { expectNoHorizontalScroll, expectNothingOverflows, VIEWPORTS } from '../support/layoutChecks';
import { logIn } from '../support/logIn';

// Issue 15: the feedback form, the dashboard and its detail dialog at 1280 and 390 px fit the
// screen (no sideways scroll, nothing outside the viewport). With FEEDBACK_SCREENS_DIR set, each
// state is also saved as a PNG there for a person to look at.

const SCREENS_DIR = process.env.FEEDBACK_SCREENS_DIR;

async function capture(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SCREENS_DIR) return;
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage });
}

for (const viewport of VIEWPORTS) {
  test(`feedback form, dashboard and detail fit ${viewport.name} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/feedback');
    await fillFeedbackForm(page, {
      subject: `Screens ${viewport.name} ${Date.now()}`,
      message: 'The Shabbat reminder arrives on Friday afternoon; Thursday evening would give us time to plan together.',
      type: 'Feature Request',
      name: 'Miriam Levi',
      email: 'miriam@example.test',
      images: ['screenshot-blue.png', 'photo-garden.jpg', 'chart-rose.png'],
    });
    await expect(page.getByRole('img', { name: /^Image 3:/ })).toBeVisible();
    // First the check that names what sticks out, then the page-level one.
    await expectNothingOverflows(page);
    await expectNoHorizontalScroll(page);
    await capture(page, `form-${viewport.name}`);
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback Submitted' })).toBeVisible();
    await capture(page, `form-sent-${viewport.name}`);
    await expect(page).toHaveURL(/\/$/);

    await logIn(page, STAFF.email, { password: STAFF.password });
    await page.goto('/admin/feedback');
    const view = page.getByRole('button', { name: /^View feedback: Screens/ }).first();
    await expect(view).toBeVisible();
    // First the check that names what sticks out, then the page-level one.
    await expectNothingOverflows(page);
    await expectNoHorizontalScroll(page);
    await capture(page, `dashboard-${viewport.name}`);

    await view.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: 'Image 3', exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    // The dialog is fixed to the viewport: a full-page shot would stretch the page behind it.
    await capture(page, `dialog-${viewport.name}`, false);
  });
}

test('a sixth image and a text file are refused, at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/feedback');
  await page.getByLabel('Add images').setInputFiles(['screenshot-blue.png', 'screenshot-green.png', 'photo-amber.png', 'chart-rose.png', 'icon-grey.png', 'extra-violet.png'].map(feedbackFixture));
  await expect(page.getByText('You can upload up to 5 images only.').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await capture(page, 'form-too-many-390');
});
