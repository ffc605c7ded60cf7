// The SQL that captures row changes inside the database, so a write from any path (REST, RPC,
// functions, psql, triggers) reaches realtime. Installed at start after the migrations; idempotent.
//
// Design:
// - Every table in the publication `supabase_realtime` gets a row-level CONSTRAINT trigger,
//   DEFERRABLE INITIALLY DEFERRED, so it fires at COMMIT of the writing transaction. On
//   PostgreSQL it takes a transaction-scoped advisory lock before numbering its rows from a
//   sequence. The lock is held only from that moment until the commit is visible, so the commit
//   phases of change-producing transactions run one after another and the ids follow commit order
//   with no late-arriving smaller id: a reader that has seen id N can never later find a committed
//   id below N. PGlite has one connection, so its transactions already run one after another.
// - realtime.changes holds the feed: the table, the operation, the new row and the full old row as
//   jsonb, and the commit time. Full old rows stay private to the server; what a subscriber gets
//   of them is trimmed to the replica identity (usually the primary key), as Supabase does.
// - pg_notify('realtime_changes') wakes a listening server; it also polls, as not every driver
//   listens. On PGlite a NOTICE does it instead (db/wake-notices.ts: the statement's own answer
//   carries it, without the cost of Postgres's notification queue), and only for the first
//   change after the feed's last take (WAKE_PENDING_SETTING). The server deletes rows as it reads
//   them.
// - realtime.visible_rows() decides, per change, which of a list of JWT claim sets may SELECT
//   the row image: one call for all candidate subscribers of a batch of changes.
// The realtime schema is shared with Supabase's Realtime Authorization surface (realtime.messages
// and realtime.topic(), which the bootstrap grants to the API roles as Supabase does, so the
// schema itself is USAGE-able by them). Everything created here stays private: each table,
// sequence and function is revoked from PUBLIC and granted to no API role, and no API role may
// create objects in the schema.

import type { Database } from '../../context';
import { WAKE_NOTICE_CODE } from '../../db/wake-notices';

/** Advisory lock key that orders commits of change-producing transactions. */
export const CAPTURE_LOCK_KEY = 7412306001;

/** NOTIFY channel raised at the commit of every change-producing transaction. */
export const CHANGES_NOTIFY_CHANNEL = 'realtime_changes';

/**
 * On PGlite: 'on' from the first captured change after the feed's last take until its next one
 * (session-wide: PGlite has one connection). While it is on, the feed has been woken already and
 * will read every change committed before its next take, so the capture raises no further wake.
 * The feed's take turns it off in the same statement (realtime.take_changes).
 */
export const WAKE_PENDING_SETTING = 'realtime.wake_pending';

/**
 * The capture SQL for a database: on PostgreSQL the commit-order lock and NOTIFY, on PGlite
 * neither lock (one connection) nor NOTIFY, but a wake NOTICE — once per take of the feed, not
 * once per change: a NOTICE costs more than the capture's own insert (the trigger's error context
 * is formatted, and PGlite hands every message to JavaScript), ~80 µs of a ~400 µs REST insert.
 */
export function captureSql(kind: Database['kind']): string {
  const shared = kind === 'postgres';
  const orderCommits = shared ? `perform pg_advisory_xact_lock(${CAPTURE_LOCK_KEY});` : '-- one connection: commits are already in order';
  const wake = shared
    ? `perform pg_notify('${CHANGES_NOTIFY_CHANNEL}', '');`
    : `if pg_catalog.current_setting('${WAKE_PENDING_SETTING}', true) is distinct from 'on' then
    perform pg_catalog.set_config('${WAKE_PENDING_SETTING}', 'on', false);
    raise notice using message = '${CHANGES_NOTIFY_CHANNEL}', errcode = '${WAKE_NOTICE_CODE}';
  end if;`;
  // A request may turn notices off for its transaction (client_min_messages); not this one.
  const noticeSetting = shared ? '' : '\nset client_min_messages = notice';
  return captureSqlText(orderCommits, wake, noticeSetting);
}

/**
 * The settings a REST request of one subscriber runs under (its role and JWT claims), as the
 * arguments of one PERFORM: written once for the compiled visibility test and the one-by-one
 * fallback in visible_groups. `claims` is a jsonb expression of the subscriber's claim set.
 */
const subscriberSettings = (claims: string): string =>
  [
    `pg_catalog.set_config('role', ${claims} ->> 'role', true)`,
    `pg_catalog.set_config('request.jwt.claims', (${claims})::text, true)`,
    `pg_catalog.set_config('request.jwt.claim.sub', coalesce(${claims} ->> 'sub', ''), true)`,
    `pg_catalog.set_config('request.jwt.claim.role', ${claims} ->> 'role', true)`,
  ].join(',\n    ');

/** Text as an SQL escape-string literal (E'...'), for SQL that writes SQL. */
const escapeStringLiteral = (text: string): string =>
  `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''").replace(/\n/g, '\\n')}'`;

const captureSqlText = (orderCommits: string, wake: string, noticeSetting: string): string => /* sql */ `
create schema if not exists realtime;
revoke all on schema realtime from public;

do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated', 'service_role'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke create on schema realtime from %I', api_role);
    end if;
  end loop;
end
$$;

create sequence if not exists realtime.changes_id_seq;

create table if not exists realtime.changes (
  id bigint primary key,
  relid oid not null,
  schema_name text not null,
  table_name text not null,
  type text not null check (type in ('INSERT', 'UPDATE', 'DELETE')),
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default clock_timestamp()
);

revoke all on table realtime.changes from public;
revoke all on sequence realtime.changes_id_seq from public;

-- Runs as its owner (the server's own role) so that API roles can write rows that land here
-- without any privilege on the realtime schema.
create or replace function realtime.capture_change() returns trigger
language plpgsql
security definer
set search_path = ''${noticeSetting}
as $fn$
begin
  ${orderCommits}
  insert into realtime.changes (id, relid, schema_name, table_name, type, record, old_record)
  values (
    nextval('realtime.changes_id_seq'),
    tg_relid,
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  ${wake}
  return null;
end
$fn$;

revoke all on function realtime.capture_change() from public;

-- The only reader's take (PGlite): turns WAKE_PENDING_SETTING off, so the next captured change
-- wakes the feed again, then deletes and returns the next how_many rows past after — in one
-- statement's transaction, so no change can commit between the two. The rows are one range of the
-- primary key, its upper end found once, so the plan stays a range scan whatever the statistics
-- say (as \`id in (select … limit n)\`, statistics of an empty feed made it a nested loop that ran
-- the subquery for every row: quadratic in the batch).
create or replace function realtime.take_changes(after bigint, how_many integer) returns setof realtime.changes
language plpgsql
volatile
set search_path = ''
as $fn$
begin
  perform pg_catalog.set_config('${WAKE_PENDING_SETTING}', '', false);
  return query
    with taken as (
      delete from realtime.changes c
      where c.id > after
        and c.id <= coalesce(
          (select n.id from realtime.changes n where n.id > after order by n.id offset how_many - 1 limit 1),
          9223372036854775807)
      returning c.*
    )
    select * from taken;
end
$fn$;

revoke all on function realtime.take_changes(bigint, integer) from public;

-- Adds the capture trigger to every published table that lacks it and removes it from tables no
-- longer published. Returns how many triggers it created or dropped.
create or replace function realtime.sync_capture() returns integer
language plpgsql
set search_path = ''
as $fn$
declare
  target regclass;
  touched integer := 0;
begin
  for target in
    select c.oid::regclass
    from pg_catalog.pg_publication_tables p
    join pg_catalog.pg_namespace n on n.nspname = p.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime'
      and p.schemaname <> 'realtime'
      and c.relkind = 'r'
      and not exists (
        select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_capture'
      )
  loop
    execute format(
      'create constraint trigger realtime_capture after insert or update or delete on %s '
      'deferrable initially deferred for each row execute function realtime.capture_change()',
      target
    );
    touched := touched + 1;
  end loop;

  for target in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'realtime_capture'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables p
        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname
      )
  loop
    execute format('drop trigger realtime_capture on %s', target);
    touched := touched + 1;
  end loop;

  -- Policies, grants or RLS may have changed without an event trigger to say so.
  if pg_catalog.to_regclass('realtime.visibility_tests') is not null then
    delete from realtime.visibility_tests;
  end if;
  return touched;
end
$fn$;

revoke all on function realtime.sync_capture() from public;

-- ALTER PUBLICATION ... ADD TABLE takes effect at once, not at the next periodic check. Creating
-- an event trigger needs a superuser; without one the server's periodic check still catches up.
create or replace function realtime.on_publication_change() returns event_trigger
language plpgsql
as $fn$
begin
  perform realtime.sync_capture();
exception when others then
  raise warning 'realtime: could not sync capture triggers: %', sqlerrm;
end
$fn$;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'realtime_publication_sync') then
    create event trigger realtime_publication_sync on ddl_command_end
      when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION')
      execute function realtime.on_publication_change();
  end if;
exception when insufficient_privilege then
  raise notice 'realtime: no event trigger (needs a superuser); publication changes are picked up by polling';
end
$$;

-- The SQL text of a role's SELECT visibility test for a table, evaluated on row images bound as
-- $1 (a jsonb array), exactly as row-level security would combine the table's policies for that role:
-- no SELECT privilege -> false; RLS off, BYPASSRLS or owner (without FORCE) -> true; otherwise
-- (permissive USING expressions OR-ed) AND (restrictive ones AND-ed); no permissive policy -> false.
-- Policy expressions are deparsed by Postgres itself (pg_get_expr) under an empty search_path, so
-- every name in them is schema-qualified; the row image is aliased as the table's own name so
-- column references, qualified or not, resolve to it. Nothing here comes from a client.
create or replace function realtime.visibility_test(target regclass, role_name text) returns text
language plpgsql
stable
set search_path = ''
as $fn$
declare
  rel record;
  role_row record;
  permissive text;
  restrictive text;
begin
  select c.oid, c.relname, c.relowner, c.relrowsecurity, c.relforcerowsecurity into rel
  from pg_catalog.pg_class c where c.oid = target;
  select r.oid, r.rolbypassrls, r.rolsuper into role_row from pg_catalog.pg_roles r where r.rolname = role_name;
  if rel.oid is null or role_row.oid is null or role_row.rolsuper then
    return 'select false';
  end if;
  if not pg_catalog.has_table_privilege(role_row.oid, rel.oid, 'SELECT') then
    return 'select false';
  end if;
  if not rel.relrowsecurity or role_row.rolbypassrls
     or (pg_catalog.pg_has_role(role_row.oid, rel.relowner, 'USAGE') and not rel.relforcerowsecurity) then
    return 'select true';
  end if;

  select
    string_agg('(' || pg_catalog.pg_get_expr(p.polqual, p.polrelid) || ')', ' or ') filter (where p.polpermissive),
    string_agg('(' || pg_catalog.pg_get_expr(p.polqual, p.polrelid) || ')', ' and ') filter (where not p.polpermissive)
  into permissive, restrictive
  from pg_catalog.pg_policy p
  where p.polrelid = rel.oid
    and p.polcmd in ('r', '*')
    and p.polqual is not null
    and (
      0 = any (p.polroles)
      or exists (
        select 1 from unnest(p.polroles) as policy_role(oid)
        where policy_role.oid <> 0 and pg_catalog.pg_has_role(role_row.oid, policy_role.oid, 'USAGE')
      )
    );

  if permissive is null then
    return 'select false';
  end if;
  -- $1 is a jsonb array of row images; the answer is the jsonb array of the (0-based) positions
  -- of those the policies let through: one statement for all of a subscriber's rows of a batch.
  return format(
    'select coalesce(pg_catalog.jsonb_agg(realtime_batch.realtime_position - 1), ''[]''::jsonb) '
    'from pg_catalog.jsonb_array_elements($1) with ordinality as realtime_batch(realtime_image, realtime_position), '
    'lateral pg_catalog.jsonb_populate_record(null::%s, realtime_batch.realtime_image) as %I where (%s) and (%s)',
    target, rel.relname, permissive, coalesce(restrictive, 'true')
  );
end
$fn$;

revoke all on function realtime.visibility_test(regclass, text) from public;

-- visibility_test() reads the catalog (several ms on PGlite); its result is kept here per table
-- and role. The server empties it on every periodic sync and the event trigger below on policy or
-- RLS changes, so a new policy applies within seconds at most.
create table if not exists realtime.visibility_tests (
  relid oid not null,
  role_name text not null,
  test text not null,
  primary key (relid, role_name)
);
revoke all on table realtime.visibility_tests from public;
-- The name of the test's compiled function (see visibility_function), once made.
alter table realtime.visibility_tests add column if not exists compiled text;

-- Forgets the cached tests and drops their compiled functions (see visibility_function): after a
-- policy change they are no longer asked for, and at every start, because those an older version
-- of this SQL made may have another shape (one, made for a few hours on 2026-11-28, answered for
-- all subscribers of a batch at once: wrong for a policy with an uncorrelated subquery); they are
-- all made again on demand.
create or replace function realtime.forget_visibility_tests() returns void
language plpgsql
set search_path = ''
as $fn$
declare
  compiled regprocedure;
begin
  delete from realtime.visibility_tests;
  for compiled in
    select p.oid::regprocedure from pg_catalog.pg_proc p
    where p.pronamespace = pg_catalog.to_regnamespace('_shalom') and p.proname ~ '^visible_[0-9a-f]{32}(_all)?$'
  loop
    execute pg_catalog.format('drop function if exists %s', compiled);
  end loop;
end
$fn$;
revoke all on function realtime.forget_visibility_tests() from public;
select realtime.forget_visibility_tests();

create or replace function realtime.on_policy_change() returns event_trigger
language plpgsql
as $fn$
begin
  perform realtime.forget_visibility_tests();
exception when others then
  raise warning 'realtime: could not reset visibility tests: %', sqlerrm;
end
$fn$;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'realtime_policy_change') then
    create event trigger realtime_policy_change on ddl_command_end
      when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY', 'ALTER TABLE', 'GRANT', 'REVOKE')
      execute function realtime.on_policy_change();
  end if;
exception when insufficient_privilege then
  null;
end
$$;

-- The compiled visibility tests (below) live in the server's private schema, which no API role may
-- use, and are executable by no one else. (A REVOKE at each creation would fire
-- realtime_policy_change.)
create schema if not exists _shalom;
revoke all on schema _shalom from public;
alter default privileges in schema _shalom revoke execute on functions from public;

-- A visibility test compiled into functions of its own, so that its statements are parsed and
-- planned once per session and then reused: an EXECUTE of the test's text plans it again for
-- every subscriber of every batch, most of a delivery's database work.
-- - _shalom.visible_<md5>(images, claims) takes the row images ($1, as the test) and ONE
--   subscriber's claim set ($2), first sets that subscriber's role and claims as a REST request
--   would, then runs the test: so one statement can test many subscribers in turn, each call under
--   its own settings.
-- - _shalom.visible_<md5>_all(groups, relid, role, live sessions) is that statement: it tests
--   every group of visible_groups' input of that table and role (less those whose session ended)
--   and answers [[group index, positions], ...].
-- Named by the md5 of the test's text: a policy, grant or RLS change gives a new text and so new
-- functions (the old ones are dropped by forget_visibility_tests). Returns the name of the _all
-- function, or null when they cannot be made (the caller then runs the text itself). Unnamed
-- parameters and use_column, so a policy's column names can never be taken for PL/pgSQL variables.
create or replace function realtime.visibility_function(test text) returns text
language plpgsql
volatile
set search_path = ''
as $fn$
declare
  fn_name text := 'visible_' || pg_catalog.md5(test);
begin
  if pg_catalog.to_regprocedure('_shalom.' || fn_name || '_all(jsonb, oid, text, text[])') is null then
    begin
      execute pg_catalog.format(
        'create or replace function _shalom.%I(jsonb, jsonb) returns jsonb language plpgsql volatile as %L',
        fn_name,
        E'#variable_conflict use_column\\nbegin\\n'
          || ${escapeStringLiteral(`  perform ${subscriberSettings('$2')};\n`)}
          || E'  return (' || test || E');\\nend'
      );
      execute pg_catalog.format(
        'create or replace function _shalom.%I(jsonb, oid, text, text[]) returns jsonb language plpgsql volatile as %L',
        fn_name || '_all',
        pg_catalog.format(
          'begin' || chr(10) || '  return (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_array(g.n operator(pg_catalog.-) 1, '
          || '_shalom.%I(g.value operator(pg_catalog.->) ''images'', g.value operator(pg_catalog.->) ''claims''))) '
          || 'from pg_catalog.jsonb_array_elements($1) with ordinality as g(value, n) '
          || 'where (g.value operator(pg_catalog.->>) ''relid'')::pg_catalog.oid operator(pg_catalog.=) $2 '
          || 'and g.value operator(pg_catalog.->) ''claims'' operator(pg_catalog.->>) ''role'' operator(pg_catalog.=) $3 '
          || 'and ($4 is not null and g.value operator(pg_catalog.->) ''claims'' operator(pg_catalog.?) ''session_id'' '
          || 'and not (g.value operator(pg_catalog.->) ''claims'' operator(pg_catalog.->>) ''session_id'' operator(pg_catalog.=) any ($4))) '
          || 'is not true);' || chr(10) || 'end',
          fn_name)
      );
    exception when others then
      -- Another session made them meanwhile, or they cannot be made here.
      if pg_catalog.to_regprocedure('_shalom.' || fn_name || '_all(jsonb, oid, text, text[])') is null then
        return null;
      end if;
    end;
  end if;
  return fn_name || '_all';
end
$fn$;

revoke all on function realtime.visibility_function(text) from public;

-- For each group of a batch (the rows of one table that one subscriber is a candidate for), which
-- of its row images that subscriber may see.
-- Input: [{"relid": <oid>, "claims": {"role": ..., "sub": ..., ...}, "images": [{...}, ...]}, ...]
-- Output: [[group index, [positions (0-based) of the images its claim set may see]], ...] for the
-- groups with a role (in no particular order; a group left out sees nothing).
-- Each group is tested ONCE, over all of its images, with that subscriber's role and
-- request.jwt.claims as a REST request would; the role is reset afterwards. All groups of one
-- table and role go through their compiled test (see visibility_function) in ONE statement. If
-- that statement fails (an error in a policy for some subscriber), its groups are tested again
-- one by one, each in a subtransaction of its own, and an error hides only that group's rows
-- (fails closed). A claim set without a role sees nothing; so does a token whose session was
-- ended (logout) when the auth schema keeps sessions: the live sessions of the whole batch are
-- looked up in one query.
create or replace function realtime.visible_groups(groups jsonb) returns jsonb
language plpgsql
volatile
set search_path = ''
as $fn$
declare
  kind record;
  grp record;
  test text;
  fn_name text;
  part jsonb;
  positions jsonb;
  -- [[group index, [visible positions in the group's images]], ...]
  answers jsonb := '[]'::jsonb;
  live_sessions text[] := '{}';
  own_role text := pg_catalog.current_setting('role');
begin
  if pg_catalog.to_regclass('auth.sessions') is null then
    live_sessions := null;
  else
    -- A session_id that is no uuid matches no session: that token sees nothing. (Static SQL,
    -- planned once per session; only run where auth.sessions exists.)
    select coalesce(pg_catalog.array_agg(s.id::text), '{}') into live_sessions
    from auth.sessions s
    where s.id = any (array(
      select distinct g.value -> 'claims' ->> 'session_id'
      from pg_catalog.jsonb_array_elements(groups) g
      where g.value -> 'claims' ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    )::uuid[]);
  end if;

  for kind in
    select distinct (g.value ->> 'relid')::oid as relid, g.value -> 'claims' ->> 'role' as role_name
    from pg_catalog.jsonb_array_elements(groups) g
    where g.value -> 'claims' ->> 'role' is not null
  loop
    begin
      select v.test, v.compiled into test, fn_name from realtime.visibility_tests as v
      where v.relid = kind.relid and v.role_name = kind.role_name;
      if test is null then
        test := realtime.visibility_test(kind.relid::regclass, kind.role_name);
        if test not in ('select true', 'select false') then
          fn_name := realtime.visibility_function(test);
        end if;
        insert into realtime.visibility_tests (relid, role_name, test, compiled)
        values (kind.relid, kind.role_name, test, fn_name)
        on conflict do nothing;
      end if;
    exception when others then
      test := 'select false';
    end;
    if test = 'select false' then
      continue;
    end if;

    -- The groups of this kind, less those whose session was ended: ($1 groups, $2 relid, $3 role,
    -- $4 the live sessions or null).
    part := null;
    if test = 'select true' then
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_array(g.n - 1, (
          select pg_catalog.jsonb_agg(i) from pg_catalog.generate_series(0, pg_catalog.jsonb_array_length(g.value -> 'images') - 1) i)))
      into part
      from pg_catalog.jsonb_array_elements(groups) with ordinality as g(value, n)
      where (g.value ->> 'relid')::oid = kind.relid and g.value -> 'claims' ->> 'role' = kind.role_name
        and (live_sessions is not null and g.value -> 'claims' ? 'session_id'
             and not (g.value -> 'claims' ->> 'session_id' = any (live_sessions))) is not true;
    else
      if fn_name is null then
        fn_name := realtime.visibility_function(test);
      end if;
      if fn_name is not null then
        begin
          perform pg_catalog.set_config('search_path', 'public, extensions', true);
          execute pg_catalog.format('select _shalom.%I($1, $2, $3, $4)', fn_name)
          into part
          using groups, kind.relid, kind.role_name, live_sessions;
          perform pg_catalog.set_config('search_path', '', true), pg_catalog.set_config('role', own_role, true);
        exception when others then
          -- Rolled back, role and settings included: test these groups one by one below.
          part := null;
        end;
      end if;
      if part is null then
        part := '[]'::jsonb;
        for grp in
          select g.n - 1 as idx, g.value as value
          from pg_catalog.jsonb_array_elements(groups) with ordinality as g(value, n)
          where (g.value ->> 'relid')::oid = kind.relid and g.value -> 'claims' ->> 'role' = kind.role_name
            and (live_sessions is not null and g.value -> 'claims' ? 'session_id'
                 and not (g.value -> 'claims' ->> 'session_id' = any (live_sessions))) is not true
        loop
          begin
            -- One statement for all settings: each SPI call costs.
            perform ${subscriberSettings("(grp.value -> 'claims')")},
              pg_catalog.set_config('search_path', 'public, extensions', true);
            execute test into positions using grp.value -> 'images';
            perform pg_catalog.set_config('search_path', '', true), pg_catalog.set_config('role', own_role, true);
          exception when others then
            -- The subtransaction rolled back, role and settings included.
            positions := '[]'::jsonb;
          end;
          part := part || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_array(grp.idx, positions));
        end loop;
      end if;
    end if;
    answers := answers || coalesce(part, '[]'::jsonb);
  end loop;

  perform pg_catalog.set_config('request.jwt.claims', '', true),
    pg_catalog.set_config('request.jwt.claim.sub', '', true),
    pg_catalog.set_config('request.jwt.claim.role', '', true);
  return answers;
end
$fn$;

revoke all on function realtime.visible_groups(jsonb) from public;

-- The same per change: for each change of a batch, which of its candidate claim sets may see its
-- row image. Input: [{"relid": <oid>, "image": {...}, "claims": [{"role": ..., ...}, ...]}, ...]
-- Output: one array per change with the indexes (0-based) of the claim sets that may see it.
-- Groups the pairs by table and claim set and asks visible_groups. (The server groups in its
-- own process and calls visible_groups itself.)
create or replace function realtime.visible_rows(changes jsonb) returns jsonb
language sql
volatile
set search_path = ''
as $fn$
  with pairs as (
    select (ch.value ->> 'relid')::oid as relid, c.value as claims, ch.value -> 'image' as image,
      (ch.ordinality - 1)::integer as change_index, (c.ordinality - 1)::integer as claim_index, ch.ordinality as o
    from pg_catalog.jsonb_array_elements(changes) with ordinality as ch(value, ordinality),
      pg_catalog.jsonb_array_elements(ch.value -> 'claims') with ordinality as c(value, ordinality)
  ), grouped as materialized (
    select (pg_catalog.row_number() over ())::integer - 1 as g, p.relid, p.claims,
      pg_catalog.jsonb_agg(p.image order by p.o) as images,
      pg_catalog.array_agg(p.change_index order by p.o) as change_indexes,
      pg_catalog.array_agg(p.claim_index order by p.o) as claim_indexes
    from pairs p
    group by p.relid, p.claims
  ), answered as materialized (
    select realtime.visible_groups(coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'relid', gr.relid, 'claims', gr.claims, 'images', gr.images) order by gr.g), '[]'::jsonb)) as answer
    from grouped gr
  ), visible as (
    select gr.change_indexes[(p.position)::integer + 1] as change_index, gr.claim_indexes[(p.position)::integer + 1] as claim_index
    from answered a, pg_catalog.jsonb_array_elements(a.answer) as x(answer),
      grouped gr, pg_catalog.jsonb_array_elements_text(x.answer -> 1) as p(position)
    where gr.g = (x.answer ->> 0)::integer
  )
  select coalesce(pg_catalog.jsonb_agg(coalesce(v.indexes, '[]'::jsonb) order by n), '[]'::jsonb)
  from pg_catalog.generate_series(0, pg_catalog.jsonb_array_length(changes) - 1) n
  left join (
    select vi.change_index, pg_catalog.jsonb_agg(distinct vi.claim_index) as indexes from visible vi group by 1
  ) v on v.change_index = n
$fn$;

revoke all on function realtime.visible_rows(jsonb) from public;

select realtime.sync_capture();
`;
