// auth.users as GoTrue's User JSON, and the writes the endpoints make. Every value is a bind
// parameter; the JSON is built by Postgres so timestamps keep their precision.
import type { Queryable } from '../context';

export interface AuthUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
  [field: string]: unknown;
}

export interface UserRecord {
  user: AuthUser;
  encrypted_password: string | null;
  email_confirmed: boolean;
  banned: boolean;
}

const USER_SELECT = `
  select jsonb_build_object(
      'id', u.id,
      'aud', coalesce(nullif(u.aud, ''), 'authenticated'),
      'role', coalesce(nullif(u.role, ''), 'authenticated'),
      'email', coalesce(u.email, ''),
      'email_confirmed_at', u.email_confirmed_at,
      'phone', coalesce(u.phone, ''),
      'confirmation_sent_at', u.confirmation_sent_at,
      'invited_at', u.invited_at,
      'recovery_sent_at', u.recovery_sent_at,
      'confirmed_at', u.confirmed_at,
      'new_email', nullif(u.email_change, ''),
      'email_change_sent_at', u.email_change_sent_at,
      'last_sign_in_at', u.last_sign_in_at,
      'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
      'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
      'identities', coalesce((
        select jsonb_agg(jsonb_build_object(
            'identity_id', i.id,
            'id', i.provider_id,
            'user_id', i.user_id,
            'identity_data', i.identity_data,
            'provider', i.provider,
            'last_sign_in_at', i.last_sign_in_at,
            'created_at', i.created_at,
            'updated_at', i.updated_at,
            'email', i.email
          ) order by i.created_at)
        from auth.identities i where i.user_id = u.id), '[]'::jsonb),
      'created_at', u.created_at,
      'updated_at', u.updated_at,
      'banned_until', u.banned_until,
      'factors', (
        select jsonb_agg(jsonb_build_object(
            'id', f.id,
            'friendly_name', f.friendly_name,
            'factor_type', f.factor_type,
            'status', f.status,
            'created_at', f.created_at,
            'updated_at', f.updated_at,
            'last_challenged_at', f.last_challenged_at
          ) || case when f.web_authn_aaguid is null then '{}'::jsonb
                    else jsonb_build_object('web_authn_aaguid', f.web_authn_aaguid) end
          order by f.created_at)
        from auth.mfa_factors f where f.user_id = u.id),
      'is_anonymous', coalesce(u.is_anonymous, false)
    ) as user,
    u.encrypted_password,
    u.email_confirmed_at is not null as email_confirmed,
    coalesce(u.banned_until > now(), false) as banned
  from auth.users u`;

/** GoTrue leaves out empty optional fields (omitempty); so do we, at the top level only. */
function withoutNulls(user: Record<string, unknown>): AuthUser {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(user)) if (value !== null) out[key] = value;
  return out as AuthUser;
}

type UserRow = { user: Record<string, unknown>; encrypted_password: string | null; email_confirmed: boolean; banned: boolean };

function toRecord(row: UserRow | undefined): UserRecord | undefined {
  if (!row) return undefined;
  return {
    user: withoutNulls(row.user),
    encrypted_password: row.encrypted_password,
    email_confirmed: row.email_confirmed,
    banned: row.banned,
  };
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  const result = await db.query<UserRow>(`${USER_SELECT} where u.id = $1 and u.deleted_at is null`, [id]);
  return toRecord(result.rows[0]);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | undefined> {
  const result = await db.query<UserRow>(
    `${USER_SELECT} where lower(u.email) = lower($1) and u.is_sso_user = false and u.deleted_at is null`,
    [email],
  );
  return toRecord(result.rows[0]);
}

export async function listUsers(db: Queryable, limit: number, offset: number): Promise<{ users: AuthUser[]; total: number }> {
  const rows = await db.query<UserRow>(
    // Newest first, as GoTrue lists them.
    `${USER_SELECT} where u.deleted_at is null order by u.created_at desc, u.id desc limit $1 offset $2`,
    [limit, offset],
  );
  const total = await db.query<{ n: number }>('select count(*)::int as n from auth.users where deleted_at is null');
  return { users: rows.rows.map((row) => toRecord(row)!.user), total: total.rows[0]?.n ?? 0 };
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  /** sha256 of the emailed token, when a confirmation is pending. */
  confirmationTokenHash?: string;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
}

/** Inserts the user and its email identity, as GoTrue does. Returns the new id. */
export async function insertUser(tx: Queryable, user: NewUser): Promise<string> {
  const appMetadata = { provider: 'email', providers: ['email'], ...(user.appMetadata ?? {}) };
  const inserted = await tx.query<{ id: string }>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', $1, $2, $3,
       case when $4::boolean then now() end, $5::text, case when $5::text <> '' then now() end, $6, $7)
     returning id`,
    [
      user.role ?? 'authenticated',
      user.email,
      user.passwordHash,
      user.confirmed,
      user.confirmationTokenHash ?? '',
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata),
    ],
  );
  const id = inserted.rows[0]!.id;
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::uuid::text, $1::uuid, $2, 'email', now())`,
    [id, JSON.stringify({ sub: id, email: user.email, email_verified: user.confirmed, phone_verified: false })],
  );
  return id;
}

/** Applies GoTrue's metadata update: keys set to null are removed, others replaced. */
export function mergeMetadata(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
