import type { MessageIdOf } from '@shalom/shared/i18n';
import { adminCatalog } from '../../i18n/catalog';

/**
 * The feedback contract in one place (spec §3, §5, §7, §9): the form writes what the dashboard
 * reads, so the enumerations, limits, storage layout and columns are defined once, here.
 */

export const FEEDBACK_BUCKET = 'feedback-images';
/** The edge function that takes back a failed submission's uploads (supabase/functions/). */
export const DISCARD_UPLOADS_FUNCTION = 'discard-feedback-uploads';
export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** What the bucket accepts (its allowed_mime_types). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const SIGNED_URL_SECONDS = 3600;
export const REDIRECT_AFTER_SUBMIT_MS = 2000;

export const FEEDBACK_TYPES = ['general', 'bug_report', 'feature_request', 'testimonial', 'technical_issue', 'content_suggestion'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_STATUSES = ['new', 'in_review', 'resolved', 'archived'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export interface FeedbackRow {
  id: string;
  user_id: string | null;
  name: string | null;
  email: string | null;
  feedback_type: string;
  subject: string;
  message: string;
  images: string[];
  page_url: string | null;
  user_agent: string | null;
  status: string;
  admin_notes: string | null;
  created_at: string;
}

export const FEEDBACK_COLUMNS = 'id, user_id, name, email, feedback_type, subject, message, images, page_url, user_agent, status, admin_notes, created_at';

type Id = MessageIdOf<typeof adminCatalog>;
const { msg } = adminCatalog;

const TYPE_LABELS: Record<FeedbackType, Id> = {
  general: msg('type.general'),
  bug_report: msg('type.bugReport'),
  feature_request: msg('type.featureRequest'),
  testimonial: msg('type.testimonial'),
  technical_issue: msg('type.technicalIssue'),
  content_suggestion: msg('type.contentSuggestion'),
};

const STATUS_LABELS: Record<FeedbackStatus, Id> = {
  new: msg('status.new'),
  in_review: msg('status.inReview'),
  resolved: msg('status.resolved'),
  archived: msg('status.archived'),
};

const isType = (value: string): value is FeedbackType => (FEEDBACK_TYPES as readonly string[]).includes(value);
const isStatus = (value: string): value is FeedbackStatus => (FEEDBACK_STATUSES as readonly string[]).includes(value);

/** The label of a stored type in the active language; an unknown value is shown as stored. */
export function typeLabel(value: string): string {
  return isType(value) ? adminCatalog.t(TYPE_LABELS[value]) : value;
}

export function statusLabel(value: string): string {
  return isStatus(value) ? adminCatalog.t(STATUS_LABELS[value]) : value;
}

/**
 * The folder one submission's images go into (spec §7, made private): the signed-in user's id, or
 * for an anonymous visitor `anonymous/<random uuid v4>/`, new for every submission. Only this
 * client knows that folder, and naming its paths is what lets it take the images back if the row
 * is refused (discard-feedback-uploads); nobody else can find them to take.
 */
export function feedbackUploadFolder(userId: string | null): string {
  return userId ?? `anonymous/${randomUuidV4()}`;
}

/** A random (version 4) uuid from getRandomValues, which, unlike randomUUID, needs no https. */
function randomUuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Storage path of the index-th image of one submission: its folder (feedbackUploadFolder), then
 * `<timestamp>-<index>.<extension>`.
 */
export function feedbackImagePath(folder: string, timestamp: number, index: number, file: File): string {
  const fromType = file.type.split('/')[1]?.replace('jpeg', 'jpg');
  return `${folder}/${timestamp}-${index}.${fromType || 'img'}`;
}
