-- Issue 34 × issue 35: "Download my data" holds the weekly check-ins and the milestone settings.
--
-- public.export_my_data() (20261130000500_privacy_controls) gains a `weekly_checkins` section:
--   weeks:      every check-in week of the caller's couple links, each with its prompts, the
--               caller's own answer (always) and the partner's answer only where RLS shows it to
--               the caller (revealed, and the link still standing: checkin_answers' policy) — a
--               partner's unrevealed answer never leaves the database;
--   milestones: each spouse link's wedding date and anniversary calendar (Hebrew or Gregorian);
--   checkin_day: when the invitation comes (also in notification_preferences).
-- Like the rest of the export it is read with the caller's own rights (security invoker).
--
-- The export of 20261130000500 is kept as it is, under the name private.export_my_data_core(), and
-- the public function adds this section to it: one body for the shared part, not two copies. A
-- later change to what the core holds replaces private.export_my_data_core().

do $$
begin
  if to_regprocedure('private.export_my_data_core()') is null then
    alter function public.export_my_data() set schema private;
    alter function private.export_my_data() rename to export_my_data_core;
  end if;
end
$$;
revoke execute on function private.export_my_data_core() from public, anon;
grant execute on function private.export_my_data_core() to authenticated;

-- The caller's check-ins as RLS lets them read them.
create or replace function private.export_my_checkins()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'weeks', coalesce((
      select jsonb_agg(jsonb_build_object(
               'week_id', w.id,
               'week_of', w.week_of,
               'closes_at', w.closes_at,
               'ended', w.relationship_id is null,
               'partner_id', case when w.person_a = auth.uid() then w.person_b else w.person_a end,
               'prompts', jsonb_build_object(
                 'source', p.source,
                 'en', jsonb_build_array(p.appreciate_en, p.next_week_en, p.shabbat_en),
                 'he', jsonb_build_array(p.appreciate_he, p.next_week_he, p.shabbat_he)),
               'mine', (select jsonb_build_object('answers', jsonb_build_array(a.appreciated, a.next_week, a.shabbat_plan),
                                                  'skipped', a.skipped, 'answered_at', a.answered_at)
                          from public.checkin_answers a where a.week_id = w.id and a.author_id = auth.uid()),
               -- RLS answers only a revealed answer of the partner's, while the link stands.
               'partner', (select jsonb_build_object('answers', jsonb_build_array(a.appreciated, a.next_week, a.shabbat_plan),
                                                     'skipped', a.skipped, 'answered_at', a.answered_at)
                             from public.checkin_answers a where a.week_id = w.id and a.author_id <> auth.uid()))
             order by w.week_of desc)
        from public.checkin_weeks w
        join public.checkin_prompts p on p.id = w.prompt_id
       where auth.uid() in (w.person_a, w.person_b)), '[]'::jsonb),
    'milestones', coalesce((
      select jsonb_agg(jsonb_build_object(
               'relationship_id', r.id,
               'partner_id', case when r.user_id = auth.uid() then r.related_user_id else r.user_id end,
               'wedding_date', r.wedding_date,
               'anniversary_calendar', r.anniversary_calendar) order by r.created_at)
        from public.relationships r
       where r.relation_type = 'spouse' and auth.uid() in (r.user_id, r.related_user_id)), '[]'::jsonb),
    'checkin_day', (select np.checkin_day from public.notification_preferences np where np.user_id = auth.uid())
  )
$$;
revoke execute on function private.export_my_checkins() from public, anon;
grant execute on function private.export_my_checkins() to authenticated;

create or replace function public.export_my_data()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  -- The core raises 'Sign in to download your data.' for a visitor before anything is read.
  select private.export_my_data_core() || jsonb_build_object('weekly_checkins', private.export_my_checkins())
$$;
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
