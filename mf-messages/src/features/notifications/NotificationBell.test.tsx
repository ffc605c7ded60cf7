/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient } from '@supabase/supabase-js';
import { http, ws, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { activateLocale } from '@shalom/shared/i18n';
import { NotificationBell, badgeText } from './NotificationBell';
import { applyChange, notificationTarget, type NotificationItem } from './notificationsApi';

const URL_ = 'http://bell.test';
const ME = '11111111-1111-4111-8111-111111111111';
const realtime = ws.link('ws://bell.test/realtime/v1/websocket');

let rows: NotificationItem[];
let patches: { query: string; body: unknown }[];
type Socket = { send(data: string): void };
const joined: { client: Socket; topic: string; ids: number[] }[] = [];

function row(id: string, minutesAgo: number, read = false, data: Record<string, unknown> = { conversationId: `c-${id}` }): NotificationItem {
  return { id, type: 'new_message', title: `New Message from Person ${id}`, message: `Body ${id}`, data, read, created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString() };
}

/** When set, the next notifications read answers with the rows as they were, once this resolves. */
let holdNextRead: Promise<void> | null = null;

const server = setupServer(
  http.get(`${URL_}/rest/v1/notifications`, async ({ request }) => {
    const limit = Number(new URL(request.url).searchParams.get('limit'));
    const snapshot = [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, limit);
    const hold = holdNextRead;
    holdNextRead = null;
    if (hold) await hold;
    return HttpResponse.json(snapshot);
  }),
  http.patch(`${URL_}/rest/v1/notifications`, async ({ request }) => {
    const query = new URL(request.url).search;
    patches.push({ query, body: await request.json() });
    for (const item of rows) {
      if (query.includes(`id=eq.${item.id}`) || query.includes('read=eq.false')) item.read = true;
    }
    return new HttpResponse(null, { status: 204 });
  }),
  realtime.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      const [joinRef, ref, topic, type, payload] = JSON.parse(String(event.data)) as [string, string, string, string, { config?: { postgres_changes?: object[] } }];
      const reply = (response: object) => client.send(JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]));
      if (type === 'heartbeat') reply({});
      if (type === 'phx_join') {
        const bindings = (payload.config?.postgres_changes ?? []).map((binding, i) => ({ ...binding, id: i + 1 }));
        joined.push({ client, topic, ids: bindings.map((b) => b.id) });
        reply({ postgres_changes: bindings });
        client.send(JSON.stringify([joinRef, null, topic, 'system', { status: 'ok', extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', channel: topic }]));
      }
    });
  }),
);

/** The database inserting a notification for me: realtime carries it to the bell. */
function serverInserts(item: NotificationItem) {
  rows.push(item);
  for (const { client, topic, ids } of joined) {
    client.send(
      JSON.stringify([null, null, topic, 'postgres_changes', { ids, data: { schema: 'public', table: 'notifications', type: 'INSERT', commit_timestamp: item.created_at, columns: [], record: item, errors: null } }]),
    );
  }
}

// Made after msw is listening: realtime takes the WebSocket class when the client is created.
let supabase: ShalomSupabaseClient;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  supabase = createClient(URL_, 'anon', { auth: { persistSession: false, autoRefreshToken: false } }) as unknown as ShalomSupabaseClient;
});
beforeEach(() => {
  holdNextRead = null;
  rows = [row('a', 30, true), row('b', 10)];
  patches = [];
  joined.length = 0;
});
afterEach(async () => {
  await supabase.removeAllChannels();
});
afterAll(() => server.close());

function renderBell() {
  const navigate = jest.fn();
  const user = userEvent.setup();
  render(<NotificationBell supabase={supabase} userId={ME} navigate={navigate} />);
  return { navigate, user };
}

test('the unread count, the latest first, and a new one arriving live', async () => {
  const { user } = renderBell();
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  await waitFor(() => expect(joined.length).toBeGreaterThan(0));
  serverInserts(row('c', 0));
  await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  await user.click(bell);
  const list = within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('list');
  expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('span span')?.textContent)).toEqual([
    'New Message from Person c · Unread',
    'New Message from Person b · Unread',
    'New Message from Person a',
  ]);
});

test('a live one that arrives while a reload is on its way is kept when the older answer lands', async () => {
  let answer!: () => void;
  // The first read (on mount) is slow: its rows are from before 'c' was written.
  holdNextRead = new Promise((resolve) => (answer = resolve));
  renderBell();
  // The read after joining answers at once.
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  await waitFor(() => expect(joined.length).toBeGreaterThan(0));
  serverInserts(row('c', 0));
  await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  answer();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
});

test('a click marks it read and opens its conversation', async () => {
  const { user, navigate } = renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  await user.click(await screen.findByRole('button', { name: /New Message from Person b/ }));
  expect(navigate).toHaveBeenCalledWith('/messages?c=c-b');
  expect(patches).toEqual([{ query: expect.stringContaining('id=eq.b'), body: { read: true } }]);
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

test('Mark all as read clears the count', async () => {
  rows.push(row('d', 5));
  const { user } = renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(patches).toEqual([{ query: expect.stringMatching(/user_id=eq\.11111111.*read=eq\.false/), body: { read: true } }]);
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('no notifications: an empty state', async () => {
  rows = [];
  const { user } = renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
});

test('the bell is a plain button until reached; it opens and closes the list as a popup, and Escape gives focus back', async () => {
  const { user } = renderBell();
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(bell).not.toHaveAttribute('aria-controls');
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(bell);
  const centre = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  expect(bell).toHaveAttribute('aria-controls', centre.id);
  // The bell toggles it: a second click closes it (it does not count as a click outside).
  await user.click(bell);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(bell).toHaveAttribute('aria-expanded', 'false');

  await user.click(bell);
  await screen.findByRole('dialog', { name: 'Notifications' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(bell).toHaveFocus();
});

test("in Hebrew a new message's title is in Hebrew (the database writes it in English), the name kept in its own direction; other titles as stored", async () => {
  rows = [
    row('a', 30),
    { ...row('b', 20), title: 'New Message from Someone' },
    { ...row('c', 10), type: 'relationship_milestone', title: 'Ten years together', data: {} },
  ];
  await act(() => activateLocale('he'));
  try {
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'התראות, 3 שלא נקראו' }));
    const list = within(await screen.findByRole('dialog', { name: 'התראות' })).getByRole('list');
    const titles = within(list).getAllByRole('listitem').map((li) => li.querySelector('span span'));
    expect(titles.map((title) => title?.textContent)).toEqual([
      'Ten years together · לא נקראה',
      'הודעה חדשה מאת מישהו · לא נקראה',
      'הודעה חדשה מאת Person a · לא נקראה',
    ]);
    expect(titles[2]?.querySelector('bdi')?.textContent).toBe('Person a');
  } finally {
    await act(() => activateLocale('en'));
  }
});

test("a title the database wrote in Hebrew (the recipient chose Hebrew) reads in English for an English reader", async () => {
  rows = [
    { ...row('a', 30), title: 'הודעה חדשה מאת Person a' },
    { ...row('b', 20), title: 'הודעה חדשה מאת מישהו' },
  ];
  const { user } = renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  const list = within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('list');
  const titles = within(list).getAllByRole('listitem').map((li) => li.querySelector('span span')?.textContent);
  expect(titles).toEqual(['New Message from Someone · Unread', 'New Message from Person a · Unread']);
});

test('targets: a same-origin url, the conversation, else /messages; 9+ above nine; at most 50', () => {
  const origin = 'https://app.example';
  expect(notificationTarget({ data: { url: '/relationships' } }, origin)).toBe('/relationships');
  expect(notificationTarget({ data: { url: 'https://evil.example/', conversationId: 'x' } }, origin)).toBe('/messages?c=x');
  expect(notificationTarget({ data: {} }, origin)).toBe('/messages');
  expect(notificationTarget({ data: { url: '/.//evil.example/x', conversationId: 'x' } }, origin)).toBe('/messages?c=x');
  expect(notificationTarget({ data: { url: 'https://app.example//evil.example' } }, origin)).toBe('/messages');
  expect(badgeText(0)).toBeNull();
  expect(badgeText(9)).toBe('9');
  expect(badgeText(10)).toBe('9+');
  let list: NotificationItem[] = [];
  for (let i = 0; i < 55; i += 1) list = applyChange(list, row(String(i), 100 - i));
  expect(list).toHaveLength(50);
  expect(list[0]!.id).toBe('54');
});
