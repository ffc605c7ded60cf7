// The contract between an edge function's logic and whatever runs it. A function's `handler.ts`
// default-exports a FunctionHandler and imports nothing Deno-only or Node-only; its `index.ts`
// only wires it to `Deno.serve` (see deno-entry.ts) for Supabase Edge, and backend/ loads
// handler.ts directly. Both hosts hand the handler the same FunctionContext, so logic written
// against it behaves the same on either.
//
// Why a context argument and not a global `Deno.env` shim: a global would have to be installed
// into the Node process for every function, would leak between functions, and would hide from
// the types which values a function depends on. `ctx.env.get(name)` reads exactly like
// `Deno.env.get(name)`.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface FunctionEnv {
  /** SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, and the project's secrets. */
  get(name: string): string | undefined;
}

export interface FunctionCaller {
  /** 'anon', 'authenticated' or 'service_role'; null when the request carried no valid JWT. */
  role: 'anon' | 'authenticated' | 'service_role' | null;
  /** auth.uid() of the signed-in, registered user, else null (a guest counts as signed out). */
  userId: string | null;
  /** The verified JWT claims, else null. */
  claims: Record<string, unknown> | null;
}

export interface FunctionContext {
  env: FunctionEnv;
  /** Who is calling, from a JWT verified by the host. */
  caller: FunctionCaller;
  /** supabase-js acting as the caller (their Authorization forwarded): RLS applies. */
  supabase: SupabaseClient;
  /** supabase-js with the service role: bypasses RLS. Check the caller's rights before using it. */
  supabaseAdmin: SupabaseClient;
}

/**
 * The user a function acts for: the token's subject, unless the token is a guest's (anonymous
 * sign-in, `is_anonymous: true`). Shalom Bayit has no guest mode, so a guest is a visitor to every
 * function, as the database's guest rule (migration 20261125000100) makes them to every table.
 */
export function registeredUserId(claims: Record<string, unknown>): string | null {
  if (claims.is_anonymous === true) return null;
  return typeof claims.sub === 'string' ? claims.sub : null;
}

export type FunctionHandler = (req: Request, ctx: FunctionContext) => Response | Promise<Response>;

