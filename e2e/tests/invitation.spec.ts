import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axeScan';
import { screenshotForReview } from '../support/layoutChecks';
import { watchConsole } from '../support/quietConsole';
import { E2E_PASSWORD, restAs, signUpWithProfile, uniqueEmail, type Person } from '../support/testUsers';

// Issue 33 §5: an invitation introduces itself. A signed-out visitor who opens a connect link sees
// who invited them (the display name only, read by the anonymous invitation_preview) and "Create
// an account to connect", and after signing up or logging in lands back on the connect step.

async function connectLinkOf(request: Parameters<typeof signUpWithProfile>[0], person: Person): Promise<string> {
  const token = await restAs(request, person, 'POST', 'rpc/get_connect_invite', {});
  expect(token.ok).toBe(true);
  return `/connect/${person.userId}?invite=${encodeURIComponent(String(token.body))}`;
}

async function visitor(browser: Browser, locale: 'en-US' | 'he-IL', width: 1280 | 390) {
  const context = await browser.newContext({
    locale,
    viewport: { width, height: width === 390 ? 844 : 800 },
    ...(width === 390 ? { isMobile: true, hasTouch: true } : {}),
  });
  return { context, page: await context.newPage(), console: watchConsole(context) };
}

/** The invitation's line and heading, and that nothing but the display name is told. */
async function expectInvitation(page: Page, words: { from: string; title: string }, hidden: string[]) {
  await expect(page).toHaveURL(/\/auth\?next=%2Fconnect%2F/);
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await expect(page.getByText(words.from, { exact: true })).toBeVisible();
  const text = (await page.locator('main').textContent()) ?? '';
  for (const secret of hidden) expect(text).not.toContain(secret);
}

test('English, 1280 px: the invited visitor signs up and lands back on the connect step', async ({ browser, request }) => {
  const sarah = await signUpWithProfile(request, 'inviter-sarah', 'Sarah Levi', { last_name: 'Mizrachi' });
  const link = await connectLinkOf(request, sarah);
  const { context, page, console } = await visitor(browser, 'en-US', 1280);

  // A link whose token is not the inviter's names no one, and still asks.
  await page.goto(`/connect/${sarah.userId}?invite=not-her-token`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account to connect' })).toBeVisible();
  await expect(page.getByText(/An invitation from/)).toHaveCount(0);

  await page.goto(link);
  await expectInvitation(page, { from: 'An invitation from Sarah Levi', title: 'Create an account to connect' }, ['Mizrachi', sarah.userId, sarah.email]);
  await expectNoAxeViolations(page, 'an invitation on /auth');
  await screenshotForReview(page, 'invitation-en-1280');

  const email = uniqueEmail('invited');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // A new account completes its profile first, keeping the connect step to return to.
  await expect(page).toHaveURL(/\/onboarding\?next=%2Fconnect%2F/);
  const session = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string; user: { id: string } }) : null;
  });
  expect(session).not.toBeNull();
  const newcomer: Person = { email, userId: session!.user.id, accessToken: session!.access_token, name: 'Noa', config: sarah.config };
  const profile = await restAs(request, newcomer, 'POST', 'profiles', {
    id: newcomer.userId, display_name: 'Noa', first_name: 'Noa', last_name: 'Katz', gender: 'female', birth_year: 1991, date_of_birth: '1991-02-02', marital_status: 'married', num_children: 0,
  });
  expect(profile.status).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/connect/${sarah.userId}\\?invite=`));
  await expect(page.getByText('This link is an invitation: you can connect at once.')).toBeVisible();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Connected successfully!').first()).toBeVisible();
  console.expectQuiet();
  await context.close();
});

test('Hebrew, 390 px: the invited visitor logs in instead and lands back on the connect step', async ({ browser, request }) => {
  const rivka = await signUpWithProfile(request, 'inviter-rivka', 'רבקה', { last_name: 'אברהמי' });
  const dana = await signUpWithProfile(request, 'invited-dana', 'דנה');
  const link = await connectLinkOf(request, rivka);
  const { context, page, console } = await visitor(browser, 'he-IL', 390);

  await page.goto(link);
  await expectInvitation(page, { from: 'הזמנה מאת רבקה', title: 'יצירת חשבון כדי להתחבר' }, ['אברהמי', rivka.userId]);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['he', 'rtl']);
  await expectNoAxeViolations(page, 'an invitation on /auth in Hebrew');
  await screenshotForReview(page, 'invitation-he-390');

  // Already has an account: "Log in" keeps the invitation.
  await page.getByRole('link', { name: 'לכניסה' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'כניסה' })).toBeVisible();
  await expect(page.getByText('הזמנה מאת רבקה', { exact: true })).toBeVisible();
  await page.getByLabel('דוא״ל').fill(dana.email);
  await page.getByLabel('סיסמה').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'כניסה', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/connect/${rivka.userId}\\?invite=`));
  await expect(page.getByText('רבקה').first()).toBeVisible();
  console.expectQuiet();
  await context.close();
});
