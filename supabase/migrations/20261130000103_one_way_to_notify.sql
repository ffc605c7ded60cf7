-- Issue 33, item 3: one way to write a notification. The new-message notification (last written
-- by 20261128000100) goes through private.notify_person (20261130000102), like the notifications
-- of requests, acceptances and AI notes: one place decides blocks, the preference switch, the
-- recipient's language and the caps. What it writes is unchanged: 'New Message from {sender}' (or
-- 'הודעה חדשה מאת {sender}' for a recipient who chose Hebrew; 'Someone' / 'מישהו' without a name),
-- the body cut at 500 characters plus '…', data { messageId, conversationId }.

create or replace function private.notify_message_recipient()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conv public.conversations%rowtype;
  sender text;
  body text;
begin
  select * into conv from public.conversations c where c.id = new.conversation_id;
  if not found or conv.partner_user_id is null then
    return null;
  end if;
  sender := private.notification_name(new.sender_user_id);
  body := case when char_length(new.content) > 500 then left(new.content, 500) || '…' else new.content end;
  perform private.notify_person(
    case when new.sender_user_id = conv.user_id then conv.partner_user_id else conv.user_id end,
    new.sender_user_id, 'new_message', 'new_messages',
    'New Message from ' || coalesce(sender, 'Someone'),
    'הודעה חדשה מאת ' || coalesce(sender, 'מישהו'),
    body,
    body,
    jsonb_build_object('messageId', new.id, 'conversationId', new.conversation_id)
  );
  return null;
end
$$;
