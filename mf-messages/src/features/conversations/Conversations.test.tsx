/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ME, NAMELESS, SISTER, SPOUSE, currentLocation, renderMessaging, setupFakeMessaging } from '../testing/renderMessaging';
import { serverNow } from '../testing/fakeMessagingBackend';
import { createReadSignals } from '../messaging/readSignals';

const harness = setupFakeMessaging();

async function listRows() {
  const list = await screen.findByRole('list', { name: 'Conversations' });
  return within(list).getAllByRole('link');
}

/** What a row says: its label ('You + {name}'), the line under it, and its unread badge. */
function rowText(row: HTMLElement) {
  const part = (name: string) => row.querySelector(`[data-part="${name}"]`)?.textContent ?? null;
  const badge = within(row).queryByLabelText(/unread/);
  return `${part('label')} | ${part('preview')}${badge ? ` | ${badge.textContent}` : ''}`;
}

async function rowTexts() {
  return (await listRows()).map(rowText);
}

describe('/messages', () => {
  it('lists threads newest first as "You + {name}" / "{name} + You" / "AI + {name}", one row per pair, with unread badges', async () => {
    const { backend } = harness;
    const older = backend.conversation({ user_id: SPOUSE, partner_user_id: ME });
    const withSister = backend.conversation({ user_id: ME, partner_user_id: SISTER });
    backend.message({ conversation_id: older.id, sender_user_id: SPOUSE, content: 'one' });
    backend.message({ conversation_id: older.id, sender_user_id: SPOUSE, content: 'two', metadata: { seen_by_partner: true } });
    // The same pair in the other direction, updated last: it wins and the older row is not shown.
    const newer = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    backend.message({ conversation_id: newer.id, sender_user_id: SPOUSE, content: 'three' });
    backend.message({ conversation_id: newer.id, sender_user_id: SPOUSE, content: 'four' });
    backend.message({ conversation_id: newer.id, sender_user_id: ME, content: 'mine' });
    backend.aiCommunications.push({ id: 'ai-1', from_user_id: NAMELESS, to_user_id: ME, ai_message: 'x', trigger_type: 'emotional_bridging', delivered_at: new Date(Date.parse(withSister.updated_at) - 1).toISOString() });
    renderMessaging('/messages');
    const rows = await listRows();
    expect(rows.map(rowText)).toEqual(['You + Yosef | You: mine | 2', 'You + Leah Katz | No messages yet', 'AI + Unknown User | x']);
    expect(rows[0]).toHaveAttribute('href', `/messages/${newer.id}`);
    expect(within(rows[0]!).getByLabelText('2 unread messages')).toHaveTextContent('2');
    expect(rows[2]).toHaveAttribute('href', `/messages/ai/${NAMELESS}`);
    expect(screen.getByText('Pick a conversation to begin.')).toBeInTheDocument();
  });

  it('shows "{name} + You" for a thread the partner started', async () => {
    harness.backend.conversation({ user_id: SPOUSE, partner_user_id: ME });
    renderMessaging('/messages');
    expect(await rowTexts()).toEqual(['Yosef + You | No messages yet']);
  });

  it('shows the empty states: "No conversations yet." and "Pick a conversation to begin."', async () => {
    renderMessaging('/messages');
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    expect(screen.getByText('Pick a conversation to begin.')).toBeInTheDocument();
  });

  it("says 'Could not load conversations' with the server's message", async () => {
    harness.backend.failNext('POST rpc/list_conversations', { status: 500, code: 'XX000', message: 'connection reset' });
    const { toasts } = renderMessaging('/messages');
    expect(await screen.findByText('Could not load conversations')).toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'Could not load conversations', description: 'connection reset', variant: 'destructive' });
  });

  it('moves a thread up and raises its badge when a message arrives live', async () => {
    const { backend } = harness;
    const withSpouse = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const withSister = backend.conversation({ user_id: ME, partner_user_id: SISTER });
    renderMessaging('/messages');
    expect(await rowTexts()).toEqual(['You + Leah Katz | No messages yet', 'You + Yosef | No messages yet']);
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:messages-list:${ME}`));
    act(() => {
      backend.message({ conversation_id: withSpouse.id, sender_user_id: SPOUSE, content: 'Up!' });
    });
    await waitFor(async () => expect(await rowTexts()).toEqual(['You + Yosef | Up! | 1', 'You + Leah Katz | No messages yet']));
    expect(withSister.id).toBeTruthy();
  });

  it("does not raise the open thread's badge for a message the reader sees arriving; the others' still rise", async () => {
    const { backend } = harness;
    const withSpouse = backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    const withSister = backend.conversation({ user_id: ME, partner_user_id: SISTER });
    renderMessaging(`/messages/${withSpouse.id}`);
    await screen.findByText('No messages yet. Say hello!');
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:messages-list:${ME}`));
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:messages:${withSpouse.id}`));
    act(() => void backend.message({ conversation_id: withSpouse.id, sender_user_id: SPOUSE, content: 'Look up!' }));
    act(() => void backend.message({ conversation_id: withSister.id, sender_user_id: SISTER, content: 'Call me' }));
    expect(await within(await screen.findByRole('list', { name: 'Messages with \u2068Yosef\u2069' })).findByText('Look up!')).toBeInTheDocument();
    await waitFor(async () => expect(await rowTexts()).toEqual(['You + Leah Katz | Call me | 1', 'You + Yosef | Look up!']));
  });

  it('shows a thread someone else just started once its first message arrives', async () => {
    const { backend } = harness;
    renderMessaging('/messages');
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:messages-list:${ME}`));
    act(() => {
      const started = backend.conversation({ user_id: SISTER, partner_user_id: ME });
      backend.message({ conversation_id: started.id, sender_user_id: SISTER, content: 'Hi from Leah' });
    });
    await waitFor(async () => expect(await rowTexts()).toEqual(['Leah Katz + You | Hi from Leah | 1']), { timeout: 3000 });
  });

  it("adds an 'AI + {name}' row when a note arrives live", async () => {
    const { backend } = harness;
    backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    renderMessaging('/messages');
    expect(await rowTexts()).toEqual(['You + Yosef | No messages yet']);
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:messages-list:${ME}`));
    // The catch-up that follows joining has run (the first load, then that one): only the live event is left.
    await waitFor(() => expect(backend.callsTo('GET', 'ai_partner_communications')).toHaveLength(2), { timeout: 3000 });
    act(() => void backend.aiNote({ id: 'ai-live', from_user_id: SISTER, to_user_id: ME, ai_message: 'Leah is thinking of you.' }));
    await waitFor(async () => expect(await rowTexts()).toEqual(['AI + Leah Katz | Leah is thinking of you.', 'You + Yosef | No messages yet']));
  });

  it("a badge drops when its thread is read in another tab or on another device (issue 33); rows say when", async () => {
    const { backend } = harness;
    const withSpouse = backend.conversation({ user_id: SPOUSE, partner_user_id: ME });
    const withSister = backend.conversation({ user_id: SISTER, partner_user_id: ME });
    const spouseLast = backend.message({ conversation_id: withSpouse.id, sender_user_id: SPOUSE, content: 'Home at 7' });
    const sisterLast = backend.message({ conversation_id: withSister.id, sender_user_id: SISTER, content: 'Call me' });
    const otherTab = createReadSignals(ME);
    try {
      renderMessaging('/messages');
      expect(await rowTexts()).toEqual(['Leah Katz + You | Call me | 1', 'Yosef + You | Home at 7 | 1']);
      // Today's messages show their time (the reader's clock, in their language).
      const time = (await listRows())[0]!.querySelector('time')!;
      expect(time).toHaveAttribute('dateTime', new Date(sisterLast.created_at).toISOString());
      expect(time.textContent).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
      await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:messages-list:${ME}`));

      otherTab.read(withSister.id, sisterLast.created_at);
      await waitFor(async () => expect(await rowTexts()).toEqual(['Leah Katz + You | Call me', 'Yosef + You | Home at 7 | 1']));
      act(() => backend.markRead(withSpouse.id, spouseLast.created_at));
      await waitFor(async () => expect(await rowTexts()).toEqual(['Leah Katz + You | Call me', 'Yosef + You | Home at 7']));
    } finally {
      otherTab.close();
    }
  });

  it('says Yesterday, the weekday, or the date for older last messages', async () => {
    const { backend } = harness;
    const day = 24 * 60 * 60 * 1000;
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    const at = (daysAgo: number) => new Date(noon.getTime() - daysAgo * day).toISOString();
    for (const [partner, daysAgo] of [[SPOUSE, 1], [SISTER, 3], [NAMELESS, 400]] as const) {
      const c = backend.conversation({ user_id: ME, partner_user_id: partner, updated_at: at(daysAgo) });
      backend.message({ conversation_id: c.id, sender_user_id: partner, content: 'x', created_at: at(daysAgo), metadata: { seen_by_partner: true } });
      c.updated_at = at(daysAgo);
    }
    renderMessaging('/messages');
    const times = (await listRows()).map((row) => row.querySelector('time')?.textContent);
    const weekday = new Date(at(3)).toLocaleDateString('en-US', { weekday: 'long' });
    expect(times).toEqual(['Yesterday', weekday, new Date(at(400)).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' })]);
  });

  it('opens ?c=<conversation id> (links from notifications and /relationships)', async () => {
    const c = harness.backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    renderMessaging(`/messages?c=${c.id}`);
    expect(await screen.findByRole('heading', { name: 'Chat with \u2068Yosef\u2069' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/messages?c=${c.id}`);
  });
});

describe('New conversation', () => {
  it('offers the people one is connected with, by name; one click opens the pair\'s thread (issue 33)', async () => {
    const { backend } = harness;
    backend.connected = [SPOUSE, SISTER];
    const existing = backend.conversation({ user_id: SPOUSE, partner_user_id: ME });
    const { user } = renderMessaging('/messages');
    const offered = await screen.findByRole('region', { name: 'New conversation' });
    const buttons = await within(offered).findAllByRole('button', { name: /^Start a conversation with/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Leah Katz', 'Yosef']);
    expect(within(offered).getByRole('textbox', { name: 'Partner user ID' })).toHaveAccessibleDescription("Someone else you're connected with? Paste their user ID.");
    await user.click(within(offered).getByRole('button', { name: 'Start a conversation with Yosef' }));
    await waitFor(() => expect(currentLocation()).toBe(`/messages/${existing.id}`));
    await user.click(within(await screen.findByRole('region', { name: 'New conversation' })).getByRole('button', { name: 'Start a conversation with Leah Katz' }));
    const created = await waitFor(() => {
      const row = backend.conversations.find((c) => c.partner_user_id === SISTER);
      expect(row).toBeDefined();
      return row!;
    });
    await waitFor(() => expect(currentLocation()).toBe(`/messages/${created.id}`));
  });

  it("asks for an ID first: 'Enter a partner user ID to start'", async () => {
    const { user, toasts } = renderMessaging('/messages');
    await user.click(await screen.findByRole('button', { name: 'New' }));
    expect(toasts).toContainEqual({ title: 'Enter a partner user ID to start', description: undefined, variant: undefined });
    expect(harness.backend.callsTo('POST', 'conversations')).toHaveLength(0);
  });

  it("reuses the pair's open conversation in either direction ('Conversation ready')", async () => {
    const { backend } = harness;
    const existing = backend.conversation({ user_id: SPOUSE, partner_user_id: ME });
    const { user, toasts } = renderMessaging('/messages');
    await user.type(await screen.findByRole('textbox', { name: 'Partner user ID' }), ` ${SPOUSE} `);
    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(currentLocation()).toBe(`/messages/${existing.id}`));
    expect(toasts).toContainEqual({ title: 'Conversation ready', description: undefined, variant: 'success' });
    expect(backend.callsTo('POST', 'conversations')).toHaveLength(0);
    const lookup = backend.callsTo('GET', 'conversations').find((call) => call.params.has('or'))!;
    expect(lookup.params.get('user_left_at')).toBe('is.null');
    expect(lookup.params.get('partner_left_at')).toBe('is.null');
  });

  it('creates the conversation when the pair has none', async () => {
    const { backend } = harness;
    const { user } = renderMessaging('/messages');
    await user.type(await screen.findByRole('textbox', { name: 'Partner user ID' }), SISTER);
    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(backend.conversations).toHaveLength(1));
    expect(backend.callsTo('POST', 'conversations')[0]!.body).toEqual({ user_id: ME, partner_user_id: SISTER, title: 'Private chat' });
    await waitFor(() => expect(currentLocation()).toBe(`/messages/${backend.conversations[0]!.id}`));
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
  });

  it("says 'Could not create conversation' and what to do when the person is not connected (RLS refusal)", async () => {
    const { user, toasts } = renderMessaging('/messages');
    await user.type(await screen.findByRole('textbox', { name: 'Partner user ID' }), '99999999-9999-4999-8999-999999999999');
    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Could not create conversation',
        description: "You can start a conversation only with someone you're connected to. Connect with them in Relationships first.",
        variant: 'destructive',
      }),
    );
    expect(currentLocation()).toBe('/messages');
    expect(screen.getByRole('textbox', { name: 'Partner user ID' })).toHaveValue('99999999-9999-4999-8999-999999999999');
  });

  it("says 'Could not create conversation' and to check the ID when it is not a user ID, without asking the server", async () => {
    const { user, toasts } = renderMessaging('/messages');
    await user.type(await screen.findByRole('textbox', { name: 'Partner user ID' }), 'not-an-id');
    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Could not create conversation',
        description: "We couldn't find anyone with this ID. Check the ID and try again.",
        variant: 'destructive',
      }),
    );
    expect(currentLocation()).toBe('/messages');
    expect(harness.backend.calls.filter((call) => call.params.toString().includes('not-an-id'))).toEqual([]);
    expect(harness.backend.callsTo('POST', 'conversations')).toEqual([]);
  });

  it("says to check the ID when PostgreSQL refuses it as no uuid (22P02)", async () => {
    // An id the client takes for a uuid but the database does not (a defensive path).
    harness.backend.failNext('POST conversations', { status: 400, code: '22P02', message: 'invalid input syntax for type uuid' });
    const { user, toasts } = renderMessaging('/messages');
    await user.type(await screen.findByRole('textbox', { name: 'Partner user ID' }), SPOUSE);
    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Could not create conversation',
        description: "We couldn't find anyone with this ID. Check the ID and try again.",
        variant: 'destructive',
      }),
    );
  });

  it("shows any other refusal in the server's words", async () => {
    const { user, toasts } = renderMessaging('/messages');
    await user.type(await screen.findByRole('textbox', { name: 'Partner user ID' }), SPOUSE);
    harness.backend.failNext('POST conversations', { status: 500, code: 'XX000', message: 'connection reset' });
    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Could not create conversation', description: 'connection reset', variant: 'destructive' }));
  });
});

describe('/messages/ai/:id', () => {
  it("shows 'AI Communications with {name}': trigger badge, text and delivery time, oldest first", async () => {
    const { backend } = harness;
    backend.aiCommunications.push(
      { id: 'ai-2', from_user_id: SPOUSE, to_user_id: ME, ai_message: 'Yosef would love a quiet evening together.', trigger_type: 'emotional_bridging', delivered_at: serverNow() },
      { id: 'ai-1', from_user_id: SPOUSE, to_user_id: ME, ai_message: 'Maybe talk after dinner.', trigger_type: 'timing_optimization', delivered_at: '2026-01-01T10:00:00.000Z' },
      { id: 'ai-3', from_user_id: SISTER, to_user_id: ME, ai_message: 'Not this pair', trigger_type: 'conflict_mediation', delivered_at: serverNow() },
    );
    renderMessaging(`/messages/ai/${SPOUSE}`);
    expect(await screen.findByRole('heading', { name: 'AI Communications with \u2068Yosef\u2069' })).toBeInTheDocument();
    const texts = screen.getAllByText(/Yosef would love|Maybe talk/, { selector: 'p' }).map((node) => node.textContent);
    expect(texts).toEqual(['Maybe talk after dinner.', 'Yosef would love a quiet evening together.']);
    expect(screen.getByText('Timing optimization')).toBeInTheDocument();
    expect(screen.getByText('Emotional bridging')).toBeInTheDocument();
    expect(screen.queryByText('Not this pair', { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Delivered /)).toHaveLength(2);
  });

  it('shows its sender a note held over the recipient\'s Shabbat as held, after the delivered ones, with its delivery time', async () => {
    const { backend } = harness;
    backend.aiCommunications.push(
      { id: 'ai-held', from_user_id: ME, to_user_id: SPOUSE, ai_message: 'A quiet word after Shabbat.', trigger_type: 'timing_optimization', delivered_at: null, deliver_after: '2026-11-28T16:45:00.000Z' },
      { id: 'ai-sent', from_user_id: ME, to_user_id: SPOUSE, ai_message: 'Thinking of you.', trigger_type: 'emotional_bridging', delivered_at: '2026-11-20T10:00:00.000Z' },
    );
    renderMessaging(`/messages/ai/${SPOUSE}`);
    const thread = (await screen.findByText('Thinking of you.', { selector: 'p' })).closest('ol')!;
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Thinking of you.', 'A quiet word after Shabbat.']);
    expect(within(items[0]!).getByText(/^Delivered /)).toBeInTheDocument();
    const held = within(items[1]!).getByText(/^Held over Shabbat or Yom Tov; delivers /);
    expect(held).toHaveAttribute('datetime', '2026-11-28T16:45:00.000Z');
    expect(screen.queryByText(/1970/)).not.toBeInTheDocument();
  });

  it('is live: a new note appears, a note held over Shabbat appears once released, and a rejoin after a dropped socket catches up', async () => {
    const { backend } = harness;
    renderMessaging(`/messages/ai/${SPOUSE}`);
    expect(await screen.findByText('No AI messages yet.')).toBeInTheDocument();
    await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:ai-communications:${SPOUSE}`));

    act(() => void backend.aiNote({ id: 'ai-live', from_user_id: SPOUSE, to_user_id: ME, ai_message: 'Yosef is thinking of you.' }));
    expect(await screen.findByText('Yosef is thinking of you.', { selector: 'p' })).toBeInTheDocument();

    // Held for this recipient's Shabbat: RLS hides it from them until havdalah releases it.
    act(() => void backend.aiNote({ id: 'ai-held', from_user_id: SPOUSE, to_user_id: ME, ai_message: 'After Shabbat, a walk?', delivered_at: null, deliver_after: '2026-11-28T16:45:00.000Z' }));
    act(() => void backend.aiNote({ id: 'ai-held', delivered_at: serverNow() }));
    expect(await screen.findByText('After Shabbat, a walk?', { selector: 'p' })).toBeInTheDocument();

    act(() => backend.dropRealtime());
    // Written while this browser was not listening: only the catch-up on rejoin can show it.
    backend.aiCommunications.push({ id: 'ai-missed', from_user_id: SPOUSE, to_user_id: ME, ai_message: 'Missed while offline.', trigger_type: 'conflict_mediation', delivered_at: serverNow() });
    expect(await screen.findByText('Missed while offline.', { selector: 'p' }, { timeout: 5000 })).toBeInTheDocument();
    // The notes' own list (the conversation list beside it shows the newest note too).
    const notes = (await screen.findByText('Missed while offline.', { selector: 'p' })).closest('ol')!;
    const texts = within(notes).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(texts).toEqual(['Yosef is thinking of you.', 'After Shabbat, a walk?', 'Missed while offline.']);
  });

  it('opens at the newest note and shows a new one as it comes (oldest first, like a conversation)', async () => {
    const { backend } = harness;
    const scrollHeight = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.children.length * 100;
    });
    try {
      for (let i = 1; i <= 8; i += 1) backend.aiCommunications.push({ id: `ai-${i}`, from_user_id: SPOUSE, to_user_id: ME, ai_message: `Note ${i}`, trigger_type: 'emotional_bridging', delivered_at: new Date(Date.now() - (10 - i) * 60_000).toISOString() });
      renderMessaging(`/messages/ai/${SPOUSE}`);
      const list = (await screen.findByText('Note 8', { selector: 'p' })).closest('ol')!;
      expect(list.scrollTop).toBe(800);
      await waitFor(() => expect(backend.joinedTopics()).toContain(`realtime:ai-communications:${SPOUSE}`));
      act(() => void backend.aiNote({ id: 'ai-9', from_user_id: SPOUSE, to_user_id: ME, ai_message: 'Note 9' }));
      await screen.findByText('Note 9', { selector: 'p' });
      expect(list.scrollTop).toBe(900);
    } finally {
      scrollHeight.mockRestore();
    }
  });

  it('never shows the recipient a note that is still held', async () => {
    const { backend } = harness;
    backend.aiNote({ id: 'ai-held', from_user_id: SPOUSE, to_user_id: ME, ai_message: 'Not yet.', delivered_at: null, deliver_after: '2026-11-28T16:45:00.000Z' });
    renderMessaging(`/messages/ai/${SPOUSE}`);
    expect(await screen.findByText('No AI messages yet.')).toBeInTheDocument();
    expect(screen.queryByText('Not yet.')).not.toBeInTheDocument();
  });

  it("shows 'Conversation not found' for an address that names nobody, without asking the server", async () => {
    const { toasts } = renderMessaging('/messages/ai/not-a-user');
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/messages');
    await screen.findByText('No conversations yet.');
    expect(harness.backend.calls.filter((call) => call.params.toString().includes('not-a-user') || JSON.stringify(call.body ?? '').includes('not-a-user'))).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it("shows 'No AI messages yet.' and 'Could not load AI messages'", async () => {
    const first = renderMessaging(`/messages/ai/${SPOUSE}`);
    expect(await screen.findByText('No AI messages yet.')).toBeInTheDocument();
    first.unmount();
    // The list's AI rows, the first load and the catch-up on joining the live channel all fail.
    harness.backend.failNext('GET ai_partner_communications', { status: 500, code: 'XX000', message: 'timeout' }, 3);
    const { toasts } = renderMessaging(`/messages/ai/${SPOUSE}`);
    expect(await screen.findByRole('heading', { name: 'Could not load AI messages' })).toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'Could not load AI messages', description: 'timeout', variant: 'destructive' });
    // Retry loads them again.
    harness.backend.aiCommunications.push({ id: 'ai-after', from_user_id: SPOUSE, to_user_id: ME, ai_message: 'Back again.', trigger_type: 'emotional_bridging', delivered_at: serverNow() });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Could not load AI messages' })).not.toBeInTheDocument();
  });
});
