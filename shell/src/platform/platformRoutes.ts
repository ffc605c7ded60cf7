import { SHELL_ROUTES } from '../routes/routeTable';

/**
 * Screens a signed-out visitor reads without the platform (supabase-js, the bus, rxjs): they show
 * nothing that depends on the session beyond "signed out", which the shell knows from storage.
 * Kept apart from platformDemand.ts so App.tsx can decide at its first commit, without loading it.
 */
export const PLATFORM_FREE_PATHS: readonly string[] = [
  SHELL_ROUTES.landing.path,
  SHELL_ROUTES.terms.path,
  SHELL_ROUTES.privacy.path,
  SHELL_ROUTES.howItWorks.path,
  SHELL_ROUTES.roadmap.path,
];

export function needsPlatform(pathname: string): boolean {
  return !PLATFORM_FREE_PATHS.includes(pathname);
}

/**
 * Whether the page reads the session from its first commit: a route other than the visitor's
 * pages, a device that may hold a session, or the installed app. Its first contentful paint is
 * text that waits for the platform, so waiting for that paint before starting it only lengthens
 * the chain (the visitor's landing and static pages still start it after their paint, on demand).
 */
export function needsPlatformAtOnce(pathname: string, { installed, maybeSignedIn }: { installed: boolean; maybeSignedIn: boolean }): boolean {
  return installed || maybeSignedIn || needsPlatform(pathname);
}
