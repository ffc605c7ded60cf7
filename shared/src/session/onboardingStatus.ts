/** Spec §4: which profile fields decide whether onboarding is still required. */
export const ONBOARDING_TEXT_FIELDS = [
  'display_name',
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'marital_status',
] as const;

export const ONBOARDING_PROFILE_COLUMNS = [...ONBOARDING_TEXT_FIELDS, 'num_children'].join(', ');

export type OnboardingProfile = {
  [K in (typeof ONBOARDING_TEXT_FIELDS)[number]]?: string | null;
} & { num_children?: number | null };

export interface ProfileRead {
  data: OnboardingProfile | null;
  error: unknown;
}

/**
 * Onboarding is required unless the six text fields hold non-empty text and num_children is
 * present (0 counts as present). A failed read counts as required: better to ask again than to let
 * an unfinished profile through.
 */
export function isOnboardingRequired(read: ProfileRead): boolean {
  if (read.error || !read.data) return true;
  const profile = read.data;
  const textComplete = ONBOARDING_TEXT_FIELDS.every((field) => {
    const value = profile[field];
    return typeof value === 'string' && value.trim() !== '';
  });
  const childrenPresent = typeof profile.num_children === 'number' && Number.isFinite(profile.num_children);
  return !(textComplete && childrenPresent);
}

/** The slice of the supabase client this module needs (keeps it independent of generated types). */
export interface ProfileReader {
  from(table: 'profiles'): {
    select(columns: string): {
      eq(column: 'id', value: string): { maybeSingle(): PromiseLike<ProfileRead> };
    };
  };
}

/** Reads the signed-in user's profile and applies the rule above. */
export async function fetchOnboardingRequired(client: ProfileReader, userId: string): Promise<boolean> {
  let read: ProfileRead;
  try {
    read = await client.from('profiles').select(ONBOARDING_PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  } catch (error) {
    read = { data: null, error };
  }
  if (read.error) console.error('[onboarding] profile read failed; onboarding treated as required', read.error);
  return isOnboardingRequired(read);
}
