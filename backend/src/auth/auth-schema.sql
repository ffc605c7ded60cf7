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

-- One-time email tokens (magic link / email OTP, recovery, invite): the link's token and the
-- six-digit code of the same email, stored only as hashes. A code is small enough to guess, so
-- wrong codes count against every live token of the user and a token dies after a few.
create table if not exists auth.email_tokens (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  purpose text not null check (purpose in ('magiclink', 'recovery', 'invite')),
  link_hash text not null unique,
  code_hash text not null,
  failed_attempts int not null default 0,
  created_at timestamptz not null default now()
);
create index if not exists email_tokens_user_id_idx on auth.email_tokens (user_id);

-- TOTP factors (GoTrue's auth.mfa_factors shape) and their challenges. The shared secret is kept
-- encrypted with a key derived from the JWT secret. last_used_step refuses a code twice.
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null default 'totp',
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  secret text not null,
  last_used_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_challenged_at timestamptz
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_idx on auth.mfa_factors (user_id, friendly_name)
  where friendly_name is not null and friendly_name <> '';

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text
);
create index if not exists mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

revoke all on auth.email_tokens, auth.mfa_factors, auth.mfa_challenges from anon, authenticated, service_role;

-- WebAuthn factors share auth.mfa_factors (GoTrue's columns): no TOTP secret, the registered
-- credential (id, public key, signature counter, transports) once the registration is verified.
-- A challenge keeps the ceremony it began (web_authn_session_data: the expected challenge, the
-- ceremony type); it is used once (deleted when verified or refused) and expires.
alter table auth.mfa_factors alter column secret drop not null;
alter table auth.mfa_factors add column if not exists web_authn_credential jsonb;
alter table auth.mfa_factors add column if not exists web_authn_aaguid uuid;
alter table auth.mfa_challenges add column if not exists web_authn_session_data jsonb;

-- The OAuth 2.1 server's registered clients (admin API, service role). Only a SHA-256 hash of a
-- client secret is kept, as GoTrue does: the secret is 256 random bits, so a slow hash adds
-- nothing, and the column stays readable by GoTrue if a project moves to hosted Supabase.
create table if not exists auth.oauth_clients (
  id uuid primary key default gen_random_uuid(),
  client_secret_hash text,
  registration_type text not null check (registration_type in ('dynamic', 'manual')),
  client_type text not null default 'confidential' check (client_type in ('public', 'confidential')),
  token_endpoint_auth_method text not null
    check (token_endpoint_auth_method in ('none', 'client_secret_basic', 'client_secret_post')),
  redirect_uris text[] not null,
  grant_types text[] not null,
  client_name text check (char_length(client_name) <= 1024),
  client_uri text check (char_length(client_uri) <= 2048),
  logo_uri text check (char_length(logo_uri) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists oauth_clients_created_at_idx on auth.oauth_clients (created_at desc);

revoke all on auth.oauth_clients from anon, authenticated, service_role;
