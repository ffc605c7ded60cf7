/**
 * "Maybe signed in", decided without loading supabase-js: the client keeps its session in local
 * storage under `sb-<project ref>-auth-token` (its default storage key; shared/src/supabase creates
 * the client without another one), and an email link or OAuth redirect carries its result in the
 * URL (detectSessionInUrl). Without either, the client would only report "signed out", so a
 * visitor's landing page needs neither the client nor the bus.
 */
const SESSION_KEY = /^sb-.+-auth-token$/;

/** True for the storage key under which supabase-js keeps a session. */
export function isSessionStorageKey(key: string | null): boolean {
  return key !== null && SESSION_KEY.test(key);
}

/** Whether this device keeps a session of any Supabase project (valid or expired alike). */
export function hasStoredSession(storage: Storage | undefined = safeLocalStorage()): boolean {
  if (!storage) return true; // unreadable storage: let the client decide
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (isSessionStorageKey(storage.key(index)) && storage.getItem(storage.key(index) as string)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** Whether the URL carries a sign-in result (implicit-flow hash, PKCE code, or an auth error). */
export function hasAuthResultInUrl(location: Pick<Location, 'hash' | 'search'> | undefined = safeLocation()): boolean {
  if (!location) return false;
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const search = new URLSearchParams(location.search);
  return (
    hash.has('access_token') ||
    hash.has('error_description') ||
    search.has('code') ||
    search.has('error_description')
  );
}

/** Whether the session must be read by the client before the shell can say "signed out". */
export function mayBeSignedIn(): boolean {
  return hasStoredSession() || hasAuthResultInUrl();
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function safeLocation(): Location | undefined {
  return typeof window === 'undefined' ? undefined : window.location;
}
