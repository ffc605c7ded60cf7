-- Issue 34, "Where it lives": the check-in lives on the dashboard's "This week" card and its own
-- screen; the bell and the AI thread are not used for it. Its invitations, reminders and milestone
-- notes (types checkin_*) are still written as notifications rows, because that row is what
-- delivers them: its notification_deliveries row, claimed by send-notification (service role),
-- becomes the push and the email the person's preferences ask for, held over Shabbat and Yom Tov
-- like any other. What changes is who reads the row: the person's own rights no longer reach a
-- check-in row, so the bell's list, its unread count, its realtime feed and mark-as-read never
-- see one, whatever the app asks. The person still gets them in "Download my data".

-- Whether a notification of this type belongs in the bell (the one place that decides it).
create or replace function private.notification_in_bell(kind text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select kind is null or kind not like 'checkin\_%'
$$;
revoke execute on function private.notification_in_bell(text) from public, anon;
grant execute on function private.notification_in_bell(text) to authenticated, service_role;

drop policy if exists "notifications: own rows" on public.notifications;
create policy "notifications: own rows" on public.notifications
  for all to authenticated
  using (user_id = (select auth.uid()) and private.notification_in_bell(type))
  with check (user_id = (select auth.uid()));

-- The caller's check-in notifications, which RLS no longer shows them, for their export only.
create or replace function private.my_checkin_notifications()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', n.id, 'type', n.type, 'title', n.title, 'message', n.message,
           'created_at', n.created_at) order by n.created_at desc), '[]'::jsonb)
  from public.notifications n
  where n.user_id = auth.uid() and auth.uid() is not null and not private.notification_in_bell(n.type);
$$;
revoke execute on function private.my_checkin_notifications() from public, anon;
grant execute on function private.my_checkin_notifications() to authenticated;

-- export_my_data (20261130000800) with the check-in notifications inside its weekly_checkins.
create or replace function public.export_my_data()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.export_my_data_core() || jsonb_build_object('weekly_checkins',
    private.export_my_checkins() || jsonb_build_object('notifications', private.my_checkin_notifications()))
$$;
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
