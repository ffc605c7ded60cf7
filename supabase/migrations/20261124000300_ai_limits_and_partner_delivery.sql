-- Issue 12 (consent and communicator half): per-user rate limits for every AI function, the
-- consent status computed in the database, and held delivery of partner communications during the
-- recipient's Shabbat or Yom Tov (released after havdalah by release_due_partner_communications).

-- ─── AI function rate limits ─────────────────────────────────────────────────────────────────────
-- One row per accepted call. Kept in the database so the limit holds across processes and hosts
-- (several backend processes, Supabase Edge isolates). Rows older than a day are useless and are
-- removed by the next call of the same user and function.
create table if not exists private.ai_function_calls (
  user_id uuid not null references auth.users (id) on delete cascade,
  function_name text not null,
  called_at timestamptz not null default now()
);
create index if not exists ai_function_calls_user_function_time_idx
  on private.ai_function_calls (user_id, function_name, called_at desc);

-- Records one call of `function_name` by `person` if both windows allow it. Returns
-- { allowed, retry_after_seconds, limit, window }: retry_after_seconds is how long until the
-- oldest call of the full window leaves it. A limit of 0 or null means no limit for that window.
create or replace function public.consume_ai_rate_limit(
  person uuid,
  function_name text,
  per_minute integer,
  per_day integer
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  minute_count integer;
  day_count integer;
  oldest timestamptz;
begin
  if person is null or function_name is null or length(function_name) = 0 then
    raise exception 'consume_ai_rate_limit needs a person and a function name' using errcode = '22023';
  end if;
  -- Serialise the same person's calls of the same function, so two at once cannot both pass.
  perform pg_advisory_xact_lock(hashtextextended(person::text || '/' || function_name, 0));
  delete from private.ai_function_calls c
    where c.user_id = person and c.function_name = consume_ai_rate_limit.function_name
      and c.called_at < now() - interval '1 day';

  if coalesce(per_minute, 0) > 0 then
    select count(*), min(c.called_at) into minute_count, oldest
      from private.ai_function_calls c
      where c.user_id = person and c.function_name = consume_ai_rate_limit.function_name
        and c.called_at > now() - interval '1 minute';
    if minute_count >= per_minute then
      return jsonb_build_object('allowed', false, 'limit', per_minute, 'window', 'minute',
        'retry_after_seconds', greatest(1, ceil(extract(epoch from (oldest + interval '1 minute' - now())))::integer));
    end if;
  end if;

  if coalesce(per_day, 0) > 0 then
    select count(*), min(c.called_at) into day_count, oldest
      from private.ai_function_calls c
      where c.user_id = person and c.function_name = consume_ai_rate_limit.function_name
        and c.called_at > now() - interval '1 day';
    if day_count >= per_day then
      return jsonb_build_object('allowed', false, 'limit', per_day, 'window', 'day',
        'retry_after_seconds', greatest(1, ceil(extract(epoch from (oldest + interval '1 day' - now())))::integer));
    end if;
  end if;

  insert into private.ai_function_calls (user_id, function_name) values (person, consume_ai_rate_limit.function_name);
  return jsonb_build_object('allowed', true, 'retry_after_seconds', 0);
end
$$;
revoke execute on function public.consume_ai_rate_limit(uuid, text, integer, integer) from public, anon, authenticated;
grant execute on function public.consume_ai_rate_limit(uuid, text, integer, integer) to service_role;


-- ─── consent status (the consent-status function) ───────────────────────────────────────────────
-- selfConsent: the caller's profile consent and their active share_context toward the partner.
-- partnerConsent: the same from the partner toward the caller (the partner's share flag is already
-- readable through get_partner_consent). Between people who are not connected both are false, so
-- nothing is learnt about strangers. fully_enabled reuses private.context_sharing_fully_enabled.
create or replace function private.shares_context(a uuid, b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.consent from public.profiles p where p.id = a) is true
    and exists (
      select 1 from public.partner_communication_consent c
      where c.user_id = a and c.partner_user_id = b and c.share_context
        and (c.temporal_consent_until is null or c.temporal_consent_until >= current_date)
    ),
    false)
$$;
revoke execute on function private.shares_context(uuid, uuid) from public, anon, authenticated;

create or replace function public.get_consent_status(partner uuid)
returns table (self_consent boolean, partner_consent boolean, fully_enabled boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select
    connected.yes and private.shares_context(auth.uid(), partner),
    connected.yes and private.shares_context(partner, auth.uid()),
    private.context_sharing_fully_enabled(auth.uid(), partner)
  from (
    select coalesce(auth.uid() is not null and partner is not null and auth.uid() <> partner
      and private.are_connected(auth.uid(), partner), false) as yes
  ) connected
$$;
revoke execute on function public.get_consent_status(uuid) from public, anon;
grant execute on function public.get_consent_status(uuid) to authenticated, service_role;


-- ─── held delivery of partner communications ────────────────────────────────────────────────────
-- A communication written while the recipient keeps Shabbat or Yom Tov is stored with
-- delivered_at null and deliver_after = havdalah at their place; the recipient sees it only once
-- released (delivered_at set), which realtime carries to them as an UPDATE of the row.
alter table public.ai_partner_communications alter column delivered_at drop not null;
alter table public.ai_partner_communications add column if not exists deliver_after timestamptz;
alter table public.ai_partner_communications add column if not exists held_for text;
alter table public.ai_partner_communications drop constraint if exists ai_partner_communications_held_for_check;
alter table public.ai_partner_communications add constraint ai_partner_communications_held_for_check
  check (held_for is null or held_for in ('shabbat', 'yom_tov', 'shabbat_and_yom_tov'));
alter table public.ai_partner_communications drop constraint if exists ai_partner_communications_held_has_time_check;
alter table public.ai_partner_communications add constraint ai_partner_communications_held_has_time_check
  check (delivered_at is not null or deliver_after is not null);

create index if not exists ai_partner_communications_held_idx
  on public.ai_partner_communications (deliver_after) where delivered_at is null;
-- The daily limit per pair counts by creation time.
create index if not exists ai_partner_communications_pair_created_idx
  on public.ai_partner_communications (from_user_id, to_user_id, created_at desc);

drop policy if exists "ai_partner_communications: sender and recipient read" on public.ai_partner_communications;
drop policy if exists "ai_partner_communications: sender, and recipient once delivered" on public.ai_partner_communications;
create policy "ai_partner_communications: sender, and recipient once delivered" on public.ai_partner_communications
  for select to authenticated
  using (
    from_user_id = (select auth.uid())
    or (to_user_id = (select auth.uid()) and delivered_at is not null)
  );

-- Releases every held communication whose time has come. `as_of` is for tests with a fixed clock;
-- callers (pg_cron on a hosted project, backend/src/scheduled locally) pass nothing. A pair that is
-- no longer connected is not delivered to: the connection trigger only guards inserts and changes
-- of the two ids, so it is checked here.
create or replace function public.release_due_partner_communications(as_of timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  released integer;
begin
  update public.ai_partner_communications a
    set delivered_at = now()
    where a.delivered_at is null
      and a.deliver_after <= release_due_partner_communications.as_of
      and private.are_connected(a.from_user_id, a.to_user_id);
  get diagnostics released = row_count;
  return released;
end
$$;
revoke execute on function public.release_due_partner_communications(timestamptz) from public, anon, authenticated;
grant execute on function public.release_due_partner_communications(timestamptz) to service_role;

-- Hosted Supabase: pg_cron runs the release every minute (cron.schedule replaces a job of the same
-- name, so this runs again safely). Without pg_cron (PGlite, plain PostgreSQL) backend/ calls it.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('release-due-partner-communications', '* * * * *',
      'select public.release_due_partner_communications()')$cron$;
  end if;
end
$$;
