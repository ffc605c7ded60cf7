import type { ShalomSupabaseClient } from '@shalom/shared';
import { DISCARD_UPLOADS_FUNCTION, FEEDBACK_BUCKET, feedbackImagePath, feedbackUploadFolder, type FeedbackType } from '../feedback-model/feedbackModel';

export interface FeedbackDraft {
  subject: string;
  message: string;
  feedbackType: FeedbackType;
  name: string;
  email: string;
  images: readonly File[];
}

/** A refused submission; `detail` carries the server's own words when it stated a rule. */
export class SubmitFailure extends Error {
  constructor(readonly detail: string | null) {
    super(detail ?? 'feedback submission failed');
  }
}

// Rule messages the database words for people (rate limits, caps, image rules) are worth showing;
// anything else (network, RLS) is only the generic failure.
const RULE_CODES = new Set(['P0001', '23514']);

/**
 * Uploads the images (the user's folder, or a fresh anonymous/<uuid>/ folder; timestamp-index
 * names), then inserts the one feedback row without reading it back (only staff may read feedback).
 * If anything fails after an upload, the uploads are taken back through discard-feedback-uploads
 * (only staff can see or remove feedback images through storage), so a failed submission leaves
 * no orphaned image. A failed take-back is not the user's error to see: the submission failure is.
 */
export async function submitFeedback(supabase: ShalomSupabaseClient, userId: string | null, draft: FeedbackDraft): Promise<void> {
  const bucket = supabase.storage.from(FEEDBACK_BUCKET);
  const timestamp = Date.now();
  const folder = feedbackUploadFolder(userId);
  const uploaded: string[] = [];
  const takeBack = async () => {
    if (uploaded.length === 0) return;
    await supabase.functions.invoke(DISCARD_UPLOADS_FUNCTION, { body: { paths: uploaded } }).catch(() => undefined);
  };

  for (const [index, file] of draft.images.entries()) {
    const path = feedbackImagePath(folder, timestamp, index, file);
    const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false });
    if (error) {
      await takeBack();
      throw new SubmitFailure(null);
    }
    uploaded.push(path);
  }

  const { error } = await supabase.from('feedback').insert({
    user_id: userId,
    subject: draft.subject.trim(),
    message: draft.message.trim(),
    feedback_type: draft.feedbackType,
    name: draft.name.trim() || null,
    email: draft.email.trim() || null,
    images: uploaded,
    page_url: window.location.href,
    user_agent: navigator.userAgent,
  });
  if (error) {
    await takeBack();
    throw new SubmitFailure(RULE_CODES.has(error.code) ? error.message : null);
  }
}
