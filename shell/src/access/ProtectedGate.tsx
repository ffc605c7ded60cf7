import { useContext, useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, UNSAFE_NavigationContext, useLocation, type Navigator } from 'react-router-dom';
import { Spinner, decideRouteAccess, signInPathFor, type RouteAccess } from '@shalom/shared';
import { useShellSession } from '../platform/platform';
import { useAccessState } from './accessStore';
import { shellAccess } from './shellAccess';
import { NotAuthorised } from './NotAuthorised';

export interface ProtectedGateProps {
  access: RouteAccess;
  children: ReactNode;
  /** Shown while the session, onboarding or role are read (default: the Loading spinner). */
  pending?: ReactNode;
}

/** Loading while session/onboarding/role load, /auth without a session, /onboarding when required, staff check. */
export function ProtectedGate({ access, children, pending }: ProtectedGateProps) {
  const { pathname, search } = useLocation();
  const session = useShellSession();
  const accessState = useAccessState(shellAccess);

  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (access === 'staff' && signedIn) shellAccess.ensureStaffChecked();
  }, [access, signedIn, accessState.userId]);

  const decided = decideRouteAccess({
    access,
    pathname,
    session: session.status,
    onboarding: accessState.onboarding,
    staff: accessState.staff,
  });
  // Letting the screen through is rendered as a transition: the screen mounts in slices that yield
  // to the browser, not inside the task that read the session or the profile (which React renders
  // at once); until then Loading stays. Every other decision (a redirect, Not authorised, Loading)
  // applies at once.
  const letThrough = useDeferredValue(decided.kind === 'render');
  const decision = decided.kind === 'render' && !letThrough ? ({ kind: 'loading' } as const) : decided;
  const leaving = useHistoryHasLeft(pathname);

  switch (decision.kind) {
    case 'render':
      return <>{children}</>;
    case 'loading':
      return pending ?? <Spinner fullArea />;
    case 'redirect':
      // A screen the history has already left keeps Loading instead: its redirect would undo that
      // navigation (deleting an account leaves for / and then signs out, and the dashboard's guard,
      // still on screen while / renders, would send the signed-out page to /auth?next=/dashboard).
      if (leaving) return pending ?? <Spinner fullArea />;
      // A signed-out visitor comes back to what they opened once signed in (?next=).
      return <Navigate to={decision.to === '/auth' ? signInPathFor(pathname, search) : decision.to} replace />;
    case 'forbidden':
      return <NotAuthorised />;
  }
}

/**
 * True while the history is already at another path than the one rendered: the shell's router
 * renders a location change in a transition (ShellRouter.tsx), so a session change (urgent) can
 * re-render the screen being left before the next one is shown.
 */
function useHistoryHasLeft(renderedPathname: string): boolean {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const current = (navigator as Navigator & { location?: { pathname: string } }).location?.pathname;
  return current !== undefined && current !== renderedPathname;
}

