-- Issue 31, item 5, "Nothing reaches a partner unseen": a note the AI would send a partner is first
-- a proposal the sender reads. ai-partner-communicator stores the proposal (the exact text, composed
-- from the trigger type and the two names only — never the sender's conversation); only when the
-- sender chooses Send does that same text go into ai_partner_communications, once.
--
-- Written only by the function with the service role. The sender may read their own proposals;
-- nobody else sees them, the intended recipient included.

create table if not exists public.ai_partner_proposals (
  id uuid primary key default gen_random_uuid(),
  from_user_id uuid not null references auth.users (id) on delete cascade,
  to_user_id uuid not null references auth.users (id) on delete cascade,
  trigger_type text not null
    constraint ai_partner_proposals_trigger_type_check
    check (trigger_type in ('emotional_bridging', 'timing_optimization', 'conflict_mediation')),
  ai_message text not null
    -- (Not named *_max_*_chars: those are the user-written text caps of 20261123000200, counted by
    -- db-rules; this text is written by the function alone.)
    constraint ai_partner_proposals_ai_message_length check (char_length(ai_message) <= 5000),
  -- The user explicitly asked (forceBypassLimits): the pair's daily limit does not apply at Send.
  manual boolean not null default false,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '30 minutes',
  used_at timestamptz,
  dismissed_at timestamptz,
  communication_id uuid references public.ai_partner_communications (id) on delete set null,
  constraint ai_partner_proposals_not_to_self check (from_user_id <> to_user_id),
  constraint ai_partner_proposals_used_or_dismissed check (used_at is null or dismissed_at is null)
);

create index if not exists ai_partner_proposals_sender_expires_idx
  on public.ai_partner_proposals (from_user_id, expires_at);

alter table public.ai_partner_proposals enable row level security;
revoke all on public.ai_partner_proposals from anon;
revoke insert, update, delete, truncate on public.ai_partner_proposals from authenticated;
grant select on public.ai_partner_proposals to authenticated;
grant all on public.ai_partner_proposals to service_role;

drop policy if exists "ai_partner_proposals: the sender reads their own" on public.ai_partner_proposals;
create policy "ai_partner_proposals: the sender reads their own" on public.ai_partner_proposals
  for select to authenticated
  using (from_user_id = (select auth.uid()));

-- As every table of the app (20261125000100_guests_are_visitors): a guest is a visitor.
drop policy if exists "guests: registered users only" on public.ai_partner_proposals;
create policy "guests: registered users only" on public.ai_partner_proposals as restrictive for all to authenticated
  using (not (select private.is_guest())) with check (not (select private.is_guest()));

-- Send, in one transaction: claim the proposal (still the sender's, unused, not dismissed, not
-- expired at `as_of`) and store exactly its text as the communication. Two Sends at once: the
-- second finds the row already used and gets null. The connection trigger on
-- ai_partner_communications still applies (P0001), and then the claim is rolled back with it.
-- `deliver_after` / `held_for` set: held over the recipient's Shabbat or Yom Tov (delivered_at null).
create or replace function public.send_ai_partner_proposal(
  proposal uuid,
  sender uuid,
  as_of timestamptz,
  deliver_after timestamptz default null,
  held_for text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed public.ai_partner_proposals;
  sent uuid;
begin
  update public.ai_partner_proposals p
     set used_at = now()
   where p.id = proposal
     and p.from_user_id = sender
     and p.used_at is null
     and p.dismissed_at is null
     and p.expires_at > as_of
  returning * into claimed;
  if not found then
    return null;
  end if;
  insert into public.ai_partner_communications
    (from_user_id, to_user_id, ai_message, trigger_type, delivered_at, deliver_after, held_for)
  values (
    claimed.from_user_id, claimed.to_user_id, claimed.ai_message, claimed.trigger_type,
    case when send_ai_partner_proposal.deliver_after is null then now() end,
    send_ai_partner_proposal.deliver_after,
    send_ai_partner_proposal.held_for
  )
  returning id into sent;
  update public.ai_partner_proposals set communication_id = sent where id = claimed.id;
  return sent;
end
$$;
revoke execute on function public.send_ai_partner_proposal(uuid, uuid, timestamptz, timestamptz, text) from public, anon, authenticated;
grant execute on function public.send_ai_partner_proposal(uuid, uuid, timestamptz, timestamptz, text) to service_role;
