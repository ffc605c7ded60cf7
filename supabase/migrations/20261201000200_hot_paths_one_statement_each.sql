-- Issue 36, item 7: a message's cost, after 20261201000100. Same results and rights (each function
-- keeps its security, volatility, search_path and grants). Where a message's database work went
-- (callgrind, instructions per REST insert on PostgreSQL 15, backend/README.md "The product's own
-- hot paths"), one statement per function per lookup: the check that a thread is open runs twice
-- per message (the guard's clear error, then the insert policy), each time as three functions of
-- one statement each; the notification read the thread, then the sender's name, then the
-- recipient's switches, then their language. Each of these is now one statement.

-- As 20261201000100 (first in 20261123000100): accepted, and no block either way.
create or replace function private.are_connected(a uuid, b uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  -- One statement: the relationship and the blocks (as private.is_blocked_either_way).
  return exists (
      select 1 from public.relationships r
      where r.connection_state = 'accepted'
        and ((r.user_id = a and r.related_user_id = b) or (r.user_id = b and r.related_user_id = a))
    )
    and not exists (
      select 1 from public.blocks k
      where (k.blocker_id = a and k.blocked_id = b)
         or (k.blocker_id = b and k.blocked_id = a)
    );
end
$$;


-- As 20261201000100 (first in 20261123000100): 'open', 'closed' or 'none' for a person and a thread.
create or replace function private.conversation_access(conversation uuid, person uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return coalesce((
    select case
      when c.partner_user_id is null then
        case when c.user_left_at is null then 'open' else 'closed' end
      -- private.are_connected(c.user_id, c.partner_user_id), in this statement.
      when c.user_left_at is null and c.partner_left_at is null
           and exists (
             select 1 from public.relationships r
             where r.connection_state = 'accepted'
               and ((r.user_id = c.user_id and r.related_user_id = c.partner_user_id)
                 or (r.user_id = c.partner_user_id and r.related_user_id = c.user_id))
           )
           and not exists (
             select 1 from public.blocks k
             where (k.blocker_id = c.user_id and k.blocked_id = c.partner_user_id)
                or (k.blocker_id = c.partner_user_id and k.blocked_id = c.user_id)
           ) then 'open'
      else 'closed'
    end
    from public.conversations c
    where c.id = conversation
      and person is not null
      and (c.user_id = person or c.partner_user_id = person)
  ), 'none');
end
$$;


-- As 20261130000103: 'New Message from {sender}' to the other participant, through notify_person.
create or replace function private.notify_message_recipient()
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
begin
  -- The thread and the sender's name (as private.notification_name) in one statement.
  select c.user_id, c.partner_user_id, private.person_name(p.display_name, p.first_name, p.last_name)
    into conv_user, conv_partner, sender
  from public.conversations c
  left join public.profiles p on p.id = new.sender_user_id
  where c.id = new.conversation_id;
  if not found or conv_partner is null then
    return null;
  end if;
  body := case when char_length(new.content) > 500 then left(new.content, 500) || '…' else new.content end;
  perform private.notify_person(
    case when new.sender_user_id = conv_user then conv_partner else conv_user end,
    new.sender_user_id, 'new_message', 'new_messages',
    'New Message from ' || coalesce(sender, 'Someone'),
    'הודעה חדשה מאת ' || coalesce(sender, 'מישהו'),
    body,
    body,
    jsonb_build_object('messageId', new.id, 'conversationId', new.conversation_id)
  );
  return null;
end
$$;


-- As 20261201000100 (20261130000102): one notification in the recipient's language, unless their
-- switch is off or either has blocked the other (then null). `switch` names a
-- notification_preferences column; a name that is none is an error (42703).
create or replace function private.notify_person(
  recipient uuid,
  actor uuid,
  kind text,
  switch text,
  title_en text,
  title_he text,
  body_en text,
  body_he text,
  data jsonb,
  at timestamptz default now()
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  preferences jsonb;
  allowed boolean;
  made uuid;
  language text;
  title text;
  body text;
begin
  if recipient is null or recipient is not distinct from actor then
    return null;
  end if;
  if actor is not null and private.is_blocked_either_way(recipient, actor) then
    return null;
  end if;
  -- The recipient's switches and language in one statement.
  select to_jsonb(np), p.ui_language into preferences, language
  from (select recipient) as who (id)
  left join public.notification_preferences np on np.user_id = who.id
  left join public.profiles p on p.id = who.id;
  if preferences is not null and not preferences ? switch then
    raise exception 'column "%" does not exist', switch using errcode = '42703';
  end if;
  allowed := (preferences ->> switch)::boolean;
  if allowed is false then
    return null;
  end if;
  title := case when language = 'he' then title_he else title_en end;
  body := case when language = 'he' then body_he else body_en end;
  if char_length(title) > 300 then
    title := left(title, 299) || '…';
  end if;
  if char_length(body) > 1000 then
    body := left(body, 999) || '…';
  end if;
  insert into public.notifications (user_id, type, title, message, data, created_at)
  values (recipient, kind, title, body, data, at)
  returning id into made;
  return made;
end
$$;
