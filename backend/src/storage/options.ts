// Storage settings from the environment, kept apart from the router so config.ts can read them
// without loading the router.
import { parseFileSizeLimit } from './file-size';
import { wholeNumber } from '../env-number';

/** How much one client may upload per window; 0 in a field turns that limit off. */
export interface UploadAllowance {
  /** Upload requests per window (refused ones count too). */
  uploads: number;
  /** Bytes stored per window; 0 = no byte budget. */
  bytes: number;
  windowMs: number;
}

export interface StorageOptions {
  /** Largest object accepted in any bucket (a bucket's file_size_limit can only lower it). */
  maxFileSizeBytes: number;
  /** Longest lifetime a signed URL may be given, in seconds (and may have, when it is used). */
  maxSignedUrlExpiresIn: number;
  /** Uploads by the anon role, per client IP. */
  anonUploads: UploadAllowance;
  /** Uploads by a signed-in user, per user id (no byte budget beyond the file size limits). */
  userUploads: UploadAllowance;
  /** What one image transformation may cost (`/render/image/...`). */
  imageTransform: ImageTransformLimits;
}

/** Bounds on image transformations, so a few requests cannot take the server's cores and memory. */
export interface ImageTransformLimits {
  /** Largest stored object a transformation reads. */
  maxSourceBytes: number;
  /** Largest source image, in pixels (width × height), a transformation decodes. */
  maxSourcePixels: number;
  /** Transformations running at once; more wait, and past 16 waiting per slot they are refused. */
  concurrency: number;
}

/** Supabase's default global limit: 50 MiB. */
export const DEFAULT_MAX_FILE_SIZE = 50 * 1024 * 1024;

export const DEFAULT_STORAGE_OPTIONS: StorageOptions = {
  maxFileSizeBytes: DEFAULT_MAX_FILE_SIZE,
  // Supabase's own ceiling for signed URLs: one week.
  maxSignedUrlExpiresIn: 7 * 24 * 60 * 60,
  // Room for a few feedback forms (5 images of 5 MB each) per 10 minutes, not for filling a disk.
  anonUploads: { uploads: 20, bytes: 30 * 1024 * 1024, windowMs: 600_000 },
  userUploads: { uploads: 120, bytes: 0, windowMs: 600_000 },
  // A 24-megapixel camera photo fits; decoding one takes ~100 MB and most of a core for a moment,
  // so two at a time leave the other requests room on a two-core server.
  imageTransform: { maxSourceBytes: 25 * 1024 * 1024, maxSourcePixels: 25_000_000, concurrency: 2 },
};


function byteSize(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = parseFileSizeLimit(raw);
  if (value === undefined) throw new Error(`${name} must be a byte count or a size such as "30MB", got "${raw}"`);
  return value;
}

/**
 * STORAGE_FILE_SIZE_LIMIT (bytes, or "50MB"-style) overrides the global limit;
 * STORAGE_SIGNED_URL_MAX_EXPIRES_IN (seconds) the signed-URL ceiling;
 * STORAGE_ANON_UPLOADS_PER_WINDOW, STORAGE_ANON_UPLOAD_BYTES_PER_WINDOW and
 * STORAGE_ANON_UPLOAD_WINDOW_SECONDS the anonymous allowance per client IP;
 * STORAGE_USER_UPLOADS_PER_WINDOW and STORAGE_USER_UPLOAD_WINDOW_SECONDS the per-user one;
 * STORAGE_IMAGE_TRANSFORM_MAX_SOURCE_BYTES, STORAGE_IMAGE_TRANSFORM_MAX_PIXELS and
 * STORAGE_IMAGE_TRANSFORM_CONCURRENCY bound image transformations.
 * A count or byte budget of 0 turns that limit off. A malformed value stops the server at start.
 */
export function storageOptionsFromEnv(env: Record<string, string | undefined> = process.env): StorageOptions {
  const defaults = DEFAULT_STORAGE_OPTIONS;
  const raw = env.STORAGE_FILE_SIZE_LIMIT?.trim();
  const parsed = raw ? parseFileSizeLimit(raw) : undefined;
  return {
    maxFileSizeBytes: parsed ?? DEFAULT_MAX_FILE_SIZE,
    maxSignedUrlExpiresIn: wholeNumber(env, 'STORAGE_SIGNED_URL_MAX_EXPIRES_IN', defaults.maxSignedUrlExpiresIn, 1),
    anonUploads: {
      uploads: wholeNumber(env, 'STORAGE_ANON_UPLOADS_PER_WINDOW', defaults.anonUploads.uploads, 0),
      bytes: byteSize(env, 'STORAGE_ANON_UPLOAD_BYTES_PER_WINDOW', defaults.anonUploads.bytes),
      windowMs: wholeNumber(env, 'STORAGE_ANON_UPLOAD_WINDOW_SECONDS', defaults.anonUploads.windowMs / 1000, 1) * 1000,
    },
    userUploads: {
      uploads: wholeNumber(env, 'STORAGE_USER_UPLOADS_PER_WINDOW', defaults.userUploads.uploads, 0),
      bytes: 0,
      windowMs: wholeNumber(env, 'STORAGE_USER_UPLOAD_WINDOW_SECONDS', defaults.userUploads.windowMs / 1000, 1) * 1000,
    },
    imageTransform: {
      maxSourceBytes: byteSize(env, 'STORAGE_IMAGE_TRANSFORM_MAX_SOURCE_BYTES', defaults.imageTransform.maxSourceBytes),
      maxSourcePixels: wholeNumber(env, 'STORAGE_IMAGE_TRANSFORM_MAX_PIXELS', defaults.imageTransform.maxSourcePixels, 1),
      concurrency: wholeNumber(env, 'STORAGE_IMAGE_TRANSFORM_CONCURRENCY', defaults.imageTransform.concurrency, 1),
    },
  };
}
