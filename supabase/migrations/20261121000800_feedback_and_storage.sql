-- feedback (spec §3) and the private feedback-images bucket.

create table if not exists public.feedback (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  name text,
  email text,
  feedback_type text not null default 'general'
    constraint feedback_feedback_type_check
    check (feedback_type in (
      'general', 'bug_report', 'feature_request', 'testimonial', 'technical_issue', 'content_suggestion'
    )),
  subject text not null constraint feedback_subject_not_blank check (btrim(subject) <> ''),
  message text not null constraint feedback_message_not_blank check (btrim(message) <> ''),
  -- storage paths in feedback-images: '<user id>/<timestamp>-<index>.<ext>' or 'anonymous/...'
  images text[] not null default '{}'
    constraint feedback_images_max_5 check (coalesce(cardinality(images), 0) <= 5),
  page_url text,
  user_agent text,
  status text not null default 'new'
    constraint feedback_status_check check (status in ('new', 'in_review', 'resolved', 'archived')),
  admin_notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists feedback_created_at_idx on public.feedback (created_at desc);
create index if not exists feedback_status_created_idx on public.feedback (status, created_at desc);

alter table public.feedback enable row level security;

-- Staff change only status and admin_notes: column privileges refuse anything else with 42501.
revoke update, delete, truncate on public.feedback from anon, authenticated;
grant update (status, admin_notes) on public.feedback to authenticated;

create or replace function private.feedback_normalise()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.images := coalesce(new.images, '{}');
  if cardinality(new.images) > 5 then
    raise exception 'You can upload up to 5 images only.' using errcode = '23514';
  end if;
  if tg_op = 'INSERT' and not private.is_trusted_caller() then
    new.created_at := now();
    new.updated_at := now();
  end if;
  return new;
end
$$;

create or replace trigger feedback_normalise
  before insert or update on public.feedback
  for each row execute function private.feedback_normalise();

create or replace trigger feedback_set_updated_at
  before update on public.feedback
  for each row execute function private.set_updated_at();

-- Anyone submits, anonymously (user_id null) or as themselves; a submission starts as 'new'
-- without admin notes. The app inserts without returning the row (nobody but staff reads it).
drop policy if exists "feedback: anonymous submits" on public.feedback;
create policy "feedback: anonymous submits" on public.feedback
  for insert to anon
  with check (user_id is null and status = 'new' and admin_notes is null);

drop policy if exists "feedback: signed-in submits" on public.feedback;
create policy "feedback: signed-in submits" on public.feedback
  for insert to authenticated
  with check (
    (user_id is null or user_id = (select auth.uid()))
    and status = 'new' and admin_notes is null
  );

drop policy if exists "feedback: staff read" on public.feedback;
create policy "feedback: staff read" on public.feedback
  for select to authenticated
  using ((select public.is_staff()));

drop policy if exists "feedback: staff update" on public.feedback;
create policy "feedback: staff update" on public.feedback
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));


-- Bucket: private, 5 MB per file, images only.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'feedback-images', 'feedback-images', false, 5242880,
  array['image/png', 'image/jpeg', 'image/webp', 'image/gif']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Upload into exactly one folder: your own user id, or 'anonymous'.
drop policy if exists "feedback-images: upload to own or anonymous folder" on storage.objects;
create policy "feedback-images: upload to own or anonymous folder" on storage.objects
  for insert to anon, authenticated
  with check (
    bucket_id = 'feedback-images'
    and array_length(storage.foldername(name), 1) = 1
    and (
      (storage.foldername(name))[1] = 'anonymous'
      or (storage.foldername(name))[1] = (select auth.uid())::text
    )
  );

-- Only staff read (and so sign URLs for) feedback images, and may remove them.
drop policy if exists "feedback-images: staff read" on storage.objects;
create policy "feedback-images: staff read" on storage.objects
  for select to authenticated
  using (bucket_id = 'feedback-images' and (select public.is_staff()));

drop policy if exists "feedback-images: staff delete" on storage.objects;
create policy "feedback-images: staff delete" on storage.objects
  for delete to authenticated
  using (bucket_id = 'feedback-images' and (select public.is_staff()));
