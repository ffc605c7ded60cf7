import type { ToastVariant } from '@shalom/shared';

/**
 * Words shared by /relationships and /connect: toasts, refusals and names. Every user-facing
 * string of this remote lives in this module, relationships/relationshipsText.ts,
 * connect/connectText.ts or relationOptions.ts (the select labels), as keyed constants and
 * functions, so the i18n work (issue 10) can move them into a catalogue in one step.
 *
 * Names inside sentences are wrapped in Unicode isolates (the plain-text form of <bdi>), so a
 * Hebrew name in an English sentence, or the reverse, keeps the sentence in order — in toasts too.
 */

/** A toast as the shell's toaster shows it. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Keeps a name's own direction inside a sentence of the other direction. */
export function isolate(name: string): string {
  return `${FIRST_STRONG_ISOLATE}${name}${POP_DIRECTIONAL_ISOLATE}`;
}

export const linkText = {
  /** spec §7: the name shown for a person without one. */
  unknownUser: 'Unknown User',
  /** spec §2: the relationship list's word for a partner without a name. */
  unknownName: 'Unknown',
  cancel: 'Cancel',
  idLabel: 'ID:',

  // spec §5 / §8
  alreadyConnectedTitle: 'Already connected',
  alreadyConnectedDescription: "You're already connected to this person.",
  couldNotAddTitle: 'Could not add relationship',
  missingIdTitle: 'Missing ID',
  missingIdDescription: "Enter the related user's ID.",
  mustBeLoggedIn: 'You must be logged in to add relationships.',
  connectionFailedTitle: 'Connection failed',
  connectionFailedFallback: 'Could not connect to this person.',

  // Refusals (the contract's sentences; shown from here so they can be translated).
  selfLink: 'You cannot connect to yourself.',
  malformedId: 'That is not a valid user ID. Check it and try again.',
  notFound: "We couldn't find anyone with this ID. Check the ID and try again.",
  youBlockedThem: 'You blocked this person. Unblock them first to connect.',
  declinedCooldown: "This person has declined your request. You can't send another one yet.",
  dailyLimit: "You've sent a lot of requests today. Please try again tomorrow.",
  inviteNoLongerValid: 'This connect link is no longer valid. Ask for a new one.',
  stillWaiting: 'This request is still waiting to be accepted.',

  // Requests
  requestSentTitle: 'Request sent',
  requestSentDescription: "You'll be connected once they accept.",
  requestAlreadySentTitle: 'Request already sent',
  requestAlreadySentDescription: "It's waiting for them to accept. You'll find it under Sent requests.",
  theyAskedYouTitle: 'They have already asked you',
  theyAskedYouDescription: 'Their request is waiting for your answer under Requests for you.',

  // Failures of single calls
  requestGone: 'This request is no longer waiting. It may have been withdrawn.',
  relationshipGone: 'This relationship could not be found. Reload the page and try again.',
  conversationNotCreated: 'The conversation was not created.',
  inviteMissing: 'Your connect link could not be made. Please try again.',
  noServer: 'The app could not reach its server. Reload the page and try again.',
} as const;

/** spec §5: a duplicate link in either direction is refused with these words. */
export const ALREADY_CONNECTED: ToastMessage = {
  title: linkText.alreadyConnectedTitle,
  description: linkText.alreadyConnectedDescription,
  variant: 'destructive',
};

export const REQUEST_SENT: ToastMessage = {
  title: linkText.requestSentTitle,
  description: linkText.requestSentDescription,
  variant: 'success',
};

export const REQUEST_ALREADY_SENT: ToastMessage = {
  title: linkText.requestAlreadySentTitle,
  description: linkText.requestAlreadySentDescription,
  variant: 'info',
};

export const THEY_ASKED_YOU: ToastMessage = {
  title: linkText.theyAskedYouTitle,
  description: linkText.theyAskedYouDescription,
  variant: 'info',
};

/** The name to show for a person: theirs, else the given fallback. */
export function nameOr(name: string | null | undefined, fallback: string = linkText.unknownUser): string {
  return name && name.trim() ? name.trim() : fallback;
}
