-- Issue 14: server-side delivery of notifications (web push and email), driven by the database.
-- Every new notification row gets a delivery row here; the send-notification function claims due
-- deliveries, holds non-urgent ones over the recipient's Shabbat / Yom Tov (not_before = havdalah),
-- sends pushes to the recipient's push_subscriptions and queues an email when email_enabled.
-- Locally the backend's dispatcher calls send-notification whenever a delivery is due; on a hosted
-- project a database webhook on notifications INSERT (and a pg_cron call every minute for held
-- ones) calls the same function: one code path.

create table if not exists public.notification_deliveries (
  notification_id uuid primary key references public.notifications (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- pending -> sending (claimed by one sender) -> sent | skipped; back to pending when held.
  state text not null default 'pending'
    constraint notification_deliveries_state_check check (state in ('pending', 'sending', 'sent', 'skipped')),
  not_before timestamptz not null default now(),
  -- why it waits or was skipped: 'shabbat', 'yom_tov', 'push_off', …
  reason text,
  attempts integer not null default 0,
  pushes_sent integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists notification_deliveries_due_idx
  on public.notification_deliveries (not_before) where state = 'pending';

-- Only the service role (the sender) reads or writes deliveries.
alter table public.notification_deliveries enable row level security;
revoke all on public.notification_deliveries from anon, authenticated;
grant select, insert, update, delete on public.notification_deliveries to service_role;

create or replace trigger notification_deliveries_set_updated_at
  before update on public.notification_deliveries
  for each row execute function private.set_updated_at();

create or replace function private.queue_notification_delivery()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notification_deliveries (notification_id, user_id)
  values (new.id, new.user_id)
  on conflict (notification_id) do nothing;
  return null;
end
$$;

create or replace trigger notifications_queue_delivery
  after insert on public.notifications
  for each row execute function private.queue_notification_delivery();


-- Emails the sender decided to send (email_enabled). A mail provider (hosted) or the backend's
-- local outbox (DATA_DIR/outbox/*.json) takes them and sets delivered_at.
create table if not exists public.notification_emails (
  id uuid primary key default gen_random_uuid(),
  notification_id uuid references public.notifications (id) on delete set null,
  user_id uuid not null references auth.users (id) on delete cascade,
  to_email text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);

create index if not exists notification_emails_waiting_idx
  on public.notification_emails (created_at) where delivered_at is null;

alter table public.notification_emails enable row level security;
revoke all on public.notification_emails from anon, authenticated;
grant select, insert, update, delete on public.notification_emails to service_role;

-- Claims up to `max_rows` due deliveries for one sender: pending and due at `as_of` become
-- 'sending', so two senders (webhook and cron, two backends) never send the same one twice.
-- A claim older than 5 minutes (a sender that died) is claimable again.
create or replace function public.claim_due_notification_deliveries(as_of timestamptz default now(), max_rows integer default 20)
returns setof public.notification_deliveries
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notification_deliveries d
     set state = 'sending', attempts = d.attempts + 1, updated_at = now()
   where d.notification_id in (
     select x.notification_id from public.notification_deliveries x
      where (x.state = 'pending' and x.not_before <= as_of)
         or (x.state = 'sending' and x.updated_at < now() - interval '5 minutes')
      order by x.not_before
      limit greatest(1, least(coalesce(max_rows, 20), 200))
      for update skip locked
   )
  returning d.*;
$$;

revoke execute on function public.claim_due_notification_deliveries(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.claim_due_notification_deliveries(timestamptz, integer) to service_role;
