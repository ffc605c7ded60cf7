/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REST } from '../testing/fakeSupabaseBackend';
import { ME, NAMELESS, NOBODY, SISTER, SPOUSE, block, link, request } from '../testing/people';
import { chooseOption, findLocation, renderFeature } from '../testing/renderFeature';
import { setupFakeBackend } from '../testing/setupFakeBackend';
import { linkText } from '../relationship-links/linkMessages';
import { RelationshipsRoutes } from '../../routes/RelationshipsRoutes';
import { ConnectPage } from './ConnectPage';
import { connectText } from './connectText';

const harness = setupFakeBackend(ME);
// Two shared cores: a full user journey through Radix selects can take a few seconds.
jest.setTimeout(20_000);

function renderConnect(id: string, { invite, session = ME }: { invite?: string; session?: string } = {}) {
  const at = invite === undefined ? `/connect/${id}` : `/connect/${id}?invite=${encodeURIComponent(invite)}`;
  return renderFeature(<ConnectPage />, { path: '/connect/:id', at, session });
}

/** The remote's own routes, as the shell mounts them on its paths. */
function renderRemoteRoutes(at: string) {
  return renderFeature(<RelationshipsRoutes />, { path: '/*', at, session: ME });
}

/** The link the person shared: their id and current invite. */
function renderInvite(id: string) {
  return renderConnect(id, { invite: harness.backend.inviteTokenOf(id) });
}

const pgError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, details: null, hint: null, message }, { status });

async function findButton(name: string): Promise<HTMLElement> {
  return screen.findByRole('button', { name });
}

describe('the browser tab', () => {
  it('is titled Connect, also on a broken link, and goes back to what it was on leave', async () => {
    document.title = 'Family & Relationship Links · Shalom Bayit';
    const first = renderConnect('not-a-user-id');
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    expect(document.title).toBe('Connect · Shalom Bayit');
    first.unmount();
    expect(document.title).toBe('Family & Relationship Links · Shalom Bayit');

    renderInvite(SPOUSE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Yosef' })).toBeInTheDocument();
    expect(document.title).toBe('Connect · Shalom Bayit');
  });
});

describe('a connect link with a valid invite', () => {
  it('shows the person and says the link connects at once', async () => {
    const token = harness.backend.inviteTokenOf(SPOUSE);
    renderInvite(SPOUSE);
    expect(screen.getByRole('heading', { level: 1, name: 'Connect' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Yosef' })).toBeInTheDocument();
    expect(screen.getByText('Yosef Cohen')).toBeInTheDocument();
    expect(screen.getByText(SPOUSE)).toBeInTheDocument();
    expect(screen.getByText('This link is an invitation: you can connect at once.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Relationship type' })).toHaveTextContent('Spouse');
    expect(screen.getByRole('combobox', { name: 'Status (optional)' })).toHaveTextContent('None');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(backend().callsTo('POST', '/rpc/get_connection_profile_info').map((call) => call.body)).toEqual([
      { user_id: SPOUSE, invite: token },
    ]);
  });

  it('shows only first and last name when there is no display name', async () => {
    renderInvite(SISTER);
    expect(await screen.findByRole('heading', { level: 2, name: 'Leah Katz' })).toBeInTheDocument();
    // Once, as the heading: not again on the line below it.
    expect(screen.getAllByText('Leah Katz')).toHaveLength(1);
  });

  it('treats a person with an empty profile like a missing name', async () => {
    renderInvite(NAMELESS);
    expect(await screen.findByRole('heading', { level: 2, name: 'Unknown' })).toBeInTheDocument();
    expect(screen.queryByText(/Profile not found/)).not.toBeInTheDocument();
  });

  it('Connect connects at once as spouse by default, confirms, and goes to /relationships', async () => {
    const token = harness.backend.inviteTokenOf(SPOUSE);
    const { user, toasts } = renderInvite(SPOUSE);
    await user.click(await findButton('Connect'));
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual({ title: 'Connected successfully!', variant: 'success' });
    expect(backend().callsTo('POST', '/rpc/connect_with_invite')[0]?.body).toEqual({ inviter: SPOUSE, invite: token, relation_type: 'spouse' });
    expect(backend().callsTo('POST', '/relationships')).toHaveLength(0);
    expect(backend().areConnected(ME, SPOUSE)).toBe(true);
  });

  it('sends the chosen relationship type and status', async () => {
    const { user } = renderInvite(SISTER);
    await findButton('Connect');
    await chooseOption(user, document.body, 'Relationship type', 'Sibling');
    await chooseOption(user, document.body, 'Status (optional)', 'Together');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await findLocation()).toBe('/relationships');
    expect(backend().relationships).toEqual([
      expect.objectContaining({ user_id: ME, related_user_id: SISTER, relation_type: 'sibling', status: 'together', connection_state: 'accepted' }),
    ]);
  });

  it('accepts the request they already sent me, instead of making a second link', async () => {
    const theirs = request(harness.backend, { user_id: SPOUSE, related_user_id: ME });
    const { user } = renderInvite(SPOUSE);
    await user.click(await findButton('Connect'));
    expect(await findLocation()).toBe('/relationships');
    expect(backend().relationships).toEqual([expect.objectContaining({ id: theirs.id, connection_state: 'accepted' })]);
  });

  it('Cancel goes back to /relationships without connecting', async () => {
    const { user } = renderInvite(SPOUSE);
    await screen.findByRole('heading', { level: 2, name: 'Yosef' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await findLocation()).toBe('/relationships');
    expect(backend().callsTo('POST', '/rpc/connect_with_invite')).toHaveLength(0);
  });

  it('can be used from the keyboard', async () => {
    const { user, toasts } = renderInvite(SPOUSE);
    await findButton('Connect');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Relationship type' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Status (optional)' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Connect' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Connected successfully!' }));
  });

  it('turns into a request when the link was renewed while I was reading', async () => {
    const { user, toasts } = renderInvite(SPOUSE);
    await findButton('Connect');
    harness.backend.inviteVersions.set(SPOUSE, 2); // they made a new link meanwhile
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Connection failed',
        description: 'This connect link is no longer valid. Ask for a new one.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(await findButton('Send request')).toBeEnabled();
    expect(screen.getByText(connectText.notAnInviteNote)).toBeInTheDocument();
    expect(backend().relationships).toHaveLength(0);
  });
});

describe('a connect link without a valid invite sends a request', () => {
  it.each([
    ['no invite', () => undefined],
    ['an old invite (the link was renewed)', () => {
      const old = harness.backend.inviteTokenOf(SPOUSE);
      harness.backend.inviteVersions.set(SPOUSE, 2);
      return old;
    }],
    ['a wrong invite', () => 'not-the-token'],
  ])('%s: explains, and Send request asks them', async (_case, invite) => {
    const { user, toasts } = renderConnect(SPOUSE, { invite: invite() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Yosef' })).toBeInTheDocument();
    expect(screen.getByText(connectText.notAnInviteNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual({ title: 'Request sent', description: "You'll be connected once they accept.", variant: 'success' });
    expect(backend().callsTo('POST', '/relationships')[0]?.body).toEqual({
      user_id: ME,
      related_user_id: SPOUSE,
      relation_type: 'spouse',
      status: null,
      notes: null,
      rabbi_involved: null,
      beit_din_involved: null,
    });
    expect(backend().relationships).toEqual([expect.objectContaining({ connection_state: 'requested' })]);
    expect(backend().callsTo('POST', '/rpc/connect_with_invite')).toHaveLength(0);
  });

  it('says my earlier request is still waiting, without a form', async () => {
    request(harness.backend, { user_id: ME, related_user_id: SPOUSE });
    renderConnect(SPOUSE);
    expect(await screen.findByText(connectText.requestWaiting('Yosef'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Relationships' })).toHaveAttribute('href', '/relationships');
  });

  it('points to their request when they already asked me', async () => {
    request(harness.backend, { user_id: SPOUSE, related_user_id: ME });
    renderConnect(SPOUSE);
    expect(await screen.findByText(connectText.theyAskedYou('Yosef'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Relationships' })).toBeInTheDocument();
  });

  it.each([
    ['the daily limit', () => harness.backend.requestsCreated.set(ME, 20), "You've sent a lot of requests today. Please try again tomorrow."],
    ['a recent decline', () => harness.backend.declines.push({ requester: ME, recipient: SPOUSE }), "This person has declined your request. You can't send another one yet."],
    ['my own block', () => block(harness.backend, ME, SPOUSE), linkText.youBlockedThem],
  ])('maps %s to Connection failed with a clear sentence, and stays', async (_case, arrange, description) => {
    arrange();
    const { user, toasts } = renderConnect(SPOUSE);
    await user.click(await findButton('Send request'));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Connection failed', description, variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('when there is no profile to show', () => {
  it('says so for an id without a profile; a request then finds nobody', async () => {
    const { user, toasts } = renderConnect(NOBODY);
    expect(await screen.findByText('Profile not found - they may need to complete their profile first')).toBeInTheDocument();
    expect(screen.getByText(NOBODY)).toBeInTheDocument();
    await user.click(await findButton('Send request'));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Connection failed', description: linkText.notFound, variant: 'destructive' }));
  });

  it('lets me ask a person who has an account but no profile yet', async () => {
    harness.backend.accountsWithoutProfile.push(NOBODY);
    const { user, toasts } = renderConnect(NOBODY);
    await user.click(await findButton('Send request'));
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Request sent' }));
  });

  it('looks exactly the same when they blocked me, even with their valid invite', async () => {
    block(harness.backend, SPOUSE, ME);
    const { user, toasts } = renderInvite(SPOUSE);
    expect(await screen.findByText('Profile not found - they may need to complete their profile first')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Unknown' })).toBeInTheDocument();
    // With an invite in the link the database decides; it says the link is not valid.
    await user.click(await findButton('Connect'));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Connection failed', description: linkText.inviteNoLongerValid, variant: 'destructive' }),
    );
    await user.click(await findButton('Send request'));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Connection failed', description: linkText.notFound, variant: 'destructive' }));
    expect(backend().relationships).toHaveLength(0);
  });

  it('looks the same when I blocked them', async () => {
    block(harness.backend, ME, SPOUSE);
    renderConnect(SPOUSE);
    expect(await screen.findByText('Profile not found - they may need to complete their profile first')).toBeInTheDocument();
  });
});

describe('when a link already exists', () => {
  it('says Already connected and goes to /relationships (link made by them)', async () => {
    link(harness.backend, { user_id: SPOUSE, related_user_id: ME });
    const { toasts } = renderInvite(SPOUSE);
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual({ title: 'Already connected', description: "You're already connected to this person.", variant: 'info' });
  });

  it('says Already connected and goes to /relationships (link made by me, no invite)', async () => {
    link(harness.backend, { user_id: ME, related_user_id: SPOUSE });
    const { toasts } = renderConnect(SPOUSE);
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Already connected' }));
  });

  it('maps 23505 from connect_with_invite (they connected while I was reading) to Already connected', async () => {
    const { user, toasts } = renderInvite(SPOUSE);
    await findButton('Connect');
    link(harness.backend, { user_id: SPOUSE, related_user_id: ME });
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual({ title: 'Already connected', description: "You're already connected to this person.", variant: 'destructive' });
    expect(toasts.find((toast) => toast.title === 'Connected successfully!')).toBeUndefined();
  });

  it('checks again when Send request is pressed (they connected while I was reading)', async () => {
    const { user, toasts } = renderConnect(SPOUSE);
    await findButton('Send request');
    link(harness.backend, { user_id: SPOUSE, related_user_id: ME });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Already connected' }));
    expect(backend().callsTo('POST', '/relationships')).toHaveLength(0);
  });
});

describe('when connecting fails', () => {
  it('shows Connection failed with the server message and stays', async () => {
    harness.server.use(http.post(`${REST}/rpc/connect_with_invite`, () => pgError(400, 'XX000', 'The server is busy.')));
    const { user, toasts } = renderInvite(SPOUSE);
    await user.click(await findButton('Connect'));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Connection failed', description: 'The server is busy.', variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('falls back to Could not connect to this person. without a message', async () => {
    harness.server.use(http.post(`${REST}/rpc/connect_with_invite`, () => HttpResponse.json({}, { status: 500 })));
    const { user, toasts } = renderInvite(SPOUSE);
    await user.click(await findButton('Connect'));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Connection failed', description: 'Could not connect to this person.', variant: 'destructive' }),
    );
  });

  it('says You cannot connect to yourself. for a 23514 self refusal', async () => {
    harness.server.use(http.post(`${REST}/rpc/connect_with_invite`, () => pgError(400, '23514', 'You cannot connect to yourself.')));
    const { user, toasts } = renderInvite(SPOUSE);
    await user.click(await findButton('Connect'));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Connection failed', description: linkText.selfLink, variant: 'destructive' }));
  });
});

describe('links that cannot be used', () => {
  it.each([
    ['a malformed id', 'not-a-user-id'],
    ['a truncated id', SPOUSE.slice(0, 20)],
    ['a blank id', '%20'],
  ])('shows Invalid Link for %s, with the way back', async (_case, id) => {
    const { user } = renderConnect(id);
    expect(screen.getByRole('heading', { level: 2, name: 'Invalid Link' })).toBeInTheDocument();
    expect(backend().calls).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Go to Relationships' }));
    expect(await findLocation()).toBe('/relationships');
  });

  it.each(['/connect', '/connect/'])('shows Invalid Link at %s, where the id is missing altogether (spec §2), not a 404', async (at) => {
    renderRemoteRoutes(at);
    expect(await screen.findByRole('heading', { level: 2, name: 'Invalid Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Relationships' })).toHaveAttribute('href', '/relationships');
    expect(backend().calls).toHaveLength(0);
  });

  it('refuses my own link with a clear message', async () => {
    renderConnect(ME, { invite: 'x' });
    expect(screen.getByRole('heading', { level: 2, name: 'This is your own link' })).toBeInTheDocument();
    expect(screen.getByText(/You cannot connect to yourself\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Relationships' })).toHaveAttribute('href', '/relationships');
    expect(backend().calls).toHaveLength(0);
  });

  it('sends a signed-out visitor to /auth with the whole link (invite included) to come back to', async () => {
    renderConnect(SPOUSE, { invite: 'abc_123-XYZ', session: 'signed-out' });
    expect(await findLocation()).toBe(`/auth?next=${encodeURIComponent(`/connect/${SPOUSE}?invite=abc_123-XYZ`)}`);
  });
});

function backend() {
  return harness.backend;
}
