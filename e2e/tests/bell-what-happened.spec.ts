import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axeScan';
import { screenshotForReview } from '../support/layoutChecks';
import { logIn } from '../support/logIn';
import { sendAs, startConversation } from '../support/messaging';
import { restAs, signUpWithProfile, type Person } from '../support/testUsers';

// Issue 33, item 3: the bell tells what happened — a request to connect, an accepted request, an
// AI note and a new message arrive live, each in the recipient's language (Sarah reads English,
// David chose Hebrew), each leading to its screen; an answered request leaves the bell. At 1280
// and 390 px.

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Notifications|התראות)/ });

async function openBell(page: Page, name: string) {
  await bellOf(page).click();
  const centre = page.getByRole('dialog', { name });
  await expect(centre).toBeVisible();
  return centre;
}

/** Sarah sends David an AI note the way /ai does: a proposal, then Send (ai-partner-communicator). */
async function sendAiNote(request: APIRequestContext, from: Person, to: Person): Promise<void> {
  const call = (body: unknown) =>
    request.post(`${from.config.supabaseUrl}/functions/v1/ai-partner-communicator`, {
      headers: { apikey: from.config.supabaseAnonKey, Authorization: `Bearer ${from.accessToken}` },
      data: body,
    });
  const proposed = await call({
    partnerUserId: to.userId,
    triggerType: 'emotional_bridging',
    context: { userMessage: 'I miss our quiet evenings.', messageContent: 'I miss our quiet evenings.', timestamp: new Date().toISOString(), aiResponse: 'That sounds meaningful.' },
    messageContent: 'I miss our quiet evenings.',
    requestCommunication: true,
    forceBypassLimits: true,
  });
  const proposal = (await proposed.json()) as { reason: string; proposal?: { id: string } };
  expect(proposal.reason, JSON.stringify(proposal)).toBe('proposed');
  const sent = (await (await call({ proposalId: proposal.proposal!.id, decision: 'send' })).json()) as { reason: string };
  expect(sent.reason).toBe('sent');
}

test('a request, its acceptance, an AI note and a message reach the bell live, in each reader\'s language, leading to their screens', async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const sarah = await signUpWithProfile(request, 'bell-sarah', 'Sarah');
  const david = await signUpWithProfile(request, 'bell-david', 'David', { gender: 'male' });
  // David reads the app in Hebrew (as the header's switcher saves it): the database writes to him in Hebrew.
  const chose = await request.fetch(`${david.config.supabaseUrl}/rest/v1/profiles?id=eq.${david.userId}`, {
    method: 'PATCH',
    headers: { apikey: david.config.supabaseAnonKey, Authorization: `Bearer ${david.accessToken}`, 'Content-Type': 'application/json' },
    data: { ui_language: 'he' },
  });
  expect(chose.ok()).toBe(true);

  const sarahContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const sarahPage = await sarahContext.newPage();
  await logIn(sarahPage, sarah.email);
  await expect(bellOf(sarahPage)).toHaveAccessibleName('Notifications');

  // David asks: Sarah's bell says so at once; a click leads to where she answers.
  const asked = await restAs(request, david, 'POST', 'relationships', { user_id: david.userId, related_user_id: sarah.userId, relation_type: 'spouse' });
  expect(asked.status).toBe(201);
  await expect(bellOf(sarahPage)).toHaveAccessibleName('Notifications, 1 unread');
  let centre = await openBell(sarahPage, 'Notifications');
  const requestItem = centre.getByRole('listitem').first();
  await expect(requestItem).toContainText('David wants to connect with you');
  await expect(requestItem).toContainText('Answer it under Requests for you in Relationships.');
  await expectNoAxeViolations(sarahPage, 'bell with a request (en)');
  await screenshotForReview(sarahPage, 'bell-request-1280-en', { fullPage: false });
  await sarahPage.setViewportSize({ width: 390, height: 844 });
  await expect(requestItem).toBeInViewport();
  await screenshotForReview(sarahPage, 'bell-request-390-en', { fullPage: false });
  await requestItem.getByRole('button').click();
  await expect(sarahPage).toHaveURL(/\/relationships$/);

  // She accepts: her request notification has done its work and leaves the bell.
  await sarahPage.getByRole('list', { name: 'Requests for you' }).getByRole('listitem', { name: 'David' }).getByRole('button', { name: 'Accept' }).click();
  await expect(sarahPage.getByRole('list', { name: 'Your Relationships' }).getByRole('listitem', { name: 'David' })).toBeVisible();
  await expect(bellOf(sarahPage)).toHaveAccessibleName('Notifications');

  // David, on his phone in Hebrew: the acceptance, in Hebrew, leading to Relationships.
  const davidContext = await browser.newContext({ baseURL, locale: 'he-IL', viewport: { width: 390, height: 844 } });
  const davidPage = await davidContext.newPage();
  await logIn(davidPage, david.email, { language: 'hebrew' });
  await expect(bellOf(davidPage)).toHaveAccessibleName('התראות, אחת שלא נקראה');
  centre = await openBell(davidPage, 'התראות');
  await expect(centre.getByRole('listitem').first()).toContainText('בקשת החיבור שלך אושרה על ידי Sarah');
  await expect(centre.getByRole('listitem').first()).toContainText('מעכשיו יש חיבור בינך לבין Sarah. אפשר לפתוח שיחה בדף ההודעות.');
  await expectNoAxeViolations(davidPage, 'bell with an acceptance (he)');
  await screenshotForReview(davidPage, 'bell-accepted-390-he', { fullPage: false });
  await davidPage.keyboard.press('Escape');

  // An AI note from Sarah (both agreed to emotional bridging): David's bell, live, in Hebrew; it
  // opens the AI communications with her.
  for (const [from, to] of [[sarah, david], [david, sarah]] as const) {
    const consent = await restAs(request, from, 'POST', 'partner_communication_consent', { user_id: from.userId, partner_user_id: to.userId, emotional_bridging: true });
    expect(consent.status, JSON.stringify(consent.body)).toBe(201);
  }
  await sendAiNote(request, sarah, david);
  await expect(bellOf(davidPage)).toHaveAccessibleName('התראות, 2 שלא נקראו');
  centre = await openBell(davidPage, 'התראות');
  const note = centre.getByRole('listitem').first();
  await expect(note).toContainText('הודעת AI חדשה מאת Sarah');
  await davidPage.setViewportSize({ width: 1280, height: 800 });
  await screenshotForReview(davidPage, 'bell-ai-note-1280-he', { fullPage: false });
  await note.getByRole('button').click();
  await expect(davidPage).toHaveURL(new RegExp(`/messages/ai/${sarah.userId}$`));
  await expect(davidPage.getByRole('heading', { name: 'תקשורת AI עם \u2068Sarah\u2069' })).toBeVisible();

  // A new message from Sarah: David's bell says so in Hebrew, and it opens their thread.
  const thread = await startConversation(request, sarah, david);
  await sendAs(request, sarah, thread, 'Shabbat shalom');
  await expect(bellOf(davidPage)).toHaveAccessibleName('התראות, 2 שלא נקראו');
  centre = await openBell(davidPage, 'התראות');
  const message = centre.getByRole('listitem').first();
  await expect(message).toContainText('הודעה חדשה מאת Sarah');
  await message.getByRole('button').click();
  await expect(davidPage).toHaveURL(new RegExp(`/messages\\?c=${thread}$`));
  await expect(davidPage.getByRole('heading', { name: 'שיחה עם \u2068Sarah\u2069' })).toBeVisible();

  // Sarah hears nothing of her own note.
  await expect(bellOf(sarahPage)).toHaveAccessibleName('Notifications');
  await sarahContext.close();
  await davidContext.close();
});
