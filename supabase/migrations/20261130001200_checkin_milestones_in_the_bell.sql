-- Issue 34: the weekly invitation and its reminder stay out of the bell (the check-in lives on the
-- dashboard's "This week" card and its own screen), but a milestone note — the anniversary, the
-- first check-in together, 10 / 25 / 52 weeks — is a note to keep: with push and email both off
-- it was shown nowhere at all. Milestones now sit in the bell like any notification (read, marked
-- read, deleted by their owner; relationship_milestones still decides whether they are made), and
-- only the invitations and reminders stay in "Download my data" alone.
create or replace function private.notification_in_bell(kind text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select kind is null or kind not in ('checkin_invitation', 'checkin_reminder')
$$;
revoke execute on function private.notification_in_bell(text) from public, anon;
grant execute on function private.notification_in_bell(text) to authenticated, service_role;
