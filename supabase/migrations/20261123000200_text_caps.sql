-- Free-text caps (issue 16, item 2): an anonymous 20 MB feedback row was stored. Every free-text
-- column a client writes has a length cap. A BEFORE trigger gives the clear message (23514, e.g.
-- "Message is too long (at most 10,000 characters)."); the check constraint behind it, validated
-- over existing rows, is the backstop that no code path can skip.

-- Arguments in threes: a column (or a path into a jsonb column, dotted: info_data.text), its cap in
-- characters, and how the message names it ('Message is', 'Notes are').
create or replace function private.enforce_text_caps()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_values jsonb := to_jsonb(new);
  i integer := 0;
  cap integer;
  value text;
begin
  while i + 2 < tg_nargs loop
    value := row_values #>> string_to_array(tg_argv[i], '.');
    cap := tg_argv[i + 1]::integer;
    if char_length(value) > cap then
      raise exception '% too long (at most % characters).', tg_argv[i + 2], to_char(cap, 'FM999,999,999')
        using errcode = '23514',
              detail = format('%s has %s characters.', tg_argv[i], char_length(value)),
              hint = 'Shorten the text and try again.';
    end if;
    i := i + 3;
  end loop;
  return new;
end
$$;

-- Drops and adds one cap constraint, so that a second run (and a changed cap) applies cleanly.
-- Adding validates every existing row.
create or replace function private.replace_text_cap(tbl text, constraint_name text, expression text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format('alter table public.%I drop constraint if exists %I', tbl, constraint_name);
  execute format('alter table public.%I add constraint %I check (%s)', tbl, constraint_name, expression);
end
$$;
revoke execute on function private.replace_text_cap(text, text, text) from public;

select private.replace_text_cap('feedback', 'feedback_subject_max_200_chars', 'char_length(subject) <= 200');
select private.replace_text_cap('feedback', 'feedback_message_max_5000_chars', 'char_length(message) <= 5000');
select private.replace_text_cap('feedback', 'feedback_name_max_200_chars', 'char_length(name) <= 200');
select private.replace_text_cap('feedback', 'feedback_email_max_320_chars', 'char_length(email) <= 320');
select private.replace_text_cap('feedback', 'feedback_admin_notes_max_5000_chars', 'char_length(admin_notes) <= 5000');
select private.replace_text_cap('messages', 'messages_content_max_10000_chars', 'char_length(content) <= 10000');
select private.replace_text_cap('relationships', 'relationships_notes_max_2000_chars', 'char_length(notes) <= 2000');
select private.replace_text_cap('relationships', 'relationships_relationship_status_max_200_chars', 'char_length(relationship_status) <= 200');
select private.replace_text_cap('partner_info', 'partner_info_text_max_5000_chars', $c$char_length(info_data ->> 'text') <= 5000$c$);
select private.replace_text_cap('notifications', 'notifications_title_max_300_chars', 'char_length(title) <= 300');
select private.replace_text_cap('notifications', 'notifications_message_max_1000_chars', 'char_length(message) <= 1000');
select private.replace_text_cap('ai_partner_communications', 'ai_partner_communications_ai_message_max_5000_chars', 'char_length(ai_message) <= 5000');
select private.replace_text_cap('ai_partner_communications', 'ai_partner_communications_partner_response_max_5000_chars', 'char_length(partner_response) <= 5000');

create or replace trigger feedback_text_caps
  before insert or update on public.feedback
  for each row execute function private.enforce_text_caps(
    'subject', '200', 'Subject is',
    'message', '5000', 'Message is',
    'name', '200', 'Name is',
    'email', '320', 'Email is',
    'admin_notes', '5000', 'Admin notes are'
  );

create or replace trigger messages_text_caps
  before insert or update on public.messages
  for each row execute function private.enforce_text_caps('content', '10000', 'Message is');

create or replace trigger relationships_text_caps
  before insert or update on public.relationships
  for each row execute function private.enforce_text_caps(
    'notes', '2000', 'Notes are',
    'relationship_status', '200', 'Relationship status is'
  );

create or replace trigger partner_info_text_caps
  before insert or update on public.partner_info
  for each row execute function private.enforce_text_caps('info_data.text', '5000', 'This note is');

create or replace trigger notifications_text_caps
  before insert or update on public.notifications
  for each row execute function private.enforce_text_caps(
    'title', '300', 'Notification title is',
    'message', '1000', 'Notification message is'
  );

create or replace trigger ai_partner_communications_text_caps
  before insert or update on public.ai_partner_communications
  for each row execute function private.enforce_text_caps(
    'ai_message', '5000', 'AI message is',
    'partner_response', '5000', 'Response is'
  );
