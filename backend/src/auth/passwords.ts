// Password hashing (what a new password must be is password-policy.ts). New hashes are argon2id
// (OWASP's first choice). bcrypt hashes ($2a$/$2b$/$2y$), which Supabase-style seed.sql files
// create with extensions.crypt(), are checked by Postgres' own crypt() so those users can sign in;
// they are upgraded to argon2id on their next successful sign-in.
import { randomBytes } from 'node:crypto';
import { hash, verify, type Options as Argon2Options } from '@node-rs/argon2';
import type { Queryable } from '../context';

// Algorithm is a const enum (unusable with isolatedModules): 2 is Argon2id. The library's defaults
// for the rest follow OWASP (19 MiB, 2 iterations, 1 lane).
const ARGON2ID = 2 as Argon2Options['algorithm'];
const ARGON2_OPTIONS: Argon2Options = { algorithm: ARGON2ID };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export function isBcryptHash(stored: string): boolean {
  return /^\$2[aby]\$/.test(stored);
}

/** A hash to verify against when the email is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(24).toString('base64'));
  return decoyHash;
}

export async function verifyPassword(db: Queryable, password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    await verify(await decoy(), password).catch(() => false);
    return false;
  }
  if (stored.startsWith('$argon2')) {
    return verify(stored, password).catch(() => false);
  }
  if (isBcryptHash(stored)) {
    const result = await db.query<{ ok: boolean }>('select extensions.crypt($1, $2) = $2 as ok', [password, stored]);
    return result.rows[0]?.ok === true;
  }
  return false;
}
