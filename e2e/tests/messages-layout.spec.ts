import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/logIn';
import { VIEWPORTS, expectNoHorizontalScroll, expectNothingOverflows } from '../support/layoutChecks';
import { connect, messagesScreenshot, send, startConversation, threadWith } from '../support/messaging';
import { signUpWithProfile } from '../support/testUsers';

// /messages at a laptop and a phone: the list beside the thread, or (below 768 px) one of them with
// Back; every empty state; editing; the Tone Coach's rewrite box; nothing wider than the screen.

async function fits(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectNothingOverflows(page);
}

for (const viewport of VIEWPORTS) {
  test(`messages at ${viewport.width} px: list, thread, editing, rewrite box and empty states`, async ({ browser, request, baseURL }) => {
    test.setTimeout(150_000);
    const phone = viewport.width < 768;
    const a = await signUpWithProfile(request, `layout-${viewport.name}-a`, 'Adina');
    const b = await signUpWithProfile(request, `layout-${viewport.name}-b`, 'Boaz', { gender: 'male' });
    const context = await browser.newContext({ baseURL, viewport: { width: viewport.width, height: viewport.height } });
    const page = await context.newPage();
    await logIn(page, a.email);

    // Nothing yet.
    await page.goto('/messages');
    await expect(page.getByText('No conversations yet.')).toBeVisible();
    await expect(page.getByText('Pick a conversation to begin.')).toBeVisible({ visible: !phone });
    await fits(page);
    await messagesScreenshot(page, `${viewport.name}-list-empty`);

    await connect(request, a, b);
    const conversationId = await startConversation(request, a, b);
    await page.goto(`/messages/${conversationId}`);
    await expect(page.getByText('No messages yet. Say hello!')).toBeVisible();
    // A phone shows the thread alone, with Back; a laptop keeps the list beside it.
    await expect(page.getByRole('link', { name: 'Back' })).toBeVisible({ visible: phone });
    await expect(page.getByRole('textbox', { name: 'Partner user ID' })).toBeVisible({ visible: !phone });
    await fits(page);
    await messagesScreenshot(page, `${viewport.name}-thread-empty`);

    await send(page, 'Shalom Boaz! How was the day?');
    await send(page, 'I was thinking we could take a walk after dinner, just the two of us, and talk about the plans for Shabbat with your parents.');
    await expect(threadWith(page, 'Boaz').locator('li[data-message-id]')).toHaveCount(2);
    await fits(page);
    await messagesScreenshot(page, `${viewport.name}-thread`);

    await threadWith(page, 'Boaz').locator('li[data-message-id]').first().getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('textbox', { name: 'Edit message' })).toBeFocused();
    await fits(page);
    await messagesScreenshot(page, `${viewport.name}-editing`);
    await page.getByRole('textbox', { name: 'Edit message' }).press('Escape');

    await page.getByRole('textbox', { name: 'Type a message' }).fill('You never listen to me');
    await page.getByRole('button', { name: 'Tone Coach' }).click();
    await expect(page.getByRole('region', { name: 'Suggested rewrite' })).toBeVisible();
    await fits(page);
    await messagesScreenshot(page, `${viewport.name}-rewrite`);

    if (phone) {
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/messages$/);
      await expect(page.getByRole('textbox', { name: 'Type a message' })).toBeHidden();
    }
    await page.goto('/messages');
    await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: 'You + Boaz' })).toBeVisible();
    await fits(page);
    await messagesScreenshot(page, `${viewport.name}-list`);

    await page.goto(`/messages/ai/${b.userId}`);
    await expect(page.getByText('No AI messages yet.')).toBeVisible();
    await fits(page);
    await messagesScreenshot(page, `${viewport.name}-ai-empty`);

    await page.goto('/messages/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
    await fits(page);
    await messagesScreenshot(page, `${viewport.name}-not-found`);
    await context.close();
  });
}
