// What a person has typed into this week's check-in, kept in the tab (issue 34): a reload, Back, or
// a change of language in the middle of answering loses nothing. Session storage: it lives as long
// as the tab (quick exit clears it), and belongs to one person and one week only.

export type CheckinDraft = [string, string, string];

const KEY = 'shalom.checkin-draft';

interface StoredDraft {
  owner: string;
  weekId: string;
  answers: CheckinDraft;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** This person's draft for this week, or null (none, someone else's, another week's, unreadable). */
export function readCheckinDraft(owner: string, weekId: string): CheckinDraft | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (stored.owner !== owner || stored.weekId !== weekId) return null;
    const answers = stored.answers;
    if (!Array.isArray(answers) || answers.length !== 3 || !answers.every(isText)) return null;
    return [answers[0], answers[1], answers[2]];
  } catch {
    // Storage refused (private mode, quota) or unreadable: there is simply no draft.
    return null;
  }
}

/** Keeps the three answers for a reload; three empty boxes leave nothing behind. */
export function writeCheckinDraft(owner: string, weekId: string, answers: CheckinDraft): void {
  try {
    if (answers.every((answer) => answer === '')) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify({ owner, weekId, answers } satisfies StoredDraft));
  } catch {
    // Without storage the form still works; only a reload loses what was typed.
  }
}

/** Removes the draft once the answers are shared or the week is skipped. */
export function clearCheckinDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // No storage at all: nothing was kept.
  }
}
