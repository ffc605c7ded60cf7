// delete-account: POST {confirmation, password} → {deleted: true} (issue 35, "Delete my account";
// GDPR article 17). At once, not after a grace period: see the root README's notes on the spec.
//
// The caller proves it is them twice: the typed confirmation ("DELETE", or "מחיקה" in Hebrew) and
// their password, checked against the auth server as a sign-in would be (so the sign-in throttle
// applies to guesses). Then, in this order:
//   1. their files: every object in their own folder of feedback-images, through the storage API
//      (hosted storage refuses deletions in SQL, and the files themselves must go);
//   2. the account: auth.admin.deleteUser. Before the row goes, the database's forget_account
//      trigger (migration 20261130000500) turns their words in threads shared with someone else
//      into '(Message deleted)' held by a placeholder account, removes other people's notifications
//      about them and keeps feedback for staff without name and email; the foreign keys remove the
//      rest, sessions and refresh tokens included — every device is signed out.
// Each step is logged without content and without the person's id (a random request id ties the
// steps of one deletion together), so nothing left in the log names them.
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, json, readJsonObject } from '../_shared/http.ts';
import { FEEDBACK_BUCKET, logPrivacyStep } from '../_shared/privacy/privacy-log.ts';

/** What the person types to confirm, in each language the app speaks (compared case-blind). */
export const CONFIRMATION_WORDS = ['DELETE', 'מחיקה'] as const;

const LIST_PAGE = 1000;

export function confirmationMatches(typed: unknown): boolean {
  if (typeof typed !== 'string') return false;
  const word = typed.trim().toUpperCase();
  return CONFIRMATION_WORDS.some((expected) => expected.toUpperCase() === word);
}

/** Checks the password as the auth server's password grant does; true only for a 200. */
async function passwordIsRight(ctx: FunctionContext, email: string, password: string): Promise<boolean | 'unavailable'> {
  const url = ctx.env.get('SUPABASE_URL');
  const anonKey = ctx.env.get('SUPABASE_ANON_KEY');
  if (!url || !anonKey) return 'unavailable';
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status >= 500 || response.status === 429) return 'unavailable';
  // The session this sign-in made ends with the account a moment later.
  await response.body?.cancel();
  return response.ok;
}

/** Every object name under `folder/` of the bucket (the storage API lists one level at a time). */
async function objectsUnder(ctx: FunctionContext, folder: string): Promise<string[] | null> {
  const names: string[] = [];
  const pending = [folder];
  while (pending.length > 0) {
    const prefix = pending.pop()!;
    for (let offset = 0; ; offset += LIST_PAGE) {
      const { data, error } = await ctx.supabaseAdmin.storage.from(FEEDBACK_BUCKET).list(prefix, { limit: LIST_PAGE, offset });
      if (error) return null;
      for (const entry of data ?? []) {
        // A folder has no id in the listing.
        if (entry.id) names.push(`${prefix}/${entry.name}`);
        else pending.push(`${prefix}/${entry.name}`);
      }
      if (!data || data.length < LIST_PAGE) break;
    }
  }
  return names;
}

export default async function deleteAccount(req: Request, ctx: FunctionContext): Promise<Response> {
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  const userId = ctx.caller.userId;
  if (!userId) return json({ error: 'Sign in to delete your account.', code: 'UNAUTHORIZED' }, 401);
  const requestId = crypto.randomUUID();

  if (!confirmationMatches(body.confirmation)) {
    await logPrivacyStep(ctx, 'delete_account', 'refused', requestId, null, { reason: 'confirmation' });
    return json({ error: 'Type DELETE to confirm.', code: 'CONFIRMATION_MISMATCH' }, 400);
  }
  const password = body.password;
  if (typeof password !== 'string' || password === '' || password.length > 1000) {
    return json({ error: 'Enter your password to confirm.', code: 'PASSWORD_REQUIRED' }, 400);
  }

  const account = await ctx.supabaseAdmin.auth.admin.getUserById(userId);
  const email = account.data.user?.email;
  if (account.error || !email) {
    console.error(`delete-account: the account could not be read (${account.error?.status ?? 'no email'})`);
    return errorResponse(500, 'Your account could not be deleted. Please try again.');
  }
  const verified = await passwordIsRight(ctx, email, password);
  if (verified === 'unavailable') return errorResponse(503, 'Please try again in a moment.');
  if (!verified) {
    await logPrivacyStep(ctx, 'delete_account', 'refused', requestId, null, { reason: 'password' });
    return json({ error: 'That password is not right.', code: 'WRONG_PASSWORD' }, 400);
  }
  await logPrivacyStep(ctx, 'delete_account', 'requested', requestId, null);

  const objects = await objectsUnder(ctx, userId);
  if (objects === null) {
    await logPrivacyStep(ctx, 'delete_account', 'failed', requestId, null, { at: 'storage_list' });
    return errorResponse(500, 'Your account could not be deleted. Please try again.');
  }
  if (objects.length > 0) {
    const removal = await ctx.supabaseAdmin.storage.from(FEEDBACK_BUCKET).remove(objects);
    if (removal.error) {
      await logPrivacyStep(ctx, 'delete_account', 'failed', requestId, null, { at: 'storage_remove' });
      return errorResponse(500, 'Your account could not be deleted. Please try again.');
    }
  }
  await logPrivacyStep(ctx, 'delete_account', 'storage_removed', requestId, null, { objects: objects.length });

  const removed = await ctx.supabaseAdmin.auth.admin.deleteUser(userId);
  if (removed.error) {
    console.error(`delete-account: auth refused the deletion (${removed.error.status ?? 'no status'})`);
    await logPrivacyStep(ctx, 'delete_account', 'failed', requestId, null, { at: 'account' });
    return errorResponse(500, 'Your account could not be deleted. Please try again.');
  }
  await logPrivacyStep(ctx, 'delete_account', 'done', requestId, null);
  return json({ deleted: true });
}
