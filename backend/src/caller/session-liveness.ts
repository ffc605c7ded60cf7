// Whether a user token's session still exists. An access token lives up to an hour, but a session
// ends sooner (sign-out, password change, ban, deleted user, refresh-token reuse), and from then on
// the token must not open REST, storage, functions or realtime either. The answer is remembered
// for a short TTL so a busy client costs one lookup per TTL, not one per request; whatever ends a
// session in this process drops the remembered answer at once, other processes see it within TTL.
import type { Queryable } from '../context';

export interface SessionLiveness {
  /** Whether the session exists now, or did at most `ttlSeconds` ago. */
  isLive(sessionId: string, userId: string | undefined): Promise<boolean>;
  /** Sessions of this user ended (or may have): ask the database next time. */
  forgetUser(userId: string): void;
  /** This session ended (or may have): ask the database next time. */
  forgetSession(sessionId: string): void;
}

interface Remembered {
  live: boolean;
  userId: string | undefined;
  checkedAt: number;
}

/** Sessions remembered at most; the oldest answers go first (each costs one lookup to relearn). */
const MAX_REMEMBERED = 10_000;

export function createSessionLiveness(db: Queryable, ttlSeconds: number): SessionLiveness {
  const ttlMs = ttlSeconds * 1000;
  const remembered = new Map<string, Remembered>();
  const inFlight = new Map<string, { userId: string | undefined; answer: Promise<boolean> }>();
  // Bumped by every forget: a lookup that started before a session ended and finishes after the
  // forget must not put its stale "live" back into memory.
  let epoch = 0;

  const lookUp = async (sessionId: string, userId: string | undefined): Promise<boolean> => {
    const startedIn = epoch;
    const found = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
    const live = found.rows.length > 0;
    if (ttlMs > 0 && startedIn === epoch) {
      remembered.delete(sessionId);
      remembered.set(sessionId, { live, userId, checkedAt: Date.now() });
      if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    }
    return live;
  };

  return {
    async isLive(sessionId, userId) {
      const known = remembered.get(sessionId);
      if (known && Date.now() - known.checkedAt < ttlMs) return known.live;
      // Requests that arrive together for one session share one lookup.
      const pending = inFlight.get(sessionId);
      if (pending) return pending.answer;
      const answer = lookUp(sessionId, userId).finally(() => {
        if (inFlight.get(sessionId)?.answer === answer) inFlight.delete(sessionId);
      });
      inFlight.set(sessionId, { userId, answer });
      return answer;
    },
    forgetUser(userId) {
      epoch++;
      for (const [sessionId, entry] of remembered) if (entry.userId === userId) remembered.delete(sessionId);
      for (const [sessionId, entry] of inFlight) if (entry.userId === userId) inFlight.delete(sessionId);
    },
    forgetSession(sessionId) {
      epoch++;
      remembered.delete(sessionId);
      inFlight.delete(sessionId);
    },
  };
}
