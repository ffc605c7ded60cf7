import { FEEDBACK_TYPES, type FeedbackType } from '../feedback-model/feedbackModel';

/** What the form keeps across a reload of the tab: the typed fields (picked images cannot be kept). */
export interface FeedbackDraftFields {
  subject: string;
  message: string;
  feedbackType: FeedbackType;
  name: string;
  email: string;
}

const KEY = 'shalom.feedback-draft';

interface StoredDraft extends FeedbackDraftFields {
  /** Whose draft it is: a user id, or 'anonymous'. Another person in the same tab never gets it. */
  owner: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The draft this person left in this tab, if any. Session storage: it lives as long as the tab,
 * and a draft written while signed in as someone else (or signed out) is not theirs to see.
 */
export function readFeedbackDraft(owner: string): FeedbackDraftFields | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (stored.owner !== owner) return null;
    const { subject, message, feedbackType, name, email } = stored;
    if (![subject, message, name, email].every(isText)) return null;
    const type = (FEEDBACK_TYPES as readonly unknown[]).includes(feedbackType) ? (feedbackType as FeedbackType) : 'general';
    return { subject: subject!, message: message!, feedbackType: type, name: name!, email: email! };
  } catch {
    // Storage refused (private mode, quota) or unreadable: there is simply no draft.
    return null;
  }
}

/** Keeps the fields for a reload; an untouched form leaves nothing of its own behind. */
export function writeFeedbackDraft(owner: string, fields: FeedbackDraftFields): void {
  const empty = [fields.subject, fields.message, fields.name, fields.email].every((value) => value === '') && fields.feedbackType === 'general';
  if (empty) {
    clearFeedbackDraft(owner);
    return;
  }
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ owner, ...fields } satisfies StoredDraft));
  } catch {
    // Without storage the form still works; only a reload loses what was typed.
  }
}

/** Removes this person's draft (sent, or emptied); someone else's stays for them. */
export function clearFeedbackDraft(owner: string): void {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw && (JSON.parse(raw) as Partial<StoredDraft>).owner !== owner) return;
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Unreadable or no storage: nothing of theirs to remove, or it cannot be kept anyway.
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // No storage at all.
    }
  }
}
