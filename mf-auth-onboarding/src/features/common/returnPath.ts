/**
 * The return-to contract shared by /auth and /onboarding: a protected route sends a signed-out
 * visitor to `/auth?next=<path+search>`. Only same-origin paths are honoured, so a crafted link
 * cannot bounce a user who just signed in to another site (`//evil.example`, `https://…`, `/\…`).
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters could smuggle a different URL past the checks above.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  return raw;
}

/** Where a user goes right after signing in (spec §2/§4 plus the return-to contract). */
export function destinationAfterSignIn(onboardingRequired: boolean, next: string | null): string {
  if (onboardingRequired) return next ? `/onboarding?next=${encodeURIComponent(next)}` : '/onboarding';
  return next ?? '/dashboard';
}

/** Where onboarding goes after a successful save. */
export function destinationAfterOnboarding(next: string | null): string {
  return next ?? '/relationships';
}
