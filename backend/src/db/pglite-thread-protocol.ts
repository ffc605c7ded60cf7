// The messages between the server's thread (pglite-thread.ts) and the thread that owns PGlite
// (pglite-worker.ts). Everything here crosses by structured clone.
import type { Results } from '@electric-sql/pglite';

export type ThreadRequest =
  | { id: number; op: 'stream'; bytes: Uint8Array; throwOnError: boolean }
  | { id: number; op: 'query'; sql: string; params: unknown[] | undefined }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'listen'; channel: string; listenId: number }
  | { id: number; op: 'unlisten'; listenId: number }
  | { id: number; op: 'close' };

/** What PGlite answered for one Sync: its error, or one result per statement. */
export interface ThreadSegment {
  error?: SerializedError;
  results?: Results[];
}

export type ThreadReply =
  | { type: 'opened'; error?: SerializedError }
  | { type: 'notify'; listenId: number }
  | { type: 'reply'; id: number; error?: SerializedError; results?: Results[]; segments?: ThreadSegment[] };

/** An error's message and its plain fields (a Postgres error's code, detail, hint, constraint …). */
export interface SerializedError {
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean | null>;
}

export function serializeError(error: unknown): SerializedError {
  if (typeof error !== 'object' || error === null) return { message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  const { message, stack } = error as { message?: unknown; stack?: unknown };
  return {
    message: typeof message === 'string' ? message : String(error),
    stack: typeof stack === 'string' ? stack : undefined,
    fields,
  };
}

/** The error again, on this side: an Error with the same message and fields. */
export function rebuildError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  if (serialized.stack !== undefined) error.stack = serialized.stack;
  return error;
}
