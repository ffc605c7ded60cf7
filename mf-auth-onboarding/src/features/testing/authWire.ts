import { TEST_USER_ID } from './renderWithServices';

/** A GoTrue session body as /auth/v1/token and /auth/v1/signup return it (wire protocol §1). */
export function sessionBody(email: string, userId = TEST_USER_ID) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: 'header.payload.signature',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'refresh-token',
    user: userBody(email, userId),
  };
}

export function userBody(email: string, userId = TEST_USER_ID) {
  return {
    id: userId,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    is_anonymous: false,
  };
}

/** GoTrue's error shape; the api-version header makes auth-js read `code`. */
export function authErrorInit(status: number) {
  return { status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } };
}
