// Quick exit (issue 35) in Chromium at 390 px, in both languages: the button in the header and in
// the AI guide's safety answer, and Escape pressed three times, replace the app with a neutral page,
// leave no page of the app behind the Back button of that tab (also one reached before a reload,
// which is another document), and sign the device out only when the person chose that.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { logIn } from '../support/logIn';
import { signUpWithProfile } from '../support/testUsers';

const SCREENS = '/work/notes/screens-35';
const PHONE = { width: 390, height: 844 };
/** The neutral pages of shared/src/quick-exit (a weather search), answered here: no internet in tests. */
const NEUTRAL_EN = 'https://www.google.com/search?q=weather';
const NEUTRAL_HE = 'https://www.google.com/search?q=%D7%9E%D7%96%D7%92+%D7%90%D7%95%D7%95%D7%99%D7%A8&hl=iw';

async function neutralSite(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/www\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Weather</title><h1>Weather today</h1></html>' }),
  );
}

/** Back, as far as the tab goes: never onto a page of the app. */
async function expectNothingOfTheAppBehind(page: Page, appOrigin: string): Promise<void> {
  for (let step = 0; step < 10; step += 1) {
    const response = await page.goBack();
    if (!response) break;
    expect(new URL(page.url()).origin).not.toBe(appOrigin);
  }
  expect(new URL(page.url()).origin).not.toBe(appOrigin);
}

/** A phone-sized browser in `locale` whose weather search is answered here, and a person signed in. */
async function signedInOnAPhone(browser: Browser, request: APIRequestContext, locale: 'en-US' | 'he-IL', name: string) {
  const context = await browser.newContext({ viewport: PHONE, locale });
  await neutralSite(context);
  const page = await context.newPage();
  const person = await signUpWithProfile(request, `quick-exit-${locale}`, name);
  await logIn(page, person.email, { language: locale === 'he-IL' ? 'hebrew' : 'english' });
  return { context, page };
}

async function storedSessions(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('sb-')));
}

test.beforeAll(() => fs.mkdirSync(SCREENS, { recursive: true }));

test('English: the safety answer\'s Quick exit leaves at once, nothing of the app behind Back, and signs out as chosen', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const appOrigin = new URL(baseURL!).origin;
  const { context, page } = await signedInOnAPhone(browser, request, 'en-US', 'Adina');

  // Every signed-in screen has the button; this person chose to be signed out by it.
  await expect(page.getByRole('button', { name: 'Quick exit' })).toBeVisible();
  const privacy = page.getByRole('region', { name: 'Privacy and safety' });
  await privacy.getByRole('checkbox', { name: 'Sign me out when I use Quick exit' }).click();
  await expect(privacy.getByRole('checkbox', { name: 'Sign me out when I use Quick exit' })).toBeChecked();

  // To the guide inside the app (history entries of one document), and a question it answers with safety first.
  await page.getByRole('link', { name: /AI Guidance/ }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const box = page.getByRole('textbox', { name: 'Your question for the AI guide' });
  await box.fill('He grabbed my arm so hard it left marks. How can I be a better wife?');
  // Enter sends only once the chat is ready (its conversation made); before that it is ignored.
  await expect(page.getByRole('button', { name: 'Ask AI', exact: true })).toBeEnabled();
  await box.press('Enter');
  const safety = page.getByRole('region', { name: "You don't have to face this alone" });
  await expect(safety.getByRole('button', { name: 'Quick exit' })).toBeVisible({ timeout: 30_000 });
  await safety.getByRole('button', { name: 'Quick exit' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/safety-answer-quick-exit-390-en.png` });

  await safety.getByRole('button', { name: 'Quick exit' }).click();
  await expect(page).toHaveURL(NEUTRAL_EN);
  await expect(page.getByRole('heading', { name: 'Weather today' })).toBeVisible();
  await expectNothingOfTheAppBehind(page, appOrigin);

  // Signed out on this device: no stored session, and the app asks to log in again.
  const again = await context.newPage();
  await again.goto('/dashboard');
  await expect(again).toHaveURL(/\/auth(\?|$)/);
  expect(await storedSessions(again)).toEqual([]);
  await context.close();
});

test('Hebrew: Escape three times leaves from a page loaded after a reload too, and keeps the device signed in by default', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const appOrigin = new URL(baseURL!).origin;
  const { context, page } = await signedInOnAPhone(browser, request, 'he-IL', 'אדינה');
  const exit = page.getByRole('banner').getByRole('button', { name: 'יציאה מהירה' });
  await expect(exit).toBeVisible();
  await page.getByRole('banner').screenshot({ path: `${SCREENS}/header-quick-exit-390-he.png` });

  // A new document of the app (as after a reload or an opened link): the first one is still behind it.
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Escape');
  await expect(page).toHaveURL(NEUTRAL_HE);
  await expectNothingOfTheAppBehind(page, appOrigin);

  // Not chosen: still signed in.
  const again = await context.newPage();
  await again.goto('/dashboard');
  await expect(again).toHaveURL(/\/dashboard$/);
  expect(await storedSessions(again)).not.toEqual([]);
  await context.close();
});
