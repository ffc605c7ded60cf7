// Reading GoTrue request bodies defensively: any malformed or hostile input becomes a 4xx
// AuthError before it reaches Postgres (which would refuse NUL characters or absurd nesting with
// a 500-class error).
import type { Context } from 'hono';
import { AuthError, badJson, validationFailed } from './errors';

export type JsonObject = Record<string, unknown>;

const MAX_DEPTH = 32;

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rejects NUL characters anywhere (Postgres text cannot hold them) and deep nesting. */
function checkJsonValue(value: unknown, depth: number): void {
  if (depth > MAX_DEPTH) throw badJson(`nesting deeper than ${MAX_DEPTH} levels`);
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badJson('strings must not contain NUL characters');
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) checkJsonValue(item, depth + 1);
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) throw badJson('keys must not contain NUL characters');
      checkJsonValue(item, depth + 1);
    }
  }
}

export async function readBody(c: Context): Promise<JsonObject> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badJson(error instanceof Error ? error.message : 'invalid JSON');
  }
  if (!isPlainObject(parsed)) throw badJson('the body must be a JSON object');
  checkJsonValue(parsed, 0);
  return parsed;
}

export function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationFailed(`${field} must be a string`);
  return value;
}

export function optionalObject(body: JsonObject, field: string): JsonObject | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw validationFailed(`${field} must be a JSON object`);
  return value;
}

export function optionalBoolean(body: JsonObject, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw validationFailed(`${field} must be true or false`);
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GoTrue's check and message; addresses are kept in lower case. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

export const MAX_PASSWORD_LENGTH = 1024;

export function checkPasswordLength(password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters.`);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
