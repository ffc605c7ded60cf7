import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { logIn } from '../support/logIn';
import { E2E_PASSWORD, signUpWithProfile, uniqueEmail, type ProfileOverrides } from '../support/testUsers';

// Issue 7 (with issue 16's invite tokens): two people link up through a connect link, see each other in their lists, edit the link
// and open the same conversation from both sides — against the real app and backend.

/** Engaged women named Mizrahi: B's connect page shows Ariella's full name, 'Ariella Mizrahi'. */
const PROFILE: ProfileOverrides = {
  last_name: 'Mizrahi',
  gender: 'female',
  birth_year: 1990,
  date_of_birth: '1990-05-17',
  marital_status: 'engaged',
  num_children: 0,
};

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function entryFor(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Your Relationships' }).getByRole('listitem', { name, exact: true });
}

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

/** Start chat, and the conversation id it opened (/messages?c=<id>). */
async function startChatWith(page: Page, name: string): Promise<string> {
  await entryFor(page, name).getByRole('button', { name: 'Start chat' }).click();
  await page.waitForURL(/\/messages\?c=[0-9a-f-]{36}/);
  const conversationId = new URL(page.url()).searchParams.get('c');
  expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
  return conversationId ?? '';
}

async function newContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  // The copy button writes to the real clipboard; the test reads it back.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  return context;
}

test.describe('family and relationship links', () => {
  test('two people connect through a connect link, edit the link and open one shared chat', async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const ariella = await signUpWithProfile(request, 'ariella', 'Ariella', PROFILE);
    const contextA = await newContext(browser, baseURL);
    const contextB = await newContext(browser, baseURL);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();

    // A: her ID and connect link, copied with the button.
    await logIn(pageA, ariella.email);
    await pageA.goto('/relationships');
    await expect(pageA.getByRole('heading', { level: 1, name: 'Family & Relationship Links' })).toBeVisible();
    await expect(pageA.getByText('Link family relationships to enable tailored guidance and tools.')).toBeVisible();
    await expect(pageA.getByText('No relationships yet.')).toBeVisible();
    await expect(
      pageA.getByText('Tip: Guidance will be more personalized once you connect at least one family relationship.'),
    ).toBeVisible();
    await expect(pageA.getByTestId('own-user-id')).toHaveText(ariella.userId);
    await pageA.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(pageA, 'Link copied!')).toBeVisible();
    // The link carries her invite token (issue 16): opening it connects at once.
    const connectLink = await pageA.evaluate(() => navigator.clipboard.readText());
    expect(connectLink).toMatch(new RegExp(`^${new URL(pageA.url()).origin}/connect/${ariella.userId}\\?invite=[A-Za-z0-9_-]{43}$`));
    const linkPath = connectLink.slice(new URL(connectLink).origin.length);

    // B: opens the link signed out, signs up, onboards, and comes back to the same link.
    await pageB.goto(connectLink);
    await expect(pageB).toHaveURL(/\/auth\?next=/);
    expect(new URL(pageB.url()).searchParams.get('next')).toBe(linkPath);
    // The invitation opens on sign-up and says who sent it (issue 33).
    await expect(pageB.getByRole('heading', { level: 1, name: 'Create an account to connect' })).toBeVisible();
    await expect(pageB.getByText('An invitation from Ariella', { exact: true })).toBeVisible();
    await pageB.getByLabel('Email').fill(uniqueEmail('boaz'));
    await pageB.getByLabel('Password').fill(E2E_PASSWORD);
    await pageB.getByLabel('Password').press('Enter');

    await expect(pageB).toHaveURL(/\/onboarding/);
    await expect(pageB.getByRole('heading', { level: 2, name: 'Tell us about yourself' })).toBeVisible();
    await pageB.getByRole('textbox', { name: 'Display name' }).fill('Boaz');
    await pageB.getByRole('textbox', { name: 'First name' }).fill('Boaz');
    await pageB.getByRole('textbox', { name: 'Last name' }).fill('Halevi');
    await choose(pageB, pageB.getByRole('combobox', { name: 'Gender' }), 'Male');
    await pageB.getByRole('textbox', { name: 'Date of birth' }).fill('7/2/1988');
    await choose(pageB, pageB.getByRole('combobox', { name: 'Marital status' }), 'Engaged');
    await pageB.getByRole('spinbutton', { name: 'Number of children' }).fill('0');
    await pageB.getByRole('button', { name: 'Save and continue' }).click();

    await expect(pageB).toHaveURL((url) => url.pathname + url.search === linkPath);
    await expect(pageB.getByRole('heading', { level: 2, name: 'Ariella' })).toBeVisible();
    await expect(pageB.getByText('Ariella Mizrahi')).toBeVisible();
    await expect(pageB.getByRole('combobox', { name: 'Relationship type' })).toHaveText('Spouse');
    await pageB.getByRole('button', { name: 'Connect' }).click();
    await expect(toast(pageB, 'Connected successfully!')).toBeVisible();
    await expect(pageB).toHaveURL(/\/relationships$/);

    // Both lists show the link, each with the other person's name.
    const boazId = (await pageB.getByTestId('own-user-id').textContent()) ?? '';
    const ariellaInB = entryFor(pageB, 'Ariella');
    await expect(ariellaInB).toContainText(`ID: ${ariella.userId}`);
    await expect(ariellaInB.getByRole('combobox', { name: 'Relation' })).toHaveText('Spouse');

    await pageA.reload();
    const boazInA = entryFor(pageA, 'Boaz');
    await expect(boazInA).toContainText(`ID: ${boazId}`);
    await expect(boazInA.getByRole('combobox', { name: 'Relation' })).toHaveText('Spouse');
    await expect(boazInA.getByRole('combobox', { name: 'Status' })).toHaveText('None');
    await expect(pageA.getByText(/^Tip:/)).toHaveCount(0);

    // A sets the status to engaged; B sees it after a reload.
    await choose(pageA, boazInA.getByRole('combobox', { name: 'Status' }), 'Engaged');
    await expect(boazInA.getByRole('combobox', { name: 'Status' })).toHaveText('Engaged');
    await expect(boazInA.getByText('Saving...')).toHaveCount(0);
    await pageB.reload();
    await expect(entryFor(pageB, 'Ariella').getByRole('combobox', { name: 'Status' })).toHaveText('Engaged');

    // B tries to add A again by ID.
    const addForm = pageB.getByRole('form', { name: 'Add a relationship' });
    await addForm.getByLabel('Related User ID').fill(ariella.userId);
    await addForm.getByRole('button', { name: 'Add' }).click();
    await expect(toast(pageB, 'Already connected')).toBeVisible();
    await expect(toast(pageB, "You're already connected to this person.")).toBeVisible();
    await expect(pageB.getByRole('list', { name: 'Your Relationships' }).getByRole('listitem')).toHaveCount(1);

    // Start chat opens the pair's one conversation, whoever presses it.
    const fromA = await startChatWith(pageA, 'Boaz');
    const fromB = await startChatWith(pageB, 'Ariella');
    expect(fromB).toBe(fromA);

    await contextA.close();
    await contextB.close();
  });

  test('a broken connect link and your own link lead back to Relationships', async ({ page, request }) => {
    const nomi = await signUpWithProfile(request, 'nomi', 'Nomi', PROFILE);
    await logIn(page, nomi.email);

    await page.goto('/connect/not-a-user-id');
    await expect(page.getByRole('heading', { level: 2, name: 'Invalid Link' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Relationships' }).click();
    await expect(page).toHaveURL(/\/relationships$/);

    await page.goto(`/connect/${nomi.userId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'This is your own link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect' })).toHaveCount(0);

    await page.goto('/relationships');
    const addForm = page.getByRole('form', { name: 'Add a relationship' });
    await addForm.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, 'Missing ID')).toBeVisible();
    await addForm.getByLabel('Related User ID').fill(nomi.userId);
    await addForm.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, 'You cannot connect to yourself.')).toBeVisible();
  });

  // Without an invite token, a connect link only sends a request (issue 16).
  test('both screens fit a 390 px phone without sideways scrolling', async ({ browser, request, baseURL }) => {
    const other = await signUpWithProfile(request, 'tamar', 'Tamar', PROFILE);
    const me = await signUpWithProfile(request, 'yael', 'Yael', PROFILE);
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await logIn(page, me.email);

    await page.goto(`/connect/${other.userId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Tamar' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/relationships$/);

    await expect(page.getByRole('region', { name: 'Sent requests', exact: true }).getByText('Tamar')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
