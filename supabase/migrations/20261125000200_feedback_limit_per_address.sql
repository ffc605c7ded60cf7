-- Anonymous feedback limited per sender's network, not for everyone together. 20261124000500 took
-- 30 anonymous rows per 10 minutes from all visitors at once, because the database saw no address:
-- one flooder could pause anonymous feedback for everybody for 10 minutes. The address now comes
-- from the request, the way Supabase exposes it to SQL: the first entry of `x-forwarded-for` in
-- request.headers (set by Supabase's gateway; backend/ sets it to the socket's peer and ignores
-- whatever the client sent). An IPv4 address is one sender; an IPv6 sender is its /64, the network
-- one subscriber gets and can take a fresh address from for every request.
--
-- Each network gets the 30 rows per 10 minutes; all anonymous rows together still stop at 300 per
-- 10 minutes, which bounds the rows (and the images they can name) a botnet can leave. A request
-- with no usable address (SQL run directly) is one sender, "unknown".

create table if not exists private.feedback_anonymous_senders (
  feedback_id uuid primary key references public.feedback (id) on delete cascade,
  network text not null
);
create index if not exists feedback_anonymous_senders_network_idx
  on private.feedback_anonymous_senders (network);

-- The request's sender network, or 'unknown'.
create or replace function private.request_sender_network()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  forwarded text := nullif(btrim(split_part(
    coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',', 1)), '');
  address inet;
begin
  if forwarded is null then
    return 'unknown';
  end if;
  begin
    address := forwarded::inet;
  exception when others then
    return 'unknown';
  end;
  -- An IPv4 client of a dual-stack server shows as ::ffff:a.b.c.d: still one IPv4 sender.
  if family(address) = 6 and address << '::ffff:0.0.0.0/96'::inet then
    return regexp_replace(host(address), '^::ffff:', '', 'i');
  end if;
  if family(address) = 6 then
    return network(set_masklen(address, 64))::text;
  end if;
  return host(address);
end
$$;
revoke execute on function private.request_sender_network() from public;

-- Replaces 20261124000500's: the anonymous count is per sender network, under a ceiling for all.
create or replace function private.feedback_check_rate(submitter uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender text;
begin
  if submitter is null then
    sender := private.request_sender_network();
    -- One anonymous insert per sender at a time, so parallel inserts cannot slip past its count.
    perform pg_advisory_xact_lock(hashtextextended('feedback:anonymous:' || sender, 0));
    if (
      select count(*) from private.feedback_anonymous_senders s
      join public.feedback f on f.id = s.feedback_id
      where s.network = sender and f.user_id is null and f.created_at > now() - interval '10 minutes'
    ) >= 30 or (
      select count(*) from public.feedback f
      where f.user_id is null and f.created_at > now() - interval '10 minutes'
    ) >= 300 then
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

-- Who sent an anonymous row, recorded once the row exists (same transaction: a refused or
-- rolled-back row records nothing). Every anonymous row is recorded, trusted writers' too: inside
-- this security definer function every caller would look trusted.
create or replace function private.feedback_record_sender()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is null then
    insert into private.feedback_anonymous_senders (feedback_id, network)
    values (new.id, private.request_sender_network());
  end if;
  return null;
end
$$;
revoke execute on function private.feedback_record_sender() from public;

create or replace trigger feedback_record_sender
  after insert on public.feedback
  for each row execute function private.feedback_record_sender();
