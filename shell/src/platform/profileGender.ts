import { useStoreInTransition } from './useStoreInTransition';

/**
 * The signed-in user's gender as their profile states it ('male', 'female', …), for sentences that
 * Hebrew inflects (the dashboard's greeting). Filled by the language sync, which reads the profile
 * on sign-in anyway; null while unknown.
 */
let profileGender: string | null = null;
const listeners = new Set<() => void>();

export function setProfileGender(next: string | null): void {
  if (next === profileGender) return;
  profileGender = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getProfileGender = () => profileGender;

/** The profile's gender; its arrival renders as a transition (the greeting and its page). */
export function useProfileGender(): string | null {
  return useStoreInTransition(subscribe, getProfileGender);
}
