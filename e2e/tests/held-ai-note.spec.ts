import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from '../support/logIn';
import { connect } from '../support/messaging';
import { rpcAsServer } from '../support/serviceRole';
import { restAs, signUpWithProfile, type Person } from '../support/testUsers';

// An AI note to a partner who is inside Shabbat or Yom Tov at their place is held until havdalah
// (supabase/functions/README.md, "Shabbat and Yom Tov"): while held, its recipient cannot see it
// anywhere — not in the AI thread, not in the bell, not through the API — and its sender sees it
// waiting with the time it will go; once released, it arrives on the recipient's open screen and
// in the bell, live, and the sender's line says it was delivered.
//
// Whether a recipient is inside Shabbat is decided by the communicator from its clock and their
// place (backend/test/functions/partner-communicator.test.ts and sacred-time.test.ts fix the clock;
// the app run here keeps the real one). So Sarah proposes through the real function, and her Send is
// made as the function makes it for a recipient inside Shabbat: the same service-role call, with
// delivery after havdalah. The release is the job pg_cron runs (backend/src/scheduled locally),
// called for the time just after havdalah, as the backend's tests do; its own timer, on the real
// clock, cannot reach a note due days from now.

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Notifications|התראות)/ });

/** Sarah's proposal, the way /ai asks for one (ai-partner-communicator, step 1): its id and exact text. */
async function proposeNote(request: APIRequestContext, from: Person, to: Person): Promise<{ id: string; text: string }> {
  const response = await request.post(`${from.config.supabaseUrl}/functions/v1/ai-partner-communicator`, {
    headers: { apikey: from.config.supabaseAnonKey, Authorization: `Bearer ${from.accessToken}` },
    data: {
      partnerUserId: to.userId,
      triggerType: 'emotional_bridging',
      context: { userMessage: 'I miss our quiet evenings.', messageContent: 'I miss our quiet evenings.', timestamp: new Date().toISOString(), aiResponse: 'That sounds meaningful.' },
      messageContent: 'I miss our quiet evenings.',
      requestCommunication: true,
      forceBypassLimits: true,
    },
  });
  const answer = (await response.json()) as { reason: string; proposal?: { id: string; text: string } };
  expect(answer.reason, JSON.stringify(answer)).toBe('proposed');
  return answer.proposal!;
}

test('a note held over Shabbat stays unseen by its recipient and arrives, live, once released', async ({ browser, request, baseURL }) => {
  const sarah = await signUpWithProfile(request, 'held-sarah', 'Sarah');
  const david = await signUpWithProfile(request, 'held-david', 'David', { gender: 'male' });
  await connect(request, sarah, david);
  for (const [from, to] of [[sarah, david], [david, sarah]] as const) {
    const consent = await restAs(request, from, 'POST', 'partner_communication_consent', { user_id: from.userId, partner_user_id: to.userId, emotional_bridging: true });
    expect(consent.status, JSON.stringify(consent.body)).toBe(201);
  }

  const note = await proposeNote(request, sarah, david);
  const havdalah = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const sent = await rpcAsServer(request, sarah.config, 'send_ai_partner_proposal', {
    proposal: note.id,
    sender: sarah.userId,
    as_of: new Date().toISOString(),
    deliver_after: havdalah.toISOString(),
    held_for: 'shabbat',
  });
  expect(typeof sent).toBe('string');

  // Sarah, on her phone in Hebrew: the note waits, with the time it will go.
  const sarahContext = await browser.newContext({ baseURL, locale: 'he-IL', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const sarahPage = await sarahContext.newPage();
  await logIn(sarahPage, sarah.email, { language: 'hebrew' });
  await sarahPage.goto(`/messages/ai/${david.userId}`);
  // The thread's item (with its trigger badge), not the conversation list's preview of it.
  const sarahNote = sarahPage.getByRole('listitem').filter({ hasText: note.text }).filter({ hasText: 'גישור רגשי' });
  await expect(sarahNote).toBeVisible();
  await expect(sarahNote.locator('time')).toHaveText(/^ממתינה לצאת השבת או החג; תימסר /);

  // David, at his desk in English: nothing of it, on screen, in the bell or through the API.
  const davidContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const davidPage = await davidContext.newPage();
  await logIn(davidPage, david.email);
  await davidPage.goto(`/messages/ai/${sarah.userId}`);
  await expect(davidPage.getByText('No AI messages yet.')).toBeVisible();
  await expect(bellOf(davidPage)).toHaveAccessibleName('Notifications');
  const read = await restAs(request, david, 'GET', `ai_partner_communications?from_user_id=eq.${sarah.userId}&select=id`);
  expect(read).toMatchObject({ status: 200, body: [] });

  // Havdalah: the scheduled release delivers it, and David's open thread and bell show it at once.
  const released = await rpcAsServer(request, sarah.config, 'release_due_partner_communications', { as_of: new Date(havdalah.getTime() + 60_000).toISOString() });
  expect(released).toBeGreaterThanOrEqual(1);
  const davidNote = davidPage.getByRole('listitem').filter({ hasText: note.text }).filter({ hasText: 'Emotional bridging' });
  await expect(davidNote).toBeVisible();
  await expect(davidNote.locator('time')).toHaveText(/^Delivered /);
  await expect(bellOf(davidPage)).toHaveAccessibleName('Notifications, 1 unread');
  await bellOf(davidPage).click();
  await expect(davidPage.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first()).toContainText('New AI note from Sarah');

  // And Sarah's line says so, live.
  await expect(sarahNote.locator('time')).toHaveText(/^נמסרה /);
  await sarahContext.close();
  await davidContext.close();
});
