import { CHECK_VIOLATION, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, isRowLevelSecurityError, type DataError } from './dataError';
import { linkText } from './linkMessages';

/** Why the database refused a request, a connect or a block (the contract's refusals). */
export type Refusal =
  | 'not-found'
  | 'you-blocked-them'
  | 'declined-cooldown'
  | 'daily-limit'
  | 'self'
  | 'already-connected'
  | 'invite-invalid'
  | 'still-waiting'
  | 'signed-out'
  /** The request never reached the server (offline, server down): supabase-js's "TypeError: Failed to fetch". */
  | 'unreachable'
  /** The database's text cap on notes (23514, "Notes are too long (at most 2,000 characters)."). */
  | 'notes-too-long'
  | 'other';

const RAISED = 'P0001';

// The contract's refusals share one code (P0001), so the sentence tells them apart. Matched on a
// distinctive phrase, either apostrophe, so punctuation changes in the database do not break it.
const RAISED_REFUSALS: readonly [RegExp, Refusal][] = [
  [/couldn.t find anyone/i, 'not-found'],
  [/you blocked this person/i, 'you-blocked-them'],
  [/declined your request/i, 'declined-cooldown'],
  [/a lot of requests/i, 'daily-limit'],
  [/connect link is no longer valid/i, 'invite-invalid'],
  [/still waiting to be accepted/i, 'still-waiting'],
];

// supabase-js answers a fetch that failed with status 0, no code and the browser's words
// (Chromium "Failed to fetch", Firefox "NetworkError…", Safari "Load failed", Node "fetch failed").
const UNREACHABLE = /failed to fetch|networkerror|load failed|fetch failed/i;

export function classifyRefusal(error: DataError): Refusal {
  if (!error.code && UNREACHABLE.test(error.message)) return 'unreachable';
  if (error.code === RAISED) {
    return RAISED_REFUSALS.find(([pattern]) => pattern.test(error.message))?.[1] ?? 'other';
  }
  if (error.code === UNIQUE_VIOLATION) return 'already-connected';
  // An older schema answered an unknown id with a foreign-key failure.
  if (error.code === FOREIGN_KEY_VIOLATION) return 'not-found';
  if (error.code === CHECK_VIOLATION && /connect to yourself/i.test(error.message)) return 'self';
  if (error.code === CHECK_VIOLATION && /^notes are too long/i.test(error.message)) return 'notes-too-long';
  if (isRowLevelSecurityError(error)) return 'signed-out';
  return 'other';
}

// Functions, not values: each sentence is read in the language active when it is shown (a value
// taken when this module loaded stayed English after a switch to Hebrew).
const DESCRIPTIONS: Record<Exclude<Refusal, 'other'>, () => string> = {
  'not-found': () => linkText.notFound,
  'you-blocked-them': () => linkText.youBlockedThem,
  'declined-cooldown': () => linkText.declinedCooldown,
  'daily-limit': () => linkText.dailyLimit,
  self: () => linkText.selfLink,
  'already-connected': () => linkText.alreadyConnectedDescription,
  'invite-invalid': () => linkText.inviteNoLongerValid,
  'still-waiting': () => linkText.stillWaiting,
  'signed-out': () => linkText.mustBeLoggedIn,
  unreachable: () => linkText.noServer,
  'notes-too-long': () => linkText.notesTooLong,
};

/**
 * The description of a failure that is not a refusal of a link (a load, an update, opening a chat,
 * a new invite): the server's message (spec §8), except the failures with words of our own — the
 * server out of reach and the notes cap — so they read in the app's language.
 */
export function failureDescription(error: DataError): string | undefined {
  const refusal = classifyRefusal(error);
  if (refusal === 'unreachable' || refusal === 'notes-too-long') return DESCRIPTIONS[refusal]();
  return error.message || undefined;
}

/** The sentence to show for a refusal: ours for the known ones, else the server's own message. */
export function refusalDescription(error: DataError, fallback?: string): string | undefined {
  const refusal = classifyRefusal(error);
  if (refusal !== 'other') return DESCRIPTIONS[refusal]();
  return error.message || fallback;
}
