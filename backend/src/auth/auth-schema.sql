-- The auth server's own tables, beside Supabase's auth.users and auth.identities (bootstrap).
-- Sessions and refresh tokens: only a SHA-256 hash of each refresh token is stored, so a copy of
-- the database cannot be replayed as sign-ins. Idempotent: runs on every start.

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz,
  aal text not null default 'aal1',
  user_agent text,
  ip text,
  -- How the session was authenticated (the access token's amr claim), kept across refreshes.
  amr jsonb not null default '[]'::jsonb
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  -- The token this one replaced; null for the first token of a session.
  parent_hash text,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- Nobody but the server (the connecting owner) touches these, whatever a migration grants.
revoke all on auth.sessions, auth.refresh_tokens from anon, authenticated, service_role;
