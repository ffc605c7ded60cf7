// Threads beyond the fixture's, for the sameness tests of message writes: one the partner left (the
// other side keeps it), one a guest is in (written by the database's owner: a guest can create none),
// the requester's private AI chat that they left, and a guest's own private AI chat.
import type { People } from './fixture';
import type { TestDatabase } from './test-database';

export const PARTNER_LEFT = 'a2000000-0000-4000-8000-0000000000f1';
export const GUEST_THREAD = 'a2000000-0000-4000-8000-0000000000f2';
export const LEFT_AI_CHAT = 'a2000000-0000-4000-8000-0000000000f3';
export const GUEST_AI_CHAT = 'a2000000-0000-4000-8000-0000000000f4';

export async function insertExtraThreads(db: TestDatabase, people: People): Promise<void> {
  await db.query(
    `insert into public.conversations (id, user_id, partner_user_id, title, partner_left_at, user_left_at) values
       ($1, $5, $6, 'Partner left', now() - interval '1 hour', null), ($2, $7, $8, 'Guest thread', null, null),
       ($3, $5, null, 'Left AI chat', null, now() - interval '1 hour'), ($4, $7, null, 'Guest AI chat', null, null)`,
    [PARTNER_LEFT, GUEST_THREAD, LEFT_AI_CHAT, GUEST_AI_CHAT, people.requester, people.partner, people.guest, people.owner],
  );
}
