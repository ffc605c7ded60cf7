import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/logIn';
import { signUpThroughApi, signUpWithProfile, uniqueEmail } from '../support/testUsers';

// /dashboard on a device that keeps a session paints its frame (header, heading, intro) before the
// guard has read the session and the profile; the guard still decides (issue 18 §2). What the
// page shows of the dashboard before the guard lets it render is the frame only: never a card.

const INTRO = 'Everything for your marriage and family in one place. Where would you like to begin today?';

/**
 * Records, from the first byte of every document, whether the dashboard's own content (its cards:
 * the Dashboard navigation with its link to /ai) or its frame (the intro) was ever in the page.
 * (The landing page prerendered into index.html also links to /ai, outside such a navigation.)
 */
async function watchDashboardContent(page: Page): Promise<void> {
  await page.addInitScript((intro) => {
    const seen = { cards: false, frame: false };
    (window as unknown as { __dashboardSeen: typeof seen }).__dashboardSeen = seen;
    const check = () => {
      if (document.querySelector('main nav[aria-label="Dashboard"] a[href="/ai"]')) seen.cards = true;
      if ([...document.querySelectorAll('main p')].some((p) => p.textContent === intro)) seen.frame = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, INTRO);
}

const seenOf = (page: Page) => page.evaluate(() => (window as unknown as { __dashboardSeen: { cards: boolean; frame: boolean } }).__dashboardSeen);

/** The key and value under which supabase-js keeps this page's session. */
async function storedSession(page: Page): Promise<{ key: string; value: string }> {
  const entry = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index)!;
      if (/^sb-.+-auth-token$/.test(key)) return { key, value: localStorage.getItem(key)! };
    }
    return null;
  });
  expect(entry, 'a signed-in page keeps its session in local storage').not.toBeNull();
  return entry!;
}

test.describe("/dashboard's frame before the guard decides", () => {
  test('a signed-in user sees the frame, then the hub; the greeting shows once the profile is known', async ({ page, request }) => {
    const person = await signUpWithProfile(request, 'frame-ok', 'Tamar');
    await logIn(page, person.email);
    await watchDashboardContent(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^AI Guidance/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(1);
    await expect(page.getByText('Welcome back')).toBeVisible();
    expect(await seenOf(page)).toEqual({ cards: true, frame: true });
  });

  test('an expired session that cannot be refreshed still goes to /auth, and no card of the dashboard ever shows', async ({ page, request }) => {
    const person = await signUpWithProfile(request, 'frame-expired', 'Yael');
    await logIn(page, person.email);
    const { key, value } = await storedSession(page);
    const session = JSON.parse(value) as Record<string, unknown>;
    // Expired an hour ago, with tokens the server does not know: the client cannot refresh it.
    const expired = { ...session, access_token: 'not-a-token', refresh_token: 'unknown-refresh-token', expires_at: Math.floor(Date.now() / 1000) - 3600 };
    await page.evaluate(([storageKey, stored]) => localStorage.setItem(storageKey, stored), [key, JSON.stringify(expired)] as const);

    await watchDashboardContent(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent('/dashboard')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const seen = await seenOf(page);
    expect(seen.cards, 'no card of the dashboard before the redirect').toBe(false);
  });

  test('an incomplete profile still goes to /onboarding, and no card of the dashboard ever shows', async ({ page, request }) => {
    const email = uniqueEmail('frame-onboarding');
    await signUpThroughApi(request, email);
    await logIn(page, email, { landsOn: /\/onboarding$/ });

    await watchDashboardContent(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/onboarding$/);
    expect((await seenOf(page)).cards, 'no card of the dashboard before the redirect').toBe(false);
  });

  test('a visitor without a session gets no frame of the dashboard, only /auth', async ({ page }) => {
    await watchDashboardContent(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent('/dashboard')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await seenOf(page)).toEqual({ cards: false, frame: false });
  });
});
