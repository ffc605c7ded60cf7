-- profiles (spec §3): one row per user, written by onboarding. No row is created at sign-up on
-- purpose: the app treats a missing profile as "onboarding required" and opens it in create mode.

create table if not exists public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text,
  first_name text,
  last_name text,
  gender text
    constraint profiles_gender_check
    check (gender in ('male', 'female', 'other', 'prefer_not_to_say')),
  birth_year integer
    constraint profiles_birth_year_check check (birth_year >= 1900),
  date_of_birth date
    constraint profiles_date_of_birth_check check (date_of_birth >= date '1900-01-01'),
  marital_status text
    constraint profiles_marital_status_check
    check (marital_status in ('single', 'engaged', 'married', 'separated', 'divorced', 'widowed')),
  num_children integer not null default 0
    constraint profiles_num_children_check check (num_children >= 0),
  -- Free text on purpose: 'Other' stores what the user typed; the UI shows unknown values as Other.
  observance_level text,
  life_stage text
    constraint profiles_life_stage_check
    check (life_stage in (
      'young_adult', 'dating_courtship', 'engaged', 'newlywed', 'young_family',
      'established_family', 'empty_nest', 'middle_age', 'senior', 'divorced_separated',
      'widowed', 'remarried'
    )),
  languages text[]
    constraint profiles_languages_check
    check (languages <@ array[
      'English', 'Hebrew', 'Yiddish', 'Russian', 'Spanish', 'French', 'Arabic', 'German',
      'Portuguese', 'Amharic', 'Farsi', 'Other'
    ]::text[]),
  location text
    constraint profiles_location_check
    check (location in (
      'United States', 'Israel', 'United Kingdom', 'Canada', 'Australia', 'South Africa',
      'Europe', 'Other'
    )),
  timezone text,
  consent boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

-- Dates in the future cannot be checked by a CHECK constraint (now() is not immutable).
create or replace function private.profiles_validate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.num_children := coalesce(new.num_children, 0);
  new.consent := coalesce(new.consent, false);
  if new.date_of_birth is not null and new.date_of_birth > current_date then
    raise exception 'Date of birth cannot be in the future.' using errcode = 'P0001';
  end if;
  if new.birth_year is not null and new.birth_year > extract(year from current_date) then
    raise exception 'Birth year cannot be in the future.' using errcode = 'P0001';
  end if;
  return new;
end
$$;

create or replace trigger profiles_validate
  before insert or update on public.profiles
  for each row execute function private.profiles_validate();

create or replace trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

-- Own row only. Other people's names come from get_related_display_names and
-- get_connection_profile_info (security definer, names only); birth dates, observance and
-- consent of others are never readable through the API.
drop policy if exists "profiles: read own" on public.profiles;
create policy "profiles: read own" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()));

drop policy if exists "profiles: create own" on public.profiles;
create policy "profiles: create own" on public.profiles
  for insert to authenticated
  with check (id = (select auth.uid()));

drop policy if exists "profiles: update own" on public.profiles;
create policy "profiles: update own" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
