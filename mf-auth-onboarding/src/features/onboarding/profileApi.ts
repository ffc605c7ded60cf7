import type { ShalomSupabaseClient } from '@shalom/shared';
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

const SAVE_FAILED_TITLE: Record<OnboardingMode, string> = {
  create: 'Could not save profile',
  update: 'Could not update profile',
};

const NOT_LOGGED_IN: Record<OnboardingMode, string> = {
  create: 'You must be logged in to create your profile.',
  update: 'You must be logged in to update your profile.',
};

/** Spec §8: a row-level-security refusal means the session is gone; other messages are shown as-is. */
export function describeSaveError(mode: OnboardingMode, message: string): { title: string; description: string } {
  const description = /row[- ]level security/i.test(message) ? NOT_LOGGED_IN[mode] : message;
  return { title: SAVE_FAILED_TITLE[mode], description };
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
