// The thread page as the REST server reads it, and the messages read policy before
// 20261201000500: shared by the sameness test (thread-read-at-speed.sql.test.ts) and the bench of
// its SQL (backend/bench/thread-read-sql.ts), so both compare the same statement with the same
// previous policy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readStatement } from '../../../backend/src/rest/sql/read-sql';
import { repoRoot } from './sql-runner';

/** A conversation's messages, `select=*`, as the REST server sends it (see bench/hot-paths.ts). */
export const PAGE = `SELECT "messages".* FROM "public"."messages" AS "messages" WHERE "messages"."conversation_id" = $1 ORDER BY "messages"."created_at" ASC, "messages"."id" ASC`;
/** The same read wrapped as the server wraps it, answering the JSON body. */
export const THREAD_PAGE = readStatement(PAGE, null, 'array', false);

/** 20261123000100's read policy, word for word from that migration: the one before 20261201000500. */
export function previousMessagesReadPolicy(): string {
  const text = readFileSync(join(repoRoot, 'supabase', 'migrations', '20261123000100_contact_consent.sql'), 'utf8');
  const policy = /drop policy if exists "messages: participants read" on public\.messages;\ncreate policy "messages: participants read"[^;]*;/.exec(text)?.[0];
  if (!policy) throw new Error('20261123000100 no longer holds the previous messages read policy');
  return policy;
}
