-- Issue 36, items 6 and 7: the product's own hot paths at speed. Same results, same rights (every
-- function keeps its security definer/invoker, its volatility, its search_path and its grants),
-- RLS untouched; only how PostgreSQL runs them changes.
--
-- Why (measured on PostgreSQL 15, see backend/README.md "The product's own hot paths"):
-- * A `language sql` function with `set search_path` (or security definer) is never inlined, and
--   before PostgreSQL 18 its body is parsed and planned again at every statement (a trigger: every
--   row's transaction) that calls it. The small helpers below are called by every message insert
--   (the guard, the policy, the notification, the conversation touch) and by every RLS policy
--   (is_guest): 15-20 plannings per message. In PL/pgSQL the same statements are planned once per
--   session and kept. `#variable_conflict use_column` keeps SQL functions' rule that a column name
--   wins over a parameter of the same name.
-- * list_conversations counted each thread's unread messages with a join to conversation_reads
--   that the index on messages (conversation_id, created_at) could not use as a bound: every
--   message of every listed thread was read (a user with 50 threads of 2,000 messages: 100,000 rows,
--   ~100 ms per call). The read time is now the lower bound of an index range per thread, as in
--   unread_messages.
-- * A PL/pgSQL statement with parameters is planned again for each of its first five runs in a
--   session, and for ever when a plan for its values looks cheaper than one for any values (a
--   one-element id array, for get_related_display_names: ~2 ms of planning per call). The three
--   reads below keep one plan (plan_cache_mode = force_generic_plan): their shape does not depend
--   on the values.
-- * notify_person read the recipient's preference with EXECUTE (parsed and planned per call).
-- * The text-cap triggers of messages and notifications serialised the whole row to jsonb on every
--   write to measure one or two columns; a WHEN clause now runs them only when a value is over its
--   cap (then the same function raises the same error).


-- ─── helpers called by policies and triggers ─────────────────────────────────────────────────────

create or replace function private.is_trusted_caller()
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  return current_user not in ('anon', 'authenticated');
end
$$;

create or replace function private.is_guest()
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  return coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false);
end
$$;

create or replace function private.jsonb_flag(meta jsonb, flag text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return coalesce(meta -> flag = 'true'::jsonb, false);
end
$$;

create or replace function private.person_name(display_name text, first_name text, last_name text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return coalesce(
    nullif(btrim(display_name), ''),
    nullif(btrim(concat_ws(' ', nullif(btrim(first_name), ''), nullif(btrim(last_name), ''))), '')
  );
end
$$;

create or replace function private.is_blocked_either_way(a uuid, b uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return exists (
    select 1 from public.blocks k
    where (k.blocker_id = a and k.blocked_id = b)
       or (k.blocker_id = b and k.blocked_id = a)
  );
end
$$;

create or replace function private.are_connected(a uuid, b uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return exists (
      select 1 from public.relationships r
      where r.connection_state = 'accepted'
        and ((r.user_id = a and r.related_user_id = b) or (r.user_id = b and r.related_user_id = a))
    )
    and not private.is_blocked_either_way(a, b);
end
$$;

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
      when c.user_left_at is null and c.partner_left_at is null
           and private.are_connected(c.user_id, c.partner_user_id) then 'open'
      else 'closed'
    end
    from public.conversations c
    where c.id = conversation
      and person is not null
      and (c.user_id = person or c.partner_user_id = person)
  ), 'none');
end
$$;

create or replace function private.notification_name(person uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return (
    select private.person_name(p.display_name, p.first_name, p.last_name) from public.profiles p where p.id = person
  );
end
$$;


-- ─── notifications ───────────────────────────────────────────────────────────────────────────────

-- As 20261130000102, with the preference read by a kept statement instead of EXECUTE. `switch`
-- still names a notification_preferences column; a name that is none is still an error (42703).
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
  select to_jsonb(np) into preferences from public.notification_preferences np where np.user_id = recipient;
  if preferences is not null and not preferences ? switch then
    raise exception 'column "%" does not exist', switch using errcode = '42703';
  end if;
  allowed := (preferences ->> switch)::boolean;
  if allowed is false then
    return null;
  end if;
  select p.ui_language into language from public.profiles p where p.id = recipient;
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

-- The caps' messages come from private.enforce_text_caps as before; it now runs only for a value
-- over its cap (in a BEFORE trigger, WHEN sees the row as the earlier triggers left it).
create or replace trigger messages_text_caps
  before insert or update on public.messages
  for each row
  when (char_length(new.content) > 10000)
  execute function private.enforce_text_caps('content', '10000', 'Message is');

create or replace trigger notifications_text_caps
  before insert or update on public.notifications
  for each row
  when (char_length(new.title) > 300 or char_length(new.message) > 1000)
  execute function private.enforce_text_caps(
    'title', '300', 'Notification title is',
    'message', '1000', 'Notification message is'
  );


-- ─── the messenger's reads (20261130000101) ──────────────────────────────────────────────────────

-- As 20261121000900: the names of the given people the caller is related to.
create or replace function public.get_related_display_names(ids uuid[])
returns table (id uuid, display_name text)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
declare
  -- auth.uid() once, not once per row of each subquery.
  me uuid := auth.uid();
begin
  return query
  select p.id, private.person_name(p.display_name, p.first_name, p.last_name)
  from public.profiles p
  where p.id = any (ids)
    and me is not null
    and (
      p.id = me
      or (
        not exists (
          select 1 from public.blocks k where k.blocker_id = p.id and k.blocked_id = me
        )
        and (
          exists (
            select 1 from public.relationships r
            where (r.user_id = me and r.related_user_id = p.id)
               or (r.related_user_id = me and r.user_id = p.id)
          )
          or exists (
            select 1 from public.conversations c
            where (c.user_id = me and c.partner_user_id = p.id)
               or (c.partner_user_id = me and c.user_id = p.id)
          )
          or exists (
            select 1 from public.ai_partner_communications a
            where (a.from_user_id = me and a.to_user_id = p.id)
               or (a.to_user_id = me and a.from_user_id = p.id)
          )
          or exists (
            select 1 from public.blocks k where k.blocker_id = me and k.blocked_id = p.id
          )
        )
      )
    );
end
$$;

-- The messages that can still be unread for someone: a person's, not yet seen by the other, not
-- deleted. Most of a thread's messages are seen, so counting from a read time (or from the start,
-- in a thread whose reader has no read time yet, as every thread older than 20261130000101)
-- reads only these. It is the same condition, word for word, as the reads below.
create index if not exists messages_unseen_idx on public.messages (conversation_id, created_at)
  where sender_type = 'user'
    and coalesce(metadata -> 'seen_by_partner' <> 'true'::jsonb, true)
    and coalesce(metadata -> 'deleted' <> 'true'::jsonb, true);

-- The caller's unread messages in their 50 most recently updated conversations, oldest first;
-- only those newer than `since` when given. Runs with the caller's rights (RLS). Each thread's
-- messages are read from its read time (or `since`) on, as a range of messages (conversation_id,
-- created_at): the bound is a plain column of `recent`, since under RLS only a leakproof condition
-- on plain values may become an index condition (one with coalesce() or greatest() stays a filter,
-- applied to every message of the thread).
create or replace function public.unread_messages(since timestamptz default null)
returns table (id uuid, conversation_id uuid, created_at timestamptz)
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
declare
  me uuid := auth.uid();
begin
  return query
  with recent as materialized (
    select c.id, greatest(
        coalesce((select r.read_at from public.conversation_reads r where r.user_id = me and r.conversation_id = c.id), '-infinity'::timestamptz),
        coalesce(since, '-infinity'::timestamptz)) as unread_after
    from public.conversations c
    order by c.updated_at desc
    limit 50
  )
  select m.id, m.conversation_id, m.created_at
  from recent
  join public.messages m on m.conversation_id = recent.id and m.created_at > recent.unread_after
  where m.sender_type = 'user'
    and m.sender_user_id <> me
    and coalesce(m.metadata -> 'seen_by_partner' <> 'true'::jsonb, true)
    and coalesce(m.metadata -> 'deleted' <> 'true'::jsonb, true)
  order by m.created_at, m.id;
end
$$;

-- The /messages list in one call (as 20261130000101): the caller's 50 most recently updated human
-- threads with the other person's name, the last message and the caller's unread count, counted
-- per thread from its read time on (an index range, as in unread_messages, not the whole thread).
create or replace function public.list_conversations()
returns table (
  id uuid,
  user_id uuid,
  partner_user_id uuid,
  updated_at timestamptz,
  other_user_id uuid,
  other_name text,
  last_message_id uuid,
  last_message_content text,
  last_message_sender_user_id uuid,
  last_message_at timestamptz,
  last_message_deleted boolean,
  unread integer
)
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
declare
  me uuid := auth.uid();
begin
  return query
  with mine as materialized (
    select c.id, c.user_id, c.partner_user_id, c.updated_at,
           case when c.user_id = me then c.partner_user_id else c.user_id end as other,
           coalesce((select r.read_at from public.conversation_reads r where r.user_id = me and r.conversation_id = c.id),
             '-infinity'::timestamptz) as unread_after
    from public.conversations c
    where c.partner_user_id is not null
    order by c.updated_at desc
    limit 50
  ),
  names as (
    select n.id, n.display_name
    from public.get_related_display_names((select coalesce(array_agg(distinct mine.other), '{}') from mine)) n
  )
  select
    mine.id, mine.user_id, mine.partner_user_id, mine.updated_at, mine.other, names.display_name,
    last.id, last.content, last.sender_user_id, last.created_at,
    coalesce(last.metadata -> 'deleted' = 'true'::jsonb, false),
    unread.n
  from mine
  left join names on names.id = mine.other
  left join lateral (
    select m.id, m.content, m.sender_user_id, m.created_at, m.metadata
    from public.messages m
    where m.conversation_id = mine.id
    order by m.created_at desc, m.id desc
    limit 1
  ) last on true
  cross join lateral (
    select count(*)::integer as n
    from public.messages m
    where m.conversation_id = mine.id
      and m.created_at > mine.unread_after
      and m.sender_type = 'user'
      and m.sender_user_id <> me
      and coalesce(m.metadata -> 'seen_by_partner' <> 'true'::jsonb, true)
      and coalesce(m.metadata -> 'deleted' <> 'true'::jsonb, true)
  ) unread
  order by mine.updated_at desc, mine.id;
end
$$;
