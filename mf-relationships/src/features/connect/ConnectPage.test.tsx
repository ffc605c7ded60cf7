/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { REST, createFakeBackend, type FakeBackend } from '../testing/fakeSupabaseBackend';
import { ME, NAMELESS, PROFILES, SISTER, SPOUSE, link } from '../testing/people';
import { chooseOption, findLocation, renderFeature } from '../testing/renderFeature';
import { ConnectPage } from './ConnectPage';

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

function renderConnect(id: string, session: string = ME) {
  return renderFeature(<ConnectPage />, { path: '/connect/:id', at: `/connect/${id}`, session });
}

const pgError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, details: null, hint: null, message }, { status });

async function findConnectButton(): Promise<HTMLElement> {
  return screen.findByRole('button', { name: 'Connect' });
}

describe('a connect link', () => {
  it('shows the person: display name, first and last name, and ID', async () => {
    renderConnect(SPOUSE);
    expect(screen.getByRole('heading', { level: 1, name: 'Connect' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Yosef' })).toBeInTheDocument();
    expect(screen.getByText('Yosef Cohen')).toBeInTheDocument();
    expect(screen.getByText(SPOUSE)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Relationship type' })).toHaveTextContent('Spouse');
    expect(screen.getByRole('combobox', { name: 'Status (optional)' })).toHaveTextContent('None');
    expect(backend.callsTo('POST', '/rpc/get_connection_profile_info').map((call) => call.body)).toEqual([{ user_id: SPOUSE }]);
  });

  it('shows only first and last name when there is no display name', async () => {
    renderConnect(SISTER);
    expect(await screen.findByRole('heading', { level: 2, name: 'Leah Katz' })).toBeInTheDocument();
  });

  it('says when the person has no profile yet, and still lets me connect', async () => {
    const missing = '99999999-9999-4999-8999-999999999999';
    renderConnect(missing);
    expect(await screen.findByText('Profile not found - they may need to complete their profile first')).toBeInTheDocument();
    expect(screen.getByText(missing)).toBeInTheDocument();
    expect(await findConnectButton()).toBeEnabled();
  });

  it('treats a person with an empty profile like a missing name', async () => {
    renderConnect(NAMELESS);
    expect(await screen.findByRole('heading', { level: 2, name: 'Unknown' })).toBeInTheDocument();
    expect(screen.queryByText(/Profile not found/)).not.toBeInTheDocument();
  });

  it('connects as spouse by default, confirms, and goes to /relationships', async () => {
    const { user, toasts } = renderConnect(SPOUSE);
    await user.click(await findConnectButton());
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual({ title: 'Connected successfully!', variant: 'success' });
    expect(backend.callsTo('POST', '/relationships')[0]?.body).toEqual({
      user_id: ME,
      related_user_id: SPOUSE,
      relation_type: 'spouse',
      status: null,
      notes: null,
      rabbi_involved: null,
      beit_din_involved: null,
    });
  });

  it('sends the chosen relationship type and status', async () => {
    const { user } = renderConnect(SISTER);
    await findConnectButton();
    await chooseOption(user, document.body, 'Relationship type', 'Sibling');
    await chooseOption(user, document.body, 'Status (optional)', 'Together');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await findLocation()).toBe('/relationships');
    expect(backend.relationships).toEqual([
      expect.objectContaining({ user_id: ME, related_user_id: SISTER, relation_type: 'sibling', status: 'together' }),
    ]);
  });

  it('Cancel goes back to /relationships without connecting', async () => {
    const { user } = renderConnect(SPOUSE);
    await screen.findByRole('heading', { level: 2, name: 'Yosef' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await findLocation()).toBe('/relationships');
    expect(backend.callsTo('POST', '/relationships')).toHaveLength(0);
  });

  it('can be used from the keyboard', async () => {
    const { user, toasts } = renderConnect(SPOUSE);
    await findConnectButton();
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
});

describe('when a link already exists', () => {
  it('says Already connected and goes to /relationships (link made by them)', async () => {
    link(backend, { user_id: SPOUSE, related_user_id: ME });
    const { toasts } = renderConnect(SPOUSE);
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual({ title: 'Already connected', description: "You're already connected to this person.", variant: 'info' });
  });

  it('says Already connected and goes to /relationships (link made by me)', async () => {
    link(backend, { user_id: ME, related_user_id: SPOUSE });
    const { toasts } = renderConnect(SPOUSE);
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Already connected' }));
  });

  it('checks again when Connect is pressed (they connected while I was reading)', async () => {
    const { user, toasts } = renderConnect(SPOUSE);
    await findConnectButton();
    link(backend, { user_id: SPOUSE, related_user_id: ME }); // they connected while I was reading
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Already connected' }));
    expect(toasts.find((toast) => toast.title === 'Connected successfully!')).toBeUndefined();
    expect(backend.callsTo('POST', '/relationships')).toHaveLength(0);
  });

  it('maps a unique violation from the insert (23505) to Already connected', async () => {
    // Both pressed Connect at the same moment: the check saw nothing, the unique index caught it.
    server.use(
      http.get(`${REST}/relationships`, () => HttpResponse.json([])),
      http.post(`${REST}/relationships`, () => pgError(409, '23505', 'duplicate key value violates unique constraint "relationships_pair_key"')),
    );
    const { user, toasts } = renderConnect(SPOUSE);
    await user.click(await findConnectButton());
    expect(await findLocation()).toBe('/relationships');
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Already connected' }));
  });
});

describe('when connecting fails', () => {
  it('shows Connection failed with the server message and stays', async () => {
    server.use(http.post(`${REST}/relationships`, () => pgError(403, '42501', 'new row violates row-level security policy for table "relationships"')));
    const { user, toasts } = renderConnect(SPOUSE);
    await user.click(await findConnectButton());
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Connection failed',
        description: 'new row violates row-level security policy for table "relationships"',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('falls back to Could not connect to this person. without a message', async () => {
    server.use(http.post(`${REST}/relationships`, () => HttpResponse.json({}, { status: 500 })));
    const { user, toasts } = renderConnect(SPOUSE);
    await user.click(await findConnectButton());
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Connection failed', description: 'Could not connect to this person.', variant: 'destructive' }),
    );
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
    expect(backend.calls).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Go to Relationships' }));
    expect(await findLocation()).toBe('/relationships');
  });

  it('refuses my own link with a clear message', async () => {
    renderConnect(ME);
    expect(screen.getByRole('heading', { level: 2, name: 'This is your own link' })).toBeInTheDocument();
    expect(screen.getByText(/You cannot connect to yourself\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Relationships' })).toHaveAttribute('href', '/relationships');
    expect(backend.calls).toHaveLength(0);
  });

  it('sends a signed-out visitor to /auth with the link to come back to', async () => {
    renderConnect(SPOUSE, 'signed-out');
    expect(await findLocation()).toBe(`/auth?next=${encodeURIComponent(`/connect/${SPOUSE}`)}`);
  });
});
