// discard-feedback-uploads: {paths} → {removed, kept}. The feedback form calls it when the feedback
// row could not be inserted, so the images it uploaded for that row are not left behind.
//
// Nobody but staff can see feedback images through storage (migration 20261124000510), so the
// uploader cannot remove them itself; this function removes them with the service role, but only
// a path that is
//   - the caller's own `<user id>/<file>`, or `anonymous/<uuid v4>/<file>` — a folder only the
//     anonymous submitter's client knows, so naming the path is the proof of having uploaded it;
//   - stored less than 15 minutes ago, and named by no feedback row (public.feedback_discardable_uploads).
// Every other path is "kept", whether or not it exists: the answer never tells a caller which
// paths exist beyond the ones it may discard.
//
// Limits: at most 5 paths per call (one submission's images). A signed-in caller is limited per
// user with the shared helper (10 calls a minute); an anonymous caller has no identity to count
// by, so it relies on the host's per-IP limit (backend gateway) — the worst it can do is look up
// five unguessable names per call.
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, json, readJsonObject } from '../_shared/http.ts';
import { enforceRateLimit } from '../_shared/rate-limit/index.ts';

const BUCKET = 'feedback-images';
const MAX_PATHS = 5;
const ANONYMOUS_PATH = /^anonymous\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Whether the caller may ask for `path` to be discarded at all (its folder is theirs to name). */
export function mayDiscard(path: string, userId: string | null): boolean {
  if (ANONYMOUS_PATH.test(path)) return true;
  if (!userId) return false;
  const prefix = `${userId}/`;
  return path.startsWith(prefix) && FILE_NAME.test(path.slice(prefix.length));
}

export default async function discardFeedbackUploads(req: Request, ctx: FunctionContext): Promise<Response> {
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  const { paths } = body;
  if (!Array.isArray(paths) || !paths.every((path): path is string => typeof path === 'string')) {
    return errorResponse(400, '"paths" is required: a list of image paths');
  }
  if (paths.length > MAX_PATHS) return errorResponse(400, `"paths" may name at most ${MAX_PATHS} images`);

  if (ctx.caller.userId) {
    const limited = await enforceRateLimit(ctx, 'discard-feedback-uploads', { perMinute: 10, perDay: 0 });
    if (limited) return limited;
  }

  const requested = [...new Set(paths)];
  const candidates = requested.filter((path) => mayDiscard(path, ctx.caller.userId));
  let removed: string[] = [];
  if (candidates.length > 0) {
    const { data, error } = await ctx.supabaseAdmin.rpc('feedback_discardable_uploads', { paths: candidates });
    if (error) {
      console.error(`discard-feedback-uploads: feedback_discardable_uploads failed (${error.code})`);
      return errorResponse(500, 'Could not remove the uploaded images. Please try again.');
    }
    const discardable = (data as string[] | null) ?? [];
    if (discardable.length > 0) {
      const removal = await ctx.supabaseAdmin.storage.from(BUCKET).remove(discardable);
      if (removal.error) {
        console.error('discard-feedback-uploads: storage removal failed');
        return errorResponse(500, 'Could not remove the uploaded images. Please try again.');
      }
      const gone = new Set((removal.data ?? []).map((object) => object.name));
      removed = candidates.filter((path) => gone.has(path));
    }
  }
  const removedSet = new Set(removed);
  return json({ removed, kept: requested.filter((path) => !removedSet.has(path)) });
}
