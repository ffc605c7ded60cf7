-- conversations and messages (spec §3, §4, §5).
--
-- A conversation is either a private AI chat (partner_user_id null, partner_context_id = the
-- person it is about) seen only by its owner, or a human thread between user_id and
-- partner_user_id seen by both. Two rows may exist for one pair (one per direction).

create table if not exists public.conversations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  partner_user_id uuid references auth.users (id) on delete cascade,
  partner_context_id uuid references auth.users (id) on delete set null,
  title text not null default 'Private chat',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint conversations_not_self check (partner_user_id <> user_id)
);

-- "between two users either direction", "partner-not-null by updated_at desc", "either side".
create index if not exists conversations_user_partner_updated_idx
  on public.conversations (user_id, partner_user_id, updated_at desc);
create index if not exists conversations_partner_user_updated_idx
  on public.conversations (partner_user_id, user_id, updated_at desc);
-- private AI chat per partner context, most recent first
create index if not exists conversations_private_context_idx
  on public.conversations (user_id, partner_context_id, updated_at desc)
  where partner_user_id is null;

alter table public.conversations enable row level security;

create or replace function private.conversations_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.title := coalesce(new.title, 'Private chat');
  if private.is_trusted_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := now();
  elsif new.user_id <> old.user_id
     or new.partner_user_id is distinct from old.partner_user_id
     or new.created_at <> old.created_at then
    raise exception 'The people in a conversation cannot be changed.' using errcode = '42501';
  end if;
  return new;
end
$$;

create or replace trigger conversations_guard
  before insert or update on public.conversations
  for each row execute function private.conversations_guard();

create or replace trigger conversations_set_updated_at
  before update on public.conversations
  for each row execute function private.set_updated_at();

drop policy if exists "conversations: participants read" on public.conversations;
create policy "conversations: participants read" on public.conversations
  for select to authenticated
  using (user_id = (select auth.uid()) or partner_user_id = (select auth.uid()));

-- A human thread needs a relationship with the partner (either direction), so nobody can open
-- threads to strangers by pasting ids; a private AI chat needs nothing.
drop policy if exists "conversations: create as yourself" on public.conversations;
create policy "conversations: create as yourself" on public.conversations
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (partner_user_id is null or private.are_related((select auth.uid()), partner_user_id))
  );

drop policy if exists "conversations: participants update" on public.conversations;
create policy "conversations: participants update" on public.conversations
  for update to authenticated
  using (user_id = (select auth.uid()) or partner_user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) or partner_user_id = (select auth.uid()));

-- Only a private AI chat may be deleted, by its owner; a shared thread holds the partner's words.
drop policy if exists "conversations: owner deletes private chat" on public.conversations;
create policy "conversations: owner deletes private chat" on public.conversations
  for delete to authenticated
  using (user_id = (select auth.uid()) and partner_user_id is null);


create table if not exists public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_type text not null default 'user'
    constraint messages_sender_type_check check (sender_type in ('user', 'ai')),
  sender_user_id uuid references auth.users (id) on delete cascade,
  content text not null,
  -- for_partner, halachic_context_used, relationship_context_used, torah_sources,
  -- rabbi_consultation_suggested, personality_context_used, shared_from_ai,
  -- from_conversation_id, seen_by_partner, deleted
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint messages_sender_matches_type check (
    (sender_type = 'user' and sender_user_id is not null)
    or (sender_type = 'ai' and sender_user_id is null)
  ),
  constraint messages_metadata_is_object check (jsonb_typeof(metadata) = 'object')
);

-- "by conversation_id ordered created_at ascending"; also "newer than last-seen".
create index if not exists messages_conversation_created_idx
  on public.messages (conversation_id, created_at);
create index if not exists messages_sender_user_id_idx on public.messages (sender_user_id);

alter table public.messages enable row level security;
-- UPDATE/DELETE realtime events carry the whole old row.
alter table public.messages replica identity full;

-- INSERT by the API roles: the time is the server's (a forged future created_at would stretch
-- the 2-hour edit window) and a new message cannot arrive already seen or deleted.
create or replace function private.messages_guard_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.metadata := coalesce(new.metadata, '{}'::jsonb);
  if private.is_trusted_caller() then
    return new;
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

-- UPDATE by the API roles (RLS has already limited it to participants):
--  * the sender may edit content/metadata or soft-delete, if not already deleted and, once seen
--    by the partner, only within 2 hours of creation; the sender can never set the seen flag;
--  * the other participant may only set metadata.seen_by_partner to true, nothing else;
--  * nobody changes the conversation, sender or creation time; AI replies are not editable.
create or replace function private.messages_guard_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  old_meta jsonb := coalesce(old.metadata, '{}'::jsonb);
  new_meta jsonb := coalesce(new.metadata, '{}'::jsonb);
begin
  new.metadata := new_meta;
  if private.is_trusted_caller() then
    return new;
  end if;

  if new.id <> old.id
     or new.conversation_id <> old.conversation_id
     or new.sender_type <> old.sender_type
     or new.sender_user_id is distinct from old.sender_user_id
     or new.created_at <> old.created_at then
    raise exception 'A message''s conversation, sender and time cannot be changed.'
      using errcode = '42501';
  end if;

  if caller is not null and old.sender_user_id = caller then
    if private.jsonb_flag(old_meta, 'deleted') then
      raise exception 'This message was deleted and can no longer be changed.' using errcode = 'P0001';
    end if;
    if (new_meta -> 'seen_by_partner') is distinct from (old_meta -> 'seen_by_partner') then
      raise exception 'Only the other participant can mark a message as seen.' using errcode = '42501';
    end if;
    if private.jsonb_flag(old_meta, 'seen_by_partner')
       and now() > old.created_at + interval '2 hours' then
      raise exception 'A message your partner has seen can only be edited or deleted within 2 hours of sending.'
        using errcode = 'P0001';
    end if;
    if private.jsonb_flag(new_meta, 'deleted') then
      new.content := '(Message deleted)';
    elsif btrim(coalesce(new.content, '')) = '' then
      raise exception 'A message cannot be empty.' using errcode = 'P0001';
    end if;
    return new;
  end if;

  if caller is not null and old.sender_type = 'user' then
    if new.content is distinct from old.content
       or (new_meta - 'seen_by_partner') is distinct from (old_meta - 'seen_by_partner')
       or not private.jsonb_flag(new_meta, 'seen_by_partner') then
      raise exception 'Only the sender can change this message; you may only mark it as seen.'
        using errcode = '42501';
    end if;
    return new;
  end if;

  raise exception 'Only the sender can change this message.' using errcode = '42501';
end
$$;

-- DELETE by the sender (RLS: own messages only), under the same rules as editing:
--  * a shared copy (metadata.shared_from_ai or from_conversation_id) is really removed: that is
--    "Unshare" (spec §4), done with delete by id and conversation_id (spec §7);
--  * any other message is turned into the soft delete of spec §4 (content '(Message deleted)',
--    metadata.deleted true) and the row stays, so the partner sees that it was deleted. The
--    client may equally send that update itself; both paths meet the same checks.
-- Cascades (a deleted conversation or user) and trusted callers delete for real.
create or replace function private.messages_guard_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_trusted_caller() or pg_trigger_depth() > 1 then
    return old;
  end if;
  if private.jsonb_flag(old.metadata, 'deleted') then
    raise exception 'This message was deleted and can no longer be changed.' using errcode = 'P0001';
  end if;
  if private.jsonb_flag(old.metadata, 'seen_by_partner')
     and now() > old.created_at + interval '2 hours' then
    raise exception 'A message your partner has seen can only be edited or deleted within 2 hours of sending.'
      using errcode = 'P0001';
  end if;
  if private.jsonb_flag(old.metadata, 'shared_from_ai') or old.metadata ? 'from_conversation_id' then
    return old;
  end if;
  update public.messages
     set content = '(Message deleted)',
         metadata = coalesce(old.metadata, '{}'::jsonb) || '{"deleted": true}'::jsonb
   where id = old.id;
  return null;
end
$$;

create or replace trigger messages_guard_insert
  before insert on public.messages
  for each row execute function private.messages_guard_insert();

create or replace trigger messages_guard_update
  before update on public.messages
  for each row execute function private.messages_guard_update();

create or replace trigger messages_guard_delete
  before delete on public.messages
  for each row execute function private.messages_guard_delete();

create or replace trigger messages_set_updated_at
  before update on public.messages
  for each row execute function private.set_updated_at();

-- A new message moves its thread to the top for both participants ("newest updated wins").
-- The message time is used (API inserts always get now()), so older history loaded by the seed
-- or the service role never makes a thread look newer than its last message.
create or replace function private.messages_touch_conversation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversations
     set updated_at = new.created_at
   where id = new.conversation_id
     and updated_at < new.created_at;
  return null;
end
$$;

create or replace trigger messages_touch_conversation
  after insert on public.messages
  for each row execute function private.messages_touch_conversation();

drop policy if exists "messages: participants read" on public.messages;
create policy "messages: participants read" on public.messages
  for select to authenticated
  using (
    conversation_id in (
      select c.id from public.conversations c
      where c.user_id = (select auth.uid()) or c.partner_user_id = (select auth.uid())
    )
  );

-- A person writes as themselves into a conversation they belong to. AI replies (sender_type
-- 'ai', no sender) may be written only into the caller's own private AI chat: the app saves the
-- AI guide's answer itself (spec §4 "save the AI reply"), and nobody else ever sees that chat.
drop policy if exists "messages: send as yourself" on public.messages;
create policy "messages: send as yourself" on public.messages
  for insert to authenticated
  with check (
    (
      sender_type = 'user'
      and sender_user_id = (select auth.uid())
      and conversation_id in (
        select c.id from public.conversations c
        where c.user_id = (select auth.uid()) or c.partner_user_id = (select auth.uid())
      )
    )
    or (
      sender_type = 'ai'
      and sender_user_id is null
      and conversation_id in (
        select c.id from public.conversations c
        where c.user_id = (select auth.uid()) and c.partner_user_id is null
      )
    )
  );

-- Row access for participants; what each may change is decided by messages_guard_update.
drop policy if exists "messages: participants update" on public.messages;
create policy "messages: participants update" on public.messages
  for update to authenticated
  using (
    conversation_id in (
      select c.id from public.conversations c
      where c.user_id = (select auth.uid()) or c.partner_user_id = (select auth.uid())
    )
  )
  with check (
    conversation_id in (
      select c.id from public.conversations c
      where c.user_id = (select auth.uid()) or c.partner_user_id = (select auth.uid())
    )
  );

drop policy if exists "messages: sender deletes own" on public.messages;
create policy "messages: sender deletes own" on public.messages
  for delete to authenticated
  using (sender_user_id = (select auth.uid()));
