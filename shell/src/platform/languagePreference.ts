import type { EventBus } from '@shalom/shared';
import { activateLocale, activeLocale, isLocale, rememberLocale, rememberedLocale, type Locale } from '@shalom/shared/i18n';
import { getPlatformState, getShellSession } from './platform';
import { setProfileGender } from './profileGender';

/**
 * The language the shell shows, and where the choice is kept (issue 10): on this device
 * (localStorage) always, and in the signed-in user's profile (profiles.ui_language), which wins on
 * the next sign-in on any device. Null in the profile means nobody chose: the browser decides.
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

async function saveToProfile(userId: string, locale: Locale): Promise<void> {
  if (!client) return;
  const { error } = await client.from('profiles').update({ ui_language: locale }).eq('id', userId);
  // The choice still holds on this device; the next sign-in tries again.
  if (error) console.error('[language] could not save the language to the profile', error.message);
}

/** The header's switcher: remember, switch everything, and save it for a signed-in user. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
  const session = getShellSession();
  if (session.status === 'signed-in' && getPlatformState().phase === 'ready') await saveToProfile(session.user.id, locale);
}

async function applyProfile(userId: string): Promise<void> {
  if (!client) return;
  const { data, error } = await client.from('profiles').select('ui_language, gender').eq('id', userId).maybeSingle();
  if (error) {
    console.error('[language] could not read the language saved in the profile', error.message);
    return;
  }
  if (syncedUserId !== userId) return;
  setProfileGender(data?.gender ?? null);
  const saved = data?.ui_language;
  if (isLocale(saved)) {
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
