// The backend the REST compatibility files share: the fixture project of
// test/fixtures/rest/compat (tables, views and functions PostgREST features need), with the
// service role and two signed-up users, so each file tests its rows as real callers under RLS.
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';

export interface RestCompatBackend {
  backend: TestBackend;
  service: SupabaseClient;
  alice: SignedUpUser;
  bob: SignedUpUser;
}

/** Starts it; the caller stops `backend` after its file. */
export async function startRestCompatBackend(): Promise<RestCompatBackend> {
  const backend = await startBackend({ supabaseDir: join(__dirname, '..', 'fixtures', 'rest', 'compat') });
  return { backend, service: backend.client({ key: 'service_role' }), alice: await backend.signUpUser(), bob: await backend.signUpUser() };
}
