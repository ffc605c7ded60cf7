// health: proves the functions path end to end. Answers who the host says is calling, and when.
// Portable: no Deno-only or Node-only APIs, and only type imports from ../_shared, so the same
// file runs under Deno (Supabase Edge) and Node (backend/).
import type { FunctionContext } from '../_shared/function-context.ts';

export default async function health(_req: Request, ctx: FunctionContext): Promise<Response> {
  const body = { ok: true, time: new Date().toISOString(), role: ctx.caller.role ?? 'anon' };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}
