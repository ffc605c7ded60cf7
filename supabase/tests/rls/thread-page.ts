// The thread page as the REST server reads it, an edit of a message as it writes it, and the
// messages policies before 20261201000500 and 20261201000600: shared by the sameness tests
// (thread-read-at-speed.sql.test.ts, thread-write-at-speed.sql.test.ts) and the benches of their
// SQL (backend/bench/thread-read-sql.ts, message-edit-sql.ts), so each compares the same statement
// with the same previous policy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readStatement } from '../../../backend/src/rest/sql/read-sql';
import type { Person, SqlQueryable } from './fixture';
import { SQL_PEOPLE, repoRoot } from './sql-runner';

/** A conversation's messages, `select=*`, as the REST server sends it (see bench/hot-paths.ts). */
export const PAGE = `SELECT "messages".* FROM "public"."messages" AS "messages" WHERE "messages"."conversation_id" = $1 ORDER BY "messages"."created_at" ASC, "messages"."id" ASC`;
/** The same read wrapped as the server wraps it, answering the JSON body. */
export const THREAD_PAGE = readStatement(PAGE, null, 'array', false);

/**
 * An edit of one's own message as the REST server sends it (captured from the server:
 * `PATCH /rest/v1/messages?id=eq.<id>&select=<mf-messages' columns>`, `return=representation`,
 * body `{"content": …}`): $1 the message's id, $2 the JSON body.
 */
export const EDIT = `WITH "pgrst_source" AS (UPDATE "public"."messages" AS "messages" SET "content" = "pgrst_body"."content" FROM (SELECT * FROM json_populate_record(NULL::"public"."messages", $2::json)) AS "pgrst_body" WHERE "messages"."id" = $1 RETURNING "messages".*) SELECT count("_pgrst_t") AS "page", coalesce(json_agg("_pgrst_t"), '[]'::json)::text AS "body", 0 AS "inserted", NULL::text AS "location" FROM (SELECT "messages"."id" AS "id", "messages"."conversation_id" AS "conversation_id", "messages"."sender_type" AS "sender_type", "messages"."sender_user_id" AS "sender_user_id", "messages"."content" AS "content", "messages"."created_at" AS "created_at", "messages"."updated_at" AS "updated_at", "messages"."metadata" AS "metadata" FROM "pgrst_source" AS "messages") "_pgrst_t"`;

/** A messages policy of 20261123000100, word for word from that migration (drop and create). */
function policyOf20261123000100(name: string): string {
  const text = readFileSync(join(repoRoot, 'supabase', 'migrations', '20261123000100_contact_consent.sql'), 'utf8');
  const quoted = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const policy = new RegExp(`drop policy if exists "${quoted}" on public\\.messages;\\ncreate policy "${quoted}"[^;]*;`).exec(text)?.[0];
  if (!policy) throw new Error(`20261123000100 no longer holds the previous policy "${name}"`);
  return policy;
}

/** 20261123000100's read policy: the one before 20261201000500. */
export function previousMessagesReadPolicy(): string {
  return policyOf20261123000100('messages: participants read');
}

/** 20261123000100's update and insert policies: the ones before 20261201000600. */
export function previousMessagesWritePolicies(): string {
  return `${policyOf20261123000100('messages: participants update')}\n${policyOf20261123000100('messages: send as yourself')}`;
}

/** A request's identity as the server sets it (for the transaction): a guest's token says is_anonymous. */
export async function actAs(db: SqlQueryable, who: Person | 'anon'): Promise<void> {
  const claims =
    who === 'anon'
      ? { role: 'anon' }
      : { sub: SQL_PEOPLE[who], role: 'authenticated', aud: 'authenticated', ...(who === 'guest' ? { is_anonymous: true } : {}) };
  await db.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
    who === 'anon' ? 'anon' : 'authenticated',
    JSON.stringify(claims),
  ]);
}
