import { expect, test, type APIRequestContext } from '@playwright/test';
import { STAFF, toast } from '../support/feedbackForm';
import { logIn } from '../support/logIn';
import { signUpWithProfile, type AppRuntimeConfig, type Person } from '../support/testUsers';

// Audit of /feedback and /admin/feedback against the real app and backend (session 13): what
// depends on the real server's answers — PostgREST refusing a page past the end (416) — and on
// the browser's own rule for an email address.

const RUN = Date.now();
const TAG = `Pager ${RUN}`;

/** One feedback row from a signed-in person, inserted as the form does (without reading it back). */
async function sendFeedback(request: APIRequestContext, person: Person, subject: string): Promise<void> {
  const response = await request.post(`${person.config.supabaseUrl}/rest/v1/feedback`, {
    headers: { apikey: person.config.supabaseAnonKey, Authorization: `Bearer ${person.accessToken}`, Prefer: 'return=minimal' },
    data: { user_id: person.userId, subject, message: `About ${subject}`, feedback_type: 'general', images: [] },
  });
  expect(response.status()).toBe(201);
}

/** The staff member's own session through the password grant, for changes made "elsewhere". */
async function staffSession(request: APIRequestContext, config: AppRuntimeConfig): Promise<string> {
  const response = await request.post(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: config.supabaseAnonKey },
    data: { email: STAFF.email, password: STAFF.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

test('a page whose rows another staff member took away goes back to the last page with rows, not a load failure', async ({ page, request }) => {
  // Twelve "new" rows (two senders: each may send 10 an hour), subjects 01 (oldest) to 12.
  const senders = [await signUpWithProfile(request, 'pager-a', 'Ada'), await signUpWithProfile(request, 'pager-b', 'Bea')];
  for (let n = 1; n <= 12; n += 1) await sendFeedback(request, senders[n % 2]!, `${TAG} ${String(n).padStart(2, '0')}`);
  const { config } = senders[0]!;

  const refusedRanges: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/rest/v1/feedback') && response.status() === 416) refusedRanges.push(response.status());
  });
  await logIn(page, STAFF.email, { password: STAFF.password });
  await page.goto('/admin/feedback');
  await page.getByRole('searchbox', { name: 'Search' }).fill(TAG);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'New', exact: true }).click();
  await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11–12 of 12')).toBeVisible();

  // Meanwhile someone else resolves two of the first page's rows.
  const token = await staffSession(request, config);
  const headers = { apikey: config.supabaseAnonKey, Authorization: `Bearer ${token}` };
  for (const subject of [`${TAG} 12`, `${TAG} 11`]) {
    const response = await request.patch(`${config.supabaseUrl}/rest/v1/feedback?subject=eq.${encodeURIComponent(subject)}`, { headers, data: { status: 'resolved' } });
    expect(response.status()).toBe(204);
  }

  // Resolving one of page 2's rows leaves 9: page 2 would start at row 11, which PostgREST refuses.
  await page.getByRole('button', { name: `View feedback: ${TAG} 01` }).click();
  const dialog = page.getByRole('dialog', { name: `${TAG} 01` });
  await dialog.getByRole('button', { name: 'Mark Resolved' }).click();
  await expect(toast(page, 'Status Updated')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expect(page.getByText('Showing 1–9 of 9')).toBeVisible();
  // The server did refuse the page past the end: the screen got there from that answer.
  expect(refusedRanges).toEqual([416]);
  await expect(page.getByRole('cell', { name: `${TAG} 10`, exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load feedback' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('an email that is not an address is named on its field in Chromium, and nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/rest/v1/feedback')) sent.push(r.url());
  });
  await page.goto('/feedback');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Email check');
  await page.getByRole('textbox', { name: 'Message' }).fill('Reply to me please.');
  const email = page.getByLabel('Email (optional)');
  await email.fill('dvora@');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Enter a valid email address, or leave it empty.')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);

  await email.fill('dvora@example.test');
  await expect(page.getByText('Enter a valid email address, or leave it empty.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback Submitted' })).toBeVisible();
});

test('what was typed on /feedback is still there after a reload, and gone once sent', async ({ page }) => {
  await page.goto('/feedback');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Typed before a reload');
  await page.getByRole('textbox', { name: 'Message' }).fill('A long message I would hate to type again.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Typed before a reload');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('A long message I would hate to type again.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback Submitted' })).toBeVisible();
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
});
