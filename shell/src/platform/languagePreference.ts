import { activateLocale, rememberLocale, type Locale } from '@shalom/shared/i18n';
import { noteLanguageChoice } from './languageChoice';
import { getPlatformState, getShellSession } from './platform';

/**
 * The language the shell shows, and where the choice is kept (issue 10): on this device
 * (localStorage) always, and in the signed-in user's profile (profiles.ui_language), which wins on
 * the next sign-in on any device (profileLanguageSync.ts, started with the platform). Null in the
 * profile means nobody chose: the browser decides.
 */

/** The header's switcher: remember, switch everything, and save it for a signed-in user. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  noteLanguageChoice();
  rememberLocale(locale);
  await activateLocale(locale);
  const session = getShellSession();
  if (session.status === 'signed-in' && getPlatformState().phase === 'ready') {
    // Already loaded by the platform's start-up: this import resolves at once.
    const { saveToProfile } = await import('./profileLanguageSync');
    await saveToProfile(session.user.id, locale);
  }
}
