// One-time email tokens: each email (magic link / email OTP, recovery, invite) carries a link with
// a long random token and a six-digit code for verifyOtp({email, token}). Only hashes are stored;
// the code's hash is keyed with a server secret, since a million codes are quickly tried offline.
// A wrong code counts against every live token of the user; after MAX_CODE_ATTEMPTS they are dead,
// so guessing a code online takes a new email every few tries (and emails are rate limited).
import { createHmac, randomInt } from 'node:crypto';
import type { Queryable } from '../context';
import { hashToken, newOpaqueToken } from './sessions';

export type EmailTokenPurpose = 'magiclink' | 'recovery' | 'invite';

/** GoTrue's mailer_otp_exp default: one hour. */
export const EMAIL_TOKEN_LIFETIME_SECONDS = 3600;
export const MAX_CODE_ATTEMPTS = 5;

export type EmailCodeKey = Buffer;

export function emailCodeKey(jwtSecret: string): EmailCodeKey {
  return createHmac('sha256', jwtSecret).update('shalom auth: email codes v1').digest();
}

function codeHash(key: EmailCodeKey, userId: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');
}

export interface IssuedEmailToken {
  /** Goes into the link (and is generateLink's hashed_token). */
  token: string;
  /** Six digits, for verifyOtp({email, token, type}). */
  code: string;
}

/** A new token for this purpose; the user's earlier ones of the same purpose stop working. */
export async function issueEmailToken(
  tx: Queryable,
  key: EmailCodeKey,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<IssuedEmailToken> {
  const token = newOpaqueToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query('delete from auth.email_tokens where user_id = $1 and purpose = $2', [userId, purpose]);
  await tx.query('insert into auth.email_tokens (user_id, purpose, link_hash, code_hash) values ($1, $2, $3, $4)', [
    userId,
    purpose,
    hashToken(token),
    codeHash(key, userId, code),
  ]);
  return { token, code };
}

const LIVE = `created_at > now() - make_interval(secs => ${EMAIL_TOKEN_LIFETIME_SECONDS}) and failed_attempts < ${MAX_CODE_ATTEMPTS}`;

export interface ConsumedEmailToken {
  userId: string;
  purpose: EmailTokenPurpose;
}

/** Uses up the token of a link; undefined when unknown, used, expired or of another purpose. */
export async function consumeLinkToken(
  tx: Queryable,
  token: string,
  purposes: readonly EmailTokenPurpose[],
): Promise<ConsumedEmailToken | undefined> {
  const deleted = await tx.query<{ user_id: string; purpose: EmailTokenPurpose; live: boolean }>(
    `delete from auth.email_tokens where link_hash = $1 and purpose = any($2::text[])
     returning user_id, purpose, (${LIVE}) as live`,
    [hashToken(token), purposes],
  );
  const row = deleted.rows[0];
  return row?.live ? { userId: row.user_id, purpose: row.purpose } : undefined;
}

/**
 * Uses up the token whose code this is. A wrong code is counted against the user's live tokens of
 * these purposes; the caller must let the transaction COMMIT before it reports the failure.
 */
export async function consumeCode(
  tx: Queryable,
  key: EmailCodeKey,
  userId: string,
  code: string,
  purposes: readonly EmailTokenPurpose[],
): Promise<ConsumedEmailToken | undefined> {
  const deleted = await tx.query<{ purpose: EmailTokenPurpose }>(
    `delete from auth.email_tokens where user_id = $1 and code_hash = $2 and purpose = any($3::text[]) and ${LIVE}
     returning purpose`,
    [userId, codeHash(key, userId, code), purposes],
  );
  const purpose = deleted.rows[0]?.purpose;
  if (purpose) return { userId, purpose };
  await tx.query(
    `update auth.email_tokens set failed_attempts = failed_attempts + 1 where user_id = $1 and purpose = any($2::text[])`,
    [userId, purposes],
  );
  return undefined;
}
