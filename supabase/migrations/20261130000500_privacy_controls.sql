-- Privacy controls (issue 35): download my data, delete my account, clear my AI history, and a log
-- of each step that holds no content.
--
-- * Export: public.export_my_data() runs with the caller's own rights (security invoker, so RLS
--   decides what it can read: nothing of another person beyond what the app shows them). The
--   person's own feedback, which RLS lets only staff read, comes from private.my_feedback().
-- * Deletion: whatever path removes a row of auth.users (the delete-account function, the admin
--   API, the dashboard) first runs private.forget_account(): the person's words in threads shared
--   with someone else become '(Message deleted)' and the thread stays the other person's, held by a
--   placeholder account (private.deleted_account_id()) so no row keeps their id; notifications and
--   waiting emails about them go; feedback stays for staff without name, email, images or the
--   browser's details. The foreign keys (on delete cascade) take the rest: profile, links,
--   requests, blocks, consent, partner notes, AI notes, private AI chats, sessions.
-- * Clearing AI history: public.clear_ai_history() with the caller's rights; the shared copies of
--   those answers in a partner's thread are listed by public.ai_history_shared_copies().
-- * private.privacy_log: what happened and how many rows, never a message, a name or an address;
--   a deleted account's rows lose their user id with the account (on delete set null).

-- ─── the log ─────────────────────────────────────────────────────────────────────────────────────
create table if not exists private.privacy_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- export | delete_account | clear_ai_history
  action text not null,
  -- requested, refused, rate_limited, storage_removed, account_removed, done, failed …
  step text not null,
  -- one run of an action (the steps of one deletion share it; it is not derived from the person)
  request_id uuid,
  user_id uuid references auth.users (id) on delete set null,
  -- counts and codes only
  detail jsonb not null default '{}'::jsonb,
  constraint privacy_log_detail_is_object check (jsonb_typeof(detail) = 'object')
);
create index if not exists privacy_log_at_idx on private.privacy_log (at desc);
create index if not exists privacy_log_user_idx on private.privacy_log (user_id);
revoke all on private.privacy_log from public, anon, authenticated;

create or replace function private.log_privacy_event(
  p_action text,
  p_step text,
  p_request_id uuid default null,
  p_user_id uuid default null,
  p_detail jsonb default '{}'::jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.privacy_log (action, step, request_id, user_id, detail)
  values (p_action, p_step, p_request_id, p_user_id, coalesce(p_detail, '{}'::jsonb));
$$;
revoke execute on function private.log_privacy_event(text, text, uuid, uuid, jsonb) from public, anon, authenticated;

-- The functions log through the service role (delete-account, export-my-data).
create or replace function public.record_privacy_event(
  action text,
  step text,
  request_id uuid default null,
  person uuid default null,
  detail jsonb default '{}'::jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.log_privacy_event(action, step, request_id, person, detail);
$$;
revoke execute on function public.record_privacy_event(text, text, uuid, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.record_privacy_event(text, text, uuid, uuid, jsonb) to service_role;


-- ─── the placeholder that holds a deleted person's side of a shared thread ──────────────────────
-- conversations.user_id / partner_user_id and messages.sender_user_id reference auth.users, and a
-- null partner_user_id means "private AI chat" to every reader, so the deleted side cannot be null.
-- One account that cannot sign in (no password, no identity, banned) stands in for everyone deleted.
create or replace function private.deleted_account_id()
returns uuid
language sql
immutable
set search_path = ''
as $$
  select '00000000-0000-4000-8000-00000000de1e'::uuid
$$;
grant execute on function private.deleted_account_id() to authenticated, service_role;

insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at)
values ('00000000-0000-0000-0000-000000000000', private.deleted_account_id(), 'authenticated', 'authenticated', null,
        '{"provider": "none", "deleted_account_placeholder": true}'::jsonb, '{}'::jsonb, '2999-01-01', now(), now())
on conflict (id) do nothing;


-- ─── deletion ────────────────────────────────────────────────────────────────────────────────────
create or replace function private.forget_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  gone uuid := old.id;
  ghost uuid := private.deleted_account_id();
  named text[];
  about uuid[];
  n_messages integer := 0;
  n_threads integer := 0;
  n_notifications integer := 0;
  n_feedback integer := 0;
begin
  if gone = ghost then
    raise exception 'The deleted-account placeholder cannot be removed.' using errcode = '42501';
  end if;

  -- Every id that a notification of someone else may carry about this person: theirs, their
  -- messages, AI notes and links (the new-message notification names a messageId).
  select array_agg(x) into named from (
    select gone::text as x
    union all select m.id::text from public.messages m where m.sender_user_id = gone
    union all select a.id::text from public.ai_partner_communications a where a.from_user_id = gone or a.to_user_id = gone
    union all select r.id::text from public.relationships r where r.user_id = gone or r.related_user_id = gone
  ) ids;

  -- Someone else's notifications about this person, and the emails still waiting with their words.
  select array_agg(n.id) into about from public.notifications n
  where n.user_id <> gone
    and exists (select 1 from jsonb_each_text(coalesce(n.data, '{}'::jsonb)) kv where kv.value = any (named));
  if about is not null then
    delete from public.notification_emails e where e.notification_id = any (about);
    delete from public.notifications n where n.id = any (about);
    n_notifications := cardinality(about);
  end if;

  -- Threads with someone else stay theirs: the person's words become the soft delete of spec §4.
  with shared as (
    select c.id from public.conversations c
    where c.partner_user_id is not null
      and ((c.user_id = gone and c.partner_user_id <> ghost) or (c.partner_user_id = gone and c.user_id <> ghost))
  ), changed as (
    update public.messages m
       set content = '(Message deleted)',
           metadata = jsonb_build_object('deleted', true)
                      || case when m.metadata ? 'seen_by_partner'
                              then jsonb_build_object('seen_by_partner', m.metadata -> 'seen_by_partner') else '{}'::jsonb end,
           sender_user_id = ghost
      from shared
     where m.conversation_id = shared.id and m.sender_user_id = gone
    returning 1
  )
  select count(*) into n_messages from changed;

  with moved as (
    update public.conversations c
       set user_id = case when c.user_id = gone then ghost else c.user_id end,
           partner_user_id = case when c.partner_user_id = gone then ghost else c.partner_user_id end,
           user_left_at = case when c.user_id = gone then coalesce(c.user_left_at, now()) else c.user_left_at end,
           partner_left_at = case when c.partner_user_id = gone then coalesce(c.partner_left_at, now()) else c.partner_left_at end
     where c.partner_user_id is not null
       and ((c.user_id = gone and c.partner_user_id <> ghost) or (c.partner_user_id = gone and c.user_id <> ghost))
    returning 1
  )
  select count(*) into n_threads from moved;

  -- Staff keep what was said, not who said it.
  with kept as (
    update public.feedback f
       set user_id = null,
           name = null,
           email = null,
           images = '{}',
           user_agent = null,
           page_url = case when position(gone::text in coalesce(f.page_url, '')) > 0 then null else f.page_url end
     where f.user_id = gone
    returning 1
  )
  select count(*) into n_feedback from kept;

  perform private.log_privacy_event('delete_account', 'account_removed', null, null,
    jsonb_build_object('messages_replaced', n_messages, 'threads_kept_for_others', n_threads,
                       'notifications_removed', n_notifications, 'feedback_kept_anonymous', n_feedback));
  return old;
end
$$;

drop trigger if exists forget_account on auth.users;
create trigger forget_account
  before delete on auth.users
  for each row execute function private.forget_account();


-- ─── export ──────────────────────────────────────────────────────────────────────────────────────
-- The caller's own feedback (RLS lets only staff read feedback): what they sent, not staff's notes.
create or replace function private.my_feedback()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', f.id, 'created_at', f.created_at, 'feedback_type', f.feedback_type, 'subject', f.subject,
           'message', f.message, 'name', f.name, 'email', f.email, 'images', to_jsonb(f.images),
           'page_url', f.page_url, 'status', f.status) order by f.created_at), '[]'::jsonb)
  from public.feedback f
  where f.user_id = auth.uid() and auth.uid() is not null;
$$;
revoke execute on function private.my_feedback() from public, anon;
grant execute on function private.my_feedback() to authenticated;

-- Everything of the caller's that the app shows them, read under their own RLS.
create or replace function public.export_my_data()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  result jsonb;
  notes jsonb;
  people uuid[];
begin
  if me is null then
    raise exception 'Sign in to download your data.' using errcode = '42501';
  end if;

  select array_agg(distinct x) into people from (
    select case when r.user_id = me then r.related_user_id else r.user_id end as x from public.relationships r
    union select case when c.user_id = me then c.partner_user_id else c.user_id end from public.conversations c where c.partner_user_id is not null
    union select c.partner_context_id from public.conversations c where c.partner_context_id is not null
  ) ids where x is not null and x <> me;

  select jsonb_build_object(
    'profile', (select to_jsonb(p) from public.profiles p where p.id = me),
    'relationships', coalesce((select jsonb_agg(to_jsonb(r) order by r.created_at) from public.relationships r), '[]'::jsonb),
    'people', coalesce((select jsonb_object_agg(n.id, n.display_name) from public.get_related_display_names(coalesce(people, '{}')) n), '{}'::jsonb),
    'blocked_people', coalesce((select jsonb_agg(to_jsonb(b)) from public.list_blocked_people() b), '[]'::jsonb),
    'conversations', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'kind', case when c.partner_user_id is null then 'ai' else 'shared' end,
               'with_user_id', case when c.partner_user_id is null then null when c.user_id = me then c.partner_user_id else c.user_id end,
               'about_user_id', c.partner_context_id, 'title', c.title, 'created_at', c.created_at, 'updated_at', c.updated_at,
               'closed', (c.user_left_at is not null or c.partner_left_at is not null),
               'messages', coalesce((
                 select jsonb_agg(jsonb_build_object(
                          'id', m.id, 'created_at', m.created_at, 'sender',
                          case when m.sender_type = 'ai' then 'ai' when m.sender_user_id = me then 'me' else 'them' end,
                          'content', m.content, 'metadata', m.metadata) order by m.created_at)
                 from public.messages m
                 where m.conversation_id = c.id and (c.partner_user_id is null or m.sender_type = 'user')), '[]'::jsonb))
             order by c.updated_at desc)
      from public.conversations c), '[]'::jsonb),
    'consent', coalesce((select jsonb_agg(to_jsonb(pc)) from public.partner_communication_consent pc where pc.user_id = me), '[]'::jsonb),
    'partner_notes', coalesce((select jsonb_agg(to_jsonb(pi)) from public.partner_info pi where pi.user_id = me), '[]'::jsonb),
    'ai_notes', coalesce((select jsonb_agg(jsonb_build_object(
        'id', a.id, 'direction', case when a.from_user_id = me then 'sent' else 'received' end,
        'other_user_id', case when a.from_user_id = me then a.to_user_id else a.from_user_id end,
        'trigger_type', a.trigger_type, 'ai_message', a.ai_message, 'delivered_at', a.delivered_at,
        'partner_response', a.partner_response) order by a.delivered_at)
      from public.ai_partner_communications a), '[]'::jsonb),
    'notification_preferences', (select to_jsonb(np) - 'user_id' from public.notification_preferences np where np.user_id = me),
    'notifications', coalesce((select jsonb_agg(jsonb_build_object('id', n.id, 'type', n.type, 'title', n.title, 'message', n.message,
        'read', n.read, 'created_at', n.created_at) order by n.created_at desc) from public.notifications n where n.user_id = me), '[]'::jsonb),
    'devices', coalesce((select jsonb_agg(jsonb_build_object('user_agent', s.user_agent, 'created_at', s.created_at))
      from public.push_subscriptions s where s.user_id = me), '[]'::jsonb),
    'feedback', private.my_feedback()
  ) into result;

  -- Each person's own notes on a link (issue 33's table, when present): RLS gives only one's own.
  if to_regclass('public.relationship_notes') is not null then
    execute 'select coalesce(jsonb_agg(to_jsonb(n) order by n.created_at), ''[]''::jsonb) from public.relationship_notes n where n.user_id = $1'
      into notes using me;
    result := result || jsonb_build_object('relationship_notes', notes);
  end if;
  return result;
end
$$;
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;


-- ─── clearing AI history ─────────────────────────────────────────────────────────────────────────
-- The copies of these private AI chats' messages that the caller shared into a partner's thread
-- (spec §4 Sharing: metadata from_conversation_id), and whether each can still be unshared (the
-- edit/delete window of spec §5). Null = all of the caller's private AI chats.
create or replace function public.ai_history_shared_copies(conversation_ids uuid[] default null)
returns table (message_id uuid, conversation_id uuid, partner_user_id uuid, content text, created_at timestamptz, can_unshare boolean)
language sql
stable
security invoker
set search_path = ''
as $$
  select m.id, m.conversation_id,
         case when c.user_id = auth.uid() then c.partner_user_id else c.user_id end,
         m.content, m.created_at,
         not (private.jsonb_flag(m.metadata, 'seen_by_partner') and now() > m.created_at + interval '2 hours')
  from public.messages m
  join public.conversations c on c.id = m.conversation_id
  where m.sender_user_id = auth.uid()
    and c.partner_user_id is not null
    and not private.jsonb_flag(m.metadata, 'deleted')
    and (m.metadata ->> 'from_conversation_id') in (
      select p.id::text from public.conversations p
      where p.user_id = auth.uid() and p.partner_user_id is null
        and (ai_history_shared_copies.conversation_ids is null or p.id = any (ai_history_shared_copies.conversation_ids)))
  order by m.created_at;
$$;
revoke execute on function public.ai_history_shared_copies(uuid[]) from public, anon;
grant execute on function public.ai_history_shared_copies(uuid[]) to authenticated;

-- Deletes the caller's private AI chats (null = all of them) and unshares the listed copies, in one
-- transaction, under the caller's RLS and the message rules. Returns what it removed.
create or replace function public.clear_ai_history(conversation_ids uuid[] default null, unshare_message_ids uuid[] default '{}')
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  n_chats integer;
  n_unshared integer := 0;
  n_asked integer := coalesce(cardinality(unshare_message_ids), 0);
begin
  if me is null then
    raise exception 'Sign in to clear your AI history.' using errcode = '42501';
  end if;
  -- Only shared copies can be unshared here; anything else is refused, not soft-deleted.
  if exists (
    select 1 from public.messages m
    where m.id = any (coalesce(unshare_message_ids, '{}'))
      and not (private.jsonb_flag(m.metadata, 'shared_from_ai') or m.metadata ? 'from_conversation_id')
  ) then
    raise exception 'Only messages shared from your AI conversations can be unshared here.' using errcode = '22023';
  end if;
  if n_asked > 0 then
    with removed as (
      delete from public.messages m where m.id = any (unshare_message_ids) and m.sender_user_id = me returning 1
    )
    select count(*) into n_unshared from removed;
    if n_unshared <> n_asked then
      raise exception 'Some of those shared messages could not be unshared.' using errcode = 'P0001';
    end if;
  end if;
  with removed as (
    delete from public.conversations c
     where c.user_id = me and c.partner_user_id is null
       and (clear_ai_history.conversation_ids is null or c.id = any (clear_ai_history.conversation_ids))
    returning 1
  )
  select count(*) into n_chats from removed;
  perform private.log_privacy_event('clear_ai_history', 'done', null, me,
    jsonb_build_object('conversations', n_chats, 'unshared', n_unshared, 'all', conversation_ids is null));
  return jsonb_build_object('conversations', n_chats, 'unshared', n_unshared);
end
$$;
revoke execute on function public.clear_ai_history(uuid[], uuid[]) from public, anon;
grant execute on function public.clear_ai_history(uuid[], uuid[]) to authenticated;
-- clear_ai_history runs as the caller and logs through it; the private schema is not served by the
-- API, so nobody can call it directly.
grant execute on function private.log_privacy_event(text, text, uuid, uuid, jsonb) to authenticated;
