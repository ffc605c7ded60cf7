-- A new message's notification title in the recipient's language (profiles.ui_language).
--
-- The title 'New Message from {sender}' (spec §9) is written by the database, and a push or an
-- email shows it as written: the app's screens cannot translate it there. So a recipient who chose
-- Hebrew gets 'הודעה חדשה מאת {sender}' ('מישהו' for a sender with no name), the words the bell
-- shows in Hebrew (mf-messages notifications catalog); everyone else, and anyone who has not
-- chosen (null: the screens follow the browser), gets the English title as before. The rest of
-- private.notify_message_recipient is unchanged from 20261123000100_contact_consent.sql.

create or replace function private.notify_message_recipient()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conv public.conversations%rowtype;
  recipient uuid;
  sender_name text;
  recipient_language text;
  title text;
  body text;
begin
  select * into conv from public.conversations c where c.id = new.conversation_id;
  if not found or conv.partner_user_id is null then
    return null;
  end if;

  recipient := case when new.sender_user_id = conv.user_id then conv.partner_user_id else conv.user_id end;
  if recipient is null or recipient is not distinct from new.sender_user_id then
    return null;
  end if;

  if new.sender_user_id is not null and private.is_blocked_either_way(recipient, new.sender_user_id) then
    return null;
  end if;

  if exists (
    select 1 from public.notification_preferences np
    where np.user_id = recipient and not np.new_messages
  ) then
    return null;
  end if;

  select private.person_name(p.display_name, p.first_name, p.last_name) into sender_name
  from public.profiles p where p.id = new.sender_user_id;

  select p.ui_language into recipient_language from public.profiles p where p.id = recipient;
  -- The title is read where the app cannot translate it (a push, an email subject), so it is
  -- written in the recipient's chosen language; no choice yet (null) keeps the spec's English.
  title := case recipient_language
    when 'he' then 'הודעה חדשה מאת ' || coalesce(sender_name, 'מישהו')
    else 'New Message from ' || coalesce(sender_name, 'Someone')
  end;
  if char_length(title) > 300 then
    title := left(title, 299) || '…';
  end if;
  body := case
    when char_length(new.content) > 500 then left(new.content, 500) || '…'
    else new.content
  end;

  insert into public.notifications (user_id, type, title, message, data)
  values (
    recipient,
    'new_message',
    title,
    body,
    jsonb_build_object('messageId', new.id, 'conversationId', new.conversation_id)
  );
  return null;
end
$$;
