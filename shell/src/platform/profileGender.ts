import { useSyncExternalStore } from 'react';

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

export function useProfileGender(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => profileGender,
    () => profileGender,
  );
}
