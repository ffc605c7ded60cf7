import type { AuthMode } from './authApi';
import { invitationIn } from './invitation';

/**
 * Which /auth screen an address shows. The address is the only place the mode lives: "Sign up" and
 * "Log in" are real links (`/auth?mode=signup`, `/auth?mode=login`), so what the visitor sees is
 * what the address says before any script runs (the prerendered screen, which the page's server
 * takes from this remote's build), while it runs, after a reload and after Back.
 *
 * - `mode=signup` or `mode=login` chooses; without it an invitation (`next` is a connect link)
 *   opens on sign-up, since the person invited most likely has no account yet; else login.
 */
export function authModeAt(search: URLSearchParams): AuthMode {
  const asked = search.get('mode');
  if (asked === 'signup' || asked === 'login') return asked;
  return invitationIn(search.get('next')) ? 'signup' : 'login';
}

/** The address of `mode`'s screen, keeping where the visitor returns to afterwards. */
export function authHref(mode: AuthMode, next: string | null): string {
  const search = new URLSearchParams({ mode });
  if (next) search.set('next', next);
  return `/auth?${search.toString()}`;
}

/**
 * What the screen is, for the prerender's take-over (shell `prerender/authHandover.ts`): it carries
 * a submit made on the prerendered screen into the live one only when both show the same screen.
 * The prerendered screens are the plain login and sign-up ones; an invitation's screen is never
 * prerendered (it shows a name from the server), so it is a screen of its own.
 */
export function authScreenName(mode: AuthMode, invited: boolean): string {
  return invited ? `invitation-${mode}` : mode;
}
