import type { ShalomSupabaseClient } from '@shalom/shared';

/** What the tone-coach function answered: a rewrite, or nothing to suggest. */
export type ToneCoachResult = { rewrite: string } | { rewrite: null };

export class ToneCoachError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToneCoachError';
  }
}

// A non-2xx answer reaches supabase-js as FunctionsHttpError whose message is generic; the
// function's own words are in the response body.
async function errorText(error: unknown): Promise<string> {
  const context = (error as { context?: unknown }).context;
  if (typeof Response !== 'undefined' && context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: unknown; message?: unknown };
      const text = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : null;
      if (text) return text;
    } catch {
      // not JSON: fall back to the client's message
    }
  }
  return error instanceof Error ? error.message : String(error);
}

/** POST /functions/v1/tone-coach {text} → {rewrite} (spec §7 also allows rewrittenText / guidance). */
export async function requestRewrite(client: ShalomSupabaseClient, text: string): Promise<ToneCoachResult> {
  let result: { data: unknown; error: unknown };
  try {
    result = await client.functions.invoke('tone-coach', { body: { text } });
  } catch (error) {
    throw new ToneCoachError(await errorText(error));
  }
  if (result.error) throw new ToneCoachError(await errorText(result.error));
  const data = (result.data ?? {}) as Record<string, unknown>;
  const rewrite = [data.rewrite, data.rewrittenText, data.guidance].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  // A kind message comes back as it was (changed: false): there is nothing to suggest.
  if (!rewrite || data.changed === false || rewrite.trim() === text.trim()) return { rewrite: null };
  return { rewrite };
}
