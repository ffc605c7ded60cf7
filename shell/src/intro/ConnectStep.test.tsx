/**
 * @jest-environment jest-fixed-jsdom
 */
import '../pages/testing/jsdomPolyfills';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient } from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { IntroWalkthrough } from './IntroWalkthrough';

const API = 'http://supabase.test';
const ME = '11111111-1111-4111-8111-111111111111';
const THEM = '22222222-2222-4222-8222-222222222222';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let inserts: Record<string, unknown>[];
beforeEach(() => {
  inserts = [];
  server.resetHandlers();
});

const supabase = createClient(API, 'anon-key', { auth: { persistSession: false, autoRefreshToken: false } }) as unknown as ShalomSupabaseClient;

/** The database answers the insert with this PostgREST error. */
function databaseRefuses(status: number, code: string, message: string) {
  server.use(
    http.post(`${API}/rest/v1/relationships`, async ({ request }) => {
      inserts.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ code, message, details: null, hint: null }, { status });
    }),
  );
}

async function sendRequestTo(id: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/intro-apk']}>
      <Toaster />
      <IntroWalkthrough services={{ supabase, userId: ME }} />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Go to step 5' }));
  await user.type(screen.getByLabelText('Their user ID'), id);
  await user.click(screen.getByRole('button', { name: 'Send request' }));
}

test('a link that exists in either direction is refused as Already connected (spec §5)', async () => {
  databaseRefuses(409, '23505', "You're already connected to this person.");
  await sendRequestTo(THEM);
  expect(await screen.findByText('Already connected')).toBeInTheDocument();
  expect(screen.getByText("You're already connected to this person.")).toBeInTheDocument();
  expect(inserts).toEqual([expect.objectContaining({ user_id: ME, related_user_id: THEM, relation_type: 'spouse' })]);
});

test('an ID that is not a user ID is refused before it reaches the database, in words a person can act on', async () => {
  await sendRequestTo('not-an-id');
  expect(await screen.findByText('That is not a valid user ID. Check it and try again.')).toBeInTheDocument();
  expect(screen.getByText('Connection failed')).toBeInTheDocument();
  expect(inserts).toEqual([]);
});

test("the database's other refusals the intro knows read in the app's words; an unknown one shows the server's message", async () => {
  databaseRefuses(400, '23514', 'You cannot connect to yourself.');
  await sendRequestTo(ME);
  expect(await screen.findByText('You cannot connect to yourself.')).toBeInTheDocument();
  document.body.innerHTML = '';

  databaseRefuses(400, 'P0001', "We couldn't find anyone with that ID.");
  await sendRequestTo(THEM);
  expect(await screen.findByText("We couldn't find anyone with this ID. Check the ID and try again.")).toBeInTheDocument();
  document.body.innerHTML = '';

  databaseRefuses(400, 'P0001', "You've sent a lot of requests today. Try again tomorrow.");
  await sendRequestTo(THEM);
  expect(await screen.findByText("You've sent a lot of requests today. Try again tomorrow.")).toBeInTheDocument();
});

test('a request the database accepts says so and cannot be sent twice', async () => {
  server.use(
    http.post(`${API}/rest/v1/relationships`, async ({ request }) => {
      inserts.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse(null, { status: 201 });
    }),
  );
  await sendRequestTo(THEM);
  expect(await screen.findByText('Request sent. They will see it under Relationships.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
  expect(inserts).toHaveLength(1);
});
