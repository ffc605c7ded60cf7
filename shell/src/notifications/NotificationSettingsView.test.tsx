/**
 * @jest-environment jest-fixed-jsdom
 */
import '../pages/testing/jsdomPolyfills';
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient } from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from 'sonner';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { INTRO_SEEN_KEY } from './introFlag';
import { NotificationSettingsView } from './NotificationSettingsView';

const API = 'http://supabase.test';
const USER = '11111111-1111-4111-8111-111111111111';
const DEFAULTS = {
  new_messages: true,
  ai_guidance: true,
  relationship_milestones: true,
  weekly_checkins: true,
  push_enabled: false,
  email_enabled: true,
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let stored: typeof DEFAULTS | null;
let patches: Record<string, unknown>[];
let savedSubscriptions: Record<string, unknown>[];

function preferencesHandlers() {
  return [
    http.get(`${API}/rest/v1/notification_preferences`, () =>
      stored ? HttpResponse.json(stored) : HttpResponse.json(null, { status: 406 }),
    ),
    http.post(`${API}/rest/v1/notification_preferences`, () => {
      stored = { ...DEFAULTS };
      return HttpResponse.json(stored, { status: 201 });
    }),
    http.patch(`${API}/rest/v1/notification_preferences`, async ({ request }) => {
      const change = (await request.json()) as Record<string, unknown>;
      patches.push(change);
      stored = { ...stored!, ...change };
      return HttpResponse.json(stored);
    }),
    http.get(`${API}/functions/v1/send-notification`, () => HttpResponse.json({ vapidPublicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' })),
    http.post(`${API}/rest/v1/push_subscriptions`, async ({ request }) => {
      savedSubscriptions.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse(null, { status: 201 });
    }),
  ];
}

/** The browser's notification permission and push support, as a test sets them. */
function browserWith(permission: NotificationPermission | 'unsupported', answer: NotificationPermission = 'granted') {
  const win = window as unknown as Record<string, unknown>;
  if (permission === 'unsupported') {
    delete win.Notification;
    delete win.PushManager;
    return;
  }
  const NotificationStub = jest.fn() as unknown as { permission: NotificationPermission; requestPermission: jest.Mock };
  NotificationStub.permission = permission;
  NotificationStub.requestPermission = jest.fn(async () => {
    NotificationStub.permission = answer;
    return answer;
  });
  win.Notification = NotificationStub;
  win.PushManager = function PushManager() {};
  const subscription = { toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p256', auth: 'auth' } }) };
  const registration = {
    active: {},
    showNotification: jest.fn(async () => undefined),
    pushManager: { getSubscription: jest.fn(async () => null), subscribe: jest.fn(async () => subscription) },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { NotificationStub, registration };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

// One client for the file, as the page has one.
const supabase = createClient(API, 'anon-key', { auth: { persistSession: false, autoRefreshToken: false } }) as unknown as ShalomSupabaseClient;

function renderView() {
  const onBack = jest.fn();
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Toaster />
      <Routes>
        <Route path="/dashboard" element={<NotificationSettingsView services={{ supabase, userId: USER }} onBack={onBack} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, onBack };
}

const toggle = (name: string) => screen.findByRole('switch', { name });

beforeEach(() => {
  stored = { ...DEFAULTS };
  patches = [];
  savedSubscriptions = [];
  server.resetHandlers(...preferencesHandlers());
  localStorage.clear();
  browserWith('default');
});

test('shows the four type toggles, push and email from the stored row, with Back', async () => {
  const { user, onBack } = renderView();
  expect(screen.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeInTheDocument();
  for (const name of ['New messages', 'AI guidance', 'Relationship milestones', 'Weekly check-ins', 'Email notifications']) {
    expect(await toggle(name)).toHaveAttribute('aria-checked', 'true');
  }
  expect(await toggle('Push notifications')).toHaveAttribute('aria-checked', 'false');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(onBack).toHaveBeenCalled();
});

test('a user without preferences gets the defaults inserted (all on except push)', async () => {
  stored = null;
  renderView();
  expect(await toggle('Weekly check-ins')).toHaveAttribute('aria-checked', 'true');
  expect(await toggle('Push notifications')).toHaveAttribute('aria-checked', 'false');
});

test('turning a type off saves it and shows the returned row', async () => {
  const { user } = renderView();
  await user.click(await toggle('Weekly check-ins'));
  expect(await screen.findByText('Notification preferences updated')).toBeInTheDocument();
  expect(patches).toEqual([{ weekly_checkins: false }]);
  expect(await toggle('Weekly check-ins')).toHaveAttribute('aria-checked', 'false');
});

test('load and update failures say so (spec §8), and the switch keeps its state', async () => {
  server.use(http.get(`${API}/rest/v1/notification_preferences`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  renderView();
  expect(await screen.findByText('Failed to load notification preferences')).toBeInTheDocument();

  server.resetHandlers(
    ...preferencesHandlers(),
  );
  server.use(http.patch(`${API}/rest/v1/notification_preferences`, () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
  document.body.innerHTML = '';
  const { user } = renderView();
  await user.click(await toggle('Email notifications'));
  expect(await screen.findByText('Failed to update notification preferences')).toBeInTheDocument();
  expect(await toggle('Email notifications')).toHaveAttribute('aria-checked', 'true');
});

test('opening the view puts the keyboard focus on its heading', () => {
  renderView();
  expect(screen.getByRole('heading', { level: 1, name: 'Notification Settings' })).toHaveFocus();
});

test('a failed load says so in place of Loading, and Try again loads the preferences', async () => {
  server.use(http.get(`${API}/rest/v1/notification_preferences`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  const { user } = renderView();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to load notification preferences');
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  server.resetHandlers(...preferencesHandlers());
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await toggle('New messages')).toHaveAttribute('aria-checked', 'true');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

describe('browser permission states (spec §3)', () => {
  test('undecided: the Enable Browser Notifications prompt; a refusal is not saved and says so', async () => {
    const browser = browserWith('default', 'denied');
    const { user } = renderView();
    expect(screen.getByText('Browser notifications: Not enabled')).toBeInTheDocument();
    await user.click(await toggle('Push notifications'));
    expect(browser!.NotificationStub.requestPermission).toHaveBeenCalled();
    expect(await screen.findByText('Notification permission denied')).toBeInTheDocument();
    expect(screen.getByText('Browser notifications: Blocked')).toBeInTheDocument();
    expect(patches).toEqual([]);
    expect(await toggle('Push notifications')).toHaveAttribute('aria-checked', 'false');
  });

  test('undecided, then granted from the prompt: the device subscribes and push is saved on', async () => {
    const browser = browserWith('default', 'granted');
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Enable Browser Notifications' }));
    expect(await screen.findByText('Notifications enabled successfully!')).toBeInTheDocument();
    expect(screen.getByText('Browser notifications: Enabled')).toBeInTheDocument();
    expect(browser!.registration.showNotification).toHaveBeenCalled();
    expect(savedSubscriptions).toEqual([expect.objectContaining({ user_id: USER, endpoint: 'https://push.example/abc', p256dh: 'p256', auth: 'auth' })]);
    expect(patches).toEqual([{ push_enabled: true }]);
    expect(screen.queryByRole('button', { name: 'Enable Browser Notifications' })).not.toBeInTheDocument();
  });

  test('granted: switching push on subscribes this device and says Push enabled on device', async () => {
    browserWith('granted');
    const { user } = renderView();
    expect(screen.getByText('Browser notifications: Enabled')).toBeInTheDocument();
    await user.click(await toggle('Push notifications'));
    expect(await screen.findByText('Push enabled on device')).toBeInTheDocument();
    expect(savedSubscriptions).toHaveLength(1);
    expect(await toggle('Push notifications')).toHaveAttribute('aria-checked', 'true');
  });

  test('blocked: explains where to allow them', async () => {
    browserWith('denied');
    renderView();
    expect(screen.getByText('Browser notifications: Blocked')).toBeInTheDocument();
    expect(screen.getByText(/blocked for this site/)).toBeInTheDocument();
  });

  test('unsupported: says so and push cannot be switched on', async () => {
    browserWith('unsupported');
    renderView();
    expect(screen.getByText('Browser notifications: Unsupported on this device')).toBeInTheDocument();
    expect(await toggle('Push notifications')).toBeDisabled();
  });
});

test('Reset Intro clears the intro flag and opens /intro-apk', async () => {
  localStorage.setItem(INTRO_SEEN_KEY, 'v1');
  const { user } = renderView();
  await user.click(screen.getByRole('button', { name: 'Reset Intro' }));
  expect(localStorage.getItem(INTRO_SEEN_KEY)).toBeNull();
  expect(await screen.findByTestId('where')).toHaveTextContent('/intro-apk');
});
