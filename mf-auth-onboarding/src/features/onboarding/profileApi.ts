import type { ShalomSupabaseClient } from '@shalom/shared';
import { authOnboardingCatalog } from '../../i18n/catalog';
import { errorMessage } from '../common/errorMessage';
import { buildProfileInsert, buildProfileUpdate, type ProfileFormValues, type ProfileRow, type StoredNames } from './profileForm';

export type OnboardingMode = 'create' | 'update';

/** Spec §7: select by id, full row or none. */
export async function loadOwnProfile(supabase: ShalomSupabaseClient, userId: string): Promise<ProfileRow | null> {
  const { data, error } = await supabase.from('profiles').select('*').eq('id', userId).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export type SaveResult = { ok: true } | { ok: false; title: string; description: string };

const { msg, t } = authOnboardingCatalog;

const SAVE_FAILED_TITLE = {
  create: msg('onboarding.saveFailed.create'),
  update: msg('onboarding.saveFailed.update'),
} as const satisfies Record<OnboardingMode, unknown>;

const NOT_LOGGED_IN = {
  create: msg('onboarding.notLoggedIn.create'),
  update: msg('onboarding.notLoggedIn.update'),
} as const satisfies Record<OnboardingMode, unknown>;

/**
 * Spec §8: a row-level-security refusal means the session is gone; other messages are the server's,
 * shown as-is. In the active language.
 */
export function describeSaveError(mode: OnboardingMode, message: string): { title: string; description: string } {
  const description = /row[- ]level security/i.test(message) ? t(NOT_LOGGED_IN[mode]) : message;
  return { title: t(SAVE_FAILED_TITLE[mode]), description };
}

export async function saveProfile(
  supabase: ShalomSupabaseClient,
  mode: OnboardingMode,
  userId: string,
  values: ProfileFormValues,
  stored: StoredNames | null,
): Promise<SaveResult> {
  try {
    const { error } =
      mode === 'create' || !stored
        ? await supabase.from('profiles').insert(buildProfileInsert(userId, values))
        : await supabase.from('profiles').update(buildProfileUpdate(values, stored)).eq('id', userId);
    if (error) return { ok: false, ...describeSaveError(mode, error.message) };
    return { ok: true };
  } catch (error) {
    return { ok: false, ...describeSaveError(mode, errorMessage(error)) };
  }
}
