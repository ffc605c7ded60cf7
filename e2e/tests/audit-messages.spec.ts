import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from '../support/logIn';
import { connect, messageIndicator, send, startConversation } from '../support/messaging';
import { watchConsole } from '../support/quietConsole';
import { signUpWithProfile, type Person } from '../support/testUsers';

// Session 13's audit of /messages and the header's unread indicator against the spec, in the real
// app: what only a real browser (two tabs sharing localStorage) or the real database shows.

async function signedInPage(browser: Browser, baseURL: string | undefined, person: Person): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, person.email);
  return page;
}

test.describe('messages audit', () => {
  test('a click on the indicator in one tab clears the count in the other tab of the same browser (spec §4 unread count)', async ({ browser, request, baseURL }) => {
    test.setTimeout(150_000);
    const a = await signUpWithProfile(request, 'tabs-a', 'Adina');
    const b = await signUpWithProfile(request, 'tabs-b', 'Boaz', { gender: 'male' });
    await connect(request, a, b);
    const conversationId = await startConversation(request, a, b);
    const pageA = await signedInPage(browser, baseURL, a);
    const firstTab = await signedInPage(browser, baseURL, b);
    const secondTab = await firstTab.context().newPage();
    await secondTab.goto('/dashboard');
    await expect(messageIndicator(secondTab)).toBeVisible();
    await firstTab.goto('/dashboard');
    await expect(messageIndicator(firstTab)).toBeVisible();

    await pageA.goto(`/messages/${conversationId}`);
    await send(pageA, 'Are you free tonight?');
    await send(pageA, 'Dinner at 7?');
    await expect(messageIndicator(firstTab, 2)).toBeVisible();
    await expect(messageIndicator(secondTab, 2)).toBeVisible();

    // B reads them from the first tab: the second one, left open, no longer says 2 unread.
    await messageIndicator(firstTab, 2).click();
    await expect(firstTab).toHaveURL(/\/messages$/);
    await expect(messageIndicator(firstTab)).toBeVisible();
    await expect(messageIndicator(secondTab)).toBeVisible();
    // And it still counts what comes afterwards.
    await send(pageA, 'Or 8?');
    await expect(messageIndicator(secondTab, 1)).toBeVisible();
    await expect(messageIndicator(firstTab, 1)).toBeVisible();

    await pageA.context().close();
    await firstTab.context().close();
  });

  test("an address or New box that holds no id: 'Conversation not found' / 'check the ID', no failed request; someone not connected: what to do", async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const a = await signUpWithProfile(request, 'bad-id-a', 'Adina');
    const stranger = await signUpWithProfile(request, 'bad-id-c', 'Chana');
    const page = await signedInPage(browser, baseURL, a);
    const watch = watchConsole(page.context());

    for (const address of ['/messages/not-a-conversation', '/messages?c=12345', '/messages/ai/not-a-person']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
      await expect(page.getByText('This conversation does not exist or you are not part of it.')).toBeVisible();
      await expect(page.getByText(/invalid input syntax/)).toHaveCount(0);
    }

    await page.goto('/messages');
    const partnerId = page.getByRole('textbox', { name: 'Partner user ID' });
    await partnerId.fill('not-an-id');
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByText("We couldn't find anyone with this ID. Check the ID and try again.")).toBeVisible();
    // None of that reached the server, so nothing failed in the console either.
    watch.expectQuiet();
    watch.stop();

    // A real id of someone not connected: the database refuses (RLS); the words say what to do.
    await partnerId.fill(stranger.userId);
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByText("You can start a conversation only with someone you're connected to. Connect with them in Relationships first.")).toBeVisible();
    await expect(page.getByText(/row-level security/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/messages$/);
    await expect(partnerId).toHaveValue(stranger.userId);
    await page.context().close();
  });
});
