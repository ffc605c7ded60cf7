import type { ToastVariant } from '@shalom/shared';

/** A toast as the shell's toaster shows it. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** spec §5: a duplicate link in either direction is refused with these words. */
export const ALREADY_CONNECTED: ToastMessage = {
  title: 'Already connected',
  description: "You're already connected to this person.",
  variant: 'destructive',
};

/** The database refuses self links with the same sentence (relationships_guard). */
export const SELF_LINK_DESCRIPTION = 'You cannot connect to yourself.';

/** Shown when someone pastes something that is not a user id. */
export const MALFORMED_ID_DESCRIPTION = 'That is not a valid user ID. Check it and try again.';

/** A foreign-key failure means nobody has that id; the raw constraint text helps nobody. */
export const UNKNOWN_USER_DESCRIPTION = 'No user has this ID. Check it and try again.';
