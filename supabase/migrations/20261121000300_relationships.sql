-- relationships (spec §3): a directed link created by user_id toward related_user_id; both
-- sides see and edit it. A pair exists once, whichever direction it was created in.

create table if not exists public.relationships (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  related_user_id uuid not null references auth.users (id) on delete cascade,
  relation_type text not null default 'spouse'
    constraint relationships_relation_type_check
    check (relation_type in (
      'partner_pre_marriage', 'spouse', 'ex_spouse', 'parent', 'child', 'sibling', 'friend', 'other'
    )),
  -- 'divorce' is what the select sends (shown 'Divorced'); 'divorced' is accepted as well.
  status text
    constraint relationships_status_check
    check (status in (
      'together', 'dating', 'engaged', 'married', 'healthy_break', 'separated', 'divorce', 'divorced'
    )),
  notes text,
  rabbi_involved boolean,
  beit_din_involved boolean,
  relationship_status text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint relationships_not_self check (user_id <> related_user_id)
);

-- One row per unordered pair: a second link in either direction fails with 23505, which the app
-- shows as 'Already connected'.
create unique index if not exists relationships_pair_key
  on public.relationships (least(user_id, related_user_id), greatest(user_id, related_user_id));
-- "where user_id or related_user_id is the current user, newest first"
create index if not exists relationships_user_id_created_at_idx
  on public.relationships (user_id, created_at desc);
create index if not exists relationships_related_user_id_created_at_idx
  on public.relationships (related_user_id, created_at desc);

alter table public.relationships enable row level security;

-- Human messages before the constraints fire (BEFORE triggers run first), and the two people of
-- a link stay fixed: otherwise either side could re-point a link at a stranger.
create or replace function private.relationships_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- A link in someone else's name is refused by RLS (42501); say nothing else about it.
  if tg_op = 'INSERT' and not private.is_trusted_caller()
     and new.user_id is distinct from auth.uid() then
    return new;
  end if;

  if new.user_id = new.related_user_id then
    raise exception 'You cannot connect to yourself.'
      using errcode = '23514', hint = 'Enter the ID of another person.';
  end if;

  if tg_op = 'UPDATE' then
    if not private.is_trusted_caller()
       and (new.user_id <> old.user_id or new.related_user_id <> old.related_user_id
            or new.created_at <> old.created_at) then
      raise exception 'The people in a relationship cannot be changed.' using errcode = '42501';
    end if;
    return new;
  end if;

  if not private.is_trusted_caller() then
    new.created_at := now();
  end if;
  -- The caller is one side of the pair (RLS), so this lookup sees an existing link; the unique
  -- index still catches concurrent inserts.
  if exists (
    select 1 from public.relationships r
    where least(r.user_id, r.related_user_id) = least(new.user_id, new.related_user_id)
      and greatest(r.user_id, r.related_user_id) = greatest(new.user_id, new.related_user_id)
  ) then
    raise exception 'You''re already connected to this person.' using errcode = '23505';
  end if;
  return new;
end
$$;

create or replace trigger relationships_guard
  before insert or update on public.relationships
  for each row execute function private.relationships_guard();

create or replace trigger relationships_set_updated_at
  before update on public.relationships
  for each row execute function private.set_updated_at();

-- True when a and b are linked in either direction. Security definer so policies of other tables
-- can ask without depending on the caller's view of relationships.
create or replace function private.are_related(a uuid, b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.relationships r
    where (r.user_id = a and r.related_user_id = b)
       or (r.user_id = b and r.related_user_id = a)
  )
$$;

drop policy if exists "relationships: both sides read" on public.relationships;
create policy "relationships: both sides read" on public.relationships
  for select to authenticated
  using (user_id = (select auth.uid()) or related_user_id = (select auth.uid()));

drop policy if exists "relationships: create as yourself" on public.relationships;
create policy "relationships: create as yourself" on public.relationships
  for insert to authenticated
  with check (user_id = (select auth.uid()));

drop policy if exists "relationships: both sides update" on public.relationships;
create policy "relationships: both sides update" on public.relationships
  for update to authenticated
  using (user_id = (select auth.uid()) or related_user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) or related_user_id = (select auth.uid()));

-- Not in the spec's calls; either side may end a link (completing spec §6).
drop policy if exists "relationships: both sides delete" on public.relationships;
create policy "relationships: both sides delete" on public.relationships
  for delete to authenticated
  using (user_id = (select auth.uid()) or related_user_id = (select auth.uid()));
