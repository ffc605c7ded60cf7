import { expect, test, type Page, type Request } from '@playwright/test';
import { STAFF, feedbackFixture, fillFeedbackForm, imageInput, toast } from '../support/feedbackForm';
import { logIn } from '../support/logIn';
import { signUpWithProfile } from '../support/testUsers';

// Issue 15: feedback with images from an anonymous visitor and a signed-in user, the form's image
// limits, and the staff dashboard that finds, opens and resolves them — against the real app and
// backend. The tests build on each other (the staff test reviews what the first two sent).

const RUN = Date.now();
const ANONYMOUS_SUBJECT = `Calendar cut off ${RUN}`;
const SIGNED_IN_SUBJECT = `Slow chat loading ${RUN}`;

/** Requests that asked for feedback data (rows, counts or images), whoever made them. */
function feedbackDataRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/rest/v1/feedback') || url.includes('/storage/v1/object/sign/feedback-images') || url.includes('/storage/v1/object/feedback-images')) {
      seen.push(request);
    }
  });
  return seen;
}

test.describe.serial('feedback', () => {
  test('an anonymous visitor sends feedback with two images and is taken home', async ({ page }) => {
    const sent = feedbackDataRequests(page);
    await page.goto('/feedback');
    await expect(page.getByText('We review all feedback within 1-2 business days.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Feedback' });
    await expect(submit).toBeDisabled();

    await fillFeedbackForm(page, {
      subject: ANONYMOUS_SUBJECT,
      message: 'On my phone the date picker in onboarding is cut off at the bottom.',
      type: 'Bug Report',
      name: 'Dvora',
      email: 'dvora@example.test',
      images: ['screenshot-blue.png', 'photo-garden.jpg'],
    });
    await expect(page.getByRole('img', { name: 'Image 1: screenshot-blue.png' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Image 2: photo-garden.jpg' })).toBeVisible();
    await submit.click();

    await expect(toast(page, 'Feedback Submitted')).toBeVisible();
    await expect(toast(page, "We'll review your feedback within 1-2 business days.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Two uploads into a fresh anonymous/<uuid v4>/ folder with timestamp-index names, then one row
    // (not read back).
    const uploads = sent.filter((request) => request.method() === 'POST' && request.url().includes('/storage/v1/object/feedback-images/'));
    const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
    expect(uploads.map((request) => new URL(request.url()).pathname.split('/feedback-images/')[1])).toEqual([
      expect.stringMatching(new RegExp(`^anonymous/${uuid}/\\d{13}-0\\.png$`)),
      expect.stringMatching(new RegExp(`^anonymous/${uuid}/\\d{13}-1\\.jpg$`)),
    ]);
    const rows = sent.filter((request) => request.method() === 'POST' && request.url().includes('/rest/v1/feedback'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.postDataJSON()).toMatchObject({
      user_id: null,
      subject: ANONYMOUS_SUBJECT,
      feedback_type: 'bug_report',
      name: 'Dvora',
      email: 'dvora@example.test',
      page_url: expect.stringMatching(/\/feedback$/),
      user_agent: expect.any(String),
    });
  });

  test('a signed-in user sends feedback with one image and is taken to the dashboard', async ({ page, request }) => {
    const person = await signUpWithProfile(request, 'feedback-user', 'Noa');
    await logIn(page, person.email);
    const sent = feedbackDataRequests(page);
    await page.goto('/feedback');
    await fillFeedbackForm(page, {
      subject: SIGNED_IN_SUBJECT,
      message: 'Opening a conversation takes a few seconds on my laptop.',
      type: 'Technical Issue',
      images: ['photo-amber.png'],
    });
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(toast(page, 'Feedback Submitted')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    const upload = sent.find((r) => r.method() === 'POST' && r.url().includes('/storage/v1/object/feedback-images/'));
    expect(new URL(upload?.url() ?? 'http://x/').pathname).toMatch(new RegExp(`/feedback-images/${person.userId}/\\d{13}-0\\.png$`));
    const row = sent.find((r) => r.method() === 'POST' && r.url().includes('/rest/v1/feedback'));
    expect(row?.postDataJSON()).toMatchObject({ user_id: person.userId, feedback_type: 'technical_issue', name: null, email: null });
  });

  test('a sixth image and a file that is not an image are refused before anything is sent', async ({ page }) => {
    const sent = feedbackDataRequests(page);
    await page.goto('/feedback');
    const input = imageInput(page);
    await input.setInputFiles(['screenshot-blue.png', 'screenshot-green.png', 'photo-amber.png', 'chart-rose.png', 'icon-grey.png'].map(feedbackFixture));
    await expect(page.getByText('5 of 5 images')).toBeVisible();
    // Full: the picker is disabled; removing one enables it, and two more are too many.
    await expect(input).toBeDisabled();
    await page.getByRole('button', { name: 'Remove image 5' }).click();
    await input.setInputFiles(['icon-grey.png', 'extra-violet.png'].map(feedbackFixture));
    await expect(toast(page, 'Too many images')).toBeVisible();
    await expect(page.getByText('You can upload up to 5 images only.').first()).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(4);

    await input.setInputFiles(feedbackFixture('notes.txt'));
    await expect(page.getByText('Only image files can be added: notes.txt is not an image.')).toBeVisible();
    await expect(page.getByRole('img', { name: /notes\.txt/ })).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('staff find both by search and filter, open the detail with its images, resolve one with a note, and the stats change', async ({ page }) => {
    await logIn(page, STAFF.email, { password: STAFF.password });
    await page.goto('/admin/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback Dashboard' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Feedback totals' })).toBeVisible();
    // By key, not by role: while the dialog is open the page behind it is hidden from the
    // accessibility tree, though still on screen.
    const stat = (key: string) => page.locator(`[data-stat="${key}"]`);
    await expect(stat('total')).not.toHaveText('–');
    const before = { resolved: Number(await stat('resolved').textContent()), fresh: Number(await stat('new').textContent()) };
    expect(before.fresh).toBeGreaterThanOrEqual(2);

    const table = page.getByRole('table');
    // Search finds the anonymous one by its subject.
    await page.getByRole('searchbox', { name: 'Search' }).fill(ANONYMOUS_SUBJECT);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: ANONYMOUS_SUBJECT, exact: true })).toBeVisible();
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    // Search by the sender's email finds it too.
    await page.getByRole('searchbox', { name: 'Search' }).fill('dvora@example');
    await expect(table.getByRole('cell', { name: ANONYMOUS_SUBJECT, exact: true })).toBeVisible();

    // Filters find the signed-in one: type Technical Issue, status New, from today.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Technical Issue', exact: true }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'New', exact: true }).click();
    const today = new Date();
    // The date box is in the page's order (MM/DD/YYYY in English), not the browser's.
    const day = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
    await page.getByLabel('From', { exact: true }).fill(day);
    await expect(table.getByRole('cell', { name: SIGNED_IN_SUBJECT, exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: ANONYMOUS_SUBJECT, exact: true })).toHaveCount(0);

    // The anonymous one's detail: every field and both images through signed URLs.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(ANONYMOUS_SUBJECT);
    await page.getByRole('button', { name: `View feedback: ${ANONYMOUS_SUBJECT}` }).click();
    const dialog = page.getByRole('dialog', { name: ANONYMOUS_SUBJECT });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('On my phone the date picker in onboarding is cut off at the bottom.')).toBeVisible();
    await expect(dialog.getByText('dvora@example.test')).toBeVisible();
    await expect(dialog.getByText(/\/feedback$/)).toBeVisible();
    for (const name of ['Image 1', 'Image 2']) {
      const image = dialog.getByRole('img', { name, exact: true });
      await expect(image).toBeVisible();
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/feedback-images\/anonymous\//);
    }

    await dialog.getByLabel('Admin notes').fill('Reproduced on a 390 px screen; fixed in the next release.');
    await dialog.getByRole('button', { name: 'Mark Resolved' }).click();
    await expect(toast(page, 'Status Updated')).toBeVisible();
    await expect(dialog.getByText('Bug Report · Resolved')).toBeVisible();
    await expect(stat('resolved')).toHaveText(String(before.resolved + 1));
    await expect(stat('new')).toHaveText(String(before.fresh - 1));

    // Closed and opened again, the note is stored.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `View feedback: ${ANONYMOUS_SUBJECT}` })).toBeFocused();
    await page.getByRole('button', { name: `View feedback: ${ANONYMOUS_SUBJECT}` }).click();
    await expect(dialog.getByLabel('Admin notes')).toHaveValue('Reproduced on a 390 px screen; fixed in the next release.');
  });

  test('a normal user opening /admin/feedback sees not authorised, and no feedback data is asked for', async ({ page, request }) => {
    const person = await signUpWithProfile(request, 'not-staff', 'Eli');
    await logIn(page, person.email);
    const asked = feedbackDataRequests(page);
    await page.goto('/admin/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Feedback Dashboard' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(asked.map((r) => r.url())).toEqual([]);
  });
});
