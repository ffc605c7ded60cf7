// Issue 36, item 6: the bell's check runs inlined since 20261201000300 (private.notification_in_bell
// in the notifications policy). Realtime tests every delivered change against the same policy, in
// compiled functions of its own that run under another search_path than a REST request: the bell's
// live feed still carries what the bell shows, and neither the weekly check-in's invitation and
// reminder nor another person's notification. Through supabase-js against the real backend; "not
// delivered" is shown by a later change that is delivered, since changes arrive in commit order.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe("the bell's live feed after 20261201000300", () => {
  let backend: TestBackend;
  let adina: SignedUpUser;
  let boaz: SignedUpUser;
  let channel: RealtimeChannel;
  const heard: Array<{ type: string; title: string; user_id: string }> = [];

  beforeAll(async () => {
    backend = await startBackend();
    [adina, boaz] = await Promise.all([backend.signUpUser(), backend.signUpUser()]);
    await adina.client.realtime.setAuth();
    let joined = false;
    // As the bell listens (mf-messages useNotificationCentre): every change of the person's rows.
    channel = adina.client
      .channel('bell-feed')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'notifications' }, (payload) =>
        heard.push(payload.new as { type: string; title: string; user_id: string }),
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') joined = true;
      });
    await until(() => joined, 'the channel to join');
  });

  afterAll(async () => {
    await adina?.client.removeAllChannels();
    await backend?.stop();
  });

  const notify = (who: SignedUpUser, type: string, title: string) =>
    backend.sql(`insert into public.notifications (user_id, type, title, message) values ($1, $2, $3, 'body')`, [who.user.id, type, title]);

  test('carries what the bell shows, in order, and nothing it keeps out', async () => {
    await notify(adina, 'checkin_invitation', 'This week');
    await notify(adina, 'checkin_reminder', 'Still time');
    await notify(boaz, 'new_message', "Boaz's own");
    await notify(adina, 'checkin_first_checkin', 'Your first check-in together');
    await notify(adina, 'new_message', 'New Message from Boaz');
    await until(() => heard.some((row) => row.title === 'New Message from Boaz'), 'the new message in the bell');
    expect(heard.map((row) => [row.type, row.title, row.user_id])).toEqual([
      ['checkin_first_checkin', 'Your first check-in together', adina.user.id],
      ['new_message', 'New Message from Boaz', adina.user.id],
    ]);
    // What the bell reads over REST is the same set.
    const { data, error } = await adina.client.from('notifications').select('type, title').order('created_at');
    expect(error).toBeNull();
    expect(data).toEqual([
      { type: 'checkin_first_checkin', title: 'Your first check-in together' },
      { type: 'new_message', title: 'New Message from Boaz' },
    ]);
  });
});
