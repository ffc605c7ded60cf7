import { expect, test } from '@playwright/test';
import { failScriptsBuiltFrom } from '../support/heldResponses';

// A page the shell loads on demand whose code could not be fetched (the visitor was offline as
// they opened it, the network blipped) shows "This section could not load" with its Retry, and
// loads by itself once the browser is back online: the visitor need not find the button.

/** The Terms of Service page: a chunk the shell fetches when the route opens (with the other static pages). */
const TERMS_PAGE = /\/src\/pages\/static\/TermsPage\.tsx$/;
const SECTION_FAILED = '[shell] a section failed to load or render';

test('a page whose code could not be fetched loads by itself when the browser is back online, and fails once, not in a loop, while it still cannot', async ({
  page,
  context,
}) => {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(SECTION_FAILED)) failures.push(message.text());
  });
  const termsCode = await failScriptsBuiltFrom(page, TERMS_PAGE);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms of Service', exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  const failure = page.getByRole('alert').filter({ hasText: 'This section could not load' });
  await expect(failure.getByRole('heading', { name: 'This section could not load' })).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeEnabled();
  const failureText = await failure.textContent();
  await expect.poll(() => failures.length).toBe(1);
  // One download failed and the area gave up on it: not a download loop while offline.
  expect(termsCode.requestCount()).toBe(1);

  // The browser says it is online again, but the code still cannot be fetched: one more download,
  // and the same failure with the same words.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => failures.length).toBe(2);
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(failure).toHaveText(failureText ?? '');
  expect(termsCode.requestCount()).toBe(2);

  // Back online for real: the page appears without a click on Retry.
  termsCode.restore();
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(termsCode.requestCount()).toBe(3);
  expect(failures).toHaveLength(2);
});
