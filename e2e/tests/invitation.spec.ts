import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axeScan';
import { screenshotForReview } from '../support/layoutChecks';
import { logIn } from '../support/logIn';
import { watchConsole } from '../support/quietConsole';
import { E2E_PASSWORD, restAs, signUpWithProfile, uniqueEmail, type Person } from '../support/testUsers';

// Issue 33 §5: an invitation introduces itself. A signed-out visitor who opens a connect link sees
// who invited them (the display name only, read by the anonymous invitation_preview) and "Create
// an account to connect", and after signing up or logging in lands back on the connect step.
// The invitation screen is checked (its words, axe, a screenshot) in English and Hebrew at 1280 and
// 390 px, one test each; each journey after it runs in both languages, so every word it follows is
// checked in each catalog: sign-up at 1280, log-in at 390.

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

/** What the invited visitor reads, in each language the app speaks. */
interface Words {
  locale: 'en-US' | 'he-IL';
  language: 'english' | 'hebrew';
  from: (name: string) => string;
  title: string;
  logInLink: string;
  logInTitle: string;
  email: string;
  password: string;
  signUp: string;
  save: string;
  inviteNote: string;
  connect: string;
  connected: string;
}

const ENGLISH: Words = {
  locale: 'en-US',
  language: 'english',
  from: (name) => `An invitation from ${name}`,
  title: 'Create an account to connect',
  logInLink: 'Log in',
  logInTitle: 'Login',
  email: 'Email',
  password: 'Password',
  signUp: 'Sign Up',
  save: 'Save and continue',
  inviteNote: 'This link is an invitation: you can connect at once.',
  connect: 'Connect',
  connected: 'Connected successfully!',
};

const HEBREW: Words = {
  locale: 'he-IL',
  language: 'hebrew',
  from: (name) => `הזמנה מאת ${name}`,
  title: 'יצירת חשבון כדי להתחבר',
  logInLink: 'לכניסה',
  logInTitle: 'כניסה',
  email: 'דוא״ל',
  password: 'סיסמה',
  signUp: 'הרשמה',
  save: 'שמירה והמשך',
  inviteNote: 'הקישור הזה הוא הזמנה: אפשר להתחבר מיד.',
  connect: 'התחברות',
  connected: 'החיבור נוצר בהצלחה!',
};

/** The invitation's line and heading, and that nothing but the display name is told. */
async function expectInvitation(page: Page, words: Words, inviter: string, hidden: string[]) {
  await expect(page).toHaveURL(/\/auth\?next=%2Fconnect%2F/);
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await expect(page.getByText(words.from(inviter), { exact: true })).toBeVisible();
  const text = (await page.locator('main').textContent()) ?? '';
  for (const secret of hidden) expect(text).not.toContain(secret);
  if (words.language === 'hebrew') expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['he', 'rtl']);
}

/** A new visitor opens the invitation, signs up, completes the profile and connects. */
async function signsUpAndConnects(browser: Browser, request: APIRequestContext, words: Words, width: 1280 | 390, inviterName: string) {
  const inviter = await signUpWithProfile(request, 'inviter', inviterName, { last_name: 'Mizrachi' });
  const link = await connectLinkOf(request, inviter);
  const { context, page, console } = await visitor(browser, words.locale, width);

  // A link whose token is not the inviter's names no one, and still asks.
  await page.goto(`/connect/${inviter.userId}?invite=not-her-token`);
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await expect(page.getByText(words.from(inviterName))).toHaveCount(0);

  await page.goto(link);
  await expectInvitation(page, words, inviterName, ['Mizrachi', inviter.userId, inviter.email]);
  await expectNoAxeViolations(page, `an invitation on /auth (${words.locale}, ${width} px)`);
  await screenshotForReview(page, `invitation-${words.locale.slice(0, 2)}-${width}`);

  const email = uniqueEmail('invited');
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: words.signUp, exact: true }).click();
  // A new account completes its profile first, keeping the connect step to return to.
  await expect(page).toHaveURL(/\/onboarding\?next=%2Fconnect%2F/);
  const session = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string; user: { id: string } }) : null;
  });
  expect(session).not.toBeNull();
  const newcomer: Person = { email, userId: session!.user.id, accessToken: session!.access_token, name: 'Noa', config: inviter.config };
  const profile = await restAs(request, newcomer, 'POST', 'profiles', {
    id: newcomer.userId, display_name: 'Noa', first_name: 'Noa', last_name: 'Katz', gender: 'female', birth_year: 1991, date_of_birth: '1991-02-02', marital_status: 'married', num_children: 0,
  });
  expect(profile.status).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: words.save }).click();

  await expect(page).toHaveURL(new RegExp(`/connect/${inviter.userId}\\?invite=`));
  await expect(page.getByText(words.inviteNote)).toBeVisible();
  await page.getByRole('button', { name: words.connect, exact: true }).click();
  await expect(page.getByText(words.connected).first()).toBeVisible();
  console.expectQuiet();
  await context.close();
}

/** A visitor who already has an account opens the invitation, logs in instead and lands on the connect step. */
async function logsInAndLandsOnConnect(browser: Browser, request: APIRequestContext, words: Words, width: 1280 | 390, inviterName: string) {
  const inviter = await signUpWithProfile(request, 'inviter', inviterName, { last_name: 'אברהמי' });
  const invited = await signUpWithProfile(request, 'invited', 'Dana');
  const link = await connectLinkOf(request, inviter);
  const { context, page, console } = await visitor(browser, words.locale, width);

  await page.goto(link);
  await expectInvitation(page, words, inviterName, ['אברהמי', inviter.userId]);
  await expectNoAxeViolations(page, `an invitation on /auth (${words.locale}, ${width} px)`);
  await screenshotForReview(page, `invitation-${words.locale.slice(0, 2)}-${width}`);

  // Already has an account: "Log in" keeps the invitation.
  await page.getByRole('link', { name: words.logInLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.logInTitle })).toBeVisible();
  await expect(page.getByText(words.from(inviterName), { exact: true })).toBeVisible();
  await logIn(page, invited.email, { language: words.language, openAuthPage: false, landsOn: new RegExp(`/connect/${inviter.userId}\\?invite=`) });
  await expect(page.getByText(inviterName).first()).toBeVisible();
  console.expectQuiet();
  await context.close();
}

test('English, 1280 px: the invited visitor signs up and lands back on the connect step', async ({ browser, request }) => {
  await signsUpAndConnects(browser, request, ENGLISH, 1280, 'Sarah Levi');
});

test('Hebrew, 1280 px: the invited visitor signs up and lands back on the connect step', async ({ browser, request }) => {
  await signsUpAndConnects(browser, request, HEBREW, 1280, 'רבקה');
});

test('Hebrew, 390 px: the invited visitor logs in instead and lands back on the connect step', async ({ browser, request }) => {
  await logsInAndLandsOnConnect(browser, request, HEBREW, 390, 'רבקה');
});

test('English, 390 px: the invited visitor logs in instead and lands back on the connect step', async ({ browser, request }) => {
  await logsInAndLandsOnConnect(browser, request, ENGLISH, 390, 'Sarah Levi');
});
