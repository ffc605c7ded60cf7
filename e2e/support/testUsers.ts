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

/** Someone the tests act as: their sign-in and session, and the backend they were made on. */
export interface Person {
  email: string;
  userId: string;
  accessToken: string;
  /** The display name other people see. */
  name: string;
  config: AppRuntimeConfig;
}

/** The profile fields a test may vary; display_name and first_name are the person's name. */
export interface ProfileFields {
  last_name: string;
  gender: 'female' | 'male';
  birth_year: number;
  date_of_birth: string;
  marital_status: string;
  num_children: number;
}

/** A complete profile, unless a test says otherwise. */
const DEFAULT_PROFILE: ProfileFields = {
  last_name: 'Levi',
  gender: 'female',
  birth_year: 1990,
  date_of_birth: '1990-01-01',
  marital_status: 'married',
  num_children: 0,
};

/** What a test changes in the default profile; a field given as undefined is left out of the insert. */
export type ProfileOverrides = { [Field in keyof ProfileFields]?: ProfileFields[Field] | undefined };

/**
 * An account with a profile, made through the API (what supabase-js sends), so a journey spends
 * its time on the screens it is about. Tests that show profile values pass them here, so the
 * values they assert on stand in the test itself.
 */
export async function signUpWithProfile(
  request: APIRequestContext,
  label: string,
  name: string,
  overrides: ProfileOverrides = {},
): Promise<Person> {
  const email = uniqueEmail(label);
  const { config, accessToken, userId } = await signUpThroughApi(request, email);
  // Dropped rather than sent as null, so a half-finished profile is stored the way onboarding
  // would leave it.
  const fields = Object.fromEntries(Object.entries({ ...DEFAULT_PROFILE, ...overrides }).filter(([, value]) => value !== undefined));
  const profile = await request.post(`${config.supabaseUrl}/rest/v1/profiles`, {
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${accessToken}`, Prefer: 'return=minimal' },
    data: { id: userId, display_name: name, first_name: name, ...fields },
  });
  expect(profile.status()).toBe(201);
  return { email, userId, accessToken, name, config };
}

export interface RestResult {
  status: number;
  /** A 2xx status, as Playwright's response.ok() says. */
  ok: boolean;
  /** The parsed JSON body, or null when the response has none. */
  body: unknown;
}

/**
 * One REST or RPC call as `person`, the way supabase-js sends it. It asserts nothing, so a test can
 * check a refusal as closely as a success.
 */
export async function restAs(
  request: APIRequestContext,
  person: Person,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<RestResult> {
  const response = await request.fetch(`${person.config.supabaseUrl}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: person.config.supabaseAnonKey,
      Authorization: `Bearer ${person.accessToken}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    data,
  });
  const text = await response.text();
  return { status: response.status(), ok: response.ok(), body: text ? (JSON.parse(text) as unknown) : null };
}
