import type { SessionSnapshot } from '../bus/busEvents';

/** The parts of a supabase-js Session the rest of the app may rely on. */
export interface AuthSessionLike {
  user: { id: string; email?: string | null };
}

export function toSessionSnapshot(session: AuthSessionLike | null | undefined): SessionSnapshot {
  if (!session) return { status: 'signed-out', user: null };
  return { status: 'signed-in', user: { id: session.user.id, email: session.user.email ?? null } };
}

/** Same status and same user: a token refresh is not a session change for the UI. */
export function isSameSession(a: SessionSnapshot | undefined, b: SessionSnapshot): boolean {
  if (!a || a.status !== b.status) return false;
  return a.status !== 'signed-in' || b.status !== 'signed-in' || a.user.id === b.user.id;
}
