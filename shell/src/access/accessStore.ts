import { useSyncExternalStore } from 'react';
import {
  fetchIsStaff,
  fetchOnboardingRequired,
  type EventBus,
  type OnboardingState,
  type ProfileReader,
  type SessionSnapshot,
  type StaffRoleReader,
  type StaffState,
} from '@shalom/shared';

/** What the guards know about the signed-in user beyond the session itself. */
export interface AccessState {
  userId: string | null;
  onboarding: OnboardingState;
  staff: StaffState;
}

export type AccessClient = ProfileReader & StaffRoleReader;

const ONBOARDED_KEY_PREFIX = 'shalom-bayit.onboarded.';

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function rememberedComplete(userId: string): boolean {
  try {
    return localStorage.getItem(ONBOARDED_KEY_PREFIX + userId) === '1';
  } catch {
    return false;
  }
}

function rememberOnboarding(userId: string, complete: boolean): void {
  try {
    if (complete) localStorage.setItem(ONBOARDED_KEY_PREFIX + userId, '1');
    else localStorage.removeItem(ONBOARDED_KEY_PREFIX + userId);
  } catch {
    // storage unavailable: offline visits ask again
  }
}

const EMPTY: AccessState = { userId: null, onboarding: 'unknown', staff: 'unknown' };

/**
 * Onboarding status and staff role of the current user, read once per user and again when the
 * profile changes. Answers for a user who has since signed out are dropped.
 */
export class AccessStore {
  private state: AccessState = EMPTY;
  private readonly listeners = new Set<() => void>();
  private staffRequested = false;

  constructor(
    private readonly getClient: () => Promise<AccessClient>,
    bus: EventBus,
  ) {
    bus.session$.subscribe((session) => this.onSession(session));
    bus.on('profile.changed').subscribe((event) => {
      if (event.userId === this.state.userId) this.refreshOnboarding();
    });
  }

  readonly getSnapshot = (): AccessState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Staff is only asked when a staff route is opened: most users never need the answer. */
  ensureStaffChecked(): void {
    if (this.staffRequested || !this.state.userId) return;
    this.staffRequested = true;
    const userId = this.state.userId;
    void this.getClient()
      .then((client) => fetchIsStaff(client))
      .then((isStaff) => this.patch(userId, { staff: isStaff ? 'staff' : 'not-staff' }));
  }

  /** Reads onboarding status again (after the profile was saved, or on leaving /onboarding). */
  refreshOnboarding(): void {
    const userId = this.state.userId;
    if (!userId) return;
    // Offline (the installed app opened without network), the last answer read for this user on
    // this device stands in: a failed read would otherwise send a finished profile to /onboarding.
    if (isOffline() && rememberedComplete(userId)) {
      this.patch(userId, { onboarding: 'complete' });
      return;
    }
    this.patch(userId, { onboarding: 'unknown' });
    void this.getClient()
      .then((client) => fetchOnboardingRequired(client, userId))
      .catch((error: unknown) => {
        console.error('[access] onboarding status could not be read', error);
        return true;
      })
      .then((required) => {
        rememberOnboarding(userId, !required);
        this.patch(userId, { onboarding: required ? 'required' : 'complete' });
      });
  }

  private onSession(session: SessionSnapshot) {
    const userId = session.status === 'signed-in' ? session.user.id : null;
    if (userId === this.state.userId) return;
    this.staffRequested = false;
    this.setState({ userId, onboarding: 'unknown', staff: 'unknown' });
    if (userId) this.refreshOnboarding();
  }

  private patch(userId: string, change: Partial<AccessState>) {
    if (this.state.userId !== userId) return;
    this.setState({ ...this.state, ...change });
  }

  private setState(next: AccessState) {
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}

export function useAccessState(store: AccessStore): AccessState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
