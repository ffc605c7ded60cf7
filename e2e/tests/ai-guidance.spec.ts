import { expect, test, type Browser, type Page } from '@playwright/test';
import { aiScreenshot, askGuide, giveAiConsent, giveProfileConsent, openGuideWith, sendTestCommunication } from '../support/aiGuidance';
import { expectNothingOverflows } from '../support/layoutChecks';
import { logIn } from '../support/logIn';
import { connect } from '../support/messaging';
import { signUpWithProfile, type Person } from '../support/testUsers';

// Issue 13: the AI guide at /ai, against the real app, backend, functions and realtime server.

async function signedInPage(browser: Browser, baseURL: string | undefined, person: Person, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await logIn(page, person.email);
  return page;
}

test.describe('AI guidance between two linked people', () => {
  test('answers with Torah sources; crisis → safety panel and nothing to the partner; consent → Fully enabled; live share and unshare; Conflict reaches B', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const a = await signUpWithProfile(request, 'ai-a', 'Adina');
    const b = await signUpWithProfile(request, 'ai-b', 'Boaz', { gender: 'male' });
    await connect(request, a, b);
    await giveProfileConsent(request, a);
    await giveProfileConsent(request, b);
    const pageA = await signedInPage(browser, baseURL, a);
    const pageB = await signedInPage(browser, baseURL, b);

    // A asks and gets an answer with at least one Torah source, readable in Hebrew and English.
    await openGuideWith(pageA, 'Boaz (Spouse)');
    await expect(pageA.getByText('Welcome to your AI guide!')).toBeVisible();
    await expect(pageA.getByText('Context sharing: Limited')).toBeVisible();
    await aiScreenshot(pageA, 'desktop-welcome');
    const answer = await askGuide(pageA, 'How can we talk more calmly after an argument about money?');
    const sources = answer.getByRole('region', { name: 'Torah sources' });
    await expect(sources.getByRole('button', { name: /Torah sources?$/ })).toBeVisible();
    await sources.getByRole('button', { name: /Torah sources?$/ }).click();
    await expect(sources.locator('p[lang="he"][dir="rtl"]').first()).toBeVisible();
    await expect(pageA.getByText('Secure AI')).toBeVisible();
    await aiScreenshot(pageA, 'desktop-answer');

    // Both turn on context sharing and consent; A's line becomes Fully enabled with the badge.
    await giveAiConsent(pageA, 'Boaz', ['Conflict mediation', 'Emotional bridging']);
    await openGuideWith(pageB, 'Adina (Spouse)');
    await giveAiConsent(pageB, 'Adina', ['Conflict mediation']);
    await pageA.reload();
    await pageA.getByRole('combobox', { name: 'Partner' }).selectOption({ label: 'Boaz (Spouse)' });
    const status = pageA.getByRole('status').filter({ hasText: 'Context sharing: Fully enabled' });
    await expect(status).toBeVisible();
    await expect(status.getByText('Enhanced AI')).toBeVisible();
    await expect(status.getByRole('img', { name: 'Conflict mediation' })).toBeVisible();
    await aiScreenshot(pageA, 'desktop-fully-enabled');

    // A crisis question: the safety panel with numbers to call, and no communication to B.
    const crisis = await askGuide(pageA, 'My husband hit me last night and I am scared. Please send it now.');
    const safety = crisis.getByRole('region', { name: "You don't have to face this alone" });
    await expect(safety).toBeVisible();
    await expect(safety.locator('a[href^="tel:"]').first()).toBeVisible();
    await aiScreenshot(pageA, 'desktop-safety');
    await pageB.goto(`/messages/ai/${a.userId}`);
    await expect(pageB.getByText('No AI messages yet.')).toBeVisible();

    // B watches the shared tab; A shares the first answer: it arrives live; A unshares: it goes.
    await openGuideWith(pageB, 'Adina (Spouse)');
    await pageB.getByRole('tab', { name: 'With Adina' }).click();
    await expect(pageB.getByText('No shared messages yet')).toBeVisible();
    await answer.getByRole('button', { name: 'Share with Boaz' }).click();
    await expect(pageA.getByText('Sent to shared conversation with Boaz.')).toBeVisible();
    const sharedOnB = pageB.getByRole('list', { name: 'Shared with Adina' });
    await expect(sharedOnB.getByText('From AI')).toBeVisible();
    await aiScreenshot(pageB, 'desktop-shared-partner');
    await pageA.getByRole('tab', { name: 'With Boaz' }).click();
    const sharedOnA = pageA.getByRole('list', { name: 'Shared with Boaz' });
    await aiScreenshot(pageA, 'desktop-shared-own');
    await sharedOnA.getByRole('button', { name: 'Unshare' }).click();
    await expect(pageA.getByText('Message unshared successfully.')).toBeVisible();
    await expect(pageB.getByText('No shared messages yet')).toBeVisible();

    // A presses Conflict: B receives the AI communication at /messages/ai.
    await pageA.getByRole('tab', { name: 'Private' }).click();
    // A test button proposes a note first (issue 31): it reaches B only after Send.
    await sendTestCommunication(pageA, 'Conflict', 'Boaz');
    await pageB.goto(`/messages/ai/${a.userId}`);
    await expect(pageB.getByText('No AI messages yet.')).toHaveCount(0);
    await expect(pageB.getByText('Conflict mediation').first()).toBeVisible();
    await pageB.screenshot({ path: '/work/notes/screens-13/desktop-partner-received.png', fullPage: true });
    await pageA.context().close();
    await pageB.context().close();
  });

  test('on a 390 px phone: the partner selector page, the private-space banner and the composer', async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const a = await signUpWithProfile(request, 'ai-phone-a', 'Adina');
    const b = await signUpWithProfile(request, 'ai-phone-b', 'Boaz', { gender: 'male' });
    await connect(request, a, b);
    const page = await signedInPage(browser, baseURL, a, { width: 390, height: 844 });
    await page.goto('/ai');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Guidance' })).toBeVisible();
    await aiScreenshot(page, '390-partner-selector');
    await expectNothingOverflows(page);
    await aiScreenshot(page, '390-partner-selector');
    await page.getByRole('radio', { name: 'Boaz (Spouse)' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('This is your private space. Only you can see this conversation.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'With Boaz' })).toBeEnabled();
    await expectNothingOverflows(page);
    await aiScreenshot(page, '390-banner');

    const box = page.getByRole('textbox', { name: 'Your question for the AI guide' });
    await expect(box).toBeInViewport();
    // Issue 32: the settings are one line, so the chat takes most of the screen.
    const settings = page.getByRole('button', { name: /^Chat settings/ });
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    const chat = page.getByRole('tabpanel');
    expect((await chat.boundingBox())!.height).toBeGreaterThan(560);
    // The composer grows with its text.
    const oneLine = (await box.boundingBox())!.height;
    // Empty, it is one line: the placeholder is cut rather than wrapped over three.
    expect(oneLine).toBeLessThan(52);
    await box.fill('One line\nTwo\nThree\nFour\nFive');
    await expect.poll(async () => (await box.boundingBox())!.height).toBeGreaterThan(oneLine + 30);
    await box.fill('');

    // A two-turn conversation: the second question is answered as a follow-up of the first.
    const answer = await askGuide(page, 'How do I show appreciation to my husband?');
    await expect(answer.getByRole('region', { name: 'Torah sources' })).toBeVisible();
    await expect(answer).toContainText(/appreciat/i);
    const followUp = await askGuide(page, 'What if he says he does not need thanks?');
    await expect(followUp).toContainText('If he says he does not need thanks');
    await expect(followUp).toContainText(/appreciat|thank/i);
    await expect(box).toBeInViewport();
    await expectNothingOverflows(page);
    await aiScreenshot(page, '390-answer');
    await page.screenshot({ path: '/work/notes/screens-32/ai-en-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('combobox', { name: 'Partner' })).toBeVisible();
    await page.screenshot({ path: '/work/notes/screens-32/ai-en-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });

    // The choice is kept for the session: a reload goes straight to the guide.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'With Boaz' })).toBeVisible();
    await page.getByRole('button', { name: /^Chat settings/ }).click();
    await page.getByRole('button', { name: 'Partner settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Partner settings' })).toBeVisible();
    await aiScreenshot(page, '390-settings-sheet');
    await page.context().close();
  });
});

test('/test-chat: both perspectives side by side, a model answers, history clears', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const a = await signUpWithProfile(request, 'ai-test-chat', 'Adina');
  const page = await signedInPage(browser, baseURL, a);
  await page.goto('/test-chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Test Chat' })).toBeVisible();
  const male = page.getByRole('region', { name: 'Male perspective', exact: true });
  await male.getByRole('textbox', { name: 'Message from the Male perspective' }).fill('How can I support my wife this week?');
  await male.getByRole('button', { name: 'Send' }).click();
  const history = male.getByRole('list', { name: 'Male perspective history' }).locator(':scope > li');
  await expect(history).toHaveCount(2, { timeout: 30_000 });
  await expect(male.getByText(/^Error:/)).toHaveCount(0);
  // Issue 33 §7: the perspectives' fixed ids belong to no account, so the answer is not addressed
  // to the tester (it used to open with the demo Sarah's name).
  await expect(history.last()).not.toContainText('Adina');
  await aiScreenshot(page, 'desktop-test-chat');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNothingOverflows(page);
  await aiScreenshot(page, '390-test-chat');
  await page.getByRole('button', { name: 'Clear all history' }).click();
  await expect(page.getByText('All History Cleared')).toBeVisible();
  await expect(history).toHaveCount(0);
  await page.context().close();
});
