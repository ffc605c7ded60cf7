// The privacy log (private.privacy_log, migration 20261130000500): one row per step of an export,
// a deletion or a clearing of AI history, with counts and codes only — never what anyone wrote, a
// name or an address. A failure to log is reported on the console and never stops the action the
// person asked for.
import type { FunctionContext } from '../function-context.ts';

export type PrivacyAction = 'export' | 'delete_account';

export async function logPrivacyStep(
  ctx: FunctionContext,
  action: PrivacyAction,
  step: string,
  requestId: string,
  person: string | null,
  detail: Record<string, string | number | boolean> = {},
): Promise<void> {
  const { error } = await ctx.supabaseAdmin.rpc('record_privacy_event', {
    action,
    step,
    request_id: requestId,
    person,
    detail,
  });
  if (error) console.error(`privacy log: ${action}/${step} not recorded (${error.code ?? 'no code'})`);
}

/** The one bucket that holds a person's files: feedback screenshots under `<user id>/`. */
export const FEEDBACK_BUCKET = 'feedback-images';
