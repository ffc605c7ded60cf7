-- Issue 34: deleting one partner's account no longer takes the other's check-in history with it.
--
-- checkin_weeks.person_a / person_b reference auth.users with on delete cascade
-- (20261130000700_weekly_checkins), so deleting one partner deleted the couple's weeks, and with
-- them (checkin_answers.week_id, on delete cascade) the survivor's own answers. Now, before a row
-- of auth.users goes, the person's side of each of their weeks passes to the placeholder of
-- deleted accounts (private.deleted_account_id(), 20261130000500_privacy_controls — as their side
-- of a shared thread does): the survivor keeps the weeks and their own answers; the deleted
-- person's answers still go with the account (checkin_answers.author_id, on delete cascade), and
-- no row keeps their id. A week whose other side is already the placeholder has nobody left and
-- goes. The survivor's check-in notifications of those weeks (which name the deleted person) go
-- too, with their waiting emails, as other notifications about a deleted person do.
--
-- The history (checkin_history) tells each week's partner: partnerName (null when unknown) and
-- partnerGone (the account was deleted); a week that ended (its link removed, or the partner
-- deleted) is history even inside the current week.

create or replace function private.checkin_forget_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  gone uuid := old.id;
  ghost uuid := private.deleted_account_id();
  weeks uuid[];
  about uuid[];
begin
  if gone = ghost then
    return old;
  end if;
  select array_agg(w.id) into weeks from public.checkin_weeks w where gone in (w.person_a, w.person_b);
  if weeks is null then
    return old;
  end if;

  select array_agg(n.id) into about from public.notifications n
   where n.user_id <> gone and n.type like 'checkin\_%' and n.data ->> 'weekId' = any (weeks::text[]);
  if about is not null then
    delete from public.notification_emails e where e.notification_id = any (about);
    delete from public.notifications n where n.id = any (about);
  end if;

  -- Nobody left on either side: the week goes (the person's answers would go anyway).
  delete from public.checkin_weeks w
   where w.id = any (weeks) and ghost in (w.person_a, w.person_b);
  -- The survivor keeps the week; the placeholder stands where the deleted person stood
  -- (person_a < person_b still holds: the pair is ordered again).
  update public.checkin_weeks w
     set person_a = least(case when w.person_a = gone then ghost else w.person_a end,
                          case when w.person_b = gone then ghost else w.person_b end),
         person_b = greatest(case when w.person_a = gone then ghost else w.person_a end,
                             case when w.person_b = gone then ghost else w.person_b end)
   where w.id = any (weeks);
  return old;
end
$$;
revoke execute on function private.checkin_forget_account() from public, anon, authenticated;

drop trigger if exists checkin_forget_account on auth.users;
create trigger checkin_forget_account
  before delete on auth.users
  for each row execute function private.checkin_forget_account();

-- Past weeks of the caller, newest first (each as checkin_week_json plus who the partner was), the
-- current week excluded unless it has ended.
create or replace function public.checkin_history(max_weeks integer default 52)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null or private.is_guest() then
    raise exception 'Sign in to see your weekly check-ins.' using errcode = '42501';
  end if;
  if max_weeks is null or max_weeks < 1 or max_weeks > 520 then
    raise exception 'Ask for between 1 and 520 weeks of history.' using errcode = '22023';
  end if;
  return coalesce((
    select jsonb_agg(private.checkin_week_json(w.id, caller)
                     || jsonb_build_object('partnerName', private.notification_name(w.partner),
                                           'partnerGone', w.partner = private.deleted_account_id())
                     order by w.week_of desc)
      from (select x.id, x.week_of, case when x.person_a = caller then x.person_b else x.person_a end as partner
              from public.checkin_weeks x
             where caller in (x.person_a, x.person_b)
               and (x.week_of < private.checkin_week_of(now()) or x.relationship_id is null)
             order by x.week_of desc limit max_weeks) w
  ), '[]'::jsonb);
end
$$;
revoke execute on function public.checkin_history(integer) from public, anon, authenticated;
grant execute on function public.checkin_history(integer) to authenticated;
