import { Subject } from 'rxjs';
import type { EventBus, SessionSnapshot } from '@shalom/shared';
import { activateLocale, activeLocale, rememberedLocale } from '@shalom/shared/i18n';
import { chooseLanguage } from './languagePreference';
// A catalog of the shell's, so switching language has messages to load.
import '../layout/i18n/catalog';
import { startLanguageSync, type ProfileLanguageClient } from './profileLanguageSync';

// The profile's saved language is applied at sign-in. A language picked in the header while that
// read is still on its way is the newer choice: it must stay on screen and be saved, not undone.

type Row = { ui_language: string | null; gender: string | null };

function fakeProfiles() {
  let answer: ((row: Row) => void) | null = null;
  const saved: string[] = [];
  const client: ProfileLanguageClient = {
    from: () => ({
      select: () => ({ eq: () => ({ maybeSingle: () => new Promise((resolve) => (answer = (row) => resolve({ data: row, error: null }))) }) }),
      update: (values) => ({
        eq: async () => {
          saved.push(values.ui_language);
          return { error: null };
        },
      }),
    }),
  };
  return { client, saved, answer: (row: Row) => answer!(row) };
}

const signedIn = (id: string) => ({ status: 'signed-in', user: { id } }) as unknown as SessionSnapshot;

test('a language picked while the profile is read stays, and the profile follows it', async () => {
  await activateLocale('en');
  const profiles = fakeProfiles();
  const session$ = new Subject<SessionSnapshot>();
  const bus = { session$, on: () => new Subject() } as unknown as EventBus;
  startLanguageSync(profiles.client, bus);

  session$.next(signedIn('user-1')); // the profile read starts
  await chooseLanguage('he'); // a fast hand on the header's picker
  expect(activeLocale()).toBe('he');

  profiles.answer({ ui_language: 'en', gender: null }); // the read comes back with the older choice
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(activeLocale()).toBe('he');
  expect(rememberedLocale()).toBe('he');
  expect(profiles.saved).toEqual(['he']);

  // Without a choice in between, the profile's language is applied, as at any sign-in.
  session$.next({ status: 'signed-out' } as unknown as SessionSnapshot);
  session$.next(signedIn('user-2'));
  profiles.answer({ ui_language: 'en', gender: null });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(activeLocale()).toBe('en');
  expect(profiles.saved).toEqual(['he']);
});
