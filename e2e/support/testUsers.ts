import { expect, type APIRequestContext } from '@playwright/test';

/** The password every e2e account uses (long and uncommon enough for the backend's policy). */
export const E2E_PASSWORD = 'Shalom-e2e-2026!';

/** An address no earlier run (or parallel test) has used. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.local`;
}

export interface AppRuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** The running app's /config.json: where its backend is and the anon key to call it with. */
export async function appRuntimeConfig(request: APIRequestContext): Promise<AppRuntimeConfig> {
  const response = await request.get('/config.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as AppRuntimeConfig;
}

/** Creates a user straight through the auth API (what supabase-js's signUp sends) and returns its session. */
export async function signUpThroughApi(request: APIRequestContext, email: string) {
  const config = await appRuntimeConfig(request);
  const response = await request.post(`${config.supabaseUrl}/auth/v1/signup`, {
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` },
    data: { email, password: E2E_PASSWORD, data: {} },
  });
  expect(response.ok()).toBe(true);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { config, accessToken: session.access_token, userId: session.user.id };
}
