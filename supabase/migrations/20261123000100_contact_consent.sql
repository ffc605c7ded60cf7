-- Contact consent (issue 16, item 4; contract: a link typed by id is a request, blocks, leaving a
-- conversation, a signed revocable connect link). Anyone who knew an id could link to a person,
-- open a thread, message them and trigger notifications; the victim could neither block nor
-- leave. Everything here is enforced in the database, so it holds for every PostgREST caller
-- whatever the client sends.
--
-- Like every migration here it can run again on the same database: later files replace what the
-- earlier ones defined (functions, policies), and nothing is flipped twice.


-- ─── private bookkeeping: readable by nobody but the owner role ──────────────────────────────────

-- One row per request created through the API, for the daily limit. Kept apart from
-- relationships so that cancelling or a decline does not give the slot back.
create table if not exists private.connection_requests (
  requester uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index if not exists connection_requests_requester_created_idx
  on private.connection_requests (requester, created_at);

-- The last decline of requester by recipient (the recipient deleted the 'requested' row).
create table if not exists private.connection_declines (
  requester uuid not null references auth.users (id) on delete cascade,
  recipient uuid not null references auth.users (id) on delete cascade,
  declined_at timestamptz not null default now(),
  primary key (requester, recipient)
);

-- The current version of each person's connect link; renewing bumps it, so every older token
-- stops matching. The token itself is never stored: it is recomputed from the secret.
create table if not exists private.connect_invites (
  user_id uuid primary key references auth.users (id) on delete cascade,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The HMAC key of connect tokens: one row, made once per database.
create table if not exists private.connect_invite_secret (
  id boolean primary key default true constraint connect_invite_secret_single_row check (id),
  secret bytea not null default extensions.gen_random_bytes(32)
);
insert into private.connect_invite_secret default values on conflict do nothing;

revoke all on private.connection_requests, private.connection_declines, private.connect_invites,
  private.connect_invite_secret from public, anon, authenticated, service_role;


-- ─── relationships.connection_state ──────────────────────────────────────────────────────────────

-- Links that exist when this first runs were made under the old rules: adding the column with
-- the default 'accepted' fills them (cutting existing couples off would be worse). New rows then
-- default to 'requested'. On a second run the column exists and nothing is refilled.
alter table public.relationships
  add column if not exists connection_state text not null default 'accepted';
alter table public.relationships alter column connection_state set default 'requested';
alter table public.relationships drop constraint if exists relationships_connection_state_check;
alter table public.relationships add constraint relationships_connection_state_check
  check (connection_state in ('requested', 'accepted'));


-- ─── conversations: who left (null = still in) ───────────────────────────────────────────────────

-- Set only by leave_conversation (see conversations_guard below).
alter table public.conversations
  add column if not exists user_left_at timestamptz,
  add column if not exists partner_left_at timestamptz;

-- ─── blocks ──────────────────────────────────────────────────────────────────────────────────────

create table if not exists public.blocks (
  blocker_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  blocked_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint blocks_not_self check (blocker_id <> blocked_id)
);
-- "has anyone blocked this caller" (the other direction is the primary key)
create index if not exists blocks_blocked_id_idx on public.blocks (blocked_id, blocker_id);

alter table public.blocks enable row level security;
-- A block is made or lifted, never edited; visitors without a session have nothing to do here.
revoke all on public.blocks from anon;
revoke update, truncate, references, trigger on public.blocks from authenticated;
grant select, insert, delete on public.blocks to authenticated;
grant all on public.blocks to service_role;

-- The blocker alone sees, makes and lifts their blocks; the blocked person sees nothing.
drop policy if exists "blocks: blocker reads own" on public.blocks;
create policy "blocks: blocker reads own" on public.blocks
  for select to authenticated
  using (blocker_id = (select auth.uid()));

drop policy if exists "blocks: block as yourself" on public.blocks;
create policy "blocks: block as yourself" on public.blocks
  for insert to authenticated
  with check (blocker_id = (select auth.uid()));

drop policy if exists "blocks: blocker unblocks" on public.blocks;
create policy "blocks: blocker unblocks" on public.blocks
  for delete to authenticated
  using (blocker_id = (select auth.uid()));


-- ─── helpers (security definer: they look past the caller's own rows) ───────────────────────────

-- Whether an account exists. The API roles cannot read auth.users.
create or replace function private.person_exists(person uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from auth.users u where u.id = person)
$$;

-- Whether blocker has blocked blocked (the caller cannot read the other direction's row).
create or replace function private.has_blocked(blocker uuid, blocked uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.blocks k where k.blocker_id = $1 and k.blocked_id = $2)
$$;

-- Whether a block exists in either direction between a and b.
create or replace function private.is_blocked_either_way(a uuid, b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.blocks k
    where (k.blocker_id = a and k.blocked_id = b)
       or (k.blocker_id = b and k.blocked_id = a)
  )
$$;

-- Connected = an accepted link in either direction and no block either way. Policies and rule
-- triggers of other tables ask this instead of the old are_related (any link at all).
create or replace function private.are_connected(a uuid, b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1 from public.relationships r
      where r.connection_state = 'accepted'
        and ((r.user_id = a and r.related_user_id = b) or (r.user_id = b and r.related_user_id = a))
    )
    and not private.is_blocked_either_way(a, b)
$$;

-- What person may do in a conversation: 'none' (not a participant, or no such conversation),
-- 'closed' (a participant who can no longer post: the link is gone, a block, or someone left)
-- or 'open'. Security definer because a participant who left no longer sees the row.
create or replace function private.conversation_access(conversation uuid, person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
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
  ), 'none')
$$;


-- ─── requests: who may ask whom ──────────────────────────────────────────────────────────────────

-- Every refusal of a request typed by the caller (auth.uid()) toward target, in the contract's
-- words, then the request is counted. A block by the target answers exactly like an unknown id,
-- and comes first, so the blocked person learns nothing about the blocker.
create or replace function private.admit_connection_request(target uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  asker uuid := auth.uid();
begin
  if not exists (select 1 from auth.users u where u.id = target)
     or exists (select 1 from public.blocks k where k.blocker_id = target and k.blocked_id = asker) then
    raise exception 'We couldn''t find anyone with this ID. Check the ID and try again.'
      using errcode = 'P0001';
  end if;

  if exists (select 1 from public.blocks k where k.blocker_id = asker and k.blocked_id = target) then
    raise exception 'You blocked this person. Unblock them first to connect.'
      using errcode = 'P0001', hint = 'Unblock them in Relationships, under Blocked people.';
  end if;

  -- The unique pair index still catches two concurrent inserts.
  if exists (
    select 1 from public.relationships r
    where (r.user_id = asker and r.related_user_id = target)
       or (r.user_id = target and r.related_user_id = asker)
  ) then
    raise exception 'You''re already connected to this person.' using errcode = '23505';
  end if;

  if exists (
    select 1 from private.connection_declines d
    where d.requester = asker and d.recipient = target
      and d.declined_at > now() - interval '30 days'
  ) then
    raise exception 'This person has declined your request. You can''t send another one yet.'
      using errcode = 'P0001';
  end if;

  -- One requester at a time, so parallel inserts cannot slip past the count.
  perform pg_advisory_xact_lock(hashtextextended('connection_requests:' || asker::text, 0));
  if (
    select count(*) from private.connection_requests q
    where q.requester = asker
      and q.created_at > now() - interval '24 hours'
  ) >= 20 then
    raise exception 'You''ve sent a lot of requests today. Please try again tomorrow.'
      using errcode = 'P0001';
  end if;
  delete from private.connection_requests q
   where q.requester = asker
     and q.created_at <= now() - interval '24 hours';
  insert into private.connection_requests (requester) values (asker);
end
$$;
revoke execute on function private.admit_connection_request(uuid) from public;
grant execute on function private.admit_connection_request(uuid) to authenticated;

-- Replaces the guard of 20261121000300: an API insert is always a request; only its recipient
-- accepts it; nothing else of a request changes while it waits; an accepted link stays accepted.
create or replace function private.relationships_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  trusted boolean := private.is_trusted_caller();
begin
  -- A link in someone else's name is refused by RLS (42501); say nothing else about it.
  if tg_op = 'INSERT' and not trusted
     and (auth.uid() is null or new.user_id is distinct from auth.uid()) then
    return new;
  end if;

  if new.user_id = new.related_user_id then
    raise exception 'You cannot connect to yourself.'
      using errcode = '23514', hint = 'Enter the ID of another person.';
  end if;

  if tg_op = 'UPDATE' then
    if not trusted
       and (new.user_id <> old.user_id or new.related_user_id <> old.related_user_id
            or new.created_at <> old.created_at) then
      raise exception 'The people in a relationship cannot be changed.' using errcode = '42501';
    end if;
    if old.connection_state = 'accepted' and new.connection_state is distinct from 'accepted' then
      raise exception 'An accepted connection cannot be turned back into a request.'
        using errcode = 'P0001', hint = 'Remove the link instead.';
    end if;
    if old.connection_state = 'requested' then
      if (new.relation_type, new.status, new.notes, new.rabbi_involved, new.beit_din_involved,
          new.relationship_status)
         is distinct from
         (old.relation_type, old.status, old.notes, old.rabbi_involved, old.beit_din_involved,
          old.relationship_status)
         or (new.connection_state = 'accepted' and not trusted
             and auth.uid() is distinct from old.related_user_id) then
        raise exception 'This request is still waiting to be accepted.' using errcode = 'P0001';
      end if;
    end if;
    return new;
  end if;

  if trusted then
    -- The seed and the service role write links as they are (connection_state included).
    if exists (
      select 1 from public.relationships r
      where least(r.user_id, r.related_user_id) = least(new.user_id, new.related_user_id)
        and greatest(r.user_id, r.related_user_id) = greatest(new.user_id, new.related_user_id)
    ) then
      raise exception 'You''re already connected to this person.' using errcode = '23505';
    end if;
    return new;
  end if;

  new.created_at := now();
  new.connection_state := 'requested';
  perform private.admit_connection_request(new.related_user_id);
  return new;
end
$$;

-- A recipient who deletes a waiting request has declined it: the same requester may not ask
-- again for 30 days. The requester cancelling is not a decline. Skipped when either account is
-- being deleted (the row would point at a vanishing user).
create or replace function private.relationships_record_decline()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.connection_state = 'requested'
     and auth.uid() is not null and auth.uid() = old.related_user_id
     and exists (select 1 from auth.users u where u.id = old.user_id)
     and exists (select 1 from auth.users u where u.id = old.related_user_id) then
    insert into private.connection_declines (requester, recipient, declined_at)
    values (old.user_id, old.related_user_id, now())
    on conflict (requester, recipient) do update set declined_at = excluded.declined_at;
  end if;
  return null;
end
$$;

create or replace trigger relationships_record_decline
  after delete on public.relationships
  for each row execute function private.relationships_record_decline();


-- ─── blocks: rules and side effects ──────────────────────────────────────────────────────────────

create or replace function private.blocks_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Trusted callers write as they are; a block in someone else's name is refused by RLS.
  if private.is_trusted_caller() or auth.uid() is null or new.blocker_id is distinct from auth.uid() then
    return new;
  end if;
  new.created_at := now();
  if new.blocked_id = new.blocker_id then
    raise exception 'You cannot block yourself.' using errcode = '23514';
  end if;
  -- Someone who blocked the caller answers like an unknown id here too: otherwise blocking them
  -- back would tell the blocked person that the account exists.
  if new.blocked_id is null or not private.person_exists(new.blocked_id)
     or private.has_blocked(new.blocked_id, new.blocker_id) then
    raise exception 'We couldn''t find anyone with this ID. Check the ID and try again.'
      using errcode = 'P0001';
  end if;
  if exists (
    select 1 from public.blocks k where k.blocker_id = new.blocker_id and k.blocked_id = new.blocked_id
  ) then
    raise exception 'You have already blocked this person.' using errcode = '23505';
  end if;
  return new;
end
$$;

create or replace trigger blocks_guard
  before insert on public.blocks
  for each row execute function private.blocks_guard();

-- A block removes every link between the two, requested or accepted. Unblocking restores none.
create or replace function private.blocks_remove_links()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.relationships r
   where (r.user_id = new.blocker_id and r.related_user_id = new.blocked_id)
      or (r.user_id = new.blocked_id and r.related_user_id = new.blocker_id);
  return null;
end
$$;

create or replace trigger blocks_remove_links
  after insert on public.blocks
  for each row execute function private.blocks_remove_links();


-- ─── conversations: leaving, and threads only between connected people ─────────────────────────

-- Replaces the guard of 20261121000400: also, only leave_conversation sets the left_at columns
-- (otherwise one side could hide a thread from the other, or come back into one they left).
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
    new.user_left_at := null;
    new.partner_left_at := null;
  elsif new.user_id <> old.user_id
     or new.partner_user_id is distinct from old.partner_user_id
     or new.created_at <> old.created_at then
    raise exception 'The people in a conversation cannot be changed.' using errcode = '42501';
  elsif new.user_left_at is distinct from old.user_left_at
     or new.partner_left_at is distinct from old.partner_left_at then
    raise exception 'Leaving a conversation is done with leave_conversation.' using errcode = '42501';
  end if;
  return new;
end
$$;

-- A participant who left no longer sees the thread; the other side keeps its history.
drop policy if exists "conversations: participants read" on public.conversations;
create policy "conversations: participants read" on public.conversations
  for select to authenticated
  using (
    (user_id = (select auth.uid()) and user_left_at is null)
    or (partner_user_id = (select auth.uid()) and partner_left_at is null)
  );

-- A human thread only between connected people (accepted link, no block); a private AI chat
-- needs nothing.
drop policy if exists "conversations: create as yourself" on public.conversations;
create policy "conversations: create as yourself" on public.conversations
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (partner_user_id is null or private.are_connected((select auth.uid()), partner_user_id))
  );

-- Bumping or renaming a thread is contact too: only while it is open (no block, link kept,
-- nobody left). Otherwise the row is simply not touched.
drop policy if exists "conversations: participants update" on public.conversations;
create policy "conversations: participants update" on public.conversations
  for update to authenticated
  using (private.conversation_access(id, (select auth.uid())) = 'open')
  with check (user_id = (select auth.uid()) or partner_user_id = (select auth.uid()));

create or replace function public.leave_conversation(conversation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  conv public.conversations%rowtype;
begin
  select * into conv from public.conversations c
   where c.id = $1 and caller is not null and (c.user_id = caller or c.partner_user_id = caller)
   for update;
  if not found then
    raise exception 'Conversation not found.' using errcode = 'P0001';
  end if;
  if conv.user_id = caller then
    update public.conversations c set user_left_at = coalesce(c.user_left_at, now()) where c.id = conv.id;
  else
    update public.conversations c set partner_left_at = coalesce(c.partner_left_at, now()) where c.id = conv.id;
  end if;
end
$$;
revoke execute on function public.leave_conversation(uuid) from public, anon;
grant execute on function public.leave_conversation(uuid) to authenticated, service_role;


-- ─── messages: posting only in an open thread ────────────────────────────────────────────────────

-- Replaces the insert guard of 20261121000400. A participant of a closed thread hears why; a
-- non-participant passes through to RLS (42501) and learns nothing about the thread.
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
  if new.sender_type = 'user' and new.sender_user_id = auth.uid()
     and private.conversation_access(new.conversation_id, auth.uid()) = 'closed' then
    raise exception 'You can no longer send messages in this conversation.' using errcode = 'P0001';
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

-- Replaces the update guard of 20261121000400, adding: in a closed thread an edit would be a new
-- message in disguise, so it is refused (deleting one's own words stays possible), and the seen
-- flag is not recorded (it would tell a blocked person that the blocker read them).
create or replace function private.messages_guard_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  old_meta jsonb := coalesce(old.metadata, '{}'::jsonb);
  new_meta jsonb := coalesce(new.metadata, '{}'::jsonb);
  thread_open boolean;
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

  thread_open := private.conversation_access(old.conversation_id, caller) = 'open';

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
    elsif not thread_open then
      raise exception 'You can no longer edit messages in this conversation.' using errcode = 'P0001';
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
    if not thread_open then
      return null;
    end if;
    return new;
  end if;

  raise exception 'Only the sender can change this message.' using errcode = '42501';
end
$$;

drop policy if exists "messages: participants read" on public.messages;
create policy "messages: participants read" on public.messages
  for select to authenticated
  using (
    conversation_id in (
      select c.id from public.conversations c
      where (c.user_id = (select auth.uid()) and c.user_left_at is null)
         or (c.partner_user_id = (select auth.uid()) and c.partner_left_at is null)
    )
  );

-- A person writes as themselves into an open conversation of theirs. AI replies (sender_type
-- 'ai', no sender) only into the caller's own private AI chat (spec §4 "save the AI reply").
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
      and conversation_id in (
        select c.id from public.conversations c
        where c.user_id = (select auth.uid()) and c.partner_user_id is null and c.user_left_at is null
      )
    )
  );

drop policy if exists "messages: participants update" on public.messages;
create policy "messages: participants update" on public.messages
  for update to authenticated
  using (
    conversation_id in (
      select c.id from public.conversations c
      where (c.user_id = (select auth.uid()) and c.user_left_at is null)
         or (c.partner_user_id = (select auth.uid()) and c.partner_left_at is null)
    )
  )
  with check (
    conversation_id in (
      select c.id from public.conversations c
      where (c.user_id = (select auth.uid()) and c.user_left_at is null)
         or (c.partner_user_id = (select auth.uid()) and c.partner_left_at is null)
    )
  );


-- ─── notifications: none across a block ──────────────────────────────────────────────────────────

-- Replaces the trigger function of 20261121000700. Posting across a block is already refused;
-- this also covers messages written by trusted callers. The title is cut at the 300-character
-- cap of notifications.title, so a long display name can never make sending fail.
create or replace function private.notify_message_recipient()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conv public.conversations%rowtype;
  recipient uuid;
  sender_name text;
  title text;
  body text;
begin
  select * into conv from public.conversations c where c.id = new.conversation_id;
  if not found or conv.partner_user_id is null then
    return null;
  end if;

  recipient := case when new.sender_user_id = conv.user_id then conv.partner_user_id else conv.user_id end;
  if recipient is null or recipient is not distinct from new.sender_user_id then
    return null;
  end if;

  if new.sender_user_id is not null and private.is_blocked_either_way(recipient, new.sender_user_id) then
    return null;
  end if;

  if exists (
    select 1 from public.notification_preferences np
    where np.user_id = recipient and not np.new_messages
  ) then
    return null;
  end if;

  select private.person_name(p.display_name, p.first_name, p.last_name) into sender_name
  from public.profiles p where p.id = new.sender_user_id;

  title := 'New Message from ' || coalesce(sender_name, 'Someone');
  if char_length(title) > 300 then
    title := left(title, 299) || '…';
  end if;
  body := case
    when char_length(new.content) > 500 then left(new.content, 500) || '…'
    else new.content
  end;

  insert into public.notifications (user_id, type, title, message, data)
  values (
    recipient,
    'new_message',
    title,
    body,
    jsonb_build_object('messageId', new.id, 'conversationId', new.conversation_id)
  );
  return null;
end
$$;


-- ─── ai_partner_communications: only between connected people, whoever writes ──────────────────

create or replace function private.ai_partner_communications_require_connection()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.are_connected(new.from_user_id, new.to_user_id) then
    raise exception 'AI communication needs an accepted connection between both people.'
      using errcode = 'P0001';
  end if;
  return new;
end
$$;

-- No trusted-caller exception: the service role (the ai-partner-communicator function) too.
create or replace trigger ai_partner_communications_require_connection
  before insert or update of from_user_id, to_user_id on public.ai_partner_communications
  for each row execute function private.ai_partner_communications_require_connection();


-- ─── connect links: signed, revocable invite tokens ─────────────────────────────────────────────

-- HMAC-SHA256 over 'user_id:version' with the database's secret, base64url without padding
-- (43 characters). Only the owner role and its security definer functions may compute it.
create or replace function private.connect_invite_token(person uuid, version integer)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select translate(
    rtrim(encode(extensions.hmac(convert_to(person::text || ':' || version::text, 'UTF8'), s.secret, 'sha256'), 'base64'), '='),
    '+/', '-_'
  )
  from private.connect_invite_secret s
  where s.id
$$;
revoke execute on function private.connect_invite_token(uuid, integer) from public;

-- Whether invite is inviter's current token. Compared as digests, so the time taken says nothing
-- about how much of a guessed token was right.
create or replace function private.connect_invite_matches(inviter uuid, invite text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select extensions.digest(private.connect_invite_token(i.user_id, i.version), 'sha256')
           = extensions.digest(invite, 'sha256')
    from private.connect_invites i
    where i.user_id = inviter and invite is not null
  ), false)
$$;
revoke execute on function private.connect_invite_matches(uuid, text) from public;

-- The caller's current token; the invite is made on the first call.
create or replace function public.get_connect_invite()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  current_version integer;
begin
  if caller is null then
    raise exception 'Sign in to share your connect link.' using errcode = '42501';
  end if;
  insert into private.connect_invites (user_id) values (caller) on conflict (user_id) do nothing;
  select i.version into current_version from private.connect_invites i where i.user_id = caller;
  return private.connect_invite_token(caller, current_version);
end
$$;
revoke execute on function public.get_connect_invite() from public, anon;
grant execute on function public.get_connect_invite() to authenticated, service_role;

-- A new token; every link shared before stops working.
create or replace function public.renew_connect_invite()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  current_version integer;
begin
  if caller is null then
    raise exception 'Sign in to share your connect link.' using errcode = '42501';
  end if;
  insert into private.connect_invites as i (user_id) values (caller)
  on conflict (user_id) do update set version = i.version + 1, updated_at = now()
  returning i.version into current_version;
  return private.connect_invite_token(caller, current_version);
end
$$;
revoke execute on function public.renew_connect_invite() from public, anon;
grant execute on function public.renew_connect_invite() to authenticated, service_role;

-- Opening a link the inviter chose to share is consent: the caller is connected at once (a new
-- accepted link user_id = caller, or the waiting request between them accepted, either way).
create or replace function public.connect_with_invite(
  inviter uuid,
  invite text,
  relation_type text default 'spouse',
  status text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  link public.relationships%rowtype;
  link_id uuid;
begin
  if caller is null then
    raise exception 'Sign in to connect.' using errcode = '42501';
  end if;
  if inviter = caller then
    raise exception 'You cannot connect to yourself.'
      using errcode = '23514', hint = 'Share this link with another person.';
  end if;
  if inviter is null
     or not private.connect_invite_matches(inviter, invite)
     or private.is_blocked_either_way(caller, inviter) then
    raise exception 'This connect link is no longer valid. Ask for a new one.' using errcode = 'P0001';
  end if;

  select * into link from public.relationships r
   where (r.user_id = caller and r.related_user_id = inviter)
      or (r.user_id = inviter and r.related_user_id = caller)
   for update;
  if found then
    if link.connection_state = 'accepted' then
      raise exception 'You''re already connected to this person.' using errcode = '23505';
    end if;
    update public.relationships r set connection_state = 'accepted' where r.id = link.id;
    return link.id;
  end if;

  insert into public.relationships (user_id, related_user_id, relation_type, status, connection_state)
  values (caller, inviter, coalesce($3, 'spouse'), $4, 'accepted')
  returning id into link_id;
  return link_id;
end
$$;
revoke execute on function public.connect_with_invite(uuid, text, text, text) from public, anon;
grant execute on function public.connect_with_invite(uuid, text, text, text) to authenticated, service_role;


-- ─── blocking through RPCs ───────────────────────────────────────────────────────────────────────

-- The caller's blocks, newest first, with the shown name (may be null).
create or replace function public.list_blocked_people()
returns table (user_id uuid, display_name text, blocked_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select k.blocked_id, private.person_name(p.display_name, p.first_name, p.last_name), k.created_at
  from public.blocks k
  left join public.profiles p on p.id = k.blocked_id
  where k.blocker_id = auth.uid()
  order by k.created_at desc, k.blocked_id
$$;
revoke execute on function public.list_blocked_people() from public, anon;
grant execute on function public.list_blocked_people() to authenticated, service_role;

-- Blocks person (an existing block is left as it is). Runs with the caller's rights, so the
-- blocks rules and policies apply exactly as to a direct insert.
create or replace function public.block_person(person uuid)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Sign in to block someone.' using errcode = '42501';
  end if;
  if exists (select 1 from public.blocks k where k.blocker_id = auth.uid() and k.blocked_id = person) then
    return;
  end if;
  insert into public.blocks (blocker_id, blocked_id) values (auth.uid(), person);
end
$$;
revoke execute on function public.block_person(uuid) from public, anon;
grant execute on function public.block_person(uuid) to authenticated, service_role;


-- ─── names ───────────────────────────────────────────────────────────────────────────────────────

-- Replaces 20261121000900: a person who has blocked the caller is left out (the caller sees no
-- name); the blocker still gets the names of the people they blocked. Waiting requests count as
-- a link, so the recipient sees who is asking.
create or replace function public.get_related_display_names(ids uuid[])
returns table (id uuid, display_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, private.person_name(p.display_name, p.first_name, p.last_name)
  from public.profiles p
  where p.id = any (ids)
    and auth.uid() is not null
    and (
      p.id = auth.uid()
      or (
        not exists (
          select 1 from public.blocks k where k.blocker_id = p.id and k.blocked_id = auth.uid()
        )
        and (
          exists (
            select 1 from public.relationships r
            where (r.user_id = auth.uid() and r.related_user_id = p.id)
               or (r.related_user_id = auth.uid() and r.user_id = p.id)
          )
          or exists (
            select 1 from public.conversations c
            where (c.user_id = auth.uid() and c.partner_user_id = p.id)
               or (c.partner_user_id = auth.uid() and c.user_id = p.id)
          )
          or exists (
            select 1 from public.ai_partner_communications a
            where (a.from_user_id = auth.uid() and a.to_user_id = p.id)
               or (a.to_user_id = auth.uid() and a.from_user_id = p.id)
          )
          or exists (
            select 1 from public.blocks k where k.blocker_id = auth.uid() and k.blocked_id = p.id
          )
        )
      )
    )
$$;
revoke execute on function public.get_related_display_names(uuid[]) from public, anon;
grant execute on function public.get_related_display_names(uuid[]) to authenticated, service_role;

-- Replaces 20261121000900 (the return type gains invite_valid, so drop and create). No row when
-- either has blocked the other: exactly like a missing profile.
drop function if exists public.get_connection_profile_info(uuid);
create or replace function public.get_connection_profile_info(user_id uuid, invite text default null)
returns table (display_name text, first_name text, last_name text, invite_valid boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.display_name, p.first_name, p.last_name, private.connect_invite_matches(p.id, $2)
  from public.profiles p
  where p.id = $1
    and auth.uid() is not null
    and not private.is_blocked_either_way(p.id, auth.uid())
$$;
revoke execute on function public.get_connection_profile_info(uuid, text) from public, anon;
grant execute on function public.get_connection_profile_info(uuid, text) to authenticated, service_role;

-- Replaces 20261121000900: across a block the partner's consent reads as no row, like a person
-- who never saved any.
create or replace function public.get_partner_consent(partner uuid)
returns table (
  user_id uuid,
  partner_user_id uuid,
  share_context boolean,
  emotional_bridging boolean,
  timing_optimization boolean,
  conflict_mediation boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    c.user_id,
    c.partner_user_id,
    c.share_context and active.yes,
    c.emotional_bridging and active.yes,
    c.timing_optimization and active.yes,
    c.conflict_mediation and active.yes
  from public.partner_communication_consent c
  cross join lateral (
    select (c.temporal_consent_until is null or c.temporal_consent_until >= current_date) as yes
  ) active
  where c.user_id = $1
    and c.partner_user_id = auth.uid()
    and not private.is_blocked_either_way(c.user_id, auth.uid())
$$;
revoke execute on function public.get_partner_consent(uuid) from public, anon;
grant execute on function public.get_partner_consent(uuid) to authenticated, service_role;
