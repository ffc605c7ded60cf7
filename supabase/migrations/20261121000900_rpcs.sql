-- Remote procedures of spec §7. Security definer, names only, and only about people the caller
-- may know about.

-- Names of people the caller is linked to: related in either direction, sharing a conversation,
-- or exchanging AI partner communications (and the caller themself). Other ids are left out.
-- display_name is the shown name: display_name, else first + last name, else null.
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
      or exists (
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
    )
$$;
revoke execute on function public.get_related_display_names(uuid[]) from public, anon;
grant execute on function public.get_related_display_names(uuid[]) to authenticated, service_role;

-- The connect page (/connect/{id}) looks a person up by their exact id, which they shared as a
-- link. Any signed-in user may ask; only the three name fields come back (no row = no profile).
create or replace function public.get_connection_profile_info(user_id uuid)
returns table (display_name text, first_name text, last_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.display_name, p.first_name, p.last_name
  from public.profiles p
  where p.id = $1
    and auth.uid() is not null
$$;
revoke execute on function public.get_connection_profile_info(uuid) from public, anon;
grant execute on function public.get_connection_profile_info(uuid) to authenticated, service_role;

-- The partner's consent toward the caller, limited to the share flag and the three types (never
-- keywords, triggers or dates). An expired temporal consent reads as all off. No row when the
-- partner has not saved any consent toward the caller.
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
$$;
revoke execute on function public.get_partner_consent(uuid) from public, anon;
grant execute on function public.get_partner_consent(uuid) to authenticated, service_role;
