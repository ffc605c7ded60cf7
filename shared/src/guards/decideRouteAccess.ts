import type { SessionStatus } from '../bus/busEvents';

/**
 * Who may open a route (spec §2):
 * - public: anyone;
 * - signed-in: any signed-in user, onboarded or not (/onboarding itself);
 * - protected: signed in and onboarded;
 * - staff: protected, and the database says the caller is staff (/admin/feedback).
 */
export type RouteAccess = 'public' | 'signed-in' | 'protected' | 'staff';

/** 'unknown' while the profile or role is still being read. */
export type OnboardingState = 'unknown' | 'required' | 'complete';
export type StaffState = 'unknown' | 'staff' | 'not-staff';

export interface RouteAccessInput {
  access: RouteAccess;
  pathname: string;
  session: SessionStatus;
  onboarding: OnboardingState;
  staff: StaffState;
}

export type RouteAccessDecision =
  | { kind: 'render' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: '/auth' | '/onboarding' }
  | { kind: 'forbidden' };

/** Paths from which the onboarding redirect never fires (spec §2). */
export const ONBOARDING_EXEMPT_PATHS = ['/auth', '/onboarding'] as const;

function isOnboardingExempt(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (ONBOARDING_EXEMPT_PATHS as readonly string[]).includes(normalized);
}

export function decideRouteAccess(input: RouteAccessInput): RouteAccessDecision {
  const { access, pathname, session, onboarding, staff } = input;
  if (access === 'public') return { kind: 'render' };
  if (session === 'loading') return { kind: 'loading' };
  if (session === 'signed-out') return { kind: 'redirect', to: '/auth' };
  if (access === 'signed-in') return { kind: 'render' };

  if (!isOnboardingExempt(pathname)) {
    if (onboarding === 'unknown') return { kind: 'loading' };
    if (onboarding === 'required') return { kind: 'redirect', to: '/onboarding' };
  }
  if (access === 'protected') return { kind: 'render' };

  if (staff === 'unknown') return { kind: 'loading' };
  return staff === 'staff' ? { kind: 'render' } : { kind: 'forbidden' };
}

/** Where a user who just signed in belongs (spec §2 Auth, §4). */
export function homeForSignedInUser(onboardingRequired: boolean): '/onboarding' | '/dashboard' {
  return onboardingRequired ? '/onboarding' : '/dashboard';
}

/**
 * The sign-in screen for a visitor turned away from `pathname + search`: /auth?next=… so that,
 * after signing in (and onboarding if needed), they come back to what they opened — e.g. a connect
 * link someone sent them. The auth screen accepts only same-origin paths from `next`.
 */
export function signInPathFor(pathname: string, search = ''): string {
  const wanted = `${pathname}${search}`;
  return wanted === '/' || wanted === '' ? '/auth' : `/auth?next=${encodeURIComponent(wanted)}`;
}
