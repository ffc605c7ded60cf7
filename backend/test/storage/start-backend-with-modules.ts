// The storage and functions suites' view of the shared harness (test/harness.ts): the real server
// with every default module mounted, plus the JWT secret (to forge and expire signed-URL and
// access tokens) and a positional client(accessToken, key) these suites were written against.
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';

export interface ModuleBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dataDir: string;
  client(accessToken?: string, key?: 'anon' | 'service_role'): SupabaseClient;
  signUpUser(): Promise<SignedUpUser>;
  stop(): Promise<void>;
}

export async function startBackendWithModules(options: { supabaseDir: string; env?: Record<string, string> }): Promise<ModuleBackend> {
  const backend: TestBackend = await startBackend(options);
  return {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    jwtSecret: backend.context().config.jwtSecret,
    dataDir: backend.dataDir,
    client: (accessToken, key = 'anon') => backend.client({ accessToken, key }),
    signUpUser: () => backend.signUpUser(),
    stop: () => backend.stop(),
  };
}
