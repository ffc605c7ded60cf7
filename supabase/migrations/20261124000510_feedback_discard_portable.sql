-- Taking back unused feedback uploads, portably (issue 15 follow-up). 000500 let the uploader
-- remove them through storage policies that were visible only inside read-write transactions; that
-- holds in this backend but not on hosted Supabase storage, where the same SELECT policies would
-- let any visitor list, download and sign other people's in-flight anonymous screenshots (and any
-- signed-in user sign URLs for their own uploads: free file hosting). Instead:
-- - an anonymous submission uploads into `anonymous/<random uuid v4>/`, a folder only its client
--   knows, so knowing a path is the capability to take it back;
-- - nobody but staff can see a feedback image through storage (no owner or anonymous SELECT or
--   DELETE policy at all);
-- - the edge function discard-feedback-uploads removes, with the service role, only paths under the
--   caller's own folder or `anonymous/<uuid>/`, stored less than 15 minutes ago, that no row names
--   (public.feedback_discardable_uploads below answers the last two).

drop policy if exists "feedback-images: unused anonymous uploads visible to their removal" on storage.objects;
drop policy if exists "feedback-images: unused anonymous uploads removable" on storage.objects;
drop policy if exists "feedback-images: own unused uploads visible to their removal" on storage.objects;
drop policy if exists "feedback-images: own unused uploads removable" on storage.objects;
drop policy if exists "feedback-images: own unused uploads readable" on storage.objects;

-- The policies that called it are gone; the function below calls it as its owner.
revoke execute on function private.feedback_image_in_use(text) from public, anon, authenticated;

-- True for an anonymous submission's own folder name: a lower-case random (version 4) uuid.
create or replace function private.feedback_is_upload_folder(folder text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(folder ~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$', false)
$$;
revoke execute on function private.feedback_is_upload_folder(text) from public;
grant execute on function private.feedback_is_upload_folder(text) to anon, authenticated;

-- Uploads: your own folder (one level), `anonymous/<uuid v4>/` (the form's anonymous folder), or
-- `anonymous/` itself (what clients built before this migration send; nobody can take those back).
drop policy if exists "feedback-images: upload to own or anonymous folder" on storage.objects;
create policy "feedback-images: upload to own or anonymous folder" on storage.objects
  for insert to anon, authenticated
  with check (
    bucket_id = 'feedback-images'
    and (
      (
        array_length(storage.foldername(name), 1) = 1
        and (
          (storage.foldername(name))[1] = 'anonymous'
          or (storage.foldername(name))[1] = (select auth.uid())::text
        )
      )
      or (
        array_length(storage.foldername(name), 1) = 2
        and (storage.foldername(name))[1] = 'anonymous'
        and private.feedback_is_upload_folder((storage.foldername(name))[2])
      )
    )
  );

-- A row sent through the API names at most 5 images, each once, each in a folder the caller may
-- upload to (as above). Same rule as 000500, plus the `anonymous/<uuid v4>/` folder.
create or replace function private.feedback_check_images(paths text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  path text;
  folders text[];
begin
  if cardinality(paths) > 5 then
    raise exception 'You can upload up to 5 images only.' using errcode = '23514';
  end if;
  if cardinality(paths) <> (select count(distinct p) from unnest(paths) p) then
    raise exception 'An image is listed twice.' using errcode = '23514';
  end if;
  foreach path in array paths loop
    folders := case when path is null then null else storage.foldername(path) end;
    if folders is null
       or not (
         (
           array_length(folders, 1) = 1
           and (folders[1] = 'anonymous' or (caller is not null and folders[1] = caller::text))
         )
         or (
           array_length(folders, 1) = 2
           and folders[1] = 'anonymous'
           and private.feedback_is_upload_folder(folders[2])
         )
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

-- Of `paths` (names in feedback-images), those stored less than 15 minutes ago that no feedback
-- row names. Whose folder a path is in is the calling function's check. Service role only: to
-- anyone else it would say which paths exist.
create or replace function public.feedback_discardable_uploads(paths text[])
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(o.name), '{}')
  from storage.objects o
  where o.bucket_id = 'feedback-images'
    and o.name = any(paths)
    and o.created_at > now() - interval '15 minutes'
    and not private.feedback_image_in_use(o.name)
$$;
revoke execute on function public.feedback_discardable_uploads(text[]) from public, anon, authenticated;
grant execute on function public.feedback_discardable_uploads(text[]) to service_role;
