/**
 * @jest-environment jest-fixed-jsdom
 */
import { waitFor } from '@testing-library/react';
import { getEventBus } from '@shalom/shared';
import { ME, SISTER, SPOUSE, setupFakeMessaging, testClient } from '../testing/renderMessaging';
import { lastSeenKey, startUnreadIndicator, type UnreadIndicator } from './unreadIndicator';

const harness = setupFakeMessaging();

let counts: number[] = [];
let indicator: UnreadIndicator | undefined;
beforeEach(() => {
  localStorage.clear();
  counts = [];
  getEventBus()
    .on('unread.count')
    .subscribe((event) => counts.push(event.count));
});
afterEach(() => indicator?.stop());

const latest = () => counts[counts.length - 1];

function start(now = () => new Date()) {
  indicator = startUnreadIndicator({ supabase: testClient(), bus: getEventBus(), userId: ME, now });
  return indicator;
}

describe('the unread indicator', () => {
  it("counts messages newer than the stored last-seen time, not sent by the user, in the user's conversations", async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'before last seen' });
    localStorage.setItem(lastSeenKey(ME), new Date(Date.now() + 5).toISOString());
    await new Promise((resolve) => setTimeout(resolve, 10));
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'new 1' });
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'new 2' });
    backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'mine' });
    const others = backend.conversation({ user_id: SPOUSE, partner_user_id: SISTER });
    backend.message({ conversation_id: others.id, sender_user_id: SISTER, content: 'not my thread' });
    start();
    await waitFor(() => expect(latest()).toBe(2));
  });

  it('rises by one per realtime insert from someone else, never for own messages, and never twice for one message', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    start();
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:unread-indicator:${ME}`));
    await waitFor(() => expect(latest()).toBe(0));
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'hi' });
    await waitFor(() => expect(latest()).toBe(1));
    backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'hi back' });
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'how are you?' });
    await waitFor(() => expect(latest()).toBe(2));
    // A reconnect recounts from the server; the two already counted stay two.
    backend.dropRealtime();
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'while away' }, { silent: true });
    await waitFor(() => expect(latest()).toBe(3), { timeout: 5000 });
  });

  it('a click stores the time per user and resets to 0; later messages count again', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'unread' });
    const clickedAt = new Date(Date.now() + 1);
    const handle = start(() => clickedAt);
    await waitFor(() => expect(latest()).toBe(1));
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:unread-indicator:${ME}`));
    handle.markSeen();
    expect(latest()).toBe(0);
    expect(localStorage.getItem(lastSeenKey(ME))).toBe(clickedAt.toISOString());
    await new Promise((resolve) => setTimeout(resolve, 5));
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'after the click' });
    await waitFor(() => expect(latest()).toBe(1));
  });

  it('follows a click in another tab: the count drops what that click covered, and later messages count again', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'one' });
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'two' });
    start();
    await waitFor(() => expect(latest()).toBe(2));
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:unread-indicator:${ME}`));
    // Someone else's key (another account in this browser), or an older time, changes nothing.
    window.dispatchEvent(new StorageEvent('storage', { key: lastSeenKey(SPOUSE), newValue: new Date(Date.now() + 60_000).toISOString() }));
    window.dispatchEvent(new StorageEvent('storage', { key: lastSeenKey(ME), newValue: new Date(0).toISOString() }));
    expect(latest()).toBe(2);
    // Another tab's click: the browser tells this tab with a storage event.
    const clickedElsewhere = new Date(Date.now() + 1).toISOString();
    localStorage.setItem(lastSeenKey(ME), clickedElsewhere);
    window.dispatchEvent(new StorageEvent('storage', { key: lastSeenKey(ME), newValue: clickedElsewhere }));
    expect(latest()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'three' });
    await waitFor(() => expect(latest()).toBe(1));
  });
});
