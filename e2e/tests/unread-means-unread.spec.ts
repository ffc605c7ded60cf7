import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshotForReview } from '../support/layoutChecks';
import { logIn } from '../support/logIn';
import { connect, sendAs, startConversation, threadWith } from '../support/messaging';
import { controllableVisibility, setPageHidden } from '../support/pageVisibility';
import { signUpWithProfile } from '../support/testUsers';

// Issue 33, item 2: a message counts as unread until its thread has been on screen in a visible
// tab. The header's count and the list's badges clear on reading — in every tab and on every
// device — never rise for a message arriving in the thread on screen, and follow the partner's new
// messages live. Against the real app, backend and realtime server.

/** Adina and Boaz, connected, and the thread Adina started. */
async function adinaAndBoaz(request: APIRequestContext, label: string) {
  const adina = await signUpWithProfile(request, `${label}-a`, 'Adina');
  const boaz = await signUpWithProfile(request, `${label}-b`, 'Boaz', { gender: 'male' });
  await connect(request, adina, boaz);
  return { adina, boaz, conversationId: await startConversation(request, adina, boaz) };
}

/** The header's message link, whatever its count (its name carries the count). */
const indicator = (page: Page) => page.getByRole('navigation', { name: /^(Account|חשבון)$/ }).getByRole('link', { name: /^(Messages|הודעות)/ });

/** Every name the indicator is given from now on, to prove it never said "unread". */
async function recordIndicatorNames(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const link = [...document.querySelectorAll('a[href="/messages"]')].find((a) => a.closest('nav')) as HTMLElement;
    const seen: string[] = [];
    new MutationObserver(() => seen.push(link.getAttribute('aria-label') ?? '')).observe(link, { attributes: true, attributeFilter: ['aria-label'] });
    (window as unknown as { __indicatorNames: string[] }).__indicatorNames = seen;
  });
  return () => page.evaluate(() => (window as unknown as { __indicatorNames: string[] }).__indicatorNames);
}

test.describe('unread means unread', () => {
  test('two tabs and another device: a hidden tab reads nothing; the thread on screen clears every count and keeps it clear; new messages count live', async ({ browser, request, baseURL }) => {
    test.setTimeout(150_000);
    const { adina, boaz, conversationId } = await adinaAndBoaz(request, 'unread');

    const laptop = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    await controllableVisibility(laptop);
    const tabA = await laptop.newPage();
    await logIn(tabA, boaz.email);
    const tabB = await laptop.newPage();
    await tabB.goto('/dashboard');
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const device = await phone.newPage();
    await logIn(device, boaz.email);
    for (const page of [tabA, tabB, device]) await expect(indicator(page)).toHaveAccessibleName('Messages');

    await sendAs(request, adina, conversationId, 'Are you free tonight?');
    await sendAs(request, adina, conversationId, 'Dinner at 7?');
    for (const page of [tabA, tabB, device]) await expect(indicator(page)).toHaveAccessibleName('Messages, 2 unread');

    // The thread opened in a background tab is not read: no read is recorded, every count stays.
    const reads: string[] = [];
    tabB.on('request', (sent) => {
      if (sent.url().includes('/rpc/mark_conversation_read')) reads.push(sent.url());
    });
    await setPageHidden(tabB, true);
    await tabB.goto(`/messages/${conversationId}`);
    await expect(threadWith(tabB, 'Adina').locator('li[data-message-id]')).toHaveCount(2);
    expect(reads).toEqual([]);
    await expect(indicator(tabA)).toHaveAccessibleName('Messages, 2 unread');

    // The tab comes to the front: what it shows is read — here, in the other tab, on the other device.
    await setPageHidden(tabB, false);
    for (const page of [tabA, tabB, device]) await expect(indicator(page)).toHaveAccessibleName('Messages');

    // While the thread is on screen, the partner's new messages are read as they arrive: the other
    // tab's count never says "unread", not even for a moment.
    const namesInTabA = await recordIndicatorNames(tabA);
    await sendAs(request, adina, conversationId, 'I will bring dessert');
    await expect(threadWith(tabB, 'Adina').locator('li[data-message-id]')).toHaveCount(3);
    await expect(threadWith(tabB, 'Adina')).toContainText('I will bring dessert');
    for (const page of [tabA, tabB, device]) await expect(indicator(page)).toHaveAccessibleName('Messages');
    expect((await namesInTabA()).filter((name) => name.includes('unread'))).toEqual([]);

    // The thread leaves the screen: the next message counts, live, everywhere, and stays counted.
    await tabB.goto('/dashboard');
    await sendAs(request, adina, conversationId, 'Or 8?');
    for (const page of [tabA, tabB, device]) await expect(indicator(page)).toHaveAccessibleName('Messages, 1 unread');
    await device.reload();
    await expect(indicator(device)).toHaveAccessibleName('Messages, 1 unread');

    // Reading on the phone, through the list (its badge), clears it on the laptop too.
    await device.goto('/messages');
    const row = device.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Adina \+ You/ });
    await expect(row.getByLabel('1 unread message')).toBeVisible();
    await screenshotForReview(device, 'unread-list-390-en');
    await row.click();
    await expect(threadWith(device, 'Adina')).toContainText('Or 8?');
    await device.getByRole('link', { name: 'Back' }).click();
    await expect(device.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Adina \+ You/ }).getByLabel(/unread/)).toHaveCount(0);
    for (const page of [tabA, tabB, device]) await expect(indicator(page)).toHaveAccessibleName('Messages');

    // What was read stays read: a new page load asks the server and counts nothing.
    await tabA.goto('/messages');
    await expect(tabA.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Adina \+ You/ }).getByLabel(/unread/)).toHaveCount(0);
    await expect(indicator(tabA)).toHaveAccessibleName('Messages');
    await screenshotForReview(tabA, 'unread-list-1280-en');
    await laptop.close();
    await phone.close();
  });

  test('in Hebrew, on a phone and a laptop: the count, the badge and reading', async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const { adina, boaz, conversationId } = await adinaAndBoaz(request, 'unread-he');
    const context = await browser.newContext({ baseURL, locale: 'he-IL', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logIn(page, boaz.email, { language: 'hebrew' });

    await sendAs(request, adina, conversationId, 'שלום, מה נשמע?');
    await sendAs(request, adina, conversationId, 'ערב טוב');
    await expect(indicator(page)).toHaveAccessibleName('הודעות, שתי הודעות שלא נקראו');
    await page.goto('/messages');
    const row = page.getByRole('list', { name: 'שיחות' }).getByRole('link', { name: /Adina ואני/ });
    await expect(row.getByLabel('2 הודעות שלא נקראו')).toHaveText('2');
    await screenshotForReview(page, 'unread-list-390-he');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(row.getByLabel('2 הודעות שלא נקראו')).toBeVisible();
    await screenshotForReview(page, 'unread-list-1280-he');
    await row.click();
    await expect(page.getByRole('list', { name: 'הודעות עם \u2068Adina\u2069', exact: true })).toContainText('ערב טוב');
    await expect(indicator(page)).toHaveAccessibleName('הודעות');
    await expect(row.getByLabel(/שלא נקרא/)).toHaveCount(0);
    await screenshotForReview(page, 'unread-thread-read-1280-he');
    await context.close();
  });
});
