// tone-coach: {text} → {rewrite, rewrittenText, changed, source, safety}. A blaming message comes back
// rewritten, not wrapped: every blaming clause becomes a first-person feeling and a need, then one
// request, in the message's language (Hebrew in the gender it shows); a kind one comes back
// unchanged (changed: false). A message the shared safety verdict marks as a possible or clear
// crisis is not polished into something softer: it comes back unchanged with `safety` (category
// and resources for the writer's location), as the guide does. The text is never logged.
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, json, readJsonObject, requireText } from '../_shared/http.ts';
import { detectLanguage } from '../_shared/guide/language.ts';
import { assessSafety } from '../_shared/guide/detect/assess.ts';
import { resourcesFor } from '../_shared/guide/safety.ts';
import { rewriteTone } from '../_shared/guide/tone.ts';
import { modelConfigFromEnv } from '../_shared/model-adapter/index.ts';
import { enforceRateLimit } from '../_shared/rate-limit/index.ts';

export const TONE_COACH_MAX_TEXT = 4000;

export default async function toneCoach(req: Request, ctx: FunctionContext): Promise<Response> {
  if (!ctx.caller.userId) return errorResponse(401, 'Sign in to use the Tone Coach');
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  const text = requireText(body, 'text', TONE_COACH_MAX_TEXT);
  if (text instanceof Response) return text;
  const limited = await enforceRateLimit(ctx, 'tone-coach');
  if (limited) return limited;
  const { level, category, alsoCategory } = assessSafety(text);
  if (level !== 'none' && category) {
    const { data } = await ctx.supabase.from('profiles').select('location').eq('id', ctx.caller.userId).maybeSingle();
    const location = (data as { location?: string | null } | null)?.location ?? null;
    return json({ rewrite: text, rewrittenText: text, changed: false, source: 'embedded', safety: resourcesFor(category, location, detectLanguage(text), 'crisis', alsoCategory) });
  }
  const result = await rewriteTone(text, modelConfigFromEnv(ctx.env));
  return json({ rewrite: result.rewrite, rewrittenText: result.rewrite, changed: result.changed, source: result.source, safety: null });
}
