-- Issue 33, item 3, "The bell tells what happened": until now only a new message made a
-- notification (20261121000700 and its later versions). A request to connect, an accepted request
-- and a note the AI sent on someone's behalf made none, so the bell said "No notifications yet".
--
-- Now the database also notifies:
--   connection_request   the recipient of a waiting request           → /relationships
--   connection_accepted  the requester, when their request is accepted (data.via 'request'),
--                        or the inviter, when someone connects through their link ('invite')
--                                                                     → /relationships
--   ai_communication     the recipient of an AI note, when it is delivered — at once, or when a
--                        note held over their Shabbat / Yom Tov is released (delivered_at set)
--                                                                     → /messages/ai/{sender}
-- Each row is written in the recipient's language (profiles.ui_language, as the new-message title
-- since 20261128000100): a push or an email shows it as written; the bell says it again in the
-- reader's language from the type and data (data.actorName). Each carries data.url, which the bell,
-- the service worker and the email link open. The preferences decide as for new messages: the
-- type's switch off (relationship_milestones for the two connection types, ai_guidance for AI
-- notes) makes no row; push_enabled / email_enabled then decide delivery in send-notification.
-- Nothing is notified across a block. A request's notification lives while the request waits:
-- accepting, declining or cancelling it removes it from the recipient's bell.

-- One notification in the recipient's language, unless their switch for it is off or either has
-- blocked the other (then null). `switch` names a notification_preferences column.
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
  execute format('select %I from public.notification_preferences where user_id = $1', switch)
    into allowed using recipient;
  if allowed is false then
    return null;
  end if;
  select p.ui_language into language from public.profiles p where p.id = recipient;
  title := case when language = 'he' then title_he else title_en end;
  body := case when language = 'he' then body_he else body_en end;
  if char_length(title) > 300 then
    title := left(title, 299) || '…';
  end if;
  if char_length(body) > 1000 then
    body := left(body, 999) || '…';
  end if;
  insert into public.notifications (user_id, type, title, message, data, created_at)
  values (recipient, kind, title, body, data, at)
  returning id into made;
  return made;
end
$$;
revoke execute on function private.notify_person(uuid, uuid, text, text, text, text, text, text, jsonb, timestamptz) from public;

-- The name a notification shows for a person (spec §7: display name, else first + last), or null.
create or replace function private.notification_name(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.person_name(p.display_name, p.first_name, p.last_name) from public.profiles p where p.id = person
$$;
revoke execute on function private.notification_name(uuid) from public;


-- ─── connection requests ─────────────────────────────────────────────────────────────────────────

-- The recipient of a waiting request hears who asks. Returns the notification (null when none).
create or replace function private.notify_request(relationship uuid, asker uuid, recipient uuid, at timestamptz default now())
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  name text := private.notification_name(asker);
begin
  return private.notify_person(
    recipient, asker, 'connection_request', 'relationship_milestones',
    coalesce(name, 'Someone') || ' wants to connect with you',
    'בקשת חיבור חדשה מאת ' || coalesce(name, 'מישהו'),
    'Answer it under Requests for you in Relationships.',
    'אפשר להשיב עליה בקטע "בקשות אליך" בדף הקשרים.',
    jsonb_build_object('url', '/relationships', 'relationshipId', relationship, 'actorId', asker, 'actorName', name),
    at
  );
end
$$;
revoke execute on function private.notify_request(uuid, uuid, uuid, timestamptz) from public;

create or replace function private.notify_connection_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.connection_state = 'requested' then
    perform private.notify_request(new.id, new.user_id, new.related_user_id);
  elsif new.connection_state = 'accepted' and auth.uid() is not null and auth.uid() = new.user_id then
    -- Connected at once through someone's connect link (connect_with_invite): tell the inviter.
    perform private.notify_connection_accepted(new.related_user_id, new.user_id, new.id, 'invite');
  end if;
  return null;
end
$$;

-- `recipient` learns that `actor` is now connected with them: through their request ('request')
-- or through their connect link ('invite').
create or replace function private.notify_connection_accepted(recipient uuid, actor uuid, relationship uuid, via text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  name text := private.notification_name(actor);
  shown_en text := coalesce(name, 'Someone');
  shown_he text := coalesce(name, 'מישהו');
begin
  perform private.notify_person(
    recipient, actor, 'connection_accepted', 'relationship_milestones',
    case via when 'invite' then shown_en || ' connected with you through your link'
             else shown_en || ' accepted your request to connect' end,
    case via when 'invite' then 'חיבור חדש דרך הקישור שלך: ' || shown_he
             else 'בקשת החיבור שלך אושרה על ידי ' || shown_he end,
    'You and ' || shown_en || ' are now connected. You can start a conversation in Messages.',
    'מעכשיו יש חיבור בינך לבין ' || shown_he || '. אפשר לפתוח שיחה בדף ההודעות.',
    jsonb_build_object('url', '/relationships', 'relationshipId', relationship, 'actorId', actor, 'actorName', name, 'via', via)
  );
end
$$;
revoke execute on function private.notify_connection_accepted(uuid, uuid, uuid, text) from public;

-- A waiting request is answered: accepted (tell the requester, or the inviter when the requester
-- came in through the recipient's link), or gone (declined, cancelled, a block). Either way its
-- notification leaves the recipient's bell: it asked for an answer that is no longer needed.
create or replace function private.notify_connection_answered()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  accepter uuid;
begin
  if old.connection_state <> 'requested' then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    if new.connection_state <> 'accepted' then
      return null;
    end if;
    -- The recipient accepts (a request); the requester can only get here through the
    -- recipient's connect link (connect_with_invite), which tells the recipient instead.
    accepter := coalesce(auth.uid(), old.related_user_id);
    if accepter = old.user_id then
      perform private.notify_connection_accepted(old.related_user_id, old.user_id, old.id, 'invite');
    else
      perform private.notify_connection_accepted(old.user_id, old.related_user_id, old.id, 'request');
    end if;
  end if;
  delete from public.notifications n
   where n.user_id = old.related_user_id
     and n.type = 'connection_request'
     and n.data ->> 'relationshipId' = old.id::text;
  return null;
end
$$;

create or replace trigger relationships_notify_request
  after insert on public.relationships
  for each row execute function private.notify_connection_request();

create or replace trigger relationships_notify_answer
  after update of connection_state or delete on public.relationships
  for each row execute function private.notify_connection_answered();


-- ─── AI notes ────────────────────────────────────────────────────────────────────────────────────

-- A note reaches its recipient when delivered_at is set: on insert (sent at once) or later (a note
-- held over the recipient's Shabbat or Yom Tov, released by release_due_partner_communications).
create or replace function private.notify_ai_communication()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender text;
  body text;
begin
  if new.delivered_at is null or (tg_op = 'UPDATE' and old.delivered_at is not null) then
    return null;
  end if;
  sender := private.notification_name(new.from_user_id);
  body := case when char_length(new.ai_message) > 500 then left(new.ai_message, 500) || '…' else new.ai_message end;
  perform private.notify_person(
    new.to_user_id, new.from_user_id, 'ai_communication', 'ai_guidance',
    'New AI note from ' || coalesce(sender, 'Someone'),
    'הודעת AI חדשה מאת ' || coalesce(sender, 'מישהו'),
    body,
    body,
    jsonb_build_object('url', '/messages/ai/' || new.from_user_id, 'communicationId', new.id,
      'actorId', new.from_user_id, 'actorName', sender, 'triggerType', new.trigger_type)
  );
  return null;
end
$$;

create or replace trigger ai_partner_communications_notify_recipient
  after insert or update of delivered_at on public.ai_partner_communications
  for each row execute function private.notify_ai_communication();


-- ─── requests already waiting ────────────────────────────────────────────────────────────────────

-- Requests that were waiting before this migration get their notification in the bell now. They
-- are old news for a phone or an inbox, so their delivery is marked skipped: no push, no email.
-- Done once per database (a second run of the file adds nothing, even for a notification its
-- recipient has deleted since).
create table if not exists private.migration_backfills (
  name text primary key,
  done_at timestamptz not null default now()
);
revoke all on private.migration_backfills from public, anon, authenticated, service_role;

do $$
declare
  w record;
  added uuid;
begin
  insert into private.migration_backfills (name) values ('notifications_of_waiting_requests') on conflict do nothing;
  if not found then
    return;
  end if;
  for w in
    select r.id, r.user_id, r.related_user_id, r.created_at
    from public.relationships r
    where r.connection_state = 'requested'
      and not exists (
        select 1 from public.notifications n
        where n.user_id = r.related_user_id and n.type = 'connection_request' and n.data ->> 'relationshipId' = r.id::text
      )
  loop
    added := private.notify_request(w.id, w.user_id, w.related_user_id, w.created_at);
    -- Its delivery row exists now (the insert's trigger ran at the end of that statement).
    update public.notification_deliveries d
       set state = 'skipped', reason = 'before_notifications_of_requests'
     where d.notification_id = added;
  end loop;
end
$$;
