-- Feedback submissions (issue 15): a server-side limit on how fast feedback rows arrive, images
-- that must be the submitter's own uploads, and a way to take back one's own unused uploads when
-- the row insert fails (so a failed submission leaves no orphaned images).

-- Looked up by the storage policies below: is a stored image named by some feedback row?
create index if not exists feedback_images_gin_idx on public.feedback using gin (images);

-- True when a feedback row names this object. Security definer: the caller cannot read feedback.
create or replace function private.feedback_image_in_use(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.feedback f where f.images @> array[object_name])
$$;
revoke execute on function private.feedback_image_in_use(text) from public;
grant execute on function private.feedback_image_in_use(text) to anon, authenticated;

-- Rules for a feedback row sent through the API (the service role and the seed are trusted):
-- 1. Rate: rows without a user (anonymous, from everyone together) at most 30 per 10 minutes;
--    a signed-in user's rows at most 10 per hour. Uploads are throttled per client by storage
--    itself; this bounds the rows, and with them how many images can ever be referenced.
-- 2. Images: each path is in a folder the caller may upload to ('anonymous', or the caller's own
--    id), named once, so a row cannot point staff at someone else's uploads.
-- The rate check reads rows the caller cannot see (other feedback): security definer.
create or replace function private.feedback_check_rate(submitter uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if submitter is null then
    -- One anonymous insert at a time, so parallel inserts cannot slip past the count.
    perform pg_advisory_xact_lock(hashtextextended('feedback:anonymous', 0));
    if (
      select count(*) from public.feedback f
      where f.user_id is null and f.created_at > now() - interval '10 minutes'
    ) >= 30 then
      raise exception 'Too much feedback is arriving right now. Please try again in a few minutes.'
        using errcode = 'P0001';
    end if;
  else
    perform pg_advisory_xact_lock(hashtextextended('feedback:' || submitter::text, 0));
    if (
      select count(*) from public.feedback f
      where f.user_id = submitter and f.created_at > now() - interval '1 hour'
    ) >= 10 then
      raise exception 'You have sent a lot of feedback in the last hour. Please try again later.'
        using errcode = 'P0001';
    end if;
  end if;
end
$$;
revoke execute on function private.feedback_check_rate(uuid) from public;
grant execute on function private.feedback_check_rate(uuid) to anon, authenticated;

create or replace function private.feedback_check_images(paths text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  path text;
begin
  if cardinality(paths) > 5 then
    raise exception 'You can upload up to 5 images only.' using errcode = '23514';
  end if;
  if cardinality(paths) <> (select count(distinct p) from unnest(paths) p) then
    raise exception 'An image is listed twice.' using errcode = '23514';
  end if;
  foreach path in array paths loop
    if path is null
       or array_length(storage.foldername(path), 1) is distinct from 1
       or not (
         (storage.foldername(path))[1] = 'anonymous'
         or (caller is not null and (storage.foldername(path))[1] = caller::text)
       )
       then
      raise exception 'Feedback images must be your own uploads to feedback-images.'
        using errcode = '23514';
    end if;
  end loop;
end
$$;
revoke execute on function private.feedback_check_images(text[]) from public;
grant execute on function private.feedback_check_images(text[]) to anon, authenticated;

create or replace function private.feedback_admit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_trusted_caller() then
    perform private.feedback_check_rate(new.user_id);
    perform private.feedback_check_images(coalesce(new.images, '{}'));
  end if;
  return new;
end
$$;

create or replace trigger feedback_admit
  before insert on public.feedback
  for each row execute function private.feedback_admit();

-- Taking back unused uploads. Removing an object needs it to be visible to the caller, but
-- listing, downloading and signing must show feedback images to staff alone: in this backend those
-- run in read-only transactions and a removal in a read-write one, so the rows below are visible
-- only to a removal. (Hosted Supabase storage does not promise read-only reads; see README.)
-- A signed-in submitter may remove the images in their own folder that no feedback row names.
drop policy if exists "feedback-images: own unused uploads readable" on storage.objects;
drop policy if exists "feedback-images: own unused uploads visible to their removal" on storage.objects;
create policy "feedback-images: own unused uploads visible to their removal" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'feedback-images'
    and current_setting('transaction_read_only') = 'off'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not private.feedback_image_in_use(name)
  );

drop policy if exists "feedback-images: own unused uploads removable" on storage.objects;
create policy "feedback-images: own unused uploads removable" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'feedback-images'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not private.feedback_image_in_use(name)
  );

-- An anonymous submitter has no identity to own an object by, so an anonymous upload no row names
-- may be removed for 15 minutes after it was stored (visible, again, only to the removal).
drop policy if exists "feedback-images: unused anonymous uploads visible to their removal" on storage.objects;
create policy "feedback-images: unused anonymous uploads visible to their removal" on storage.objects
  for select to anon, authenticated
  using (
    bucket_id = 'feedback-images'
    and current_setting('transaction_read_only') = 'off'
    and (storage.foldername(name))[1] = 'anonymous'
    and created_at > now() - interval '15 minutes'
    and not private.feedback_image_in_use(name)
  );

drop policy if exists "feedback-images: unused anonymous uploads removable" on storage.objects;
create policy "feedback-images: unused anonymous uploads removable" on storage.objects
  for delete to anon, authenticated
  using (
    bucket_id = 'feedback-images'
    and (storage.foldername(name))[1] = 'anonymous'
    and created_at > now() - interval '15 minutes'
    and not private.feedback_image_in_use(name)
  );
