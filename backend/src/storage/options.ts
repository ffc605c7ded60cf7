// Storage settings from the environment, kept apart from the router so config.ts can read them
// without loading the router.
import { parseFileSizeLimit } from './file-size';

export interface StorageOptions {
  /** Largest object accepted in any bucket (a bucket's file_size_limit can only lower it). */
  maxFileSizeBytes: number;
}

/** Supabase's default global limit: 50 MiB. */
export const DEFAULT_MAX_FILE_SIZE = 50 * 1024 * 1024;

/** STORAGE_FILE_SIZE_LIMIT (bytes, or "50MB"-style) overrides the global limit. */
export function storageOptionsFromEnv(env: Record<string, string | undefined> = process.env): StorageOptions {
  const raw = env.STORAGE_FILE_SIZE_LIMIT?.trim();
  const parsed = raw ? parseFileSizeLimit(raw) : undefined;
  return { maxFileSizeBytes: parsed ?? DEFAULT_MAX_FILE_SIZE };
}
