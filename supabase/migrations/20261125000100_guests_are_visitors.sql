-- Guests (anonymous sign-in, off by default: config.toml `enable_anonymous_sign_ins` /
-- AUTH_ANONYMOUS_SIGN_INS) get the role `authenticated` like everyone signed in, with
-- `is_anonymous: true` in their token. Shalom Bayit has no guest mode: a guest may do what a visitor
-- may (send feedback, with screenshots) and nothing else, until they link an email and become a
-- registered user (their token then says is_anonymous false). Before this migration no policy or
-- RPC told them apart, so turning anonymous sign-in on would have let a throwaway account create a
-- profile, ask people to connect, open connect links and read names by id.
--
-- Restrictive policies (ANDed with every permissive one) seal the tables in one place, so later
-- permissive policies cannot forget the rule; the security-definer RPCs, which bypass RLS, are
-- stopped by a trigger on the rows they write. Feedback and its bucket stay open to guests, as to
-- visitors.

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

-- The connect-link RPCs are security definer, so RLS does not stop them; a trigger on what they
-- write does, for them and for any later function that writes the same rows: a guest can neither
-- get or renew a connect link (private.connect_invites) nor open one (public.relationships).
create or replace function private.refuse_guest_writes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_guest() then
    raise exception 'Create an account to connect with people.' using errcode = '42501';
  end if;
  return coalesce(new, old);
end
$$;
revoke execute on function private.refuse_guest_writes() from public;

drop trigger if exists refuse_guest_writes on public.relationships;
create trigger refuse_guest_writes before insert or update or delete on public.relationships
  for each row execute function private.refuse_guest_writes();
drop trigger if exists refuse_guest_writes on private.connect_invites;
create trigger refuse_guest_writes before insert or update or delete on private.connect_invites
  for each row execute function private.refuse_guest_writes();

-- Looking a person up by id (the connect page) reads past RLS too: 20261123000100's body with the
-- guest check added.
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
