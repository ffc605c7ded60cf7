import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from '../support/logIn';
import { connect, controllableRealtime, messageIndicator, send, startConversation, threadWith } from '../support/messaging';
import { signUpWithProfile, type Person } from '../support/testUsers';

// Issue 11: two people talk in real time — against the real app, backend and realtime server.

interface Pair {
  a: Person;
  b: Person;
  conversationId: string;
}

async function linkedPair(request: Parameters<typeof signUpWithProfile>[0], label: string): Promise<Pair> {
  const a = await signUpWithProfile(request, `${label}-a`, 'Adina');
  const b = await signUpWithProfile(request, `${label}-b`, 'Boaz', { gender: 'male' });
  await connect(request, a, b);
  const conversationId = await startConversation(request, a, b);
  return { a, b, conversationId };
}

async function signedInPage(browser: Browser, baseURL: string | undefined, person: Person): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, person.email);
  return page;
}

function bubbles(page: Page, partner: string) {
  return threadWith(page, partner).locator('li[data-message-id] p');
}

test.describe('messages between two people', () => {
  test('A sends and B sees it live; unread badges; ✓ Seen; live edit and delete', async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const { a, b, conversationId } = await linkedPair(request, 'live');
    const pageA = await signedInPage(browser, baseURL, a);
    const pageB = await signedInPage(browser, baseURL, b);

    await pageA.goto(`/messages/${conversationId}`);
    await expect(pageA.getByRole('heading', { name: 'Chat with \u2068Boaz\u2069' })).toBeVisible();
    await expect(pageA.getByText('No messages yet. Say hello!')).toBeVisible();
    await pageB.goto('/messages');
    await expect(pageB.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: 'Adina + You' })).toBeVisible();
    await expect(pageB.getByText('Pick a conversation to begin.')).toBeVisible();
    await expect(messageIndicator(pageB)).toBeVisible();

    await send(pageA, 'Shalom Boaz, dinner at 7?');
    await expect(bubbles(pageA, 'Boaz')).toHaveText(['Shalom Boaz, dinner at 7?']);
    // B, without reloading: the header badge and the thread's badge rise; A's own badge does not.
    await expect(messageIndicator(pageB, 1)).toBeVisible();
    await expect(pageB.getByRole('link', { name: 'Adina + You' }).getByLabel('1 unread message')).toBeVisible();
    await expect(messageIndicator(pageA)).toBeVisible();

    // B opens the thread; about a second later A sees ✓ Seen.
    await pageB.getByRole('link', { name: 'Adina + You' }).click();
    await expect(bubbles(pageB, 'Adina')).toHaveText(['Shalom Boaz, dinner at 7?']);
    await expect(threadWith(pageA, 'Boaz').getByText('✓ Seen')).toBeVisible();
    await expect(pageB.getByRole('link', { name: 'Adina + You' }).getByLabel(/unread/)).toHaveCount(0);

    // Both ways, live.
    await send(pageB, 'Yes! I will bring dessert.');
    await expect(bubbles(pageA, 'Boaz')).toHaveText(['Shalom Boaz, dinner at 7?', 'Yes! I will bring dessert.']);
    await send(pageA, 'See you at 6');
    await expect(bubbles(pageB, 'Adina')).toHaveText(['Shalom Boaz, dinner at 7?', 'Yes! I will bring dessert.', 'See you at 6']);

    // A edits, then deletes; B sees both without reloading.
    const last = threadWith(pageA, 'Boaz').locator('li[data-message-id]').last();
    await last.getByRole('button', { name: 'Edit' }).click();
    const editor = pageA.getByRole('textbox', { name: 'Edit message' });
    await editor.fill('See you at 7');
    await editor.press('Enter');
    await expect(bubbles(pageB, 'Adina').last()).toHaveText('See you at 7');
    await threadWith(pageA, 'Boaz').locator('li[data-message-id]').last().getByRole('button', { name: 'Delete' }).click();
    await expect(bubbles(pageB, 'Adina').last()).toHaveText('(Message deleted)');
    await expect(bubbles(pageA, 'Boaz').last()).toHaveText('(Message deleted)');
    // Nobody can change what the partner wrote.
    await expect(threadWith(pageB, 'Adina').locator('li[data-message-id]').first().getByRole('button', { name: 'Edit' })).toHaveCount(0);

    // B had the thread on screen the whole time: A's messages were read as they came, so the
    // header counts none (issue 33). Away from it, the next one counts; a click on the indicator
    // stores "seen" and opens /messages.
    await expect(messageIndicator(pageB)).toBeVisible();
    await pageB.goto('/dashboard');
    await send(pageA, 'Bring the salad too');
    await expect(messageIndicator(pageB, 1)).toBeVisible();
    await messageIndicator(pageB, 1).click();
    await expect(pageB).toHaveURL(/\/messages$/);
    await expect(messageIndicator(pageB)).toBeVisible();
    await pageB.reload();
    await expect(pageB.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expect(messageIndicator(pageB)).toBeVisible();

    await pageA.context().close();
    await pageB.context().close();
  });

  test("B's socket is cut for 10 s while A sends 5 messages: afterwards B has all 5, once each, in order", async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const { a, b, conversationId } = await linkedPair(request, 'cut');
    const pageA = await signedInPage(browser, baseURL, a);
    const contextB = await browser.newContext({ baseURL });
    const realtimeB = await controllableRealtime(contextB);
    const pageB = await contextB.newPage();
    await logIn(pageB, b.email);

    await pageA.goto(`/messages/${conversationId}`);
    await pageB.goto(`/messages/${conversationId}`);
    await send(pageA, 'Before the cut');
    await expect(bubbles(pageB, 'Adina')).toHaveText(['Before the cut']);

    await realtimeB.cut();
    const missed = ['One', 'Two', 'Three', 'Four', 'Five'];
    for (const text of missed) {
      await send(pageA, text);
      await expect(bubbles(pageA, 'Boaz').last()).toHaveText(text);
    }
    // The socket stays down for 10 s (the scenario of the issue), then the network comes back.
    await pageB.waitForTimeout(10_000);
    expect(realtimeB.openSockets).toBe(0);
    await expect(bubbles(pageB, 'Adina')).toHaveText(['Before the cut']);
    realtimeB.restore();

    await expect(bubbles(pageB, 'Adina')).toHaveText(['Before the cut', ...missed], { timeout: 45_000 });
    // And the stream is trusted again afterwards.
    await send(pageA, 'After the cut');
    await expect(bubbles(pageB, 'Adina')).toHaveText(['Before the cut', ...missed, 'After the cut']);

    await pageA.context().close();
    await contextB.close();
  });

  test("Tone Coach returns a rewrite and 'Use suggestion' puts it in the box", async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const { a, conversationId } = await linkedPair(request, 'tone');
    const pageA = await signedInPage(browser, baseURL, a);
    await pageA.goto(`/messages/${conversationId}`);
    const box = pageA.getByRole('textbox', { name: 'Type a message' });
    await box.fill('You never listen to me');
    await pageA.getByRole('button', { name: 'Tone Coach' }).click();
    const suggestion = pageA.getByRole('region', { name: 'Suggested rewrite' });
    await expect(suggestion).toBeVisible();
    const rewrite = (await suggestion.locator('p').textContent())?.trim() ?? '';
    expect(rewrite).not.toBe('');
    expect(rewrite).not.toBe('You never listen to me');
    await suggestion.getByRole('button', { name: 'Use suggestion' }).click();
    await expect(box).toHaveValue(rewrite);
    await expect(suggestion).toHaveCount(0);
    await pageA.context().close();
  });

  test("a third person opening A and B's conversation by its address sees nothing of it", async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const { a, conversationId } = await linkedPair(request, 'third');
    const c = await signUpWithProfile(request, 'third-c', 'Chana');
    const pageA = await signedInPage(browser, baseURL, a);
    await pageA.goto(`/messages/${conversationId}`);
    await send(pageA, 'Only for Boaz');
    await expect(bubbles(pageA, 'Boaz')).toHaveText(['Only for Boaz']);

    const pageC = await signedInPage(browser, baseURL, c);
    for (const address of [`/messages/${conversationId}`, `/messages?c=${conversationId}`]) {
      await pageC.goto(address);
      await expect(pageC.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
      await expect(pageC.getByText('Only for Boaz')).toHaveCount(0);
      await expect(pageC.getByText(/Boaz|Adina/)).toHaveCount(0);
      await expect(pageC.getByRole('textbox', { name: 'Type a message' })).toHaveCount(0);
    }
    await expect(pageC.getByText('No conversations yet.')).toBeVisible();
    // And nothing reaches C live either.
    await send(pageA, 'Still only for Boaz');
    await expect(messageIndicator(pageC)).toBeVisible();
    await expect(pageC.getByText('Still only for Boaz')).toHaveCount(0);
    await pageA.context().close();
    await pageC.context().close();
  });
});
