// The project's API keys: long-lived HS256 JWTs whose only meaningful claim is `role`, exactly as
// Supabase issues them. The payload matches the Supabase CLI's local keys, so with the CLI's
// well-known JWT secret the keys are byte-for-byte the ones `supabase start` prints.
import { SignJWT } from 'jose';
import type { ApiRole } from './context';

/** 2032-11-12, the expiry the Supabase CLI puts in its local keys. */
const API_KEY_EXPIRY = 1983812996;

export function secretKey(jwtSecret: string): Uint8Array {
  return new TextEncoder().encode(jwtSecret);
}

export async function signApiKey(jwtSecret: string, role: Extract<ApiRole, 'anon' | 'service_role'>): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role, exp: API_KEY_EXPIRY })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretKey(jwtSecret));
}

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export async function apiKeys(jwtSecret: string): Promise<ApiKeys> {
  return {
    anonKey: await signApiKey(jwtSecret, 'anon'),
    serviceRoleKey: await signApiKey(jwtSecret, 'service_role'),
  };
}
