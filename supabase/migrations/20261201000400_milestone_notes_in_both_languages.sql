-- Issue 34: a milestone note (the first check-in together, 10/25/52 weeks, an anniversary) kept the
-- language it was written in, so a person who switched language later read it in the other one —
-- while every other kind in the bell is said in the language on screen, from its type and data.
-- A milestone's words are composed (an anniversary's from the guide), so they travel in both
-- languages in data.inLanguage. Only the bell's own check-in kinds carry it; the invitation and the
-- reminder, which never reach the bell, are unchanged. notify_person is otherwise as 20261201000200
-- left it.
create or replace function private.notify_person(
  recipient uuid,
  actor uuid,
  kind text,
  switch text,
  title_en text,
  title_he text,
  body_en text,
  body_he text,
  data jsonb,
  at timestamptz default now()
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  preferences jsonb;
  allowed boolean;
  made uuid;
  language text;
  title text;
  body text;
begin
  if recipient is null or recipient is not distinct from actor then
    return null;
  end if;
  if actor is not null and private.is_blocked_either_way(recipient, actor) then
    return null;
  end if;
  -- The recipient's switches and language in one statement.
  select to_jsonb(np), p.ui_language into preferences, language
  from (select recipient) as who (id)
  left join public.notification_preferences np on np.user_id = who.id
  left join public.profiles p on p.id = who.id;
  if preferences is not null and not preferences ? switch then
    raise exception 'column "%" does not exist', switch using errcode = '42703';
  end if;
  allowed := (preferences ->> switch)::boolean;
  if allowed is false then
    return null;
  end if;
  title := case when language = 'he' then title_he else title_en end;
  body := case when language = 'he' then body_he else body_en end;
  if char_length(title) > 300 then
    title := left(title, 299) || '…';
  end if;
  if char_length(body) > 1000 then
    body := left(body, 999) || '…';
  end if;
  -- A milestone note is words, not a type the bell can say itself: both languages go with it, so
  -- the bell shows the one on screen (the stored title and body stay what push and email sent).
  if kind like 'checkin\_%' and private.notification_in_bell(kind) then
    data := coalesce(data, '{}'::jsonb) || jsonb_build_object('inLanguage', jsonb_build_object(
      'en', jsonb_build_object('title', left(title_en, 300), 'body', left(body_en, 1000)),
      'he', jsonb_build_object('title', left(title_he, 300), 'body', left(body_he, 1000))));
  end if;
  insert into public.notifications (user_id, type, title, message, data, created_at)
  values (recipient, kind, title, body, data, at)
  returning id into made;
  return made;
end
$$;
