/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REST } from '../testing/fakeSupabaseBackend';
import { ME, NAMELESS, SISTER, SPOUSE, STRANGER, block, link, request } from '../testing/people';
import { renderFeature } from '../testing/renderFeature';
import { setupFakeBackend } from '../testing/setupFakeBackend';
import { RelationshipsPage } from './RelationshipsPage';
import { relationshipsText as text } from './relationshipsText';
import { formatDate } from './Section';

// Issue 16 item 4: requests, decline, block, remove, unblock and the renewable connect link.

const harness = setupFakeBackend(ME);
// Two shared cores: journeys through dialogs can take a few seconds.
jest.setTimeout(20_000);

function renderPage() {
  return renderFeature(<RelationshipsPage />, { path: '/relationships', at: '/relationships', session: ME });
}

const pgError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, details: null, hint: null, message }, { status });

function region(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function findIncoming(name: string): Promise<HTMLElement> {
  return within(await screen.findByRole('list', { name: 'Requests for you' })).findByRole('listitem', { name });
}

function dialog(): HTMLElement {
  return screen.getByRole('alertdialog');
}

describe('Requests for you', () => {
  it("lists who asked and the relation they asked for — never their private notes — with names from ONE call", async () => {
    request(harness.backend, { user_id: SPOUSE, related_user_id: ME, relation_type: 'spouse', status: 'separated', notes: 'Please, let us talk.' });
    request(harness.backend, { user_id: NAMELESS, related_user_id: ME, relation_type: 'friend' });
    request(harness.backend, { user_id: ME, related_user_id: SISTER, notes: 'Ask about Pesach' }); // mine: under Sent requests
    renderPage();

    const yosef = await findIncoming('Yosef');
    expect(yosef).toHaveTextContent(`ID: ${SPOUSE}`);
    expect(yosef).toHaveTextContent('Asks to connect as: Spouse');
    expect(yosef).toHaveTextContent('Separated');
    // Issue 33: notes are their writer's alone; mine show on my own request.
    expect(within(yosef).queryByText('Please, let us talk.')).not.toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Sent requests' })).getByText('Ask about Pesach')).toBeInTheDocument();
    expect(within(yosef).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(yosef).getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(within(yosef).getByRole('button', { name: 'Block' })).toBeEnabled();
    expect(await findIncoming('Unknown User')).toHaveTextContent(`ID: ${NAMELESS}`);

    expect(screen.getByRole('heading', { level: 2, name: 'Requests for you 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sent requests 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Relationships 0' })).toBeInTheDocument();
    expect(screen.getByText('No relationships yet.')).toBeInTheDocument();
    expect(screen.getByText(/^Tip:/)).toBeInTheDocument();

    const nameCalls = harness.backend.callsTo('POST', '/rpc/get_related_display_names');
    expect(nameCalls).toHaveLength(1);
    expect((nameCalls[0]?.body as { ids: string[] }).ids.sort()).toEqual([SPOUSE, NAMELESS, SISTER].sort());
  });

  it('says at the top of the page that someone asked, and See requests leads to them', async () => {
    request(harness.backend, { user_id: SPOUSE, related_user_id: ME });
    const { user } = renderPage();
    const notice = await screen.findByText('One person asked to connect with you.');
    await user.click(within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'See requests' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Requests for you 1' })).toHaveFocus();
    expect(within(await findIncoming('Yosef')).getByRole('button', { name: 'Accept' })).toHaveAccessibleDescription('Yosef');
  });

  it('says when there are none', async () => {
    renderPage();
    expect(await within(region('Requests for you')).findByText('No requests right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See requests' })).not.toBeInTheDocument();
    expect(within(region('Sent requests')).getByText('You have no requests waiting.')).toBeInTheDocument();
  });

  it('Accept connects us: the link moves to Your Relationships', async () => {
    request(harness.backend, { user_id: SPOUSE, related_user_id: ME, relation_type: 'partner_pre_marriage' });
    const { user, toasts } = renderPage();
    await user.click(within(await findIncoming('Yosef')).getByRole('button', { name: 'Accept' }));

    const entry = await within(region('Your Relationships')).findByRole('listitem', { name: 'Yosef' });
    expect(within(entry).getByRole('combobox', { name: 'Relation' })).toHaveTextContent('Partner (pre-marriage)');
    expect(within(entry).getByRole('button', { name: 'Start chat' })).toBeEnabled();
    expect(within(region('Requests for you')).getByText('No requests right now.')).toBeInTheDocument();
    expect(screen.queryByText(/^Tip:/)).not.toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'Request accepted', description: text.acceptedDescription('Yosef'), variant: 'success' });
    expect(harness.backend.callsTo('PATCH', '/relationships')[0]?.body).toEqual({ connection_state: 'accepted' });
    expect(harness.backend.areConnected(ME, SPOUSE)).toBe(true);
  });

  it('says so when the request was withdrawn before Accept', async () => {
    const row = request(harness.backend, { user_id: SPOUSE, related_user_id: ME });
    const { user, toasts } = renderPage();
    const entry = await findIncoming('Yosef');
    harness.backend.relationships = harness.backend.relationships.filter((r) => r !== row);
    await user.click(within(entry).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Could not accept request',
        description: 'This request is no longer waiting. It may have been withdrawn.',
        variant: 'destructive',
      }),
    );
    expect(within(entry).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('Decline asks first; Cancel and Escape change nothing and give focus back', async () => {
    request(harness.backend, { user_id: SPOUSE, related_user_id: ME });
    const { user } = renderPage();
    const decline = within(await findIncoming('Yosef')).getByRole('button', { name: 'Decline' });

    await user.click(decline);
    expect(dialog()).toHaveAccessibleName(text.declineDialogTitle('Yosef'));
    expect(dialog()).toHaveAccessibleDescription(text.declineDialogDescription);
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(decline).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(decline).toHaveFocus();
    expect(harness.backend.callsTo('DELETE', '/relationships')).toHaveLength(0);
  });

  it('Decline removes the request, and focus goes to the section', async () => {
    request(harness.backend, { user_id: SPOUSE, related_user_id: ME });
    const { user, toasts } = renderPage();
    await user.click(within(await findIncoming('Yosef')).getByRole('button', { name: 'Decline' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(region('Requests for you')).getByText('No requests right now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Requests for you 0' })).toHaveFocus();
    expect(toasts).toContainEqual({ title: 'Request declined', variant: 'success' });
    expect(harness.backend.relationships).toHaveLength(0);
    expect(harness.backend.declines).toEqual([{ requester: SPOUSE, recipient: ME }]);
    // Declining is not blocking.
    expect(harness.backend.blocks).toHaveLength(0);
  });

  it('Block explains that they will not be told, then blocks them', async () => {
    request(harness.backend, { user_id: STRANGER, related_user_id: ME, notes: 'Answer me.' });
    const { user, toasts } = renderPage();
    await user.click(within(await findIncoming('Shimon')).getByRole('button', { name: 'Block' }));
    expect(dialog()).toHaveAccessibleName(text.blockDialogTitle('Shimon'));
    expect(dialog()).toHaveTextContent("They won't be able to send you requests or messages");
    expect(dialog()).toHaveTextContent("They won't be told");
    await user.click(within(dialog()).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const blocked = await within(region('Blocked people')).findByRole('listitem', { name: 'Shimon' });
    expect(blocked).toHaveTextContent(`Blocked on ${formatDate(harness.backend.blocks[0]?.created_at ?? '')}`);
    expect(within(region('Requests for you')).getByText('No requests right now.')).toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'Blocked', description: text.blockedDescription('Shimon'), variant: 'success' });
    expect(harness.backend.callsTo('POST', '/rpc/block_person')[0]?.body).toEqual({ person: STRANGER });
    expect(harness.backend.relationships).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Requests for you 0' })).toHaveFocus();
  });

  it('keeps the request and says why when blocking fails', async () => {
    request(harness.backend, { user_id: STRANGER, related_user_id: ME });
    harness.server.use(http.post(`${REST}/rpc/block_person`, () => pgError(503, '08006', 'The database is restarting.')));
    const { user, toasts } = renderPage();
    const blockButton = within(await findIncoming('Shimon')).getByRole('button', { name: 'Block' });
    await user.click(blockButton);
    await user.click(within(dialog()).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Could not block', description: 'The database is restarting.', variant: 'destructive' }),
    );
    await waitFor(() => expect(blockButton).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await findIncoming('Shimon')).toBeInTheDocument();
  });
});

describe('Sent requests', () => {
  it('shows who I am waiting for, and Cancel request withdraws it (not a decline)', async () => {
    request(harness.backend, { user_id: ME, related_user_id: SPOUSE, relation_type: 'spouse' });
    const { user, toasts } = renderPage();
    const sent = await within(region('Sent requests')).findByRole('listitem', { name: text.waitingFor('Yosef') });
    expect(sent).toHaveTextContent(`ID: ${SPOUSE}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Sent requests 1' })).toBeInTheDocument();

    await user.click(within(sent).getByRole('button', { name: 'Cancel request' }));
    expect(await within(region('Sent requests')).findByText('You have no requests waiting.')).toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'Request cancelled', variant: 'success' });
    expect(harness.backend.relationships).toHaveLength(0);
    expect(harness.backend.declines).toHaveLength(0);
  });

  it('says why a cancel failed and keeps the request', async () => {
    request(harness.backend, { user_id: ME, related_user_id: SPOUSE });
    harness.server.use(http.delete(`${REST}/relationships`, () => pgError(500, 'XX000', 'Something went wrong.')));
    const { user, toasts } = renderPage();
    const sent = await within(region('Sent requests')).findByRole('listitem', { name: text.waitingFor('Yosef') });
    await user.click(within(sent).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Could not cancel request', description: 'Something went wrong.', variant: 'destructive' }),
    );
    expect(within(sent).getByRole('button', { name: 'Cancel request' })).toBeEnabled();
  });
});

describe('ending an accepted link', () => {
  it('Remove link says the history stays readable, then removes it', async () => {
    link(harness.backend, { user_id: SPOUSE, related_user_id: ME });
    const { user, toasts } = renderPage();
    const entry = await within(await screen.findByRole('list', { name: 'Your Relationships' })).findByRole('listitem', { name: 'Yosef' });
    await user.click(within(entry).getByRole('button', { name: 'Remove link' }));
    expect(dialog()).toHaveAccessibleName(text.removeDialogTitle('Yosef'));
    expect(dialog()).toHaveTextContent('neither of you can send new messages in your chat. The chat history stays readable.');
    await user.click(within(dialog()).getByRole('button', { name: 'Remove link' }));

    expect(await screen.findByText('No relationships yet.')).toBeInTheDocument();
    expect(screen.getByText(/^Tip:/)).toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'Link removed', description: text.removedDescription('Yosef'), variant: 'success' });
    expect(harness.backend.relationships).toHaveLength(0);
    expect(harness.backend.declines).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Your Relationships 0' })).toHaveFocus();
  });

  it('says why a removal failed, and focus returns to Remove link', async () => {
    link(harness.backend, { user_id: SPOUSE, related_user_id: ME });
    harness.server.use(http.delete(`${REST}/relationships`, () => pgError(500, 'XX000', 'Something went wrong.')));
    const { user, toasts } = renderPage();
    const entry = await within(await screen.findByRole('list', { name: 'Your Relationships' })).findByRole('listitem', { name: 'Yosef' });
    const remove = within(entry).getByRole('button', { name: 'Remove link' });
    await user.click(remove);
    await user.click(within(dialog()).getByRole('button', { name: 'Remove link' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Could not remove link', description: 'Something went wrong.', variant: 'destructive' }),
    );
    await waitFor(() => expect(remove).toHaveFocus());
    expect(harness.backend.relationships).toHaveLength(1);
  });

  it('Block on a link ends it and lists the person under Blocked people', async () => {
    link(harness.backend, { user_id: ME, related_user_id: SPOUSE });
    const { user } = renderPage();
    const entry = await within(await screen.findByRole('list', { name: 'Your Relationships' })).findByRole('listitem', { name: 'Yosef' });
    await user.click(within(entry).getByRole('button', { name: 'Block' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(region('Blocked people')).findByRole('listitem', { name: 'Yosef' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No relationships yet.')).toBeInTheDocument());
    expect(harness.backend.areConnected(ME, SPOUSE)).toBe(false);
  });
});

describe('Blocked people', () => {
  it('lists them newest first, with the date and Unknown User for a person without a name', async () => {
    block(harness.backend, ME, NAMELESS);
    block(harness.backend, ME, STRANGER);
    block(harness.backend, SPOUSE, ME); // blocks of me are never shown to me
    renderPage();
    const list = await screen.findByRole('list', { name: 'Blocked people' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-testid') && within(item).getByRole('button').textContent)).toEqual(['Unblock', 'Unblock']);
    expect(items[0]).toHaveAccessibleName('Shimon');
    expect(items[1]).toHaveAccessibleName('Unknown User');
    expect(items[1]).toHaveTextContent(`Blocked on ${formatDate(harness.backend.blocks[0]?.created_at ?? '')}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Blocked people 2' })).toBeInTheDocument();
  });

  it("says when nobody is blocked", async () => {
    renderPage();
    expect(await within(region('Blocked people')).findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });

  it('shows a failed load and loads again on Try again', async () => {
    block(harness.backend, ME, STRANGER);
    harness.server.use(http.post(`${REST}/rpc/list_blocked_people`, () => pgError(500, 'XX000', 'down'), { once: true }));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage();
    const section = region('Blocked people');
    expect(await within(section).findByRole('alert')).toHaveTextContent('Your list of blocked people could not be loaded.');
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('listitem', { name: 'Shimon' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('Unblock asks first, then lifts the block without reconnecting', async () => {
    block(harness.backend, ME, STRANGER);
    const { user, toasts } = renderPage();
    const person = await within(region('Blocked people')).findByRole('listitem', { name: 'Shimon' });
    await user.click(within(person).getByRole('button', { name: 'Unblock' }));
    expect(dialog()).toHaveAccessibleName(text.unblockDialogTitle('Shimon'));
    expect(dialog()).toHaveTextContent("Unblocking doesn't reconnect you.");
    await user.click(within(dialog()).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    expect(await within(region('Blocked people')).findByText("You haven't blocked anyone.")).toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'Unblocked', description: text.unblockedDescription('Shimon'), variant: 'success' });
    expect(harness.backend.blocks).toHaveLength(0);
    expect(harness.backend.relationships).toHaveLength(0);
    const removal = harness.backend.callsTo('DELETE', '/blocks')[0];
    expect(removal?.params.get('blocker_id')).toBe(`eq.${ME}`);
    expect(removal?.params.get('blocked_id')).toBe(`eq.${STRANGER}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Blocked people 0' })).toHaveFocus();
  });
});

describe('the connect link', () => {
  it('shows the link with my current invite, and Make a new link replaces it after confirming', async () => {
    const { user, toasts } = renderPage();
    const oldToken = harness.backend.inviteTokenOf(ME);
    const linkText = await screen.findByTestId('connect-link');
    expect(linkText).toHaveTextContent(`/connect/${ME}?invite=${oldToken}`);
    expect(screen.getByRole('button', { name: 'Make a new link' })).toHaveAccessibleDescription('Your current link will stop working.');

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(dialog()).toHaveAccessibleName('Make a new link?');
    expect(dialog()).toHaveAccessibleDescription(text.renewDialogDescription);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(harness.backend.callsTo('POST', '/rpc/renew_connect_invite')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Make a new link' }));
    const newToken = harness.backend.inviteTokenOf(ME);
    expect(newToken).not.toBe(oldToken);
    await waitFor(() => expect(screen.getByTestId('connect-link')).toHaveTextContent(`/connect/${ME}?invite=${newToken}`));
    expect(toasts).toContainEqual({ title: 'New link ready', description: 'Your old link no longer works.', variant: 'success' });
    expect(screen.getByRole('button', { name: 'Make a new link' })).toHaveFocus();
  });

  it('says so when a new link could not be made, and keeps the old one', async () => {
    harness.server.use(http.post(`${REST}/rpc/renew_connect_invite`, () => pgError(500, 'XX000', 'Something went wrong.')));
    const { user, toasts } = renderPage();
    const oldToken = harness.backend.inviteTokenOf(ME);
    await screen.findByTestId('connect-link');
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Could not make a new link', description: 'Something went wrong.', variant: 'destructive' }),
    );
    expect(screen.getByTestId('connect-link')).toHaveTextContent(oldToken);
  });

  it("says in the app's words that the server could not be reached", async () => {
    harness.server.use(http.post(`${REST}/rpc/renew_connect_invite`, () => HttpResponse.error()));
    const { user, toasts } = renderPage();
    await screen.findByTestId('connect-link');
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Could not make a new link',
        description: 'The app could not reach its server. Reload the page and try again.',
        variant: 'destructive',
      }),
    );
  });

  it('shows a failed load with Try again, and no link to copy meanwhile', async () => {
    harness.server.use(http.post(`${REST}/rpc/get_connect_invite`, () => pgError(500, 'XX000', 'down'), { once: true }));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage();
    const share = region('Share your connect link');
    expect(await within(share).findByRole('alert')).toHaveTextContent('Your connect link could not be loaded.');
    expect(within(share).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(screen.getByTestId('own-user-id')).toHaveTextContent(ME);
    await user.click(within(share).getByRole('button', { name: 'Try again' }));
    expect(await within(share).findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
