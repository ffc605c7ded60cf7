/**
 * The event contract between the shell and the remotes. It is versioned and additive: a new event
 * type or a new optional field may be added, nothing may be removed or retyped, and a build that
 * does not know an event ignores it. That lets remotes deployed at different times work together.
 */
export const BUS_PROTOCOL_VERSION = 1 as const;

export interface SessionUser {
  id: string;
  email: string | null;
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export type SessionSnapshot =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

export type ToastVariant = 'default' | 'success' | 'info' | 'destructive';

export interface SelectedPartner {
  userId: string;
  displayName: string | null;
  relationType: string | null;
}

export interface BusNotification {
  id: string;
  type: string;
  title: string;
  message: string;
  createdAt: string;
  data?: Record<string, unknown>;
}

export type BusEvent =
  /** The shell's view of the auth session (replayed to late subscribers). */
  | { type: 'session.changed'; v: 1; session: SessionSnapshot }
  /** Ask the shell to navigate (for code outside a router). */
  | { type: 'navigate'; v: 1; to: string; replace?: boolean }
  /** Show a toast in the shell's one toaster. */
  | { type: 'toast'; v: 1; title: string; description?: string; variant?: ToastVariant }
  /** The partner the user works with in AI guidance (replayed). */
  | { type: 'partner.selected'; v: 1; partner: SelectedPartner | null }
  /** Unread message count for the header indicator (replayed). */
  | { type: 'unread.count'; v: 1; count: number }
  /** A notification arrived (realtime or push). */
  | { type: 'notification.received'; v: 1; notification: BusNotification }
  /** The user's profile changed, so onboarding status must be read again (additive, v1). */
  | { type: 'profile.changed'; v: 1; userId: string };

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What a publisher writes: the bus stamps the protocol version. */
export type BusEventInput = DistributiveOmit<BusEvent, 'v'>;

/** Events whose latest value is kept and replayed to anyone subscribing later. */
export const STICKY_EVENT_TYPES = ['session.changed', 'partner.selected', 'unread.count'] as const;
export type StickyEventType = (typeof STICKY_EVENT_TYPES)[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSessionSnapshot(value: unknown): value is SessionSnapshot {
  if (!isRecord(value)) return false;
  if (value.status === 'loading' || value.status === 'signed-out') return value.user === null;
  if (value.status !== 'signed-in' || !isRecord(value.user)) return false;
  return typeof value.user.id === 'string';
}

const validators: { [T in BusEventType]: (event: Record<string, unknown>) => boolean } = {
  'session.changed': (e) => isSessionSnapshot(e.session),
  navigate: (e) => typeof e.to === 'string',
  toast: (e) => typeof e.title === 'string',
  'partner.selected': (e) => e.partner === null || (isRecord(e.partner) && typeof e.partner.userId === 'string'),
  'unread.count': (e) => typeof e.count === 'number' && e.count >= 0,
  'notification.received': (e) => isRecord(e.notification) && typeof e.notification.id === 'string',
  'profile.changed': (e) => typeof e.userId === 'string',
};

/**
 * True for events this build understands. Unknown types (from a newer remote) and malformed
 * payloads are ignored rather than crashing a subscriber.
 */
export function isKnownBusEvent(value: unknown): value is BusEvent {
  if (!isRecord(value) || typeof value.type !== 'string') return false;
  if (typeof value.v !== 'number' || value.v < 1) return false;
  const validate = (validators as Record<string, ((e: Record<string, unknown>) => boolean) | undefined>)[value.type];
  return validate !== undefined && validate(value);
}
