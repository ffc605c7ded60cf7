-- Issue 33, item 2, "Unread means unread": a message counts as unread until its thread has been on
-- screen in a visible tab. Before, the header counted everything newer than the time its icon was
-- last clicked (spec §4), so reading a thread cleared nothing, and a message arriving in the thread
-- open on screen still raised the count.
--
-- conversation_reads holds, per person and conversation, the time of the newest message that person
-- has had on screen (read_at). It is private to its person: the partner's "✓ Seen"
-- (messages.metadata.seen_by_partner, spec §4) stays the receipt the other side sees, while this
-- row is what "read" means for one's own counts — also in a closed thread, where "seen" is not
-- recorded (20261123000100). It is written only by mark_conversation_read and is published to
-- realtime, so every tab and device of the reader drops what was read.
--
-- A message is unread for a person when it is in one of their conversations, written by the other
-- person (sender_type 'user'), not deleted, not seen by them (seen_by_partner: messages read before
-- this migration stay read) and newer than their read_at. unread_messages lists those ids for the
-- header indicator (which keeps spec §4's stored last-seen time as a floor: `since`);
-- list_conversations gives the /messages list its rows (name, last message, unread count) in one call.

create table if not exists public.conversation_reads (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  read_at timestamptz not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, conversation_id)
);

create index if not exists conversation_reads_conversation_idx on public.conversation_reads (conversation_id);

alter table public.conversation_reads enable row level security;
-- Written only through mark_conversation_read (security definer): a read time is the time of a
-- message the reader really had, never one typed in.
revoke all on public.conversation_reads from anon;
revoke insert, update, delete, truncate on public.conversation_reads from authenticated;
grant select on public.conversation_reads to authenticated;
grant all on public.conversation_reads to service_role;

drop policy if exists "conversation_reads: own rows" on public.conversation_reads;
create policy "conversation_reads: own rows" on public.conversation_reads
  for select to authenticated
  using (user_id = (select auth.uid()));

drop policy if exists "guests: registered users only" on public.conversation_reads;
create policy "guests: registered users only" on public.conversation_reads as restrictive for all to authenticated
  using (not (select private.is_guest())) with check (not (select private.is_guest()));

do $$
begin
  if not exists (
    select 1 from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'conversation_reads'
  ) then
    alter publication supabase_realtime add table public.conversation_reads;
  end if;
end
$$;


-- The caller has had the conversation on screen up to the message `up_to` (the newest one the
-- screen rendered): everything up to that message's time is read. Read times only move forward;
-- returns the read time now stored. The caller must be a participant still in the thread.
create or replace function public.mark_conversation_read(conversation_id uuid, up_to uuid)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  shown_at timestamptz;
  stored timestamptz;
begin
  if caller is null or private.is_guest() then
    raise exception 'Sign in to read your messages.' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.conversations c
    where c.id = $1
      and ((c.user_id = caller and c.user_left_at is null)
        or (c.partner_user_id = caller and c.partner_left_at is null))
  ) then
    raise exception 'Conversation not found.' using errcode = 'P0001';
  end if;
  select m.created_at into shown_at from public.messages m where m.id = up_to and m.conversation_id = $1;
  if shown_at is null then
    raise exception 'That message is not in this conversation.' using errcode = 'P0001';
  end if;

  insert into public.conversation_reads as r (user_id, conversation_id, read_at)
  values (caller, $1, shown_at)
  on conflict on constraint conversation_reads_pkey do update
    set read_at = excluded.read_at, updated_at = now()
    -- An older message shown again (a second tab, a late screen) changes nothing and sends no event.
    where r.read_at < excluded.read_at
  returning r.read_at into stored;

  if stored is null then
    select r.read_at into stored from public.conversation_reads r where r.user_id = caller and r.conversation_id = $1;
  end if;
  return stored;
end
$$;
revoke execute on function public.mark_conversation_read(uuid, uuid) from public, anon;
grant execute on function public.mark_conversation_read(uuid, uuid) to authenticated, service_role;


-- The caller's unread messages in their 50 most recently updated conversations (spec §9), oldest
-- first; only those newer than `since` when given (the header's stored last-seen time, spec §4).
-- Runs with the caller's rights: RLS decides which conversations and messages are theirs.
create or replace function public.unread_messages(since timestamptz default null)
returns table (id uuid, conversation_id uuid, created_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  with recent as (
    select c.id from public.conversations c order by c.updated_at desc limit 50
  )
  select m.id, m.conversation_id, m.created_at
  from recent
  join public.messages m on m.conversation_id = recent.id
  left join public.conversation_reads r on r.conversation_id = m.conversation_id and r.user_id = auth.uid()
  where m.sender_type = 'user'
    and m.sender_user_id <> auth.uid()
    and coalesce(m.metadata -> 'seen_by_partner' <> 'true'::jsonb, true)
    and coalesce(m.metadata -> 'deleted' <> 'true'::jsonb, true)
    and m.created_at > coalesce(r.read_at, '-infinity'::timestamptz)
    and m.created_at > coalesce(since, '-infinity'::timestamptz)
  order by m.created_at, m.id
$$;
revoke execute on function public.unread_messages(timestamptz) from public, anon;
grant execute on function public.unread_messages(timestamptz) to authenticated, service_role;


-- The /messages list in one call: the caller's human threads (50, most recently updated first, as
-- spec §7's list query), each with the other person and their name (as get_related_display_names
-- gives it: null when unknown or when they blocked the caller), the last message and the caller's
-- unread count. Both rows of a pair come back; the app shows the newest (spec §3).
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
language sql
stable
security invoker
set search_path = ''
as $$
  with mine as (
    select c.id, c.user_id, c.partner_user_id, c.updated_at,
           case when c.user_id = auth.uid() then c.partner_user_id else c.user_id end as other
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
    (
      select count(*)::integer
      from public.messages m
      left join public.conversation_reads r on r.conversation_id = m.conversation_id and r.user_id = auth.uid()
      where m.conversation_id = mine.id
        and m.sender_type = 'user'
        and m.sender_user_id <> auth.uid()
        and coalesce(m.metadata -> 'seen_by_partner' <> 'true'::jsonb, true)
        and coalesce(m.metadata -> 'deleted' <> 'true'::jsonb, true)
        and m.created_at > coalesce(r.read_at, '-infinity'::timestamptz)
    )
  from mine
  left join names on names.id = mine.other
  left join lateral (
    select m.id, m.content, m.sender_user_id, m.created_at, m.metadata
    from public.messages m
    where m.conversation_id = mine.id
    order by m.created_at desc, m.id desc
    limit 1
  ) last on true
  order by mine.updated_at desc, mine.id
$$;
revoke execute on function public.list_conversations() from public, anon;
grant execute on function public.list_conversations() to authenticated, service_role;
