import type { MessageIdOf, Translate } from '@shalom/shared/i18n';
import { authOnboardingCatalog } from '../../i18n/catalog';

type MessageId = MessageIdOf<typeof authOnboardingCatalog>;

/** What a failed sign-in or sign-up told us: the server's message and, when it sent one, its code. */
export interface AuthFailure {
  message: string;
  /** GoTrue's error code (invalid_credentials, weak_password…); absent for a network failure. */
  code?: string;
  /** weak_password's reasons (length, characters, pwned). */
  reasons?: string[];
  /** auth-js' AuthRetryableFetchError: the request never got an answer. */
  unreachable?: boolean;
}

const { msg } = authOnboardingCatalog;

/** The refusals /auth can meet, in the app's words; anything else keeps the server's own message. */
const BY_CODE: Record<string, MessageId> = {
  invalid_credentials: msg('auth.error.invalidCredentials'),
  email_not_confirmed: msg('auth.error.emailNotConfirmed'),
  user_already_exists: msg('auth.error.alreadyRegistered'),
  email_exists: msg('auth.error.alreadyRegistered'),
  weak_password: msg('auth.error.weakPassword'),
  over_request_rate_limit: msg('auth.error.tooManyAttempts'),
  over_email_send_rate_limit: msg('auth.error.tooManyAttempts'),
  user_banned: msg('auth.error.banned'),
};

/**
 * The text shown for a failed sign-in or sign-up. Spec §5/§8: the server's message is shown — in
 * English that is exactly what it said. The server speaks only English, so in another language a
 * refusal it names by code is said in that language instead (a Hebrew page otherwise read
 * "הכניסה נכשלה: Invalid login credentials"); a message without a known code stays the server's.
 */
export function authFailureText(failure: AuthFailure, locale: string, t: Translate<MessageId>): string {
  if (locale === 'en') return failure.message;
  if (failure.unreachable) return t('auth.error.unreachable');
  if (failure.code === 'weak_password' && failure.reasons?.includes('length')) {
    const minimum = /at least (\d+) characters/i.exec(failure.message)?.[1];
    if (minimum) return t('auth.error.passwordTooShort', { min: minimum });
  }
  const id = failure.code ? BY_CODE[failure.code] : undefined;
  return id ? t(id) : failure.message;
}
