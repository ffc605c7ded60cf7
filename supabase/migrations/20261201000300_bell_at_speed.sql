-- Issue 36, item 6: the bell at speed. Same rows, same rights: the notifications policy, the
-- function's grants, its volatility and the types it keeps out of the bell are unchanged; only how
-- PostgreSQL runs the check changes.
--
-- Why (measured, backend/README.md "The product's own hot paths"): the bell's read (the latest 50,
-- the unread ones among them) and every other read of notifications under RLS evaluates the
-- policy's private.notification_in_bell(type) once per row. The function had `set search_path`,
-- so PostgreSQL could not inline it: each row was a call of its own, with the setting saved, set
-- and restored around it. A `language sql`, immutable, not security definer function without SET
-- is inlined into the policy, so the check becomes the plain expression below, evaluated in place.
--
-- `set search_path` is what guards a function's body against the caller's search_path; this body
-- needs no such guard: its operator and its type are named with their schema (pg_catalog), it
-- reads no table and calls no function, and it runs with the caller's rights (not security
-- definer), so no search_path can change what it means or what it may reach.

-- As 20261130001200: whether a notification of this type belongs in the bell (the one place that
-- decides it): every type but the weekly check-in's invitation and reminder.
create or replace function private.notification_in_bell(kind text)
returns boolean
language sql
immutable
as $$
  select kind is null
    or kind operator(pg_catalog.<>) all ('{checkin_invitation,checkin_reminder}'::pg_catalog.text[])
$$;
revoke execute on function private.notification_in_bell(text) from public, anon;
grant execute on function private.notification_in_bell(text) to authenticated, service_role;
