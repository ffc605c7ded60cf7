-- notification_preferences, notifications, push_subscriptions (spec §3, §4) and the two
-- server-side behaviours around them: default preferences for each new user, and a notification
-- for the recipient of every new message in a human conversation.

create table if not exists public.notification_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  new_messages boolean not null default true,
  ai_guidance boolean not null default true,
  relationship_milestones boolean not null default true,
  weekly_checkins boolean not null default true,
  push_enabled boolean not null default false,
  email_enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.notification_preferences enable row level security;

create or replace trigger notification_preferences_set_updated_at
  before update on public.notification_preferences
  for each row execute function private.set_updated_at();

drop policy if exists "notification_preferences: own row" on public.notification_preferences;
create policy "notification_preferences: own row" on public.notification_preferences
  for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));


create table if not exists public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  type text not null,
  title text not null,
  message text not null,
  -- new_message: { messageId, conversationId }; a url here is opened on click
  data jsonb not null default '{}'::jsonb,
  read boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- "own latest 50"; "all unread"
create index if not exists notifications_user_created_idx
  on public.notifications (user_id, created_at desc);
create index if not exists notifications_user_unread_idx
  on public.notifications (user_id) where not read;

alter table public.notifications enable row level security;
alter table public.notifications replica identity full;

create or replace trigger notifications_set_updated_at
  before update on public.notifications
  for each row execute function private.set_updated_at();

drop policy if exists "notifications: own rows" on public.notifications;
create policy "notifications: own rows" on public.notifications
  for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));


-- Web push subscriptions (PushSubscription.toJSON(): endpoint + keys.p256dh + keys.auth).
create table if not exists public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null constraint push_subscriptions_endpoint_key unique,
  p256dh text not null,
  auth text not null,
  user_agent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists push_subscriptions_user_id_idx on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;

create or replace trigger push_subscriptions_set_updated_at
  before update on public.push_subscriptions
  for each row execute function private.set_updated_at();

drop policy if exists "push_subscriptions: own rows" on public.push_subscriptions;
create policy "push_subscriptions: own rows" on public.push_subscriptions
  for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));


-- Default preferences (all on except push) for every new account.
create or replace function private.create_default_notification_preferences()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notification_preferences (user_id)
  values (new.id)
  on conflict (user_id) do nothing;
  return null;
end
$$;

create or replace trigger on_auth_user_created_notification_preferences
  after insert on auth.users
  for each row execute function private.create_default_notification_preferences();


-- New message in a human conversation -> notification for the other participant, unless they
-- turned new_messages off. Title 'New Message from {sender}' (display name, else first + last,
-- else 'Someone'); body truncated at 500 characters plus '…'.
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

  if exists (
    select 1 from public.notification_preferences np
    where np.user_id = recipient and not np.new_messages
  ) then
    return null;
  end if;

  select private.person_name(p.display_name, p.first_name, p.last_name) into sender_name
  from public.profiles p where p.id = new.sender_user_id;

  body := case
    when char_length(new.content) > 500 then left(new.content, 500) || '…'
    else new.content
  end;

  insert into public.notifications (user_id, type, title, message, data)
  values (
    recipient,
    'new_message',
    'New Message from ' || coalesce(sender_name, 'Someone'),
    body,
    jsonb_build_object('messageId', new.id, 'conversationId', new.conversation_id)
  );
  return null;
end
$$;

create or replace trigger messages_notify_recipient
  after insert on public.messages
  for each row execute function private.notify_message_recipient();
