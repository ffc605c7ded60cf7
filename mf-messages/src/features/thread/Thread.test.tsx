/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { ME, SPOUSE, STRANGER_CONVERSATION, renderMessaging, setupFakeMessaging } from '../testing/renderMessaging';

const harness = setupFakeMessaging();

function thread() {
  return screen.findByRole('list', { name: 'Messages with \u2068Yosef\u2069' });
}

describe('a conversation thread', () => {
  it('shows the header and the messages oldest first, own ones with ✓ Seen once the partner saw them', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Shalom, how was your day?' });
    backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'Long, but good.', metadata: { seen_by_partner: true } });
    backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'Dinner at 7?' });
    renderMessaging(`/messages/${c.id}`);
    expect(await screen.findByRole('heading', { name: 'Chat with \u2068Yosef\u2069' })).toBeInTheDocument();
    const items = within(await thread()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Shalom, how was your day?', 'Long, but good.', 'Dinner at 7?']);
    expect(within(items[1]!).getByText('✓ Seen')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('✓ Seen')).not.toBeInTheDocument();
    // Only own messages can be changed.
    expect(within(items[0]!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(items[2]!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows the time of today\'s messages and the day too for older ones, the year when it is not this one', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const lastYear = new Date().getFullYear() - 1;
    // Midday UTC: the same calendar day in every time zone the test may run in.
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Last year', created_at: `${lastYear}-03-14T12:00:00.000Z`, metadata: { seen_by_partner: true } });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Two days ago', created_at: twoDaysAgo.toISOString(), metadata: { seen_by_partner: true } });
    backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'Today' });
    renderMessaging(`/messages/${c.id}`);
    const items = within(await thread()).getAllByRole('listitem');
    const times = items.map((item) => item.querySelector('time')?.textContent ?? '');
    expect(times[0]).toMatch(new RegExp(`^Mar 14, ${lastYear}, \\d{1,2}:\\d\\d\\s?[AP]M$`));
    const month = twoDaysAgo.toLocaleString('en', { month: 'short' });
    expect(times[1]).toMatch(new RegExp(`^${month} ${twoDaysAgo.getDate()}, \\d{1,2}:\\d\\d\\s?[AP]M$`));
    expect(times[2]).toMatch(/^\d{1,2}:\d\d\s?[AP]M$/);
  });

  it("badges a reply of the AI guide shared from /ai 'From AI' (metadata shared_from_ai), as the AI tab does", async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'A draft the AI helped with', metadata: { shared_from_ai: true, seen_by_partner: true } });
    backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'My own words', metadata: { seen_by_partner: true } });
    renderMessaging(`/messages/${c.id}`);
    const items = within(await thread()).getAllByRole('listitem');
    expect(within(items[0]!).getByText('From AI')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('From AI')).not.toBeInTheDocument();
  });

  it("marks the partner's messages seen about a second after the thread opens, and never its own", async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: SPOUSE, partner_user_id: ME });
    const theirs = backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Are you home?' });
    backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'Almost.' });
    renderMessaging(`/messages/${c.id}`);
    await thread();
    await waitFor(() => expect(backend.messages.find((m) => m.id === theirs.id)?.metadata).toEqual({ seen_by_partner: true }), { timeout: 3000 });
    const patches = backend.callsTo('PATCH', 'messages');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.params.get('id')).toBe(`eq.${theirs.id}`);
    expect(patches[0]!.body).toEqual({ metadata: { seen_by_partner: true } });
  });

  it('does not mark anything seen while the page is hidden (a background tab), and does once it is shown', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: SPOUSE, partner_user_id: ME });
    const theirs = backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Are you home?' });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      renderMessaging(`/messages/${c.id}`);
      await thread();
      // A message arriving live in the hidden tab is not seen either.
      const live = await act(async () => backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Hello?' }));
      expect(await within(await thread()).findByText('Hello?')).toBeInTheDocument();
      // Longer than the 1 s after which a visible thread marks them (a wait, not a measure).
      await act(() => new Promise((resolve) => setTimeout(resolve, 1800)));
      expect(backend.callsTo('PATCH', 'messages')).toHaveLength(0);
      // Nor read (issue 33): a thread in a background tab has not been on screen.
      expect(backend.callsTo('POST', 'rpc/mark_conversation_read')).toHaveLength(0);
      visibility.mockReturnValue('visible');
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(backend.callsTo('POST', 'rpc/mark_conversation_read').map((call) => call.body)).toEqual([{ conversation_id: c.id, up_to: live.id }]));
      await waitFor(() => expect(backend.callsTo('PATCH', 'messages')).toHaveLength(2), { timeout: 3000 });
      expect(backend.messages.find((m) => m.id === theirs.id)?.metadata).toEqual({ seen_by_partner: true });
      expect(backend.messages.find((m) => m.id === live.id)?.metadata).toEqual({ seen_by_partner: true });
    } finally {
      visibility.mockRestore();
    }
  });

  it("what a visible thread shows is read at once, up to its newest message, and again as new ones arrive; the list's badge clears", async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: SPOUSE, partner_user_id: ME });
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'One' });
    const newest = backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Two' });
    renderMessaging(`/messages/${c.id}`);
    await thread();
    await waitFor(() => expect(backend.reads.get(c.id)).toBe(newest.created_at));
    expect(backend.callsTo('POST', 'rpc/mark_conversation_read').map((call) => call.body)).toEqual([{ conversation_id: c.id, up_to: newest.id }]);
    const row = async () => within(await screen.findByRole('list', { name: 'Conversations' })).getByRole('link');
    await waitFor(async () => expect(within(await row()).queryByLabelText(/unread/)).not.toBeInTheDocument());

    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:messages:${c.id}`));
    const live = await act(async () => backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Three' }));
    await waitFor(() => expect(backend.reads.get(c.id)).toBe(live.created_at));
    expect(within(await row()).queryByLabelText(/unread/)).not.toBeInTheDocument();
  });

  it('shows "No messages yet. Say hello!" in an empty thread', async () => {
    const c = harness.backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    renderMessaging(`/messages/${c.id}`);
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
  });

  it("shows 'not found' for a conversation the user is not part of, and none of its messages", async () => {
    const { backend } = harness;
    const c = backend.conversation(STRANGER_CONVERSATION);
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'A secret between others' });
    renderMessaging(`/messages/${c.id}`);
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
    expect(screen.getByText('This conversation does not exist or you are not part of it.')).toBeInTheDocument();
    expect(screen.queryByText('A secret between others')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Type a message' })).not.toBeInTheDocument();
  });

  it("shows 'Conversation not found' for an address that is no conversation id (/messages/x, ?c=x), without asking the server", async () => {
    const { backend } = harness;
    for (const address of ['/messages/not-a-conversation', '/messages?c=12345']) {
      const { toasts, unmount } = renderMessaging(address);
      expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Type a message' })).not.toBeInTheDocument();
      await screen.findByText('No conversations yet.');
      expect(toasts).toEqual([]);
      unmount();
    }
    expect(backend.calls.filter((call) => /not-a-conversation|12345/.test(call.params.toString()))).toEqual([]);
  });

  it("says 'Could not load messages' with the server's words when loading fails", async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    backend.failNext('GET messages', { status: 500, code: 'XX000', message: 'database is restarting' });
    const { toasts } = renderMessaging(`/messages/${c.id}`);
    expect(await screen.findByRole('heading', { name: 'Could not load messages' })).toBeInTheDocument();
    expect(screen.getByText('database is restarting')).toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'Could not load messages', description: 'database is restarting', variant: 'destructive' });
  });

  it('Retry after a failed load loads the thread again', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Still here', metadata: { seen_by_partner: true } });
    // The thread's load at mount (500: supabase-js retries a GET on 503 by itself; the list reads an RPC).
    backend.failNext('GET messages', { status: 500, code: 'XX000', message: 'database is restarting' });
    const { user } = renderMessaging(`/messages/${c.id}`);
    expect(await screen.findByRole('heading', { name: 'Could not load messages' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await thread()).getByText('Still here')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Could not load messages' })).not.toBeInTheDocument();
  });
});

describe('sending', () => {
  it('Enter sends with a client id, the message shows at once and stays once stored; Shift+Enter is a new line', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const { user } = renderMessaging(`/messages/${c.id}`);
    const box = await screen.findByRole('textbox', { name: 'Type a message' });
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line{Enter}');
    expect(box).toHaveValue('');
    await waitFor(() => expect(backend.messages).toHaveLength(1));
    const [post] = backend.callsTo('POST', 'messages');
    const sent = post!.body as Record<string, unknown>;
    expect(sent).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), conversation_id: c.id, sender_user_id: ME, content: 'First line\nsecond line', sender_type: 'user', metadata: {} });
    expect(backend.messages[0]!.id).toBe(sent.id);
    const list = await thread();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText(/First line/)).toHaveTextContent('First line second line');
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
  });

  it("ignores blank text with 'Enter a message first'", async () => {
    const c = harness.backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const { user, toasts } = renderMessaging(`/messages/${c.id}`);
    await user.type(await screen.findByRole('textbox', { name: 'Type a message' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(toasts).toContainEqual({ title: 'Enter a message first', description: undefined, variant: undefined });
    expect(harness.backend.callsTo('POST', 'messages')).toHaveLength(0);
  });

  it("a failed send keeps the text, says 'Could not send message', and Retry sends the same id once", async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    backend.failNext('POST messages', { status: 503, code: 'XX000', message: 'Service unavailable' });
    const { user, toasts } = renderMessaging(`/messages/${c.id}`);
    await user.type(await screen.findByRole('textbox', { name: 'Type a message' }), 'Please call me{Enter}');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(within(await thread()).getByText('Please call me')).toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'Could not send message', description: 'Service unavailable', variant: 'destructive' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
    const posts = backend.callsTo('POST', 'messages').map((call) => (call.body as { id: string }).id);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toBe(posts[0]);
    expect(backend.messages.map((m) => m.content)).toEqual(['Please call me']);
    expect(within(await thread()).getAllByText('Please call me')).toHaveLength(1);
  });

  it('a retry whose first attempt did reach the server (23505 on the same id) counts as sent, not doubled', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const { user } = renderMessaging(`/messages/${c.id}`);
    await screen.findByRole('textbox', { name: 'Type a message' });
    // The first attempt is stored, but its answer is lost on the way back (the client sees a failure).
    backend.failNext('POST messages', { status: 504, code: 'XX000', message: 'Gateway timeout' });
    await user.type(screen.getByRole('textbox', { name: 'Type a message' }), 'Did this arrive?{Enter}');
    await screen.findByText('Not sent');
    const id = (backend.callsTo('POST', 'messages')[0]!.body as { id: string }).id;
    backend.message({ id, conversation_id: c.id, sender_user_id: ME, content: 'Did this arrive?' }, { silent: true });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
    expect(within(await thread()).getAllByText('Did this arrive?')).toHaveLength(1);
    expect(backend.messages).toHaveLength(1);
  });
});

describe('editing and deleting own messages', () => {
  it("Edit: Enter saves ('Message updated'), Escape cancels, empty text is refused", async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const mine = backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'See you at 6' });
    const { user, toasts } = renderMessaging(`/messages/${c.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Edit message' });
    await user.clear(editor);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(editor, '{Enter}');
    expect(backend.callsTo('PATCH', 'messages')).toHaveLength(0);
    await user.type(editor, 'Changed my mind{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit message' })).not.toBeInTheDocument();
    expect(within(await thread()).getByText('See you at 6')).toBeInTheDocument();
    // Focus goes back where the keyboard was.
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit message' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit message' }), 'See you at 7{Enter}');
    await waitFor(async () => expect(within(await thread()).getByText('See you at 7')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
    expect(backend.messages.find((m) => m.id === mine.id)?.content).toBe('See you at 7');
    expect(toasts).toContainEqual({ title: 'Message updated', description: undefined, variant: undefined });
  });

  it('sends and saves the text without the spaces and blank lines around it; an edit that changes nothing saves nothing', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const { user, toasts } = renderMessaging(`/messages/${c.id}`);
    const box = await screen.findByRole('textbox', { name: 'Type a message' });
    await user.type(box, '  Dinner at 7?{Shift>}{Enter}{Enter}{/Shift}{Enter}');
    await waitFor(() => expect(backend.messages).toHaveLength(1));
    expect((backend.callsTo('POST', 'messages')[0]!.body as { content: string }).content).toBe('Dinner at 7?');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit message' }), '  {Enter}');
    expect(screen.queryByRole('textbox', { name: 'Edit message' })).not.toBeInTheDocument();
    expect(backend.callsTo('PATCH', 'messages')).toHaveLength(0);
    expect(toasts).not.toContainEqual(expect.objectContaining({ title: 'Message updated' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit message' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit message' }), ' Dinner at 8? {Shift>}{Enter}{/Shift}{Enter}');
    await waitFor(() => expect(backend.messages[0]!.content).toBe('Dinner at 8?'));
    expect(backend.callsTo('PATCH', 'messages')[0]!.body).toEqual({ content: 'Dinner at 8?' });
  });

  it("Delete shows '(Message deleted)' with metadata deleted true, and the message can no longer be changed", async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const mine = backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'Oops, wrong chat', metadata: { for_partner: true } });
    const { user, toasts } = renderMessaging(`/messages/${c.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await within(await thread()).findByText('(Message deleted)')).toBeInTheDocument();
    expect(backend.callsTo('PATCH', 'messages')[0]!.body).toEqual({ content: '(Message deleted)', metadata: { for_partner: true, deleted: true } });
    expect(backend.messages.find((m) => m.id === mine.id)?.metadata).toEqual({ for_partner: true, deleted: true });
    expect(toasts).toContainEqual({ title: 'Message deleted', description: undefined, variant: undefined });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('hides Edit and Delete on an own message the partner saw more than 2 hours ago, keeps them on unseen old ones', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'Seen long ago', created_at: threeHoursAgo, metadata: { seen_by_partner: true } });
    backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'Unseen, also old', created_at: threeHoursAgo });
    renderMessaging(`/messages/${c.id}`);
    const items = within(await thread()).getAllByRole('listitem');
    const seenOld = items.find((item) => item.textContent?.includes('Seen long ago'))!;
    const unseenOld = items.find((item) => item.textContent?.includes('Unseen, also old'))!;
    expect(within(seenOld).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(seenOld).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(unseenOld).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("shows the database's refusal when it refuses anyway ('Could not update message' / 'Could not delete message')", async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'Hello' });
    const closed = { status: 400, code: 'P0001', message: 'You can no longer edit messages in this conversation.' };
    backend.failNext('PATCH messages', closed);
    const { user, toasts } = renderMessaging(`/messages/${c.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit message' }), ' there{Enter}');
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Could not update message', description: closed.message, variant: 'destructive' }));
    // The edit box keeps the user's text.
    expect(screen.getByRole('textbox', { name: 'Edit message' })).toHaveValue('Hello there');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    backend.failNext('PATCH messages', { status: 400, code: 'P0001', message: 'A message your partner has seen can only be edited or deleted within 2 hours of sending.' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Could not delete message',
        description: 'A message your partner has seen can only be edited or deleted within 2 hours of sending.',
        variant: 'destructive',
      }),
    );
    expect(within(await thread()).getByText('Hello')).toBeInTheDocument();
  });
});

describe('real time', () => {
  it("shows the partner's new messages, edits and deletes live, without doubles", async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    renderMessaging(`/messages/${c.id}`);
    await screen.findByText('No messages yet. Say hello!');
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:messages:${c.id}`));
    let live!: ReturnType<typeof backend.message>;
    act(() => {
      live = backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Live hello' });
    });
    expect(await within(await thread()).findByText('Live hello')).toBeInTheDocument();
    act(() => {
      backend.change(live.id, { content: 'Live hello (edited)' });
    });
    expect(await within(await thread()).findByText('Live hello (edited)')).toBeInTheDocument();
    act(() => {
      backend.change(live.id, { content: '(Message deleted)', metadata: { deleted: true } });
    });
    expect(await within(await thread()).findByText('(Message deleted)')).toBeInTheDocument();
    expect(within(await thread()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('after the socket drops, catches up on what it missed: all of it, once each, in order', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const before = backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Before the drop' });
    renderMessaging(`/messages/${c.id}`);
    await within(await thread()).findByText('Before the drop');
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:messages:${c.id}`));
    act(() => backend.dropRealtime());
    // Sent while this browser was not listening: realtime never delivers these.
    for (const n of [1, 2, 3, 4, 5]) backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: `Missed ${n}` }, { silent: true });
    backend.change(before.id, { content: 'Before the drop (edited)' }, { silent: true });
    await waitFor(async () => expect(within(await thread()).getByText('Missed 5')).toBeInTheDocument(), { timeout: 5000 });
    const texts = within(await thread())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(texts).toEqual(['Before the drop (edited)', 'Missed 1', 'Missed 2', 'Missed 3', 'Missed 4', 'Missed 5']);
  });
});

describe('scrolling', () => {
  // jsdom lays nothing out: each message is 100 px tall, the visible part of the list 300 px.
  const ROW = 100;
  const VISIBLE = 300;
  beforeEach(() => {
    Object.defineProperty(HTMLOListElement.prototype, 'scrollHeight', { configurable: true, get: function (this: HTMLOListElement) { return this.children.length * ROW; } });
    Object.defineProperty(HTMLOListElement.prototype, 'clientHeight', { configurable: true, get: () => VISIBLE });
  });
  afterEach(() => {
    delete (HTMLOListElement.prototype as { scrollHeight?: number }).scrollHeight;
    delete (HTMLOListElement.prototype as { clientHeight?: number }).clientHeight;
  });

  function scrollTo(list: HTMLElement, top: number) {
    list.scrollTop = top;
    list.dispatchEvent(new Event('scroll'));
  }

  it('opens at the newest message, follows new ones there, leaves a reader of older ones in place until they send', async () => {
    const { backend } = harness;
    const c = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    for (let i = 1; i <= 10; i += 1) backend.message({ conversation_id: c.id, sender_user_id: i % 2 ? SPOUSE : ME, content: `Message ${i}`, metadata: { seen_by_partner: true } });
    const { user } = renderMessaging(`/messages/${c.id}`);
    const list = await thread();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(list.scrollTop).toBe(10 * ROW);

    // At the bottom, a new message is followed.
    act(() => void backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Eleven' }));
    await within(list).findByText('Eleven');
    expect(list.scrollTop).toBe(11 * ROW);

    // Scrolled up to read older ones: the next arrival does not pull the reader away.
    act(() => scrollTo(list, 200));
    act(() => void backend.message({ conversation_id: c.id, sender_user_id: SPOUSE, content: 'Twelve' }));
    await within(list).findByText('Twelve');
    expect(list.scrollTop).toBe(200);

    // Sending brings the reader to their message.
    await user.type(screen.getByRole('textbox', { name: 'Type a message' }), 'Mine{Enter}');
    await within(list).findByText('Mine');
    expect(list.scrollTop).toBeGreaterThanOrEqual(13 * ROW);
  });
});
