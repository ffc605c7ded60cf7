/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { SUPABASE_URL } from '../testing/fakeAiBackend';
import { AiGuidancePage } from './AiGuidancePage';
import { UNDO_MS } from './useHistoryClearing';
import { ME, SPOUSE, findLocation, renderAi, setViewport, setupFakeAi } from '../testing/renderAi';

const harness = setupFakeAi();

const SOURCE = { id: 'avot-1-12', ref: 'Pirkei Avot 1:12', text: 'Be of the disciples of Aaron, loving peace and pursuing peace.', he: 'הֱוֵי מִתַּלְמִידָיו שֶׁל אַהֲרֹן, אוֹהֵב שָׁלוֹם וְרוֹדֵף שָׁלוֹם', licence: 'CC0' };

function answer(fields: Record<string, unknown> = {}) {
  return {
    status: 200,
    body: {
      response: 'Try listening first, then share how you feel.',
      halachic_context_used: false,
      relationship_context_used: false,
      torah_sources: [SOURCE],
      rabbi_consultation_suggested: false,
      safety: null,
      mode: 'secure',
      model: 'embedded composer',
      ...fields,
    },
  };
}

function consentRow(fields: Record<string, unknown> = {}) {
  return {
    id: 'consent-1',
    user_id: ME,
    partner_user_id: SPOUSE,
    emotional_bridging: false,
    timing_optimization: false,
    conflict_mediation: false,
    share_context: false,
    communication_triggers: [],
    boundary_keywords: [],
    temporal_consent_until: null,
    ...fields,
  };
}

async function openWithSpouse() {
  window.sessionStorage.setItem('selectedPartner', SPOUSE);
  const view = renderAi(<AiGuidancePage random={() => 0.9} />, '/ai');
  await screen.findByRole('tab', { name: 'With Yosef' });
  await screen.findByText('Welcome to your AI guide!');
  return view;
}

async function ask(user: ReturnType<typeof renderAi>['user'], text: string) {
  const box = screen.getByRole('textbox', { name: 'Your question for the AI guide' });
  await user.type(box, text);
  await user.keyboard('{Enter}');
  return box;
}

beforeEach(() => setViewport(false));

describe('/ai on desktop', () => {
  it('says it is loading, then offers the partners as "name (relation type)" and the welcome', async () => {
    renderAi(<AiGuidancePage />, '/ai');
    expect(screen.getByText('Loading your AI guidance...')).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Partner' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['No partner', 'Yosef (Spouse)', 'Leah (Sibling)']);
    expect(await screen.findByText('Welcome to your AI guide!')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'With partner' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Share my context with your partner' })).toBeDisabled();
    expect(document.title).toBe('AI Relationship Guidance · Shalom Bayit');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/ai$/);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/faith-aligned guidance/);
  });

  it("has the header's Change partner, which takes the focus to the partner selector", async () => {
    const { user } = renderAi(<AiGuidancePage />, '/ai');
    const select = await screen.findByRole('combobox', { name: 'Partner' });
    await user.click(screen.getByRole('button', { name: 'Change partner' }));
    expect(select).toHaveFocus();
  });

  it('moves between the tabs with the arrow keys, one Tab stop, each tab naming the panel it shows', async () => {
    const { user } = await openWithSpouse();
    const privateTab = screen.getByRole('tab', { name: 'Private' });
    const sharedTab = screen.getByRole('tab', { name: 'With Yosef' });
    expect(screen.getByRole('tabpanel', { name: 'Private' })).toContainElement(screen.getByText('Welcome to your AI guide!'));
    expect(sharedTab).toHaveAttribute('tabindex', '-1');
    privateTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(sharedTab).toHaveFocus();
    expect(sharedTab).toHaveAttribute('aria-selected', 'true');
    expect(privateTab).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'With Yosef' })).toContainElement(screen.getByText('No shared messages yet'));
    await user.keyboard('{Home}');
    expect(privateTab).toHaveFocus();
    expect(privateTab).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the arrow keys on Private while no partner is chosen', async () => {
    const { user } = renderAi(<AiGuidancePage />, '/ai');
    await screen.findByText('Welcome to your AI guide!');
    const privateTab = screen.getByRole('tab', { name: 'Private' });
    privateTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(privateTab).toHaveFocus();
    expect(privateTab).toHaveAttribute('aria-selected', 'true');
  });

  it('sends a signed-out visitor to /auth', async () => {
    renderAi(<AiGuidancePage />, '/ai', 'signed-out');
    expect(await findLocation()).toBe('/auth');
  });

  it('asks the secure guide, saves both messages with the metadata, shows the sources and clears the composer', async () => {
    harness.backend.functions.set('ai-guidance-secure', answer({ rabbi_consultation_suggested: true }));
    const { user } = renderAi(<AiGuidancePage />, '/ai');
    await screen.findByText('Welcome to your AI guide!');
    const box = await ask(user, 'How do I listen better?');

    expect(await screen.findByText('Try listening first, then share how you feel.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    const [created] = harness.backend.callsTo('POST', 'conversations');
    expect(created?.body).toMatchObject({ user_id: ME, partner_user_id: null, partner_context_id: null, title: 'Private chat' });
    const inserts = harness.backend.callsTo('POST', 'messages').map((call) => call.body);
    expect(inserts[0]).toMatchObject({ sender_type: 'user', sender_user_id: ME, content: 'How do I listen better?', metadata: { for_partner: false } });
    expect(inserts[1]).toMatchObject({
      sender_type: 'ai',
      sender_user_id: null,
      metadata: { torah_sources: [SOURCE], rabbi_consultation_suggested: true, halachic_context_used: false, relationship_context_used: false },
    });
    expect(harness.backend.callsTo('POST', 'functions/ai-guidance-secure')[0]?.body).toEqual({ message: 'How do I listen better?', userId: ME, partnerContextId: null, conversationId: expect.any(String) });
    expect(harness.backend.callsTo('PATCH', 'conversations')).toHaveLength(1);

    expect(screen.getByRole('note')).toHaveTextContent('please consult your rabbi');
    const sources = screen.getByRole('region', { name: 'Torah sources' });
    expect(within(sources).getByText('Pirkei Avot 1:12')).toBeInTheDocument();
    await user.click(within(sources).getByRole('button', { name: '1 Torah source' }));
    const hebrew = within(sources).getByText(SOURCE.he);
    expect(hebrew).toHaveAttribute('dir', 'rtl');
    expect(hebrew).toHaveAttribute('lang', 'he');
    expect(within(sources).getByText(SOURCE.text)).toBeInTheDocument();
    expect(screen.getByText('Secure AI')).toBeInTheDocument();
  });

  it('reuses the most recent private chat for the partner and shows its messages', async () => {
    harness.backend.tables.conversations!.push(
      { id: 'old', user_id: ME, partner_user_id: null, partner_context_id: SPOUSE, title: 'Private chat', updated_at: '2026-01-01T00:00:00Z' },
      { id: 'new', user_id: ME, partner_user_id: null, partner_context_id: SPOUSE, title: 'Private chat', updated_at: '2026-01-02T00:00:00Z' },
    );
    harness.backend.tables.messages!.push(
      { id: 'm1', conversation_id: 'new', sender_type: 'user', sender_user_id: ME, content: 'Earlier question', created_at: '2026-01-02T00:00:00Z', metadata: { for_partner: true } },
      { id: 'm2', conversation_id: 'new', sender_type: 'ai', sender_user_id: null, content: 'Earlier answer', created_at: '2026-01-02T00:00:01Z', metadata: { personality_context_used: true, relationship_context_used: true } },
    );
    window.sessionStorage.setItem('selectedPartner', SPOUSE);
    renderAi(<AiGuidancePage />, '/ai');
    expect(await screen.findByText('Earlier answer')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Personalized')).toBeInTheDocument();
    expect(screen.getByText('Family Context')).toBeInTheDocument();
    expect(harness.backend.callsTo('POST', 'conversations')).toHaveLength(0);
  });

  it('shows sources stored as plain refs (the seed and earlier answers) by their ref, with nothing to expand', async () => {
    harness.backend.tables.conversations!.push({ id: 'c1', user_id: ME, partner_user_id: null, partner_context_id: null, title: 'Private chat', updated_at: '2026-01-02T00:00:00Z' });
    harness.backend.tables.messages!.push({
      id: 'm1',
      conversation_id: 'c1',
      sender_type: 'ai',
      sender_user_id: null,
      content: 'Honour her more than yourself.',
      created_at: '2026-01-02T00:00:01Z',
      metadata: { torah_sources: ['Yevamot 62b', 'Bava Metzia 59a'] },
    });
    window.sessionStorage.setItem('selectedPartner', '');
    renderAi(<AiGuidancePage />, '/ai');
    const sources = await screen.findByRole('region', { name: 'Torah sources' });
    expect(within(sources).getByText('Yevamot 62b')).toBeInTheDocument();
    expect(within(sources).getByText('Bava Metzia 59a')).toBeInTheDocument();
    expect(within(sources).queryByRole('button')).not.toBeInTheDocument();
    expect(within(sources).getByText('2 Torah sources')).toBeInTheDocument();
  });

  it('shows a crisis answer with the safety panel first, numbers as tel: links, and asks nothing of the partner', async () => {
    harness.backend.tables.partner_communication_consent!.push(consentRow({ conflict_mediation: true, emotional_bridging: true }));
    harness.backend.functions.set(
      'ai-guidance-secure',
      answer({
        response: 'You deserve to be safe.',
        torah_sources: [],
        safety: {
          category: 'physical_violence',
          resources: [
            { name: 'National Domestic Violence Hotline', contact: '1-800-799-7233', dial: '18007997233', note: 'Free, 24/7' },
            { name: 'Find A Helpline', contact: 'findahelpline.com', dial: '' },
          ],
          partner_outreach: false,
        },
      }),
    );
    const { user } = await openWithSpouse();
    await ask(user, 'He hit me during a fight, send it now');
    const panel = await screen.findByRole('region', { name: "You don't have to face this alone" });
    expect(within(panel).getByRole('link', { name: '1-800-799-7233' })).toHaveAttribute('href', 'tel:18007997233');
    expect(within(panel).queryByRole('link', { name: 'findahelpline.com' })).not.toBeInTheDocument();
    expect(within(panel).getByText('findahelpline.com')).toBeInTheDocument();
    // The panel comes before the answer's words.
    const text = screen.getByText('You deserve to be safe.');
    expect(panel.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(harness.backend.callsTo('POST', 'functions/ai-partner-communicator')).toHaveLength(0);
    // Neither the answer nor the question it answered can be shared with the partner.
    expect(screen.getByText('He hit me during a fight, send it now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share with Yosef' })).not.toBeInTheDocument();
  });

  it('uses the enhanced guide when context sharing is fully enabled and says so', async () => {
    harness.backend.consentStatus = { status: 200, body: { selfConsent: true, partnerConsent: true, fullyEnabled: true } };
    harness.backend.tables.partner_communication_consent!.push(consentRow({ share_context: true, emotional_bridging: true, conflict_mediation: true }));
    harness.backend.partnerConsent = { user_id: SPOUSE, partner_user_id: ME, share_context: true, emotional_bridging: true, conflict_mediation: false, timing_optimization: true };
    harness.backend.functions.set('ai-guidance-enhanced', answer({ mode: 'enhanced', relationship_context_used: true }));
    const { user } = await openWithSpouse();
    const status = await screen.findByText('Context sharing: Fully enabled');
    const line = status.closest('[role="status"]') as HTMLElement;
    expect(within(line).getByText('Enhanced AI')).toBeInTheDocument();
    expect(within(line).getByRole('img', { name: 'Emotional bridging' })).toHaveTextContent('💝');
    expect(within(line).queryByRole('img', { name: 'Conflict mediation' })).not.toBeInTheDocument();
    expect(harness.backend.callsTo('POST', 'functions/consent-status')[0]?.body).toEqual({ partnerUserId: SPOUSE });
    await ask(user, 'How do I listen better?');
    await screen.findByText('Try listening first, then share how you feel.');
    expect(harness.backend.callsTo('POST', 'functions/ai-guidance-enhanced')[0]?.body).toEqual({ message: 'How do I listen better?', userId: ME, partnerContextId: SPOUSE, conversationId: expect.any(String) });
    expect(harness.backend.callsTo('POST', 'functions/ai-guidance-secure')).toHaveLength(0);
    expect(screen.getAllByText('Family Context').length).toBeGreaterThan(0);
  });

  it('reads Limited without full consent, ignores PGRST116 (no consent yet) and hides the test buttons', async () => {
    const { toasts } = await openWithSpouse();
    expect(await screen.findByText('Context sharing: Limited')).toBeInTheDocument();
    expect(harness.backend.callsTo('GET', 'partner_communication_consent')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Conflict' })).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('says when consent settings fail to load', async () => {
    harness.backend.failNext('GET partner_communication_consent', 500, { code: 'XX000', message: 'boom', details: null, hint: null });
    const { toasts } = await openWithSpouse();
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Error', description: 'Failed to load consent settings', variant: 'destructive' }));
    // The stored record is unknown: saving now would overwrite it with blanks, so nothing can.
    expect(screen.getByRole('switch', { name: 'Share my context with Yosef' })).toBeDisabled();
    const panel = screen.getByRole('complementary', { name: 'Partner settings' });
    expect(within(panel).getByRole('button', { name: 'Save consent settings' })).toBeDisabled();
    expect(harness.backend.callsTo('POST', 'partner_communication_consent')).toHaveLength(0);
  });

  it('says when the chat cannot load, instead of the welcome, and loads it again on Try again', async () => {
    harness.backend.failNext('GET conversations', 500, { code: 'XX000', message: 'boom', details: null, hint: null });
    const { user, toasts } = renderAi(<AiGuidancePage />, '/ai');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(toasts).toContainEqual({ title: 'Refresh failed', description: 'Could not refresh messages.', variant: 'destructive' });
    expect(screen.getByText('Could not refresh messages.')).toBeInTheDocument();
    expect(screen.queryByText('Welcome to your AI guide!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask AI' })).toBeDisabled();
    await user.click(retry);
    expect(await screen.findByText('Welcome to your AI guide!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your question for the AI guide' }), 'Hello');
    expect(screen.getByRole('button', { name: 'Ask AI' })).toBeEnabled();
  });

  it('keeps the text when the question cannot be saved', async () => {
    harness.backend.failNext('POST messages', 403, { code: '42501', message: 'denied', details: null, hint: null });
    const { user, toasts } = renderAi(<AiGuidancePage />, '/ai');
    await screen.findByText('Welcome to your AI guide!');
    const box = await ask(user, 'Hello');
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Failed to save message', description: 'Please try again.', variant: 'destructive' }));
    expect(box).toHaveValue('Hello');
    expect(harness.backend.callsTo('POST', 'functions/ai-guidance-secure')).toHaveLength(0);
  });

  it("shows the function's words when the AI request fails and keeps the text", async () => {
    harness.backend.functions.set('ai-guidance-secure', { status: 429, body: { error: 'Too many requests. Please wait a minute.' } });
    const { user, toasts } = renderAi(<AiGuidancePage />, '/ai');
    await screen.findByText('Welcome to your AI guide!');
    const box = await ask(user, 'Hello');
    await waitFor(() => expect(toasts).toContainEqual({ title: 'AI request failed', description: 'Too many requests. Please wait a minute.', variant: 'destructive' }));
    expect(box).toHaveValue('Hello');

    // Sending the kept text again asks again for the question already saved: it is not stored twice.
    harness.backend.functions.set('ai-guidance-secure', answer());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Try listening first, then share how you feel.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(harness.backend.callsTo('POST', 'functions/ai-guidance-secure')).toHaveLength(2);
    const inserts = harness.backend.callsTo('POST', 'messages').map((call) => call.body as { sender_type: string; content: string });
    expect(inserts.map((row) => [row.sender_type, row.content])).toEqual([
      ['user', 'Hello'],
      ['ai', 'Try listening first, then share how you feel.'],
    ]);
    expect(screen.getAllByText('Hello')).toHaveLength(1);
  });

  it('says when the AI reply cannot be saved', async () => {
    harness.backend.functions.set('ai-guidance-secure', answer());
    harness.backend.failWhen('POST messages', (body) => (body as { sender_type?: string }).sender_type === 'ai', 403, { code: '42501', message: 'denied', details: null, hint: null });
    const { user, toasts } = renderAi(<AiGuidancePage />, '/ai');
    await screen.findByText('Welcome to your AI guide!');
    await ask(user, 'Hello');
    await waitFor(() => expect(toasts.map((toast) => toast.title)).toContain('AI response failed to save'));
  });

  it('sends on Enter, adds a line on Shift+Enter, and is disabled while empty', async () => {
    harness.backend.functions.set('ai-guidance-secure', answer());
    const { user } = renderAi(<AiGuidancePage />, '/ai');
    await screen.findByText('Welcome to your AI guide!');
    expect(screen.getByRole('button', { name: 'Ask AI' })).toBeDisabled();
    const box = screen.getByRole('textbox', { name: 'Your question for the AI guide' });
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(harness.backend.callsTo('POST', 'messages')).toHaveLength(0);
    await user.click(screen.getByRole('switch', { name: 'Draft for partner' }));
    expect(screen.getByRole('button', { name: 'Draft Message' })).toBeEnabled();
    await user.click(screen.getByRole('textbox', { name: 'What you want to say to your partner' }));
    await user.keyboard('{Enter}');
    await screen.findByText('Try listening first, then share how you feel.');
    expect(harness.backend.callsTo('POST', 'messages')[0]?.body).toMatchObject({ content: 'line one\nline two', metadata: { for_partner: true } });
  });
  it('holds an Enter pressed before the chat has loaded and sends it, once, when it has', async () => {
    harness.backend.functions.set('ai-guidance-secure', answer());
    // The chat's messages come late, as on a slow phone; the box is there already.
    harness.server.use(
      http.get(`${SUPABASE_URL}/rest/v1/messages`, async () => {
        await delay(400);
      }, { once: true }),
    );
    const { user } = renderAi(<AiGuidancePage />, '/ai');
    const box = await screen.findByRole('textbox', { name: 'Your question for the AI guide' });
    await user.type(box, 'How do I listen better?');
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Welcome to your AI guide!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thinking...' })).toBeDisabled();
    expect(await screen.findByText('Try listening first, then share how you feel.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(harness.backend.callsTo('POST', 'messages').map((call) => (call.body as { content: string }).content)).toEqual([
      'How do I listen better?',
      'Try listening first, then share how you feel.',
    ]);
  });

  it('sends once when Enter is pressed twice at once', async () => {
    harness.backend.functions.set('ai-guidance-secure', answer());
    renderAi(<AiGuidancePage />, '/ai');
    await screen.findByText('Welcome to your AI guide!');
    const box = screen.getByRole('textbox', { name: 'Your question for the AI guide' });
    fireEvent.change(box, { target: { value: 'How do I listen better?' } });
    // Two key presses in one task: React has not rendered "thinking" in between.
    act(() => {
      fireEvent.keyDown(box, { key: 'Enter' });
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect(await screen.findByText('Try listening first, then share how you feel.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(harness.backend.callsTo('POST', 'messages')).toHaveLength(2);
    expect(harness.backend.callsTo('POST', 'functions/ai-guidance-secure')).toHaveLength(1);
  });
});

describe('sharing with the partner', () => {
  it('copies an AI answer into the shared thread as shared_from_ai, shows it live there, and unshares it', async () => {
    harness.backend.functions.set('ai-guidance-secure', answer());
    const { user, toasts } = await openWithSpouse();
    await ask(user, 'How do I listen better?');
    await screen.findByText('Try listening first, then share how you feel.');
    const shareButtons = screen.getAllByRole('button', { name: 'Share with Yosef' });
    await user.click(shareButtons[shareButtons.length - 1]!);
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Message shared!', description: 'Sent to shared conversation with Yosef.' }));
    expect(harness.backend.callsTo('POST', 'conversations').at(-1)?.body).toMatchObject({ user_id: ME, partner_user_id: SPOUSE });
    const shared = harness.backend.callsTo('POST', 'messages').at(-1)?.body as Record<string, unknown>;
    expect(shared).toMatchObject({ sender_type: 'user', sender_user_id: ME, content: 'Try listening first, then share how you feel.', metadata: { shared_from_ai: true } });

    await user.click(screen.getByRole('tab', { name: 'With Yosef' }));
    const list = await screen.findByRole('list', { name: 'Shared with Yosef' });
    expect(within(list).getByText('From AI')).toBeInTheDocument();

    // Yosef answers from his phone: it arrives live.
    const conversationId = (shared as { conversation_id: string }).conversation_id;
    harness.backend.insertFromElsewhere({ conversation_id: conversationId, sender_type: 'user', sender_user_id: SPOUSE, content: 'Thank you, that helps' });
    expect(await within(list).findByText('Thank you, that helps')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Unshare' }));
    await waitFor(() => expect(within(list).queryByText('Try listening first, then share how you feel.')).not.toBeInTheDocument());
    expect(toasts).toContainEqual({ title: 'Message removed', description: 'Message unshared successfully.' });
    expect(harness.backend.callsTo('DELETE', 'messages')).toHaveLength(1);
  });

  it('clears this conversation with its shared copy: hidden at once, Undo keeps everything, else deleted in one step when the toast ends', async () => {
    harness.backend.tables.conversations!.push(
      { id: 'private-1', user_id: ME, partner_user_id: null, partner_context_id: SPOUSE, title: 'Private chat', updated_at: '2026-01-02T00:00:00Z' },
      { id: 'shared-1', user_id: ME, partner_user_id: SPOUSE, title: 'Private chat', updated_at: '2026-01-02T00:00:00Z' },
    );
    harness.backend.tables.messages!.push(
      { id: 'q1', conversation_id: 'private-1', sender_type: 'user', sender_user_id: ME, content: 'How do I apologise?', created_at: '2026-01-02T00:00:01Z', metadata: {} },
      { id: 'a1', conversation_id: 'private-1', sender_type: 'ai', sender_user_id: null, content: 'Start with what you regret.', created_at: '2026-01-02T00:00:02Z', metadata: {} },
      { id: 'copy-1', conversation_id: 'shared-1', sender_type: 'user', sender_user_id: ME, content: 'Start with what you regret.', created_at: '2026-01-02T00:00:03Z', metadata: { shared_from_ai: true, from_conversation_id: 'private-1' } },
    );
    window.sessionStorage.setItem('selectedPartner', SPOUSE);
    const { user } = renderAi(<AiGuidancePage random={() => 0.9} />, '/ai');
    const list = await screen.findByRole('list', { name: 'Private conversation with your AI guide' });
    await within(list).findByText('Start with what you regret.');

    const openDialog = async () => {
      await user.click(screen.getByRole('button', { name: 'Clear history' }));
      const dialog = await screen.findByRole('dialog', { name: 'Clear AI history' });
      expect(within(dialog).getByRole('radio', { name: 'This conversation (about Yosef)' })).toBeChecked();
      expect(await within(dialog).findByRole('checkbox', { name: 'Unshare from the thread with Yosef' })).toBeChecked();
      return dialog;
    };
    let dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Clear history' }));
    expect(await screen.findByText('Welcome to your AI guide!')).toBeInTheDocument();
    const toast = screen.getByText('Chat Cleared').closest('[role="status"]') as HTMLElement;
    expect(within(toast).getByText('1 shared answer unshared too')).toBeInTheDocument();
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('How do I apologise?')).toBeInTheDocument();
    expect(harness.backend.callsTo('POST', 'rpc/clear_ai_history')).toHaveLength(0);

    dialog = await openDialog();
    jest.useFakeTimers();
    try {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Clear history' }));
      await act(async () => {
        jest.advanceTimersByTime(UNDO_MS);
      });
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(harness.backend.callsTo('POST', 'rpc/clear_ai_history')).toHaveLength(1));
    expect(harness.backend.callsTo('POST', 'rpc/clear_ai_history')[0]!.body).toEqual({ conversation_ids: ['private-1'], unshare_message_ids: ['copy-1'] });
    expect(await screen.findByText('Welcome to your AI guide!')).toBeInTheDocument();
    expect(harness.backend.tables.messages!.map((m) => m.id)).toEqual([]);
    expect(screen.queryByText('Chat Cleared')).not.toBeInTheDocument();
  });

  it("drops a message the partner unshared when its DELETE (id only) arrives", async () => {
    harness.backend.tables.conversations!.push({ id: 'shared-1', user_id: SPOUSE, partner_user_id: ME, title: 'Private chat', updated_at: '2026-01-01T00:00:00Z' });
    harness.backend.tables.messages!.push({
      id: 'from-yosef',
      conversation_id: 'shared-1',
      sender_type: 'user',
      sender_user_id: SPOUSE,
      content: 'An answer Yosef shared',
      created_at: '2026-01-01T00:00:01Z',
      metadata: { shared_from_ai: true },
    });
    const { user } = await openWithSpouse();
    await user.click(screen.getByRole('tab', { name: 'With Yosef' }));
    const list = await screen.findByRole('list', { name: 'Shared with Yosef' });
    expect(within(list).getByText('AI Guide (shared by Yosef)')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Unshare' })).not.toBeInTheDocument();
    harness.backend.removeFromElsewhere('from-yosef');
    expect(await screen.findByText('No shared messages yet')).toBeInTheDocument();
  });

  it("picks up the shared thread the partner's first share creates, live", async () => {
    const { user } = await openWithSpouse();
    await user.click(screen.getByRole('tab', { name: 'With Yosef' }));
    expect(await screen.findByText('No shared messages yet')).toBeInTheDocument();
    // Let the page's channels join before Yosef acts (what a person's pause does).
    await waitFor(() => expect(harness.backend.callsTo('GET', 'conversations').length).toBeGreaterThanOrEqual(2));
    const thread = harness.backend.conversationFromElsewhere({ user_id: SPOUSE, partner_user_id: ME });
    harness.backend.insertFromElsewhere({ conversation_id: thread.id, sender_type: 'user', sender_user_id: SPOUSE, content: 'Shared by Yosef', metadata: { shared_from_ai: true } });
    expect(await screen.findByText('Shared by Yosef')).toBeInTheDocument();
  });

  it('says "No shared messages yet" and names a failed share', async () => {
    harness.backend.functions.set('ai-guidance-secure', answer());
    const { user, toasts } = await openWithSpouse();
    await user.click(screen.getByRole('tab', { name: 'With Yosef' }));
    expect(await screen.findByText('No shared messages yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Private' }));
    await ask(user, 'Hello');
    await screen.findByText('Try listening first, then share how you feel.');
    harness.backend.failNext('POST conversations', 403, { code: '42501', message: 'denied', details: null, hint: null });
    const shareButtons = screen.getAllByRole('button', { name: 'Share with Yosef' });
    await user.click(shareButtons[0]!);
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Share failed', description: "Couldn't create shared thread", variant: 'destructive' }));
  });
});

describe('AI partner communication: nothing reaches the partner unseen', () => {
  const communicatorCalls = () => harness.backend.callsTo('POST', 'functions/ai-partner-communicator');
  const card = () => screen.queryByRole('region', { name: 'Suggested note to Yosef' });

  it('after a reply that triggers, shows the exact note in the chat, sends nothing until Send, then sends it once', async () => {
    harness.backend.tables.partner_communication_consent!.push(consentRow({ conflict_mediation: true }));
    harness.backend.functions.set('ai-guidance-secure', answer());
    const communicator = harness.backend.useCommunicator();
    const { user, toasts } = await openWithSpouse();
    await ask(user, 'We had a fight about the dishes');
    const region = await screen.findByRole('region', { name: 'Suggested note to Yosef' });
    const [proposal] = communicator.proposals;
    // The exact text Yosef would receive, as the server wrote it, and what it is for.
    expect(within(region).getByText((_, element) => element?.tagName === 'BLOCKQUOTE' && element.textContent === proposal!.text)).toBeInTheDocument();
    expect(within(region).getByText('Conflict mediation')).toBeInTheDocument();
    expect(within(region).getByText('Only you can see this. Nothing reaches Yosef unless you choose Send.')).toBeInTheDocument();
    // Said to a screen reader once, since the card appears below the answer without taking the focus.
    expect(screen.getByText('A suggested note to Yosef is below the answer. Nothing is sent unless you choose Send.')).toHaveAttribute('role', 'status');
    // The card follows the answer in the chat.
    const reply = screen.getByText('Try listening first, then share how you feel.');
    expect(reply.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(communicatorCalls()).toHaveLength(1);
    expect(communicatorCalls()[0]?.body).toMatchObject({
      partnerUserId: SPOUSE,
      triggerType: 'conflict_mediation',
      forceBypassLimits: false,
      requestCommunication: true,
      messageContent: 'We had a fight about the dishes',
      context: { userMessage: 'We had a fight about the dishes', aiResponse: 'Try listening first, then share how you feel.' },
    });
    expect(communicator.delivered).toEqual([]);
    expect(toasts.map((toast) => toast.title)).not.toContain('AI Communication Sent');

    await user.click(within(region).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'AI Communication Sent', description: undefined, variant: undefined }));
    expect(communicator.delivered).toEqual([{ proposalId: proposal!.id, text: proposal!.text }]);
    expect(communicatorCalls()[1]?.body).toEqual({ proposalId: proposal!.id, decision: 'send' });
    await waitFor(() => expect(card()).not.toBeInTheDocument());
    // The With Yosef tab blinks, as after any AI communication.
    expect(screen.getByRole('tab', { name: 'With Yosef' }).className).toMatch(/ring-accent/);
  });

  it('an explicit "communicate this now" is proposed too, bypassing limits, and its Send says (Manual Request)', async () => {
    harness.backend.tables.partner_communication_consent!.push(consentRow());
    harness.backend.functions.set('ai-guidance-secure', answer());
    const communicator = harness.backend.useCommunicator();
    const { user, toasts } = await openWithSpouse();
    await ask(user, 'I feel lonely, please communicate this now');
    const region = await screen.findByRole('region', { name: 'Suggested note to Yosef' });
    expect(communicatorCalls()[0]?.body).toMatchObject({ triggerType: 'emotional_bridging', forceBypassLimits: true });
    expect(communicator.delivered).toEqual([]);
    await user.click(within(region).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'AI Communication Sent', description: '(Manual Request)', variant: undefined }));
    expect(communicator.delivered).toHaveLength(1);
  });

  it('Not now takes the card away, tells the server, sends nothing, and leaves the focus in the chat', async () => {
    harness.backend.tables.partner_communication_consent!.push(consentRow({ emotional_bridging: true }));
    harness.backend.functions.set('ai-guidance-secure', answer());
    const communicator = harness.backend.useCommunicator();
    const { user, toasts } = await openWithSpouse();
    await ask(user, 'I feel so lonely these days');
    const region = await screen.findByRole('region', { name: 'Suggested note to Yosef' });
    // Keyboard: the buttons are reachable and work with Enter.
    const notNow = within(region).getByRole('button', { name: 'Not now' });
    notNow.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(card()).not.toBeInTheDocument());
    await waitFor(() => expect(communicatorCalls()[1]?.body).toEqual({ proposalId: communicator.proposals[0]!.id, decision: 'dismiss' }));
    expect(communicator.proposals[0]!.dismissed).toBe(true);
    expect(communicator.delivered).toEqual([]);
    expect(toasts).toEqual([]);
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.contains(screen.getByText('I feel so lonely these days'))).toBe(true);
  });

  it('a double click on Send sends once', async () => {
    harness.backend.tables.partner_communication_consent!.push(consentRow({ conflict_mediation: true }));
    harness.backend.functions.set('ai-guidance-secure', answer());
    const communicator = harness.backend.useCommunicator();
    communicator.sendDelayMs = 150;
    const { user, toasts } = await openWithSpouse();
    await ask(user, 'We keep arguing');
    const region = await screen.findByRole('region', { name: 'Suggested note to Yosef' });
    await user.dblClick(within(region).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'AI Communication Sent', description: undefined, variant: undefined }));
    expect(communicatorCalls().filter((call) => (call.body as { decision?: string }).decision === 'send')).toHaveLength(1);
    expect(communicator.delivered).toHaveLength(1);
    expect(toasts.filter((toast) => toast.title === 'AI Communication Sent')).toHaveLength(1);
  });

  it.each(['boundary_keyword', 'safety_concern', 'daily_limit_reached', 'partner_no_consent'])('a proposal the server refuses (%s) shows nothing at all', async (reason) => {
    harness.backend.tables.partner_communication_consent!.push(consentRow({ conflict_mediation: true }));
    harness.backend.functions.set('ai-guidance-secure', answer());
    const communicator = harness.backend.useCommunicator();
    communicator.refuse = reason;
    const { user, toasts } = await openWithSpouse();
    await ask(user, 'We had a fight about money');
    await waitFor(() => expect(communicatorCalls()).toHaveLength(1));
    await screen.findByText('Try listening first, then share how you feel.');
    expect(card()).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
    expect(screen.getAllByRole('button', { name: 'Share with Yosef' }).length).toBeGreaterThan(0);
  });

  it('after a reply with any safety concern (a possible one too): no proposal is asked for, no Share', async () => {
    harness.backend.tables.partner_communication_consent!.push(consentRow({ conflict_mediation: true, emotional_bridging: true }));
    harness.backend.functions.set(
      'ai-guidance-secure',
      answer({
        response: 'It sounds like you are carrying a lot. Are you safe right now?',
        torah_sources: [],
        safety: { level: 'possible', category: 'suicide_self_harm', resources: [{ name: '988 Suicide & Crisis Lifeline', contact: '988', dial: '988' }], partner_outreach: false },
      }),
    );
    harness.backend.useCommunicator();
    const { user } = await openWithSpouse();
    await ask(user, "I don't know how much longer I can keep going like this. We fight and I feel so sad, send it now");
    await screen.findByText('It sounds like you are carrying a lot. Are you safe right now?');
    expect(communicatorCalls()).toHaveLength(0);
    expect(card()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share with Yosef' })).not.toBeInTheDocument();
  });

  it('a crisis reply takes an earlier suggestion away', async () => {
    harness.backend.tables.partner_communication_consent!.push(consentRow({ conflict_mediation: true }));
    harness.backend.functions.set('ai-guidance-secure', answer());
    const communicator = harness.backend.useCommunicator();
    const { user } = await openWithSpouse();
    await ask(user, 'We had a fight');
    await screen.findByRole('region', { name: 'Suggested note to Yosef' });
    harness.backend.functions.set('ai-guidance-secure', answer({ response: 'You deserve to be safe.', torah_sources: [], safety: { category: 'physical_violence', resources: [], partner_outreach: false } }));
    await ask(user, 'He grabbed my arm so hard it left marks');
    await screen.findByText('You deserve to be safe.');
    await waitFor(() => expect(card()).not.toBeInTheDocument());
    expect(communicator.proposals[0]!.dismissed).toBe(true);
    expect(communicator.delivered).toEqual([]);
  });

  it('says when Send fails and keeps the card to try again; a Send the server refuses says nothing was sent', async () => {
    harness.backend.tables.partner_communication_consent!.push(consentRow({ conflict_mediation: true }));
    harness.backend.functions.set('ai-guidance-secure', answer());
    const communicator = harness.backend.useCommunicator();
    communicator.sendAnswer = { status: 500, body: { error: 'down' } };
    const { user, toasts } = await openWithSpouse();
    await ask(user, 'We had a fight about money');
    const region = await screen.findByRole('region', { name: 'Suggested note to Yosef' });
    await user.click(within(region).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Communication Failed', description: 'Failed to send AI communication to partner', variant: 'destructive' }),
    );
    expect(card()).toBeInTheDocument();
    communicator.sendAnswer = { status: 200, body: { success: false, reason: 'proposal_expired' } };
    await user.click(within(region).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Communication Failed', description: 'This suggestion is no longer available. Nothing was sent.', variant: 'destructive' }),
    );
    await waitFor(() => expect(card()).not.toBeInTheDocument());
    expect(communicator.delivered).toEqual([]);
  });

  it('a failing proposal after a reply stays quiet; an explicit request hears that it failed', async () => {
    harness.backend.tables.partner_communication_consent!.push(consentRow({ conflict_mediation: true }));
    harness.backend.functions.set('ai-guidance-secure', answer());
    harness.backend.functions.set('ai-partner-communicator', { status: 500, body: { error: 'down' } });
    const { user, toasts } = await openWithSpouse();
    await ask(user, 'We had a fight about money');
    await waitFor(() => expect(communicatorCalls()).toHaveLength(1));
    expect(toasts).toEqual([]);
    await ask(user, 'Please mediate this now');
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Error', description: 'Failed to request partner communication', variant: 'destructive' }));
    expect(card()).not.toBeInTheDocument();
  });

  it('does not trigger without a consent record', async () => {
    harness.backend.functions.set('ai-guidance-secure', answer());
    const { user } = await openWithSpouse();
    await ask(user, 'We had a fight, send it now');
    await screen.findByText('Try listening first, then share how you feel.');
    expect(communicatorCalls()).toHaveLength(0);
  });

  it('a test button proposes too: the note is shown first, and Send says Test Communication Sent', async () => {
    harness.backend.tables.partner_communication_consent!.push(consentRow({ conflict_mediation: true }));
    const communicator = harness.backend.useCommunicator();
    const { user, toasts } = await openWithSpouse();
    await user.click(await screen.findByRole('button', { name: 'Conflict' }));
    const region = await screen.findByRole('region', { name: 'Suggested note to Yosef' });
    expect(communicatorCalls()[0]?.body).toMatchObject({ triggerType: 'conflict_mediation', forceBypassLimits: true });
    expect(communicator.delivered).toEqual([]);
    await user.click(within(region).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Test Communication Sent', description: undefined, variant: undefined }));
    expect(communicator.delivered).toHaveLength(1);

    communicator.refuse = 'partner_trigger_not_enabled';
    await user.click(screen.getByRole('button', { name: 'Emotional' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Request failed', description: 'This kind of AI note is not turned on by both of you. Nothing was sent.', variant: 'destructive' }),
    );
    expect(card()).not.toBeInTheDocument();

    harness.backend.functions.set('ai-partner-communicator', { status: 500, body: { error: 'down' } });
    await user.click(screen.getByRole('button', { name: 'Timing' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Error', description: 'Failed to request partner communication', variant: 'destructive' }));
  });

  it('another partner chosen: the suggestion for the first one goes', async () => {
    harness.backend.tables.partner_communication_consent!.push(consentRow({ conflict_mediation: true }));
    const communicator = harness.backend.useCommunicator();
    const { user } = await openWithSpouse();
    await user.click(await screen.findByRole('button', { name: 'Conflict' }));
    await screen.findByRole('region', { name: 'Suggested note to Yosef' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Partner' }), 'Leah (Sibling)');
    await screen.findByRole('tab', { name: 'With Leah' });
    expect(card()).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Suggested note/ })).not.toBeInTheDocument();
    expect(communicator.delivered).toEqual([]);
  });
});

describe('partner settings', () => {
  it('turns context sharing on with an upsert', async () => {
    const { user, toasts } = await openWithSpouse();
    await user.click(screen.getByRole('switch', { name: 'Share my context with Yosef' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Context sharing enabled' }));
    const call = harness.backend.callsTo('POST', 'partner_communication_consent')[0];
    expect(call?.params.get('on_conflict')).toBe('user_id,partner_user_id');
    expect(call?.body).toMatchObject({ user_id: ME, partner_user_id: SPOUSE, share_context: true });
  });

  it("never carries one partner's unsaved notes or consent edits over to the next partner chosen", async () => {
    const { user } = await openWithSpouse();
    let panel = screen.getByRole('complementary', { name: 'Partner settings' });
    await user.type(within(panel).getByRole('textbox', { name: 'Personality and traits' }), 'Notes about Yosef');
    await user.click(within(panel).getByRole('checkbox', { name: 'Conflict mediation' }));
    // Leah's notes cannot be read: the form must not keep showing (and then save) Yosef's.
    harness.backend.failNext('GET partner_info', 500, { code: 'XX000', message: 'boom', details: null, hint: null });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Partner' }), 'Leah (Sibling)');
    panel = await screen.findByRole('complementary', { name: 'Partner settings' });
    await within(panel).findByRole('heading', { name: 'Partner Context for Leah' });
    expect(within(panel).getByRole('textbox', { name: 'Personality and traits' })).toHaveValue('');
    expect(within(panel).getByRole('checkbox', { name: 'Conflict mediation' })).not.toBeChecked();
  });

  it("drops a slow consent answer about the partner chosen before (it is not the new partner's)", async () => {
    harness.backend.tables.partner_communication_consent!.push(consentRow({ conflict_mediation: true }));
    // Yosef's record comes late; by then Leah is chosen.
    harness.server.use(
      http.get(`${SUPABASE_URL}/rest/v1/partner_communication_consent`, async () => {
        await delay(300);
      }, { once: true }),
    );
    window.sessionStorage.setItem('selectedPartner', '');
    const { user } = renderAi(<AiGuidancePage />, '/ai');
    const select = await screen.findByRole('combobox', { name: 'Partner' });
    await user.selectOptions(select, 'Yosef (Spouse)');
    await user.selectOptions(select, 'Leah (Sibling)');
    const panel = await screen.findByRole('complementary', { name: 'Partner settings' });
    await within(panel).findByRole('heading', { name: 'Partner Context for Leah' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(harness.backend.callsTo('GET', 'partner_communication_consent').length).toBeGreaterThanOrEqual(2);
    expect(within(panel).getByRole('checkbox', { name: 'Conflict mediation' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /^Conflict$/ })).not.toBeInTheDocument();
  });

  it('saves partner context, deleting the blank fields', async () => {
    harness.backend.tables.partner_info!.push({ id: 'i1', user_id: ME, partner_user_id: SPOUSE, info_type: 'preferences', info_data: { text: 'Hiking' } });
    const { user, toasts } = await openWithSpouse();
    const panel = screen.getByRole('complementary', { name: 'Partner settings' });
    expect(within(panel).getByRole('heading', { name: 'Partner Context for Yosef' })).toBeInTheDocument();
    const interests = within(panel).getByRole('textbox', { name: 'Interests and preferences' });
    await waitFor(() => expect(interests).toHaveValue('Hiking'));
    await user.clear(interests);
    await user.type(within(panel).getByRole('textbox', { name: 'Personality and traits' }), 'Calm and kind');
    await user.click(within(panel).getByRole('button', { name: 'Save Partner Information' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Partner info saved!' }));
    expect(harness.backend.tables.partner_info!.map((row) => [row.info_type, row.info_data])).toEqual([['personality', { text: 'Calm and kind' }]]);
  });

  it('edits consent with chips (trimmed, no duplicates, click removes) and an end date, and shows the partner read-only', async () => {
    harness.backend.partnerConsent = { user_id: SPOUSE, partner_user_id: ME, share_context: true, emotional_bridging: false, conflict_mediation: true, timing_optimization: false };
    const { user, toasts } = await openWithSpouse();
    const panel = screen.getByRole('complementary', { name: 'Partner settings' });
    expect(within(panel).getByRole('heading', { name: 'AI Partner Communication Consent' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('checkbox', { name: 'Conflict mediation' }));
    const triggers = within(panel).getByRole('textbox', { name: 'Communication triggers' });
    await user.type(triggers, '  money  {Enter}');
    await user.type(triggers, 'money{Enter}');
    await user.type(triggers, 'chores');
    await user.click(within(panel).getAllByRole('button', { name: 'Add' })[0]!);
    await user.click(within(panel).getByRole('button', { name: 'Remove chores' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Boundary keywords (never communicate about these)' }), 'my mother{Enter}');
    // Typed in the page's order (MM/DD/YYYY in English), stored as yyyy-MM-dd.
    await user.type(within(panel).getByLabelText('Consent valid until'), '12/31/2026');
    await user.click(within(panel).getByRole('button', { name: 'Save consent settings' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Success', description: 'Communication consent settings saved' }));
    expect(harness.backend.callsTo('POST', 'partner_communication_consent')[0]?.body).toMatchObject({
      conflict_mediation: true,
      communication_triggers: ['money'],
      boundary_keywords: ['my mother'],
      temporal_consent_until: '2026-12-31',
    });
    const partnerView = within(panel).getByRole('heading', { name: "Yosef's consent toward you" }).parentElement as HTMLElement;
    expect(within(partnerView).getByText('Conflict mediation').nextSibling).toHaveTextContent('On');
    // Their flag, in their words — not "Share my context", which is the reader's own switch.
    expect(within(partnerView).getByText('Shares their context with you').nextSibling).toHaveTextContent('On');
    expect(within(partnerView).queryByText('Share my context')).not.toBeInTheDocument();
    expect(within(partnerView).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says when consent cannot be saved', async () => {
    harness.backend.failNext('POST partner_communication_consent', 403, { code: '42501', message: 'denied', details: null, hint: null });
    const { user, toasts } = await openWithSpouse();
    const panel = screen.getByRole('complementary', { name: 'Partner settings' });
    await user.click(within(panel).getByRole('button', { name: 'Save consent settings' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Error', description: 'Failed to save consent settings', variant: 'destructive' }));
  });
});

describe('/ai on a phone', () => {
  beforeEach(() => setViewport(true));

  it('asks for the partner on a full page, remembers it for the session, and shows the private-space banner', async () => {
    const { user } = renderAi(<AiGuidancePage />, '/ai');
    expect(await screen.findByRole('heading', { name: 'AI Guidance' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yosef (Spouse)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('tab', { name: 'With Yosef' })).toBeEnabled();
    expect(window.sessionStorage.getItem('selectedPartner')).toBe(SPOUSE);
    expect(screen.getByText('This is your private space. Only you can see this conversation.')).toBeInTheDocument();
    // Issue 32: the settings fold into one line, so the conversation gets the screen; a tap opens them.
    expect(screen.queryByRole('switch', { name: 'Draft mode' })).not.toBeInTheDocument();
    const settings = screen.getByRole('button', { name: 'Chat settings: Ask AI · Yosef' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    await user.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('switch', { name: 'Draft mode' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'With Yosef' }));
    expect(screen.queryByText('This is your private space. Only you can see this conversation.')).not.toBeInTheDocument();
  });

  it('brings the newest message into view once the partner is chosen (the chat loaded behind the selector), scrolling the page, not a box', async () => {
    harness.backend.tables.conversations!.push({ id: 'c1', user_id: ME, partner_user_id: null, partner_context_id: SPOUSE, title: 'Private chat', updated_at: '2026-01-02T00:00:00Z' });
    harness.backend.tables.messages!.push(
      { id: 'm1', conversation_id: 'c1', sender_type: 'user', sender_user_id: ME, content: 'First question', created_at: '2026-01-02T00:00:00Z', metadata: {} },
      { id: 'm2', conversation_id: 'c1', sender_type: 'ai', sender_user_id: null, content: 'Newest answer', created_at: '2026-01-02T00:00:01Z', metadata: {} },
    );
    // jsdom lays nothing out (its scrollIntoView is the test setup's no-op): record who asks for it.
    const scrolled: { element: Element; options: unknown }[] = [];
    const scrollIntoView = jest.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement, options?: unknown) {
      scrolled.push({ element: this, options });
    });
    try {
      const { user } = renderAi(<AiGuidancePage />, '/ai');
      await user.click(await screen.findByRole('radio', { name: 'Yosef (Spouse)' }));
      // The chat about Yosef loads while the selector is still on screen.
      await waitFor(() => expect(harness.backend.callsTo('GET', 'messages').length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const list = await screen.findByRole('list', { name: 'Private conversation with your AI guide' });
      // Issue 32: on a phone the answer is read on the page, not through an inner scrolling window.
      await waitFor(() => expect(scrolled.at(-1)).toEqual({ element: list.lastElementChild, options: { block: 'start' } }));
      expect(list.lastElementChild).toHaveTextContent('Newest answer');
      expect(list.parentElement!.className).not.toMatch(/overflow/);
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('keeps the composer at the bottom of the page, and what it covers out of the way of scrolled-to controls', async () => {
    window.sessionStorage.setItem('selectedPartner', SPOUSE);
    // jsdom lays nothing out: the composer is 120 px tall.
    const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'FORM' ? 120 : 0;
    });
    try {
      const view = renderAi(<AiGuidancePage />, '/ai');
      const box = await screen.findByRole('textbox', { name: 'Your question for the AI guide' });
      expect(box.closest('form')).toHaveClass('sticky', 'bottom-0');
      await waitFor(() => expect(document.documentElement.style.scrollPaddingBottom).toBe('120px'));
      view.unmount();
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    } finally {
      offsetHeight.mockRestore();
    }
  });

  it('opens partner settings as a modal dialog: focus inside, Escape closes it and focus returns to the button', async () => {
    window.sessionStorage.setItem('selectedPartner', SPOUSE);
    const { user } = renderAi(<AiGuidancePage />, '/ai');
    await user.click(await screen.findByRole('button', { name: /^Chat settings/ }));
    const open = await screen.findByRole('button', { name: 'Partner settings' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Partner settings' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Partner settings' })).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });
});
