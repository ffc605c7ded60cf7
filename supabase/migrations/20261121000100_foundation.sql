-- Foundation: a private schema for helpers the API must not expose, the updated_at trigger,
-- the "trusted caller" test used by the rule triggers, and the staff role.
--
-- Why a private schema: PostgREST exposes every function in `public` as /rest/v1/rpc/<name>.
-- Trigger functions and policy helpers live in `private`, which is not an API schema; the API
-- roles get USAGE only so that policies and invoker-rights triggers can call the helpers.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;
-- On hosted Supabase the auth server inserts into auth.users as supabase_auth_admin; our trigger
-- there (default notification preferences) lives in this schema.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant usage on schema private to supabase_auth_admin;
  end if;
end
$$;

-- Keeps updated_at honest on every UPDATE, whatever an API client sent. Trusted callers (service
-- role, seed, internal triggers) may set an explicit different value, e.g. to keep history.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_trusted_caller() and new.updated_at is distinct from old.updated_at then
    return new;
  end if;
  new.updated_at := now();
  return new;
end
$$;

-- True when the statement runs as a trusted role: the service role (server functions), the
-- migration/seed owner, or a security definer function owned by it. The API roles `anon` and
-- `authenticated` are the only untrusted ones; the rule triggers apply to them alone.
create or replace function private.is_trusted_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user not in ('anon', 'authenticated')
$$;

-- Reads a boolean flag from a jsonb metadata object; absent, null or non-true counts as false.
create or replace function private.jsonb_flag(meta jsonb, flag text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(meta -> flag = 'true'::jsonb, false)
$$;

-- The name shown for a person: display_name, else first plus last name, else null
-- (the UI then shows 'Unknown User', 'Someone', ...).
create or replace function private.person_name(display_name text, first_name text, last_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(display_name), ''),
    nullif(btrim(concat_ws(' ', nullif(btrim(first_name), ''), nullif(btrim(last_name), ''))), '')
  )
$$;

-- Staff review feedback in /admin/feedback. Membership is granted only with the service role or
-- in SQL (see supabase/README.md); nobody can add themselves through the API.
create table if not exists public.staff_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table public.staff_members enable row level security;
revoke insert, update, delete, truncate on public.staff_members from anon, authenticated;

drop policy if exists "staff_members: read own membership" on public.staff_members;
create policy "staff_members: read own membership" on public.staff_members
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Called by the frontend (rpc('is_staff')) to guard /admin/feedback, and by the feedback and
-- storage policies. Security definer so the caller need not read staff_members.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.staff_members s where s.user_id = auth.uid()
  )
$$;
revoke execute on function public.is_staff() from public;
-- anon too: policies on feedback and storage evaluate it for anonymous callers (it answers false).
grant execute on function public.is_staff() to anon, authenticated, service_role;
