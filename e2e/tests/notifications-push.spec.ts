import { expect, test } from '@playwright/test';
import { usePushTestService, waitForServiceWorkerControl } from '../support/pwa';
import { startPushTestService, type PushTestService } from '../support/pwaPushService';
import { logIn } from '../support/logIn';
import { restAs, signUpWithProfile } from '../support/testUsers';

// Issue 14: the dashboard's notification settings against the real backend, and a push that
// reaches the stored subscription when someone writes.

// The config blocks workers for every other suite; push needs the real one.
test.use({ serviceWorkers: 'allow' });

let pushService: PushTestService;
test.beforeAll(async () => {
  pushService = await startPushTestService();
});
test.afterAll(async () => {
  await pushService?.stop();
});

test('granting permission and enabling push stores the subscription; a message then arrives as a push', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const clientHashes: string[] = [];
  await usePushTestService(page, async (key) => {
    const subscription = await pushService.subscribe(key);
    clientHashes.push(subscription.clientHash);
    return subscription;
  });
  const sarah = await signUpWithProfile(request, 'push-enable', 'Sarah');
  const david = await signUpWithProfile(request, 'push-sender', 'David');
  await logIn(page, sarah.email);
  await waitForServiceWorkerControl(page);

  await page.getByRole('button', { name: 'Notification Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible();
  await expect(page.getByText('Browser notifications: Enabled')).toBeVisible();
  const push = page.getByRole('switch', { name: 'Push notifications' });
  await expect(push).toHaveAttribute('aria-checked', 'false');
  await push.click();
  await expect(page.getByText('Push enabled on device')).toBeVisible();
  await expect(push).toHaveAttribute('aria-checked', 'true');

  const stored = await restAs(request, sarah, 'GET', 'push_subscriptions?select=endpoint,p256dh,auth');
  expect(stored.body).toEqual([{ endpoint: expect.stringMatching(/^http:\/\/localhost:\d+\/notify\//), p256dh: expect.any(String), auth: expect.any(String) }]);
  expect((await restAs(request, sarah, 'GET', 'notification_preferences?select=push_enabled')).body).toEqual([{ push_enabled: true }]);

  // A type switch is saved and shown from the returned row.
  await page.getByRole('switch', { name: 'Weekly check-ins' }).click();
  await expect(page.getByText('Notification preferences updated')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // David and Sarah connect; David writes; the server pushes to Sarah's subscription.
  const link = await restAs(request, david, 'POST', 'relationships', { user_id: david.userId, related_user_id: sarah.userId, relation_type: 'spouse' });
  expect(link.status).toBe(201);
  const linkId = (link.body as { id: string }[])[0]!.id;
  const accepted = await request.fetch(`${sarah.config.supabaseUrl}/rest/v1/relationships?id=eq.${linkId}`, {
    method: 'PATCH',
    headers: { apikey: sarah.config.supabaseAnonKey, Authorization: `Bearer ${sarah.accessToken}`, 'Content-Type': 'application/json' },
    data: { connection_state: 'accepted' },
  });
  expect(accepted.ok()).toBe(true);
  const conversation = await restAs(request, david, 'POST', 'conversations', { user_id: david.userId, partner_user_id: sarah.userId, title: 'Private chat' });
  const conversationId = (conversation.body as { id: string }[])[0]!.id;
  await restAs(request, david, 'POST', 'messages', { conversation_id: conversationId, sender_user_id: david.userId, sender_type: 'user', content: 'Home by seven', metadata: {} });

  await expect.poll(async () => (await pushService.received(clientHashes[0]!)).length, { timeout: 20_000 }).toBe(1);
  const [payload] = (await pushService.received(clientHashes[0]!)).map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(payload).toMatchObject({ title: 'New Message from David', body: 'Home by seven', data: { conversationId, type: 'new_message' } });
});
