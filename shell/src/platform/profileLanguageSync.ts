import type { EventBus } from '@shalom/shared';
import { activateLocale, activeLocale, isLocale, rememberLocale, rememberedLocale, type Locale } from '@shalom/shared/i18n';
import { languageChoicesSoFar } from './languageChoice';
import { setProfileGender } from './profileGender';

/**
 * The profile half of the language choice (issue 10, see languagePreference.ts): the signed-in
 * user's profiles.ui_language, applied at sign-in and saved on a change. Loaded with the platform's
 * start-up, never for a signed-out visitor.
 */

interface ProfileLanguageRow {
  ui_language: string | null;
  gender: string | null;
}

type Failure = { message: string } | null;

/** The two profile calls made here, typed narrowly so they do not depend on the generated types. */
export interface ProfileLanguageClient {
  from(table: 'profiles'): {
    select(columns: 'ui_language, gender'): {
      eq(column: 'id', value: string): { maybeSingle(): PromiseLike<{ data: ProfileLanguageRow | null; error: Failure }> };
    };
    update(values: { ui_language: Locale }): { eq(column: 'id', value: string): PromiseLike<{ error: Failure }> };
  };
}

let client: ProfileLanguageClient | null = null;
let following = false;
let syncedUserId: string | null = null;

/** Saves a signed-in user's choice (the header's picker, or one made here before the profile existed). */
export async function saveToProfile(userId: string, locale: Locale): Promise<void> {
  if (!client) return;
  const { error } = await client.from('profiles').update({ ui_language: locale }).eq('id', userId);
  // The choice still holds on this device; the next sign-in tries again.
  if (error) console.error('[language] could not save the language to the profile', error.message);
}

async function applyProfile(userId: string): Promise<void> {
  if (!client) return;
  const choicesBefore = languageChoicesSoFar();
  const { data, error } = await client.from('profiles').select('ui_language, gender').eq('id', userId).maybeSingle();
  if (error) {
    console.error('[language] could not read the language saved in the profile', error.message);
    return;
  }
  if (syncedUserId !== userId) return;
  setProfileGender(data?.gender ?? null);
  const saved = data?.ui_language;
  const chosenMeanwhile = languageChoicesSoFar() !== choicesBefore ? rememberedLocale() : null;
  if (chosenMeanwhile) {
    // Picked in the header while the profile was being read (a fast hand right after the
    // dashboard appears): the newer choice stays on screen, and the profile follows it.
    if (data && saved !== chosenMeanwhile) await saveToProfile(userId, chosenMeanwhile);
  } else if (isLocale(saved)) {
    rememberLocale(saved);
    if (saved !== activeLocale()) await activateLocale(saved);
  } else if (data) {
    // A choice made on this device before the profile existed (or before signing in) is kept.
    const chosenHere = rememberedLocale();
    if (chosenHere) await saveToProfile(userId, chosenHere);
  }
}

/** Started once the client exists: follows sign-ins and profile saves (onboarding creates the row). */
export function startLanguageSync(profiles: ProfileLanguageClient, bus: EventBus): void {
  client = profiles;
  // A restarted platform hands over a new client; the subscriptions stay the first ones.
  if (following) return;
  following = true;
  bus.session$.subscribe((session) => {
    const userId = session.status === 'signed-in' ? session.user.id : null;
    if (userId === syncedUserId) return;
    syncedUserId = userId;
    setProfileGender(null);
    if (userId) void applyProfile(userId);
  });
  bus.on('profile.changed').subscribe(({ userId }) => {
    if (userId === syncedUserId) void applyProfile(userId);
  });
}
