-- Feedback's reply address must be an address (or absent). The form checks it with the browser's
-- own email rule, but the column took any text ('dvora@' was stored, and staff could not answer);
-- a rule in the browser is a kindness, not a guarantee, so the database says it too.
--
-- The test is deliberately loose — something, one @, something, no spaces — so that every address
-- the browser's rule accepts (stricter) passes here as well. Only a new or changed address is
-- tested: rows stored before this migration keep their status updates and notes working.

create or replace function private.feedback_email_is_an_address()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.email is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.email is not distinct from old.email then
    return new;
  end if;
  if new.email !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    raise exception 'Email is not a valid address.'
      using errcode = '23514',
            hint = 'Enter an address such as name@example.com, or leave it empty.';
  end if;
  return new;
end
$$;

-- PostgreSQL fires a table's triggers in name order: this one is named to come after
-- feedback_text_caps, so an address over its length cap hears about the length first.
drop trigger if exists feedback_email_is_an_address on public.feedback;
create or replace trigger feedback_text_email_is_an_address
  before insert or update of email on public.feedback
  for each row execute function private.feedback_email_is_an_address();
