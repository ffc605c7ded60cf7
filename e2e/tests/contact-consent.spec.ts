import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { logIn } from '../support/logIn';
import { restAs, signUpWithProfile, type ProfileOverrides } from '../support/testUsers';

// Issue 16, item 4: contact needs consent. A stranger who types A's id only sends a request; A
// blocks them and they can no longer reach A in any way; A unblocks, and only A can start again. A connect link A shares
// connects at once, until A makes a new one — against the real app and backend.

/** The profile every account here gets; the tests assert on names only, never on these values. */
const PROFILE: ProfileOverrides = {
  last_name: 'Peretz',
  gender: 'female',
  birth_year: 1991,
  date_of_birth: '1991-03-08',
  marital_status: 'married',
  num_children: 1,
};

async function newPage(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  // The copy button writes to the real clipboard; the test reads it back.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  return { context, page: await context.newPage() };
}

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

function incomingRequest(page: Page, name: string): Locator {
  return section(page, 'Requests for you').getByRole('listitem', { name, exact: true });
}

function sentRequest(page: Page, name: string): Locator {
  return section(page, 'Sent requests').getByTestId('sent-request').filter({ hasText: name });
}

function relationship(page: Page, name: string): Locator {
  return section(page, 'Your Relationships').getByRole('listitem', { name, exact: true });
}

async function requestById(page: Page, id: string) {
  const form = page.getByRole('form', { name: 'Add a relationship' });
  await form.getByLabel('Related User ID').fill(id);
  await form.getByRole('button', { name: 'Add' }).click();
}

/** Answers the open confirmation with its confirm button. */
async function confirm(page: Page, button: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * What of the page's main area sticks out past the right edge of a phone (none, when the layout
 * fits). The shell's header is outside #main and is checked by the shell's own tests.
 */
async function overflowingInMain(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('#main *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`);
  });
}

const NOT_FOUND = "We couldn't find anyone with this ID. Check the ID and try again.";
const PROFILE_NOT_FOUND = 'Profile not found - they may need to complete their profile first';

test.describe('contact needs consent', () => {
  test('a stranger who types an id only asks; after a block they cannot reach her at all; after unblock only she can start again', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const avital = await signUpWithProfile(request, 'avital', 'Avital', PROFILE);
    const stranger = await signUpWithProfile(request, 'stranger', 'Gidon', PROFILE);
    const a = await newPage(browser, baseURL);
    const s = await newPage(browser, baseURL);

    // The stranger types Avital's id: a request, not a link.
    await logIn(s.page, stranger.email);
    await s.page.goto('/relationships');
    await requestById(s.page, avital.userId);
    await expect(toast(s.page, 'Request sent')).toBeVisible();
    await expect(toast(s.page, "You'll be connected once they accept.")).toBeVisible();
    await expect(sentRequest(s.page, 'Avital')).toBeVisible();
    await expect(section(s.page, 'Your Relationships').getByText('No relationships yet.')).toBeVisible();

    // Until she accepts, no conversation can be opened with her.
    const earlyThread = await restAs(request, stranger, 'POST', 'conversations', {
      user_id: stranger.userId,
      partner_user_id: avital.userId,
      title: 'Private chat',
    });
    expect(earlyThread.status).toBe(403);
    expect(earlyThread.body).toMatchObject({ code: '42501' });

    // Avital sees the request, with the stranger's name, and blocks him after confirming.
    await logIn(a.page, avital.email);
    await a.page.goto('/relationships');
    await expect(a.page.getByText('One person asked to connect with you.')).toBeVisible();
    const request1 = incomingRequest(a.page, 'Gidon');
    await expect(request1).toContainText(`ID: ${stranger.userId}`);
    await expect(request1).toContainText('Asks to connect as: Spouse');
    await expect(request1.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(request1.getByRole('button', { name: 'Decline' })).toBeVisible();
    await request1.getByRole('button', { name: 'Block' }).click();
    const dialog = a.page.getByRole('alertdialog');
    await expect(dialog).toContainText("They won't be told");
    // Escape leaves everything as it was; then block for real.
    await a.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(request1.getByRole('button', { name: 'Block' })).toBeFocused();
    await request1.getByRole('button', { name: 'Block' }).click();
    await confirm(a.page, 'Block');
    await expect(toast(a.page, 'Blocked')).toBeVisible();
    await expect(section(a.page, 'Requests for you').getByText('No requests right now.')).toBeVisible();
    await expect(section(a.page, 'Blocked people').getByRole('listitem', { name: 'Gidon', exact: true })).toBeVisible();

    // The stranger: his request is gone, and Avital cannot be found any more.
    await s.page.reload();
    await expect(section(s.page, 'Sent requests').getByText('You have no requests waiting.')).toBeVisible();
    await requestById(s.page, avital.userId);
    await expect(toast(s.page, NOT_FOUND)).toBeVisible();
    await expect(section(s.page, 'Sent requests').getByText('You have no requests waiting.')).toBeVisible();

    // Her connect page, without an invite, looks like a missing profile.
    await s.page.goto(`/connect/${avital.userId}`);
    await expect(s.page.getByText(PROFILE_NOT_FOUND)).toBeVisible();
    await expect(s.page.getByRole('heading', { level: 2, name: 'Avital' })).toHaveCount(0);

    // Nor through the API: no thread, no request, no name, no profile.
    const thread = await restAs(request, stranger, 'POST', 'conversations', {
      user_id: stranger.userId,
      partner_user_id: avital.userId,
      title: 'Private chat',
    });
    expect(thread.status).toBe(403);
    expect(thread.body).toMatchObject({ code: '42501' });
    const link = await restAs(request, stranger, 'POST', 'relationships', { user_id: stranger.userId, related_user_id: avital.userId });
    expect(link.status).toBe(400);
    expect(link.body).toMatchObject({ code: 'P0001', message: NOT_FOUND });
    expect((await restAs(request, stranger, 'POST', 'rpc/get_related_display_names', { ids: [avital.userId] })).body).toEqual([]);
    expect((await restAs(request, stranger, 'POST', 'rpc/get_connection_profile_info', { user_id: avital.userId })).body).toEqual([]);
    expect((await restAs(request, stranger, 'GET', 'blocks?select=*')).body).toEqual([]);

    // Avital unblocks after confirming; that does not reconnect them.
    const blocked = section(a.page, 'Blocked people').getByRole('listitem', { name: 'Gidon', exact: true });
    await blocked.getByRole('button', { name: 'Unblock' }).click();
    await confirm(a.page, 'Unblock');
    await expect(toast(a.page, 'Unblocked')).toBeVisible();
    await expect(section(a.page, 'Blocked people').getByText("You haven't blocked anyone.")).toBeVisible();
    await expect(section(a.page, 'Your Relationships').getByText('No relationships yet.')).toBeVisible();

    // Unblocking lifts the block; it does not invite him back. His blocked request counts as
    // declined, so for 30 days only she can start contact again: she asks, and he sees it.
    await s.page.goto('/relationships');
    await requestById(s.page, avital.userId);
    await expect(toast(s.page, "This person has declined your request. You can't send another one yet.")).toBeVisible();
    await expect(section(s.page, 'Sent requests').getByTestId('sent-request')).toHaveCount(0);
    await requestById(a.page, stranger.userId);
    await expect(toast(a.page, 'Request sent')).toBeVisible();
    await expect(sentRequest(a.page, 'Gidon')).toBeVisible();
    await s.page.reload();
    await expect(incomingRequest(s.page, 'Avital')).toBeVisible();

    await a.context.close();
    await s.context.close();
  });

  test('a shared connect link connects at once; after Make a new link the old one only offers a request', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const avital = await signUpWithProfile(request, 'avital-link', 'Avital', PROFILE);
    const hadas = await signUpWithProfile(request, 'hadas', 'Hadas', PROFILE);
    const miri = await signUpWithProfile(request, 'miri', 'Miri', PROFILE);
    const a = await newPage(browser, baseURL);
    const h = await newPage(browser, baseURL);
    const m = await newPage(browser, baseURL);

    await logIn(a.page, avital.email);
    await a.page.goto('/relationships');
    await expect(a.page.getByText('Anyone with this link can connect with you at once.', { exact: false })).toBeVisible();
    await a.page.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(a.page, 'Link copied!')).toBeVisible();
    const oldLink = await a.page.evaluate(() => navigator.clipboard.readText());
    expect(oldLink).toMatch(new RegExp(`/connect/${avital.userId}\\?invite=[A-Za-z0-9_-]{43}$`));
    await expect(a.page.getByTestId('connect-link')).toHaveText(oldLink);

    // Hadas opens it and is connected at once.
    await logIn(h.page, hadas.email);
    await h.page.goto(oldLink);
    await expect(h.page.getByRole('heading', { level: 2, name: 'Avital' })).toBeVisible();
    await expect(h.page.getByText('This link is an invitation: you can connect at once.')).toBeVisible();
    await h.page.getByRole('button', { name: 'Connect' }).click();
    await expect(toast(h.page, 'Connected successfully!')).toBeVisible();
    await expect(h.page).toHaveURL(/\/relationships$/);
    await expect(relationship(h.page, 'Avital')).toBeVisible();
    await a.page.reload();
    await expect(relationship(a.page, 'Hadas')).toBeVisible();

    // Avital makes a new link (after confirming): the old one stops working.
    await a.page.getByRole('button', { name: 'Make a new link' }).click();
    await expect(a.page.getByRole('alertdialog')).toContainText('Your current link will stop working');
    await confirm(a.page, 'Make a new link');
    await expect(toast(a.page, 'New link ready')).toBeVisible();
    await expect(a.page.getByTestId('connect-link')).not.toHaveText(oldLink);
    const newLink = (await a.page.getByTestId('connect-link').textContent()) ?? '';
    expect(newLink).toMatch(new RegExp(`/connect/${avital.userId}\\?invite=[A-Za-z0-9_-]{43}$`));

    // Miri opens the old link: it no longer connects; she could only ask.
    await logIn(m.page, miri.email);
    await m.page.goto(oldLink);
    await expect(m.page.getByRole('heading', { level: 2, name: 'Avital' })).toBeVisible();
    await expect(m.page.getByText("This link has expired or isn't an invite", { exact: false })).toBeVisible();
    await expect(m.page.getByRole('button', { name: 'Connect' })).toHaveCount(0);
    await expect(m.page.getByRole('button', { name: 'Send request' })).toBeVisible();
    // Straight to the database with the old token: refused as well.
    const withOld = await restAs(request, miri, 'POST', 'rpc/connect_with_invite', {
      inviter: avital.userId,
      invite: new URL(oldLink).searchParams.get('invite'),
    });
    expect(withOld.status).toBe(400);
    expect(withOld.body).toMatchObject({ code: 'P0001', message: 'This connect link is no longer valid. Ask for a new one.' });

    // The new link works.
    await m.page.goto(newLink);
    await m.page.getByRole('button', { name: 'Connect' }).click();
    await expect(toast(m.page, 'Connected successfully!')).toBeVisible();
    await expect(relationship(m.page, 'Avital')).toBeVisible();

    await a.context.close();
    await h.context.close();
    await m.context.close();
  });

  test('the seeded demo: Sarah sees Rachel’s request, her link with David and Yossi blocked, on a 390 px phone too', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const noa = await signUpWithProfile(request, 'noa', 'Noa', PROFILE);
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await logIn(page, 'sarah@demo.shalombayit.app', { password: 'ShalomBayit!2026' });
    await page.goto('/relationships');
    await requestById(page, noa.userId);
    await expect(sentRequest(page, 'Noa')).toBeVisible();

    await expect(incomingRequest(page, 'Rachel')).toContainText('Asks to connect as: Sibling');
    await expect(relationship(page, 'David')).toBeVisible();
    await expect(section(page, 'Blocked people').getByRole('listitem', { name: 'Yossi', exact: true })).toBeVisible();
    expect(await overflowingInMain(page)).toEqual([]);

    // A confirmation fits the phone too.
    await incomingRequest(page, 'Rachel').getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    const box = await page.getByRole('alertdialog').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(incomingRequest(page, 'Rachel')).toBeVisible();

    // A connect page, with the person's invite and without it.
    const other = await signUpWithProfile(request, 'tova', 'Tova', PROFILE);
    const tovaInvite = (await restAs(request, other, 'POST', 'rpc/get_connect_invite', {})).body as string;
    expect(tovaInvite).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.goto(`/connect/${other.userId}?invite=${tovaInvite}`);
    await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
    expect(await overflowingInMain(page)).toEqual([]);
    await page.goto(`/connect/${other.userId}`);
    await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
    expect(await overflowingInMain(page)).toEqual([]);
    await context.close();
  });
});
