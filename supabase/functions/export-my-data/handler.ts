// export-my-data: POST {} → everything of the caller's that the app shows them, as one JSON
// document (issue 35, "Download my data"; GDPR articles 15 and 20). The browser turns it into the
// file the person keeps (JSON plus a readable page in their language).
//
// What is in it is read with the caller's own rights: public.export_my_data() is security invoker,
// so row-level security decides, and nothing of another person comes back beyond what the app
// already shows them (their words in a shared thread, their name). The person's own feedback and
// its images — which RLS lets only staff read — are the one exception, and only their own:
// private.my_feedback() selects by auth.uid(), and an image is fetched only when one of those rows
// names it inside the caller's own folder.
//
// Limits: one export a minute and 10 a day per person (EXPORT_RATE_LIMIT_PER_MINUTE /
// EXPORT_RATE_LIMIT_PER_DAY), counted in the database like the AI limits. Each step is logged
// without content (private.privacy_log).
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, json } from '../_shared/http.ts';
import { FEEDBACK_BUCKET, logPrivacyStep } from '../_shared/privacy/privacy-log.ts';

export const EXPORT_FORMAT = 'shalom-bayit-export';
export const EXPORT_VERSION = 1;

interface FeedbackRow {
  id: string;
  images: string[];
  [key: string]: unknown;
}

interface LimitAnswer {
  allowed: boolean;
  retry_after_seconds: number;
  window?: 'minute' | 'day';
}

function limitFromEnv(ctx: FunctionContext, name: string, fallback: number): number {
  const raw = ctx.env.get(name)?.trim();
  return raw && /^\d+$/.test(raw) ? Number(raw) : fallback;
}

/**
 * Base64 of bytes, a piece at a time: String.fromCharCode takes a bounded number of arguments, and
 * pieces of a multiple of 3 bytes encode without padding between them.
 */
export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += 0x6000) {
    parts.push(btoa(String.fromCharCode(...bytes.subarray(start, start + 0x6000))));
  }
  return parts.join('');
}

export default async function exportMyData(req: Request, ctx: FunctionContext): Promise<Response> {
  if (req.method !== 'POST') return errorResponse(405, `Use POST; ${req.method} is not supported`);
  const userId = ctx.caller.userId;
  if (!userId) return json({ error: 'Sign in to download your data.', code: 'UNAUTHORIZED' }, 401);
  const requestId = crypto.randomUUID();

  const { data: limit, error: limitError } = await ctx.supabaseAdmin.rpc('consume_ai_rate_limit', {
    person: userId,
    function_name: 'export-my-data',
    per_minute: limitFromEnv(ctx, 'EXPORT_RATE_LIMIT_PER_MINUTE', 1),
    per_day: limitFromEnv(ctx, 'EXPORT_RATE_LIMIT_PER_DAY', 10),
  });
  if (limitError || !limit) {
    console.error(`export-my-data: rate limit check failed (${limitError?.code ?? 'no answer'})`);
    return json({ error: 'Please try again in a moment.', code: 'RATE_LIMIT_UNAVAILABLE' }, 503);
  }
  const answer = limit as LimitAnswer;
  if (!answer.allowed) {
    await logPrivacyStep(ctx, 'export', 'rate_limited', requestId, userId, { window: answer.window ?? 'minute' });
    const retryAfter = Math.max(1, answer.retry_after_seconds);
    const error =
      answer.window === 'day'
        ? "You've downloaded your data many times today. Please try again tomorrow."
        : 'Your data was prepared for download less than a minute ago. Please wait a minute before trying again.';
    return new Response(JSON.stringify({ error, code: 'RATE_LIMITED', window: answer.window ?? 'minute', retryAfterSeconds: retryAfter }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfter) },
    });
  }
  await logPrivacyStep(ctx, 'export', 'requested', requestId, userId);

  const [{ data, error }, account] = await Promise.all([
    ctx.supabase.rpc('export_my_data'),
    ctx.supabaseAdmin.auth.admin.getUserById(userId),
  ]);
  if (error || !data || account.error || !account.data.user) {
    console.error(`export-my-data: reading failed (${error?.code ?? account.error?.status ?? 'no data'})`);
    await logPrivacyStep(ctx, 'export', 'failed', requestId, userId);
    return errorResponse(500, 'Your data could not be gathered. Please try again.');
  }
  const exported = data as Record<string, unknown> & { feedback?: FeedbackRow[] };

  // The images of the person's own feedback, inside the file: a copy they keep needs no link.
  const ownFolder = `${userId}/`;
  let images = 0;
  const feedback = await Promise.all(
    (exported.feedback ?? []).map(async (row) => {
      const files = await Promise.all(
        (row.images ?? []).map(async (path) => {
          if (!path.startsWith(ownFolder)) return { path, missing: true };
          const download = await ctx.supabaseAdmin.storage.from(FEEDBACK_BUCKET).download(path);
          if (download.error || !download.data) return { path, missing: true };
          images += 1;
          return {
            path,
            content_type: download.data.type || 'application/octet-stream',
            data_base64: toBase64(new Uint8Array(await download.data.arrayBuffer())),
          };
        }),
      );
      return { ...row, images: files };
    }),
  );

  const user = account.data.user;
  const document = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: new Date().toISOString(),
    account: { id: user.id, email: user.email ?? null, created_at: user.created_at, last_sign_in_at: user.last_sign_in_at ?? null },
    ...exported,
    feedback,
  };
  const conversations = Array.isArray(exported.conversations) ? (exported.conversations as { messages?: unknown[] }[]) : [];
  await logPrivacyStep(ctx, 'export', 'done', requestId, userId, {
    conversations: conversations.length,
    messages: conversations.reduce((sum, conversation) => sum + (conversation.messages?.length ?? 0), 0),
    feedback: feedback.length,
    images,
  });
  return json(document);
}
