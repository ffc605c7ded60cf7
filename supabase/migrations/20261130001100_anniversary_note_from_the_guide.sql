-- Issue 34: the anniversary note is composed by the guide. Until now every couple got the same
-- verse (Ecclesiastes 9:9) and the same suggestion; now the weekly-checkins function composes each
-- person's note when it plans the day (supabase/functions/_shared/weekly-checkins/anniversary-note.ts:
-- the years, the date by the couple's calendar, the season or holiday it falls in or near, Shabbat
-- or Yom Tov, one source from the guide's corpus with a line saying why, a suggestion; English and
-- Hebrew written for the reader's gender) and stores it in the planned send (data.note). Sending
-- writes the partner's current name into it, in the recipient's language. Anniversaries planned
-- before this and not yet sent are dropped here, so the next planning run plans them again with the
-- guide's note (the old words stay only as a fallback for a send without one).

-- [title_en, title_he, body_en, body_he] of an anniversary send for its person; `partner` names
-- the spouse. A Latin name inside the Hebrew is isolated (FSI … PDI) so the line keeps its direction.
create or replace function private.checkin_anniversary_texts(data jsonb, partner uuid)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  name text := private.notification_name(partner);
  name_he text := case when name ~ '[A-Za-z]' then chr(8296) || name || chr(8297) else name end;
  note jsonb := data -> 'note';
  years integer := coalesce((data->>'years')::int, 0);
begin
  if note is not null and note #>> '{en,body}' is not null and note #>> '{he,body}' is not null then
    return array[
      note #>> '{en,title}',
      note #>> '{he,title}',
      replace(note #>> '{en,body}', '{partner}', coalesce(name, 'your partner')),
      replace(note #>> '{he,body}', '{partner}', coalesce(name_he, 'בן או בת הזוג'))
    ];
  end if;
  return array[
    case when years > 0 then 'Happy ' || years || ' years together' else 'Happy anniversary' end,
    case when years > 0 then 'מזל טוב ל־' || years || ' שנים יחד' else 'יום נישואין שמח' end,
    'Today is your wedding anniversary with ' || coalesce(name, 'your partner') || '. "Enjoy life with the wife you love" (Ecclesiastes 9:9): perhaps tell each other one thing you would marry each other for again.',
    'היום יום הנישואין שלך עם ' || coalesce(name_he, 'בן או בת הזוג') || '. "ראה חיים עם אשה אשר אהבת" (קהלת ט, ט): אולי תספרו זה לזה דבר אחד שבשבילו הייתם מתחתנים שוב.'
  ];
end
$$;
revoke execute on function private.checkin_anniversary_texts(jsonb, uuid) from public, anon, authenticated;

-- As in 20261130000700, with the anniversary's words from checkin_anniversary_texts.
create or replace function public.send_due_checkin_notifications(as_of timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  s private.checkin_sends%rowtype;
  w public.checkin_weeks%rowtype;
  r public.relationships%rowtype;
  partner uuid;
  name text;
  sent integer := 0;
  still boolean;
  texts text[];
begin
  for s in
    select * from private.checkin_sends x where x.sent_at is null and x.due_at <= as_of order by x.due_at
    for update skip locked
  loop
    if s.kind in ('invitation', 'reminder') then
      select * into w from public.checkin_weeks x where x.id = s.week_id;
      partner := case when w.person_a = s.person_id then w.person_b else w.person_a end;
      still := w.closes_at > as_of and w.relationship_id is not null and private.checkin_couple_active(w.relationship_id)
        and not exists (select 1 from public.checkin_answers a where a.week_id = w.id and a.author_id = s.person_id);
      if s.kind = 'invitation' then
        -- Planned too late (a week started after its Friday): not sent a day after its time.
        still := still and s.due_at > as_of - interval '12 hours';
      end if;
      if s.kind = 'reminder' then
        still := still and exists (select 1 from public.checkin_answers a where a.week_id = w.id and a.author_id = partner and not a.skipped);
      end if;
      update private.checkin_sends set sent_at = as_of where key = s.key;
      if still then
        name := private.notification_name(partner);
        if s.kind = 'invitation' then
          perform private.notify_person(s.person_id, partner, 'checkin_invitation', 'weekly_checkins',
            'Your Erev Shabbat check-in', 'השיחה השבועית של ערב שבת',
            'Three short questions for you and ' || coalesce(name, 'your partner') || ' before Shabbat. Your answers stay private until you have both answered.',
            'שלוש שאלות קצרות לך ול' || coalesce(name, 'בן או בת הזוג') || ' לפני שבת. התשובות שלך נשארות פרטיות עד ששניכם עונים.',
            jsonb_build_object('url', '/relationships/check-in', 'weekId', w.id));
        else
          perform private.notify_person(s.person_id, partner, 'checkin_reminder', 'weekly_checkins',
            coalesce(name, 'Your partner') || ' answered this week''s check-in',
            'התשובות של ' || coalesce(name, 'בן או בת הזוג') || ' לשיחה השבועית כבר כאן',
            'Answer yours and you will both see each other''s words.',
            'ענו גם אתם ותראו שניכם את דברי זה.',
            jsonb_build_object('url', '/relationships/check-in', 'weekId', w.id));
        end if;
        sent := sent + 1;
      end if;
    elsif s.kind = 'anniversary' then
      select * into r from public.relationships x where x.id = s.relationship_id;
      if not found or not private.checkin_couple_active(r.id) or r.relation_type <> 'spouse'
         or r.wedding_date is distinct from (s.data->>'weddingDate')::date
         or r.anniversary_calendar is distinct from s.data->>'calendar' then
        delete from private.checkin_sends where key = s.key;
        continue;
      end if;
      update private.checkin_sends set sent_at = as_of where key = s.key;
      partner := case when r.user_id = s.person_id then r.related_user_id else r.user_id end;
      texts := private.checkin_anniversary_texts(s.data, partner);
      perform private.notify_person(s.person_id, partner, 'checkin_anniversary', 'relationship_milestones',
        texts[1], texts[2], texts[3], texts[4],
        jsonb_build_object('url', '/relationships/check-in', 'relationshipId', r.id, 'milestone', 'anniversary',
                           'years', coalesce((s.data->>'years')::int, 0), 'source', s.data #>> '{note,source,ref}'));
      sent := sent + 1;
    end if;
  end loop;
  return sent;
end
$$;
revoke execute on function public.send_due_checkin_notifications(timestamptz) from public, anon, authenticated;
grant execute on function public.send_due_checkin_notifications(timestamptz) to service_role;

delete from private.checkin_sends where kind = 'anniversary' and sent_at is null and not (data ? 'note');
