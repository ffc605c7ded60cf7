// GoTrue's error body. With `X-Supabase-Api-Version: 2024-01-01` on the response, auth-js reads
// the error code from `code` and the message from `message`, and surfaces
// AuthApiError{message, status, code} to the app, whose toasts show the message as is.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. weak_password: {reasons}. */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function authErrorResponse(c: Context, error: AuthError): Response {
  c.header(API_VERSION_HEADER, API_VERSION);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
}

export const invalidCredentials = (): AuthError =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string): AuthError => new AuthError(400, 'validation_failed', message);
export const badJson = (detail: string): AuthError =>
  new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
