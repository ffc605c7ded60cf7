import type { ShalomSupabaseClient } from '@shalom/shared';
import { authOnboardingCatalog } from '../../i18n/catalog';
import type { AuthFailure } from './authErrors';

export type AuthMode = 'login' | 'signup';

export type AuthOutcome =
  | { kind: 'signed-in'; userId: string }
  /** Sign-up succeeded but the server wants the email confirmed first (no session yet). */
  | { kind: 'confirmation-sent' }
  | ({ kind: 'failed' } & AuthFailure);

/** What auth-js' error says, read by shape (AuthApiError's code, AuthWeakPasswordError's reasons). */
export function authFailure(error: { message: string; name?: string; code?: unknown; reasons?: unknown }): AuthFailure {
  const failure: AuthFailure = { message: error.message };
  if (typeof error.code === 'string') failure.code = error.code;
  if (Array.isArray(error.reasons)) failure.reasons = error.reasons.filter((r): r is string => typeof r === 'string');
  if (error.name === 'AuthRetryableFetchError') failure.unreachable = true;
  return failure;
}

/** Password sign-in (POST /auth/v1/token?grant_type=password). */
export async function signInWithPassword(supabase: ShalomSupabaseClient, email: string, password: string): Promise<AuthOutcome> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) return { kind: 'failed', ...authFailure(error) };
  if (!data.session) return { kind: 'failed', message: authOnboardingCatalog.t('auth.noSession') };
  return { kind: 'signed-in', userId: data.session.user.id };
}

/**
 * Sign-up (POST /auth/v1/signup). Spec §7: the confirmation email leads back to the home page,
 * and the same redirect travels in the user metadata.
 */
export async function signUpWithPassword(
  supabase: ShalomSupabaseClient,
  email: string,
  password: string,
  origin: string,
): Promise<AuthOutcome> {
  const homePage = `${origin}/`;
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: homePage, data: { emailRedirectTo: homePage } },
  });
  if (error) return { kind: 'failed', ...authFailure(error) };
  if (!data.session) return { kind: 'confirmation-sent' };
  return { kind: 'signed-in', userId: data.session.user.id };
}
