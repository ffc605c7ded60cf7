-- Issue 36, item 6: the thread page at speed. Same rows, same rights: who may read which message
-- is unchanged (supabase/tests/thread-read-at-speed.sql.test.ts compares every person's reads row
-- for row with the previous policy); only how PostgreSQL tests it changes.
--
-- Why (measured, backend/README.md "The product's own hot paths"): the messages read policy was
--   conversation_id in (select c.id from public.conversations c where <the caller takes part>)
-- and that subquery runs under the conversations table's own RLS, so each read of messages
-- planned and ran the participants test twice (the policy's, then conversations' own policy on
-- top of it, with its guest rule; six initPlans: auth.uid() four times, is_guest() twice), as a
-- hashed subplan that the index on messages (conversation_id, created_at) cannot use. The
-- caller's readable conversations are now one array computed once per statement (an initPlan),
-- and the policy is `conversation_id = any (<that array>)`: a condition the planner can put into
-- the index scan beside the read's own `conversation_id = …` (one index search), or check per row
-- by a plain comparison.
--
-- private.readable_conversation_ids() answers exactly what the previous subquery read: the ids of
-- the conversations the caller may read under conversations' policies — "conversations:
-- participants read" (the caller is the owner and has not left, or the partner and has not left)
-- AND "guests: registered users only" (a guest reads none). It is security definer so that this
-- test is not run a second time by conversations' RLS; it reads nothing else, returns only the
-- caller's own conversations' ids (which the caller may read anyway), and its identity comes
-- from the request's settings (auth.uid(), is_guest()) as every policy's does. If conversations'
-- read policies change, this function must change with them (the test above compares the two).
-- PL/pgSQL, so its statement is planned once per session (a `language sql` function with `set
-- search_path` is parsed and planned at every call before PostgreSQL 18).

create or replace function private.readable_conversation_ids()
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
    where (c.user_id = me and c.user_left_at is null)
       or (c.partner_user_id = me and c.partner_left_at is null)
  ), '{}');
end
$$;
revoke execute on function private.readable_conversation_ids() from public, anon;
grant execute on function private.readable_conversation_ids() to authenticated;

-- The same rows as 20261123000100's policy. `(select …)` makes it an initPlan (once per
-- statement, not per row); the cast keeps `= any (…)` a test against an array, not a subquery.
drop policy if exists "messages: participants read" on public.messages;
create policy "messages: participants read" on public.messages
  for select to authenticated
  using (conversation_id = any ((select private.readable_conversation_ids())::uuid[]));
