-- ai_partner_communications (spec §3): messages the AI sends to a partner on a user's behalf,
-- written only by the ai-partner-communicator function with the service role.

create table if not exists public.ai_partner_communications (
  id uuid primary key default gen_random_uuid(),
  from_user_id uuid not null references auth.users (id) on delete cascade,
  to_user_id uuid not null references auth.users (id) on delete cascade,
  ai_message text not null,
  trigger_type text not null
    constraint ai_partner_communications_trigger_type_check
    check (trigger_type in ('emotional_bridging', 'timing_optimization', 'conflict_mediation')),
  delivered_at timestamptz not null default now(),
  partner_response text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- "for pair or user ordered by delivered_at"
create index if not exists ai_partner_communications_from_to_delivered_idx
  on public.ai_partner_communications (from_user_id, to_user_id, delivered_at desc);
create index if not exists ai_partner_communications_to_delivered_idx
  on public.ai_partner_communications (to_user_id, delivered_at desc);

alter table public.ai_partner_communications enable row level security;
alter table public.ai_partner_communications replica identity full;
revoke insert, update, delete, truncate on public.ai_partner_communications from anon, authenticated;

create or replace trigger ai_partner_communications_set_updated_at
  before update on public.ai_partner_communications
  for each row execute function private.set_updated_at();

drop policy if exists "ai_partner_communications: sender and recipient read" on public.ai_partner_communications;
create policy "ai_partner_communications: sender and recipient read" on public.ai_partner_communications
  for select to authenticated
  using (from_user_id = (select auth.uid()) or to_user_id = (select auth.uid()));
