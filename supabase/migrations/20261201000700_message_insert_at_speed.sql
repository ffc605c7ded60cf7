-- Issue 36, item 7: a message's insert at speed. Same rows, same answers, same errors: what a
-- message insert writes (the message, its thread's updated_at, the recipient's notification and
-- its delivery row) and who may write it are unchanged
-- (supabase/tests/message-insert-at-speed.sql.test.ts compares every person's inserts into every
-- thread, row for row, with the definitions before this migration); only how PostgreSQL runs the
-- triggers changes.
--
-- Why (measured, backend/README.md "A message's insert and its triggers"): on PostgreSQL 15 a call
-- of a function with a SET clause (`set search_path`) costs ~16 k instructions before its body
-- runs — the setting is saved, set and restored, and restoring walks every setting of the server
-- (AtEOXact_GUC) — and a REST message insert made ~19 such calls. Five of them were two helpers
-- whose body is one expression, and one a second AFTER trigger:
-- * private.is_trusted_caller() (every guard trigger; three times per message) and
--   private.jsonb_flag() (twice per message) are now `language sql` without SET, so PostgreSQL
--   inlines them into the statement or PL/pgSQL expression that calls them (as
--   20261201000300 did for notification_in_bell). Without SET their bodies need no guard against
--   the caller's search_path: every operator and type is named with its schema (pg_catalog), they
--   read no table, call no function and run with the caller's rights (not security definer), so
--   no search_path can change what they mean or what they may reach. Volatility, grants and
--   answers are unchanged (current_user is never null; a null flag is false as before).
-- * The message's two AFTER INSERT triggers (messages_notify_recipient, then
--   messages_touch_conversation, in that order: PostgreSQL fires a table's triggers by name) are
--   one, private.messages_after_insert(), which does the same two things in the same order: the
--   recipient's notification through private.notify_person (now an assignment, evaluated as an
--   expression, not `perform`, which ran a SELECT through the executor), then the thread's
--   updated_at. The notification's early exit (no thread, no partner) is a branch, not a
--   return, so the touch still runs, as it did as a trigger of its own. Both old functions are
--   dropped.
-- * messages_guard_insert read auth.uid() twice for a user's message (the JWT claims each time);
--   it reads it once, still only for a user's message, so an AI reply's insert never reads it
--   (as before).

create or replace function private.is_trusted_caller()
returns boolean
language sql
stable
as $$
  select current_user operator(pg_catalog.<>) all ('{anon,authenticated}'::pg_catalog.name[])
$$;

create or replace function private.jsonb_flag(meta jsonb, flag text)
returns boolean
language sql
immutable
as $$
  select coalesce((meta operator(pg_catalog.->) flag) operator(pg_catalog.=) 'true'::pg_catalog.jsonb, false)
$$;

-- As 20261123000100, with auth.uid() read once.
create or replace function private.messages_guard_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid;
begin
  new.metadata := coalesce(new.metadata, '{}'::jsonb);
  if private.is_trusted_caller() then
    return new;
  end if;
  if new.sender_type = 'user' then
    caller := auth.uid();
    if new.sender_user_id = caller
       and private.conversation_access(new.conversation_id, caller) = 'closed' then
      raise exception 'You can no longer send messages in this conversation.' using errcode = 'P0001';
    end if;
  end if;
  new.created_at := now();
  new.updated_at := now();
  if private.jsonb_flag(new.metadata, 'seen_by_partner') then
    raise exception 'Only the other participant can mark a message as seen.' using errcode = '42501';
  end if;
  if private.jsonb_flag(new.metadata, 'deleted') then
    raise exception 'A new message cannot be marked as deleted.' using errcode = 'P0001';
  end if;
  if btrim(coalesce(new.content, '')) = '' then
    raise exception 'A message cannot be empty.' using errcode = 'P0001';
  end if;
  return new;
end
$$;

-- 20261201000200's notify_message_recipient, then 20261121000400's messages_touch_conversation.
-- A new message moves its thread to the top for both participants ("newest updated wins"); only
-- ever forward, so a message backdated by the service role never makes a thread look newer than
-- its last message.
create or replace function private.messages_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conv_user uuid;
  conv_partner uuid;
  sender text;
  body text;
  made uuid;
begin
  -- The thread and the sender's name (as private.notification_name) in one statement.
  select c.user_id, c.partner_user_id, private.person_name(p.display_name, p.first_name, p.last_name)
    into conv_user, conv_partner, sender
  from public.conversations c
  left join public.profiles p on p.id = new.sender_user_id
  where c.id = new.conversation_id;
  if found and conv_partner is not null then
    body := case when char_length(new.content) > 500 then left(new.content, 500) || '…' else new.content end;
    made := private.notify_person(
      case when new.sender_user_id = conv_user then conv_partner else conv_user end,
      new.sender_user_id, 'new_message', 'new_messages',
      'New Message from ' || coalesce(sender, 'Someone'),
      'הודעה חדשה מאת ' || coalesce(sender, 'מישהו'),
      body,
      body,
      jsonb_build_object('messageId', new.id, 'conversationId', new.conversation_id)
    );
  end if;
  update public.conversations
     set updated_at = new.created_at
   where id = new.conversation_id
     and updated_at < new.created_at;
  return null;
end
$$;

drop trigger if exists messages_notify_recipient on public.messages;
drop trigger if exists messages_touch_conversation on public.messages;
create or replace trigger messages_after_insert
  after insert on public.messages
  for each row execute function private.messages_after_insert();

drop function if exists private.notify_message_recipient();
drop function if exists private.messages_touch_conversation();
