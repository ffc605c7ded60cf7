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
import type { ShalomSupabaseClient } from '@shalom/shared';
import { SELECTED_PARTNER_KEY } from '../pwa/InstalledDrawer';
import { IntroWalkthrough } from './IntroWalkthrough';

const API = 'http://supabase.test';
const ME = '11111111-1111-4111-8111-111111111111';
const DAVID = '22222222-2222-4222-8222-222222222222';

const server = setupServer(
  http.get(`${API}/rest/v1/relationships`, () =>
    HttpResponse.json([{ user_id: ME, related_user_id: DAVID, connection_state: 'accepted' }]),
  ),
  http.post(`${API}/rest/v1/rpc/get_related_display_names`, () => HttpResponse.json([{ id: DAVID, display_name: 'David' }])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => sessionStorage.clear());

const supabase = createClient(API, 'anon-key', { auth: { persistSession: false, autoRefreshToken: false } }) as unknown as ShalomSupabaseClient;

test("step 3's choice is the AI guide's selected partner: a person's id, or '' for General (the guide's own 'no partner')", async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/intro-apk']}>
      <IntroWalkthrough services={{ supabase, userId: ME }} />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Go to step 3' }));
  // Nothing chosen yet: nothing remembered, so the guide still asks.
  expect(sessionStorage.getItem(SELECTED_PARTNER_KEY)).toBeNull();
  await user.click(await screen.findByRole('radio', { name: 'David' }));
  expect(sessionStorage.getItem(SELECTED_PARTNER_KEY)).toBe(DAVID);
  await user.click(screen.getByRole('radio', { name: /General guidance/ }));
  expect(sessionStorage.getItem(SELECTED_PARTNER_KEY)).toBe('');
});
