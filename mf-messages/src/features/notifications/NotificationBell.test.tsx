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

/** Issue 33: what the database writes for a request, an accepted request, a used link and an AI note. */
function happened(id: string, minutesAgo: number, type: string, data: Record<string, unknown>, stored: { title: string; message: string }): NotificationItem {
  return { id, type, ...stored, data, read: false, created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString() };
}

const WHAT_HAPPENED = () => [
  happened('ai', 1, 'ai_communication', { url: `/messages/ai/${ME}`, actorName: 'David' }, { title: 'הודעת AI חדשה מאת David', message: 'David would love a walk tonight.' }),
  happened('inv', 2, 'connection_accepted', { url: '/relationships', actorName: 'Yossi', via: 'invite' }, { title: 'Yossi connected with you through your link', message: 'x' }),
  happened('acc', 3, 'connection_accepted', { url: '/relationships', actorName: 'Sarah', via: 'request' }, { title: 'Sarah accepted your request to connect', message: 'x' }),
  happened('req', 4, 'connection_request', { url: '/relationships', actorName: 'Rachel' }, { title: 'בקשת חיבור חדשה מאת Rachel', message: 'x' }),
  happened('anon', 5, 'connection_request', { url: '/relationships', actorName: null }, { title: 'Someone wants to connect with you', message: 'x' }),
];

const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => `${li.querySelector('span span')?.textContent} — ${li.querySelector('.line-clamp-2')?.textContent}`);

test('a request, an accepted request, a used link and an AI note, each in the reader\'s language whatever was stored, each leading to its screen', async () => {
  rows = WHAT_HAPPENED();
  const { user, navigate } = renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications, 5 unread' }));
  const list = within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('list');
  expect(lines(list)).toEqual([
    'New AI note from David · Unread — David would love a walk tonight.',
    'Yossi connected with you through your link · Unread — You and Yossi are now connected. You can start a conversation in Messages.',
    'Sarah accepted your request to connect · Unread — You and Sarah are now connected. You can start a conversation in Messages.',
    'Rachel wants to connect with you · Unread — Answer it under Requests for you in Relationships.',
    'Someone wants to connect with you · Unread — Answer it under Requests for you in Relationships.',
  ]);
  await user.click(within(list).getByRole('button', { name: /Rachel wants to connect/ }));
  expect(navigate).toHaveBeenLastCalledWith('/relationships');
  await user.click(await screen.findByRole('button', { name: 'Notifications, 4 unread' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('button', { name: /New AI note from David/ }));
  expect(navigate).toHaveBeenLastCalledWith(`/messages/ai/${ME}`);
});

test('in Hebrew the same notifications read in Hebrew, names in their own direction', async () => {
  rows = WHAT_HAPPENED();
  await act(() => activateLocale('he'));
  try {
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'התראות, 5 שלא נקראו' }));
    const list = within(await screen.findByRole('dialog', { name: 'התראות' })).getByRole('list');
    expect(lines(list)).toEqual([
      'הודעת AI חדשה מאת David · לא נקראה — David would love a walk tonight.',
      'חיבור חדש דרך הקישור שלך: Yossi · לא נקראה — מעכשיו יש חיבור בינך לבין Yossi. אפשר לפתוח שיחה בדף ההודעות.',
      'בקשת החיבור שלך אושרה על ידי Sarah · לא נקראה — מעכשיו יש חיבור בינך לבין Sarah. אפשר לפתוח שיחה בדף ההודעות.',
      'בקשת חיבור חדשה מאת Rachel · לא נקראה — אפשר להשיב עליה בקטע "בקשות אליך" בדף הקשרים.',
      'בקשת חיבור חדשה מאת מישהו · לא נקראה — אפשר להשיב עליה בקטע "בקשות אליך" בדף הקשרים.',
    ]);
    expect(within(list).getAllByRole('listitem')[3]?.querySelector('bdi')?.textContent).toBe('Rachel');
  } finally {
    await act(() => activateLocale('en'));
  }
});

test('a milestone note reads in the language on screen, whichever it was stored in (issue 34)', async () => {
  const milestone = () =>
    happened('m', 1, 'checkin_first_checkin', {
      url: '/relationships/check-in',
      inLanguage: {
        en: { title: 'Your first check-in together', body: 'You and Ben both answered.' },
        he: { title: 'השיחה השבועית הראשונה שלכם יחד', body: 'ענית, וגם Ben.' },
      },
    }, { title: 'השיחה השבועית הראשונה שלכם יחד', message: 'ענית, וגם Ben.' });
  const older = happened('o', 2, 'checkin_weeks_10', { url: '/relationships/check-in' }, { title: '10 שבועות של שיחות שבועיות', message: 'x' });
  rows = [milestone(), older];
  const { user } = renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  const list = within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('list');
  // Stored in Hebrew, read in English; a note made before both languages were kept shows as stored.
  expect(lines(list)).toEqual(['Your first check-in together · Unread — You and Ben both answered.', '10 שבועות של שיחות שבועיות · Unread — x']);
});

test('a request answered elsewhere leaves the bell live (its notification is deleted)', async () => {
  rows = [happened('req', 4, 'connection_request', { url: '/relationships', actorName: 'Rachel' }, { title: 'Rachel wants to connect with you', message: 'x' })];
  renderBell();
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  await waitFor(() => expect(joined.length).toBeGreaterThan(0));
  const gone = rows.pop()!;
  for (const { client, topic, ids } of joined) {
    client.send(
      JSON.stringify([null, null, topic, 'postgres_changes', { ids, data: { schema: 'public', table: 'notifications', type: 'DELETE', commit_timestamp: new Date().toISOString(), columns: [], old_record: gone, errors: null } }]),
    );
  }
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});
