import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from '../support/logIn';
import { restAs, signUpWithProfile, type Person } from '../support/testUsers';

// Issue 14: the notification centre in the header (mf-messages' bell), live through realtime.

async function connectAndOpenConversation(request: APIRequestContext, from: Person, to: Person): Promise<string> {
  const link = await restAs(request, from, 'POST', 'relationships', { user_id: from.userId, related_user_id: to.userId, relation_type: 'spouse' });
  expect(link.status).toBe(201);
  const linkId = (link.body as { id: string }[])[0]!.id;
  const accepted = await request.fetch(`${to.config.supabaseUrl}/rest/v1/relationships?id=eq.${linkId}`, {
    method: 'PATCH',
    headers: { apikey: to.config.supabaseAnonKey, Authorization: `Bearer ${to.accessToken}`, 'Content-Type': 'application/json' },
    data: { connection_state: 'accepted' },
  });
  expect(accepted.ok()).toBe(true);
  const conversation = await restAs(request, from, 'POST', 'conversations', { user_id: from.userId, partner_user_id: to.userId, title: 'Private chat' });
  return (conversation.body as { id: string }[])[0]!.id;
}

test("A sends B a message: B's bell shows it live, a click opens the conversation, read all clears it", async ({ page, request }) => {
  const david = await signUpWithProfile(request, 'bell-sender', 'David');
  const sarah = await signUpWithProfile(request, 'bell-reader', 'Sarah');
  const conversationId = await connectAndOpenConversation(request, david, sarah);
  await logIn(page, sarah.email);

  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await restAs(request, david, 'POST', 'messages', { conversation_id: conversationId, sender_user_id: david.userId, sender_type: 'user', content: 'Shalom, home soon', metadata: {} });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await restAs(request, david, 'POST', 'messages', { conversation_id: conversationId, sender_user_id: david.userId, sender_type: 'user', content: 'Bringing challah', metadata: {} });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await bell.click();
  const centre = page.getByRole('dialog', { name: 'Notifications' });
  const items = centre.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('New Message from David');
  await expect(items.first()).toContainText('Bringing challah');

  // One click: read, and its conversation opens.
  await items.nth(1).getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?c=${conversationId}$`));
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  const unread = await restAs(request, sarah, 'GET', 'notifications?select=id&read=eq.false');
  expect(unread.body).toEqual([]);
});
