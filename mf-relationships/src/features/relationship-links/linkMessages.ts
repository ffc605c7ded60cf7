import type { ToastVariant } from '@shalom/shared';
import { relationshipsCatalog } from '../../i18n/catalog';

/**
 * Words shared by /relationships and /connect: toasts, refusals and names. Every user-facing
 * string of this remote is read through this module, relationships/relationshipsText.ts,
 * connect/connectText.ts or relationOptions.ts (the select labels); the words themselves are in the
 * remote's catalog (src/i18n, English and Hebrew). Each property is a getter that translates when it
 * is read, so a toast or label is in the language active at that moment; components that show them
 * call useRelationshipsLanguage() to follow a change.
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

const { t } = relationshipsCatalog;

export const linkText = {
  /** spec §7: the name shown for a person without one. */
  get unknownUser() {
    return t('link.unknownUser');
  },
  /** spec §2: the relationship list's word for a partner without a name. */
  get unknownName() {
    return t('link.unknownName');
  },
  get cancel() {
    return t('link.cancel');
  },
  get idLabel() {
    return t('link.idLabel');
  },

  // spec §5 / §8
  get alreadyConnectedTitle() {
    return t('link.alreadyConnectedTitle');
  },
  get alreadyConnectedDescription() {
    return t('link.alreadyConnectedDescription');
  },
  get couldNotAddTitle() {
    return t('link.couldNotAddTitle');
  },
  get missingIdTitle() {
    return t('link.missingIdTitle');
  },
  get missingIdDescription() {
    return t('link.missingIdDescription');
  },
  get mustBeLoggedIn() {
    return t('link.mustBeLoggedIn');
  },
  get connectionFailedTitle() {
    return t('link.connectionFailedTitle');
  },
  get connectionFailedFallback() {
    return t('link.connectionFailedFallback');
  },

  // Refusals (the contract's sentences; shown from here so they can be translated).
  get selfLink() {
    return t('link.selfLink');
  },
  get malformedId() {
    return t('link.malformedId');
  },
  get notFound() {
    return t('link.notFound');
  },
  get youBlockedThem() {
    return t('link.youBlockedThem');
  },
  get declinedCooldown() {
    return t('link.declinedCooldown');
  },
  get dailyLimit() {
    return t('link.dailyLimit');
  },
  get inviteNoLongerValid() {
    return t('link.inviteNoLongerValid');
  },
  get stillWaiting() {
    return t('link.stillWaiting');
  },
  /** The database's cap on notes (20261123000200_text_caps.sql), in the app's language. */
  get notesTooLong() {
    return t('link.notesTooLong');
  },

  // Requests
  get requestSentTitle() {
    return t('link.requestSentTitle');
  },
  get requestSentDescription() {
    return t('link.requestSentDescription');
  },
  get requestAlreadySentTitle() {
    return t('link.requestAlreadySentTitle');
  },
  get requestAlreadySentDescription() {
    return t('link.requestAlreadySentDescription');
  },
  get theyAskedYouTitle() {
    return t('link.theyAskedYouTitle');
  },
  get theyAskedYouDescription() {
    return t('link.theyAskedYouDescription');
  },

  // Failures of single calls
  get requestGone() {
    return t('link.requestGone');
  },
  get relationshipGone() {
    return t('link.relationshipGone');
  },
  get conversationNotCreated() {
    return t('link.conversationNotCreated');
  },
  get inviteMissing() {
    return t('link.inviteMissing');
  },
  get noServer() {
    return t('link.noServer');
  },
} as const;

/** spec §5: a duplicate link in either direction is refused with these words. */
export const ALREADY_CONNECTED: ToastMessage = {
  get title() {
    return linkText.alreadyConnectedTitle;
  },
  get description() {
    return linkText.alreadyConnectedDescription;
  },
  variant: 'destructive',
};

export const REQUEST_SENT: ToastMessage = {
  get title() {
    return linkText.requestSentTitle;
  },
  get description() {
    return linkText.requestSentDescription;
  },
  variant: 'success',
};

export const REQUEST_ALREADY_SENT: ToastMessage = {
  get title() {
    return linkText.requestAlreadySentTitle;
  },
  get description() {
    return linkText.requestAlreadySentDescription;
  },
  variant: 'info',
};

export const THEY_ASKED_YOU: ToastMessage = {
  get title() {
    return linkText.theyAskedYouTitle;
  },
  get description() {
    return linkText.theyAskedYouDescription;
  },
  variant: 'info',
};

/** The name to show for a person: theirs, else the given fallback. */
export function nameOr(name: string | null | undefined, fallback: string = linkText.unknownUser): string {
  return name && name.trim() ? name.trim() : fallback;
}
