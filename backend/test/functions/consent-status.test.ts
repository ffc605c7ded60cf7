// consent-status through supabase-js against the real backend and the repo's functions.
import { FunctionsHttpError } from '@supabase/supabase-js';
import type consentStatusHandler from '../../../supabase/functions/consent-status/handler';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';
import { connect, saveConsent, withProfile } from './partner-support';

interface Status {
  selfConsent: boolean;
  partnerConsent: boolean;
  fullyEnabled: boolean;
}

/** Typechecks the handler with the suite (backend tsc reaches supabase/ only through imports). */
export type ConsentStatusHandler = typeof consentStatusHandler;

async function status(person: SignedUpUser, body: Record<string, unknown>): Promise<Status> {
  const { data, error } = await person.client.functions.invoke<Status>('consent-status', { body });
  if (error) throw error;
  return data!;
}

describe('consent-status', () => {
  let backend: TestBackend;
  let sarah: SignedUpUser;
  let david: SignedUpUser;
  let stranger: SignedUpUser;

  beforeAll(async () => {
    backend = await startBackend();
    [sarah, david, stranger] = [await backend.signUpUser(), await backend.signUpUser(), await backend.signUpUser()];
    await withProfile(backend, sarah, { name: 'Sarah' });
    await withProfile(backend, david, { name: 'David' });
    await withProfile(backend, stranger, { name: 'Stranger' });
    await connect(backend, sarah, david);
  });

  afterAll(async () => {
    await backend?.stop();
  });

  test('nothing saved: neither side consents', async () => {
    expect(await status(sarah, { partnerUserId: david.user.id })).toEqual({
      selfConsent: false,
      partnerConsent: false,
      fullyEnabled: false,
    });
  });

  test('each side is reported separately, and fully enabled needs both', async () => {
    await saveConsent(sarah, david, { share_context: true });
    expect(await status(sarah, { partnerUserId: david.user.id })).toEqual({ selfConsent: true, partnerConsent: false, fullyEnabled: false });
    expect(await status(david, { partnerUserId: sarah.user.id })).toEqual({ selfConsent: false, partnerConsent: true, fullyEnabled: false });
    await saveConsent(david, sarah, { share_context: true });
    expect(await status(sarah, { partnerUserId: david.user.id })).toEqual({ selfConsent: true, partnerConsent: true, fullyEnabled: true });
  });

  test('the answer is for the JWT user: a spoofed userId in the body is ignored', async () => {
    // The stranger claims to be Sarah; they are not connected to David, so all is false.
    expect(await status(stranger, { partnerUserId: david.user.id, userId: sarah.user.id })).toEqual({
      selfConsent: false,
      partnerConsent: false,
      fullyEnabled: false,
    });
  });

  test('a profile without consent, or a past end date, turns that side off', async () => {
    await backend.sql('update public.profiles set consent = false where id = $1', [david.user.id]);
    expect(await status(sarah, { partnerUserId: david.user.id })).toEqual({ selfConsent: true, partnerConsent: false, fullyEnabled: false });
    await backend.sql('update public.profiles set consent = true where id = $1', [david.user.id]);
    await saveConsent(sarah, david, { share_context: true, temporal_consent_until: '2020-01-01' });
    expect(await status(sarah, { partnerUserId: david.user.id })).toEqual({ selfConsent: false, partnerConsent: true, fullyEnabled: false });
    await saveConsent(sarah, david, { share_context: true, temporal_consent_until: null });
  });

  test('people who are not connected learn nothing about each other', async () => {
    await saveConsent(stranger, sarah, { share_context: true });
    expect(await status(sarah, { partnerUserId: stranger.user.id })).toEqual({ selfConsent: false, partnerConsent: false, fullyEnabled: false });
  });

  test('a bad body or no session is refused with a clear { error }', async () => {
    const bad = await sarah.client.functions.invoke('consent-status', { body: { partnerUserId: 'not-an-id' } });
    expect(bad.error).toBeInstanceOf(FunctionsHttpError);
    const response = (bad.error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: '"partnerUserId" is required: a user id' });

    const anonymous = await backend.client().functions.invoke('consent-status', { body: { partnerUserId: david.user.id } });
    expect(((anonymous.error as FunctionsHttpError).context as Response).status).toBe(401);
  });
});
