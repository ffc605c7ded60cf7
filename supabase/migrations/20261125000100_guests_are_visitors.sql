-- Guests (anonymous sign-in, off by default: config.toml `enable_anonymous_sign_ins` /
-- AUTH_ANONYMOUS_SIGN_INS) get the role `authenticated` like everyone signed in, with
-- `is_anonymous: true` in their token. Shalom Bayit has no guest mode: a guest may do what a visitor
-- may (send feedback, with screenshots) and nothing else, until they link an email and become a
-- registered user (their token then says is_anonymous false). Before this migration no policy or
-- RPC told them apart, so turning anonymous sign-in on would have let a throwaway account create a
-- profile, ask people to connect, open connect links and read names by id.
--
-- Restrictive policies (ANDed with every permissive one) seal the tables in one place, so later
-- permissive policies cannot forget the rule; the security-definer RPCs that act for the caller get
-- the same check, as they bypass RLS. Feedback and its bucket stay open to guests, as to visitors.

create or replace function private.is_guest()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false)
$$;
revoke execute on function private.is_guest() from public;
grant execute on function private.is_guest() to anon, authenticated, service_role;

do $$
declare
  sealed text;
begin
  foreach sealed in array array[
    'profiles', 'relationships', 'conversations', 'messages', 'partner_communication_consent',
    'partner_info', 'ai_partner_communications', 'notification_preferences', 'notifications',
    'notification_deliveries', 'notification_emails', 'push_subscriptions', 'staff_members', 'blocks'
  ] loop
    execute format('drop policy if exists "guests: registered users only" on public.%I', sealed);
    execute format(
      'create policy "guests: registered users only" on public.%I as restrictive for all to authenticated
         using (not (select private.is_guest())) with check (not (select private.is_guest()))',
      sealed
    );
  end loop;
end
$$;

-- The connect-link RPCs (security definer): a guest cannot share, renew or open a link, nor look a
-- person up by id. The bodies are those of 20261123000100 with the guest check added first.

create or replace function public.get_connect_invite()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  current_version integer;
begin
  if caller is null or private.is_guest() then
    raise exception 'Sign in to share your connect link.' using errcode = '42501';
  end if;
  insert into private.connect_invites (user_id) values (caller) on conflict (user_id) do nothing;
  select i.version into current_version from private.connect_invites i where i.user_id = caller;
  return private.connect_invite_token(caller, current_version);
end
$$;

create or replace function public.renew_connect_invite()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  current_version integer;
begin
  if caller is null or private.is_guest() then
    raise exception 'Sign in to share your connect link.' using errcode = '42501';
  end if;
  insert into private.connect_invites as i (user_id) values (caller)
  on conflict (user_id) do update set version = i.version + 1, updated_at = now()
  returning i.version into current_version;
  return private.connect_invite_token(caller, current_version);
end
$$;

create or replace function public.connect_with_invite(
  inviter uuid,
  invite text,
  relation_type text default 'spouse',
  status text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  link public.relationships%rowtype;
  link_id uuid;
begin
  if caller is null or private.is_guest() then
    raise exception 'Sign in to connect.' using errcode = '42501';
  end if;
  if inviter = caller then
    raise exception 'You cannot connect to yourself.'
      using errcode = '23514', hint = 'Share this link with another person.';
  end if;
  if inviter is null
     or not private.connect_invite_matches(inviter, invite)
     or private.is_blocked_either_way(caller, inviter) then
    raise exception 'This connect link is no longer valid. Ask for a new one.' using errcode = 'P0001';
  end if;

  select * into link from public.relationships r
   where (r.user_id = caller and r.related_user_id = inviter)
      or (r.user_id = inviter and r.related_user_id = caller)
   for update;
  if found then
    if link.connection_state = 'accepted' then
      raise exception 'You''re already connected to this person.' using errcode = '23505';
    end if;
    update public.relationships r set connection_state = 'accepted' where r.id = link.id;
    return link.id;
  end if;

  insert into public.relationships (user_id, related_user_id, relation_type, status, connection_state)
  values (caller, inviter, coalesce($3, 'spouse'), $4, 'accepted')
  returning id into link_id;
  return link_id;
end
$$;

create or replace function public.get_connection_profile_info(user_id uuid, invite text default null)
returns table (display_name text, first_name text, last_name text, invite_valid boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.display_name, p.first_name, p.last_name, private.connect_invite_matches(p.id, $2)
  from public.profiles p
  where p.id = $1
    and auth.uid() is not null
    and not private.is_guest()
    and not private.is_blocked_either_way(p.id, auth.uid())
$$;
