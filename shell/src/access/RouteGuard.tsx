import type { ReactNode } from 'react';
import type { RouteAccess } from '@shalom/shared';
import { retryableLazy } from '../layout/retryableLazy';

// Guard logic, access store and the staff check load with the first non-public route.
const ProtectedGate = retryableLazy(() => import('./ProtectedGate').then((m) => m.ProtectedGate));

export interface RouteGuardProps {
  access: RouteAccess;
  children: ReactNode;
  /** Shown while the guard and what it reads load (default: the Loading spinner). */
  pending?: ReactNode;
}

/** Spec §2 access rules around a route's screen. Public screens render at once. */
export function RouteGuard({ access, children, pending }: RouteGuardProps) {
  if (access === 'public') return <>{children}</>;
  return (
    <ProtectedGate access={access} pending={pending}>
      {children}
    </ProtectedGate>
  );
}
