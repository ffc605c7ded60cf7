/**
 * @jest-environment jest-fixed-jsdom
 */
import { waitFor } from '@testing-library/react';
import { getEventBus } from '@shalom/shared';
import { ME, SISTER, SPOUSE, setupFakeMessaging, testClient } from '../testing/renderMessaging';
import { createReadSignals, type ReadSignals } from '../messaging/readSignals';
import { lastSeenKey, startUnreadIndicator, type UnreadIndicator } from './unreadIndicator';

const harness = setupFakeMessaging();

let counts: number[] = [];
let indicator: UnreadIndicator | undefined;
/** This page's signals, which the indicator listens to (another tab's arrive through them). */
let indicatorSignals: ReadSignals;
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
  indicatorSignals = createReadSignals(ME);
  indicator = startUnreadIndicator({ supabase: testClient(), bus: getEventBus(), userId: ME, now, signals: indicatorSignals });
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

  it('two messages heard live while the recount is still being answered both count (its answer predates them)', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const release = backend.holdNext('POST rpc/unread_messages');
    start();
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:unread-indicator:${ME}`));
    await waitFor(() => expect(backend.callsTo('POST', 'rpc/unread_messages')).toHaveLength(1));
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'שלום, מה נשמע?' });
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'ערב טוב' });
    await waitFor(() => expect(latest()).toBe(2));
    release();
    await waitFor(() => expect(counts.length).toBeGreaterThan(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(latest()).toBe(2);
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

// Issue 33: unread until the thread has been on screen in a visible tab, in every tab and device.
describe('the unread indicator and reading', () => {
  const tabs: ReadSignals[] = [];
  /** Another tab of this browser (its thread tells the others what it shows and read). */
  const otherTab = () => {
    const tab = createReadSignals(ME);
    tabs.push(tab);
    return tab;
  };
  afterEach(() => {
    for (const tab of tabs.splice(0)) tab.close();
  });

  async function twoUnread() {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const first = backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'one' });
    const second = backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'two' });
    start();
    await waitFor(() => expect(latest()).toBe(2));
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:unread-indicator:${ME}`));
    return { c, first, second };
  }

  it('a thread read on another device drops what it showed, live; later messages count again', async () => {
    const { backend } = harness;
    const { c, first, second } = await twoUnread();
    backend.markRead(c.id, first.created_at);
    await waitFor(() => expect(latest()).toBe(1));
    backend.markRead(c.id, second.created_at);
    await waitFor(() => expect(latest()).toBe(0));
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'three' });
    await waitFor(() => expect(latest()).toBe(1));
  });

  it('a read in another tab of this browser drops the count at once', async () => {
    const tab = otherTab();
    const { c, second } = await twoUnread();
    tab.read(c.id, second.created_at);
    await waitFor(() => expect(latest()).toBe(0));
  });

  it('a message arriving in a thread on screen in a visible tab never counts; one elsewhere does', async () => {
    const { backend } = harness;
    const tab = otherTab();
    const open = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const other = backend.conversation({ user_id: ME, partner_user_id: SISTER });
    start();
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:unread-indicator:${ME}`));
    await waitFor(() => expect(latest()).toBe(0));
    tab.viewing(open.id, true);
    // The tabs' channel delivers in order: a read sent after the 'viewing' arrives after it.
    const heard = new Promise<void>((resolve) => indicatorSignals.onRead(() => resolve()));
    tab.read('marker', new Date().toISOString());
    await heard;
    backend.message({ conversation_id: open.id, sender_user_id: SPOUSE, content: 'Read as it arrives' });
    backend.message({ conversation_id: other.id, sender_user_id: SISTER, content: 'Waits' });
    await waitFor(() => expect(latest()).toBe(1));
    // Once the thread is no longer on screen, its new messages count.
    tab.viewing(open.id, false);
    const heardAgain = new Promise<void>((resolve) => indicatorSignals.onRead(() => resolve()));
    tab.read('marker-2', new Date().toISOString());
    await heardAgain;
    backend.message({ conversation_id: open.id, sender_user_id: SPOUSE, content: 'Now unread' });
    await waitFor(() => expect(latest()).toBe(2));
  });

  it('a message the reader saw elsewhere (✓ Seen) or its sender deleted no longer counts', async () => {
    const { backend } = harness;
    const { first, second } = await twoUnread();
    backend.change(first.id, { metadata: { seen_by_partner: true } });
    await waitFor(() => expect(latest()).toBe(1));
    backend.change(second.id, { content: '(Message deleted)', metadata: { deleted: true } });
    await waitFor(() => expect(latest()).toBe(0));
  });
});
