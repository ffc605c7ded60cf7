-- Context sharing status (spec §4), computed in the database so every caller (the enhanced AI
-- guide, consent-status, the app) agrees on one answer.
--
-- 'Fully enabled' only when: the caller's profile consent is true, the partner's profile consent
-- is true, the caller has share_context on toward the partner and the partner has share_context on
-- toward the caller. A consent whose temporal_consent_until has passed reads as off (as in
-- get_partner_consent), and the two must still be connected (an accepted link, no block), so a
-- removed or blocked person's context is never used.

create or replace function private.context_sharing_fully_enabled(a uuid, b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    a is not null and b is not null and a <> b
    and (select p.consent from public.profiles p where p.id = a) is true
    and (select p.consent from public.profiles p where p.id = b) is true
    and exists (
      select 1 from public.partner_communication_consent c
      where c.user_id = a and c.partner_user_id = b and c.share_context
        and (c.temporal_consent_until is null or c.temporal_consent_until >= current_date)
    )
    and exists (
      select 1 from public.partner_communication_consent c
      where c.user_id = b and c.partner_user_id = a and c.share_context
        and (c.temporal_consent_until is null or c.temporal_consent_until >= current_date)
    )
    and private.are_connected(a, b),
    false)
$$;
revoke execute on function private.context_sharing_fully_enabled(uuid, uuid) from public, anon, authenticated;

-- The caller's view: is context sharing with `partner` Fully enabled? Always answers for auth.uid()
-- and never reveals which side is missing (that is the partner's private choice).
create or replace function public.context_sharing_fully_enabled(partner uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.context_sharing_fully_enabled(auth.uid(), partner)
$$;
revoke execute on function public.context_sharing_fully_enabled(uuid) from public, anon;
grant execute on function public.context_sharing_fully_enabled(uuid) to authenticated, service_role;
