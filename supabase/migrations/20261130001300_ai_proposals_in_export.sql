-- Issue 35 × issue 31 item 5: "Download my data" holds the notes the AI proposed to a partner
-- (public.ai_partner_proposals), which the sender read before choosing Send or Not now. They are
-- the sender's alone: the table's policy lets only from_user_id select a row, so the intended
-- recipient never sees a proposal, and neither does their export. Each proposal carries its text,
-- its kind, for whom, when, and what became of it (sent, dismissed, or left until it expired).
--
-- public.export_my_data() of 20261130001000 gains `ai_proposals`; the rest is unchanged. Read with
-- the caller's own rights (security invoker), and the sender is named in the query as well, so a
-- later policy that let the recipient read a proposal would still not put it in their file.

create or replace function private.export_my_ai_proposals()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id, 'to_user_id', p.to_user_id, 'trigger_type', p.trigger_type, 'ai_message', p.ai_message,
           'manual', p.manual, 'created_at', p.created_at, 'expires_at', p.expires_at,
           'used_at', p.used_at, 'dismissed_at', p.dismissed_at, 'communication_id', p.communication_id)
           order by p.created_at), '[]'::jsonb)
  from public.ai_partner_proposals p
  where p.from_user_id = auth.uid() and auth.uid() is not null
$$;
revoke execute on function private.export_my_ai_proposals() from public, anon;
grant execute on function private.export_my_ai_proposals() to authenticated;

create or replace function public.export_my_data()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  -- The core raises 'Sign in to download your data.' for a visitor before anything is read.
  select private.export_my_data_core()
    || jsonb_build_object('weekly_checkins',
         private.export_my_checkins() || jsonb_build_object('notifications', private.my_checkin_notifications()))
    || jsonb_build_object('ai_proposals', private.export_my_ai_proposals())
$$;
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
