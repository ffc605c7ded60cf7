/** Postgres / PostgREST error codes this feature reacts to (supabase/README.md). */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';
export const INSUFFICIENT_PRIVILEGE = '42501';

/** A failed call to the backend, with the server's code when it sent one. */
export class DataError extends Error {
  readonly code: string | null;

  constructor(message: string, code: string | null = null) {
    super(message);
    this.name = 'DataError';
    this.code = code;
  }
}

interface ErrorLike {
  message?: unknown;
  code?: unknown;
}

/** Turns whatever a call threw or returned as its error into a DataError with a readable message. */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  if (typeof error === 'object' && error !== null) {
    const { message, code } = error as ErrorLike;
    return new DataError(typeof message === 'string' ? message : '', typeof code === 'string' ? code : null);
  }
  return new DataError(typeof error === 'string' ? error : '');
}

/** Row-level security refused the write: in practice the session is gone. */
export function isRowLevelSecurityError(error: DataError): boolean {
  return error.code === INSUFFICIENT_PRIVILEGE || /row-level security/i.test(error.message);
}
