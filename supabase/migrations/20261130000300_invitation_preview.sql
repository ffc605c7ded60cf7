-- An invitation introduces itself (issue 33, item 5): a signed-out visitor who opens a connect
-- link (/connect/{inviter}?invite={token}) is sent to /auth, which says who invited them before
-- they have an account. That needs one fact without a session: the inviter's display name.
--
-- invitation_preview answers it and nothing else: the display name only (no first or last name,
-- no id, nothing of the profile), and only for the inviter's *current* invite token, compared as
-- digests (private.connect_invite_matches) — so a user id alone names no one, a renewed link's old
-- token names no one, and the answer is the same null for "no such person", "no profile", "wrong
-- token" and "blocked". A signed-in caller blocked by the inviter (or blocking them) gets null too.
create or replace function public.invitation_preview(inviter uuid, invite text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.display_name
  from public.profiles p
  where p.id = $1
    and $2 is not null
    and private.connect_invite_matches(p.id, $2)
    and (auth.uid() is null or not private.is_blocked_either_way(p.id, auth.uid()))
$$;
revoke execute on function public.invitation_preview(uuid, text) from public;
grant execute on function public.invitation_preview(uuid, text) to anon, authenticated, service_role;
