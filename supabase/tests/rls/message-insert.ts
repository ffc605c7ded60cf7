// A message's insert as the REST server sends it, and the definitions its triggers had before
// 20261201000700: shared by the sameness test (message-insert-at-speed.sql.test.ts) and the bench
// of its SQL (backend/bench/message-insert-sql.ts), so both compare the same statement with the
// same previous triggers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './sql-runner';

/**
 * `POST /rest/v1/messages?select=id,conversation_id,sender_type,sender_user_id,content,created_at,updated_at,metadata`
 * with `Prefer: return=representation` and the app's body (one object with conversation_id,
 * sender_user_id, content, sender_type, metadata), as the server sends it (captured from
 * pg_stat_statements under bench/hot-paths.ts --only=message): $1 the JSON body.
 */
export const SEND = `WITH "pgrst_source" AS (INSERT INTO "public"."messages" AS "messages" ("conversation_id", "sender_user_id", "content", "sender_type", "metadata") SELECT "pgrst_body"."conversation_id", "pgrst_body"."sender_user_id", "pgrst_body"."content", "pgrst_body"."sender_type", "pgrst_body"."metadata" FROM json_populate_recordset(NULL::"public"."messages", json_build_array($1::json)) AS "pgrst_body" RETURNING "messages".*) SELECT count("_pgrst_t") AS "page", coalesce(json_agg("_pgrst_t"), '[]'::json)::text AS "body", 0 AS "inserted", CASE WHEN (SELECT count(*) FROM "pgrst_source") = 1 THEN (SELECT json_build_array("pgrst_source"."id"::text)::text FROM "pgrst_source") END AS "location" FROM (SELECT "messages"."id" AS "id", "messages"."conversation_id" AS "conversation_id", "messages"."sender_type" AS "sender_type", "messages"."sender_user_id" AS "sender_user_id", "messages"."content" AS "content", "messages"."created_at" AS "created_at", "messages"."updated_at" AS "updated_at", "messages"."metadata" AS "metadata" FROM "pgrst_source" AS "messages") "_pgrst_t"`;

const migration = (file: string): string => readFileSync(join(repoRoot, 'supabase', 'migrations', file), 'utf8');

/** The last `create or replace function private.<name>(…) … $$;` of a migration, word for word. */
function functionOf(file: string, name: string): string {
  const all = [...migration(file).matchAll(new RegExp(`create or replace function private\\.${name}\\([\\s\\S]*?\\n\\$\\$;`, 'g'))];
  const text = all.at(-1)?.[0];
  if (!text) throw new Error(`${file} no longer holds private.${name}`);
  return text;
}

/** `create or replace trigger <name> … ;` of a migration, word for word. */
function triggerOf(file: string, name: string): string {
  const text = new RegExp(`create or replace trigger ${name}\\n[^;]*;`).exec(migration(file))?.[0];
  if (!text) throw new Error(`${file} no longer holds the trigger ${name}`);
  return text;
}

/**
 * The message insert's helpers and triggers as they were before 20261201000700: is_trusted_caller
 * and jsonb_flag of 20261201000100, the guard of 20261123000100, and the two AFTER INSERT triggers
 * (the notification of 20261201000200, the thread's touch of 20261121000400) in place of
 * messages_after_insert.
 */
export function previousMessageInsertTriggers(): string {
  return [
    functionOf('20261201000100_hot_paths_at_speed.sql', 'is_trusted_caller'),
    functionOf('20261201000100_hot_paths_at_speed.sql', 'jsonb_flag'),
    functionOf('20261123000100_contact_consent.sql', 'messages_guard_insert'),
    functionOf('20261201000200_hot_paths_one_statement_each.sql', 'notify_message_recipient'),
    functionOf('20261121000400_conversations_messages.sql', 'messages_touch_conversation'),
    'drop trigger messages_after_insert on public.messages;',
    'drop function private.messages_after_insert();',
    triggerOf('20261121000700_notifications.sql', 'messages_notify_recipient'),
    triggerOf('20261121000400_conversations_messages.sql', 'messages_touch_conversation'),
  ].join('\n');
}
