// The private chat's earlier turns, as the guide may use them: only this conversation, only the
// user's own chat, and only a bounded window of it (the newest turns, within a character budget),
// so an answer is informed by what came just before without the whole history riding along.

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/** At most this many turns (a user question and its answer are two). */
export const HISTORY_TURNS = 12;
/** And at most this many characters across them, newest kept first. */
export const HISTORY_CHARS = 12000;

/**
 * Not repeating a sentence looks further back than memory does: a chat of ten questions is twenty
 * turns, and an answer must not say again what the first answer said. Only the answers' sentences
 * are compared (never sent to a model), so a wider window costs nothing in the prompt.
 */
export const SAID_TURNS = 40;
export const SAID_CHARS = 60000;

/** The newest turns that fit the window, oldest first; blank or malformed turns are dropped. */
export function boundedHistory(turns: readonly Turn[] | null | undefined, maxTurns = HISTORY_TURNS, maxChars = HISTORY_CHARS): Turn[] {
  if (!turns || turns.length === 0) return [];
  const clean = turns.filter((t) => (t.role === 'user' || t.role === 'assistant') && typeof t.content === 'string' && t.content.trim() !== '');
  const kept: Turn[] = [];
  let chars = 0;
  for (let i = clean.length - 1; i >= 0 && kept.length < maxTurns; i -= 1) {
    const turn = clean[i]!;
    if (chars + turn.content.length > maxChars && kept.length > 0) break;
    kept.unshift({ role: turn.role, content: turn.content.slice(0, maxChars) });
    chars += turn.content.length;
  }
  // The window starts with a question, never with an answer to a question it no longer holds.
  while (kept[0]?.role === 'assistant') kept.shift();
  return kept;
}

/** The wider window of earlier turns whose answers' sentences are not said again. */
export function saidWindow(turns: readonly Turn[] | null | undefined): Turn[] {
  return boundedHistory(turns, SAID_TURNS, SAID_CHARS);
}

/** Sentences of earlier answers, normalised, so a new answer does not repeat one of them. */
export function sentencesOf(text: string): string[] {
  return text
    // A sentence may end inside a closing quote ("…child.” Before I…").
    .split(/\n+|(?<=[.!?…][”"'’]?)\s+/)
    .map((s) => normaliseSentence(s))
    .filter((s) => s.length > 0);
}

// A plan's step keeps its label ("• Next: use small daily rituals…"): the step is the same sentence
// under another label, and is said once in a chat (answers round S32).
const PLAN_LABEL = /^(?:this week|next|in a fortnight|then|השבוע|אחר כך|בעוד שבועיים|ואז): /i;

export function normaliseSentence(sentence: string): string {
  return sentence
    .replace(/^[•\-\d.)\s]+/, '')
    .replace(PLAN_LABEL, '')
    .replace(/[\u2068\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
