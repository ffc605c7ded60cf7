-- The language of the app's screens (issue 10), saved when a signed-in user picks one in the
-- header and applied again on their next sign-in, on any device. Null means "follow the browser":
-- nobody has chosen yet. Only languages the app has catalogs for are accepted.
--
-- No new policy is needed: "profiles: update own" already lets a user update their own row only,
-- this column included, and "profiles: read own" keeps everyone else's choice unreadable.

alter table public.profiles
  add column if not exists ui_language text;

alter table public.profiles
  drop constraint if exists profiles_ui_language_check;

alter table public.profiles
  add constraint profiles_ui_language_check check (ui_language in ('en', 'he'));

comment on column public.profiles.ui_language is
  'Language of the app''s screens chosen by the user (en or he); null follows the browser.';
