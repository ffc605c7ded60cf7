import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';

// The public face of the shell as an anonymous visitor sees it (spec §2: Landing, static pages, 404).

const staticPages = [
  { label: 'Terms of Service', path: '/terms', heading: 'Terms of Service' },
  { label: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
  { label: 'How It Works', path: '/how-it-works', heading: 'How It Works' },
  { label: 'Roadmap', path: '/roadmap', heading: 'Roadmap' },
] as const;

test.describe('landing page for an anonymous visitor', () => {
  test('offers Login / Sign Up and Try AI Guidance once the session is known', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/strengthen/i);
    await expect(page.getByRole('heading', { name: /healthy relationships/i })).toBeVisible();

    const login = page.getByRole('link', { name: 'Login / Sign Up', exact: true });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Try AI Guidance', exact: true })).toHaveAttribute('href', '/ai');
  });

  test('the donate form posts a one-time USD gift to the external payment page in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const box = page.getByRole('region', { name: 'Support This Project' });
    const form = box.getByRole('form', { name: 'Donate to Shalom Bayit' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('target', '_blank');
    const action = await form.getAttribute('action');
    expect(action).toMatch(/^https:\/\//);

    const fields = await form.locator('input[type="hidden"]').evaluateAll((inputs) =>
      Object.fromEntries((inputs as HTMLInputElement[]).map((input) => [input.name, input.value])),
    );
    expect(fields).toMatchObject({ cmd: '_donations', currency_code: 'USD' });
    expect(fields.item_name).toMatch(/project development/i);
    expect(fields.business).toBeTruthy();
    for (const recurringField of ['src', 'a3', 'p3', 't3', 'srt']) {
      expect(fields).not.toHaveProperty(recurringField);
    }

    // There is no internet here: answer the payment page locally and check what the browser sent it.
    await context.route((url) => url.href === action, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Payment page</h1>' }),
    );
    const paymentRequest = context.waitForEvent('request', (request: Request) => request.url() === action);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      box.getByRole('button', { name: 'Donate' }).click(),
    ]);
    const request = await paymentRequest;
    expect(request.method()).toBe('POST');
    const body = new URLSearchParams(request.postData() ?? '');
    expect(body.get('currency_code')).toBe('USD');
    expect(body.get('cmd')).toBe('_donations');
    expect(body.get('item_name')).toBe(fields.item_name);
    expect(popup).not.toBe(page);
    // The app itself stays where it was.
    expect(new URL(page.url()).pathname).toBe('/');
    await popup.close();
  });
});

test.describe('footer links', () => {
  for (const { label, path, heading } of staticPages) {
    test(`${label} reaches ${path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    });
  }

  test('the privacy page states the age limit and the consent rule', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText('Shalom Bayit is not for people under 18.', { exact: false })).toBeVisible();
    await expect(
      page.getByText('Sharing anything with a partner requires explicit consent from both sides.', { exact: false }),
    ).toBeVisible();
  });
});

test.describe('unknown paths', () => {
  test('show the 404 page, log the path and lead back home', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/this-page-does-not-exist');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect
      .poll(() => errors.find((text) => text.includes('404 Error: User attempted to access non-existent route:')))
      .toContain('/this-page-does-not-exist');

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/strengthen/i);
  });
});
