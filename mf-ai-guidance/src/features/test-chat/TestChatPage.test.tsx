/**
 * @jest-environment jest-fixed-jsdom
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { TestChatPage } from './TestChatPage';
import { TEST_IDS, TEST_MODELS } from './testChatModels';
import { findLocation, renderAi, setViewport, setupFakeAi } from '../testing/renderAi';

const harness = setupFakeAi();
beforeEach(() => setViewport(false));

const reply = (response: string) => ({ status: 200, body: { response, torah_sources: [], perspective: 'male' } });

describe('/test-chat', () => {
  it('offers the six model functions and the fixed test ids', async () => {
    renderAi(<TestChatPage />, '/test-chat');
    const select = await screen.findByRole('combobox', { name: 'Model' });
    expect(within(select).getAllByRole('option')).toHaveLength(6);
    expect(TEST_MODELS).toHaveLength(6);
    for (const id of Object.values(TEST_IDS)) {
      // Isolated left to right, while its line follows the page's direction (under its label in Hebrew).
      expect(screen.getByText(id)).toHaveAttribute('dir', 'ltr');
      expect(screen.getByText(id).closest('dd')).not.toHaveAttribute('dir');
    }
    expect(screen.getByRole('region', { name: 'Male perspective' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Female perspective' })).toBeInTheDocument();
  });

  it("shows fixed test ids that can be no account's: not random (version 4) ids, and in no seed", () => {
    const seeds = ['../../../../supabase/seed.sql', '../../../../backend/test/fixtures/supabase/seed.sql'].map((file) => readFileSync(join(__dirname, file), 'utf8').toLowerCase());
    const ids = Object.values(TEST_IDS);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      for (const seed of seeds) expect(seed).not.toContain(id);
    }
  });

  it('asks a Jewish-oriented model with {message, userId, relationshipId, halachicCategory} and keeps the history locally', async () => {
    harness.backend.functions.set('test-model-torah-guide', reply('Seek peace at home.'));
    const { user } = renderAi(<TestChatPage />, '/test-chat');
    await user.type(await screen.findByRole('textbox', { name: 'Halachic category (optional)' }), 'shalom bayit');
    await user.type(screen.getByRole('textbox', { name: 'Message from the Male perspective' }), 'How do I make peace?{Enter}');
    const male = screen.getByRole('region', { name: 'Male perspective' });
    expect(await within(male).findByText('Seek peace at home.')).toBeInTheDocument();
    expect(harness.backend.callsTo('POST', 'functions/test-model-torah-guide')[0]?.body).toEqual({
      message: 'How do I make peace?',
      userId: TEST_IDS.male,
      relationshipId: TEST_IDS.relationship,
      halachicCategory: 'shalom bayit',
      perspective: 'male',
    });
    const stored = JSON.parse(window.localStorage.getItem('shalom-bayit.test-chat-history') ?? '[]') as Array<Record<string, unknown>>;
    expect(stored.map((entry) => [entry.sender, entry.perspective, entry.content])).toEqual([
      ['user', 'male', 'How do I make peace?'],
      ['ai', 'male', 'Seek peace at home.'],
    ]);
    expect(stored[0]).toEqual(expect.objectContaining({ id: expect.any(String), timestamp: expect.any(String) }));
  });

  it('asks the other models with {prompt, partnerUserId, relationshipId} from the female side', async () => {
    harness.backend.functions.set('test-model-conflict-mediator', reply('Take a pause together.'));
    const { user } = renderAi(<TestChatPage />, '/test-chat');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Model' }), 'Conflict Mediator');
    await user.type(screen.getByRole('textbox', { name: 'Message from the Female perspective' }), 'We argue a lot{Enter}');
    expect(await screen.findByText('Take a pause together.')).toBeInTheDocument();
    expect(harness.backend.callsTo('POST', 'functions/test-model-conflict-mediator')[0]?.body).toEqual({
      prompt: 'We argue a lot',
      partnerUserId: TEST_IDS.male,
      relationshipId: TEST_IDS.relationship,
      perspective: 'female',
    });
  });

  it('shows a crisis reply with the safety panel first and a halachic one with the rabbi note, kept in the history', async () => {
    harness.backend.functions.set('test-model-torah-guide', {
      status: 200,
      body: {
        response: 'You deserve to be safe.',
        torah_sources: [],
        rabbi_consultation_suggested: false,
        safety: { category: 'physical_violence', resources: [{ name: 'National Domestic Violence Hotline', contact: '1-800-799-7233', dial: '18007997233' }], partner_outreach: false },
      },
    });
    const { user, unmount } = renderAi(<TestChatPage />, '/test-chat');
    await user.type(await screen.findByRole('textbox', { name: 'Message from the Male perspective' }), 'She hit me{Enter}');
    const male = screen.getByRole('region', { name: 'Male perspective' });
    const panel = await within(male).findByRole('region', { name: "You don't have to face this alone" });
    expect(within(panel).getByRole('link', { name: '1-800-799-7233' })).toHaveAttribute('href', 'tel:18007997233');
    expect(panel.compareDocumentPosition(within(male).getByText('You deserve to be safe.')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    harness.backend.functions.set('test-model-torah-guide', {
      status: 200,
      body: { response: 'Background, not a ruling.', torah_sources: ['Leviticus 18:19'], rabbi_consultation_suggested: true, safety: null },
    });
    await user.type(screen.getByRole('textbox', { name: 'Message from the Female perspective' }), 'May he hand me a plate during niddah?{Enter}');
    const female = screen.getByRole('region', { name: 'Female perspective' });
    expect(await within(female).findByRole('note')).toHaveTextContent('please consult your rabbi');
    expect(within(female).getByText('Leviticus 18:19')).toBeInTheDocument();

    // After a reload both come back from the local history as they were shown.
    unmount();
    renderAi(<TestChatPage />, '/test-chat');
    expect(await screen.findByRole('region', { name: "You don't have to face this alone" })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('please consult your rabbi');
  });

  it("brings each perspective's newest entry into view", async () => {
    window.localStorage.setItem(
      'shalom-bayit.test-chat-history',
      JSON.stringify(
        ['one', 'two', 'three'].map((content, index) => ({ id: String(index), content, sender: 'user', perspective: 'female', timestamp: '2026-01-01T00:00:00Z' })),
      ),
    );
    // jsdom lays nothing out: each entry sits 200 px below the one before.
    const offsetTop = jest.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'LI' && this.parentElement ? 200 * [...this.parentElement.children].indexOf(this) : 0;
    });
    try {
      renderAi(<TestChatPage />, '/test-chat');
      const list = await screen.findByRole('list', { name: 'Female perspective history' });
      await waitFor(() => expect(list.parentElement!.scrollTop).toBe(400 - 8));
    } finally {
      offsetTop.mockRestore();
    }
  });

  it('shows AI Function Error and an "Error: ..." reply when a model fails', async () => {
    harness.backend.functions.set('test-model-torah-guide', { status: 429, body: { error: 'Too many requests.' } });
    const { user, toasts } = renderAi(<TestChatPage />, '/test-chat');
    await user.type(await screen.findByRole('textbox', { name: 'Message from the Male perspective' }), 'Hello{Enter}');
    expect(await screen.findByText('Error: Too many requests.')).toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'AI Function Error', description: 'Too many requests.', variant: 'destructive' });
  });

  it('clears one chat (Chat Cleared) or all history (All History Cleared)', async () => {
    window.localStorage.setItem(
      'shalom-bayit.test-chat-history',
      JSON.stringify([
        { id: '1', content: 'male question', sender: 'user', perspective: 'male', timestamp: '2026-01-01T00:00:00Z' },
        { id: '2', content: 'female question', sender: 'user', perspective: 'female', timestamp: '2026-01-01T00:00:00Z' },
      ]),
    );
    const { user, toasts } = renderAi(<TestChatPage />, '/test-chat');
    expect(await screen.findByText('female question')).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Male perspective' })).getByRole('button', { name: 'Clear chat' }));
    expect(screen.queryByText('male question')).not.toBeInTheDocument();
    expect(screen.getByText('female question')).toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'Chat Cleared' });
    await user.click(screen.getByRole('button', { name: 'Clear all history' }));
    expect(screen.queryByText('female question')).not.toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'All History Cleared' });
    await waitFor(() => expect(window.localStorage.getItem('shalom-bayit.test-chat-history')).toBe('[]'));
  });

  it('sends a signed-out visitor to /auth', async () => {
    renderAi(<TestChatPage />, '/test-chat', 'signed-out');
    expect(await findLocation()).toBe('/auth');
  });
});
