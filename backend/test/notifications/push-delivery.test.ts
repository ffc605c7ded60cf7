// Issue 14: a new message reaches the recipient's device as an encrypted web push, with no client
// call — the new-message trigger queues a delivery, the backend's dispatcher hands it to
// send-notification, web-push encrypts it for the stored subscription. Preferences and the
// recipient's Shabbat decide whether and when.
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';
import { connect, openThread, sendMessage, withProfile } from '../functions/partner-support';
import { startTestPushService, type TestPushService, type TestSubscription } from './push-service';

interface PushMessage {
  title: string;
  body: string;
  tag: string;
  data: { conversationId: string; messageId: string; notificationId: string; type: string };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

async function vapidPublicKey(person: SignedUpUser): Promise<string> {
  const { data, error } = await person.client.functions.invoke<{ vapidPublicKey: string }>('send-notification', { method: 'GET' });
  if (error || !data) throw new Error(`no VAPID key: ${error?.message}`);
  return data.vapidPublicKey;
}

/** What the browser does after PushManager.subscribe: stores the subscription as its owner. */
async function storeSubscription(person: SignedUpUser, subscription: TestSubscription): Promise<void> {
  const { error } = await person.client.from('push_subscriptions').insert({
    user_id: person.user.id,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    user_agent: 'jest',
  });
  if (error) throw new Error(`subscription not stored: ${error.message}`);
}

async function setPush(person: SignedUpUser, on: boolean): Promise<void> {
  const { data, error } = await person.client
    .from('notification_preferences')
    .update({ push_enabled: on })
    .eq('user_id', person.user.id)
    .select()
    .single();
  if (error) throw new Error(error.message);
  expect(data.push_enabled).toBe(on);
}

async function deliveryOf(backend: TestBackend, messageId: string) {
  const { rows } = await backend.sql<{ state: string; reason: string | null; not_before: string; pushes_sent: number }>(
    `select d.state, d.reason, d.not_before, d.pushes_sent from public.notification_deliveries d
       join public.notifications n on n.id = d.notification_id
      where n.data->>'messageId' = $1`,
    [messageId],
  );
  return rows[0];
}

const parse = (messages: string[]) => messages.map((text) => JSON.parse(text) as PushMessage);

let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startTestPushService();
});
afterAll(async () => {
  await pushService?.stop();
});

describe('with the dispatcher running (real clock)', () => {
  let backend: TestBackend;
  let alice: SignedUpUser;
  let ben: SignedUpUser;
  let conversationId: string;
  let subscription: TestSubscription;

  beforeAll(async () => {
    process.env.NOTIFICATIONS_DISPATCH_INTERVAL_MS = '100';
    backend = await startBackend();
    delete process.env.NOTIFICATIONS_DISPATCH_INTERVAL_MS;
    alice = await backend.signUpUser();
    ben = await backend.signUpUser();
    await withProfile(backend, alice, { name: 'Alice' });
    // Ben's profile names no place, so no Shabbat or Yom Tov hold applies whatever the day the
    // suite runs on (CI runs on Shabbat too, when every timezone's Shabbat overlaps for hours).
    // The hold itself is tested with a fixed clock below.
    await withProfile(backend, ben, { name: 'Ben', timezone: null, location: null });
    await connect(backend, alice, ben);
    conversationId = await openThread(alice, ben);
    subscription = await pushService.subscribe(await vapidPublicKey(ben));
    await storeSubscription(ben, subscription);
  });
  afterAll(async () => {
    await backend?.stop();
  });

  test("Alice's message reaches Ben's subscription encrypted, decrypting to the right title and conversation", async () => {
    await setPush(ben, true);
    const messageId = await sendMessage(alice, conversationId, 'Shalom! Dinner at seven?');

    const [push] = parse(await until(() => pushService.received(subscription.clientHash), (m) => m.length >= 1, 'the push'));
    expect(push).toMatchObject({
      title: 'New Message from Alice',
      body: 'Shalom! Dinner at seven?',
      data: { type: 'new_message', conversationId, messageId },
    });
    expect(await until(() => deliveryOf(backend, messageId), (d) => d?.state === 'sent', 'the delivery')).toMatchObject({ pushes_sent: 1 });

    // email_enabled is on by default: the same notification lands in the local outbox.
    const emails = await until(
      async () => (await backend.outbox()).filter((m) => (m as unknown as { type: string }).type === 'notification' && m.to === ben.email),
      (list) => list.length >= 1,
      'the email',
    );
    expect(emails[0]).toMatchObject({ to: ben.email, subject: 'New Message from Alice' });
  });

  test('with push off nothing is pushed; once Ben turns it on again, the next message is', async () => {
    const before = (await pushService.received(subscription.clientHash)).length;
    await setPush(ben, false);
    const quietId = await sendMessage(alice, conversationId, 'Sent while push is off');
    await until(() => deliveryOf(backend, quietId), (d) => d?.state === 'sent' || d?.state === 'skipped', 'the delivery decision');
    expect(await deliveryOf(backend, quietId)).toMatchObject({ pushes_sent: 0, reason: 'push_off' });
    expect(await pushService.received(subscription.clientHash)).toHaveLength(before);

    await setPush(ben, true);
    await sendMessage(alice, conversationId, 'And now with push on');
    const all = parse(await until(() => pushService.received(subscription.clientHash), (m) => m.length > before, 'the next push'));
    expect(all.slice(before).map((p) => p.body)).toEqual(['And now with push on']);
  });

  test('a restart while deliveries are on their way loses none and sends none twice', async () => {
    await setPush(ben, true);
    const before = (await pushService.received(subscription.clientHash)).length;
    const bodies = Array.from({ length: 12 }, (_, n) => `Before and after the restart ${n + 1}`);
    const messageIds: string[] = [];
    for (const body of bodies) messageIds.push(await sendMessage(alice, conversationId, body));
    // The restart comes while the dispatcher has claimed some and not yet sent them all.
    await until(
      async () => Promise.all(messageIds.map((id) => deliveryOf(backend, id))),
      (deliveries) => deliveries.some((d) => d?.state !== 'pending'),
      'the first claim',
    );
    await backend.restart();

    const deliveries = await until(
      async () => Promise.all(messageIds.map((id) => deliveryOf(backend, id))),
      (all) => all.every((d) => d?.state === 'sent'),
      'every delivery sent',
    );
    expect(deliveries.map((d) => d?.reason ?? null).filter((reason) => reason === 'error')).toEqual([]);
    const pushed = parse(await pushService.received(subscription.clientHash)).slice(before);
    expect(pushed.map((p) => p.body).sort()).toEqual([...bodies].sort());
  });

  test('a subscription the push service reports gone (410) is removed', async () => {
    await setPush(ben, true);
    await pushService.expire(subscription.clientHash);
    const messageId = await sendMessage(alice, conversationId, 'Anyone there?');
    await until(() => deliveryOf(backend, messageId), (d) => d?.state === 'sent', 'the delivery');
    const { data } = await ben.client.from('push_subscriptions').select('endpoint');
    expect(data).toEqual([]);
  });

  test('callers: only the service role dispatches; a user may notify only themselves', async () => {
    const dispatch = await alice.client.functions.invoke('send-notification', { body: { dispatch: 'due' } });
    expect(dispatch.error).toBeTruthy();
    expect((dispatch.error as { context?: Response }).context?.status).toBe(403);

    const other = await alice.client.functions.invoke('send-notification', {
      body: { userId: ben.user.id, type: 'new_message', title: 'Fake', message: 'spoofed', data: {} },
    });
    expect((other.error as { context?: Response }).context?.status).toBe(403);

    const self = await alice.client.functions.invoke<{ notificationId: string }>('send-notification', {
      body: { userId: alice.user.id, type: 'test', title: 'Notifications enabled', message: 'This is how they look.', data: { url: '/dashboard' } },
    });
    expect(self.error).toBeNull();
    const { data: mine } = await alice.client.from('notifications').select('title, data').eq('id', self.data!.notificationId).single();
    expect(mine).toEqual({ title: 'Notifications enabled', data: { url: '/dashboard' } });
  });
});

describe("during the recipient's Shabbat (fixed clock, dispatcher driven by the test)", () => {
  let backend: TestBackend;
  let alice: SignedUpUser;
  let ben: SignedUpUser;
  let subscription: TestSubscription;

  beforeAll(async () => {
    process.env.NOTIFICATIONS_DISPATCH_INTERVAL_MS = '0';
    backend = await startBackend();
    delete process.env.NOTIFICATIONS_DISPATCH_INTERVAL_MS;
    alice = await backend.signUpUser();
    ben = await backend.signUpUser();
    await withProfile(backend, alice, { name: 'Alice' });
    await withProfile(backend, ben, { name: 'Ben', timezone: 'America/New_York', location: 'United States' });
    await connect(backend, alice, ben);
    subscription = await pushService.subscribe(await vapidPublicKey(ben));
    await storeSubscription(ben, subscription);
    await setPush(ben, true);
  });
  afterAll(async () => {
    await backend?.stop();
  });

  /** Dispatches as of `now`; returns what happened to this test's notification (the demo seed's wait too). */
  async function dispatchAt(now: string, notificationId: string) {
    const admin = backend.client({ key: 'service_role' });
    const { data, error } = await admin.functions.invoke<{ deliveries: { notificationId: string; state: string; until?: string }[] }>(
      'send-notification',
      { body: { dispatch: 'due', now } },
    );
    if (error) throw new Error(error.message);
    return data!.deliveries.filter((delivery) => delivery.notificationId === notificationId);
  }

  test('held until after havdalah, then sent once allowed', async () => {
    const conversationId = await openThread(alice, ben);
    const messageId = await sendMessage(alice, conversationId, 'Shabbat shalom!');
    const { rows } = await backend.sql<{ id: string }>(`select id from public.notifications where data->>'messageId' = $1`, [messageId]);
    const notificationId = rows[0]!.id;
    // The test's clock is fixed, the message's time is the real one: in the test's world it arrived
    // on Friday afternoon, before candle lighting, so it is due at the first dispatch below.
    await backend.sql('update public.notification_deliveries set not_before = $2 where notification_id = $1', [
      notificationId,
      '2026-11-27T20:00:00Z',
    ]);

    // Friday 27 Nov 2026, 17:00 in New York: after candle lighting.
    const [held] = await dispatchAt('2026-11-27T22:00:00Z', notificationId);
    expect(held).toMatchObject({ state: 'held' });
    const until = new Date(held!.until!);
    // Havdalah is Saturday evening in New York (after sunset, before 19:00 local).
    expect(until.toISOString()).toMatch(/^2026-11-28T2[2-3]:/);
    expect(await pushService.received(subscription.clientHash)).toEqual([]);

    // Saturday afternoon: still Shabbat, nothing is due.
    expect(await dispatchAt('2026-11-28T19:00:00Z', notificationId)).toEqual([]);
    expect(await pushService.received(subscription.clientHash)).toEqual([]);
    expect(await deliveryOf(backend, messageId)).toMatchObject({ state: 'pending', reason: 'shabbat' });

    // After havdalah the push goes out, with the right title and conversation.
    const [sent] = await dispatchAt(new Date(until.getTime() + 60_000).toISOString(), notificationId);
    expect(sent).toMatchObject({ state: 'sent', pushesSent: 1 });
    const [push] = parse(await pushService.received(subscription.clientHash));
    expect(push).toMatchObject({ title: 'New Message from Alice', body: 'Shabbat shalom!', data: { conversationId, messageId } });
  });

  test("a check-in reminder held over Shabbat is not sent once its switch was turned off meanwhile (issue 34)", async () => {
    const { rows } = await backend.sql<{ id: string }>(
      `select private.notify_person($1, $2, 'checkin_reminder', 'weekly_checkins', 'Check-in', 'צ׳ק-אין', 'This week', 'השבוע', '{}'::jsonb) as id`,
      [ben.user.id, alice.user.id],
    );
    const notificationId = rows[0]!.id;
    expect(notificationId).toBeTruthy();
    await backend.sql('update public.notification_deliveries set not_before = $2 where notification_id = $1', [notificationId, '2026-11-27T20:00:00Z']);
    const [held] = await dispatchAt('2026-11-27T22:00:00Z', notificationId);
    expect(held).toMatchObject({ state: 'held' });

    const { error } = await ben.client.from('notification_preferences').update({ weekly_checkins: false }).eq('user_id', ben.user.id);
    expect(error).toBeNull();
    const before = (await pushService.received(subscription.clientHash)).length;
    const [after] = await dispatchAt(new Date(new Date(held!.until!).getTime() + 60_000).toISOString(), notificationId);
    expect(after).toMatchObject({ state: 'skipped', reason: 'type_off' });
    expect(await pushService.received(subscription.clientHash)).toHaveLength(before);
  });

  test('a milestone note held over Shabbat follows the milestones switch the same way', async () => {
    const { rows } = await backend.sql<{ id: string }>(
      `select private.notify_person($1, $2, 'checkin_weeks_10', 'relationship_milestones', '10 weeks', '10 שבועות', 'Thank you', 'תודה', '{}'::jsonb) as id`,
      [ben.user.id, alice.user.id],
    );
    const notificationId = rows[0]!.id;
    await backend.sql('update public.notification_deliveries set not_before = $2 where notification_id = $1', [notificationId, '2026-11-27T20:00:00Z']);
    const [held] = await dispatchAt('2026-11-27T22:00:00Z', notificationId);
    expect(held).toMatchObject({ state: 'held' });
    const { error } = await ben.client.from('notification_preferences').update({ relationship_milestones: false }).eq('user_id', ben.user.id);
    expect(error).toBeNull();
    const [after] = await dispatchAt(new Date(new Date(held!.until!).getTime() + 60_000).toISOString(), notificationId);
    expect(after).toMatchObject({ state: 'skipped', reason: 'type_off' });
  });
});
