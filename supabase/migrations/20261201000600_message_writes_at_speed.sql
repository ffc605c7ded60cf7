-- Issue 36, item 6: a message's edit (and the AI guide's saved reply) at speed, as 20261201000500
-- did for the thread read. Same rows, same rights: who may update which message, into which
-- conversation, and who may save an AI reply where, is unchanged
-- (supabase/tests/thread-write-at-speed.sql.test.ts compares every person's outcomes row for row
-- with the previous policies); only how PostgreSQL tests it changes.
--
-- Why (measured, backend/README.md "The product's own hot paths"): two messages policies still
-- tested the caller's conversations with
--   conversation_id in (select c.id from public.conversations c where <…>)
-- and that subquery runs under the conversations table's own RLS, so the test was planned and run
-- twice (the policy's, then conversations' own read policy and its guest rule on top of it) as a
-- hashed subplan:
-- - "messages: participants update", in its `using` AND its `with check` (so an edit of one's own
--   message planned the subquery twice, and ran it twice, besides the read policy that the edit's
--   `where id = …` and `return=representation` apply as well);
-- - "messages: send as yourself", in its AI-reply branch (the caller's own private AI chat).
-- Each is now `conversation_id = any (<an array computed once per statement>)`, an initPlan.
--
-- The update policy's set was exactly the read policy's ("the caller owns the conversation and
-- has not left it, or is its partner and has not left it", none for a guest), in both clauses, so
-- it now uses 20261201000500's private.readable_conversation_ids() in both.
--
-- The AI-reply branch's set is narrower: the caller's own conversations without a partner that
-- the caller has not left — read under conversations' policies, so none for a guest. No existing
-- function answers exactly that, so private.own_ai_chat_ids() below does, under the same rules as
-- readable_conversation_ids (PL/pgSQL so that its statement is planned once per session;
-- security definer so that conversations' RLS does not run the test a second time; it returns
-- only ids of the caller's own chats, which the caller may read anyway; its identity comes from
-- auth.uid() and is_guest() as every policy's does). If conversations' read policies change, both
-- functions must change with them (the test above compares them with the previous policies).
--
-- Not changed: the user branch of the insert policy (private.conversation_access, an open thread,
-- no subquery of this shape), "messages: sender deletes own" (no subquery), conversations' and
-- conversation_reads' policies (no subquery), realtime's visibility check (it runs these policies).

create or replace function private.own_ai_chat_ids()
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null or private.is_guest() then
    return '{}';
  end if;
  return coalesce((
    select pg_catalog.array_agg(c.id)
    from public.conversations c
    where c.user_id = me and c.partner_user_id is null and c.user_left_at is null
  ), '{}');
end
$$;
revoke execute on function private.own_ai_chat_ids() from public, anon;
grant execute on function private.own_ai_chat_ids() to authenticated;

-- The same rows as 20261123000100's policy, in both clauses. `(select …)` makes it an initPlan
-- (once per statement, not per row); the cast keeps `= any (…)` a test against an array.
drop policy if exists "messages: participants update" on public.messages;
create policy "messages: participants update" on public.messages
  for update to authenticated
  using (conversation_id = any ((select private.readable_conversation_ids())::uuid[]))
  with check (conversation_id = any ((select private.readable_conversation_ids())::uuid[]));

-- 20261123000100's policy with its AI-reply branch on the array; the user branch word for word.
drop policy if exists "messages: send as yourself" on public.messages;
create policy "messages: send as yourself" on public.messages
  for insert to authenticated
  with check (
    (
      sender_type = 'user'
      and sender_user_id = (select auth.uid())
      and private.conversation_access(conversation_id, (select auth.uid())) = 'open'
    )
    or (
      sender_type = 'ai'
      and sender_user_id is null
      and conversation_id = any ((select private.own_ai_chat_ids())::uuid[])
    )
  );
