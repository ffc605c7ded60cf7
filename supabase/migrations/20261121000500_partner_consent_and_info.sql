-- partner_communication_consent and partner_info (spec §3).

create table if not exists public.partner_communication_consent (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  partner_user_id uuid not null references auth.users (id) on delete cascade,
  emotional_bridging boolean not null default false,
  timing_optimization boolean not null default false,
  conflict_mediation boolean not null default false,
  share_context boolean not null default false,
  communication_triggers text[] not null default '{}',
  boundary_keywords text[] not null default '{}',
  -- null = indefinite
  temporal_consent_until date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint partner_communication_consent_user_partner_key unique (user_id, partner_user_id),
  constraint partner_communication_consent_not_self check (user_id <> partner_user_id)
);

alter table public.partner_communication_consent enable row level security;

-- Upserts from the app may send null for the lists; store them as empty.
create or replace function private.consent_normalise()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.communication_triggers := coalesce(new.communication_triggers, '{}');
  new.boundary_keywords := coalesce(new.boundary_keywords, '{}');
  return new;
end
$$;

create or replace trigger partner_communication_consent_normalise
  before insert or update on public.partner_communication_consent
  for each row execute function private.consent_normalise();

create or replace trigger partner_communication_consent_set_updated_at
  before update on public.partner_communication_consent
  for each row execute function private.set_updated_at();

-- Own row only, all operations. The partner's row toward the caller is read through
-- public.get_partner_consent(partner), which returns the share flag and the three types only:
-- never the boundary keywords, triggers or dates.
drop policy if exists "consent: own rows" on public.partner_communication_consent;
create policy "consent: own rows" on public.partner_communication_consent
  for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));


create table if not exists public.partner_info (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  partner_user_id uuid not null references auth.users (id) on delete cascade,
  info_type text not null
    constraint partner_info_info_type_check
    check (info_type in ('personality', 'preferences', 'communication_style')),
  -- { "text": "..." }
  info_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint partner_info_user_partner_type_key unique (user_id, partner_user_id, info_type)
);

alter table public.partner_info enable row level security;

create or replace trigger partner_info_set_updated_at
  before update on public.partner_info
  for each row execute function private.set_updated_at();

-- Only its author. The enhanced AI reads it with the service role after checking mutual consent.
drop policy if exists "partner_info: author only" on public.partner_info;
create policy "partner_info: author only" on public.partner_info
  for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
