-- Realtime: the app listens to inserts/updates on messages, to notifications and to
-- ai_partner_communications (spec §7). RLS still decides who receives which row.
do $$
declare
  t text;
begin
  foreach t in array array['messages', 'notifications', 'ai_partner_communications'] loop
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
    ) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end
$$;
