// A guest (anonymous sign-in, off by default) holds a real `authenticated` token, but Shalom Bayit
// has no guest mode: every function must answer a guest as it answers a visitor, with its 401 and
// reason, and never act for the guest's user id (migration 20261125000100 does the same in SQL).
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type TestBackend } from '../harness';

async function refusal(client: SupabaseClient, fn: string, body: Record<string, unknown>): Promise<{ status: number; error?: string }> {
  const { error } = await client.functions.invoke(fn, { body });
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, error: ((await response.json()) as { error?: string }).error };
}

describe('functions treat a guest as signed out', () => {
  let backend: TestBackend;
  let guest: SupabaseClient;
  let partnerId: string;

  beforeAll(async () => {
    backend = await startBackend({ env: { AUTH_ANONYMOUS_SIGN_INS: 'true', FUNCTIONS_RATE_LIMIT: '1000' } });
    guest = backend.client();
    const { data, error } = await guest.auth.signInAnonymously();
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    partnerId = (await backend.signUpUser()).user.id;
  });

  afterAll(async () => {
    await backend?.stop();
  });

  test.each([
    ['tone-coach', { text: 'You never listen' }, 'Sign in to use the Tone Coach'],
    ['consent-status', { partnerUserId: 'PARTNER' }, 'Sign in to see consent status.'],
    ['ai-guidance-secure', { message: 'How can we argue less?' }, 'Sign in to ask the AI guide'],
    ['ai-partner-communicator', { partnerUserId: 'PARTNER', message: 'Tell him I miss him' }, 'Sign in to send an AI communication.'],
  ])('%s answers 401 with its reason', async (fn, body, reason) => {
    const withPartner = JSON.parse(JSON.stringify(body).replace('PARTNER', partnerId)) as Record<string, unknown>;
    expect(await refusal(guest, fn, withPartner)).toEqual({ status: 401, error: reason });
  });

  test('once the guest links an email and becomes a registered user, the same call is served', async () => {
    const linked = await guest.auth.updateUser({ email: `guest-${Date.now()}@example.test` });
    expect(linked.error).toBeNull();
    // A fresh token says is_anonymous false.
    const { data: refreshed, error: refreshError } = await guest.auth.refreshSession();
    expect(refreshError).toBeNull();
    expect(refreshed.user?.is_anonymous).toBe(false);
    const { data, error } = await guest.functions.invoke<{ rewrittenText: string }>('tone-coach', { body: { text: 'You never listen' } });
    expect(error).toBeNull();
    expect(typeof data?.rewrittenText).toBe('string');
  });
});
