/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { REST, createFakeBackend, nextTimestamp, type FakeBackend } from '../testing/fakeSupabaseBackend';
import { ME, NAMELESS, PROFILES, SISTER, SPOUSE, STRANGER, link } from '../testing/people';
import { chooseOption, findLocation, renderFeature } from '../testing/renderFeature';
import { RelationshipsPage } from './RelationshipsPage';

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

const pgError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, details: null, hint: null, message }, { status });

describe('the page frame', () => {
  it('shows the title, description, my ID and my connect link', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Family & Relationship Links' })).toBeInTheDocument();
    expect(screen.getByText('Link family relationships to enable tailored guidance and tools.')).toBeInTheDocument();
    expect(screen.getByTestId('own-user-id')).toHaveTextContent(ME);
    expect(screen.getByTestId('connect-link')).toHaveTextContent(`${window.location.origin}/connect/${ME}`);
    expect(await screen.findByText('No relationships yet.')).toBeInTheDocument();
  });

  it('copies the connect link and says so', async () => {
    const { user, toasts } = renderPage();
    // user-event's clipboard stands in for the browser's; watch what is written to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Link copied!', variant: 'success' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/connect/${ME}`);
    writeText.mockRestore();
  });

  it('asks to copy by hand when the clipboard refuses', async () => {
    const { user, toasts } = renderPage();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
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

    const nameCalls = backend.callsTo('POST', '/rpc/get_related_display_names');
    expect(nameCalls).toHaveLength(1);
    expect((nameCalls[0]?.body as { ids: string[] }).ids.sort()).toEqual([SPOUSE, NAMELESS, SISTER].sort());
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
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await findEntry('Yosef')).toBeInTheDocument();
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
      { id: 'c0000000-0000-4000-8000-000000000001', user_id: ME, partner_user_id: SPOUSE, title: 'Private chat', updated_at: nextTimestamp() },
      { id: 'c0000000-0000-4000-8000-000000000002', user_id: SPOUSE, partner_user_id: ME, title: 'Private chat', updated_at: nextTimestamp() },
      { id: 'c0000000-0000-4000-8000-000000000003', user_id: ME, partner_user_id: null, title: 'Private chat', updated_at: nextTimestamp() },
    );
    const { user, toasts } = renderPage();
    await user.click(within(await findEntry('Yosef')).getByRole('button', { name: 'Start chat' }));
    expect(await findLocation()).toBe('/messages?c=c0000000-0000-4000-8000-000000000002');
    expect(toasts).toContainEqual({ title: 'Opening chat', variant: 'info' });
    expect(backend.callsTo('POST', '/conversations')).toHaveLength(0);
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

describe('adding a relationship', () => {
  it('asks for the ID when it is empty', async () => {
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await user.click(within(addForm()).getByRole('button', { name: 'Add' }));
    expect(toasts).toContainEqual({ title: 'Missing ID', description: "Enter the related user's ID.", variant: 'destructive' });
    expect(backend.callsTo('POST', '/relationships')).toHaveLength(0);
  });

  it('adds with the defaults, confirms, clears the form and reloads the list', async () => {
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    const form = addForm();
    expect(within(form).getByRole('combobox', { name: 'Relation' })).toHaveTextContent('Spouse');
    await pasteId(user, form, `  ${SPOUSE} `);
    await user.click(within(form).getByRole('button', { name: 'Add' }));

    expect(await findEntry('Yosef')).toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'Relationship added', description: 'You can add more or continue.', variant: 'success' });
    expect(backend.callsTo('POST', '/relationships')[0]?.body).toEqual({
      user_id: ME,
      related_user_id: SPOUSE,
      relation_type: 'spouse',
      status: null,
      notes: null,
      rabbi_involved: null,
      beit_din_involved: null,
    });
    expect(within(form).getByLabelText(/Related User ID/)).toHaveValue('');
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

    const entry = await findEntry('Leah Katz');
    expect(within(entry).getByText('My big sister')).toBeInTheDocument();
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

  it('refuses a pair that exists in the other direction before inserting', async () => {
    link(backend, { user_id: SPOUSE, related_user_id: ME });
    const { user, toasts } = renderPage();
    await findEntry('Yosef');
    await pasteId(user, addForm(), SPOUSE);
    await user.click(within(addForm()).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Already connected', description: "You're already connected to this person.", variant: 'destructive' }),
    );
    expect(backend.callsTo('POST', '/relationships')).toHaveLength(0);
  });

  it('shows Already connected when the database reports the pair (23505)', async () => {
    // Someone connected at the same moment: the check saw nothing, the unique index caught it.
    server.use(
      http.get(`${REST}/relationships`, ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '1' ? HttpResponse.json([]) : undefined,
      ),
      http.post(`${REST}/relationships`, () => pgError(409, '23505', 'duplicate key value violates unique constraint "relationships_pair_key"')),
    );
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await pasteId(user, addForm(), SPOUSE);
    await user.click(within(addForm()).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ title: 'Already connected' })));
    expect(toasts.find((toast) => toast.title === 'Relationship added')).toBeUndefined();
  });

  it('refuses my own ID with a clear message', async () => {
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await pasteId(user, addForm(), ME);
    await user.click(within(addForm()).getByRole('button', { name: 'Add' }));
    expect(toasts).toContainEqual({ title: 'Could not add relationship', description: 'You cannot connect to yourself.', variant: 'destructive' });
    expect(backend.callsTo('POST', '/relationships')).toHaveLength(0);
  });

  it('refuses something that is not a user ID without asking the server', async () => {
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await pasteId(user, addForm(), 'not-an-id');
    await user.click(within(addForm()).getByRole('button', { name: 'Add' }));
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Could not add relationship', description: 'That is not a valid user ID. Check it and try again.' }));
    expect(backend.calls.filter((call) => call.method !== 'GET' || call.params.get('limit') === '1')).toHaveLength(0);
  });

  it('turns a row-level security refusal into the logged-out message', async () => {
    backend.currentUserId = null; // the session expired on the server
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await pasteId(user, addForm(), SPOUSE);
    await user.click(within(addForm()).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Could not add relationship',
        description: 'You must be logged in to add relationships.',
        variant: 'destructive',
      }),
    );
  });

  it('shows other server messages as they are, and an unknown ID kindly', async () => {
    const { user, toasts } = renderPage();
    await screen.findByText('No relationships yet.');
    await pasteId(user, addForm(), '99999999-9999-4999-8999-999999999999');
    await user.click(within(addForm()).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Could not add relationship',
        description: 'No user has this ID. Check it and try again.',
        variant: 'destructive',
      }),
    );

    server.use(http.post(`${REST}/relationships`, () => pgError(400, '23514', 'new row violates check constraint "relationships_relation_type_check"')));
    await user.click(within(addForm()).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Could not add relationship',
        description: 'new row violates check constraint "relationships_relation_type_check"',
        variant: 'destructive',
      }),
    );
    // A failed add keeps what was typed, so it can be corrected.
    expect(within(addForm()).getByLabelText(/Related User ID/)).toHaveValue('99999999-9999-4999-8999-999999999999');
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
    expect(await findEntry('Leah Katz')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Relationship added' }));
    expect((backend.callsTo('POST', '/relationships')[0]?.body as { relation_type: string }).relation_type).toBe('sibling');
  });
});
