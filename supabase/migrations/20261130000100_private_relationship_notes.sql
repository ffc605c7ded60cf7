-- Issue 33, item 4, "Private notes stay private": notes typed when adding a link ("בעלי היקר")
-- were stored on the relationships row, which both people read, so the other person saw them.
--
-- Each person's notes on a link now live in relationship_notes, one row per (link, person), which
-- only that person can read or write (RLS). relationships.notes stays in the API for the add
-- form's one insert (spec §7 sends notes with the link), but it is never stored there: a trigger
-- hands what arrives to the writer's own notes row and leaves the column null, so no select, embed,
-- realtime event or RPC that reads relationships can show one person's notes to the other.
-- Notes written before this migration move to their author: the link's creator (user_id), the only
-- person the app ever let write them.

create table if not exists public.relationship_notes (
  -- Deferred, so the insert trigger on relationships can write the notes of a link in the same
  -- statement that creates it (the link row exists by the end of the transaction).
  relationship_id uuid not null
    references public.relationships (id) on delete cascade deferrable initially deferred,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  notes text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (relationship_id, user_id)
);

create index if not exists relationship_notes_user_id_idx on public.relationship_notes (user_id);

alter table public.relationship_notes enable row level security;
revoke all on public.relationship_notes from anon;
grant select, insert, update, delete on public.relationship_notes to authenticated;
grant all on public.relationship_notes to service_role;

create or replace trigger relationship_notes_set_updated_at
  before update on public.relationship_notes
  for each row execute function private.set_updated_at();

-- The same cap and words as relationships.notes had (20261123000200_text_caps.sql): the add form
-- already shows 'Notes are too long (at most 2,000 characters).' in the app's language.
select private.replace_text_cap('relationship_notes', 'relationship_notes_notes_max_2000_chars', 'char_length(notes) <= 2000');
create or replace trigger relationship_notes_text_caps
  before insert or update on public.relationship_notes
  for each row execute function private.enforce_text_caps('notes', '2000', 'Notes are');

-- Whether person is one side of the link (security definer: a policy must not depend on the
-- caller's view of relationships).
create or replace function private.is_side_of_relationship(relationship uuid, person uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.relationships r
    where r.id = relationship and person is not null and (r.user_id = person or r.related_user_id = person)
  )
$$;
revoke execute on function private.is_side_of_relationship(uuid, uuid) from public;
grant execute on function private.is_side_of_relationship(uuid, uuid) to authenticated, service_role;

-- Own notes only, and only on a link one is part of. Nobody else — the other side of the link
-- included — reads, writes, changes or removes them.
drop policy if exists "relationship_notes: own notes on own links" on public.relationship_notes;
create policy "relationship_notes: own notes on own links" on public.relationship_notes
  for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and private.is_side_of_relationship(relationship_id, (select auth.uid())));

-- As every table of the app (20261125000100_guests_are_visitors): a guest is a visitor.
drop policy if exists "guests: registered users only" on public.relationship_notes;
create policy "guests: registered users only" on public.relationship_notes as restrictive for all to authenticated
  using (not (select private.is_guest())) with check (not (select private.is_guest()));

-- The link and its people never change (relationships_guard), so the author of a notes row stays
-- one side of it; changing the row's link or author is refused rather than silently re-pointed.
create or replace function private.relationship_notes_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and not private.is_trusted_caller()
     and (new.relationship_id <> old.relationship_id or new.user_id <> old.user_id) then
    raise exception 'Notes belong to one person and one link.' using errcode = '42501';
  end if;
  if tg_op = 'INSERT' and not private.is_trusted_caller() then
    new.created_at := now();
  end if;
  return new;
end
$$;

create or replace trigger relationship_notes_guard
  before insert or update on public.relationship_notes
  for each row execute function private.relationship_notes_guard();


-- Replaces the guard of 20261123000100_contact_consent.sql, unchanged but for one thing: a waiting
-- request's notes are no longer part of what must not change while it waits. They are not shared
-- any more (each side's go to their own relationship_notes row, below), so either side may keep
-- notes on a request, and this migration can empty the column on waiting requests too.
create or replace function private.relationships_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  trusted boolean := private.is_trusted_caller();
begin
  -- A link in someone else's name is refused by RLS (42501); say nothing else about it.
  if tg_op = 'INSERT' and not trusted
     and (auth.uid() is null or new.user_id is distinct from auth.uid()) then
    return new;
  end if;

  if new.user_id = new.related_user_id then
    raise exception 'You cannot connect to yourself.'
      using errcode = '23514', hint = 'Enter the ID of another person.';
  end if;

  if tg_op = 'UPDATE' then
    if not trusted
       and (new.user_id <> old.user_id or new.related_user_id <> old.related_user_id
            or new.created_at <> old.created_at) then
      raise exception 'The people in a relationship cannot be changed.' using errcode = '42501';
    end if;
    if old.connection_state = 'accepted' and new.connection_state is distinct from 'accepted' then
      raise exception 'An accepted connection cannot be turned back into a request.'
        using errcode = 'P0001', hint = 'Remove the link instead.';
    end if;
    if old.connection_state = 'requested' then
      if (new.relation_type, new.status, new.rabbi_involved, new.beit_din_involved,
          new.relationship_status)
         is distinct from
         (old.relation_type, old.status, old.rabbi_involved, old.beit_din_involved,
          old.relationship_status)
         or (new.connection_state = 'accepted' and not trusted
             and auth.uid() is distinct from old.related_user_id) then
        raise exception 'This request is still waiting to be accepted.' using errcode = 'P0001';
      end if;
    end if;
    return new;
  end if;

  if trusted then
    -- The seed and the service role write links as they are (connection_state included).
    if exists (
      select 1 from public.relationships r
      where least(r.user_id, r.related_user_id) = least(new.user_id, new.related_user_id)
        and greatest(r.user_id, r.related_user_id) = greatest(new.user_id, new.related_user_id)
    ) then
      raise exception 'You''re already connected to this person.' using errcode = '23505';
    end if;
    return new;
  end if;

  new.created_at := now();
  new.connection_state := 'requested';
  perform private.admit_connection_request(new.related_user_id);
  return new;
end
$$;


-- Notes sent with a link (insert) or onto one (update) become the writer's own notes row; the
-- shared row keeps none. The writer is the signed-in caller; for trusted writers without a session
-- (the seed, the service role) it is the link's creator, as before. Empty text sent by a signed-in
-- side removes their notes; nothing else ever removes them (this migration's own emptying of the
-- column below included).
--
-- Named to run after relationships_guard and relationships_text_caps (BEFORE triggers fire in name
-- order): the guard's rules and the 2,000-character cap still see the notes as sent.
create or replace function private.relationships_keep_notes_private()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  writer uuid := coalesce(auth.uid(), new.user_id);
  text_sent text := nullif(btrim(coalesce(new.notes, '')), '');
begin
  if tg_op = 'UPDATE' and new.notes is not distinct from old.notes then
    return new;
  end if;
  if tg_op = 'INSERT' and new.notes is null then
    return new;
  end if;
  if writer is not null and (writer = new.user_id or writer = new.related_user_id) then
    if text_sent is not null then
      insert into public.relationship_notes (relationship_id, user_id, notes)
      values (new.id, writer, new.notes)
      on conflict (relationship_id, user_id) do update set notes = excluded.notes;
    elsif tg_op = 'UPDATE' and auth.uid() is not null then
      delete from public.relationship_notes n where n.relationship_id = new.id and n.user_id = writer;
    end if;
  end if;
  new.notes := null;
  return new;
end
$$;
revoke execute on function private.relationships_keep_notes_private() from public;

create or replace trigger relationships_zz_keep_notes_private
  before insert or update on public.relationships
  for each row execute function private.relationships_keep_notes_private();


-- Existing notes go to their author; the shared column is emptied. A second run finds nothing to
-- move (the column is null everywhere) and changes nothing.
insert into public.relationship_notes (relationship_id, user_id, notes)
select r.id, r.user_id, r.notes
from public.relationships r
where nullif(btrim(coalesce(r.notes, '')), '') is not null
on conflict (relationship_id, user_id) do nothing;

update public.relationships set notes = null where notes is not null;
