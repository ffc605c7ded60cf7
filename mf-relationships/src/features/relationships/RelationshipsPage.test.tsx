/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { REST, createFakeBackend, nextTimestamp, type FakeBackend } from '../testing/fakeSupabaseBackend';
import { ME, NAMELESS, NOBODY, PROFILES, SISTER, SPOUSE, STRANGER, block, link, request } from '../testing/people';
import { chooseOption, findLocation, renderFeature } from '../testing/renderFeature';
import { linkText } from '../relationship-links/linkMessages';
import { RelationshipsPage } from './RelationshipsPage';
import { relationshipsText as text } from './relationshipsText';

const server = setupServer();
let backend: FakeBackend;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  backend = createFakeBackend(ME);
  backend.profiles.push(...PROFILES);
  server.resetHandlers(...backend.handlers);
});
afterAll(() => server.close());
// Two shared cores: a full user journey through Radix selects can take a few seconds.
jest.setTimeout(20_000);

function renderPage(session: string = ME) {
  return renderFeature(<RelationshipsPage />, { path: '/relationships', at: '/relationships', session });
}

function entryFor(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

async function findEntry(name: string): Promise<HTMLElement> {
  return screen.findByRole('listitem', { name });
}

/** The relation and status badges of an entry, in order. */
function badges(entry: HTMLElement): string[] {
  return [...entry.querySelectorAll('[data-badge]')].map((badge) => badge.textContent ?? '');
}

/** People copy IDs rather than type them: click the field and paste. */
async function pasteId(user: ReturnType<typeof renderPage>['user'], form: HTMLElement, id: string) {
  await user.click(within(form).getByLabelText(/Related User ID/));
  await user.paste(id);
}

function addForm(): HTMLElement {
  return screen.getByRole('form', { name: 'Add a relationship' });
}

function conversation(id: string, owner: string, partner: string | null) {
  return { id, user_id: owner, partner_user_id: partner, title: 'Private chat', updated_at: nextTimestamp(), user_left_at: null, partner_left_at: null };
}

const pgError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, details: null, hint: null, message }, { status });

describe('the page frame', () => {
  it('shows the title, description, my ID and my connect link', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Family & Relationship Links' })).toBeInTheDocument();
    expect(screen.getByText('Link family relationships to enable tailored guidance and tools.')).toBeInTheDocument();
    expect(screen.getByTestId('own-user-id')).toHaveTextContent(ME);
    expect(await screen.findByTestId('connect-link')).toHaveTextContent(
      `${window.location.origin}/connect/${ME}?invite=${backend.inviteTokenOf(ME)}`,
    );
    expect(screen.getByText('Anyone with this link can connect with you at once. Share it only with people you want to be connected to.')).toBeInTheDocument();
    expect(await screen.findByText('No relationships yet.')).toBeInTheDocument();
  });

  it('names the browser tab and the description meta after the page, and puts them back on leave', async () => {
    document.title = 'Dashboard · Shalom Bayit';
    const { unmount } = renderPage();
    expect(document.title).toBe('Family & Relationship Links · Shalom Bayit');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Link family relationships to enable tailored guidance and tools.',
    );
    await screen.findByText('No relationships yet.');
    unmount();
    expect(document.title).toBe('Dashboard · Shalom Bayit');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('copies the connect link and says so', async () => {
    const { user, toasts } = renderPage();
    // user-event's clipboard stands in for the browser's; watch what is written to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Link copied!', variant: 'success' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/connect/${ME}?invite=${backend.inviteTokenOf(ME)}`);
    writeText.mockRestore();
  });

  it('asks to copy by hand when the clipboard refuses', async () => {
    const { user, toasts } = renderPage();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Copy failed', description: 'Please copy the link manually.', variant: 'destructive' }),
    );
    writeText.mockRestore();
  });

  it('leads on to the dashboard or to AI guidance', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('link', { name: 'Skip to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('link', { name: 'Next: AI Guidance' }));
    expect(await findLocation()).toBe('/ai');
  });

  it('sends a signed-out visitor to /auth and back here afterwards', async () => {
    renderPage('signed-out');
    expect(await findLocation()).toBe('/auth?next=%2Frelationships');
  });

  it('waits for the session with a Loading spinner', () => {
    renderPage('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(backend.calls).toHaveLength(0);
  });
});

describe('Your Relationships', () => {
  it('shows Loading, then the empty state with the tip', async () => {
    renderPage();
    const list = screen.getByRole('region', { name: 'Your Relationships' });
    expect(within(list).getByRole('status')).toHaveTextContent('Loading');
    expect(await within(list).findByText('No relationships yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Tip: Guidance will be more personalized once you connect at least one family relationship.'),
    ).toBeInTheDocument();
  });

  it('lists links from both directions, newest first, with names from ONE call', async () => {
    link(backend, { user_id: ME, related_user_id: SISTER, relation_type: 'sibling', notes: 'Older sister' });
    link(backend, { user_id: NAMELESS, related_user_id: ME, relation_type: 'friend' });
    link(backend, {
      user_id: SPOUSE,
      related_user_id: ME,
      relation_type: 'spouse',
      status: 'healthy_break',
      relationship_status: 'Working on it together',
    });
    link(backend, { user_id: SPOUSE, related_user_id: STRANGER }); // not mine: never shown
    request(backend, { user_id: STRANGER, related_user_id: ME }); // waiting: listed under Requests for you
    renderPage();

    const spouse = await findEntry('Yosef');
    const items = within(screen.getByRole('list', { name: 'Your Relationships' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Yosef', 'Unknown', 'Leah Katz']);

    expect(spouse).toHaveTextContent(`ID: ${SPOUSE}`);
    expect(badges(spouse)).toEqual(['Spouse', 'Healthy Break (taking space)']);
    expect(within(spouse).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Healthy Break (taking space)');
    expect(spouse).toHaveTextContent('Relationship status: Working on it together');
    const sister = entryFor('Leah Katz');
    expect(sister).toHaveTextContent(`ID: ${SISTER}`);
    expect(badges(sister)).toEqual(['Sibling']);
    expect(within(sister).getByText('Older sister')).toBeInTheDocument();
    expect(entryFor('Unknown')).toHaveTextContent(`ID: ${NAMELESS}`);
    expect(screen.queryByText(/Tip:/)).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Your Relationships 3' })).toBeInTheDocument();

    const nameCalls = backend.callsTo('POST', '/rpc/get_related_display_names');
    expect(nameCalls).toHaveLength(1);
    expect((nameCalls[0]?.body as { ids: string[] }).ids.sort()).toEqual([SPOUSE, NAMELESS, SISTER, STRANGER].sort());
  });

  it('still lists the links as Unknown when the names cannot be loaded, without a toast', async () => {
    link(backend, { user_id: ME, related_user_id: SPOUSE });
    server.use(http.post(`${REST}/rpc/get_related_display_names`, () => pgError(500, 'XX000', 'names are down')));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { toasts } = renderPage();
    expect(await findEntry('Unknown')).toHaveTextContent(`ID: ${SPOUSE}`);
    expect(toasts).toEqual([]);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('reports a failed load and loads again on Try again', async () => {
    link(backend, { user_id: ME, related_user_id: SPOUSE });
    server.use(http.get(`${REST}/relationships`, () => pgError(500, 'XX000', 'database unavailable'), { once: true }));
    const { user, toasts } = renderPage();
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Error loading relationships', description: 'database unavailable', variant: 'destructive' }),
    );
    // Each of the three lists of this one query says it did not load, with its own Try again.
    for (const section of ['Requests for you', 'Sent requests']) {
      expect(within(screen.getByRole('region', { name: section })).getByRole('alert')).toHaveTextContent(/could not be loaded/);
    }
    const list = screen.getByRole('region', { name: 'Your Relationships' });
    expect(within(list).getByRole('alert')).toHaveTextContent('Error loading relationships');
    await user.click(within(list).getByRole('button', { name: 'Try again' }));
    expect(await findEntry('Yosef')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

// supabase-js retries a GET that could not reach the server (1 + 2 + 4 s) before it says so; the
// writes below are not retried, so they show the failure at once.
describe('the server out of reach', () => {
  it('says so when a change cannot be saved, and keeps the stored value', async () => {
    link(backend, { user_id: ME, related_user_id: SPOUSE, status: 'dating' });
    server.use(http.patch(`${REST}/relationships`, () => HttpResponse.error()));
    const { user, toasts } = renderPage();
    const entry = await findEntry('Yosef');
    await chooseOption(user, entry, 'Status', 'Married');
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Update failed',
        description: 'The app could not reach its server. Reload the page and try again.',
        variant: 'destructive',
      }),
    );
    expect(within(entry).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Dating');
  });

  it('says so when a request cannot be sent, and keeps what was typed', async () => {
    server.use(http.post(`${REST}/relationships`, () => HttpResponse.error()));
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await pasteId(user, addForm(), SPOUSE);
    await user.click(within(addForm()).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Could not add relationship',
        description: 'The app could not reach its server. Reload the page and try again.',
        variant: 'destructive',
      }),
    );
    expect(within(addForm()).getByLabelText(/Related User ID/)).toHaveValue(SPOUSE);
  });
});

describe('editing a link', () => {
  beforeEach(() => {
    link(backend, { user_id: SPOUSE, related_user_id: ME, relation_type: 'partner_pre_marriage', status: 'dating' });
  });

  it('saves a new relation at once, shows Saving..., and updates the entry', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.patch(`${REST}/relationships`, async () => {
        await held;
        return undefined; // fall through to the fake backend
      }, { once: true }),
    );
    const { user } = renderPage();
    const entry = await findEntry('Yosef');
    await chooseOption(user, entry, 'Relation', 'Spouse');
    expect(await within(entry).findByText('Saving...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(within(entry).queryByText('Saving...')).not.toBeInTheDocument());
    expect(within(entry).getByRole('combobox', { name: 'Relation' })).toHaveTextContent('Spouse');
    expect(badges(entry)).toEqual(['Spouse', 'Dating']);
    const patches = backend.callsTo('PATCH', '/relationships');
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toEqual({ relation_type: 'spouse' });
    expect(backend.relationships[0]?.relation_type).toBe('spouse');
  });

  it('changes the status to engaged and can clear it to none', async () => {
    const { user } = renderPage();
    const entry = await findEntry('Yosef');
    await chooseOption(user, entry, 'Status', 'Engaged');
    await waitFor(() => expect(backend.relationships[0]?.status).toBe('engaged'));
    await waitFor(() => expect(badges(entry)).toEqual(['Partner (pre-marriage)', 'Engaged']));

    await chooseOption(user, entry, 'Status', 'None');
    await waitFor(() => expect(backend.relationships[0]?.status).toBeNull());
    expect(backend.callsTo('PATCH', '/relationships').map((call) => call.body)).toEqual([{ status: 'engaged' }, { status: null }]);
    await waitFor(() => expect(within(entry).getByRole('combobox', { name: 'Status' })).toHaveTextContent('None'));
    expect(badges(entry)).toEqual(['Partner (pre-marriage)']);
  });

  it('saves Rabbi involved and Beit Din involved as yes / no / none', async () => {
    const { user } = renderPage();
    const entry = await findEntry('Yosef');
    await chooseOption(user, entry, 'Rabbi involved', 'Yes');
    await waitFor(() => expect(backend.relationships[0]?.rabbi_involved).toBe(true));
    await chooseOption(user, entry, 'Beit Din involved', 'No');
    await waitFor(() => expect(backend.relationships[0]?.beit_din_involved).toBe(false));
    await waitFor(() => expect(within(entry).getByRole('combobox', { name: 'Beit Din involved' })).toHaveTextContent('No'));
    await chooseOption(user, entry, 'Rabbi involved', 'None');
    await waitFor(() => expect(backend.relationships[0]?.rabbi_involved).toBeNull());
    expect(backend.callsTo('PATCH', '/relationships').map((call) => call.body)).toEqual([
      { rabbi_involved: true },
      { beit_din_involved: false },
      { rabbi_involved: null },
    ]);
  });

  it('says Update failed with the server message and keeps the stored value', async () => {
    server.use(http.patch(`${REST}/relationships`, () => pgError(400, '23514', 'new row violates check constraint "relationships_status_check"')));
    const { user, toasts } = renderPage();
    const entry = await findEntry('Yosef');
    await chooseOption(user, entry, 'Status', 'Married');
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Update failed',
        description: 'new row violates check constraint "relationships_status_check"',
        variant: 'destructive',
      }),
    );
    expect(within(entry).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Dating');
    expect(within(entry).queryByText('Saving...')).not.toBeInTheDocument();
  });
});

describe('Start chat', () => {
  beforeEach(() => {
    link(backend, { user_id: SPOUSE, related_user_id: ME });
  });

  it('reuses the newest conversation of the pair, in either direction', async () => {
    backend.conversations.push(
      conversation('c0000000-0000-4000-8000-000000000001', ME, SPOUSE),
      conversation('c0000000-0000-4000-8000-000000000002', SPOUSE, ME),
      conversation('c0000000-0000-4000-8000-000000000003', ME, null),
    );
    const { user, toasts } = renderPage();
    await user.click(within(await findEntry('Yosef')).getByRole('button', { name: 'Start chat' }));
    expect(await findLocation()).toBe('/messages?c=c0000000-0000-4000-8000-000000000002');
    expect(toasts).toContainEqual({ title: 'Opening chat', variant: 'info' });
    expect(backend.callsTo('POST', '/conversations')).toHaveLength(0);
  });

  it('never reuses a thread either side has left, and starts a new one', async () => {
    backend.conversations.push(
      { ...conversation('c0000000-0000-4000-8000-000000000001', ME, SPOUSE), partner_left_at: nextTimestamp() },
      { ...conversation('c0000000-0000-4000-8000-000000000002', SPOUSE, ME), partner_left_at: nextTimestamp() },
    );
    const { user } = renderPage();
    await user.click(within(await findEntry('Yosef')).getByRole('button', { name: 'Start chat' }));
    const location = await findLocation();
    const created = backend.callsTo('POST', '/conversations');
    expect(created).toHaveLength(1);
    expect(location).toBe(`/messages?c=${backend.conversations[2]?.id}`);
    const lookup = backend.callsTo('GET', '/conversations')[0];
    expect(lookup?.params.get('user_left_at')).toBe('is.null');
    expect(lookup?.params.get('partner_left_at')).toBe('is.null');
  });

  it('creates the conversation when the pair has none', async () => {
    const { user } = renderPage();
    await user.click(within(await findEntry('Yosef')).getByRole('button', { name: 'Start chat' }));
    const location = await findLocation();
    expect(backend.conversations).toHaveLength(1);
    expect(location).toBe(`/messages?c=${backend.conversations[0]?.id}`);
    expect(backend.callsTo('POST', '/conversations')[0]?.body).toEqual({ user_id: ME, partner_user_id: SPOUSE, title: 'Private chat' });
  });

  it('says Could not open chat when the conversation cannot be opened', async () => {
    server.use(http.post(`${REST}/conversations`, () => pgError(403, '42501', 'new row violates row-level security policy for table "conversations"')));
    const { user, toasts } = renderPage();
    const entry = await findEntry('Yosef');
    await user.click(within(entry).getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ title: 'Could not open chat', variant: 'destructive' })));
    expect(within(entry).getByRole('button', { name: 'Start chat' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('adding a relationship sends a request', () => {
  function sentList(): HTMLElement {
    return screen.getByRole('list', { name: 'Sent requests' });
  }

  async function submitId(user: ReturnType<typeof renderPage>['user'], id: string) {
    await pasteId(user, addForm(), id);
    await user.click(within(addForm()).getByRole('button', { name: 'Add' }));
  }

  it('says what Add does', async () => {
    renderPage();
    expect(screen.getByText("Paste the other person's ID. We'll send them a request, and you'll be connected once they accept.")).toBeInTheDocument();
  });

  it('asks for the ID when it is empty', async () => {
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await user.click(within(addForm()).getByRole('button', { name: 'Add' }));
    expect(toasts).toContainEqual({ title: 'Missing ID', description: "Enter the related user's ID.", variant: 'destructive' });
    expect(backend.callsTo('POST', '/relationships')).toHaveLength(0);
    // The field says it too and takes focus, so the ID can be pasted at once; typing clears it.
    const field = within(addForm()).getByLabelText(/Related User ID/);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Enter the related user's ID."));
    await user.paste(SPOUSE);
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(within(addForm()).queryByText("Enter the related user's ID.")).not.toBeInTheDocument();
  });

  it('sends a request with the defaults, says so, clears the form and lists it under Sent requests', async () => {
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    const form = addForm();
    expect(within(form).getByRole('combobox', { name: 'Relation' })).toHaveTextContent('Spouse');
    await pasteId(user, form, `  ${SPOUSE} `);
    await user.click(within(form).getByRole('button', { name: 'Add' }));

    const sent = await screen.findByRole('listitem', { name: text.waitingFor('Yosef') });
    expect(sent).toHaveTextContent(`ID: ${SPOUSE}`);
    expect(within(sentList()).getAllByRole('listitem')).toHaveLength(1);
    expect(toasts).toContainEqual({ title: 'Request sent', description: "You'll be connected once they accept.", variant: 'success' });
    expect(backend.callsTo('POST', '/relationships')[0]?.body).toEqual({
      user_id: ME,
      related_user_id: SPOUSE,
      relation_type: 'spouse',
      status: null,
      notes: null,
      rabbi_involved: null,
      beit_din_involved: null,
    });
    expect(backend.relationships[0]?.connection_state).toBe('requested');
    expect(within(form).getByLabelText(/Related User ID/)).toHaveValue('');
    // Not connected yet: nothing in Your Relationships, and the tip stays.
    expect(screen.getByText('No relationships yet.')).toBeInTheDocument();
    expect(screen.getByText(/^Tip:/)).toBeInTheDocument();
  });

  it('sends the chosen relation, status, notes and rabbi involved', async () => {
    const { user } = renderPage();
    await screen.findByText('No relationships yet.');
    const form = addForm();
    await pasteId(user, form, SISTER);
    await chooseOption(user, form, 'Relation', 'Sibling');
    await chooseOption(user, form, 'Status (optional)', 'Together');
    await user.type(within(form).getByLabelText('Notes (optional)'), 'My big sister');
    await user.click(within(form).getByRole('checkbox', { name: 'Rabbi involved' }));
    await user.click(within(form).getByRole('button', { name: 'Add' }));

    const sent = await screen.findByRole('listitem', { name: text.waitingFor('Leah Katz') });
    expect(badges(sent)).toEqual(['Sibling']);
    expect(backend.callsTo('POST', '/relationships')[0]?.body).toEqual({
      user_id: ME,
      related_user_id: SISTER,
      relation_type: 'sibling',
      status: 'together',
      notes: 'My big sister',
      rabbi_involved: true,
      beit_din_involved: null,
    });
    expect(within(form).getByRole('combobox', { name: 'Relation' })).toHaveTextContent('Spouse');
    expect(within(form).getByRole('checkbox', { name: 'Rabbi involved' })).not.toBeChecked();
    expect(within(form).getByLabelText('Notes (optional)')).toHaveValue('');
  });

  it('refuses a pair already connected in the other direction before inserting', async () => {
    link(backend, { user_id: SPOUSE, related_user_id: ME });
    const { user, toasts } = renderPage();
    await findEntry('Yosef');
    await submitId(user, SPOUSE);
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Already connected', description: "You're already connected to this person.", variant: 'destructive' }),
    );
    expect(backend.callsTo('POST', '/relationships')).toHaveLength(0);
  });

  it('says a request of mine is already waiting, without sending another', async () => {
    request(backend, { user_id: ME, related_user_id: SPOUSE });
    const { user, toasts } = renderPage();
    await screen.findByRole('listitem', { name: text.waitingFor('Yosef') });
    await submitId(user, SPOUSE);
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ title: 'Request already sent', variant: 'info' })));
    expect(backend.callsTo('POST', '/relationships')).toHaveLength(0);
  });

  it('points to their request when they already asked me', async () => {
    request(backend, { user_id: SPOUSE, related_user_id: ME });
    const { user, toasts } = renderPage();
    await screen.findByRole('listitem', { name: 'Yosef' });
    await submitId(user, SPOUSE);
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'They have already asked you',
        description: 'Their request is waiting for your answer under Requests for you.',
        variant: 'info',
      }),
    );
    expect(backend.callsTo('POST', '/relationships')).toHaveLength(0);
  });

  it('shows Already connected when the database reports the pair (23505)', async () => {
    // Someone connected at the same moment: the check saw nothing, the unique index caught it.
    server.use(
      http.get(`${REST}/relationships`, ({ request: sent }) =>
        new URL(sent.url).searchParams.get('limit') === '1' ? HttpResponse.json([]) : undefined,
      ),
      http.post(`${REST}/relationships`, () => pgError(409, '23505', "You're already connected to this person.")),
    );
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await submitId(user, SPOUSE);
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ title: 'Already connected' })));
    expect(toasts.find((toast) => toast.title === 'Request sent')).toBeUndefined();
  });

  it('refuses my own ID with a clear message', async () => {
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await submitId(user, ME);
    expect(toasts).toContainEqual({ title: 'Could not add relationship', description: 'You cannot connect to yourself.', variant: 'destructive' });
    expect(backend.callsTo('POST', '/relationships')).toHaveLength(0);
    const field = within(addForm()).getByLabelText(/Related User ID/);
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('You cannot connect to yourself.'));
  });

  it('shows the database refusal of a self link in the same words (23514)', async () => {
    server.use(
      http.get(`${REST}/relationships`, ({ request: sent }) =>
        new URL(sent.url).searchParams.get('limit') === '1' ? HttpResponse.json([]) : undefined,
      ),
      http.post(`${REST}/relationships`, () => pgError(400, '23514', 'You cannot connect to yourself.')),
    );
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await submitId(user, SPOUSE);
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Could not add relationship', description: linkText.selfLink, variant: 'destructive' }),
    );
  });

  it('refuses something that is not a user ID without asking the server', async () => {
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await submitId(user, 'not-an-id');
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Could not add relationship', description: 'That is not a valid user ID. Check it and try again.' }));
    const field = within(addForm()).getByLabelText(/Related User ID/);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('not-an-id');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('That is not a valid user ID. Check it and try again.'));
    expect(backend.calls.filter((call) => call.path === '/relationships' && (call.method !== 'GET' || call.params.get('limit') === '1'))).toHaveLength(0);
  });

  it('turns a row-level security refusal into the logged-out message', async () => {
    server.use(
      http.post(`${REST}/relationships`, () => pgError(403, '42501', 'new row violates row-level security policy for table "relationships"')),
    );
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await submitId(user, SPOUSE);
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Could not add relationship',
        description: 'You must be logged in to add relationships.',
        variant: 'destructive',
      }),
    );
  });

  describe('maps every refusal of the contract to a clear sentence', () => {
    it.each([
      ['an ID nobody has', () => NOBODY, linkText.notFound],
      // The same words as an unknown ID: a blocked person cannot tell whether the blocker exists.
      ['a person who blocked me', () => (block(backend, SPOUSE, ME), SPOUSE), linkText.notFound],
      ['a person I blocked', () => (block(backend, ME, SPOUSE), SPOUSE), 'You blocked this person. Unblock them first to connect.'],
      [
        'a person who declined my request lately',
        () => (backend.declines.push({ requester: ME, recipient: SPOUSE }), SPOUSE),
        "This person has declined your request. You can't send another one yet.",
      ],
      [
        'one request too many today',
        () => (backend.requestsCreated.set(ME, 20), SPOUSE),
        "You've sent a lot of requests today. Please try again tomorrow.",
      ],
    ])('%s', async (_case, arrange, description) => {
      const id = arrange();
      const { user, toasts } = renderPage();
      await screen.findByText('No relationships yet.');
      await submitId(user, id);
      await waitFor(() => expect(toasts).toContainEqual({ title: 'Could not add relationship', description, variant: 'destructive' }));
      expect(backend.relationships).toHaveLength(0);
      // A refused request keeps what was typed, so it can be corrected.
      expect(within(addForm()).getByLabelText(/Related User ID/)).toHaveValue(id);
    });

    it("matches the database's sentence, not its punctuation", async () => {
      server.use(http.post(`${REST}/relationships`, () => pgError(400, 'P0001', 'We couldn’t find anyone with this ID. Check the ID and try again.')));
      const { user, toasts } = renderPage();
      await screen.findByText('No relationships yet.');
      await submitId(user, NOBODY);
      await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ description: linkText.notFound })));
    });

    it('shows other server messages as they are', async () => {
      server.use(http.post(`${REST}/relationships`, () => pgError(400, '22P02', 'invalid input syntax for type boolean: "maybe"')));
      const { user, toasts } = renderPage();
      await screen.findByText('No relationships yet.');
      await submitId(user, SPOUSE);
      await waitFor(() =>
        expect(toasts).toContainEqual({
          title: 'Could not add relationship',
          description: 'invalid input syntax for type boolean: "maybe"',
          variant: 'destructive',
        }),
      );
    });

    it("gives the database's cap on notes in the app's words and keeps the notes", async () => {
      server.use(http.post(`${REST}/relationships`, () => pgError(400, '23514', 'Notes are too long (at most 2,000 characters).')));
      const { user, toasts } = renderPage();
      await screen.findByText('No relationships yet.');
      await user.click(within(addForm()).getByLabelText('Notes (optional)'));
      await user.paste('n'.repeat(2001));
      await submitId(user, SPOUSE);
      await waitFor(() =>
        expect(toasts).toContainEqual({ title: 'Could not add relationship', description: linkText.notesTooLong, variant: 'destructive' }),
      );
      expect(within(addForm()).getByLabelText('Notes (optional)')).toHaveValue('n'.repeat(2001));
    });
  });

  it('works from the keyboard alone', async () => {
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    within(addForm()).getByLabelText(/Related User ID/).focus();
    await user.keyboard(SISTER);
    await user.tab();
    expect(within(addForm()).getByRole('combobox', { name: 'Relation' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The open list puts focus on the chosen option; from Spouse, four steps down is Sibling.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Spouse' })).toHaveFocus());
    for (const next of ['Ex-spouse', 'Parent', 'Child', 'Sibling']) {
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('option', { name: next })).toHaveFocus());
    }
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(addForm()).getByRole('combobox', { name: 'Relation' })).toHaveTextContent('Sibling'));
    within(addForm()).getByLabelText(/Related User ID/).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listitem', { name: text.waitingFor('Leah Katz') })).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Request sent' }));
    expect((backend.callsTo('POST', '/relationships')[0]?.body as { relation_type: string }).relation_type).toBe('sibling');
  });
});
